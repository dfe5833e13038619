#include "AdministrationPage.h"

#include "AiSpendChart.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/tabularia/AiSpendFigures.h"
#include "core/ops/tabularia/SweepExpired.h"
#include "core/ops/tabularia/ToggleAiModel.h"
#include "core/ops/tabularia/ToggleEngine.h"
#include "core/settings/ProfileStore.h"
#include "gui/style/Theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace metadesk {

namespace {

/// How often the live tabs read again while shown: the platform's editor beats every 15 s and a presence row lives
/// 40 s, so every 5 s shows a tab closing within a beat.
constexpr int kLiveMs = 5000;
/// The most rows a live tab reads (a sign-in flood must not fill the window).
constexpr int kLiveLimit = 500;

/// A text browser that loads nothing: no remote image, no local file; a link is shown, never followed by itself.
class InertBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int, const QUrl&) override { return {}; }
};

QTableWidget* newTable(QWidget* parent, const char* objectName, const QString& accessible, const QStringList& headers) {
    auto* t = new QTableWidget(parent);
    t->setObjectName(QLatin1String(objectName));
    t->setAccessibleName(accessible);
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    return t;
}

QTableWidgetItem* cell(const QString& text, const QVariant& data = {}) {
    auto* item = new QTableWidgetItem(text);
    if (data.isValid())
        item->setData(Qt::UserRole, data);
    return item;
}

QString money(double usd) {
    return QLocale().toString(usd, 'f', 4);
}

QLabel* note(QWidget* parent, const QString& text) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

bool AdministrationPage::tabForTable(const QString& table, Tab* tab) {
    static const QList<QPair<QString, Tab>> tabs = {
        {QStringLiteral("ai_models"), Tab::AiModels},         {QStringLiteral("ai_spend"), Tab::AiSpend},
        {QStringLiteral("disabled_engines"), Tab::Engines},   {QStringLiteral("banners"), Tab::Banners},
        {QStringLiteral("privacy_notice"), Tab::Privacy},     {QStringLiteral("login_attempts"), Tab::LoginAttempts},
        {QStringLiteral("flow_presence"), Tab::FlowPresence}, {QStringLiteral("saved_views"), Tab::SavedViews}};
    for (const auto& t : tabs)
        if (t.first == table) {
            *tab = t.second;
            return true;
        }
    return false;
}

AdministrationPage::AdministrationPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("administrationPage"));
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(tr("Administration"), this);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_status = note(this, {});
    m_status->setObjectName(QStringLiteral("administrationStatus"));
    layout->addWidget(m_status);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("administrationTabs"));
    m_tabs->addTab(buildModels(), tr("AI models"));
    m_tabs->addTab(buildSpend(), tr("AI spend"));
    m_tabs->addTab(buildEngines(), tr("Engines"));
    m_tabs->addTab(buildBanners(), tr("Banners"));
    m_tabs->addTab(buildPrivacy(), tr("Privacy notice"));
    m_tabs->addTab(buildLive(true), tr("Login attempts"));
    m_tabs->addTab(buildLive(false), tr("Flow presence"));
    m_tabs->addTab(buildViews(), tr("Saved views"));
    layout->addWidget(m_tabs, 1);
    m_timer = new QTimer(this);
    m_timer->setInterval(kLiveMs);
    connect(m_timer, &QTimer::timeout, this, &AdministrationPage::refresh);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this]() {
        refresh();
        updateTimer();
    });
}

AdministrationPage::~AdministrationPage() = default;

// ---- building ----------------------------------------------------------------------------------------------------

QWidget* AdministrationPage::buildModels() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(
        note(page, tr("The models an admin enabled for the assistant. The platform asks its provider "
                      "which models exist; Metadesk toggles the ones recorded here. The platform keeps no "
                      "price list: what a model cost is what the spend ledger recorded for its turns, "
                      "priced by the platform's pricing library when each turn ended (an estimate).")));
    m_models = newTable(page, "aiModelsTable", tr("AI models"),
                        {tr("Model"), tr("Enabled"), tr("Chat model"), tr("Updated at"), tr("Updated by"), tr("Turns"),
                         tr("Input tokens"), tr("Output tokens"), tr("Charged (USD)"), tr("Per turn (USD)"),
                         tr("Turns without cost")});
    layout->addWidget(m_models, 1);
    auto* buttons = new QHBoxLayout;
    m_enableModel = new QPushButton(tr("&Enable"), page);
    m_enableModel->setObjectName(QStringLiteral("enableModel"));
    m_disableModel = new QPushButton(tr("&Disable"), page);
    m_disableModel->setObjectName(QStringLiteral("disableModel"));
    buttons->addWidget(m_enableModel);
    buttons->addWidget(m_disableModel);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_enableModel, &QPushButton::clicked, this, [this]() { toggleModel(true); });
    connect(m_disableModel, &QPushButton::clicked, this, [this]() { toggleModel(false); });
    connect(m_models, &QTableWidget::itemSelectionChanged, this, &AdministrationPage::updateActions);
    return page;
}

QWidget* AdministrationPage::buildSpend() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("&Days:"), page);
    m_spendDays = new QComboBox(page);
    m_spendDays->setObjectName(QStringLiteral("spendDays"));
    m_spendDays->setAccessibleName(tr("Days shown"));
    for (int days : {7, 14, 30, 90})
        m_spendDays->addItem(tr("the last %n day(s)", nullptr, days), days);
    m_spendDays->setCurrentIndex(1);
    label->setBuddy(m_spendDays);
    row->addWidget(label);
    row->addWidget(m_spendDays);
    row->addStretch();
    layout->addLayout(row);
    m_chart = new AiSpendChart(page);
    layout->addWidget(m_chart, 1);
    connect(m_spendDays, &QComboBox::currentIndexChanged, this, &AdministrationPage::readSpend);
    return page;
}

