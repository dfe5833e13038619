#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/db/PreparedOpen.h"
#include "core/schema/SchemaInspector.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The schema revisions and the catalog the app reads on a thread of its own while its window is built: the same as
/// the window's own connection reads (which then reads neither), said so only for the database and access asked
/// for, and a failure is the reason the open itself gives.
class TestPreparedOpen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    }
    void readsWhatTheConnectionReads_data() { test::addEngineColumn(), test::addEngineRows(); }
    void readsWhatTheConnectionReads();
    void failureSaysWhy_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failureSaysWhy();
};

void TestPreparedOpen::readsWhatTheConnectionReads() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 20), qPrintable(error));

    const auto prepared = PreparedOpen::start(scratch.url(), true);
    QVERIFY(prepared->serves(scratch.url(), true));
    QVERIFY(!prepared->serves(scratch.url(), false)); // another access: read again
    const PreparedOpen::Result& r = prepared->result();
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.catalog);

    auto conn = scratch.connect();
    QVERIFY(conn);
    QList<SchemaStatus> statuses;
    QVERIFY2(SchemaInspector::inspect(*conn, &statuses, &error), qPrintable(error));
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QCOMPARE(r.statuses.size(), statuses.size());
    for (int i = 0; i < statuses.size(); ++i) {
        QCOMPARE(r.statuses.at(i).summary(), statuses.at(i).summary());
        QCOMPARE(int(r.statuses.at(i).state), int(statuses.at(i).state));
    }
    const auto direct = conn->sharedCatalog();
    QCOMPARE(r.catalog->tables().size(), direct->tables().size());
    for (const TableDescriptor& t : direct->tables()) {
        const TableDescriptor* mine = r.catalog->table(t.name);
        QVERIFY2(mine, qPrintable(t.name));
        QCOMPARE(mine->columns.size(), t.columns.size());
        QCOMPARE(mine->defaultSortColumn, t.defaultSortColumn);
    }
    QCOMPARE(&prepared->result(), &r); // read once

    // Its connection is handed to the thread that asked (the window's, which opens none of its own): usable here,
    // read-only as asked, with the catalog it read; taken once.
    std::unique_ptr<DbConnection> taken = prepared->takeConnection();
    QVERIFY(taken);
    QVERIFY(!prepared->takeConnection());
    QVERIFY(taken->db().isValid());
    QVERIFY(taken->db().isOpen());
    QVERIFY(taken->isReadOnly());
    QCOMPARE(taken->sharedCatalog(), r.catalog);
    QSqlQuery q(taken->db());
    QVERIFY2(q.exec(QStringLiteral("SELECT count(*) FROM users")) && q.next(), qPrintable(q.lastError().text()));
    QCOMPARE(q.value(0).toLongLong(), [&] {
        QSqlQuery c(conn->db());
        return c.exec(QStringLiteral("SELECT count(*) FROM users")) && c.next() ? c.value(0).toLongLong() : -1;
    }());
    if (taken->isPostgres()) {
        // A write is refused, as on the window's own read-only connection.
        QSqlQuery w(taken->db());
        QVERIFY(!w.exec(QStringLiteral("CREATE TABLE metadesk_not_here (id integer)")));
    }

    // What the window says of the session is read here too, so that its open asks the server nothing on the GUI
    // thread: the role (current_user, as the session opened) and, read-only on PostgreSQL, whether the role could
    // write all the same (the test's role owns the tables: it could, and the window then says so).
    if (taken->isPostgres()) {
        QSqlQuery role(conn->db());
        QVERIFY(role.exec(QStringLiteral("SELECT current_user")) && role.next());
        QCOMPARE(taken->sessionRole(), role.value(0).toString());
        QVERIFY(r.roleMayWrite);
        QVERIFY2(r.roleMayWriteWho.contains(taken->sessionRole()), qPrintable(r.roleMayWriteWho));
    } else {
        QVERIFY(taken->sessionRole().isEmpty());
        QVERIFY(!r.roleMayWrite);
    }
    // A feature's tables are known from the catalog read, as the server says them.
    for (const TableDescriptor& t : r.catalog->tables())
        QVERIFY2(taken->hasTable(t.name) && taken->tableExists(t.name), qPrintable(t.name));
    QVERIFY(!taken->hasTable(QStringLiteral("metadesk_no_such_table")));
    QVERIFY(!taken->tableExists(QStringLiteral("metadesk_no_such_table")));
    // Opened to write, nothing is asked about writing.
    const auto writable = PreparedOpen::start(scratch.url(), false);
    QVERIFY2(writable->result().ok, qPrintable(writable->result().error));
    QVERIFY(!writable->result().roleMayWrite);
}

void TestPreparedOpen::failureSaysWhy() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    DatabaseUrl missing;
    QString error;
    if (engine == ScratchDatabase::Engine::Sqlite) {
        missing = DatabaseUrl::sqliteFile(scratch.url().path() + QStringLiteral(".not-there"));
    } else {
        QString text = scratch.url().toDisplayString(); // no password in it: the test server's is in PGPASSWORD
        text.replace(scratch.url().databaseName(), QStringLiteral("metadesk_no_such_database"));
        missing = DatabaseUrl::parse(text, &error);
        QVERIFY2(missing.isValid(), qPrintable(error));
    }
    DbConnection::Options options;
    options.readOnly = true;
    QString direct;
    QVERIFY(!DbConnection::open(missing, options, &direct));
    const auto prepared = PreparedOpen::start(missing, true);
    const PreparedOpen::Result& r = prepared->result();
    QVERIFY(!r.ok);
    QCOMPARE(r.error, direct);
    QVERIFY(!r.catalog);
    QVERIFY(!prepared->takeConnection());
}

QTEST_GUILESS_MAIN(TestPreparedOpen)
#include "tst_PreparedOpen.moc"
