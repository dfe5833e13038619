#include "StartPage.h"
#include "ui_StartPage.h"

#include "ConnectDialog.h"
#include "RecentConnectionDelegate.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/style/Glyphs.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QShortcut>
#include <QStandardItemModel>

namespace metadesk {

namespace {
enum class Glyph { Play, File, Database };

/// The big buttons' icons: a white glyph on a tile in the palette's accent colour, drawn here so that the three
/// match on every platform and theme (standard icons differ in size and style from one style to the next).
QIcon tileIcon(Glyph glyph, const QColor& accent) {
    constexpr int kSize = 96;
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath tile;
    tile.addRoundedRect(QRectF(4, 4, kSize - 8, kSize - 8), 18, 18);
    p.fillPath(tile, accent);
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    switch (glyph) {
    case Glyph::Play: {
        const QPointF triangle[] = {{36, 28}, {36, 68}, {70, 48}};
        p.drawPolygon(triangle, 3);
        break;
    }
    case Glyph::File: {
        QPainterPath page;
        page.moveTo(30, 22);
        page.lineTo(56, 22);
        page.lineTo(68, 34);
        page.lineTo(68, 74);
        page.lineTo(30, 74);
        page.closeSubpath();
        p.drawPath(page);
        p.setBrush(accent.darker(115));
        const QPointF corner[] = {{56, 22}, {56, 34}, {68, 34}};
        p.drawPolygon(corner, 3);
        p.setPen(QPen(accent, 4, Qt::SolidLine, Qt::RoundCap));
        for (int y : {46, 56, 66})
            p.drawLine(QPointF(38, y), QPointF(60, y));
        break;
    }
    case Glyph::Database: {
        const QRectF body(26, 30, 44, 40);
        p.drawRect(body);
        p.drawEllipse(QRectF(26, 62, 44, 16));
        p.setPen(QPen(accent, 3));
        for (qreal y : {40.0, 52.0})
            p.drawArc(QRectF(26, y, 44, 16), 180 * 16, 180 * 16);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::white);
        p.drawEllipse(QRectF(26, 22, 44, 16));
        p.setBrush(accent.lighter(135));
        p.drawEllipse(QRectF(32, 25, 32, 10));
        break;
    }
    }
    p.end();
    return QIcon(pixmap);
}
} // namespace

StartPage::StartPage(QWidget* parent) : QWidget(parent), m_ui(std::make_unique<Ui::StartPage>()) {
    m_ui->setupUi(this);

    QFont title = m_ui->titleLabel->font();
    title.setPointSizeF(title.pointSizeF() * 2.2);
    title.setBold(true);
    m_ui->titleLabel->setFont(title);
    QFont heading = m_ui->recentLabel->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.1);
    m_ui->recentLabel->setFont(heading);
    QPalette dim = m_ui->taglineLabel->palette();
    QColor dimText = dim.color(QPalette::WindowText);
    dimText.setAlphaF(0.7f);
    dim.setColor(QPalette::WindowText, dimText);
    m_ui->taglineLabel->setPalette(dim);
    m_ui->emptyLabel->setPalette(dim);

    const QColor accent = palette().color(QPalette::Highlight);
    m_ui->demoButton->setIcon(tileIcon(Glyph::Play, accent));
    m_ui->sqliteButton->setIcon(tileIcon(Glyph::File, accent));
    m_ui->postgresButton->setIcon(tileIcon(Glyph::Database, accent));

    m_recent = new QStandardItemModel(this);
    m_ui->recentView->setModel(m_recent);
    m_ui->recentView->setItemDelegate(new RecentConnectionDelegate(m_ui->recentView));

    // One action for the Delete key and the context menu, which then shows the key beside it.
    m_removeAction = new QAction(tr("Remove from list"), m_ui->recentView);
    m_removeAction->setObjectName(QStringLiteral("removeRecentAction"));
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setShortcutContext(Qt::WidgetShortcut);
    m_ui->recentView->addAction(m_removeAction);
    connect(m_removeAction, &QAction::triggered, this, [this]() { removeRecent(m_ui->recentView->currentIndex()); });

    m_ui->readOnlyCheck->setChecked(Settings::instance().get(Settings::Key::StartReadOnly).toBool());
    connect(m_ui->readOnlyCheck, &QCheckBox::toggled, this,
            [](bool on) { Settings::instance().set(Settings::Key::StartReadOnly, on); });
    connect(m_ui->demoButton, &QToolButton::clicked, this, [this]() { emit demoRequested(isReadOnly()); });
    m_return = new QPushButton(this);
    m_return->setObjectName(QStringLiteral("returnButton"));
    m_return->setIcon(glyphs::icon(glyphs::Glyph::Back));
    m_return->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_return->hide();
    m_ui->columnLayout->insertWidget(0, m_return, 0, Qt::AlignLeft);
    connect(m_return, &QPushButton::clicked, this, &StartPage::returnRequested);
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, [this]() {
        if (!m_return->isHidden())
            emit returnRequested();
    });
    connect(m_ui->sqliteButton, &QToolButton::clicked, this, &StartPage::openSqliteFile);
    connect(m_ui->postgresButton, &QToolButton::clicked, this, &StartPage::connectToPostgres);
    // activated: Enter, or a double-click (a single click where the platform opens items that way).
    connect(m_ui->recentView, &QListView::activated, this, &StartPage::openRecent);
    connect(m_ui->recentView, &QListView::customContextMenuRequested, this, &StartPage::showRecentMenu);
    refreshRecent();
}