QWidget* AdministrationPage::buildEngines() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(note(page, tr("A disabled engine can no longer be chosen for a new flow, a changed engine or a "
                                    "production engine; the flows already on it keep running. At least one engine "
                                    "stays allowed.")));
    m_engines = newTable(page, "enginesTable", tr("Engines"),
                         {tr("Engine"), tr("State"), tr("Disabled at"), tr("Disabled by"), tr("Flows on it")});
    layout->addWidget(m_engines, 1);
    m_engineFlows = note(page, {});
    m_engineFlows->setObjectName(QStringLiteral("engineFlows"));
    layout->addWidget(m_engineFlows);
    auto* buttons = new QHBoxLayout;
    m_disableEngine = new QPushButton(tr("&Disable…"), page);
    m_disableEngine->setObjectName(QStringLiteral("disableEngine"));
    m_enableEngine = new QPushButton(tr("&Enable…"), page);
    m_enableEngine->setObjectName(QStringLiteral("enableEngine"));
    buttons->addWidget(m_disableEngine);
    buttons->addWidget(m_enableEngine);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_disableEngine, &QPushButton::clicked, this, [this]() { toggleEngine(true); });
    connect(m_enableEngine, &QPushButton::clicked, this, [this]() { toggleEngine(false); });
    connect(m_engines, &QTableWidget::itemSelectionChanged, this, [this]() {
        showEngineFlows();
        updateActions();
    });
    return page;
}

QWidget* AdministrationPage::buildBanners() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(note(page, tr("The platform shows every banner to everyone from the moment it is created until "
                                    "an admin deletes it: a banner has no start or end date of its own.")));
    m_banners = newTable(page, "bannersTable", tr("Banners"),
                         {tr("Level"), tr("Shown now"), tr("Starts"), tr("Ends"), tr("Created by"), tr("Message")});
    layout->addWidget(m_banners, 1);
    auto* previewLabel = new QLabel(tr("How it reads:"), page);
    layout->addWidget(previewLabel);
    m_bannerPreview = new QLabel(page);
    m_bannerPreview->setObjectName(QStringLiteral("bannerPreview"));
    m_bannerPreview->setAccessibleName(tr("Banner preview"));
    m_bannerPreview->setTextFormat(Qt::PlainText); // an admin's text, shown as written
    m_bannerPreview->setWordWrap(true);
    m_bannerPreview->setMargin(10);
    m_bannerPreview->setAutoFillBackground(true);
    layout->addWidget(m_bannerPreview);
    connect(m_banners, &QTableWidget::itemSelectionChanged, this, &AdministrationPage::showBanner);
    return page;
}

QWidget* AdministrationPage::buildPrivacy() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    m_privacySummary = new QLineEdit(page);
    m_privacySummary->setObjectName(QStringLiteral("privacySummary"));
    m_privacyUrl = new QLineEdit(page);
    m_privacyUrl->setObjectName(QStringLiteral("privacyUrl"));
    m_privacyEnabled = new QCheckBox(tr("Shown to users"), page);
    m_privacyEnabled->setObjectName(QStringLiteral("privacyEnabled"));
    form->addRow(tr("&Summary:"), m_privacySummary);
    form->addRow(tr("&URL:"), m_privacyUrl);
    form->addRow(QString(), m_privacyEnabled);
    layout->addLayout(form);
    auto* split = new QSplitter(Qt::Horizontal, page);
    m_privacySource = new QPlainTextEdit(split);
    m_privacySource->setObjectName(QStringLiteral("privacySource"));
    m_privacySource->setAccessibleName(tr("Privacy notice source (Markdown)"));
    auto* rendered = new InertBrowser(split);
    rendered->setObjectName(QStringLiteral("privacyRendered"));
    rendered->setAccessibleName(tr("Privacy notice as rendered"));
    rendered->setOpenLinks(false);
    rendered->setOpenExternalLinks(false);
    m_privacyRendered = rendered;
    split->addWidget(m_privacySource);
    split->addWidget(m_privacyRendered);
    layout->addWidget(split, 1);
    m_privacyInfo = note(page, {});
    m_privacyInfo->setObjectName(QStringLiteral("privacyInfo"));
    layout->addWidget(m_privacyInfo);
    auto* buttons = new QHBoxLayout;
    m_privacySave = new QPushButton(tr("&Save"), page);
    m_privacySave->setObjectName(QStringLiteral("privacySave"));
    buttons->addWidget(m_privacySave);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(m_privacySource, &QPlainTextEdit::textChanged, this, &AdministrationPage::renderPrivacy);
    connect(m_privacySave, &QPushButton::clicked, this, &AdministrationPage::savePrivacy);
    return page;
}

QWidget* AdministrationPage::buildLive(bool logins) {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    QLabel* info = note(page, {});
    layout->addWidget(info);
    QTableWidget* table =
        logins ? newTable(page, "loginAttemptsTable", tr("Login attempts"),
                          {tr("IP address"), tr("Email"), tr("Failures"), tr("Last attempt"), tr("State")})
               : newTable(page, "flowPresenceTable", tr("Flow presence"),
                          {tr("Flow"), tr("User"), tr("Full name"), tr("Open since"), tr("Last seen"), tr("State"),
                           tr("Instance")});
    layout->addWidget(table, 1);
    auto* buttons = new QHBoxLayout;
    auto* sweepButton = new QPushButton(tr("S&weep Expired…"), page);
    sweepButton->setObjectName(logins ? QStringLiteral("sweepLogins") : QStringLiteral("sweepPresence"));
    buttons->addWidget(sweepButton);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(sweepButton, &QPushButton::clicked, this, &AdministrationPage::sweep);
    if (logins) {
        m_logins = table;
        m_loginsInfo = info;
        m_sweepLogins = sweepButton;
    } else {
        m_presence = table;
        m_presenceInfo = info;
        m_sweepPresence = sweepButton;
    }
    return page;
}

