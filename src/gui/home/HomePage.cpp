#include "HomePage.h"

#include "HomeTile.h"
#include "HomeTones.h"
#include "RunsChart.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"
#include "gui/charts/ChartView.h"
#include "gui/detail/DetailStyle.h"
#include "gui/style/ElidedLabel.h"
#include "models/FetchWorker.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace metadesk {

namespace {
constexpr int kTileColumns = 4;
const int kIntervals[] = {0, 10, 30, 60, 300};

QStringList idsOf(const HomeSnapshot& s) {
    QStringList ids;
    for (const HomeFigure& f : s.figures) {
        ids << f.id;
        for (const HomeFigure& part : f.parts)
            ids << part.id;
    }
    for (Platform p : s.platforms)
        ids << platforms::key(p);
    return ids;
}
} // namespace

HomePage::HomePage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("homePage"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("homeScroll"));
    scroll->setAccessibleName(tr("Overview"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* content = new QWidget(scroll);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(10);

    auto* header = new QHBoxLayout();
    // A database's name can be long (a file's, a server's test database): cut at its end (the database's name comes
    // before its server's) to the room the header leaves it, so that the header never makes the page wider than its
    // pane.
    m_title = new ElidedLabel(content);
    m_title->setObjectName(QStringLiteral("homeTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_updated = new QLabel(content);
    m_updated->setObjectName(QStringLiteral("homeUpdated"));
    m_interval = new QComboBox(content);
    m_interval->setObjectName(QStringLiteral("homeInterval"));
    m_interval->setAccessibleName(tr("Refresh the overview"));
    for (int seconds : kIntervals)
        m_interval->addItem(seconds == 0   ? tr("Refresh: only on F5")
                            : seconds < 60 ? tr("Refresh every %1 s").arg(seconds)
                                           : tr("Refresh every %1 min").arg(seconds / 60),
                            seconds);
    m_refresh = new QPushButton(tr("Refresh &Now"), content);
    m_refresh->setObjectName(QStringLiteral("homeRefresh"));
    m_refresh->setAccessibleName(tr("Refresh the overview now"));
    header->addWidget(m_title);
    header->addStretch(1);
    header->addWidget(m_updated);
    header->addWidget(m_interval);
    header->addWidget(m_refresh);
    layout->addLayout(header);

    // The integrity check's badge: what the last check in this session found; a check only when asked.
    auto* integrityRow = new QHBoxLayout();
    m_integrityBadge = new QPushButton(content);
    m_integrityBadge->setObjectName(QStringLiteral("homeIntegrity"));
    m_integrityBadge->setAccessibleName(tr("Integrity check"));
    m_integrityBadge->setToolTip(tr("Open the Integrity page"));
    m_integrityCheck = new QPushButton(tr("Check Integrity"), content);
    m_integrityCheck->setObjectName(QStringLiteral("homeIntegrityCheck"));
    m_integrityCheck->setAccessibleName(tr("Check the database's integrity now"));
    integrityRow->addWidget(m_integrityBadge);
    integrityRow->addWidget(m_integrityCheck);
    integrityRow->addStretch(1);
    layout->addLayout(integrityRow);
    connect(m_integrityBadge, &QPushButton::clicked, this, &HomePage::integrityOpened);
    connect(m_integrityCheck, &QPushButton::clicked, this, &HomePage::integrityCheckRequested);
    setIntegrity(0, 0, {}, false);

    m_standby = new QLabel(content);
    m_standby->setObjectName(QStringLiteral("homeStandby"));
    m_standby->setAccessibleName(tr("Replication lag"));
    m_standby->setWordWrap(true);
    m_standby->setStyleSheet(
        QStringLiteral("QLabel { background: #e0f2fe; border: 1px solid #0284c7; padding: 4px; }"));
    m_standby->hide();
    layout->addWidget(m_standby);

    m_errors = new QLabel(content);
    m_errors->setObjectName(QStringLiteral("homeErrors"));
    m_errors->setWordWrap(true);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errors->hide();
    layout->addWidget(m_errors);

    m_sections = new QVBoxLayout();
    m_sections->setSpacing(14);
    layout->addLayout(m_sections);

    auto* auditHeading = new QLabel(tr("Last audit entries"), content);
    auditHeading->setObjectName(QStringLiteral("homeAuditHeading"));
    QFont headingFont = auditHeading->font();
    headingFont.setBold(true);
    auditHeading->setFont(headingFont);
    layout->addWidget(auditHeading);
    m_auditModel = new QStandardItemModel(0, 6, this);
    m_auditModel->setHorizontalHeaderLabels(
        {tr("When"), tr("Platform"), tr("Actor"), tr("Action"), tr("Target"), tr("Outcome")});
    m_audit = new QTreeView(content);
    m_audit->setObjectName(QStringLiteral("homeAudit"));
    m_audit->setAccessibleName(tr("Last audit entries"));
    m_audit->setModel(m_auditModel);
    m_audit->setRootIsDecorated(false);
    m_audit->setUniformRowHeights(true);
    m_audit->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_audit->setMinimumHeight(180);
    m_audit->header()->setStretchLastSection(true);
    layout->addWidget(m_audit);
    layout->addStretch(1);

    m_timer = new QTimer(this);
    m_timer->setObjectName(QStringLiteral("homeTimer"));
    connect(m_timer, &QTimer::timeout, this,
            [this]() { read(needsEarlierDays(QDateTime::currentDateTimeUtc().date())); });
    connect(m_refresh, &QPushButton::clicked, this, &HomePage::refresh);
    const int stored = Settings::instance().get(Settings::Key::HomeRefreshSeconds).toInt();
    m_interval->setCurrentIndex(qMax(0, m_interval->findData(stored)));
    connect(m_interval, &QComboBox::currentIndexChanged, this, [this]() {
        Settings::instance().set(Settings::Key::HomeRefreshSeconds, m_interval->currentData());
        updateTimer();
    });
    connect(m_audit, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const QModelIndex first = index.siblingAtColumn(0);
        emit auditEntryActivated(first.data(Qt::UserRole + 1).toString(), first.data(Qt::UserRole).toLongLong());
    });
}

void HomePage::setIntegrity(qint64 errors, qint64 warnings, const QDateTime& checkedAt, bool running) {
    m_integrityCheck->setEnabled(!running);
    theme::Tone tone = theme::Tone::Neutral;
    if (running) {
        m_integrityBadge->setText(tr("Integrity: checking…"));
    } else if (!checkedAt.isValid()) {
        m_integrityBadge->setText(tr("Integrity: not checked in this session"));
    } else {
        m_integrityBadge->setText(tr("Integrity: %1 errors, %2 warnings (checked %3)")
                                      .arg(QLocale().toString(errors), QLocale().toString(warnings),
                                           timedisplay::inZone(checkedAt).time().toString(QStringLiteral("HH:mm"))));
        tone = errors > 0 ? theme::Tone::Bad : warnings > 0 ? theme::Tone::Warning : theme::Tone::Good;
    }
    m_integrityBadge->setStyleSheet(tone == theme::Tone::Neutral
                                        ? QString()
                                        : QStringLiteral("QPushButton { color: %1; font-weight: bold; }")
                                              .arg(theme::toneColour(tone, palette()).name()));
}

HomePage::~HomePage() {
    FetchWorker::retire(std::move(m_worker));
}

int HomePage::refreshSeconds() const {
    return m_interval->currentData().toInt();
}

void HomePage::setRefreshSeconds(int seconds) {
    const int index = m_interval->findData(seconds);
    if (index >= 0)
        m_interval->setCurrentIndex(index);
}

bool HomePage::isAutoRefreshing() const {
    return m_timer->isActive();
}

void HomePage::open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog) {
    close();
    m_url = url;
    m_catalog = std::move(catalog);
    m_title->setFullText(tr("Overview of %1").arg(url.shortName()));
    m_worker =
        std::make_unique<FetchWorker>(url, true, QStringLiteral("home"), nullptr, FetchWorker::Connect::OnFirstTask);
    // Read once it is on the screen: a table asked for at start-up is shown instead, and the overview's figures on
    // ten million runs took seconds of a core beside its first rows.
    if (isVisible())
        read(false); // today first (showEvent)
    updateTimer();
}

void HomePage::close() {
    ++m_generation;
    m_reading = false;
    m_readAgain = false;
    m_earlierDaysComing = false;
    m_timer->stop();
    FetchWorker::retire(std::move(m_worker));
    m_snapshot = HomeSnapshot{};
    m_earlierDays.clear();
    m_catalog.reset();
    showFigures();
    showAudit();
    m_updated->clear();
    m_errors->hide();
}

void HomePage::refresh() {
    if (m_worker && m_reading) {
        // Read again once the read under way is shown: asked for now, it may be for what that read does not see (a
        // row just written, the profile's new thresholds). The timer's reads are not remembered: it ticks again.
        m_readAgain = true;
        return;
    }
    read(true);
}

void HomePage::read(bool withHistory) {
    if (!m_worker || m_reading)
        return; // the read under way will show what there is
    m_reading = true;
    ChartView::loadModuleSoon(); // the runs per day are charted once read
    m_updated->setText(tr("Reading…"));
    const int generation = ++m_generation;
    QPointer<HomePage> self(this);
    std::shared_ptr<const Catalog> catalog = m_catalog;
    const FetchWorker* worker = m_worker.get(); // alive while its task runs (a retired worker finishes it first)
    // The profile's thresholds, read here: the settings belong to this thread.
    const RunThresholds thresholds = ProfileStore().runThresholds(m_url);
    m_worker->post([self, generation, catalog, withHistory, worker, thresholds](const DbConnection* conn) {
        HomeSnapshot snapshot;
        if (conn) {
            conn->shareCatalog(catalog); // the GUI's reconciled catalog: no second read of the schema
            snapshot = HomeSummary::collect(*conn, QDateTime::currentDateTimeUtc(), withHistory, thresholds);
        } else {
            snapshot.takenAt = QDateTime::currentDateTimeUtc();
            snapshot.errors << tr("Could not connect to read the overview: %1").arg(worker->openError());
        }
        const bool connected = conn != nullptr;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the page: the GUI thread may be destroying it now
            [self, generation, snapshot, connected] {
                if (self)
                    self->present(generation, snapshot, connected);
            },
            Qt::QueuedConnection);
    });
}

