#pragma once

#include "core/db/DatabaseUrl.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace metadesk {

class ContractResultsModel;
class FetchWorker;
class JsonView;

/// A data contract's results, per evaluation: outcome, when, rows, errors and warnings, the alert, and the picked one's
/// report as a readable tree or text; filtered by outcome and, unless the panel is about one datasource, by
/// datasource. Reads on a worker connection of its own, newest first as the platform's history lists them.
class ContractResultsPanel : public QWidget {
    Q_OBJECT
public:
    /// `datasourceId` > 0: that datasource's results only (its filter is not shown).
    ContractResultsPanel(const DatabaseUrl& url, qint64 datasourceId, QWidget* parent = nullptr);
    ~ContractResultsPanel() override;

    /// Reads the results again under the filters.
    void reload();
    ContractResultsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QComboBox* outcomeFilter() const { return m_outcome; }
    QLineEdit* datasourceFilter() const { return m_datasource; }
    JsonView* reportView() const { return m_report; }

signals:
    void loaded();

private:
    void showReport();

    std::unique_ptr<FetchWorker> m_worker;
    qint64 m_fixedDatasource;
    int m_generation = 0;
    ContractResultsModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QComboBox* m_outcome = nullptr;
    QLineEdit* m_datasource = nullptr;
    QLabel* m_status = nullptr;
    JsonView* m_report = nullptr;
};

} // namespace metadesk