QWidget* AdministrationPage::buildViews() {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(
        note(page, tr("A saved view's name is unique inside its project: the platform refuses a second "
                      "one (“Esiste già una vista … nella cartella”), and so does Metadesk's write path.")));
    auto* split = new QSplitter(Qt::Vertical, page);
    m_views = newTable(split, "savedViewsTable", tr("Saved views"),
                       {tr("Name"), tr("Project"), tr("Datasource"), tr("Owner"), tr("Updated at"), tr("Description")});
    m_viewSpec = new QPlainTextEdit(split);
    m_viewSpec->setObjectName(QStringLiteral("savedViewSpec"));
    m_viewSpec->setAccessibleName(tr("The view's specification"));
    m_viewSpec->setReadOnly(true);
    m_viewSpec->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    split->addWidget(m_views);
    split->addWidget(m_viewSpec);
    layout->addWidget(split, 1);
    connect(m_views, &QTableWidget::itemSelectionChanged, this, &AdministrationPage::showViewSpec);
    return page;
}

// ---- the database ------------------------------------------------------------------------------------------------

void AdministrationPage::open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog) {
    m_url = url;
    m_catalog = std::move(catalog);
}

void AdministrationPage::attach(const DbConnection* connection, bool readOnly) {
    m_conn = connection;
    m_readOnly = readOnly;
    if (isVisible())
        refresh();
    updateActions();
}

void AdministrationPage::close() {
    m_timer->stop();
    m_conn = nullptr;
    m_catalog.reset();
    for (QTableWidget* t : {m_models, m_engines, m_banners, m_logins, m_presence, m_views})
        t->setRowCount(0);
    m_privacyRow.clear();
}

bool AdministrationPage::isAvailable(QString* why) const {
    if (isAvailableIn(m_catalog.get()))
        return true;
    if (why)
        *why = tr("This database holds none of Tabularia's administration tables.");
    return false;
}

bool AdministrationPage::isAvailableIn(const Catalog* catalog) {
    static const char* const kTables[] = {"ai_models",      "ai_spend",       "disabled_engines", "banners",
                                          "privacy_notice", "login_attempts", "flow_presence",    "saved_views"};
    if (catalog)
        for (const char* t : kTables)
            if (catalog->table(QLatin1String(t)))
                return true;
    return false;
}

AdministrationPage::Tab AdministrationPage::currentTab() const {
    return Tab(m_tabs->currentIndex());
}

void AdministrationPage::showTab(Tab tab) {
    m_tabs->setCurrentIndex(int(tab));
}

QDateTime AdministrationPage::now() const {
    return m_clock.isValid() ? m_clock : QDateTime::currentDateTimeUtc();
}

bool AdministrationPage::select(const QString& sql, const QVariantList& values, QList<QVariantList>* rows) {
    rows->clear();
    if (!m_conn)
        return false;
    QSqlQuery q(m_conn->db());
    if (!m_conn->execBound(&q, sql, values, &m_error))
        return false;
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < q.record().count(); ++i)
            row << q.value(i);
        rows->append(row);
    }
    return true;
}

QString AdministrationPage::timeText(const QVariant& stored) {
    if (stored.isNull())
        return {};
    const QDateTime t = valuecodec::parseTimestamp(stored);
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")) : stored.toString();
}

void AdministrationPage::refresh() {
    m_error.clear();
    if (!m_conn || !m_catalog)
        return;
    switch (currentTab()) {
    case Tab::AiModels:
        readModels();
        break;
    case Tab::AiSpend:
        readSpend();
        break;
    case Tab::Engines:
        readEngines();
        break;
    case Tab::Banners:
        readBanners();
        break;
    case Tab::Privacy:
        readPrivacy();
        break;
    case Tab::LoginAttempts:
        readLogins();
        break;
    case Tab::FlowPresence:
        readPresence();
        break;
    case Tab::SavedViews:
        readViews();
        break;
    }
    m_status->setText(m_error.isEmpty() ? readOnlyReason() : tr("Could not read: %1").arg(m_error));
    updateActions();
}

void AdministrationPage::readModels() {
    const QString picked = m_models->currentRow() >= 0 && m_models->item(m_models->currentRow(), 0)
                               ? m_models->item(m_models->currentRow(), 0)->text()
                               : QString();
    m_models->setRowCount(0);
    if (!m_catalog->table(QStringLiteral("ai_models")))
        return;
    QMap<QString, AiModelSpend> spend;
    QList<AiModelSpend> perModel;
    const AiSpendFigures figures(*m_conn);
    if (figures.isAvailable(nullptr) && figures.perModel(&perModel, &m_error))
        for (const AiModelSpend& m : std::as_const(perModel))
            spend.insert(m.modelId, m);
    QList<QVariantList> rows;
    const bool users = m_catalog->table(QStringLiteral("users"));
    if (!select(users ? QStringLiteral("SELECT m.model_id, m.enabled, m.updated_at, m.updated_by, u.email FROM "
                                       "ai_models m LEFT JOIN users u ON u.id = m.updated_by ORDER BY m.model_id")
                      : QStringLiteral("SELECT model_id, enabled, updated_at, updated_by, NULL FROM ai_models ORDER BY "
                                       "model_id"),
                {}, &rows))
        return;
    const QLocale locale;
    for (const QVariantList& r : std::as_const(rows)) {
        const int i = m_models->rowCount();
        m_models->insertRow(i);
        const QString id = r.value(0).toString();
        const bool on = valuecodec::storedFlag(*m_catalog->table(QStringLiteral("ai_models")),
                                               {{QStringLiteral("enabled"), r.value(1)}}, QStringLiteral("enabled"));
        const AiModelSpend s = spend.value(id);
        m_models->setItem(i, 0, cell(id, on));
        m_models->setItem(i, 1, cell(on ? tr("enabled") : tr("disabled")));
        m_models->setItem(i, 2, cell(ToggleAiModel::isChatModel(id) ? tr("yes") : tr("no (not for the chat)")));
        m_models->setItem(i, 3, cell(timeText(r.value(2))));
        m_models->setItem(i, 4,
                          cell(r.value(3).isNull()   ? QString()
                               : r.value(4).isNull() ? tr("user %1").arg(r.value(3).toLongLong())
                                                     : r.value(4).toString()));
        m_models->setItem(i, 5, cell(locale.toString(s.turns)));
        m_models->setItem(i, 6, cell(locale.toString(s.inputTokens)));
        m_models->setItem(i, 7, cell(locale.toString(s.outputTokens)));
        const qint64 priced = s.turns - s.unknownCost;
        m_models->setItem(i, 8, cell(priced > 0 ? money(s.cost) : QString()));
        m_models->setItem(i, 9, cell(priced > 0 ? money(s.cost / double(priced)) : QString()));
        m_models->setItem(i, 10, cell(locale.toString(s.unknownCost)));
        if (id == picked)
            m_models->selectRow(i);
    }
    m_models->resizeColumnsToContents();
}