int HomePage::earlierDaysComing() const {
    return m_earlierDaysComing ? HomeSummary::kRunDays - 1 : 0;
}

bool HomePage::needsEarlierDays(const QDate& todayUtc) const {
    // The chart's earlier days end yesterday; after midnight UTC (or never read) they are read again.
    return m_earlierDays.isEmpty() || m_earlierDays.constLast().day != todayUtc.addDays(-1);
}

void HomePage::present(int generation, HomeSnapshot snapshot, bool connected) {
    if (generation != m_generation)
        return;
    m_reading = false;
    if (!connected) {
        // The worker keeps no connection that failed to open: the next read (timer or F5) tries a new one.
        FetchWorker::retire(std::move(m_worker));
        m_worker = std::make_unique<FetchWorker>(m_url, true, QStringLiteral("home"), nullptr,
                                                 FetchWorker::Connect::OnFirstTask);
    }
    m_earlierDaysComing = false;
    const bool readAgain = m_readAgain;
    m_readAgain = false;
    if (snapshot.runDays.size() > 1) {
        m_earlierDays = snapshot.runDays.mid(0, snapshot.runDays.size() - 1);
    } else if (!snapshot.runDays.isEmpty()) {
        if (needsEarlierDays(snapshot.runDays.constFirst().day)) {
            // The first read (today alone, so that its figures come at once), or one across midnight UTC (the cached
            // days end the day before yesterday): today is shown alone for now, and the earlier days read at once.
            m_earlierDays.clear();
            m_earlierDaysComing = true;
        } else {
            snapshot.runDays = m_earlierDays + snapshot.runDays; // today, after the earlier days as last read
        }
    }
    const bool sameShape = idsOf(snapshot) == idsOf(m_snapshot);
    m_snapshot = snapshot;
    if (sameShape) {
        for (const HomeFigure& f : m_snapshot.figures) {
            if (HomeTile* t = m_tiles.value(f.id))
                t->setFigure(f);
            for (const HomeFigure& part : f.parts)
                if (HomeTile* t = m_tiles.value(part.id))
                    t->setFigure(part);
        }
        if (m_chart)
            m_chart->setDays(m_snapshot.runDays, {}, earlierDaysComing());
    } else {
        showFigures(); // the first snapshot, or tables that came or went: laid out anew
    }
    showAudit();
    m_updated->setText(
        tr("Updated %1").arg(timedisplay::inZone(snapshot.takenAt).time().toString(QStringLiteral("HH:mm:ss"))));
    m_updated->setToolTip(tr("%1 (%2)").arg(timedisplay::text(snapshot.takenAt), timedisplay::zoneName()));
    // A hot standby's figures are its primary's as of its last replayed change: how long ago that was, read with them.
    if (snapshot.standby)
        m_standby->setText(
            snapshot.replicationLag
                ? tr("Hot standby: these figures are its primary's as of %1 s ago.")
                      .arg(QLocale().toString(*snapshot.replicationLag, 'f', 1))
                : tr("Hot standby: nothing replayed from its primary yet; these figures are as it was copied."));
    m_standby->setVisible(snapshot.standby);
    if (snapshot.errors.isEmpty()) {
        m_errors->hide();
    } else {
        m_errors->setText(snapshot.errors.join(QLatin1Char('\n')));
        m_errors->setStyleSheet(QStringLiteral("color: %1").arg(detailstyle::css(detailstyle::warning(palette()))));
        m_errors->show();
    }
    // The earlier days still to read, or a refresh asked for while this one ran: one more read, at once, unless
    // another read starts first (it reads the earlier days when they are missing), the database is closed, or the
    // page is no longer on the screen (showEvent reads them when it is again).
    if (m_earlierDaysComing || readAgain) {
        const int asked = m_generation;
        QTimer::singleShot(0, this, [this, asked, readAgain]() {
            if (asked != m_generation || !isVisible())
                return;
            read(readAgain || needsEarlierDays(QDateTime::currentDateTimeUtc().date()));
        });
    }
    emit snapshotShown();
}

