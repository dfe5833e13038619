#include "RevealCredential.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/secrets/LibCrypto.h"

#include <QJsonObject>
#include <QSqlQuery>

namespace metadesk {

const QString RevealCredential::TokenColumn = QStringLiteral("password_encrypted");

namespace {
const QString kConnections = QStringLiteral("connections");

QString labelOf(const QVariantMap& row) {
    return QStringLiteral("%1 (id %2)")
        .arg(row.value(QStringLiteral("name")).toString(), row.value(QStringLiteral("id")).toString());
}
} // namespace

RevealCredential::RevealCredential(const DbConnection& connection, const FernetKeyRing& keys)
    : m_conn(connection), m_keys(keys) {}

bool RevealCredential::readAll(const DbConnection& conn, qint64 projectId, QList<QVariantMap>* rows, QString* error) {
    const TableDescriptor* table = conn.catalog().table(kConnections);
    if (!table) {
        if (error)
            *error = tr("This database has no Tabularia connections table.");
        return false;
    }
    const RowStore store(conn, *table);
    QString sql = QStringLiteral("SELECT %1 FROM %2").arg(store.selectList(), store.quotedTable());
    QVariantList values;
    if (projectId > 0) {
        sql += QStringLiteral(" WHERE %1 = ?").arg(store.quote(QStringLiteral("project_id")));
        values << projectId;
    }
    sql += QStringLiteral(" ORDER BY %1").arg(store.quote(QStringLiteral("id")));
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q, sql, values, error))
        return false;
    while (q.next())
        rows->append(store.rowFrom(q));
    return true;
}

bool RevealCredential::projectNames(const DbConnection& conn, QHash<qint64, QString>* names, QString* error) {
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q, QStringLiteral("SELECT id, name FROM projects"), {}, error))
        return false;
    while (q.next())
        names->insert(q.value(0).toLongLong(), q.value(1).toString());
    return true;
}

bool RevealCredential::locateProject(const DbConnection& conn, const QString& project, qint64* projectId,
                                     bool* notFound, QString* error) {
    *notFound = false;
    bool isNumber = false;
    const qint64 asId = project.trimmed().toLongLong(&isNumber);
    QSqlQuery q(conn.db());
    const QString sql = isNumber ? QStringLiteral("SELECT id FROM projects WHERE id = ?")
                                 : QStringLiteral("SELECT id FROM projects WHERE name = ?");
    if (!conn.execBound(&q, sql, {isNumber ? QVariant(asId) : QVariant(project.trimmed())}, error))
        return false;
    QList<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    if (ids.isEmpty()) {
        *notFound = true;
        *error = tr("There is no project %1.").arg(project);
        return false;
    }
    if (ids.size() > 1) {
        *error = tr("%n projects are named %1: name one by its id.", nullptr, int(ids.size())).arg(project);
        return false;
    }
    *projectId = ids.constFirst();
    return true;
}

bool RevealCredential::locate(const DbConnection& conn, const QString& project, const QString& name,
                              qint64* connectionId, bool* notFound, QString* error) {
    qint64 projectId = 0;
    if (!locateProject(conn, project, &projectId, notFound, error))
        return false;
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q, QStringLiteral("SELECT id FROM connections WHERE project_id = ? AND name = ?"),
                        {projectId, name.trimmed()}, error))
        return false;
    if (!q.next()) {
        *notFound = true;
        *error = tr("Project %1 has no connection named %2.").arg(project, name);
        return false;
    }
    *connectionId = q.value(0).toLongLong();
    return true;
}

RevealCredential::Revealed RevealCredential::reveal(qint64 id, const Actor& actor, ChangeJournal* journal) const {
    Revealed r;
    if (m_conn.isReadOnly()) {
        r.refusal = tr("This database is open read-only (audit browsing): no credential is revealed.");
        return r;
    }
    const TableDescriptor* table = m_conn.catalog().table(kConnections);
    if (!table) {
        r.refusal = tr("This database has no Tabularia connections table.");
        return r;
    }
    if (!journal) {
        r.refusal = tr("A reveal is recorded in the local change journal, and there is none: nothing is revealed.");
        return r;
    }
    bool found = false;
    QString error;
    if (!RowStore(m_conn, *table).fetch({id}, &r.row, &found, &error)) {
        r.refusal = tr("Could not read connection %1: %2").arg(id).arg(error);
        return r;
    }
    if (!found) {
        r.notFound = true;
        r.refusal = tr("There is no connection %1.").arg(id);
        return r;
    }
    const QByteArray token = r.row.value(TokenColumn).toString().toUtf8();
    if (token.isEmpty()) {
        r.refusal = tr("Connection %1 has no password: the platform stores none for it.").arg(labelOf(r.row));
        return r;
    }
    QString why;
    std::optional<QByteArray> plain = m_keys.decrypt(token, &r.keyPosition, &why);

    // Recorded before anything is shown: a reveal nobody can trace back is not made.
    QJsonObject key;
    key.insert(QStringLiteral("id"), id);
    QJsonObject entry;
    entry.insert(QStringLiteral("via"), QStringLiteral("Metadesk"));
    entry.insert(QStringLiteral("table"), kConnections);
    entry.insert(QStringLiteral("key"), key);
    entry.insert(QStringLiteral("target_type"), QStringLiteral("connection"));
    entry.insert(QStringLiteral("target_label"), r.row.value(QStringLiteral("name")).toString());
    entry.insert(QStringLiteral("at"), valuecodec::storedTimestamp(QDateTime::currentDateTimeUtc()));
    entry.insert(QStringLiteral("actor_label"), actor.label);
    entry.insert(QStringLiteral("action"), QStringLiteral("connection.reveal"));
    entry.insert(QStringLiteral("outcome"), plain ? QStringLiteral("success") : QStringLiteral("failure"));
    if (plain)
        entry.insert(QStringLiteral("key_position"), r.keyPosition);
    entry.insert(QStringLiteral("database"), m_conn.url().toDisplayString());
    QString journalError;
    const bool recorded = journal->append(entry, &journalError);

    if (!plain) {
        r.refusal = tr("Connection %1: %2").arg(labelOf(r.row), why);
        return r;
    }
    if (!recorded) {
        wipeSecret(plain->data(), size_t(plain->size()));
        r.refusal = tr("The reveal could not be recorded in the local change journal, so nothing is shown: %1")
                        .arg(journalError);
        return r;
    }
    r.plaintext = *plain;
    return r;
}

} // namespace metadesk
