#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

#include <functional>

namespace metadesk {

class DbConnection;

/// Holotable's creation of a dashboard (`createDashboard`, src/lib/db/repo.ts), shared by the operations that make
/// one (InstantiateTemplate, ImportDashboard): in one transaction a `dashboards` row in the workspace with the spec's
/// title and the acting admin as `created_by`, its version 1 holding the spec, and `current_version_id` moved to it.
///
/// Planned as the platform's routes check before they create (`resolveAndValidateDashboard`): the spec is a
/// dashboard of the IR this Metadesk knows, and every source its panels name is a live (untombstoned) source of the
/// workspace — checked again inside the transaction. One platform audit row, `dashboard.create` on the new dashboard
/// with the route's `detail` (`{"via": "import"}` as the import route writes it), from 012 on; before, the local
/// journal.
class DashboardCreate {
    Q_DECLARE_TR_FUNCTIONS(DashboardCreate)

public:
    /// The live sources of `workspace` (not tombstoned), as the platform's `listSources` reads them.
    static bool liveSources(const DbConnection& connection, const QString& workspace, QStringList* ids, QString* error);
    /// Why the sources `spec` names cannot be read from `workspace` (each one it does not offer, named); empty when
    /// all can. *error when the database could not be asked.
    static QString sourcesProblem(const DbConnection& connection, const QString& workspace, const QString& spec,
                                  QString* error);
    /// Fills plan's facts, changes and sentences for creating a dashboard in `workspace` from `spec` (stored as
    /// given; its title is the dashboard's); false with plan->refusal set when it cannot be created.
    static bool prepare(const DbConnection& connection, const QString& workspace, const QString& spec,
                        const QVariantMap& auditDetail, OperationPlan* plan);
    /// Runs inside the transaction before anything is written: whether what the plan was made from still holds.
    using Recheck = std::function<bool(WriteResult* stop)>;
    /// Writes a prepared plan through OperationWriter (the dashboard, its version 1, then its current version set,
    /// in one transaction); *dashboardId gets the new dashboard's id. The result is the dashboard's insert.
    static WriteResult apply(const DbConnection& connection, const OperationPlan& plan, RowWriter& writer,
                             const Recheck& recheck, QString* dashboardId);
};

} // namespace metadesk