void HomePage::showFigures() {
    for (QWidget* w : std::as_const(m_sectionByPlatform))
        delete w;
    m_sectionByPlatform.clear();
    m_tiles.clear();
    m_breakdowns.clear();
    m_chart = nullptr;
    for (Platform p : std::as_const(m_snapshot.platforms))
        m_sections->addWidget(section(p));
}

QWidget* HomePage::section(Platform platform) {
    auto* box = new QWidget(this);
    box->setObjectName(QStringLiteral("homeSection_") + platforms::key(platform));
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading = new QLabel(platforms::displayName(platform), box);
    QFont headingFont = heading->font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.15);
    heading->setFont(headingFont);
    layout->addWidget(heading);

    auto makeTile = [this, box](const HomeFigure& f) {
        auto* tile = new HomeTile(box);
        tile->setFigure(f);
        m_tiles.insert(f.id, tile);
        connect(tile, &HomeTile::clicked, this, [this, tile]() { emit linkActivated(tile->figure().link); });
        return tile;
    };
    auto* grid = new QGridLayout();
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(8);
    int n = 0;
    for (const HomeFigure& f : std::as_const(m_snapshot.figures)) {
        if (f.platform != platform || !f.parts.isEmpty())
            continue;
        grid->addWidget(makeTile(f), n / kTileColumns, n % kTileColumns);
        ++n;
    }
    for (int c = 0; c < kTileColumns; ++c)
        grid->setColumnStretch(c, 1);
    layout->addLayout(grid);
    // A figure with a breakdown (runs today by status, tokens by workspace) gets its own row.
    for (const HomeFigure& f : std::as_const(m_snapshot.figures)) {
        if (f.platform != platform || f.parts.isEmpty())
            continue;
        auto* row = new QGridLayout();
        row->setHorizontalSpacing(8);
        row->addWidget(makeTile(f), 0, 0);
        int column = 1;
        for (const HomeFigure& part : f.parts) {
            row->addWidget(makeTile(part), (column) / (kTileColumns + 1), column % (kTileColumns + 1));
            ++column;
        }
        for (int c = 0; c <= kTileColumns; ++c)
            row->setColumnStretch(c, 1);
        layout->addLayout(row);
    }
    if (platform == Platform::Tabularia && !m_snapshot.runDays.isEmpty()) {
        m_chart = new RunsChart(box);
        QStringList order;
        if (const TableDescriptor* runs = m_catalog ? m_catalog->table(QStringLiteral("runs")) : nullptr)
            if (const ColumnDescriptor* status = runs->column(QStringLiteral("status")))
                order = status->enumValues;
        m_chart->setDays(m_snapshot.runDays, order, earlierDaysComing());
        connect(m_chart, &RunsChart::linkActivated, this, &HomePage::linkActivated);
        layout->addWidget(m_chart);
    }
    m_sectionByPlatform.insert(platform, box);
    return box;
}

