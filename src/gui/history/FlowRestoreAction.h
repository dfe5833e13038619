#pragma once

#include <QObject>

class QAction;

namespace metadesk {

class DbConnection;
class FlowHistoryDialog;

/// The Version History dialog's Restore: makes the picked version the flow's current one through core's
/// RestoreFlowVersion (a new version appended, the flow's definition set, audited as the platform's promote), after
/// showing what it will write and asking. On a read-only connection the action is off and says why.
class FlowRestoreAction : public QObject {
    Q_OBJECT
public:
    /// Adds the action to `dialog` (FlowHistoryDialog::addVersionAction); it writes through `connection`.
    FlowRestoreAction(FlowHistoryDialog* dialog, const DbConnection& connection);

    QAction* action() const { return m_action; }
    /// Restores `version` of the dialog's flow, asking first; whether it wrote.
    bool restore(int version);

private:
    FlowHistoryDialog* m_dialog;
    const DbConnection& m_conn;
    QAction* m_action = nullptr;
};

} // namespace metadesk
