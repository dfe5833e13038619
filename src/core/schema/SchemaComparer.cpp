#include "SchemaComparer.h"

#include "core/db/DbConnection.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

namespace {
QAtomicInt g_probe;

void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

bool readColumns(const QSqlDatabase& db, bool sqlite, SchemaComparer::Columns* out, QString* error) {
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QString sql = sqlite
                            ? QStringLiteral("SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p "
                                             "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
                            : QStringLiteral("SELECT c.table_name, c.column_name FROM information_schema.columns c "
                                             "JOIN information_schema.tables t ON t.table_schema = c.table_schema "
                                             "AND t.table_name = c.table_name WHERE c.table_schema = "
                                             "current_schema() AND t.table_type = 'BASE TABLE'");
    if (!q.exec(sql)) {
        setError(error, QObject::tr("Could not read the tables' columns: %1").arg(q.lastError().text()));
        return false;
    }
    out->clear();
    while (q.next())
        (*out)[q.value(0).toString()].insert(q.value(1).toString());
    return true;
}

/// Runs the set's up statements in order on `db`, taking a snapshot after `revision` and at the end.
bool runSet(const QSqlDatabase& db, bool sqlite, const MigrationSet& set, const QString& revision,
            SchemaComparer::Columns* atRevision, SchemaComparer::Columns* atHead, QString* error) {
    bool seen = false;
    for (const Migration& m : set.migrations()) {
        for (const SqlScript::Statement& s : m.statements(false)) {
            if (s.outsideTransaction)
                continue;
            QSqlQuery q(db);
            if (!q.exec(s.sql)) {
                setError(error, QObject::tr("Could not build the schema of %1 to compare (statement %2 of %3): %4")
                                    .arg(m.describe())
                                    .arg(s.number)
                                    .arg(m.fileName, q.lastError().text()));
                return false;
            }
        }
        if (m.id == revision) {
            seen = true;
            if (!readColumns(db, sqlite, atRevision, error))
                return false;
        }
    }
    if (!seen) {
        setError(error, QObject::tr("%1 has no migration %2.").arg(platforms::displayName(set.platform()), revision));
        return false;
    }
    return readColumns(db, sqlite, atHead, error);
}
} // namespace

bool SchemaComparer::expected(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                              Columns* atRevision, Columns* atHead, QString* error) {
    if (connection.isSqlite()) {
        const QString name = QStringLiteral("metadesk-probe-%1").arg(g_probe.fetchAndAddRelaxed(1));
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(QStringLiteral(":memory:"));
            if (!db.open())
                setError(error, QObject::tr("Could not open an in-memory database: %1").arg(db.lastError().text()));
            else
                ok = runSet(db, true, set, revision, atRevision, atHead, error);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }
    // A scratch schema inside a transaction that is always rolled back: nothing of it survives.
    const QString schema = QStringLiteral("metadesk_probe_%1_%2")
                               .arg(QCoreApplication::applicationPid())
                               .arg(g_probe.fetchAndAddRelaxed(1));
    QSqlQuery q(connection.db());
    if (!q.exec(QStringLiteral("BEGIN"))) {
        setError(error, QObject::tr("Could not start a transaction: %1").arg(q.lastError().text()));
        return false;
    }
    bool ok = q.exec(QStringLiteral("CREATE SCHEMA ") + schema) &&
              q.exec(QStringLiteral("SET LOCAL search_path TO ") + schema);
    if (!ok)
        setError(error, QObject::tr("Could not create a scratch schema to build the revision's tables in (this needs "
                                    "a writable connection and the CREATE privilege on the database): %1")
                            .arg(q.lastError().text()));
    else
        ok = runSet(connection.db(), false, set, revision, atRevision, atHead, error);
    QSqlQuery(connection.db()).exec(QStringLiteral("ROLLBACK"));
    return ok;
}

bool SchemaComparer::live(const DbConnection& connection, Columns* out, QString* error) {
    return readColumns(connection.db(), connection.isSqlite(), out, error);
}

bool SchemaComparer::compare(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                             SchemaDiff* out, QString* error) {
    Columns atRevision, atHead, now;
    if (!expected(connection, set, revision, &atRevision, &atHead, error) || !live(connection, &now, error))
        return false;
    QSet<QString> universe(atHead.keyBegin(), atHead.keyEnd());
    for (const QString& t : platforms::tables(set.platform()))
        universe.insert(t);
    SchemaDiff diff;
    diff.revision = revision;
    const QStringList bookkeeping = platforms::bookkeepingTables(set.platform());
    for (auto it = atRevision.begin(); it != atRevision.end(); ++it) {
        if (bookkeeping.contains(it.key()))
            continue;
        if (!now.contains(it.key())) {
            diff.missingTables << it.key();
            continue;
        }
        const QSet<QString>& have = now.value(it.key());
        QStringList missing, extra;
        for (const QString& c : it.value())
            if (!have.contains(c))
                missing << c;
        for (const QString& c : have)
            if (!it.value().contains(c))
                extra << c;
        missing.sort();
        extra.sort();
        if (!missing.isEmpty())
            diff.missingColumns.insert(it.key(), missing);
        if (!extra.isEmpty())
            diff.extraColumns.insert(it.key(), extra);
    }
    for (auto it = now.begin(); it != now.end(); ++it)
        if (universe.contains(it.key()) && !atRevision.contains(it.key()) && !bookkeeping.contains(it.key()))
            diff.extraTables << it.key();
    diff.missingTables.sort();
    diff.extraTables.sort();
    *out = diff;
    return true;
}

} // namespace metadesk
