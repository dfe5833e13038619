#include "BulkInserter.h"

#include "core/db/DbConnection.h"

#include <QHash>
#include <QObject>
#include <QSqlDriver>
#include <QSqlError>

namespace metadesk {

BulkInserter::BulkInserter(const DbConnection& connection, const QString& table, const QStringList& columns,
                           int rowsPerStatement)
    : m_conn(connection), m_table(table), m_columns(columns), m_rowsPerStatement(qMax(1, rowsPerStatement)),
      m_full(connection.db()) {
    if (m_conn.isPostgres() && loadPostgresTypes())
        m_rowsPerStatement = qMax(m_rowsPerStatement, 5000);
}

bool BulkInserter::loadPostgresTypes() {
    QSqlQuery q(m_conn.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = "
                             "current_schema() AND table_name = ?"));
    q.addBindValue(m_table);
    if (!q.exec())
        return false;
    QHash<QString, QString> types;
    while (q.next())
        types.insert(q.value(0).toString(), q.value(1).toString());
    QStringList ordered;
    for (const QString& c : m_columns) {
        const QString t = types.value(c);
        if (t.isEmpty() || t.startsWith(QLatin1Char('_'))) // unknown, or an array column: unnest cannot nest arrays
            return false;
        ordered << t;
    }
    m_pgTypes = ordered;
    return true;
}

namespace {
QString arrayElement(const QVariant& v) {
    if (v.isNull())
        return QStringLiteral("NULL");
    if (v.typeId() == QMetaType::Bool)
        return v.toBool() ? QStringLiteral("t") : QStringLiteral("f");
    if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::UInt ||
        v.typeId() == QMetaType::ULongLong)
        return v.toString();
    // bytea's hex input form; its backslash is escaped below like any other.
    QString text = v.typeId() == QMetaType::QByteArray
                       ? QStringLiteral("\\x") + QString::fromLatin1(v.toByteArray().toHex())
                       : v.toString();
    text.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}
} // namespace

bool BulkInserter::execArrays(int rows) {
    const QSqlDriver* driver = m_conn.db().driver();
    const int columns = int(m_columns.size());
    QStringList quoted, params;
    for (int c = 0; c < columns; ++c) {
        quoted << driver->escapeIdentifier(m_columns.at(c), QSqlDriver::FieldName);
        params << QStringLiteral("?::%1[]").arg(m_pgTypes.at(c));
    }
    QSqlQuery q(m_conn.db());
    if (!q.prepare(QStringLiteral("INSERT INTO %1 (%2) SELECT * FROM unnest(%3)")
                       .arg(driver->escapeIdentifier(m_table, QSqlDriver::TableName), quoted.join(QStringLiteral(", ")),
                            params.join(QStringLiteral(", "))))) {
        m_error = QObject::tr("Could not prepare the insert into %1: %2").arg(m_table, sqlErrorText(q.lastError()));
        return false;
    }
    for (int c = 0; c < columns; ++c) {
        QString array;
        array.reserve(rows * 16);
        array += QLatin1Char('{');
        for (int r = 0; r < rows; ++r) {
            if (r)
                array += QLatin1Char(',');
            array += arrayElement(m_pending.at(r * columns + c));
        }
        array += QLatin1Char('}');
        q.bindValue(c, array);
    }
    if (!q.exec()) {
        m_error = QObject::tr("Could not insert into %1: %2").arg(m_table, sqlErrorText(q.lastError()));
        return false;
    }
    m_pending.clear();
    m_written += rows;
    return true;
}

QString BulkInserter::statement(int rows) const {
    const QSqlDriver* driver = m_conn.db().driver();
    QStringList quoted;
    for (const QString& c : m_columns)
        quoted << driver->escapeIdentifier(c, QSqlDriver::FieldName);
    QString one = QStringLiteral("(?");
    for (int i = 1; i < m_columns.size(); ++i)
        one += QStringLiteral(", ?");
    one += QLatin1Char(')');
    QStringList tuples;
    tuples.reserve(rows);
    for (int i = 0; i < rows; ++i)
        tuples << one;
    return QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
        .arg(driver->escapeIdentifier(m_table, QSqlDriver::TableName), quoted.join(QStringLiteral(", ")),
             tuples.join(QStringLiteral(", ")));
}

bool BulkInserter::add(const QVariantList& row) {
    if (!m_error.isEmpty())
        return false;
    Q_ASSERT(row.size() == m_columns.size());
    m_pending += row;
    if (m_pending.size() >= m_rowsPerStatement * m_columns.size()) {
        if (!m_pgTypes.isEmpty())
            return execArrays(m_rowsPerStatement);
        if (!m_fullPrepared) {
            if (!m_full.prepare(statement(m_rowsPerStatement))) {
                m_error = QObject::tr("Could not prepare the insert into %1: %2")
                              .arg(m_table, sqlErrorText(m_full.lastError()));
                return false;
            }
            m_fullPrepared = true;
        }
        return execBatch(m_full, m_rowsPerStatement);
    }
    return true;
}

bool BulkInserter::flush() {
    if (!m_error.isEmpty())
        return false;
    if (m_pending.isEmpty())
        return true;
    const int rows = int(m_pending.size() / m_columns.size());
    if (!m_pgTypes.isEmpty())
        return execArrays(rows);
    QSqlQuery tail(m_conn.db());
    if (!tail.prepare(statement(rows))) {
        m_error = QObject::tr("Could not prepare the insert into %1: %2").arg(m_table, sqlErrorText(tail.lastError()));
        return false;
    }
    return execBatch(tail, rows);
}

bool BulkInserter::execBatch(QSqlQuery& query, int rows) {
    for (int i = 0; i < m_pending.size(); ++i)
        query.bindValue(i, m_pending.at(i));
    if (!query.exec()) {
        m_error = QObject::tr("Could not insert into %1: %2").arg(m_table, sqlErrorText(query.lastError()));
        return false;
    }
    m_pending.clear();
    m_written += rows;
    return true;
}

} // namespace metadesk
