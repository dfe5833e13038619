#include "IntegrityPage.h"

#include "core/checks/SafeFix.h"
#include "core/db/CancelRequest.h"
#include "core/db/DbConnection.h"
#include "core/ops/OperationPreview.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/TimeDisplay.h"
#include "gui/detail/DetailStyle.h"
#include "models/FetchWorker.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace metadesk {

namespace {
enum Role { RuleRole = Qt::UserRole, TableRole, ColumnsRole, ValuesRole, HintRole };
enum Column { FindingColumn, ObjectColumn, RuleColumn };

const Severity kLevels[] = {Severity::Error, Severity::Warning, Severity::Notice};
// The rule that needs the profile's Fernet keys (FernetTokenRule).
const QString kCredentialRule = QStringLiteral("tabularia.connections.E002");

QString hintOf(const RuleInfo& info) {
    return IntegrityPage::tr("%1 — %2 (from %3)").arg(info.id, info.rule, info.source);
}
} // namespace

IntegrityPage::IntegrityPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("integrityPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(8);

    auto* header = new QHBoxLayout();
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("integrityTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("integrityProgress"));
    m_progress->setAccessibleName(tr("Rules checked"));
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_check = new QPushButton(tr("Check &Now"), this);
    m_check->setObjectName(QStringLiteral("integrityCheck"));
    m_check->setAccessibleName(tr("Check the database's integrity now"));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("integrityCancel"));
    m_cancelButton->setAccessibleName(tr("Cancel the integrity check"));
    m_cancelButton->setEnabled(false);
    // The file's own check: quick_check reads every page in one pass (seconds); integrity_check also compares each
    // index with its table, several times as long on a large file, so it runs only when asked for.
    m_deep = new QCheckBox(tr("&Deep file check"), this);
    m_deep->setObjectName(QStringLiteral("integrityDeep"));
    m_deep->setAccessibleName(tr("Deep file check"));
    m_deep->setToolTip(tr("Run SQLite's integrity_check, which also compares every index with its table, instead of "
                          "quick_check. Several times as long on a large file."));
    m_deep->hide();
    header->addWidget(m_title);
    header->addStretch(1);
    header->addWidget(m_progress);
    header->addWidget(m_deep);
    header->addWidget(m_check);
    header->addWidget(m_cancelButton);
    layout->addLayout(header);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("integrityStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_model = new QStandardItemModel(0, 3, this);
    m_model->setHorizontalHeaderLabels({tr("Finding"), tr("Row"), tr("Rule")});
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("integrityFindings"));
    m_view->setAccessibleName(tr("Integrity findings"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(FindingColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(ObjectColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(RuleColumn, QHeaderView::Interactive);
    layout->addWidget(m_view, 1);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("integrityHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setMinimumHeight(m_hint->fontMetrics().lineSpacing() * 2);
    auto* hintRow = new QHBoxLayout();
    hintRow->addWidget(m_hint, 1);
    m_silence = new QPushButton(tr("&Silence This Rule"), this);
    m_silence->setObjectName(QStringLiteral("integritySilence"));
    m_silence->setAccessibleName(tr("Silence the selected finding's rule for this connection"));
    m_silence->setToolTip(tr("Hide this rule's findings for this database, here and in metadesk-cli verify --profile"));
    m_silence->setEnabled(false);
    m_fix = new QPushButton(tr("&Fix…"), this);
    m_fix->setObjectName(QStringLiteral("integrityFix"));
    m_fix->setAccessibleName(tr("Fix the selected finding safely"));
    m_fix->setEnabled(false);
    hintRow->addWidget(m_fix, 0, Qt::AlignTop);
    hintRow->addWidget(m_silence, 0, Qt::AlignTop);
    layout->addLayout(hintRow);

    m_silencedHeading = new QLabel(this);
    m_silencedHeading->setObjectName(QStringLiteral("integritySilencedHeading"));
    layout->addWidget(m_silencedHeading);
    auto* silencedRow = new QHBoxLayout();
    m_silencedList = new QListWidget(this);
    m_silencedList->setObjectName(QStringLiteral("integritySilenced"));
    m_silencedList->setAccessibleName(tr("Silenced rules"));
    m_silencedList->setMaximumHeight(m_silencedList->fontMetrics().lineSpacing() * 5);
    silencedRow->addWidget(m_silencedList, 1);
    m_unsilence = new QPushButton(tr("Show &Again"), this);
    m_unsilence->setObjectName(QStringLiteral("integrityUnsilence"));
    m_unsilence->setAccessibleName(tr("Show the selected silenced rule's findings again"));
    m_unsilence->setEnabled(false);
    silencedRow->addWidget(m_unsilence, 0, Qt::AlignTop);
    layout->addLayout(silencedRow);

    connect(m_check, &QPushButton::clicked, this, &IntegrityPage::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &IntegrityPage::cancel);
    connect(m_view, &QTreeView::activated, this, &IntegrityPage::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &IntegrityPage::showHint);
    connect(m_silence, &QPushButton::clicked, this, [this]() {
        const QString rule = currentRule();
        if (!rule.isEmpty())
            setSilenced(rule, true);
    });
    connect(m_fix, &QPushButton::clicked, this, &IntegrityPage::fixCurrent);
    connect(m_silencedList, &QListWidget::currentRowChanged, this,
            [this](int row) { m_unsilence->setEnabled(row >= 0); });
    connect(m_unsilence, &QPushButton::clicked, this, [this]() {
        if (QListWidgetItem* item = m_silencedList->currentItem())
            setSilenced(item->data(Qt::UserRole).toString(), false);
    });
    showStatus();
    showSilenced();
}

IntegrityPage::~IntegrityPage() {
    if (m_cancel)
        m_cancel->request();
    FetchWorker::retire(std::move(m_worker));
}

void IntegrityPage::open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog) {
    close();
    m_url = url;
    m_catalog = std::move(catalog);
    m_title->setText(tr("Integrity of %1").arg(url.shortName()));
    m_deep->setVisible(url.isSqlite());
    m_silenced = ProfileStore().silencedRules(url);
    showSilenced();
    showFindings();
    showStatus();
}

void IntegrityPage::close() {
    ++m_generation;
    if (m_cancel)
        m_cancel->request();
    m_cancel.reset();
    FetchWorker::retire(std::move(m_worker));
    m_running = m_cancelled = false;
    m_failure.clear();
    m_report = IntegrityReport{};
    m_catalog.reset();
    m_url = DatabaseUrl();
    m_deep->hide();
    m_silenced.clear();
    m_writeConn = nullptr;
    m_writer = nullptr;
    m_progress->hide();
    showFindings();
    showSilenced();
    showStatus();
    emit stateChanged();
}

void IntegrityPage::start() {
    if (m_running || !m_url.isValid())
        return;
    if (!m_worker)
        m_worker = std::make_unique<FetchWorker>(m_url, true, QStringLiteral("integrity"), m_catalog);
    m_running = true;
    m_cancelled = false;
    m_failure.clear();
    m_cancel = std::make_shared<CancelRequest>();
    const int generation = ++m_generation;
    m_progress->setRange(0, 0);
    m_progress->show();
    showStatus();
    emit stateChanged();
    QPointer<IntegrityPage> self(this);
    const std::shared_ptr<CancelRequest> cancel = m_cancel;
    const FetchWorker* worker = m_worker.get(); // alive while its task runs (a retired worker finishes it first)
    const IntegrityChecker::Options options = checkOptions();
    m_worker->post([self, generation, cancel, worker, options](const DbConnection* conn) {
        IntegrityReport report;
        if (!conn) {
            report.error = tr("Could not connect to check the database: %1").arg(worker->openError());
        } else {
            const auto progress = [self, generation](int done, int total, const RuleInfo& rule) {
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(), // not the page: the GUI thread may be destroying it now
                    [self, generation, done, total, id = rule.id] {
                        if (self)
                            self->progressed(generation, done, total, id);
                    },
                    Qt::QueuedConnection);
            };
            report = IntegrityChecker::run(*conn, options, cancel.get(), progress);
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, generation, report] {
                if (self)
                    self->present(generation, report);
            },
            Qt::QueuedConnection);
    });
}

IntegrityChecker::Options IntegrityPage::checkOptions() {
    // Read here (the settings and the keychain belong to this thread) at each run: a change made in Connection
    // Settings or Fernet Keys… counts from the next check, without reconnecting.
    IntegrityChecker::Options options;
    options.thresholds = ProfileStore().runThresholds(m_url);
    options.deep = m_url.isSqlite() && m_deep->isChecked();
    // The profile's Fernet keys, as Reveal and Rotate read them: with them the credentials no key decrypts are found
    // too (tabularia.connections.E002); without, that rule is not run, and the page says why.
    const ConnectionProfile profile = ProfileStore().findByUrl(m_url);
    bool found = false;
    QString why;
    std::optional<FernetKeyRing> keys =
        profile.isValid() ? FernetKeyRing::fromKeychain(profile.id, &found, &why) : std::nullopt;
    if (keys) {
        m_keysNote =
            tr("Credentials were checked with the Fernet keys kept for this database (keys: %1).").arg(keys->size());
        options.fernetKeys = std::make_shared<const FernetKeyRing>(std::move(*keys));
    } else if (!found && FernetKeyRing::keychainFailed()) {
        m_keysNote =
            tr("Credentials were not checked: the system keychain, where this database's Fernet keys are kept, "
               "could not be read: %1")
                .arg(why);
    } else if (!found) {
        m_keysNote = tr("Credentials were not checked: no Fernet keys are kept for this database (Database → Fernet "
                        "Keys…).");
    } else {
        m_keysNote =
            tr("Credentials were not checked: the Fernet keys kept for this database could not be used: %1").arg(why);
    }
    return options;
}

void IntegrityPage::cancel() {
    if (!m_running || !m_cancel)
        return;
    m_cancel->request();
    m_cancelButton->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
}

void IntegrityPage::progressed(int generation, int done, int total, const QString& rule) {
    if (generation != m_generation || !m_running)
        return;
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    if (!m_cancel || !m_cancel->isRequested())
        m_status->setText(tr("Checking… %1 of %2 rules (%3).").arg(done).arg(total).arg(rule));
}

void IntegrityPage::present(int generation, const IntegrityReport& report) {
    if (generation != m_generation)
        return;
    m_running = false;
    m_progress->hide();
    m_cancel.reset();
    if (report.cancelled) {
        m_cancelled = true; // the last complete check, if any, stays shown
    } else if (!report.error.isEmpty()) {
        m_failure = report.error;
        // The worker keeps no connection that failed to open: the next check tries a new one.
        FetchWorker::retire(std::move(m_worker));
    } else {
        m_report = report;
    }
    showFindings();
    showStatus();
    emit stateChanged();
    emit finished();
}

qint64 IntegrityPage::count(Severity severity) const {
    qint64 n = 0;
    for (const RuleOutcome& o : m_report.outcomes)
        if (o.info.severity == severity && !m_silenced.contains(o.info.id))
            n += o.total;
    return n;
}

void IntegrityPage::setSilenced(const QString& ruleId, bool silenced) {
    if (ruleId.isEmpty() || !m_url.isValid())
        return;
    m_silenced = ProfileStore().setRuleSilenced(m_url, ruleId, silenced).silencedRules;
    showSilenced();
    showFindings();
    showStatus();
    emit stateChanged();
}

void IntegrityPage::showFindings() {
    m_model->removeRows(0, m_model->rowCount());
    if (!m_report.checkedAt.isValid()) {
        showHint();
        return;
    }
    const QHash<Severity, QString> groupNames = {{Severity::Error, tr("Errors (%1)")},
                                                 {Severity::Warning, tr("Warnings (%1)")},
                                                 {Severity::Notice, tr("Notices (%1)")}};
    for (Severity level : kLevels) {
        if (count(level) == 0)
            continue;
        auto* group = new QStandardItem(groupNames.value(level).arg(QLocale().toString(count(level))));
        QFont bold = group->font();
        bold.setBold(true);
        group->setFont(bold);
        QList<QStandardItem*> groupRow{group, new QStandardItem(), new QStandardItem()};
        for (const RuleOutcome& o : m_report.outcomes) {
            if (o.info.severity != level || o.total == 0 || m_silenced.contains(o.info.id))
                continue;
            const QString hint = hintOf(o.info);
            for (const Finding& f : o.findings) {
                auto* message = new QStandardItem(f.message);
                message->setData(f.ruleId, RuleRole);
                message->setData(f.table, TableRole);
                message->setData(f.keyColumns, ColumnsRole);
                message->setData(f.keyValues, ValuesRole);
                // The whole sentence under the list: a long message does not fit its column.
                message->setData(QStringLiteral("%1\n%2").arg(f.message, hint), HintRole);
                message->setToolTip(f.message);
                auto* object = new QStandardItem(QStringLiteral("%1 %2").arg(f.table, f.keyText()));
                auto* rule = new QStandardItem(f.ruleId);
                group->appendRow({message, object, rule});
            }
            if (o.total > o.findings.size()) {
                auto* more = new QStandardItem(tr("… and %1 more (metadesk-cli verify --rule %2 --limit N lists them)")
                                                   .arg(QLocale().toString(o.total - o.findings.size()), o.info.id));
                more->setData(o.info.id, RuleRole);
                more->setData(hint, HintRole);
                group->appendRow({more, new QStandardItem(), new QStandardItem(o.info.id)});
            }
        }
        m_model->appendRow(groupRow);
    }
    // Rules whose query failed: said, never passed over as clean.
    QList<QList<QStandardItem*>> failures;
    for (const RuleOutcome& o : m_report.outcomes) {
        if (o.error.isEmpty() || m_silenced.contains(o.info.id))
            continue;
        auto* item = new QStandardItem(tr("Could not run: %1").arg(o.error.simplified()));
        item->setData(o.info.id, RuleRole);
        item->setData(hintOf(o.info), HintRole);
        failures << QList<QStandardItem*>{item, new QStandardItem(o.info.table), new QStandardItem(o.info.id)};
    }
    if (!failures.isEmpty()) {
        auto* group = new QStandardItem(tr("Rules that could not run (%1)").arg(failures.size()));
        for (const QList<QStandardItem*>& row : std::as_const(failures))
            group->appendRow(row);
        m_model->appendRow({group, new QStandardItem(), new QStandardItem()});
    }
    if (m_model->rowCount() == 0) {
        auto* clean = new QStandardItem(tr("No findings: every rule that applies holds."));
        clean->setEnabled(false);
        m_model->appendRow({clean, new QStandardItem(), new QStandardItem()});
    }
    m_view->expandAll();
    fitColumns();
    showHint();
}

void IntegrityPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // Findings that came while the page was hidden were measured against a view not laid out yet.
    QTimer::singleShot(0, this, &IntegrityPage::fitColumns);
}

void IntegrityPage::fitColumns() {
    for (int column : {ObjectColumn, RuleColumn}) {
        m_view->resizeColumnToContents(column);
        m_view->setColumnWidth(column,
                               qMin(m_view->columnWidth(column), qMax(120, m_view->viewport()->width() * 3 / 10)));
    }
}

void IntegrityPage::showSilenced() {
    m_silencedList->clear();
    const QList<RuleInfo> rules = IntegrityChecker::rules(ProfileStore().runThresholds(m_url));
    for (const QString& id : std::as_const(m_silenced)) {
        const auto rule = std::find_if(rules.begin(), rules.end(), [&id](const RuleInfo& r) { return r.id == id; });
        auto* item = new QListWidgetItem(rule == rules.end() ? id : tr("%1 — %2").arg(id, rule->rule), m_silencedList);
        item->setData(Qt::UserRole, id);
    }
    m_silencedHeading->setText(
        m_silenced.isEmpty()
            ? tr("No rule is silenced for this connection.")
            : tr("Silenced for this connection (%1), also in metadesk-cli verify --profile:").arg(m_silenced.size()));
    m_silencedList->setVisible(!m_silenced.isEmpty());
    m_unsilence->setVisible(!m_silenced.isEmpty());
    m_unsilence->setEnabled(false);
}

void IntegrityPage::showStatus() {
    m_check->setEnabled(!m_running && m_url.isValid());
    m_deep->setEnabled(!m_running);
    m_cancelButton->setEnabled(m_running);
    if (m_running) {
        m_status->setText(tr("Checking…"));
        return;
    }
    QStringList lines;
    if (!m_failure.isEmpty())
        lines << tr("The check could not run: %1").arg(m_failure.simplified());
    if (m_cancelled)
        lines << tr("The check was cancelled; nothing it found so far is shown.");
    if (!m_report.checkedAt.isValid()) {
        lines << tr("Not checked yet in this session. A check reads every table, which takes a while on a large "
                    "database: it runs only when you ask (Check Now).");
    } else {
        const qint64 silencedTotal = [this] {
            qint64 n = 0;
            for (const RuleOutcome& o : m_report.outcomes)
                if (m_silenced.contains(o.info.id))
                    n += o.total;
            return n;
        }();
        QString line = tr("Checked at %1: %2 errors, %3 warnings, %4 notices, from %5 rules.")
                           .arg(timedisplay::inZone(m_report.checkedAt).time().toString(QStringLiteral("HH:mm:ss")))
                           .arg(QLocale().toString(count(Severity::Error)))
                           .arg(QLocale().toString(count(Severity::Warning)))
                           .arg(QLocale().toString(count(Severity::Notice)))
                           .arg(m_report.outcomes.size());
        if (silencedTotal > 0)
            line += QLatin1Char(' ') +
                    tr("%1 findings of silenced rules are not shown.").arg(QLocale().toString(silencedTotal));
        lines << line;
        // Only where there are credentials to check: a Tabularia database.
        const auto isCredentialRule = [](const RuleInfo& rule) { return rule.id == kCredentialRule; };
        const bool credentials =
            std::any_of(m_report.outcomes.begin(), m_report.outcomes.end(),
                        [&](const RuleOutcome& o) { return isCredentialRule(o.info); }) ||
            (std::any_of(m_report.skipped.begin(), m_report.skipped.end(), isCredentialRule) &&
             std::any_of(m_report.outcomes.begin(), m_report.outcomes.end(),
                         [](const RuleOutcome& o) { return o.info.id.startsWith(QLatin1String("tabularia.")); }));
        if (credentials && !m_keysNote.isEmpty())
            lines << m_keysNote;
        // Which of SQLite's checks read the file: the quick one does not compare indexes with their tables.
        const auto ran = [this](QLatin1String id) {
            return std::any_of(m_report.outcomes.begin(), m_report.outcomes.end(),
                               [id](const RuleOutcome& o) { return o.info.id == id; });
        };
        if (ran(QLatin1String("sqlite.quick_check.E001")))
            lines << tr("The file was read with SQLite's quick_check; a deep file check also compares every index "
                        "with its table (several times as long).");
        else if (ran(QLatin1String("sqlite.integrity_check.E001")))
            lines << tr("The file was read with SQLite's integrity_check (a deep file check).");
    }
    m_status->setText(lines.join(QLatin1Char('\n')));
    m_status->setStyleSheet(m_failure.isEmpty()
                                ? QString()
                                : QStringLiteral("color: %1").arg(detailstyle::css(detailstyle::warning(palette()))));
}

void IntegrityPage::showHint() {
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(FindingColumn);
    const QString hint = current.data(HintRole).toString();
    m_hint->setText(hint.isEmpty() ? tr("Select a finding to see its rule; Enter or a double-click opens its row.")
                                   : hint);
    m_silence->setEnabled(!currentRule().isEmpty());
    const Finding f = currentFinding();
    const bool offered = !f.ruleId.isEmpty() && SafeFix::rules().contains(f.ruleId);
    const QString why = fixUnavailable();
    m_fix->setVisible(offered);
    m_fix->setEnabled(offered && why.isEmpty());
    m_fix->setToolTip(why.isEmpty() ? tr("Shows what the fix writes, then writes it through the one write path with "
                                         "its audit entry, and checks the rule again")
                                    : why);
}

QString IntegrityPage::currentRule() const {
    return m_view->currentIndex().siblingAtColumn(FindingColumn).data(RuleRole).toString();
}

Finding IntegrityPage::currentFinding() const {
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(FindingColumn);
    Finding f;
    f.table = current.data(TableRole).toString();
    f.keyColumns = current.data(ColumnsRole).toStringList();
    if (f.table.isEmpty() || f.keyColumns.isEmpty())
        return f; // a group, a "more" line, a rule that could not run
    f.ruleId = current.data(RuleRole).toString();
    f.keyValues = current.data(ValuesRole).toList();
    f.message = current.data(Qt::DisplayRole).toString();
    return f;
}

void IntegrityPage::attachWriter(const DbConnection* connection, RowWriter* writer) {
    m_writeConn = connection;
    m_writer = writer;
    showHint();
}

QString IntegrityPage::fixUnavailable() const {
    if (!m_writeConn)
        return tr("Not connected.");
    if (!m_writer || m_writeConn->isReadOnly())
        return tr("This connection is read-only: a fix writes the row, so it is not offered.");
    if (m_running)
        return tr("A check is running: fix once it has ended.");
    return {};
}

void IntegrityPage::tell(const QString& title, const QString& text, bool warning) {
    m_lastMessage = text;
    if (m_ask) // a test answers for the person: nothing modal may wait for a click there
        return;
    QMessageBox box(warning ? QMessageBox::Warning : QMessageBox::Information, title, text, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("integrityFixMessage"));
    box.exec();
}

bool IntegrityPage::fixCurrent() {
    m_lastMessage.clear();
    const Finding f = currentFinding();
    if (f.ruleId.isEmpty())
        return false;
    const std::unique_ptr<SafeFix> fix =
        m_writeConn ? SafeFix::forRule(f.ruleId, *m_writeConn, ProfileStore().runThresholds(m_url)) : nullptr;
    const QString title = fix ? fix->label() : tr("Fix");
    if (const QString why = fixUnavailable(); !why.isEmpty() || !fix) {
        tell(title, why.isEmpty() ? tr("Rule %1 has no safe fix.").arg(f.ruleId) : why, false);
        return false;
    }
    const OperationPlan plan = fix->plan(f);
    if (plan.isRefused()) {
        tell(title, plan.refusal, false);
        recheck(f.ruleId); // what needs no fix now is not listed as needing one
        return false;
    }
    const QString sql = OperationPreview::sql(*m_writeConn, plan);
    const QString text = plan.sentences.join(QLatin1Char('\n'));
    bool yes = false;
    if (m_ask) {
        yes = m_ask(title, text, sql);
    } else {
        QMessageBox ask(QMessageBox::Question, title, text, QMessageBox::NoButton, this);
        ask.setObjectName(QStringLiteral("integrityFixConfirm"));
        ask.setInformativeText(tr("It is written in one transaction with the platform's audit entry, and only if the "
                                  "row still holds what was read. The statements are under Show Details."));
        ask.setDetailedText(sql);
        QPushButton* apply = ask.addButton(tr("Apply the Fix"), QMessageBox::AcceptRole);
        ask.addButton(QMessageBox::Cancel);
        ask.setDefaultButton(QMessageBox::Cancel);
        ask.exec();
        yes = ask.clickedButton() == static_cast<QAbstractButton*>(apply);
    }
    if (!yes)
        return false;
    const WriteResult r = fix->apply(plan, *m_writer);
    recheck(f.ruleId);
    if (!r.ok()) {
        tell(title, r.message, true);
        return false;
    }
    emit fixed(f.table);
    return true;
}

void IntegrityPage::recheck(const QString& ruleId) {
    if (!m_url.isValid() || m_running)
        return;
    if (!m_worker)
        m_worker = std::make_unique<FetchWorker>(m_url, true, QStringLiteral("integrity"), m_catalog);
    IntegrityChecker::Options options = checkOptions();
    options.ruleIds = {ruleId};
    QPointer<IntegrityPage> self(this);
    const int generation = m_generation;
    m_worker->post([self, generation, options, ruleId](const DbConnection* conn) {
        if (!conn)
            return;
        const IntegrityReport one = IntegrityChecker::run(*conn, options);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, generation, one, ruleId] {
                if (!self || generation != self->m_generation || self->m_running)
                    return;
                for (RuleOutcome& o : self->m_report.outcomes)
                    for (const RuleOutcome& again : one.outcomes)
                        if (o.info.id == ruleId && again.info.id == ruleId)
                            o = again;
                // The cursor stays where it was: on the next finding once the fixed one has left the list.
                const QModelIndex was = self->m_view->currentIndex();
                const int row = was.row(), groupRow = was.parent().row();
                self->showFindings();
                const QModelIndex group = self->m_model->index(groupRow, 0);
                const int rows = self->m_model->rowCount(group);
                if (was.isValid() && groupRow >= 0 && rows > 0)
                    self->m_view->setCurrentIndex(self->m_model->index(std::min(row, rows - 1), 0, group));
                self->showStatus();
                emit self->stateChanged();
                emit self->rechecked(ruleId);
            },
            Qt::QueuedConnection);
    });
}

void IntegrityPage::openCurrent() {
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(FindingColumn);
    const QString table = current.data(TableRole).toString();
    const QStringList columns = current.data(ColumnsRole).toStringList();
    if (table.isEmpty() || columns.isEmpty())
        return;
    emit openRowRequested(table, columns, current.data(ValuesRole).toList());
}

} // namespace metadesk
