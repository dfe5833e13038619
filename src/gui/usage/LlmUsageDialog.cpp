#include "LlmUsageDialog.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "gui/charts/ChartView.h"
#include "gui/history/DashboardRename.h"
#include "gui/style/Theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

namespace {
QDate todayUtc() {
    return QDateTime::currentDateTimeUtc().date();
}
} // namespace

LimitEditor::LimitEditor(const QString& accessibleName, qint64 maximum, QWidget* parent)
    : QWidget(parent), m_maximum(maximum) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_mode = new QComboBox(this);
    m_mode->setAccessibleName(accessibleName);
    m_mode->addItem(tr("Inherit the environment"), Inherit);
    m_mode->addItem(tr("Off (0)"), Off);
    m_mode->addItem(tr("This workspace's own"), Value);
    m_mode->setToolTip(tr("Empty inherits the environment's value, 0 turns the limit off, any other number is the "
                          "workspace's own (the platform's workspace_limits)."));
    m_value = new QLineEdit(this);
    m_value->setAccessibleName(tr("%1: the workspace's own value").arg(accessibleName));
    m_value->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,16}")), m_value));
    m_value->setMaximumWidth(160);
    m_effective = new QLabel(this);
    m_effective->setWordWrap(true);
    m_effective->setAccessibleName(tr("%1: what the platform admits").arg(accessibleName));
    layout->addWidget(m_mode);
    layout->addWidget(m_value);
    layout->addWidget(m_effective, 1);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this]() {
        refresh();
        emit edited();
    });
    connect(m_value, &QLineEdit::textEdited, this, [this]() {
        refresh();
        emit edited();
    });
}

LimitEditor::Mode LimitEditor::mode() const {
    return Mode(m_mode->currentData().toInt());
}

void LimitEditor::setMode(Mode mode) {
    m_mode->setCurrentIndex(m_mode->findData(mode));
}

void LimitEditor::setValue(qint64 value) {
    setMode(value == 0 ? Off : Value);
    m_value->setText(QString::number(value));
    refresh();
}

void LimitEditor::setLimit(const WorkspaceLimits::Limit& limit, bool budget) {
    m_global = limit.global;
    m_budget = budget;
    const QSignalBlocker block(m_mode);
    if (limit.inherits())
        setMode(Inherit);
    else if (limit.override.toLongLong() == 0)
        setMode(Off);
    else
        setMode(Value);
    m_value->setText(limit.inherits() || limit.override.toLongLong() == 0
                         ? QString()
                         : QString::number(limit.override.toLongLong()));
    refresh();
}

bool LimitEditor::setting(WorkspaceLimits::Setting* out, QString* why) const {
    switch (mode()) {
    case Inherit:
        *out = WorkspaceLimits::Setting::inherit();
        return true;
    case Off:
        *out = WorkspaceLimits::Setting::off();
        return true;
    case Value:
        break;
    }
    bool ok = false;
    const qint64 v = m_value->text().toLongLong(&ok);
    if (!ok || v < 1 || v > m_maximum) {
        *why = tr("Type a whole number from 1 to %1, or choose Off or Inherit.").arg(QLocale().toString(m_maximum));
        return false;
    }
    *out = WorkspaceLimits::Setting::of(v);
    return true;
}

QString LimitEditor::effectiveText() const {
    return m_effective->text();
}

void LimitEditor::refresh() {
    m_value->setEnabled(mode() == Value);
    WorkspaceLimits::Setting s;
    QString why;
    if (!setting(&s, &why)) {
        m_effective->setText(why);
        return;
    }
    const QVariant column = s.mode == WorkspaceLimits::Setting::Mode::Inherit ? QVariant()
                            : s.mode == WorkspaceLimits::Setting::Mode::Off   ? QVariant(qint64(0))
                                                                              : QVariant(s.value);
    const WorkspaceLimits::Limit l = WorkspaceLimits::resolve(column, m_global);
    m_effective->setText(
        tr("Effective: %1").arg(m_budget ? WorkspaceLimits::describeBudget(l) : WorkspaceLimits::describeRate(l)));
}