void HomePage::showAudit() {
    m_auditModel->removeRows(0, m_auditModel->rowCount());
    // Times as the tables show them, the zone in the heading (the runs chart counts UTC days, and says so).
    m_auditModel->setHeaderData(0, Qt::Horizontal, tr("When (%1)").arg(timedisplay::zoneName()));
    for (const HomeAuditEntry& e : std::as_const(m_snapshot.audit)) {
        auto* when = new QStandardItem(timedisplay::text(e.at)); // as the tables show it, in the zone named above
        when->setData(e.id, Qt::UserRole);
        when->setData(e.table, Qt::UserRole + 1);
        auto* outcome = new QStandardItem(e.outcome);
        if (e.outcome == QLatin1String("failure") || e.outcome == QLatin1String("denied"))
            outcome->setForeground(theme::toneColour(theme::Tone::Bad, palette()));
        m_auditModel->appendRow({when, new QStandardItem(platforms::displayName(e.platform)),
                                 new QStandardItem(e.actor), new QStandardItem(e.action), new QStandardItem(e.target),
                                 outcome});
    }
    for (int c = 0; c < m_auditModel->columnCount() - 1; ++c)
        m_audit->resizeColumnToContents(c);
}

void HomePage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // Never read yet, or back on the page after a while away: what it shows may be old. The first read takes today
    // alone: on ten million runs the chart's earlier days take a second or two, today's figures a tenth of one.
    if (m_worker && !m_snapshot.takenAt.isValid())
        read(false);
    else if (m_worker &&
             (m_earlierDaysComing ||
              (refreshSeconds() > 0 && m_snapshot.takenAt.secsTo(QDateTime::currentDateTimeUtc()) >= refreshSeconds())))
        read(needsEarlierDays(QDateTime::currentDateTimeUtc().date())); // the earlier days too, if left unread
    updateTimer();
}

void HomePage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    updateTimer();
}

void HomePage::updateTimer() {
    const int seconds = refreshSeconds();
    if (m_worker && seconds > 0 && isVisible())
        m_timer->start(seconds * 1000);
    else
        m_timer->stop();
}

} // namespace metadesk
