#include "common/MigrationHelpers.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "gui/MainWindow.h"
#include "gui/edit/ChangeJournalDialog.h"
#include "gui/edit/EditController.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The Change Journal says where this database's changes are recorded: on a Holotable database at 021 (which has
/// the audit_log of its migration 012) that they go to audit_log, not that "Holotable keeps no audit table"; on one
/// before 012 that it has none yet and the journal is the record.
class TestChangeJournalDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sentenceFollowsTheRevision_data();
    void sentenceFollowsTheRevision();
};

void TestChangeJournalDialog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
}

void TestChangeJournalDialog::sentenceFollowsTheRevision_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("upTo");
    QTest::addColumn<bool>("audited");
    for (const auto& [engine, name] : {std::pair{ScratchDatabase::Engine::Sqlite, "sqlite"},
                                       std::pair{ScratchDatabase::Engine::Postgres, "postgresql"}}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 at 021").arg(QLatin1String(name))))
            << engine << QStringLiteral("021_drop_chat_messages.sql") << true;
        QTest::newRow(qPrintable(QStringLiteral("%1 at 012").arg(QLatin1String(name))))
            << engine << QStringLiteral("012_audit_log.sql") << true;
        QTest::newRow(qPrintable(QStringLiteral("%1 at 011").arg(QLatin1String(name))))
            << engine << QStringLiteral("011_sessions.sql") << false;
    }
}

void TestChangeJournalDialog::sentenceFollowsTheRevision() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, upTo);
    QFETCH(bool, audited);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto setup = scratch.connect();
        QVERIFY(setup);
        QString error;
        QStringList applied;
        const MigrationSet set = test::builtInMigrations(Platform::Holotable, *setup);
        QVERIFY2(Migrator(*setup, set.upTo(upTo)).upgrade(&applied, &error), qPrintable(error));
    }
    MainWindow window;
    QString why;
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    QAction* journal = window.editController()->journalAction();
    // Offered only where it is the record (no audit_log yet); elsewhere it says why not. Its dialog, opened where a
    // journal holds entries from before 012, says where the changes go now.
    QCOMPARE(journal->isEnabled(), !audited);
    if (audited)
        QVERIFY2(journal->toolTip().contains(QLatin1String("own audit table")), qPrintable(journal->toolTip()));
    QString sentence;
    bool shown = false;
    QTimer::singleShot(0, this, [&]() {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* dialog = qobject_cast<ChangeJournalDialog*>(w);
            if (!dialog || !dialog->isVisible())
                continue;
            shown = true;
            if (auto* intro = dialog->findChild<QLabel*>(QStringLiteral("journalIntro")))
                sentence = intro->text();
            if (audited && engine == ScratchDatabase::Engine::Sqlite &&
                upTo == QLatin1String("021_drop_chat_messages.sql"))
                test::saveScreenshot(dialog, QStringLiteral("change-journal-holotable-021.png"));
            dialog->reject();
        }
    });
    window.editController()->showJournal();
    QVERIFY(shown);
    QVERIFY2(!sentence.contains(QLatin1String("keeps no audit table")), qPrintable(sentence));
    if (audited) {
        QVERIFY2(sentence.contains(QLatin1String("keeps its own audit table, audit_log")), qPrintable(sentence));
        QVERIFY2(!sentence.contains(QLatin1String("no audit table")), qPrintable(sentence));
    } else {
        QVERIFY2(sentence.contains(QLatin1String("has no audit table yet")), qPrintable(sentence));
    }
    QVERIFY2(!sentence.contains(QLatin1String("Tabularia")), qPrintable(sentence)); // it holds no Tabularia tables
}

QTEST_MAIN(TestChangeJournalDialog)
#include "tst_ChangeJournalDialog.moc"
