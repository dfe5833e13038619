#pragma once

#include "core/edit/ChangeSet.h"
#include "core/rules/RowValidator.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Holotable's rules for a template row (migrations/005_templates.sql, src/app/api/templates/route.ts), checked on
/// the one write path (RowValidator), so the row editor, a grid edit and `metadesk-cli row set` meet them alike:
/// - `kind` equals the kind the body declares (the CHECK templates_kind_matches_body), said as the admin types,
///   before the database refuses it;
/// - the name is unique within the workspace and kind (templates_name_unique): the clash is answered as the
///   platform's POST answers its 409 — a sentence naming the template that holds the name — and nothing is written.
class TemplateRules {
    Q_DECLARE_TR_FUNCTIONS(TemplateRules)

public:
    /// Whether these rules concern `table` (Holotable's templates).
    static bool applies(const TableDescriptor& table);
    /// The unique key this class answers instead of the generic check: (workspace_id, kind, name).
    static QStringList nameKey();
    /// Why a template of kind `kind` cannot hold the body `body` (stored JSON text); empty when they go together.
    /// A body that is not JSON at all is left to the JSON check.
    static QString kindProblem(const QString& kind, const QString& body);
    /// The cheap checks (values alone), appended to `problems`.
    static void checkValues(const TableDescriptor& table, const ChangeSet& change, QList<FieldProblem>* problems);
    /// The database checks: the name clash. False with *error when the database could not be asked.
    static bool check(const DbConnection& connection, const TableDescriptor& table, const ChangeSet& change,
                      QList<FieldProblem>* problems, QString* error);
    /// The platform's 409, naming the template `holderId` that holds `name` in `workspace` for `kind`.
    static QString clashSentence(const QString& workspace, const QString& kind, const QString& name,
                                 const QString& holderId);
};

} // namespace metadesk