LlmUsageDialog::LlmUsageDialog(const DbConnection& conn, const LlmLimitDefaults& defaults, const QString& workspace,
                               QWidget* parent)
    : QDialog(parent), m_conn(conn), m_defaults(defaults) {
    setObjectName(QStringLiteral("llmUsageDialog"));
    setWindowTitle(tr("LLM Usage and Limits"));
    resize(980, 720);
    auto* layout = new QVBoxLayout(this);

    auto* top = new QHBoxLayout;
    m_workspace = new QComboBox(this);
    m_workspace->setObjectName(QStringLiteral("usageWorkspace"));
    m_workspace->setAccessibleName(tr("Workspace"));
    m_workspace->setEditable(false);
    m_range = new QComboBox(this);
    m_range->setObjectName(QStringLiteral("usageRange"));
    m_range->setAccessibleName(tr("Days shown"));
    m_range->addItem(tr("Last 7 days"), 7);
    m_range->addItem(tr("Last 30 days"), 30);
    m_range->addItem(tr("Last 90 days"), 90);
    m_range->setCurrentIndex(1);
    auto* workspaceLabel = new QLabel(tr("&Workspace:"), this);
    workspaceLabel->setBuddy(m_workspace);
    top->addWidget(workspaceLabel);
    top->addWidget(m_workspace, 1);
    top->addWidget(m_range);
    layout->addLayout(top);

    auto* limits = new QGroupBox(tr("Limits (workspace_limits)"), this);
    auto* form = new QFormLayout(limits);
    m_rate = new LimitEditor(tr("Rate per minute"), 2147483647LL, limits);
    m_rate->setObjectName(QStringLiteral("rateEditor"));
    m_budget = new LimitEditor(tr("Daily token budget"), 9007199254740991LL, limits);
    m_budget->setObjectName(QStringLiteral("budgetEditor"));
    form->addRow(tr("&Rate per minute:"), m_rate);
    form->addRow(tr("Daily token &budget:"), m_budget);
    m_defaultsLabel = new QLabel(limits);
    m_defaultsLabel->setWordWrap(true);
    form->addRow(m_defaultsLabel);
    auto* saveRow = new QHBoxLayout;
    m_save = new QPushButton(tr("&Save Limits"), limits);
    m_save->setObjectName(QStringLiteral("saveLimits"));
    m_saveState = new QLabel(limits);
    m_saveState->setWordWrap(true);
    saveRow->addWidget(m_save);
    saveRow->addWidget(m_saveState, 1);
    form->addRow(saveRow);
    layout->addWidget(limits);

    m_chart = new ChartView(this);
    m_chart->setObjectName(QStringLiteral("usageChart"));
    m_chart->setAccessibleName(tr("Tokens per day against the daily budget"));
    m_chart->setMinimumHeight(280);
    layout->addWidget(m_chart, 2);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("usageState"));
    m_state->setWordWrap(true);
    layout->addWidget(m_state);

    m_splits = new QStandardItemModel(0, 5, this);
    m_splits->setHorizontalHeaderLabels(
        {tr("Route"), tr("Model"), tr("Input tokens"), tr("Output tokens"), tr("Requests")});
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("usageSplits"));
    m_table->setAccessibleName(tr("Usage by route and model"));
    m_table->setModel(m_splits);
    m_table->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setMinimumHeight(120);
    layout->addWidget(m_table, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    QStringList ids;
    QString error;
    WorkspaceLimits(m_conn, m_defaults).workspaces(&ids, &error);
    if (!workspace.isEmpty() && !ids.contains(workspace))
        ids.prepend(workspace);
    m_workspace->addItems(ids);
    if (!workspace.isEmpty())
        m_workspace->setCurrentText(workspace);
    connect(m_workspace, &QComboBox::currentIndexChanged, this, &LlmUsageDialog::read);
    connect(m_range, &QComboBox::currentIndexChanged, this, &LlmUsageDialog::read);
    connect(m_rate, &LimitEditor::edited, this, &LlmUsageDialog::updateSave);
    connect(m_budget, &LimitEditor::edited, this, &LlmUsageDialog::updateSave);
    connect(m_save, &QPushButton::clicked, this, [this]() {
        bool ok = false;
        const QString said = save(&ok);
        emit message(said);
    });
    read();
}

QString LlmUsageDialog::workspace() const {
    return m_workspace->currentText();
}

void LlmUsageDialog::setWorkspace(const QString& workspace) {
    if (m_workspace->findText(workspace) < 0)
        m_workspace->addItem(workspace);
    m_workspace->setCurrentText(workspace);
}

