#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Sets a Holotable dashboard's `title` from its current version's spec, the integrity check's safe fix for a title
/// that differs (holotable.dashboards.E001). The platform keeps the two equal itself: every save sets the column from
/// the spec it saves (`saveDashboardVersion`, src/lib/db/repo.ts; the spec owns the title, TITLE_AUTHORITY in
/// src/lib/dashboard-metadata.ts), so a differing column was written by other code, and the platform's next save
/// would overwrite it with the spec's title anyway. This writes now what that save would: only the column, no new
/// version (the spec already says it), optimistic on the row as read (a save in between is a conflict), with the
/// platform's `dashboard.update` audit row (from its migration 012; before, the local journal).
class MirrorDashboardTitle {
    Q_DECLARE_TR_FUNCTIONS(MirrorDashboardTitle)
public:
    explicit MirrorDashboardTitle(const DbConnection& connection) : m_conn(connection) {}

    /// Reads dashboard `id` and its current spec; refused when the title already is the spec's, for a deleted
    /// dashboard and for one whose current spec is not a dashboard this Metadesk reads.
    OperationPlan plan(const QString& id) const;
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
