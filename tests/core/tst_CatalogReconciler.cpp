#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/EditPolicy.h"
#include "core/query/TableQuery.h"
#include "core/schema/LiveSchema.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The catalog met with the live schema: a database that lacks a column the catalog describes, has one it does not,
/// and holds a table Metadesk does not know. Only what the database has is ever selected; nothing is made up.
class TestCatalogReconciler : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void absentColumnsAreAbsent_data() { test::addEngineColumn(), test::addEngineRows(); }
    void absentColumnsAreAbsent();
    void undescribedColumnsAreShownByType_data() { test::addEngineColumn(), test::addEngineRows(); }
    void undescribedColumnsAreShownByType();
    void unknownTablesAreOtherTablesReadOnly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unknownTablesAreOtherTablesReadOnly();
    void pagesSelectOnlyLiveColumns_data() { test::addEngineColumn(), test::addEngineRows(); }
    void pagesSelectOnlyLiveColumns();
    void missingReferenceTargetDropsTheReference_data() { test::addEngineColumn(), test::addEngineRows(); }
    void missingReferenceTargetDropsTheReference();
    void everyCompiledTableMatchesTheMigratedSchema_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyCompiledTableMatchesTheMigratedSchema();

private:
    void alter(const QString& sql);
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestCatalogReconciler::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestCatalogReconciler::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &error, 20), qPrintable(error));
    // The platform's database as it might be: a column Metadesk describes gone, one it does not know added, and a
    // table of someone else's.
    alter(QStringLiteral("ALTER TABLE groups DROP COLUMN description"));
    alter(QStringLiteral("ALTER TABLE users ADD COLUMN nickname VARCHAR"));
    alter(QStringLiteral("CREATE TABLE scratch_notes (id INTEGER PRIMARY KEY, body TEXT, user_id INTEGER REFERENCES "
                         "users (id))"));
    alter(QStringLiteral("INSERT INTO scratch_notes (id, body, user_id) VALUES (1, 'hello', NULL)"));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
}

void TestCatalogReconciler::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestCatalogReconciler::alter(const QString& sql) {
    QString error;
    QVERIFY2(m_conn->exec(sql, &error), qPrintable(sql + QStringLiteral(": ") + error));
}

void TestCatalogReconciler::absentColumnsAreAbsent() {
    const TableDescriptor* groups = m_conn->catalog().table(QStringLiteral("groups"));
    QVERIFY(groups);
    QVERIFY(Catalog::instance().table(QStringLiteral("groups"))->column(QStringLiteral("description")));
    QVERIFY(!groups->column(QStringLiteral("description")));
    QVERIFY(groups->column(QStringLiteral("name")));
    for (const ColumnDescriptor& c : groups->columns)
        QVERIFY2(!c.storageType.isEmpty(), qPrintable(c.name)); // every column is one the database has
}

void TestCatalogReconciler::undescribedColumnsAreShownByType() {
    const TableDescriptor* users = m_conn->catalog().table(QStringLiteral("users"));
    QVERIFY(users);
    const ColumnDescriptor* nickname = users->column(QStringLiteral("nickname"));
    QVERIFY(nickname);
    QVERIFY(!nickname->described);
    QCOMPARE(nickname->kind, ColumnKind::Text);
    QCOMPARE(nickname->label, QStringLiteral("Nickname"));
    QVERIFY(nickname->nullable);
    // The described columns keep what the catalog knows of them.
    const ColumnDescriptor* email = users->column(QStringLiteral("email"));
    QVERIFY(email && email->described);
    QCOMPARE(email->label, Catalog::instance().table(QStringLiteral("users"))->column(QStringLiteral("email"))->label);
}

void TestCatalogReconciler::unknownTablesAreOtherTablesReadOnly() {
    const Catalog& catalog = m_conn->catalog();
    const TableDescriptor* notes = catalog.table(QStringLiteral("scratch_notes"));
    QVERIFY(notes);
    QVERIFY(!notes->described);
    QCOMPARE(notes->section, Catalog::otherTablesSection());
    QCOMPARE(notes->primaryKey, QStringList{QStringLiteral("id")});
    QCOMPARE(notes->columnNames(),
             (QStringList{QStringLiteral("id"), QStringLiteral("body"), QStringLiteral("user_id")}));
    QCOMPARE(notes->column(QStringLiteral("id"))->kind, ColumnKind::Integer);
    // Its foreign key is followed like any other.
    const ForeignKeyDescriptor* fk = notes->foreignKey(QStringLiteral("user_id"));
    QVERIFY(fk);
    QCOMPARE(fk->targetTable, QStringLiteral("users"));
    QVERIFY(fk->databaseEnforced);
    bool listed = false;
    for (const TableDescriptor& t : catalog.otherTables())
        listed = listed || t.name == notes->name;
    QVERIFY(listed);
    for (const Platform p : platforms::all())
        for (const TableDescriptor& t : catalog.tables(p))
            QVERIFY(t.name != notes->name);
    const EditPolicy policy = EditPolicy::forTable(*notes);
    QVERIFY(!policy.canInsert && !policy.canUpdate && !policy.canDelete);
    QVERIFY(!policy.reason.isEmpty());
}