void AdministrationPage::readSpend() {
    if (!m_conn || !m_catalog)
        return;
    const AiSpendFigures figures(*m_conn);
    QString why;
    if (!figures.isAvailable(&why)) {
        m_chart->setDays({}, {}, {});
        return;
    }
    const int days = m_spendDays->currentData().toInt();
    const QDate to = now().date().addDays(1);
    QList<AiSpendDay> perDay;
    QMap<qint64, QString> labels;
    if (!figures.perDay(to.addDays(-days), to, &perDay, &m_error) || !figures.userLabels(perDay, &labels, &m_error))
        return;
    m_chart->setDays(perDay, labels, ProfileStore().aiBudget(m_url));
}

void AdministrationPage::readEngines() {
    const QString picked = m_engines->currentRow() >= 0 && m_engines->item(m_engines->currentRow(), 0)
                               ? m_engines->item(m_engines->currentRow(), 0)->text()
                               : QString();
    m_engines->setRowCount(0);
    if (!m_catalog->table(QStringLiteral("disabled_engines")))
        return;
    const ToggleEngine policy(*m_conn);
    QStringList known, disabled;
    if (!policy.engines(&known, &disabled, &m_error))
        return;
    QList<QVariantList> rows;
    const bool users = m_catalog->table(QStringLiteral("users"));
    if (!select(users
                    ? QStringLiteral("SELECT d.engine_id, d.disabled_at, d.disabled_by, u.email FROM disabled_engines "
                                     "d LEFT JOIN users u ON u.id = d.disabled_by")
                    : QStringLiteral("SELECT engine_id, disabled_at, disabled_by, NULL FROM disabled_engines"),
                {}, &rows))
        return;
    QMap<QString, QVariantList> byEngine;
    for (const QVariantList& r : std::as_const(rows))
        byEngine.insert(r.value(0).toString(), r);
    for (const QString& e : std::as_const(disabled))
        if (!known.contains(e))
            known << e; // a row the platform's list no longer names: shown, as the database holds it
    for (const QString& engine : std::as_const(known)) {
        QList<ToggleEngine::FlowUsing> flows;
        policy.flowsUsing(engine, &flows, &m_error);
        const int i = m_engines->rowCount();
        m_engines->insertRow(i);
        const QVariantList r = byEngine.value(engine);
        const bool off = byEngine.contains(engine);
        m_engines->setItem(i, 0, cell(engine, off));
        m_engines->setItem(i, 1, cell(off ? tr("disabled") : tr("allowed")));
        m_engines->setItem(i, 2, cell(off ? timeText(r.value(1)) : QString()));
        m_engines->setItem(i, 3,
                           cell(!off || r.value(2).isNull() ? QString()
                                : r.value(3).isNull()       ? tr("user %1").arg(r.value(2).toLongLong())
                                                            : r.value(3).toString()));
        m_engines->setItem(i, 4, cell(QLocale().toString(qint64(flows.size()))));
        if (off)
            m_engines->item(i, 1)->setForeground(theme::toneColour(theme::Tone::Warning, palette()));
        if (engine == picked)
            m_engines->selectRow(i);
    }
    m_engines->resizeColumnsToContents();
    showEngineFlows();
}

void AdministrationPage::showEngineFlows() {
    const int row = m_engines->currentRow();
    if (row < 0 || !m_engines->item(row, 0) || !m_conn) {
        m_engineFlows->setText(tr("Pick an engine to see the flows on it."));
        return;
    }
    const QString engine = m_engines->item(row, 0)->text();
    QList<ToggleEngine::FlowUsing> flows;
    if (!ToggleEngine(*m_conn).flowsUsing(engine, &flows, &m_error)) {
        m_engineFlows->setText(m_error);
        return;
    }
    if (flows.isEmpty()) {
        m_engineFlows->setText(tr("No flow uses %1.").arg(engine));
        return;
    }
    QStringList lines{tr("%n flow(s) on %1:", nullptr, int(flows.size())).arg(engine)};
    for (const ToggleEngine::FlowUsing& f : std::as_const(flows))
        lines << tr("flow %1 “%2” (%3)")
                     .arg(f.id)
                     .arg(f.name, f.development && f.production ? tr("engine and production engine")
                                  : f.production                ? tr("production engine")
                                                                : tr("engine"));
    m_engineFlows->setText(lines.join(QLatin1Char('\n')));
}

