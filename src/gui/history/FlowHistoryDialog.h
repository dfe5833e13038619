#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/diff/JsonDiff.h"
#include "core/history/FlowHistory.h"

#include <QDialog>

#include <memory>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QTableView;

namespace metadesk {

class DbConnection;
class DiffView;
class FetchWorker;
class FlowVersionsModel;

/// A Tabularia flow's version history, read-only: every `flow_versions` row with who, when and note, and the diff of
/// any two (DiffView), chosen in the From and To boxes or by picking a version in the list (compared with the one
/// before it). Reads on a worker connection of its own; the window never waits on the database.
///
/// Actions on a version (restore: a new version, written through the operations of core/ops) are added with
/// addVersionAction(); they act on selectedVersion() and call reload() once they wrote.
class FlowHistoryDialog : public QDialog {
    Q_OBJECT
public:
    /// `select`: the version to show first (0: the current one), compared with the one before it.
    FlowHistoryDialog(const DbConnection& connection, qint64 flowId, int select, QWidget* parent = nullptr);
    ~FlowHistoryDialog() override;

    qint64 flowId() const { return m_flowId; }
    /// The version picked in the list; 0 when none.
    int selectedVersion() const;
    /// Puts a button for `action` under the list, enabled while a version is picked.
    void addVersionAction(QAction* action);
    /// Reads the versions again (after an action wrote one), keeping the picked version.
    void reload();
    /// Compares `from` with `to` (versions of this flow).
    void compare(int from, int to);

    QTableView* versionsView() const { return m_list; }
    FlowVersionsModel* versionsModel() const { return m_versions; }
    DiffView* diffView() const { return m_diff; }
    QComboBox* fromBox() const { return m_from; }
    QComboBox* toBox() const { return m_to; }

signals:
    /// The list of versions is there (or the reason it is not, in the heading).
    void versionsLoaded();
    void selectedVersionChanged(int version);

private:
    void deliverVersions(int generation, const QList<FlowVersionInfo>& versions, const QString& name, bool found,
                         const QString& error);
    void deliverDiff(int generation, int from, int to, const DiffResult& result, const QString& error);
    void pickRow(int row);
    void compareChosen();
    void fillBoxes();

    qint64 m_flowId;
    int m_select;
    QString m_flowName;
    std::unique_ptr<FetchWorker> m_worker;
    int m_listGeneration = 0;
    int m_diffGeneration = 0;
    QLabel* m_heading = nullptr;
    QTableView* m_list = nullptr;
    FlowVersionsModel* m_versions = nullptr;
    QHBoxLayout* m_actions = nullptr;
    QList<QAction*> m_versionActions;
    QComboBox* m_from = nullptr;
    QComboBox* m_to = nullptr;
    DiffView* m_diff = nullptr;
    bool m_filling = false;
};

} // namespace metadesk
