#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/query/ReferenceQuery.h"

#include <QDateTime>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The detail pane's and the grid's SQL: a referenced row's label (one, or a page's worth in one statement) and the
/// counts of "Referenced by" give what plain SQL over the demo database gives, for enforced references and for those
/// kept without a foreign key, and a dangling reference finds no row.
class TestReferenceQuery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void buildsBoundStatementsFromTheCatalog();
    void labelColumnIsNeverASecret();
    void labelsMatchPlainSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void labelsMatchPlainSql();
    void danglingReferenceFindsNoRow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void danglingReferenceFindsNoRow();
    void countsMatchPlainSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void countsMatchPlainSql();
    void buildsBoundBatchStatements();
    void batchLabelsMatchPlainSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void batchLabelsMatchPlainSql();
    void batchLabelsUseTheTargetsKey_data() { test::addEngineColumn(), test::addEngineRows(); }
    void batchLabelsUseTheTargetsKey();
    void boundReadsReadTheValuesBound_data() { test::addEngineColumn(), test::addEngineRows(); }
    void boundReadsReadTheValuesBound();

private:
    static bool createDemo(const ScratchDatabase& scratch, qint64 runs = 300) {
        QString error;
        const bool ok = test::fillDemo(scratch, &error, runs);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }
    static Catalog::Reference reference(const QString& table, const QString& column) {
        for (const Catalog::Reference& r :
             Catalog::instance().referencesTo(Catalog::instance().table(table)->foreignKey(column)->targetTable))
            if (r.table == table && r.foreignKey.column == column)
                return r;
        return {};
    }
};

void TestReferenceQuery::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestReferenceQuery::buildsBoundStatementsFromTheCatalog() {
    const ForeignKeyDescriptor* flow =
        Catalog::instance().table(QStringLiteral("runs"))->foreignKey(QStringLiteral("flow_id"));
    QVERIFY(flow);
    ReferenceQuery::Statement s = ReferenceQuery::label(Catalog::instance(), *flow, 42, true);
    QVERIFY(s.isValid());
    QCOMPARE(s.sql, QStringLiteral("SELECT \"name\" FROM \"flows\" WHERE \"id\" = ?"));
    QCOMPARE(s.values, QVariantList{42});
    s = ReferenceQuery::label(Catalog::instance(), *flow, 42, false);
    QCOMPARE(s.sql, QStringLiteral("SELECT \"name\" FROM \"flows\" WHERE \"id\" = ?::bigint"));

    // Text keys (Holotable's uuids, which the compiled catalog knows as text) compare as text; a value never reaches
    // the SQL text.
    const ForeignKeyDescriptor* dashboard =
        Catalog::instance().table(QStringLiteral("dashboard_favorites"))->foreignKey(QStringLiteral("dashboard_id"));
    s = ReferenceQuery::label(Catalog::instance(), *dashboard, QStringLiteral("x'; DROP TABLE dashboards; --"), false);
    QCOMPARE(s.sql, QStringLiteral("SELECT \"title\" FROM \"dashboards\" WHERE \"id\" = ?::text"));
    QCOMPARE(s.values.size(), 1);

    s = ReferenceQuery::count(Catalog::instance(), reference(QStringLiteral("audit_logs"), QStringLiteral("actor_id")),
                              7, true);
    QVERIFY(s.isValid());
    QCOMPARE(s.sql, QStringLiteral("SELECT count(*) FROM \"audit_logs\" WHERE \"actor_id\" = ?"));
    QCOMPARE(s.values, QVariantList{7});

    // A reference kept without a foreign key is followed the same way.
    s = ReferenceQuery::count(Catalog::instance(),
                              reference(QStringLiteral("datasources"), QStringLiteral("snapshot_run_id")), 7, false);
    QCOMPARE(s.sql, QStringLiteral("SELECT count(*) FROM \"datasources\" WHERE \"snapshot_run_id\" = ?::bigint"));

    ForeignKeyDescriptor unknown;
    unknown.column = QStringLiteral("x_id");
    unknown.targetTable = QStringLiteral("no_such_table");
    s = ReferenceQuery::label(Catalog::instance(), unknown, 1, true);
    QVERIFY(!s.isValid());
    QVERIFY(s.sql.isEmpty());
    QVERIFY2(s.error.contains(QStringLiteral("no_such_table")), qPrintable(s.error));
    s = ReferenceQuery::count(Catalog::instance(), {QStringLiteral("no_such_table"), unknown}, 1, true);
    QVERIFY(!s.isValid());
}