void AdministrationPage::readBanners() {
    m_banners->setRowCount(0);
    if (!m_catalog->table(QStringLiteral("banners")))
        return;
    QList<QVariantList> rows;
    const bool users = m_catalog->table(QStringLiteral("users"));
    // routes/banners.py list_banners: every banner, newest first.
    if (!select(
            users
                ? QStringLiteral("SELECT b.id, b.level, b.created_at, b.created_by, u.email, b.message FROM banners b "
                                 "LEFT JOIN users u ON u.id = b.created_by ORDER BY b.id DESC")
                : QStringLiteral("SELECT id, level, created_at, created_by, NULL, message FROM banners ORDER BY id "
                                 "DESC"),
            {}, &rows))
        return;
    for (const QVariantList& r : std::as_const(rows)) {
        const int i = m_banners->rowCount();
        m_banners->insertRow(i);
        const QString message = r.value(5).toString();
        m_banners->setItem(i, 0, cell(r.value(1).toString(), message));
        m_banners->setItem(i, 1, cell(tr("yes")));
        m_banners->setItem(i, 2, cell(timeText(r.value(2))));
        m_banners->setItem(i, 3, cell(tr("when deleted")));
        m_banners->setItem(i, 4,
                           cell(r.value(3).isNull()   ? QString()
                                : r.value(4).isNull() ? tr("user %1").arg(r.value(3).toLongLong())
                                                      : r.value(4).toString()));
        m_banners->setItem(i, 5, cell(message.simplified()));
    }
    m_banners->resizeColumnsToContents();
    if (m_banners->rowCount() > 0 && m_banners->currentRow() < 0)
        m_banners->selectRow(0);
    showBanner();
}

void AdministrationPage::showBanner() {
    const int row = m_banners->currentRow();
    if (row < 0 || !m_banners->item(row, 0)) {
        m_bannerPreview->setText(tr("No banner is shown."));
        m_bannerPreview->setPalette(palette());
        return;
    }
    const QString level = m_banners->item(row, 0)->text();
    const theme::Tone tone = level == QLatin1String("danger")    ? theme::Tone::Bad
                             : level == QLatin1String("warning") ? theme::Tone::Warning
                                                                 : theme::Tone::Neutral;
    QPalette p = palette();
    const QColor colour = tone == theme::Tone::Neutral ? p.color(QPalette::Highlight) : theme::toneColour(tone, p);
    QColor back = colour;
    back.setAlpha(40);
    p.setColor(QPalette::Window, back);
    m_bannerPreview->setPalette(p);
    m_bannerPreview->setText(m_banners->item(row, 0)->data(Qt::UserRole).toString());
}

void AdministrationPage::readPrivacy() {
    m_privacyRow.clear();
    const TableDescriptor* t = m_catalog->table(QStringLiteral("privacy_notice"));
    if (!t)
        return;
    bool found = false;
    // The gateway keeps one row, id 1.
    if (!RowStore(*m_conn, *t).fetch({1}, &m_privacyRow, &found, &m_error))
        return;
    const QSignalBlocker block(m_privacySource);
    if (!found) {
        m_privacyRow.clear();
        m_privacySource->clear();
        m_privacySummary->clear();
        m_privacyUrl->clear();
        m_privacyEnabled->setChecked(false);
        m_privacyInfo->setText(tr("The platform has no privacy notice yet (no row 1): saving creates it."));
    } else {
        m_privacySource->setPlainText(m_privacyRow.value(QStringLiteral("body")).toString());
        m_privacySummary->setText(m_privacyRow.value(QStringLiteral("summary")).toString());
        m_privacyUrl->setText(m_privacyRow.value(QStringLiteral("url")).toString());
        m_privacyEnabled->setChecked(valuecodec::storedFlag(*t, m_privacyRow, QStringLiteral("enabled")));
        QString who;
        const QVariant by = m_privacyRow.value(QStringLiteral("updated_by"));
        if (!by.isNull()) {
            QList<QVariantList> rows;
            if (m_catalog->table(QStringLiteral("users")) &&
                select(QStringLiteral("SELECT email FROM users WHERE id = ?"), {by}, &rows) && !rows.isEmpty())
                who = rows.first().value(0).toString();
            else
                who = tr("user %1").arg(by.toLongLong());
        }
        m_privacyInfo->setText(
            who.isEmpty()
                ? tr("Last saved %1.").arg(timeText(m_privacyRow.value(QStringLiteral("updated_at"))))
                : tr("Last saved %1 by %2.").arg(timeText(m_privacyRow.value(QStringLiteral("updated_at"))), who));
    }
    m_privacyShown = privacyFields();
    renderPrivacy();
}

QVariantMap AdministrationPage::privacyFields() const {
    return {{QStringLiteral("body"), m_privacySource->toPlainText()},
            {QStringLiteral("summary"), m_privacySummary->text()},
            {QStringLiteral("url"), m_privacyUrl->text()},
            {QStringLiteral("enabled"), m_privacyEnabled->isChecked()}};
}

void AdministrationPage::renderPrivacy() {
    // The platform keeps the body as Markdown. Nothing is fetched for it (InertBrowser) and no link opens by itself.
    m_privacyRendered->document()->setMarkdown(m_privacySource->toPlainText());
}

