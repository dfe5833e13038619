#include "UpdateCredential.h"

#include "RevealCredential.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/secrets/FernetKeyRing.h"

namespace metadesk {

UpdateCredential::UpdateCredential(const DbConnection& connection, const FernetKeyRing& keys)
    : m_conn(connection), m_keys(keys) {}

OperationPlan UpdateCredential::plan(qint64 id, const QByteArray& plaintext, bool replaceUndecryptable) const {
    OperationPlan p;
    if (m_conn.isReadOnly()) {
        p.refusal = tr("This database is open read-only: no credential is changed.");
        return p;
    }
    const TableDescriptor* table = m_conn.catalog().table(QStringLiteral("connections"));
    if (!table) {
        p.refusal = tr("This database has no Tabularia connections table.");
        return p;
    }
    bool found = false;
    QString error;
    if (!RowStore(m_conn, *table).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read connection %1: %2").arg(id).arg(error);
        return p;
    }
    if (!found) {
        p.notFound = true;
        p.refusal = tr("There is no connection %1.").arg(id);
        return p;
    }
    const QString name = p.row.value(QStringLiteral("name")).toString();
    const QByteArray stored = p.row.value(RevealCredential::TokenColumn).toString().toUtf8();
    if (!stored.isEmpty() && !m_keys.decrypt(stored, nullptr, &error) && !replaceUndecryptable) {
        p.refusal = tr("The credential of connection %1 is decrypted by none of your keys (%2), so it is not "
                       "replaced unless you confirm that it is meant to be.")
                        .arg(name, error);
        p.facts.insert(QStringLiteral("undecryptable"), true); // the caller may ask, then plan again replacing it
        return p;
    }
    QByteArray token;
    if (!plaintext.isEmpty()) {
        token = m_keys.encrypt(plaintext);
        if (token.isEmpty()) {
            p.refusal = tr("The new credential could not be encrypted (OpenSSL failed): nothing is written.");
            return p;
        }
    }
    ChangeSet change = ChangeSet::update(QStringLiteral("connections"), p.row, {});
    // Carried, not typed: the token is stored exactly as made, as the platform stores it.
    // An empty token is "" (the column is NOT NULL), never a null string.
    change.carried.insert(RevealCredential::TokenColumn,
                          token.isEmpty() ? QStringLiteral("") : QString::fromLatin1(token));
    p.changes << change;
    p.sentences
        << (plaintext.isEmpty()
                ? tr("Removes the password of connection %1 (the platform stores an empty credential).").arg(name)
                : tr("Encrypts the new credential of connection %1 with key 1 and stores it.").arg(name));
    p.sentences << tr("Recorded in the platform's audit log as connection.update, as its own edit of a connection.");
    return p;
}

WriteResult UpdateCredential::apply(const OperationPlan& plan, RowWriter& writer) const {
    WriteResult result;
    if (plan.isRefused() || plan.changes.size() != 1) {
        result.outcome = WriteResult::Outcome::Invalid;
        result.message = plan.isRefused() ? plan.refusal : tr("There is no credential to store.");
        return result;
    }
    OperationWrite how;
    how.writes = {QStringLiteral("password_encrypted")}; // the secret this operation encrypts
    how.nameAudit = [](const WriteResult&, AuditEvent* event) {
        event->action = QStringLiteral("connection.update"); // routes/connections.py, audit.CONN_UPDATE
        event->targetType = QStringLiteral("connection");
        event->detail.insert(QStringLiteral("operation"), QStringLiteral("credential"));
    };
    result = writer.applyOperation(plan.changes.constFirst(), how);
    return result;
}

} // namespace metadesk