StartPage::~StartPage() = default;

bool StartPage::isReadOnly() const {
    return m_ui->readOnlyCheck->isChecked();
}

void StartPage::setReadOnly(bool readOnly) {
    m_ui->readOnlyCheck->setChecked(readOnly);
}

void StartPage::refreshRecent() {
    m_recent->clear();
    Settings::instance().reload(); // another window or program may have saved a profile since
    const QList<ConnectionProfile> profiles = ProfileStore().profiles();
    for (const ConnectionProfile& profile : profiles) {
        auto* item = new QStandardItem(profile.displayName);
        const QString url = profile.url.toDisplayString();
        const bool missing = profile.url.isSqlite() && !QFileInfo::exists(profile.url.path());
        item->setData(url, RecentConnectionDelegate::UrlRole);
        item->setData(profile.readOnly, RecentConnectionDelegate::ReadOnlyRole);
        item->setData(profile.id, RecentConnectionDelegate::IdRole);
        item->setData(profile.lastUsed, RecentConnectionDelegate::LastUsedRole);
        item->setData(missing, RecentConnectionDelegate::MissingRole);
        item->setToolTip(url);
        QStringList spoken{profile.displayName, url};
        if (profile.readOnly)
            spoken << tr("read-only");
        if (missing)
            spoken << tr("file not found");
        item->setData(spoken.join(QStringLiteral(", ")), Qt::AccessibleTextRole);
        item->setEditable(false);
        m_recent->appendRow(item);
    }
    // As tall as its rows (twelve at most), so the page does not end in an empty white box.
    QListView* view = m_ui->recentView;
    int height = 2 * view->frameWidth();
    for (int row = 0; row < m_recent->rowCount(); ++row)
        height += view->sizeHintForRow(row);
    view->setMaximumHeight(height);
    const bool any = m_recent->rowCount() > 0;
    m_ui->recentView->setVisible(any);
    m_ui->emptyLabel->setVisible(!any);
    if (any)
        m_ui->recentView->setCurrentIndex(m_recent->index(0, 0));
}

void StartPage::noteOpened(const DatabaseUrl& url, bool readOnly) {
    ProfileStore().noteOpened(url, readOnly);
    refreshRecent();
}

