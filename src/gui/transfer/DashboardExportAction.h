#pragma once

#include "gui/history/RowDialogAction.h"

#include <QString>

namespace metadesk {

/// Export Dashboard… on Holotable's Dashboards grid (and the Database menu): the picked dashboard's current spec
/// written to a JSON file exactly as stored (ExportDashboard), named as the platform names its exports. Reading only,
/// so offered on a read-only connection too.
class DashboardExportAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit DashboardExportAction(QWidget* window);

    /// Writes the picked dashboard's spec to `path` (empty: asks where, the platform's file name offered). What was
    /// said: the refusal, the failure, or where it went.
    QString exportTo(const QString& path = {});

protected:
    void triggered() override { exportTo(); }
};

} // namespace metadesk
