#include "common/TestDatabases.h"
#include "core/demo/DemoGenerator.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/connect/ConnectDialog.h"
#include "gui/connect/RecentConnectionDelegate.h"
#include "gui/connect/StartPage.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

Q_DECLARE_METATYPE(metadesk::DatabaseUrl)

namespace {
/// Answers the next modal widget of type T (a prompt, a file dialog, a menu) as soon as it is up. Whatever modal
/// widget is still up after ten seconds is closed, so a test that went wrong fails instead of hanging.
template <typename T> void whenShown(std::function<void(T*)> answer) {
    auto* timer = new QTimer(qApp);
    timer->setInterval(20);
    auto* clock = new QElapsedTimer;
    clock->start();
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, clock, answer]() {
        T* widget = qobject_cast<T*>(QApplication::activePopupWidget());
        const QList<QWidget*> windows = QApplication::topLevelWidgets();
        for (QWidget* window : windows) {
            if (!widget && window->isVisible())
                widget = qobject_cast<T*>(window);
        }
        if (!widget && clock->elapsed() < 10000)
            return;
        timer->stop();
        timer->deleteLater();
        delete clock;
        if (widget) {
            answer(widget);
            return;
        }
        qWarning("no %s came up", T::staticMetaObject.className());
        for (QWidget* window : windows) {
            if (window->isVisible() && (window->isModal() || window->windowType() == Qt::Popup))
                window->close();
        }
    });
    timer->start();
}
} // namespace

/// The start page: its ways to open a database, the read-only switch, and the recent connections with what
/// opening and removing one does.
class TestStartPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void buttonsHaveAccessibleNames();
    void openDemoCarriesTheReadOnlySwitch();
    void recentListShowsStoredProfiles();
    void removingOneUpdatesTheStore();
    void removingFromTheContextMenu();
    void openingARecentFileAsksNothing_data();
    void openingARecentFileAsksNothing();
    void rememberedPasswordComesFromTheKeychain();
    void otherwiseThePasswordIsAskedFor();
    void cancelledPromptOpensNothing();
    void openSqliteFileAsksForAFile();
    void noteOpenedPutsTheDatabaseFirst();
    void connectToPostgresOpensWhatTheDialogAccepted();

private:
    QStandardItemModel* modelOf(StartPage& page) { return page.recentModel(); }

    QTemporaryDir m_dir;
};

void TestStartPage::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    qRegisterMetaType<DatabaseUrl>();
    QVERIFY(m_dir.isValid());
    Settings::instance().openFile(m_dir.filePath(QStringLiteral("metadesk.conf")));
    QVERIFY2(Keychain::probe(Keychain::DefaultTimeoutMs, &why), qPrintable(why));
}

void TestStartPage::init() {
    ProfileStore().clear();
    Settings::instance().reset(Settings::Key::StartReadOnly);
}

void TestStartPage::buttonsHaveAccessibleNames() {
    StartPage page;
    page.show();
    const QList<QPair<QString, QString>> expected = {
        {QStringLiteral("demoButton"), QStringLiteral("Open demo")},
        {QStringLiteral("sqliteButton"), QStringLiteral("Open SQLite file")},
        {QStringLiteral("postgresButton"), QStringLiteral("Connect to PostgreSQL")},
        {QStringLiteral("readOnlyCheck"), QStringLiteral("Read-only (audit browsing)")},
        {QStringLiteral("recentView"), QStringLiteral("Recent connections")},
    };
    for (const auto& [name, accessible] : expected) {
        auto* widget = page.findChild<QWidget*>(name);
        QVERIFY2(widget, qPrintable(name));
        QCOMPARE(widget->accessibleName(), accessible);
        QVERIFY2(widget->isVisibleTo(&page) || name == QStringLiteral("recentView"), qPrintable(name));
    }
    auto* title = page.findChild<QLabel*>(QStringLiteral("titleLabel"));
    QVERIFY(title && title->text() == QStringLiteral("Metadesk"));
    // With nothing opened yet the list gives way to a sentence.
    QVERIFY(!page.findChild<QListView*>(QStringLiteral("recentView"))->isVisible());
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("emptyLabel"))->isVisible());
}

void TestStartPage::openDemoCarriesTheReadOnlySwitch() {
    StartPage page;
    page.show();
    QSignalSpy spy(&page, &StartPage::demoRequested);
    auto* demo = page.findChild<QToolButton*>(QStringLiteral("demoButton"));
    auto* readOnly = page.findChild<QCheckBox*>(QStringLiteral("readOnlyCheck"));
    QVERIFY(!readOnly->isChecked());
    QTest::mouseClick(demo, Qt::LeftButton);
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), false);
    QTest::mouseClick(readOnly, Qt::LeftButton, {}, QPoint(6, readOnly->height() / 2)); // on the box itself
    QVERIFY(page.isReadOnly());
    QTest::mouseClick(demo, Qt::LeftButton);
    QCOMPARE(spy.size(), 2);
    QCOMPARE(spy.at(1).at(0).toBool(), true);
    // The switch is kept for the next session.
    StartPage next;
    QVERIFY(next.isReadOnly());
}

