#include "LintSnapshot.h"

#include "core/db/DbConnection.h"

#include <QObject>
#include <QSqlDriver>
#include <QSqlQuery>

namespace metadesk {

using Count = LintFinding::Count;

LintSnapshot::LintSnapshot(const DbConnection& connection, qint64 exactLimit)
    : m_conn(connection), m_sqlite(connection.isSqlite()), m_exactLimit(exactLimit) {}

bool LintSnapshot::begin(QStringList* tables, QString* error) {
    // A snapshot that cannot write: whatever a statement's text holds, nothing here changes the database.
    QString why;
    if (!m_conn.exec(m_sqlite ? QStringLiteral("BEGIN")
                              : QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"),
                     &why)) {
        if (error)
            *error = QObject::tr("Could not start a read-only transaction to lint the migrations: %1").arg(why);
        return false;
    }
    QString listError;
    *tables = m_conn.tableNames(&listError);
    if (!listError.isEmpty()) {
        end();
        if (error)
            *error = QObject::tr("Could not list the tables: %1").arg(listError);
        return false;
    }
    if (m_sqlite) {
        qint64 n = 0;
        m_dbstat = tryCount(QStringLiteral("SELECT count(*) FROM dbstat WHERE name = 'sqlite_schema'"), {}, &n);
        m_stat1 =
            tryCount(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'sqlite_stat1'"), {}, &n) && n > 0;
    }
    return true;
}

void LintSnapshot::end() {
    QString ignored; // nothing was written: ending the snapshot cannot lose anything
    m_conn.exec(QStringLiteral("ROLLBACK"), &ignored);
}

QString LintSnapshot::quoteTable(const QString& name) const {
    return m_conn.db().driver()->escapeIdentifier(name, QSqlDriver::TableName);
}

QString LintSnapshot::quoteColumn(const QString& name) const {
    return m_conn.db().driver()->escapeIdentifier(name, QSqlDriver::FieldName);
}

bool LintSnapshot::tryCount(const QString& sql, const QVariantList& values, qint64* out) {
    QString ignored;
    if (!m_sqlite)
        m_conn.exec(QStringLiteral("SAVEPOINT metadesk_lint"), &ignored);
    QSqlQuery q;
    const bool ok = m_conn.execBound(&q, sql, values, &ignored) && q.next();
    if (ok)
        *out = q.value(0).isNull() ? -1 : q.value(0).toLongLong();
    if (!m_sqlite)
        m_conn.exec(ok ? QStringLiteral("RELEASE SAVEPOINT metadesk_lint")
                       : QStringLiteral("ROLLBACK TO SAVEPOINT metadesk_lint"),
                    &ignored);
    return ok;
}

void LintSnapshot::boundedCount(const QString& table, const QString& condition, qint64* rows, Count* count) {
    qint64 n = -1;
    const QString where = condition.isEmpty() ? QString() : QStringLiteral(" WHERE ") + condition;
    if (!tryCount(QStringLiteral("SELECT count(*) FROM (SELECT 1 FROM %1%2 LIMIT ?) AS lint_rows")
                      .arg(quoteTable(table), where),
                  {m_exactLimit + 1}, &n)) {
        *rows = -1;
        *count = Count::Unknown;
    } else if (n <= m_exactLimit) {
        *rows = n;
        *count = Count::Exact;
    } else {
        *rows = m_exactLimit + 1;
        *count = Count::AtLeast;
    }
}

bool LintSnapshot::count(const QString& table, const QString& alias, const QString& condition, qint64* rows) {
    const QString from = alias.isEmpty() ? quoteTable(table) : quoteTable(table) + QLatin1Char(' ') + alias;
    return tryCount(QStringLiteral("SELECT count(*) FROM %1 WHERE %2").arg(from, condition), {}, rows);
}

LintSnapshot::Figures LintSnapshot::figures(const QString& table) {
    const QString k = key(table);
    if (auto it = m_figures.constFind(k); it != m_figures.constEnd())
        return it.value();
    Figures f;
    boundedCount(table, {}, &f.rows, &f.count);
    qint64 estimate = -1;
    QSqlQuery q;
    QString ignored;
    if (!m_sqlite) {
        if (m_conn.execBound(&q,
                             QStringLiteral("SELECT c.reltuples::bigint, pg_total_relation_size(c.oid) FROM pg_class c "
                                            "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = "
                                            "current_schema() AND c.relname = ? AND c.relkind IN ('r', 'p', 'm')"),
                             {table}, &ignored) &&
            q.next()) {
            estimate = q.value(0).toLongLong();
            f.bytes = q.value(1).toLongLong();
        }
    } else {
        if (m_dbstat)
            tryCount(QStringLiteral("SELECT sum(pgsize) FROM dbstat WHERE name IN (SELECT name FROM sqlite_master "
                                    "WHERE tbl_name = ?)"),
                     {table}, &f.bytes);
        if (m_stat1 && f.count == Count::AtLeast) {
            // ANALYZE's figure: the first number of a stat row is the table's rows.
            if (m_conn.execBound(&q, QStringLiteral("SELECT stat FROM sqlite_stat1 WHERE tbl = ? LIMIT 1"), {table},
                                 &ignored) &&
                q.next())
                estimate = q.value(0).toString().section(QLatin1Char(' '), 0, 0).toLongLong();
        }
    }
    if (f.count == Count::AtLeast && estimate > m_exactLimit) {
        f.rows = estimate;
        f.count = Count::Estimate;
    }
    m_figures.insert(k, f);
    return f;
}

QHash<QString, LintSnapshot::Column> LintSnapshot::columns(const QString& table) {
    const QString k = key(table);
    if (auto it = m_columns.constFind(k); it != m_columns.constEnd())
        return it.value();
    QHash<QString, Column> list;
    QSqlQuery q;
    QString ignored;
    const QString sql =
        m_sqlite ? QStringLiteral("SELECT name, type, \"notnull\" FROM pragma_table_info(?)")
                 : QStringLiteral("SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull FROM "
                                  "pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid "
                                  "= c.relnamespace WHERE n.nspname = current_schema() AND c.relname = ? AND "
                                  "a.attnum > 0 AND NOT a.attisdropped");
    if (m_conn.execBound(&q, sql, {table}, &ignored))
        while (q.next())
            list.insert(key(q.value(0).toString()),
                        Column{q.value(0).toString(), q.value(1).toString(), q.value(2).toBool()});
    m_columns.insert(k, list);
    return list;
}

bool LintSnapshot::anyVolatile(const QStringList& functions) {
    if (m_sqlite || functions.isEmpty())
        return false;
    QStringList marks;
    QVariantList values;
    for (const QString& f : functions) {
        marks << QStringLiteral("?");
        values << f;
    }
    qint64 n = 0;
    return tryCount(QStringLiteral("SELECT count(*) FROM pg_proc WHERE provolatile = 'v' AND proname IN (%1)")
                        .arg(marks.join(QLatin1Char(','))),
                    values, &n) &&
           n > 0;
}

} // namespace metadesk