void TestReferenceQuery::labelColumnIsNeverASecret() {
    for (const TableDescriptor& table : Catalog::instance().tables()) {
        const QString label = ReferenceQuery::labelColumnOf(table);
        const ColumnDescriptor* column = table.column(label);
        QVERIFY2(column, qPrintable(table.name));
        QVERIFY2(column->kind != ColumnKind::Secret, qPrintable(table.name));
        QCOMPARE(label, table.labelColumn);
    }
    TableDescriptor secretive = *Catalog::instance().table(QStringLiteral("connections"));
    secretive.labelColumn = QStringLiteral("password_encrypted");
    QCOMPARE(ReferenceQuery::labelColumnOf(secretive), QStringLiteral("id"));
}

void TestReferenceQuery::labelsMatchPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    // The open database's catalog: the demo is at head, where chat_messages is gone.
    QString loadError;
    QVERIFY2(conn->loadCatalog(&loadError), qPrintable(loadError));
    const Catalog& catalog = conn->catalog();
    QVERIFY(!catalog.table(QStringLiteral("chat_messages")));
    int checked = 0, dangling = 0, notEnforced = 0;
    for (const TableDescriptor& table : catalog.tables()) {
        for (const ForeignKeyDescriptor& fk : table.foreignKeys) {
            const TableDescriptor* target = catalog.table(fk.targetTable);
            QVERIFY(target);
            // The answer from a join, written out by hand; dangling references first, so they are among those read.
            QSqlQuery plain(conn->db());
            const QString sql =
                QStringLiteral("SELECT t.%1, r.%2, r.%3 FROM %4 t LEFT JOIN %5 r ON r.%3 = t.%1 "
                               "WHERE t.%1 IS NOT NULL ORDER BY CASE WHEN r.%3 IS NULL THEN 0 ELSE 1 END, 1 LIMIT 6")
                    .arg(fk.column, target->labelColumn, fk.targetColumn, table.name, target->name);
            QVERIFY2(plain.exec(sql), qPrintable(sql + QStringLiteral(": ") + plain.lastError().text()));
            while (plain.next()) {
                QVariant label;
                bool found = true;
                QString error;
                QVERIFY2(ReferenceQuery::fetchLabel(*conn, fk, plain.value(0), &label, &found, &error),
                         qPrintable(error));
                const bool exists = !plain.value(2).isNull();
                QVERIFY2(found == exists, qPrintable(table.name + QLatin1Char('.') + fk.column));
                if (exists)
                    QCOMPARE(label.toString(), plain.value(1).toString());
                else
                    QVERIFY(label.isNull());
                ++checked;
                dangling += exists ? 0 : 1;
                notEnforced += fk.enforced ? 0 : 1;
            }
        }
    }
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
    QVERIFY(dangling > 0);
    QVERIFY(notEnforced > 0);
}

void TestReferenceQuery::danglingReferenceFindsNoRow() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    // The demo's datasources whose snapshot run no longer exists (no foreign key by design).
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT d.snapshot_run_id FROM datasources d WHERE d.snapshot_run_id IS NOT NULL "
                                  "AND NOT EXISTS (SELECT 1 FROM runs r WHERE r.id = d.snapshot_run_id)")));
    const ForeignKeyDescriptor* snapshot =
        Catalog::instance().table(QStringLiteral("datasources"))->foreignKey(QStringLiteral("snapshot_run_id"));
    QVERIFY(snapshot && !snapshot->enforced);
    int seen = 0;
    while (q.next()) {
        QVariant label = QStringLiteral("stale");
        bool found = true;
        QString error;
        QVERIFY2(ReferenceQuery::fetchLabel(*conn, *snapshot, q.value(0), &label, &found, &error), qPrintable(error));
        QVERIFY(!found);
        QVERIFY(label.isNull());
        ++seen;
    }
    QVERIFY(seen > 0);
    // And one that exists is found.
    QVERIFY(q.exec(QStringLiteral("SELECT min(id) FROM runs")) && q.next());
    QVariant label;
    bool found = false;
    QString error;
    QVERIFY2(ReferenceQuery::fetchLabel(*conn, *snapshot, q.value(0), &label, &found, &error), qPrintable(error));
    QVERIFY(found);
    QCOMPARE(label.toLongLong(), q.value(0).toLongLong());
}