void AdministrationPage::readLogins() {
    m_logins->setRowCount(0);
    const TableDescriptor* t = m_catalog->table(QStringLiteral("login_attempts"));
    if (!t)
        return;
    const RowStore store(*m_conn, *t);
    QList<QVariantList> count;
    if (!select(QStringLiteral("SELECT count(*) FROM login_attempts"), {}, &count))
        return;
    QSqlQuery q(m_conn->db());
    if (!m_conn->execBound(&q,
                           QStringLiteral("SELECT %1 FROM login_attempts ORDER BY last_at DESC LIMIT %2")
                               .arg(store.selectList())
                               .arg(kLiveLimit),
                           {}, &m_error))
        return;
    const QDateTime at = now();
    qint64 expired = 0;
    while (q.next()) {
        const QVariantMap row = store.rowFrom(q);
        const int i = m_logins->rowCount();
        m_logins->insertRow(i);
        const qint64 failures = row.value(QStringLiteral("failures")).toLongLong();
        const QDateTime last = valuecodec::parseTimestamp(row.value(QStringLiteral("last_at")));
        const qint64 age = last.isValid() ? last.secsTo(at) : 0;
        QString state;
        theme::Tone tone = theme::Tone::Neutral;
        const bool gone = SweepExpired::isExpired(SweepExpired::Table::LoginAttempts, row, at);
        if (gone) {
            state = tr("expired: older than %1 s, slows nobody down").arg(SweepExpired::kLoginWindowSeconds);
            ++expired;
        } else if (failures >= 5) {
            // services/login_throttle.py attesa_richiesta: 60 s doubled for each failure past 5, at most 900 s.
            const double block = qMin(60.0 * std::pow(2.0, double(failures - 5)), 900.0);
            const qint64 wait = qMax<qint64>(0, qint64(std::ceil(block - double(age))));
            state = wait > 0 ? tr("throttled: %n s to wait", nullptr, int(wait)) : tr("counting (may try again)");
            tone = wait > 0 ? theme::Tone::Bad : theme::Tone::Neutral;
        } else {
            state = tr("counting: %1 of 5 failures").arg(failures);
        }
        m_logins->setItem(i, 0, cell(row.value(QStringLiteral("ip")).toString(), row));
        m_logins->setItem(i, 1, cell(row.value(QStringLiteral("email")).toString()));
        m_logins->setItem(i, 2, cell(QLocale().toString(failures)));
        m_logins->setItem(
            i, 3, cell(tr("%1 (%n s ago)", nullptr, int(age)).arg(timeText(row.value(QStringLiteral("last_at"))))));
        m_logins->setItem(i, 4, cell(state));
        if (gone) {
            for (int c = 0; c < m_logins->columnCount(); ++c)
                m_logins->item(i, c)->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        } else if (tone != theme::Tone::Neutral) {
            m_logins->item(i, 4)->setForeground(theme::toneColour(tone, palette()));
        }
    }
    m_logins->resizeColumnsToContents();
    const qint64 total = count.value(0).value(0).toLongLong();
    m_loginsInfo->setText(
        tr("%n sign-in count(s) by address and e-mail; %1 expired (the platform's scheduler removes a count %2 s "
           "after its last failure). Read again every %3 s while shown.",
           nullptr, int(total))
            .arg(expired)
            .arg(SweepExpired::kLoginWindowSeconds)
            .arg(kLiveMs / 1000) +
        (total > kLiveLimit ? QLatin1Char(' ') + tr("The %1 most recent are listed.").arg(kLiveLimit) : QString()));
}

