#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Makes a new dashboard from a Holotable dashboard template, as the platform does when a dashboard is started from
/// one (`templateSpec` in src/lib/templates.ts, then the create of src/app/api/dashboards/route.ts): the spec is the
/// template body's `dashboard` with the title given (trimmed) or, without one, its own; the dashboard goes into the
/// template's workspace at version 1 (DashboardCreate), copied — nothing points back at the template, which may be
/// deleted afterwards. Audited `dashboard.create` with `{"via": "template", "from": <template id>}`, in the shape the
/// platform's duplicate and import routes write.
///
/// Refused for a template that does not exist, a panel template, a body whose kind differs from the row's, a body
/// that is not a dashboard of the IR, a title the IR refuses, and a source the workspace no longer offers (named).
/// Optimistic on the template as planned: changed or deleted meanwhile, nothing is written.
class InstantiateTemplate {
    Q_DECLARE_TR_FUNCTIONS(InstantiateTemplate)
public:
    explicit InstantiateTemplate(const DbConnection& connection) : m_conn(connection) {}

    /// Reads template `id` and plans the dashboard; `title` empty: the spec's own.
    OperationPlan plan(const QString& id, const QString& title = {}) const;
    /// Writes `plan` in one transaction; *dashboardId (when given) gets the new dashboard's id.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, QString* dashboardId = nullptr) const;

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