void TestReferenceQuery::countsMatchPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    QString loadError;
    QVERIFY2(conn->loadCatalog(&loadError), qPrintable(loadError));
    const Catalog& catalog = conn->catalog();
    int nonZero = 0, checked = 0;
    for (const TableDescriptor& target : catalog.tables()) {
        const QList<Catalog::Reference> references = catalog.referencesTo(target.name);
        for (const Catalog::Reference& reference : references) {
            // Every referencing value's count at once, by GROUP BY.
            QHash<QString, qint64> expected;
            QSqlQuery grouped(conn->db());
            QVERIFY2(grouped.exec(QStringLiteral("SELECT %1, count(*) FROM %2 WHERE %1 IS NOT NULL GROUP BY %1")
                                      .arg(reference.foreignKey.column, reference.table)),
                     qPrintable(reference.table + QStringLiteral(": ") + grouped.lastError().text()));
            while (grouped.next())
                expected.insert(grouped.value(0).toString(), grouped.value(1).toLongLong());
            QSqlQuery keys(conn->db());
            QVERIFY2(keys.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %1 LIMIT 8")
                                   .arg(reference.foreignKey.targetColumn, target.name)),
                     qPrintable(target.name + QStringLiteral(": ") + keys.lastError().text()));
            while (keys.next()) {
                qint64 rows = -1;
                QString error;
                QVERIFY2(ReferenceQuery::fetchCount(*conn, reference, keys.value(0), &rows, &error), qPrintable(error));
                QCOMPARE(rows, expected.value(keys.value(0).toString(), 0));
                nonZero += rows > 0 ? 1 : 0;
                ++checked;
            }
        }
    }
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
    QVERIFY(nonZero > 20);

    // The users' audit trail in particular, as the pane's "Referenced by" shows it.
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT actor_id, count(*) FROM audit_logs WHERE actor_id IS NOT NULL GROUP BY "
                                  "actor_id ORDER BY 2 DESC LIMIT 1")) &&
            q.next());
    qint64 rows = -1;
    QString error;
    QVERIFY(ReferenceQuery::fetchCount(*conn, reference(QStringLiteral("audit_logs"), QStringLiteral("actor_id")),
                                       q.value(0), &rows, &error));
    QCOMPARE(rows, q.value(1).toLongLong());
    QVERIFY(rows > 0);
}

void TestReferenceQuery::buildsBoundBatchStatements() {
    const ForeignKeyDescriptor* flow =
        Catalog::instance().table(QStringLiteral("runs"))->foreignKey(QStringLiteral("flow_id"));
    QVERIFY(flow);
    ReferenceQuery::Statement s = ReferenceQuery::labels(Catalog::instance(), *flow, {4, 7, 9}, true);
    QVERIFY2(s.isValid(), qPrintable(s.error));
    QCOMPARE(s.sql, QStringLiteral("SELECT \"id\", \"name\" FROM \"flows\" WHERE \"id\" IN (?, ?, ?)"));
    QCOMPARE(s.values, (QVariantList{4, 7, 9}));
    s = ReferenceQuery::labels(Catalog::instance(), *flow, {4, 7}, false);
    QCOMPARE(s.sql, QStringLiteral("SELECT \"id\", \"name\" FROM \"flows\" WHERE \"id\" IN (?::bigint, ?::bigint)"));

    // A value never reaches the SQL text; text keys are cast as the single lookup casts them.
    const ForeignKeyDescriptor* dashboard =
        Catalog::instance().table(QStringLiteral("dashboard_favorites"))->foreignKey(QStringLiteral("dashboard_id"));
    QVERIFY(dashboard);
    s = ReferenceQuery::labels(Catalog::instance(), *dashboard, {QStringLiteral("x'); DROP TABLE dashboards; --")},
                               false);
    QCOMPARE(s.sql, QStringLiteral("SELECT \"id\", \"title\" FROM \"dashboards\" WHERE \"id\" IN (?::text)"));
    QCOMPARE(s.values.size(), 1);

    // A table named by its key selects the key twice: a row found is still told from one missing.
    const ForeignKeyDescriptor* parent =
        Catalog::instance().table(QStringLiteral("runs"))->foreignKey(QStringLiteral("parent_run_id"));
    QVERIFY(parent);
    s = ReferenceQuery::labels(Catalog::instance(), *parent, {1}, true);
    QCOMPARE(s.sql, QStringLiteral("SELECT \"id\", \"id\" FROM \"runs\" WHERE \"id\" IN (?)"));

    // Bounded: nothing, or more than a page at its largest, is refused rather than sent.
    QVERIFY(!ReferenceQuery::labels(Catalog::instance(), *flow, {}, true).isValid());
    QVariantList many;
    for (int i = 0; i <= ReferenceQuery::maxLabelBatch(); ++i)
        many << i;
    s = ReferenceQuery::labels(Catalog::instance(), *flow, many, true);
    QVERIFY(!s.isValid());
    QVERIFY(s.sql.isEmpty());
    many.removeLast();
    QVERIFY(ReferenceQuery::labels(Catalog::instance(), *flow, many, true).isValid());
    ForeignKeyDescriptor unknown;
    unknown.column = QStringLiteral("x_id");
    unknown.targetTable = QStringLiteral("no_such_table");
    s = ReferenceQuery::labels(Catalog::instance(), unknown, {1}, true);
    QVERIFY(!s.isValid());
    QVERIFY2(s.error.contains(QStringLiteral("no_such_table")), qPrintable(s.error));
}

