#include "ContractResultsPanel.h"

#include "ContractResultsModel.h"
#include "gui/detail/JsonView.h"
#include "models/FetchWorker.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

ContractResultsPanel::ContractResultsPanel(const DatabaseUrl& url, qint64 datasourceId, QWidget* parent)
    : QWidget(parent), m_worker(std::make_unique<FetchWorker>(url, true, QStringLiteral("contracts"))),
      m_fixedDatasource(datasourceId) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* filters = new QHBoxLayout;
    auto* outcomeLabel = new QLabel(tr("&Outcome"), this);
    m_outcome = new QComboBox(this);
    m_outcome->setObjectName(QStringLiteral("contractResultsOutcome"));
    m_outcome->setAccessibleName(tr("Outcome"));
    m_outcome->addItem(tr("Any"), QString());
    // The platform's outcomes (models/contract.py), as stored.
    for (const char* outcome : {"passed", "warning", "failed"})
        m_outcome->addItem(QString::fromLatin1(outcome), QString::fromLatin1(outcome));
    outcomeLabel->setBuddy(m_outcome);
    filters->addWidget(outcomeLabel);
    filters->addWidget(m_outcome);
    auto* datasourceLabel = new QLabel(tr("&Datasource id"), this);
    m_datasource = new QLineEdit(this);
    m_datasource->setObjectName(QStringLiteral("contractResultsDatasource"));
    m_datasource->setAccessibleName(tr("Datasource id"));
    m_datasource->setPlaceholderText(tr("any"));
    m_datasource->setClearButtonEnabled(true);
    m_datasource->setMaximumWidth(120);
    datasourceLabel->setBuddy(m_datasource);
    filters->addWidget(datasourceLabel);
    filters->addWidget(m_datasource);
    datasourceLabel->setVisible(datasourceId <= 0);
    m_datasource->setVisible(datasourceId <= 0);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("contractResultsStatus"));
    m_status->setTextFormat(Qt::PlainText);
    filters->addWidget(m_status, 1);
    layout->addLayout(filters);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_model = new ContractResultsModel(this);
    m_view = new QTableView(splitter);
    m_view->setObjectName(QStringLiteral("contractResults"));
    m_view->setAccessibleName(tr("Contract results, newest first"));
    m_view->setModel(m_model);
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setColumnHidden(ContractResultsModel::Age, true);
    m_view->setColumnHidden(ContractResultsModel::Datasource, datasourceId > 0);
    // The report at the top of its pane (a JsonView fits its height to the value).
    auto* reportPane = new QWidget(splitter);
    auto* reportLayout = new QVBoxLayout(reportPane);
    reportLayout->setContentsMargins(0, 0, 0, 0);
    m_report = new JsonView(reportPane);
    m_report->setObjectName(QStringLiteral("contractReport"));
    m_report->setAccessibleName(tr("The picked evaluation's report"));
    reportLayout->addWidget(m_report);
    reportLayout->addStretch(1);
    splitter->addWidget(m_view);
    splitter->addWidget(reportPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({760, 320});
    layout->addWidget(splitter, 1);

    connect(m_outcome, &QComboBox::currentIndexChanged, this, &ContractResultsPanel::reload);
    connect(m_datasource, &QLineEdit::editingFinished, this, &ContractResultsPanel::reload);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ContractResultsPanel::showReport);
    reload();
}

ContractResultsPanel::~ContractResultsPanel() {
    ++m_generation;
    FetchWorker::retire(std::move(m_worker));
}

void ContractResultsPanel::reload() {
    ContractHistory::ResultFilter filter;
    filter.outcome = m_outcome->currentData().toString();
    filter.datasourceId = m_fixedDatasource;
    if (m_fixedDatasource <= 0 && !m_datasource->text().trimmed().isEmpty()) {
        bool ok = false;
        filter.datasourceId = m_datasource->text().trimmed().toLongLong(&ok);
        if (!ok || filter.datasourceId <= 0) {
            m_status->setText(tr("A datasource id is a positive whole number."));
            return;
        }
    }
    const int generation = ++m_generation;
    m_status->setText(tr("Reading…"));
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<ContractResultsPanel> self(this);
    m_worker->post([=](const DbConnection* conn) {
        QList<ContractResultInfo> rows;
        QString error = conn ? QString() : worker->openError();
        if (conn) {
            const ContractHistory history(*conn);
            if (history.available(&error))
                history.results(filter, &rows, &error);
        }
        QMetaObject::invokeMethod(
            gui,
            [=]() {
                if (!self || generation != self->m_generation)
                    return;
                self->m_model->setResults(rows, QDateTime::currentDateTimeUtc());
                self->m_status->setText(!error.isEmpty() ? tr("The results could not be read: %1").arg(error)
                                        : rows.size() >= filter.limit ? tr("The newest %1 results.").arg(rows.size())
                                                                      : tr("%n result(s).", nullptr, int(rows.size())));
                if (!rows.isEmpty())
                    self->m_view->selectRow(0);
                else
                    self->m_report->setJson({});
                emit self->loaded();
            },
            Qt::QueuedConnection);
    });
}

void ContractResultsPanel::showReport() {
    const int row = m_view->currentIndex().row();
    if (row < 0 || row >= m_model->results().size()) {
        m_report->setJson({});
        return;
    }
    m_report->setJson(m_model->results().at(row).report.toUtf8());
}

} // namespace metadesk