void TestStartPage::recentListShowsStoredProfiles() {
    ProfileStore store;
    const QString file = m_dir.filePath(QStringLiteral("kept.db"));
    QFile(file).open(QIODevice::WriteOnly);
    store.noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://auditor:hunter2@db.example.org:5432/holotable")),
                     true);
    store.noteOpened(DatabaseUrl::sqliteFile(file), false);
    store.noteOpened(DatabaseUrl::sqliteFile(m_dir.filePath(QStringLiteral("gone.db"))), false);

    StartPage page;
    page.show();
    QStandardItemModel* model = modelOf(page);
    QCOMPARE(model->rowCount(), 3);
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    QVERIFY(view->isVisible());
    QVERIFY(!page.findChild<QLabel*>(QStringLiteral("emptyLabel"))->isVisible());

    const QModelIndex gone = model->index(0, 0);
    QCOMPARE(gone.data().toString(), QStringLiteral("gone.db"));
    QVERIFY(gone.data(RecentConnectionDelegate::MissingRole).toBool());
    const QModelIndex kept = model->index(1, 0);
    QCOMPARE(kept.data().toString(), QStringLiteral("kept.db"));
    QCOMPARE(kept.data(RecentConnectionDelegate::UrlRole).toString(), QStringLiteral("sqlite://") + file);
    QVERIFY(!kept.data(RecentConnectionDelegate::MissingRole).toBool());
    QVERIFY(!kept.data(RecentConnectionDelegate::ReadOnlyRole).toBool());
    const QModelIndex server = model->index(2, 0);
    QCOMPARE(server.data().toString(), QStringLiteral("holotable@db.example.org"));
    QCOMPARE(server.data(RecentConnectionDelegate::UrlRole).toString(),
             QStringLiteral("postgresql://auditor@db.example.org:5432/holotable"));
    QVERIFY(server.data(RecentConnectionDelegate::ReadOnlyRole).toBool());
    QVERIFY(server.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("read-only")));
    for (int row = 0; row < model->rowCount(); ++row)
        QVERIFY(!model->index(row, 0)
                     .data(RecentConnectionDelegate::UrlRole)
                     .toString()
                     .contains(QStringLiteral("hunter2")));
}

void TestStartPage::removingOneUpdatesTheStore() {
    ProfileStore store;
    const ConnectionProfile first =
        store.noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://u@a:5432/one")), false);
    ConnectionProfile second = store.noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://u@b:5432/two")), false);
    second.rememberPassword = true;
    store.save(second);
    QString why;
    QVERIFY2(Keychain::write(second.keychainKey(), QStringLiteral("pw"), &why), qPrintable(why));

    StartPage page;
    page.show();
    QApplication::setActiveWindow(&page);
    QVERIFY(QTest::qWaitForWindowActive(&page)); // a shortcut fires only in the active window
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    QCOMPARE(modelOf(page)->rowCount(), 2);
    view->setFocus();
    view->setCurrentIndex(modelOf(page)->index(0, 0)); // "two", the most recent
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(modelOf(page)->rowCount(), 1);
    QCOMPARE(modelOf(page)->index(0, 0).data().toString(), QStringLiteral("one@a"));
    QCOMPARE(store.profiles().size(), 1);
    QCOMPARE(store.profiles().constFirst().id, first.id);
    // A forgotten connection leaves no password behind in the keychain.
    bool found = true;
    QString password;
    QVERIFY(!Keychain::read(second.keychainKey(), &password, &found, &why));
    QVERIFY(!found);
}

void TestStartPage::removingFromTheContextMenu() {
    ProfileStore store;
    store.noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://u@a:5432/one")), false);
    StartPage page;
    page.resize(800, 600);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    const QRect itemRect = view->visualRect(modelOf(page)->index(0, 0));
    bool offered = false;
    whenShown<QMenu>([&offered](QMenu* menu) {
        QStringList texts;
        const QList<QAction*> actions = menu->actions();
        for (QAction* action : actions)
            texts << action->text();
        offered = texts.contains(QStringLiteral("Remove from list"));
        for (QAction* action : actions) {
            if (action->objectName() == QStringLiteral("removeRecentAction"))
                menu->setActiveAction(action);
        }
        QTest::keyClick(menu, Qt::Key_Return);
    });
    emit view->customContextMenuRequested(itemRect.center());
    QVERIFY(offered);
    QCOMPARE(modelOf(page)->rowCount(), 0);
    QVERIFY(store.profiles().isEmpty());
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("emptyLabel"))->isVisible());
}