void TestReferenceQuery::batchLabelsMatchPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    QString loadError;
    QVERIFY2(conn->loadCatalog(&loadError), qPrintable(loadError));
    const Catalog& catalog = conn->catalog();
    int checked = 0, dangling = 0, uuidKeys = 0;
    int together = 0;
    for (const TableDescriptor& table : catalog.tables()) {
        QList<ForeignKeyDescriptor> references;
        QList<QVariantList> referenceValues;
        QList<QHash<QString, QVariant>> alone;
        for (const ForeignKeyDescriptor& fk : table.foreignKeys) {
            const TableDescriptor* target = catalog.table(fk.targetTable);
            QVERIFY(target);
            const QString labelColumn = ReferenceQuery::labelColumnOf(*target);
            // Up to a page of distinct values, dangling ones first, each with the label a join gives.
            QSqlQuery plain(conn->db());
            const QString sql =
                QStringLiteral("SELECT DISTINCT t.%1, r.%2, r.%3, CASE WHEN r.%3 IS NULL THEN 0 ELSE 1 END AS found "
                               "FROM %4 t LEFT JOIN %5 r ON r.%3 = t.%1 WHERE t.%1 IS NOT NULL ORDER BY 4, 1 LIMIT 200")
                    .arg(fk.column, labelColumn, fk.targetColumn, table.name, target->name);
            QVERIFY2(plain.exec(sql), qPrintable(sql + QStringLiteral(": ") + plain.lastError().text()));
            QVariantList values;
            QHash<QString, QVariant> expected;
            while (plain.next()) {
                values << plain.value(0);
                if (!plain.value(2).isNull())
                    expected.insert(plain.value(0).toString(), plain.value(1));
            }
            if (values.isEmpty())
                continue;
            QHash<QString, QVariant> labels;
            labels.insert(QStringLiteral("stale"), 1);
            QString error;
            QVERIFY2(ReferenceQuery::fetchLabels(*conn, fk, values, &labels, &error),
                     qPrintable(table.name + QLatin1Char('.') + fk.column + QStringLiteral(": ") + error));
            QCOMPARE(labels.size(), expected.size());
            for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
                QVERIFY2(labels.contains(it.key()), qPrintable(table.name + QLatin1Char('.') + fk.column));
                QCOMPARE(labels.value(it.key()).toString(), it.value().toString());
            }
            references << fk;
            referenceValues << values;
            alone << labels;
            checked += int(values.size());
            dangling += int(values.size() - expected.size());
            const ColumnDescriptor* key = target->column(fk.targetColumn);
            if (key && key->storageType == QLatin1String("uuid")) {
                ++uuidKeys;
                QVERIFY(ReferenceQuery::labels(catalog, fk, values, false).sql.contains(QStringLiteral("?::uuid")));
            }
        }
        // All of the table's references in one statement (as a page's labels are read on PostgreSQL): the same labels,
        // the same values in the same types, whichever reference a row answers.
        if (references.size() > 1) {
            QList<QHash<QString, QVariant>> labels;
            QString error;
            QVERIFY2(ReferenceQuery::fetchLabelsTogether(*conn, references, referenceValues, &labels, &error),
                     qPrintable(table.name + QStringLiteral(": ") + error));
            QCOMPARE(labels.size(), alone.size());
            for (qsizetype i = 0; i < labels.size(); ++i) {
                QCOMPARE(labels.at(i).size(), alone.at(i).size());
                for (auto it = alone.at(i).cbegin(); it != alone.at(i).cend(); ++it) {
                    QVERIFY2(labels.at(i).contains(it.key()),
                             qPrintable(table.name + QLatin1Char('.') + references.at(i).column + QLatin1Char(' ') +
                                        it.key()));
                    const QVariant label = labels.at(i).value(it.key());
                    QCOMPARE(label.metaType(), it.value().metaType());
                    QCOMPARE(label, it.value());
                }
            }
            ++together;
        }
    }
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
    QVERIFY(dangling > 0);
    QVERIFY(together >= 5); // runs, flows, dashboards, … point at more than one table
    // Holotable's keys are uuid on PostgreSQL, and compare with the bound text only through the cast.
    if (engine == ScratchDatabase::Engine::Postgres)
        QVERIFY(uuidKeys > 0);
}

