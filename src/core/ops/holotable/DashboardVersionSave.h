#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Holotable's save of a dashboard version (`saveDashboardVersion`, src/lib/db/repo.ts), shared by the operations
/// that append one (RenameDashboard, RestoreDashboardVersion): in one transaction a new `dashboard_versions` row
/// numbered one more than the dashboard's highest (`COALESCE(MAX(version), 0) + 1`), with the spec as planned, the
/// acting admin as `created_by` and the note (from 006 on); then the dashboard's `current_version_id` moved to it and
/// its `title` set from the spec. An old version is never edited.
///
/// The dashboard's update is optimistic on the row as planned (its current version included): a save by someone
/// else in between is a conflict and nothing is written. One platform audit row, `dashboard.update` on the dashboard
/// with the new version's number, as the platform's routes write it (from 012 on; before, the local journal).
class DashboardVersionSave {
    Q_DECLARE_TR_FUNCTIONS(DashboardVersionSave)

public:
    /// What a plan knows of the dashboard's current version.
    struct Current {
        QString versionId;
        int version = 0;
        QString spec; ///< as stored
    };

    /// Reads dashboard `id` into plan->row and its current version into *current; false with plan->refusal set when
    /// there is nothing to save a version of (no such dashboard, a deleted one, one without a current version, a
    /// current spec that is not a dashboard of the IR).
    static bool readCurrent(const DbConnection& connection, const QString& id, OperationPlan* plan, Current* current);
    /// The number the next version of dashboard `id` gets now.
    static bool nextVersion(const DbConnection& connection, const QString& id, int* next, QString* error);
    /// Fills plan's changes and facts for saving `spec` (the title taken from it) with `note`.
    static void prepare(const DbConnection& connection, const QString& spec, const QString& note, int nextVersion,
                        OperationPlan* plan);
    /// Writes a prepared plan through `writer`; *version gets the number written. `detail` goes into the audit row
    /// (the platform's restore writes `restoredFrom`).
    static WriteResult apply(const DbConnection& connection, const OperationPlan& plan, RowWriter& writer,
                             const QVariantMap& detail, int* version);
};

} // namespace metadesk
