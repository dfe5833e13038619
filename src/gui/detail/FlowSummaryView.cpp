#include "FlowSummaryView.h"

#include "DetailStyle.h"
#include "FieldWidgets.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace metadesk {

namespace {
const QString kRuns = QStringLiteral("runs");
const QString kDatasources = QStringLiteral("datasources");
} // namespace

FlowSummaryView::FlowSummaryView(const QVariantMap& flow, QWidget* parent) : QWidget(parent), m_flow(flow) {
    setObjectName(QStringLiteral("flowSummary"));
    setAccessibleName(tr("Flow"));
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(16);
    m_grid->setVerticalSpacing(7);
    m_grid->setColumnStretch(1, 1);
    const QString waiting = QStringLiteral("…");
    m_engine = addRow(tr("Engine"), QStringLiteral("flowEngine"), flow.value(QStringLiteral("engine")).toString());
    const QString production = flow.value(QStringLiteral("production_engine")).toString();
    if (!production.isEmpty())
        m_productionEngine = addRow(tr("Production engine"), QStringLiteral("flowProductionEngine"), production);
    addRow(tr("Schedule"), QStringLiteral("flowSchedule"),
           FlowOverview::scheduleText(flow.value(QStringLiteral("run_schedule")).toString()));
    m_notice = addRow(tr("Failure notice"), QStringLiteral("flowNotice"), waiting);
    m_runs = addRow(tr("Runs"), QStringLiteral("flowRuns"), waiting);
    m_datasources = addRow(tr("Datasources"), QStringLiteral("flowDatasources"), waiting);
    m_definition = addRow(tr("Definition"), QStringLiteral("flowDefinition"), waiting);
}

QLabel* FlowSummaryView::addRow(const QString& name, const QString& objectName, const QString& text) {
    auto* label = new QLabel(name, this);
    detailstyle::setTextColour(label, detailstyle::muted(palette()));
    QLabel* value = fieldwidgets::valueLabel(text, this);
    value->setObjectName(objectName);
    value->setAccessibleName(name);
    value->setWordWrap(true);
    label->setBuddy(value);
    const int row = m_grid->rowCount();
    m_grid->addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignTop);
    m_grid->addWidget(value, row, 1);
    return value;
}

void FlowSummaryView::setWarning(QLabel* label, const QString& text) {
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setProperty("warning", true);
    detailstyle::setTextColour(label, detailstyle::warning(palette()));
}

void FlowSummaryView::setLink(QLabel* label, const QString& href, const QString& text) {
    label->setTextFormat(Qt::RichText);
    label->setText(QStringLiteral("<a href=\"%1\">%2</a>").arg(href, text.toHtmlEscaped()));
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setOpenExternalLinks(false);
    connect(label, &QLabel::linkActivated, this, &FlowSummaryView::activate, Qt::UniqueConnection);
}

void FlowSummaryView::setFacts(const FlowOverview::Facts& facts) {
    const QString engine = m_flow.value(QStringLiteral("engine")).toString();
    if (facts.engineDisabled)
        setWarning(m_engine, tr("%1 — disabled on this installation: the flow keeps running on it, but it cannot be "
                                "chosen again")
                                 .arg(engine));
    if (m_productionEngine && facts.productionEngineDisabled)
        setWarning(
            m_productionEngine,
            tr("%1 — disabled on this installation").arg(m_flow.value(QStringLiteral("production_engine")).toString()));

    const QString emails = m_flow.value(QStringLiteral("notify_emails")).toString();
    if (facts.notifyConnection.isNull() || !facts.notifyConnection.isValid()) {
        m_notice->setText(emails.isEmpty() ? tr("None: no connection and no address")
                                           : tr("To %1, through no connection").arg(emails));
    } else if (!facts.notifyFound) {
        setWarning(m_notice, tr("Connection #%1 — not found").arg(facts.notifyConnection.toString()));
    } else if (!facts.notifySameProject) {
        setWarning(m_notice,
                   tr("Through %1 (#%2), a connection of project #%3, not of this flow's: the platform sends "
                      "failure notices only through a connection of the flow's own project")
                       .arg(facts.notifyName, facts.notifyConnection.toString(), facts.notifyProject.toString()));
    } else {
        m_notice->setText(
            emails.isEmpty()
                ? tr("Through %1 (#%2), to no address").arg(facts.notifyName, facts.notifyConnection.toString())
                : tr("Through %1 (#%2), to %3").arg(facts.notifyName, facts.notifyConnection.toString(), emails));
    }

    const QString runs = FlowOverview::runsText(facts);
    if (facts.runs > 0)
        setLink(m_runs, kRuns, runs);
    else
        m_runs->setText(runs);
    m_runs->setProperty("rows", facts.runs);
    if (facts.datasources < 0) {
        m_datasources->setText(tr("This database has no datasources"));
    } else {
        const QString text = facts.datasources == 0
                                 ? tr("None published")
                                 : tr("%Ln datasource(s) published", nullptr, int(facts.datasources));
        if (facts.datasources > 0)
            setLink(m_datasources, kDatasources, text);
        else
            m_datasources->setText(text);
    }
    m_datasources->setProperty("rows", facts.datasources);
    m_definition->setText(
        facts.nodes < 0
            ? tr("Not the editor's document of nodes and edges: see the field below")
            : tr("%Ln node(s), %1 — folded below", nullptr, facts.nodes).arg(tr("%Ln edge(s)", nullptr, facts.edges)));
}

void FlowSummaryView::setError(const QString& error) {
    for (QLabel* label : {m_notice, m_runs, m_datasources, m_definition})
        if (label->text() == QStringLiteral("…"))
            label->setText(QStringLiteral("?"));
    setWarning(m_definition, tr("Could not read the flow's runs and datasources: %1").arg(error));
}

void FlowSummaryView::activate(const QString& href) {
    if (href == kRuns || href == kDatasources)
        emit openReferencingRequested(href, QStringLiteral("flow_id"), m_flow.value(QStringLiteral("id")));
}

} // namespace metadesk