void AdministrationPage::readPresence() {
    m_presence->setRowCount(0);
    const TableDescriptor* t = m_catalog->table(QStringLiteral("flow_presence"));
    if (!t)
        return;
    const RowStore store(*m_conn, *t);
    QList<QVariantList> count;
    if (!select(QStringLiteral("SELECT count(*) FROM flow_presence"), {}, &count))
        return;
    QSqlQuery q(m_conn->db());
    if (!m_conn->execBound(&q,
                           QStringLiteral("SELECT %1 FROM flow_presence ORDER BY seen DESC LIMIT %2")
                               .arg(store.selectList())
                               .arg(kLiveLimit),
                           {}, &m_error))
        return;
    QList<QVariantMap> rows;
    while (q.next())
        rows << store.rowFrom(q);
    QMap<qint64, QString> flowNames;
    if (m_catalog->table(QStringLiteral("flows"))) {
        QList<QVariantList> names;
        if (select(QStringLiteral("SELECT DISTINCT f.id, f.name FROM flows f JOIN flow_presence p ON p.flow_id = f.id"),
                   {}, &names))
            for (const QVariantList& n : std::as_const(names))
                flowNames.insert(n.value(0).toLongLong(), n.value(1).toString());
    }
    const QDateTime at = now();
    const double nowS = double(at.toMSecsSinceEpoch()) / 1000.0;
    qint64 expired = 0;
    for (const QVariantMap& row : std::as_const(rows)) {
        const int i = m_presence->rowCount();
        m_presence->insertRow(i);
        const qint64 flow = row.value(QStringLiteral("flow_id")).toLongLong();
        const double since = row.value(QStringLiteral("since")).toDouble();
        const double seen = row.value(QStringLiteral("seen")).toDouble();
        const bool gone = SweepExpired::isExpired(SweepExpired::Table::FlowPresence, row, at);
        expired += gone ? 1 : 0;
        const auto epoch = [](double s) {
            return QDateTime::fromMSecsSinceEpoch(qint64(s * 1000.0), Qt::UTC)
                .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
        };
        m_presence->setItem(
            i, 0,
            cell(flowNames.contains(flow) ? tr("%1 “%2”").arg(flow).arg(flowNames.value(flow)) : QString::number(flow),
                 row));
        m_presence->setItem(i, 1, cell(row.value(QStringLiteral("email")).toString()));
        m_presence->setItem(i, 2, cell(row.value(QStringLiteral("full_name")).toString()));
        m_presence->setItem(i, 3, cell(epoch(since)));
        m_presence->setItem(i, 4, cell(tr("%1 (%n s ago)", nullptr, int(std::floor(nowS - seen))).arg(epoch(seen))));
        m_presence->setItem(
            i, 5,
            cell(gone ? tr("expired: not seen for over %1 s").arg(SweepExpired::kPresenceTtlSeconds) : tr("open")));
        m_presence->setItem(i, 6, cell(row.value(QStringLiteral("instance")).toString()));
        if (gone)
            for (int c = 0; c < m_presence->columnCount(); ++c)
                m_presence->item(i, c)->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    m_presence->resizeColumnsToContents();
    const qint64 total = count.value(0).value(0).toLongLong();
    m_presenceInfo->setText(tr("%n open editor tab(s); %1 expired (a tab beats every %2 s and is counted closed after "
                               "%3 s without one; the platform's scheduler removes it). Read again every %4 s while "
                               "shown.",
                               nullptr, int(total))
                                .arg(expired)
                                .arg(SweepExpired::kPresenceBeatSeconds)
                                .arg(SweepExpired::kPresenceTtlSeconds)
                                .arg(kLiveMs / 1000));
}

void AdministrationPage::readViews() {
    m_views->setRowCount(0);
    if (!m_catalog->table(QStringLiteral("saved_views")))
        return;
    QList<QVariantList> rows;
    const bool joins = m_catalog->table(QStringLiteral("projects")) &&
                       m_catalog->table(QStringLiteral("datasources")) && m_catalog->table(QStringLiteral("users"));
    if (!select(joins
                    ? QStringLiteral("SELECT v.id, v.name, v.project_id, p.name, v.datasource_id, d.name, v.owner_id, "
                                     "u.email, v.updated_at, v.description, v.spec FROM saved_views v LEFT JOIN "
                                     "projects p ON p.id = v.project_id LEFT JOIN datasources d ON d.id = "
                                     "v.datasource_id LEFT JOIN users u ON u.id = v.owner_id ORDER BY v.name, v.id")
                    : QStringLiteral("SELECT id, name, project_id, NULL, datasource_id, NULL, owner_id, NULL, "
                                     "updated_at, description, spec FROM saved_views ORDER BY name, id"),
                {}, &rows))
        return;
    const auto named = [this](const QVariant& id, const QVariant& name, const QString& what) {
        if (id.isNull())
            return QString();
        return name.isNull() ? tr("%1 %2 (gone)").arg(what).arg(id.toLongLong())
                             : tr("%1 “%2”").arg(id.toLongLong()).arg(name.toString());
    };
    for (const QVariantList& r : std::as_const(rows)) {
        const int i = m_views->rowCount();
        m_views->insertRow(i);
        m_views->setItem(i, 0, cell(r.value(1).toString(), r.value(10)));
        m_views->setItem(i, 1, cell(named(r.value(2), r.value(3), tr("project"))));
        m_views->setItem(i, 2, cell(named(r.value(4), r.value(5), tr("datasource"))));
        m_views->setItem(i, 3,
                         cell(r.value(6).isNull()   ? QString()
                              : r.value(7).isNull() ? tr("user %1").arg(r.value(6).toLongLong())
                                                    : r.value(7).toString()));
        m_views->setItem(i, 4, cell(timeText(r.value(8))));
        m_views->setItem(i, 5, cell(r.value(9).toString().simplified()));
    }
    m_views->resizeColumnsToContents();
    if (m_views->rowCount() > 0 && m_views->currentRow() < 0)
        m_views->selectRow(0);
    showViewSpec();
}

void AdministrationPage::showViewSpec() {
    const int row = m_views->currentRow();
    if (row < 0 || !m_views->item(row, 0)) {
        m_viewSpec->clear();
        return;
    }
    const QString spec = m_views->item(row, 0)->data(Qt::UserRole).toString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(spec.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        m_viewSpec->setPlainText(tr("Not valid JSON (%1), as stored:").arg(error.errorString()) +
                                 QStringLiteral("\n\n") + spec);
    else
        m_viewSpec->setPlainText(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)));
}

// ---- actions -----------------------------------------------------------------------------------------------------

QString AdministrationPage::readOnlyReason() const {
    if (!m_conn)
        return tr("No database is open.");
    if (m_readOnly || m_conn->isReadOnly())
        return tr("The database is open read-only: the tables are shown, nothing is written.");
    return {};
}

void AdministrationPage::updateActions() {
    const bool canWrite = m_conn && readOnlyReason().isEmpty();
    const int model = m_models->currentRow();
    const bool modelOn =
        model >= 0 && m_models->item(model, 0) && m_models->item(model, 0)->data(Qt::UserRole).toBool();
    m_enableModel->setEnabled(canWrite && model >= 0 && !modelOn);
    m_disableModel->setEnabled(canWrite && model >= 0 && modelOn);
    const int engine = m_engines->currentRow();
    const bool engineOff =
        engine >= 0 && m_engines->item(engine, 0) && m_engines->item(engine, 0)->data(Qt::UserRole).toBool();
    m_disableEngine->setEnabled(canWrite && engine >= 0 && !engineOff);
    m_enableEngine->setEnabled(canWrite && engine >= 0 && engineOff);
    m_privacySave->setEnabled(canWrite && m_catalog && m_catalog->table(QStringLiteral("privacy_notice")));
    m_privacySource->setReadOnly(!canWrite);
    m_sweepLogins->setEnabled(canWrite && m_logins->rowCount() > 0);
    m_sweepPresence->setEnabled(canWrite && m_presence->rowCount() > 0);
    const QString why = readOnlyReason();
    for (QPushButton* b : {m_enableModel, m_disableModel, m_disableEngine, m_enableEngine, m_privacySave, m_sweepLogins,
                           m_sweepPresence})
        b->setToolTip(why);
}

bool AdministrationPage::isLive() const {
    return m_timer->isActive();
}

void AdministrationPage::updateTimer() {
    const bool live =
        isVisible() && m_conn && (currentTab() == Tab::LoginAttempts || currentTab() == Tab::FlowPresence);
    if (live && !m_timer->isActive())
        m_timer->start();
    else if (!live)
        m_timer->stop();
}

void AdministrationPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
    updateTimer();
}

void AdministrationPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_timer->stop();
}

