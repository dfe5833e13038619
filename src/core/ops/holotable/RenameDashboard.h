#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Renames a Holotable dashboard as the platform does (the PATCH of src/app/api/dashboards/[id]/route.ts): the spec
/// owns the title (TITLE_AUTHORITY in src/lib/dashboard-metadata.ts), so a rename is not a column update but a new
/// version whose spec is the current one with only its title replaced — every other byte as stored — with the note
/// `renamed from "<old title>"`, made current, and `dashboards.title` set from it (DashboardVersionSave).
/// Refused for a title the IR refuses (empty, over 200 characters), for the title the spec already has, for a
/// deleted dashboard and for one whose current spec this Metadesk cannot read as a dashboard.
class RenameDashboard {
    Q_DECLARE_TR_FUNCTIONS(RenameDashboard)
public:
    explicit RenameDashboard(const DbConnection& connection) : m_conn(connection) {}

    /// Reads dashboard `id` and plans its rename to `title` (taken without surrounding spaces).
    OperationPlan plan(const QString& id, const QString& title) const;
    /// Writes `plan` in one transaction; *version (when given) gets the new version's number.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, int* version = nullptr) const;

    /// The note the platform writes on a rename's version, cut to the note's limit.
    static QString note(const QString& oldTitle);

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