void TestCatalogReconciler::pagesSelectOnlyLiveColumns() {
    // SQLite reads an unknown double-quoted identifier as a string: a page naming a dropped column would show the
    // column's name as every row's value. The reconciled descriptor's page has the live columns, with their values.
    for (const QString& name : {QStringLiteral("groups"), QStringLiteral("users"), QStringLiteral("scratch_notes")}) {
        const TableDescriptor* t = m_conn->catalog().table(name);
        QVERIFY(t);
        const TableQuery query(*t, m_conn->isSqlite(), QuerySpec{});
        QVERIFY2(query.isValid(), qPrintable(query.error()));
        int rows = 0;
        for (int segment = 0; segment < query.segmentCount(); ++segment) {
            const TableQuery::Statement page = query.page(segment, {}, 0, 50);
            QVERIFY2(!page.sql.contains(QStringLiteral("description")), qPrintable(page.sql));
            QSqlQuery q;
            QString error;
            QVERIFY2(m_conn->execBound(&q, page.sql, page.values, &error), qPrintable(error));
            while (q.next()) {
                ++rows;
                for (int i = 0; i < t->columns.size(); ++i)
                    QVERIFY2(q.value(i).toString() != t->columns.at(i).name,
                             qPrintable(name + QLatin1Char('.') + t->columns.at(i).name));
            }
        }
        QVERIFY2(rows > 0, qPrintable(name));
    }
}

void TestCatalogReconciler::missingReferenceTargetDropsTheReference() {
    // A reference to a table the database does not have is not followed (the label query would fail).
    alter(QStringLiteral("DROP TABLE dbt_ai_texts"));
    QString error;
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY(!m_conn->catalog().table(QStringLiteral("dbt_ai_texts")));
    for (const Catalog::Reference& r : m_conn->catalog().referencesTo(QStringLiteral("dbt_ai_texts")))
        QFAIL(qPrintable(r.table));
}

void TestCatalogReconciler::everyCompiledTableMatchesTheMigratedSchema() {
    // On the demo Metadesk makes itself, the reconciled catalog is the compiled one (plus the version tables): every
    // table at head, with the same columns, sort and references, and what the database does on delete as the compiled
    // catalog says. chat_messages, which 021 drops, is not there, and is on a database at 020.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase fresh(engine);
    QVERIFY2(fresh.isValid(), qPrintable(fresh.error()));
    QString error;
    QVERIFY2(test::fillDemo(fresh, &error, 5), qPrintable(error));
    auto conn = fresh.connect(true);
    QVERIFY(conn);
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));

    ScratchDatabase before(engine);
    QVERIFY2(before.isValid(), qPrintable(before.error()));
    auto at020 = before.connect();
    QVERIFY(at020);
    for (Platform p : platforms::all()) {
        MigrationSet set;
        QVERIFY2(MigrationSet::loadBuiltIn(p, at020->isSqlite(), &set, &error), qPrintable(error));
        if (p == Platform::Holotable)
            set = set.upTo(QStringLiteral("020_dashboard_chat_conversations.sql"));
        QVERIFY(!set.migrations().isEmpty());
        QStringList applied;
        QVERIFY2(Migrator(*at020, set).upgrade(&applied, &error), qPrintable(error));
    }
    QVERIFY2(at020->loadCatalog(&error), qPrintable(error));

    QStringList notAtHead;
    for (const TableDescriptor& compiled : Catalog::instance().tables()) {
        const TableDescriptor* live = conn->catalog().table(compiled.name);
        if (!live) {
            notAtHead << compiled.name;
            live = at020->catalog().table(compiled.name);
        }
        QVERIFY2(live, qPrintable(compiled.name));
        QCOMPARE(live->columnNames(), compiled.columnNames());
        QVERIFY2(live->described, qPrintable(compiled.name));
        for (const ColumnDescriptor& c : live->columns)
            QVERIFY2(c.described, qPrintable(compiled.name + QLatin1Char('.') + c.name));
        QCOMPARE(live->primaryKey, compiled.primaryKey);
        QCOMPARE(live->defaultSortColumn, compiled.defaultSortColumn);
        QCOMPARE(live->defaultSortDescending, compiled.defaultSortDescending);
        QCOMPARE(live->behaviours, compiled.behaviours);
        QCOMPARE(live->foreignKeys.size(), compiled.foreignKeys.size());
        for (const ForeignKeyDescriptor& fk : compiled.foreignKeys) {
            const ForeignKeyDescriptor* l = live->foreignKey(fk.column);
            const QString where = compiled.name + QLatin1Char('.') + fk.column;
            QVERIFY2(l, qPrintable(where));
            QVERIFY2(l->databaseEnforced == fk.databaseEnforced, qPrintable(where));
            QVERIFY2(l->databaseOnDelete == fk.databaseOnDelete, qPrintable(where));
            QVERIFY2(l->onDelete == fk.onDelete, qPrintable(where));
        }
    }
    QCOMPARE(notAtHead, QStringList{QStringLiteral("chat_messages")});
    // The only tables Metadesk does not describe are the version tables, shown as other tables.
    QStringList others;
    for (const TableDescriptor& t : conn->catalog().otherTables())
        others << t.name;
    others.sort();
    QCOMPARE(others, (QStringList{QStringLiteral("alembic_version"), QStringLiteral("schema_migrations")}));
}

QTEST_GUILESS_MAIN(TestCatalogReconciler)
#include "tst_CatalogReconciler.moc"