int AdministrationPage::ask(QMessageBox* box) {
    return m_prompt ? m_prompt(box) : box->exec();
}

void AdministrationPage::inform(const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    ask(&box);
}

namespace {
/// What a write said, for a person: the message, or the first field problem.
QString whyNot(const WriteResult& r) {
    if (!r.message.isEmpty())
        return r.message;
    return r.problems.isEmpty() ? QString() : r.problems.first().message;
}
} // namespace

void AdministrationPage::toggleModel(bool enable) {
    const int row = m_models->currentRow();
    if (!m_conn || row < 0 || !m_models->item(row, 0))
        return;
    if (const QString why = readOnlyReason(); !why.isEmpty()) {
        inform(tr("AI Models"), why);
        return;
    }
    const QString id = m_models->item(row, 0)->text();
    const ToggleAiModel op(*m_conn);
    const OperationPlan plan = op.plan(id, enable);
    if (plan.isRefused()) {
        inform(tr("AI Models"), plan.refusal);
        refresh();
        return;
    }
    RowWriter writer(*m_conn);
    writer.setActor(AuditActor::resolve(*m_conn, ProfileStore().auditIdentity(m_url)));
    const WriteResult r = op.apply(plan, writer);
    if (!r.ok())
        inform(tr("AI Models"), whyNot(r));
    else {
        emit written(QStringLiteral("ai_models"));
        emit message(enable ? tr("AI model %1 enabled.").arg(id) : tr("AI model %1 disabled.").arg(id));
    }
    refresh();
}

void AdministrationPage::toggleEngine(bool disable) {
    const int row = m_engines->currentRow();
    if (!m_conn || row < 0 || !m_engines->item(row, 0))
        return;
    if (const QString why = readOnlyReason(); !why.isEmpty()) {
        inform(tr("Engines"), why);
        return;
    }
    const QString engine = m_engines->item(row, 0)->text();
    const ToggleEngine op(*m_conn);
    const OperationPlan plan = op.plan(engine, disable);
    if (plan.isRefused()) {
        inform(tr("Engines"), plan.refusal);
        refresh();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Engines"),
                    disable ? tr("Disable engine %1?").arg(engine) : tr("Enable engine %1?").arg(engine),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
    box.setDefaultButton(QMessageBox::Cancel);
    if (ask(&box) != QMessageBox::Yes)
        return;
    RowWriter writer(*m_conn);
    writer.setActor(AuditActor::resolve(*m_conn, ProfileStore().auditIdentity(m_url)));
    const WriteResult r = op.apply(plan, writer);
    if (!r.ok())
        inform(tr("Engines"), whyNot(r));
    else {
        emit written(QStringLiteral("disabled_engines"));
        emit message(disable ? tr("Engine %1 disabled.").arg(engine) : tr("Engine %1 enabled.").arg(engine));
    }
    refresh();
}

void AdministrationPage::sweep() {
    if (!m_conn)
        return;
    const bool logins = currentTab() == Tab::LoginAttempts;
    const QString title = logins ? tr("Login Attempts") : tr("Flow Presence");
    if (const QString why = readOnlyReason(); !why.isEmpty()) {
        inform(title, why);
        return;
    }
    const SweepExpired op(*m_conn);
    const OperationPlan plan =
        op.plan(logins ? SweepExpired::Table::LoginAttempts : SweepExpired::Table::FlowPresence, now());
    if (plan.isRefused()) {
        inform(title, plan.refusal);
        refresh();
        return;
    }
    QMessageBox box(QMessageBox::Question, title, tr("Sweep %n expired row(s)?", nullptr, int(plan.changes.size())),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
    box.setDefaultButton(QMessageBox::Yes);
    if (ask(&box) != QMessageBox::Yes)
        return;
    RowWriter writer(*m_conn);
    writer.setActor(AuditActor::resolve(*m_conn, ProfileStore().auditIdentity(m_url)));
    const WriteResult r = op.apply(plan, writer);
    if (!r.ok())
        inform(title, whyNot(r));
    else {
        const QString table = logins ? QStringLiteral("login_attempts") : QStringLiteral("flow_presence");
        emit written(table);
        emit message(tr("Swept the expired rows of %1.").arg(table));
    }
    refresh();
}

void AdministrationPage::savePrivacy() {
    if (!m_conn || !m_catalog || !m_catalog->table(QStringLiteral("privacy_notice")))
        return;
    if (const QString why = readOnlyReason(); !why.isEmpty()) {
        inform(tr("Privacy Notice"), why);
        return;
    }
    QVariantMap values = privacyFields();
    // The write path writes updated_at and updated_by (the acting admin), and audits privacy.update.
    ChangeSet change;
    if (m_privacyRow.isEmpty()) {
        values.insert(QStringLiteral("id"), 1);
        change = ChangeSet::insert(QStringLiteral("privacy_notice"), values);
    } else {
        // Only what the admin changed: a field left alone keeps its stored bytes, even where the editor would give
        // them back otherwise (a text editor turns CR LF into LF).
        for (auto it = m_privacyShown.cbegin(); it != m_privacyShown.cend(); ++it)
            if (values.value(it.key()) == it.value())
                values.remove(it.key());
        if (values.isEmpty()) {
            emit message(tr("The privacy notice is unchanged: nothing was written."));
            return;
        }
        change = ChangeSet::update(QStringLiteral("privacy_notice"), m_privacyRow, values);
    }
    RowWriter writer(*m_conn);
    writer.setActor(AuditActor::resolve(*m_conn, ProfileStore().auditIdentity(m_url)));
    const WriteResult r = writer.apply(change);
    if (!r.ok())
        inform(tr("Privacy Notice"), whyNot(r));
    else {
        emit written(QStringLiteral("privacy_notice"));
        emit message(tr("The privacy notice was saved."));
    }
    refresh();
}

} // namespace metadesk