void TestStartPage::openingARecentFileAsksNothing_data() {
    QTest::addColumn<bool>("profileReadOnly");
    QTest::addColumn<bool>("switchOn");
    QTest::addColumn<bool>("expected");
    QTest::newRow("read-write") << false << false << false;
    QTest::newRow("switch on") << false << true << true;
    QTest::newRow("kept read-only") << true << false << true;
}

void TestStartPage::openingARecentFileAsksNothing() {
    QFETCH(bool, profileReadOnly);
    QFETCH(bool, switchOn);
    QFETCH(bool, expected);
    const QString file = m_dir.filePath(QStringLiteral("recent.db"));
    ProfileStore().noteOpened(DatabaseUrl::sqliteFile(file), profileReadOnly);
    StartPage page;
    page.setReadOnly(switchOn);
    page.show();
    QSignalSpy spy(&page, &StartPage::openRequested);
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    view->setFocus();
    view->setCurrentIndex(modelOf(page)->index(0, 0));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(spy.size(), 1);
    const auto url = spy.at(0).at(0).value<DatabaseUrl>();
    QVERIFY(url.isSqlite());
    QCOMPARE(url.path(), file);
    QCOMPARE(spy.at(0).at(1).toBool(), expected);
}

void TestStartPage::rememberedPasswordComesFromTheKeychain() {
    ProfileStore store;
    ConnectionProfile profile =
        store.noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://admin@db.example.org:5432/tabularia")), false);
    profile.rememberPassword = true;
    store.save(profile);
    QString why;
    QVERIFY2(Keychain::write(profile.keychainKey(), QStringLiteral("from-the-keychain"), &why), qPrintable(why));

    StartPage page;
    page.show();
    QSignalSpy spy(&page, &StartPage::openRequested);
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    const QPoint center = view->visualRect(modelOf(page)->index(0, 0)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, center);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, center);
    QCOMPARE(spy.size(), 1);
    const auto url = spy.at(0).at(0).value<DatabaseUrl>();
    QCOMPARE(url.password(), QStringLiteral("from-the-keychain"));
    QCOMPARE(url.databaseName(), QStringLiteral("tabularia"));
    QCOMPARE(spy.at(0).at(1).toBool(), false);
    QVERIFY(Keychain::remove(profile.keychainKey(), &why));
}

void TestStartPage::otherwiseThePasswordIsAskedFor() {
    ProfileStore().noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://admin@db.example.org:5432/tabularia")),
                              true);
    StartPage page;
    page.show();
    QSignalSpy spy(&page, &StartPage::openRequested);
    QString prompt;
    QLineEdit::EchoMode echo = QLineEdit::Normal;
    whenShown<QInputDialog>([&](QInputDialog* dialog) {
        prompt = dialog->labelText();
        echo = dialog->textEchoMode();
        dialog->setTextValue(QStringLiteral("typed-at-the-prompt"));
        dialog->accept();
    });
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    view->setFocus();
    view->setCurrentIndex(modelOf(page)->index(0, 0));
    QTest::keyClick(view, Qt::Key_Enter);
    QCOMPARE(spy.size(), 1);
    QVERIFY2(prompt.contains(QStringLiteral("admin")) && prompt.contains(QStringLiteral("tabularia@db.example.org")),
             qPrintable(prompt));
    QCOMPARE(echo, QLineEdit::Password);
    QCOMPARE(spy.at(0).at(0).value<DatabaseUrl>().password(), QStringLiteral("typed-at-the-prompt"));
    QCOMPARE(spy.at(0).at(1).toBool(), true);
}

void TestStartPage::cancelledPromptOpensNothing() {
    ProfileStore().noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://admin@db.example.org:5432/t")), false);
    StartPage page;
    page.show();
    QSignalSpy spy(&page, &StartPage::openRequested);
    whenShown<QInputDialog>([](QInputDialog* dialog) { dialog->reject(); });
    auto* view = page.findChild<QListView*>(QStringLiteral("recentView"));
    view->setFocus();
    view->setCurrentIndex(modelOf(page)->index(0, 0));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(spy.size(), 0);
}

