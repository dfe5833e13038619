#pragma once

#include "gui/history/VersionHistoryDialog.h"

#include <memory>

class QAction;
class QLabel;
class QTabWidget;

namespace metadesk {

class ContractResultsPanel;
class JsonView;
struct ContractState;

/// A Tabularia datasource's one data contract: the state behind its icon, the current document as a readable tree or
/// as text, every saved version with who and when and the diff of any two (VersionHistoryDialog), its results
/// (ContractResultsPanel), and Restore: an old version saved again as a new one (core's RestoreContractVersion),
/// never an edit of an old one. Reads on worker connections; Restore writes through the window's connection and is
/// off on a read-only one.
class ContractDialog : public VersionHistoryDialog {
    Q_OBJECT
public:
    /// `select`: the version to show first (0: the newest).
    ContractDialog(const DbConnection& connection, qint64 datasourceId, int select, QWidget* parent = nullptr);
    ~ContractDialog() override;

    qint64 datasourceId() const { return m_datasourceId; }
    QAction* restoreAction() const { return m_restore; }
    QLabel* stateLabel() const { return m_state; }
    JsonView* documentView() const { return m_document; }
    ContractResultsPanel* resultsPanel() const { return m_results; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Saves `version` again as the contract's newest, asking first; whether it wrote.
    bool restore(int version);

protected:
    QString heading(const QString& name, bool found, int count) const override;

private:
    struct Shared;
    ContractDialog(const DbConnection& connection, qint64 datasourceId, int select, QWidget* parent,
                   std::shared_ptr<Shared> shared);
    static Reader reader(qint64 datasourceId, const std::shared_ptr<Shared>& shared);
    void showState();

    const DbConnection& m_conn;
    qint64 m_datasourceId;
    std::shared_ptr<Shared> m_shared;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_state = nullptr;
    JsonView* m_document = nullptr;
    ContractResultsPanel* m_results = nullptr;
    QAction* m_restore = nullptr;
};

} // namespace metadesk
