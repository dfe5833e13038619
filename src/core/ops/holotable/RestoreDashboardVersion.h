#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Restores an earlier version of a Holotable dashboard as the platform does (the POST of
/// src/app/api/dashboards/[id]/versions/[version]/restore/route.ts): never by moving `current_version_id` back, but
/// by appending a version whose spec is the chosen one's, with the note `restored from vN` (restoreNote in
/// src/lib/dashboard-versions.ts), made current, the title set from it (DashboardVersionSave); the audit row says
/// `restoredFrom`. Refused, as the route refuses, for the current version itself, a version that does not exist, and
/// a spec whose sources are gone or tombstoned or lie in another workspace (resolveAndValidateDashboard; the panels'
/// SQL is checked by the platform against its sources' catalogs, which Metadesk cannot reach).
class RestoreDashboardVersion {
    Q_DECLARE_TR_FUNCTIONS(RestoreDashboardVersion)
public:
    explicit RestoreDashboardVersion(const DbConnection& connection) : m_conn(connection) {}

    OperationPlan plan(const QString& id, int version) const;
    /// Writes `plan` in one transaction; *written (when given) gets the new version's number.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, int* written = nullptr) const;

    /// restoreNote: the note a restore writes.
    static QString note(int version) { return QStringLiteral("restored from v%1").arg(version); }

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