void TestStartPage::openSqliteFileAsksForAFile() {
    const QString file = m_dir.filePath(QStringLiteral("picked.sqlite"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs); // Qt's own dialog, which a test can answer
    StartPage page;
    page.setReadOnly(true);
    page.show();
    QSignalSpy spy(&page, &StartPage::openRequested);
    Settings::instance().set(Settings::Key::LastSqliteFolder, m_dir.path());
    QString startedIn;
    whenShown<QFileDialog>([file, &startedIn](QFileDialog* dialog) {
        startedIn = dialog->directory().absolutePath();
        // Typed as a whole path: the dialog's file list fills in asynchronously and may not list it yet.
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->setText(file);
        static_cast<QDialog*>(dialog)->accept();
    });
    QTest::mouseClick(page.findChild<QToolButton*>(QStringLiteral("sqliteButton")), Qt::LeftButton);
    QTRY_COMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).value<DatabaseUrl>().path(), file);
    QCOMPARE(spy.at(0).at(1).toBool(), true);
    QCOMPARE(startedIn, QDir(m_dir.path()).absolutePath()); // where the last file was picked
    QCOMPARE(Settings::instance().get(Settings::Key::LastSqliteFolder).toString(), m_dir.path());
}

void TestStartPage::noteOpenedPutsTheDatabaseFirst() {
    StartPage page;
    page.show();
    QCOMPARE(modelOf(page)->rowCount(), 0);
    page.noteOpened(DatabaseUrl::sqliteFile(m_dir.filePath(QStringLiteral("a.db"))), false);
    page.noteOpened(DatabaseUrl::parse(QStringLiteral("postgresql://u:pw@h:5432/b")), true);
    QCOMPARE(modelOf(page)->rowCount(), 2);
    QCOMPARE(modelOf(page)->index(0, 0).data().toString(), QStringLiteral("b@h"));
    QVERIFY(modelOf(page)->index(0, 0).data(RecentConnectionDelegate::ReadOnlyRole).toBool());
    QVERIFY(ProfileStore().profiles().constFirst().url.password().isEmpty());
    // Another page (another window) sees it after a refresh.
    StartPage other;
    QCOMPARE(other.recentModel()->rowCount(), 2);
    page.noteOpened(DatabaseUrl::sqliteFile(m_dir.filePath(QStringLiteral("a.db"))), false);
    other.refreshRecent();
    QCOMPARE(other.recentModel()->index(0, 0).data().toString(), QStringLiteral("a.db"));
    QCOMPARE(other.recentModel()->rowCount(), 2);
}

void TestStartPage::connectToPostgresOpensWhatTheDialogAccepted() {
    ScratchDatabase demo(ScratchDatabase::Engine::Postgres);
    QVERIFY2(demo.isValid(), qPrintable(demo.error()));
    DemoGenerator::Options options;
    options.runs = 300;
    options.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    const DemoGenerator::Result result = DemoGenerator::create(demo.url(), options, {});
    QVERIFY2(result.ok, qPrintable(result.error));

    StartPage page;
    page.setReadOnly(true);
    page.show();
    QSignalSpy spy(&page, &StartPage::openRequested);
    QTest::mouseClick(page.findChild<QToolButton*>(QStringLiteral("postgresButton")), Qt::LeftButton);
    auto* dialog = page.findChild<ConnectDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(dialog->isModal());
    // The page's switch is carried into the dialog.
    QVERIFY(dialog->findChild<QCheckBox*>(QStringLiteral("readOnlyCheck"))->isChecked());
    dialog->findChild<QLineEdit*>(QStringLiteral("hostEdit"))->setText(demo.url().host());
    dialog->findChild<QSpinBox*>(QStringLiteral("portSpin"))->setValue(demo.url().port());
    dialog->findChild<QLineEdit*>(QStringLiteral("databaseEdit"))->setText(demo.url().databaseName());
    dialog->findChild<QLineEdit*>(QStringLiteral("userEdit"))->setText(demo.url().user());
    dialog->findChild<QLineEdit*>(QStringLiteral("passwordEdit"))->setText(qEnvironmentVariable("PGPASSWORD"));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("connectButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(spy.size(), 1, 30000);
    const auto url = spy.at(0).at(0).value<DatabaseUrl>();
    QCOMPARE(url.databaseName(), demo.url().databaseName());
    QCOMPARE(url.password(), qEnvironmentVariable("PGPASSWORD"));
    QCOMPARE(spy.at(0).at(1).toBool(), true);
    // The connection is in the list at once, and the dialog is gone.
    QCOMPARE(modelOf(page)->index(0, 0).data(RecentConnectionDelegate::UrlRole).toString(),
             demo.url().toDisplayString());
    QTRY_VERIFY(!page.findChild<ConnectDialog*>());
}

QTEST_MAIN(TestStartPage)
#include "tst_StartPage.moc"