void StartPage::openSqliteFile() {
    Settings& settings = Settings::instance();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open SQLite Database"),
                                                      settings.get(Settings::Key::LastSqliteFolder).toString(),
                                                      tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.set(Settings::Key::LastSqliteFolder, QFileInfo(path).absolutePath());
    emit openRequested(DatabaseUrl::sqliteFile(path), isReadOnly());
}

void StartPage::setReturnTo(const QString& databaseName) {
    m_return->setText(tr("Back to %1").arg(databaseName));
    m_return->setToolTip(tr("The database stays open: return to it as you left it (Escape)"));
    m_return->setAccessibleName(m_return->text());
    m_return->setVisible(!databaseName.isEmpty());
}

void StartPage::connectToPostgres() {
    if (m_connectDialog) {
        m_connectDialog->raise();
        m_connectDialog->activateWindow();
        return;
    }
    m_connectDialog = new ConnectDialog(this);
    m_connectDialog->setAttribute(Qt::WA_DeleteOnClose);
    // Starts from the most recent PostgreSQL connection: most often it is the same server again.
    const QList<ConnectionProfile> profiles = ProfileStore().profiles();
    for (const ConnectionProfile& profile : profiles) {
        if (profile.url.isPostgres()) {
            m_connectDialog->setProfile(profile);
            break;
        }
    }
    if (isReadOnly())
        m_connectDialog->setReadOnly(true); // the switch can only make the connection more careful
    ConnectDialog* dialog = m_connectDialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog]() {
        refreshRecent();
        emit openRequested(dialog->url(), dialog->readOnly());
    });
    dialog->open();
}

bool StartPage::passwordFor(const ConnectionProfile& profile, QString* password) {
    QString why;
    if (profile.rememberPassword) {
        bool found = false;
        if (Keychain::read(profile.keychainKey(), password, &found, &why))
            return true;
    }
    const QString notice = Keychain::takeUnavailableNotice();
    QString label =
        tr("Password for %1 on %2:")
            .arg(profile.url.user().isEmpty() ? tr("the default user") : profile.url.user(), profile.url.shortName());
    if (!notice.isEmpty())
        label = notice + QStringLiteral("\n\n") + label;
    bool ok = false;
    *password =
        QInputDialog::getText(this, tr("Connect to %1").arg(profile.displayName), label, QLineEdit::Password, {}, &ok);
    return ok;
}

void StartPage::openRecent(const QModelIndex& index) {
    if (!index.isValid())
        return;
    const ConnectionProfile profile = ProfileStore().find(index.data(RecentConnectionDelegate::IdRole).toString());
    if (!profile.isValid()) {
        refreshRecent(); // removed meanwhile (another window)
        return;
    }
    DatabaseUrl url = profile.url;
    if (url.isPostgres()) {
        QString password;
        if (!passwordFor(profile, &password))
            return;
        url.setPassword(password);
    }
    // A connection kept as read-only stays so; the switch can only make an open more careful.
    emit openRequested(url, isReadOnly() || profile.readOnly);
}

void StartPage::removeRecent(const QModelIndex& index) {
    if (!index.isValid())
        return;
    ProfileStore store;
    const ConnectionProfile profile = store.find(index.data(RecentConnectionDelegate::IdRole).toString());
    if (profile.isValid() && profile.rememberPassword) {
        QString why;
        Keychain::remove(profile.keychainKey(), &why); // a forgotten connection leaves no password behind
    }
    if (profile.isValid())
        store.remove(profile.id);
    refreshRecent();
}

void StartPage::showRecentMenu(const QPoint& position) {
    const QModelIndex index = m_ui->recentView->indexAt(position);
    if (!index.isValid())
        return;
    m_ui->recentView->setCurrentIndex(index);
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("recentMenu"));
    QAction* open = menu.addAction(tr("Open"));
    menu.setDefaultAction(open);
    menu.addAction(m_removeAction); // removes the current item, set just above
    const QPersistentModelIndex item(index);
    if (menu.exec(m_ui->recentView->viewport()->mapToGlobal(position)) == open && item.isValid())
        openRecent(item);
}

} // namespace metadesk
