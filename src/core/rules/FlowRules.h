#pragma once

#include "core/edit/ChangeSet.h"
#include "core/rules/RowValidator.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Tabularia's rules for a flow row that its database does not enforce, checked on the one write path
/// (RowValidator::checkDatabase), so a grid edit, a form, an operation and `metadesk-cli row set` meet them alike:
/// - an engine an administrator disabled (a row of `disabled_engines`) cannot be chosen as a flow's engine or
///   production engine; a flow already on it keeps it (services/engine_policy.py: disabling stops the choice, never
///   the flows that run on it);
/// - the failure notice goes out through a connection of the flow's own project (services/notify_targets.py keeps
///   it to a connection the author may use in its folder; a desktop admin acts for nobody, so Metadesk holds it to
///   the flow's project).
class FlowRules {
    Q_DECLARE_TR_FUNCTIONS(FlowRules)

public:
    /// Whether these rules concern `table` (Tabularia's flows).
    static bool applies(const TableDescriptor& table);
    /// Appends a problem per broken rule. False with *error when the database could not be asked.
    static bool check(const DbConnection& connection, const TableDescriptor& table, const ChangeSet& change,
                      QList<FieldProblem>* problems, QString* error);
    /// Whether `engine` is disabled on the installation behind `connection` (false when it has no policy table).
    static bool isEngineDisabled(const DbConnection& connection, const QString& engine, bool* disabled, QString* error);
    /// The connection a failure notice would go through: *found, with its name and project when it exists. False
    /// with *error when the database could not be asked; *found false for a null id or a database without
    /// connections.
    static bool notifyConnection(const DbConnection& connection, const QVariant& id, bool* found, QString* name,
                                 QVariant* project, QString* error);
};

} // namespace metadesk
