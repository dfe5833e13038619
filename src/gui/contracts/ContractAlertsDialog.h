#pragma once

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace metadesk {

class ContractResultsModel;
class ContractResultsPanel;
class DbConnection;
class FetchWorker;

/// Tabularia's contract alerts, as its scheduler handles them (services/contract_notifier.py): the outbox — the
/// pending alerts with their age and the ones a scheduler claimed and never finished — with **Retry**, which releases
/// a stuck claim through core's RetryContractAlert (a conditional update: only if it is still the claim shown); and
/// every contract's results, filtered by outcome and datasource. Metadesk sends nothing: the platform's scheduler
/// sends what is pending. Reads on worker connections; Retry writes through the window's connection.
class ContractAlertsDialog : public QDialog {
    Q_OBJECT
public:
    ContractAlertsDialog(const DbConnection& connection, QWidget* parent = nullptr);
    ~ContractAlertsDialog() override;

    /// Reads the outbox again.
    void reloadOutbox();
    /// Releases the claim on the picked alert, asking first; whether it wrote.
    bool retrySelected();

    QTabWidget* tabs() const { return m_tabs; }
    QTableView* outboxView() const { return m_view; }
    ContractResultsModel* outboxModel() const { return m_model; }
    QPushButton* retryButton() const { return m_retry; }
    QLabel* outboxStatus() const { return m_status; }
    ContractResultsPanel* resultsPanel() const { return m_results; }

signals:
    void outboxLoaded();
    /// A retry wrote `tables`: the window counts them again.
    void wrote(const QStringList& tables);

private:
    void updateRetry();

    const DbConnection& m_conn;
    std::unique_ptr<FetchWorker> m_worker;
    int m_generation = 0;
    QTabWidget* m_tabs = nullptr;
    QTableView* m_view = nullptr;
    ContractResultsModel* m_model = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_retry = nullptr;
    ContractResultsPanel* m_results = nullptr;
};

} // namespace metadesk