void TestReferenceQuery::batchLabelsUseTheTargetsKey() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch, 20000));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    QString loadError;
    QVERIFY2(conn->loadCatalog(&loadError), qPrintable(loadError));
    const Catalog& catalog = conn->catalog();
    // The plan the engine makes for a page's lookup (a page's worth of values) goes through the target's key, so
    // that it costs the same at ten million rows. `runs` is the table that grows; against a target of a few dozen
    // rows SQLite rightly scans rather than search it, and PostgreSQL is told to avoid the sequential scan it would
    // prefer for the demo's small tables (the uuid cast must leave Holotable's key index usable).
    QList<std::pair<QString, QString>> references = {
        {QStringLiteral("runs"), QStringLiteral("parent_run_id")},
        {QStringLiteral("datasources"), QStringLiteral("snapshot_run_id")}};
    if (conn->isPostgres()) {
        QVERIFY(conn->exec(QStringLiteral("SET enable_seqscan = off"), nullptr));
        references << std::pair{QStringLiteral("runs"), QStringLiteral("flow_id")}
                   << std::pair{QStringLiteral("dashboard_versions"), QStringLiteral("dashboard_id")};
    }
    for (const auto& [table, column] : references) {
        const ForeignKeyDescriptor* fk = catalog.table(table)->foreignKey(column);
        QVERIFY(fk);
        QSqlQuery values(conn->db());
        QVERIFY(values.exec(
            QStringLiteral("SELECT DISTINCT %1 FROM %2 WHERE %1 IS NOT NULL LIMIT 200").arg(column, table)));
        QVariantList bound;
        while (values.next())
            bound << values.value(0);
        QVERIFY2(!bound.isEmpty(), qPrintable(table + QLatin1Char('.') + column));
        const ReferenceQuery::Statement s = ReferenceQuery::labels(catalog, *fk, bound, conn->isSqlite());
        QStringList lines;
        QSqlQuery plan(conn->db());
        if (conn->isSqlite()) {
            QVERIFY(plan.prepare(QStringLiteral("EXPLAIN QUERY PLAN ") + s.sql));
            for (int i = 0; i < s.values.size(); ++i)
                plan.bindValue(i, s.values.at(i));
            QVERIFY2(plan.exec(), qPrintable(plan.lastError().text()));
            while (plan.next())
                lines << plan.value(3).toString();
        } else {
            // EXPLAIN cannot be prepared: the values (read from the database just now) are written in as literals.
            QString sql = s.sql;
            for (const QVariant& v : std::as_const(s.values))
                sql.replace(sql.indexOf(QLatin1Char('?')), 1, QLatin1Char('\'') + v.toString() + QLatin1Char('\''));
            QVERIFY2(plan.exec(QStringLiteral("EXPLAIN ") + sql), qPrintable(plan.lastError().text()));
            while (plan.next())
                lines << plan.value(0).toString();
        }
        const QString text = lines.join(QLatin1Char('\n'));
        if (conn->isSqlite())
            QVERIFY2(text.contains(QStringLiteral("USING INTEGER PRIMARY KEY")), qPrintable(s.sql + u'\n' + text));
        else
            QVERIFY2(text.contains(QStringLiteral("Index")) && !text.contains(QStringLiteral("Seq Scan")),
                     qPrintable(s.sql + u'\n' + text));
    }
}