void LlmUsageDialog::setLastDays(int days) {
    const int index = m_range->findData(days);
    if (index < 0) {
        m_range->addItem(tr("Last %n day(s)", nullptr, days), days);
        m_range->setCurrentIndex(m_range->count() - 1);
    } else {
        m_range->setCurrentIndex(index);
    }
}

QString LlmUsageDialog::stateText() const {
    return m_state->text();
}

void LlmUsageDialog::readLimits() {
    const QLocale locale;
    m_defaultsLabel->setText(
        tr("The environment's values, which an empty column inherits: LLM_RATE_PER_MINUTE %1, LLM_DAILY_TOKEN_BUDGET "
           "%2 (this database's connection settings; the platform's defaults are 20 and 2,000,000).")
            .arg(locale.toString(m_defaults.ratePerMinute), locale.toString(m_defaults.dailyTokenBudget)));
    QString error;
    m_limits = WorkspaceLimits::Limits();
    if (!WorkspaceLimits(m_conn, m_defaults).read(workspace(), &m_limits, &error))
        m_saveState->setText(error);
    m_rate->setLimit(m_limits.rate, false);
    m_budget->setLimit(m_limits.budget, true);
    updateSave();
}

void LlmUsageDialog::updateSave() {
    const bool hasTable = m_conn.catalog().table(QStringLiteral("workspace_limits")) != nullptr;
    QString why;
    if (!hasTable)
        why = tr("This database has no workspace limits (Holotable's migration 003 adds them).");
    else if (m_conn.isReadOnly())
        why = tr("This connection is read-only: limits are shown, not saved.");
    else if (workspace().isEmpty())
        why = tr("Choose a workspace first.");
    WorkspaceLimits::Setting s;
    QString invalid;
    if (why.isEmpty() && (!m_rate->setting(&s, &invalid) || !m_budget->setting(&s, &invalid)))
        why = invalid;
    m_save->setEnabled(why.isEmpty());
    m_save->setToolTip(why.isEmpty() ? tr("Writes both limits as the platform's limits route does, audited "
                                          "workspace.limits.update")
                                     : why);
    m_rate->setEnabled(hasTable && !m_conn.isReadOnly());
    m_budget->setEnabled(hasTable && !m_conn.isReadOnly());
    if (!why.isEmpty() && (m_conn.isReadOnly() || !hasTable))
        m_saveState->setText(why);
}

QString LlmUsageDialog::save(bool* ok) {
    if (ok)
        *ok = false;
    WorkspaceLimits::Setting rate, budget;
    QString why;
    if (!m_rate->setting(&rate, &why) || !m_budget->setting(&budget, &why)) {
        m_saveState->setText(why);
        return why;
    }
    const WorkspaceLimits op(m_conn, m_defaults);
    const OperationPlan plan = op.plan(workspace(), rate, budget);
    if (plan.isRefused()) {
        m_saveState->setText(plan.refusal);
        return plan.refusal;
    }
    const WriteResult r =
        DashboardRename::withWriter(m_conn, [&](RowWriter& writer) { return op.apply(plan, writer); });
    QString said;
    if (!r.ok()) {
        said = r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details;
    } else {
        if (ok)
            *ok = true;
        said = plan.changes.isEmpty() ? plan.sentences.join(QLatin1Char(' '))
                                      : tr("Limits of workspace %1 saved.").arg(workspace());
    }
    m_saveState->setText(said);
    readLimits();
    rebuildChart();
    m_saveState->setText(said);
    return said;
}

void LlmUsageDialog::read() {
    readLimits();
    const int days = qBound(1, m_range->currentData().toInt(), LlmUsage::kMaxDays);
    const QDate to = todayUtc();
    const QDate from = to.addDays(1 - days);
    const LlmUsage usage(m_conn);
    QString error;
    m_usage.clear();
    QList<LlmUsage::Split> splits;
    if (!usage.daily(workspace(), from, to, &m_usage, &error) ||
        !usage.byRouteAndModel(workspace(), from, to, &splits, &error))
        m_state->setText(error);
    const QLocale locale;
    m_splits->removeRows(0, m_splits->rowCount());
    for (const LlmUsage::Split& s : std::as_const(splits)) {
        QList<QStandardItem*> row;
        row << new QStandardItem(s.route) << new QStandardItem(s.model);
        for (qint64 n : {s.inputTokens, s.outputTokens, s.requests}) {
            auto* item = new QStandardItem(locale.toString(n));
            item->setData(n, Qt::UserRole);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << item;
        }
        m_splits->appendRow(row);
    }
    m_table->resizeColumnsToContents();
    rebuildChart();
    if (error.isEmpty()) {
        qint64 tokens = 0, requests = 0;
        for (const LlmUsage::Day& d : std::as_const(m_usage)) {
            tokens += d.tokens();
            requests += d.requests;
        }
        m_state->setText(
            tokens == 0 && requests == 0
                ? tr("Workspace %1 used no model in these %n day(s).", nullptr, int(m_usage.size())).arg(workspace())
                : tr("%1 tokens in %2 requests over %n day(s) (UTC days, as the platform counts its "
                     "budget).",
                     nullptr, int(m_usage.size()))
                      .arg(locale.toString(tokens), locale.toString(requests)));
    }
}

void LlmUsageDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuildChart();
}

const charts::Spec& LlmUsageDialog::chart() const {
    return m_chart->chart();
}

void LlmUsageDialog::rebuildChart() {
    const QPalette pal = palette();
    charts::Spec chart =
        ChartView::newSpec(tr("Tokens per UTC day in %1, against the daily budget").arg(workspace()), pal);
    m_series.clear();
    m_days.clear();
    charts::BarSet input{tr("Input tokens"),
                         QStringLiteral("input"),
                         theme::isDark(pal) ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x5f, 0xb4),
                         {}};
    charts::BarSet output{tr("Output tokens"),
                          QStringLiteral("output"),
                          theme::isDark(pal) ? QColor(0xbd, 0xc1, 0xc6) : QColor(0x70, 0x75, 0x7a),
                          {}};
    charts::Line requests;
    requests.name = tr("Requests (right axis)");
    requests.colour = theme::toneColour(theme::Tone::Good, pal);
    requests.rightAxis = true;
    const WorkspaceLimits::Limit budget = m_limits.budget;
    charts::Line budgetLine;
    budgetLine.name = budget.inherits() ? tr("Daily budget (LLM_DAILY_TOKEN_BUDGET)") : tr("Daily budget (own)");
    budgetLine.colour = theme::toneColour(theme::Tone::Bad, pal);
    budgetLine.style = Qt::DashLine;
    budgetLine.width = 2;
    const QLocale locale;
    qint64 peakTokens = 0, peakRequests = 0;
    for (int i = 0; i < m_usage.size(); ++i) {
        const LlmUsage::Day& d = m_usage.at(i);
        m_days << d.day;
        chart.categories << locale.toString(d.day, QStringLiteral("d MMM")); // each day's own: 90 days span months
        input.values << double(d.inputTokens);
        output.values << double(d.outputTokens);
        requests.points << QPointF(i, double(d.requests));
        m_series[QStringLiteral("input")] << d.inputTokens;
        m_series[QStringLiteral("output")] << d.outputTokens;
        m_series[QStringLiteral("requests")] << d.requests;
        if (!budget.disabled())
            m_series[QStringLiteral("budget")] << budget.effective;
        peakTokens = qMax(peakTokens, d.tokens());
        peakRequests = qMax(peakRequests, d.requests);
    }
    chart.bars << input << output;
    if (!budget.disabled() && !m_usage.isEmpty()) { // across every day, from the first bar's edge to the last's
        budgetLine.points << QPointF(-0.5, double(budget.effective))
                          << QPointF(double(m_usage.size()) - 0.5, double(budget.effective));
        chart.lines << budgetLine;
    }
    chart.lines << requests;
    if (!m_days.isEmpty())
        chart.categoryTitle = tr("UTC day, %1 to %2")
                                  .arg(locale.toString(m_days.first(), QStringLiteral("d MMM")),
                                       locale.toString(m_days.last(), QStringLiteral("d MMM yyyy")));
    chart.left.title = tr("Tokens");
    chart.hasRight = true;
    chart.right.title = tr("Requests");
    const double top = double(qMax(peakTokens, budget.disabled() ? 0 : budget.effective));
    chart.left.max = top > 0 ? top * 1.1 : 1;
    chart.left.niceNumbers = top > 0;
    chart.right.max = peakRequests > 0 ? double(peakRequests) * 1.1 : 1;
    chart.right.niceNumbers = peakRequests > 0;
    m_chart->setChart(chart);
}

} // namespace metadesk
