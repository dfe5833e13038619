#pragma once

#include "VersionHistoryDialog.h"

class QListWidget;

namespace metadesk {

/// A Holotable dashboard's version history: every `dashboard_versions` row with who, when and note, the structural
/// difference of any two specs (DashboardSpecDiff: the paths that changed, panels matched by id) above their
/// side-by-side JSON diff. Restore is added as a version action (DashboardHistoryAction).
class DashboardHistoryDialog : public VersionHistoryDialog {
    Q_OBJECT
public:
    /// `select`: the version to show first (0: the current one), compared with the one before it.
    DashboardHistoryDialog(const DbConnection& connection, const QString& dashboardId, int select,
                           QWidget* parent = nullptr);

    const QString& dashboardId() const { return m_dashboardId; }
    /// The structural changes of the two versions compared, one a line.
    QListWidget* changesView() const { return m_changes; }

protected:
    QString heading(const QString& name, bool found, int count) const override;
    void compared(int from, int to, const QString& oldText, const QString& newText) override;

private:
    static Reader reader(const QString& dashboardId);

    QString m_dashboardId;
    QListWidget* m_changes = nullptr;
};

} // namespace metadesk