void TestReferenceQuery::boundReadsReadTheValuesBound() {
    // A SELECT on PostgreSQL goes in one round trip, its values written into it as the driver writes them into an
    // EXECUTE: every kind of value must find the row a prepared statement finds, and read back as stored.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    QVERIFY(test::execAll(
        scratch, {sqlite ? QStringLiteral("CREATE TABLE \"odd?name\" (t TEXT, i INTEGER, f REAL, b INTEGER, y BLOB, "
                                          "ts TEXT, n TEXT)")
                         : QStringLiteral("CREATE TABLE \"odd?name\" (t text, i bigint, f double precision, b boolean, "
                                          "y bytea, ts timestamptz, n text)")}));
    auto conn = scratch.connect();
    QVERIFY(conn);
    const QString text = QStringLiteral("it's a \\ back'slash ? and \"quotes\" -- not a comment; ÿ 🚀");
    const QByteArray bytes("\x00\x01'\\?\xff", 6);
    const QVariantList values{text,
                              QVariant(qint64(-9007199254740993)),
                              0.1,
                              true,
                              bytes,
                              sqlite ? QVariant(QStringLiteral("2026-12-05 04:00:00.123456"))
                                     : QVariant(QDateTime(QDate(2026, 12, 5), QTime(4, 0, 0, 123), Qt::UTC)),
                              QVariant()};
    QSqlQuery query;
    QString error;
    QVERIFY2(conn->execBound(&query, QStringLiteral("INSERT INTO \"odd?name\" VALUES (?, ?, ?, ?, ?, ?, ?)"), values,
                             &error),
             qPrintable(error));
    // A '?' inside a literal or a quoted name is not a placeholder.
    const QString select = QStringLiteral("SELECT t, i, f, b, y, ts, n, '?' FROM \"odd?name\" WHERE t = ? AND i = ? "
                                          "AND f = ? AND b = ? AND y = ? AND ts = ? AND n IS NULL AND ? IS NULL");
    if (!sqlite) {
        const QString once = DbConnection::withLiterals(conn->db(), select, values);
        QVERIFY(once.startsWith(QStringLiteral("SELECT t, i, f, b, y, ts, n, '?' FROM \"odd?name\" WHERE t = ")));
        QVERIFY(!once.contains(QStringLiteral("= ?")));
        QVERIFY(DbConnection::withLiterals(conn->db(), select, values.mid(1)).isEmpty());            // one value short
        QVERIFY(DbConnection::withLiterals(conn->db(), select, values + QVariantList{1}).isEmpty()); // one too many
    }
    QVERIFY2(conn->execBound(&query, select, values, &error), qPrintable(error));
    QVERIFY2(query.next(), "the row bound values found by a prepared statement is found by the one-trip read");
    QCOMPARE(query.value(0).toString(), text);
    QCOMPARE(query.value(1).toLongLong(), qint64(-9007199254740993));
    QCOMPARE(query.value(2).toDouble(), 0.1);
    QCOMPARE(query.value(3).toBool(), true);
    QCOMPARE(query.value(4).toByteArray(), bytes);
    QVERIFY(query.value(6).isNull());
    QCOMPARE(query.value(7).toString(), QStringLiteral("?"));
    QVERIFY(!query.next());
    // A value that matches nothing finds nothing (the literal is not loosened into a pattern or a cast).
    QVariantList other = values;
    other[0] = text + QLatin1Char(' ');
    QVERIFY2(conn->execBound(&query, select, other, &error), qPrintable(error));
    QVERIFY(!query.next());
}

QTEST_GUILESS_MAIN(TestReferenceQuery)
#include "tst_ReferenceQuery.moc"
