#include "DeferredIndexes.h"

#include "core/db/DbConnection.h"

#include <QObject>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

QString DeferredIndexes::quote(const QString& name) const {
    return m_conn.db().driver()->escapeIdentifier(name, QSqlDriver::TableName);
}

bool DeferredIndexes::collect(const QString& sql, const QString& dropSql, QStringList* drops, QStringList* recreate,
                              QStringList* names, QString* error) {
    QSqlQuery q(m_conn.db());
    q.setForwardOnly(true);
    q.prepare(sql);
    q.addBindValue(m_table);
    if (!q.exec()) {
        *error = QObject::tr("Could not list the indexes of %1: %2").arg(m_table, sqlErrorText(q.lastError()));
        return false;
    }
    const QString table = quote(m_table);
    while (q.next()) {
        names->append(q.value(0).toString());
        const QString name = quote(q.value(0).toString());
        drops->append(QString(dropSql).replace(QLatin1String("{table}"), table).replace(QLatin1String("{name}"), name));
        // A foreign key comes back as its definition only; an index as its whole statement.
        recreate->append(
            dropSql.startsWith(QLatin1String("ALTER"))
                ? QStringLiteral("ALTER TABLE %1 ADD CONSTRAINT %2 %3").arg(table, name, q.value(1).toString())
                : q.value(1).toString());
    }
    return true;
}

bool DeferredIndexes::drop(QString* error) {
    QStringList drops, foreignKeys, indexNames, keyNames;
    const QString dropIndex = QStringLiteral("DROP INDEX {name}");
    if (m_conn.isSqlite()) {
        if (!collect(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND "
                                    "sql IS NOT NULL"),
                     dropIndex, &drops, &m_recreate, &indexNames, error))
            return false;
    } else if (!collect(QStringLiteral("SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = "
                                       "to_regclass(?) AND contype = 'f' ORDER BY conname"),
                        QStringLiteral("ALTER TABLE {table} DROP CONSTRAINT {name}"), &drops, &foreignKeys, &keyNames,
                        error) ||
               !collect(QStringLiteral("SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.schemaname = "
                                       "current_schema() AND i.tablename = ? AND NOT EXISTS (SELECT 1 FROM "
                                       "pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = "
                                       "to_regclass(i.tablename))"),
                        dropIndex, &drops, &m_recreate, &indexNames, error)) {
        return false;
    }
    // A migration that gave the table other indexes than the demo expects: refuse rather than guess what to rebuild.
    QStringList found = indexNames, expected = m_expected;
    found.sort();
    expected.sort();
    if (found != expected) {
        *error = QObject::tr("The indexes of %1 are %2, not the %3 the demo's bulk load expects.")
                     .arg(m_table, found.join(QStringLiteral(", ")), expected.join(QStringLiteral(", ")));
        m_recreate.clear();
        return false;
    }
    m_recreate << foreignKeys; // indexes first: the foreign keys' validation uses them
    QSqlQuery q(m_conn.db());
    for (const QString& sql : drops) {
        if (!q.exec(sql)) {
            *error = QObject::tr("Could not drop an index of %1 for the bulk load: %2")
                         .arg(m_table, sqlErrorText(q.lastError()));
            return false;
        }
    }
    return true;
}

bool DeferredIndexes::restore(QString* error) {
    QSqlQuery q(m_conn.db());
    for (const QString& sql : m_recreate) {
        if (!q.exec(sql)) {
            *error = QObject::tr("Could not rebuild the indexes of %1: %2").arg(m_table, sqlErrorText(q.lastError()));
            return false;
        }
    }
    return true;
}

} // namespace metadesk
