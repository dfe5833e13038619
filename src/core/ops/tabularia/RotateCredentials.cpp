#include "RotateCredentials.h"

#include "RevealCredential.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/secrets/FernetKeyRing.h"

namespace metadesk {

RotateCredentials::RotateCredentials(const DbConnection& connection, const FernetKeyRing& keys)
    : m_conn(connection), m_keys(keys) {}

OperationPlan RotateCredentials::plan(bool leaveUndecryptable) const {
    OperationPlan p;
    if (m_conn.isReadOnly()) {
        p.refusal = tr("This database is open read-only: no credential is re-encrypted.");
        return p;
    }
    QList<QVariantMap> rows;
    QString error;
    if (!RevealCredential::readAll(m_conn, 0, &rows, &error)) {
        p.refusal = tr("Could not read the connections: %1").arg(error);
        return p;
    }
    int current = 0, empty = 0;
    QMap<int, int> byKey; // position -> credentials under it, for the sentence
    QStringList undecryptable;
    for (const QVariantMap& row : std::as_const(rows)) {
        const QByteArray token = row.value(RevealCredential::TokenColumn).toString().toUtf8();
        if (token.isEmpty()) {
            ++empty;
            continue;
        }
        int position = 0;
        if (!m_keys.decrypt(token, &position, &error)) {
            if (undecryptable.isEmpty())
                p.row = row;
            undecryptable << tr("Connection %1 (id %2, project %3): %4")
                                 .arg(row.value(QStringLiteral("name")).toString(),
                                      row.value(QStringLiteral("id")).toString(),
                                      row.value(QStringLiteral("project_id")).toString(), error);
            continue;
        }
        if (position == 1) {
            ++current;
            continue;
        }
        const QByteArray rotated = m_keys.rotate(token, &error);
        if (rotated.isEmpty()) {
            p.refusal = error;
            p.changes.clear();
            return p;
        }
        ++byKey[position];
        ChangeSet change = ChangeSet::update(QStringLiteral("connections"), row, {});
        change.carried.insert(RevealCredential::TokenColumn, QString::fromLatin1(rotated));
        p.changes << change;
    }
    if (!undecryptable.isEmpty() && !leaveUndecryptable) {
        p.refusal = undecryptable.join(QLatin1Char(' ')) + QLatin1Char(' ') + tr("Nothing is re-encrypted.");
        p.changes.clear();
        p.facts.insert(QStringLiteral("undecryptable"), undecryptable);
        return p;
    }
    p.facts.insert(QStringLiteral("total"), rows.size());
    p.facts.insert(QStringLiteral("undecryptable"), undecryptable);
    p.facts.insert(QStringLiteral("keyFingerprint"), m_keys.fingerprint(1));
    p.facts.insert(QStringLiteral("rotated"), p.changes.size());
    p.facts.insert(QStringLiteral("current"), current);
    p.facts.insert(QStringLiteral("empty"), empty);
    QStringList under;
    for (auto it = byKey.begin(); it != byKey.end(); ++it)
        under << tr("%n under key %1", nullptr, it.value()).arg(it.key());
    if (p.changes.isEmpty())
        p.sentences << tr("Every credential is already encrypted with key 1: there is nothing to re-encrypt.");
    else
        p.sentences << tr("Re-encrypts %n credential(s) with key 1 (%1), in one transaction.", nullptr,
                          int(p.changes.size()))
                           .arg(under.join(QStringLiteral(", ")));
    p.sentences << tr("Of %n connection(s), %1 already under key 1 and %2 without a password stay as they are.",
                      nullptr, int(rows.size()))
                       .arg(current)
                       .arg(empty);
    if (!undecryptable.isEmpty())
        p.sentences << tr("%n credential(s) no key decrypts stay as they are, untouched:", nullptr,
                          int(undecryptable.size()))
                    << undecryptable;
    if (!p.changes.isEmpty())
        p.sentences << (undecryptable.isEmpty()
                            ? tr("Each is recorded in the platform's audit log as connection.update. Afterwards key 1 "
                                 "alone decrypts every credential.")
                            : tr("Each is recorded in the platform's audit log as connection.update. Afterwards key 1 "
                                 "alone decrypts every credential but those listed, which no key decrypts."));
    return p;
}

WriteResult RotateCredentials::apply(const OperationPlan& plan, RowWriter& writer, const Progress& progress) const {
    WriteResult result;
    if (plan.isRefused()) {
        result.outcome = WriteResult::Outcome::Invalid;
        result.message = plan.refusal;
        return result;
    }
    if (plan.changes.isEmpty()) {
        result.outcome = WriteResult::Outcome::Done;
        result.nothingChanged = true;
        return result;
    }
    const int total = int(plan.changes.size());
    const auto cancelled = [&](int done, WriteResult* stop) {
        if (!progress || progress(done, total))
            return false;
        stop->outcome = WriteResult::Outcome::Invalid;
        stop->message = tr("Rotation cancelled: nothing was re-encrypted.");
        return true;
    };
    OperationWrite how;
    how.writes = {QStringLiteral("password_encrypted")}; // the secret this operation encrypts
    how.nameAudit = [](const WriteResult&, AuditEvent* event) {
        event->action = QStringLiteral("connection.update"); // routes/connections.py, audit.CONN_UPDATE
        event->targetType = QStringLiteral("connection");
        event->detail.insert(QStringLiteral("operation"), QStringLiteral("rotate_credentials"));
    };
    WriteResult failure;
    const bool done = writer.applyInTransaction(
        [&](WriteResult* stop) {
            for (int i = 0; i < total; ++i) {
                if (cancelled(i, stop))
                    return false;
                const WriteResult r = writer.applyOperation(plan.changes.at(i), how);
                if (!r.ok()) {
                    *stop = r;
                    if (r.outcome == WriteResult::Outcome::Conflict)
                        stop->message = tr("Connection %1 changed since the rotation was planned: nothing was "
                                           "re-encrypted.")
                                            .arg(plan.changes.at(i).original.value(QStringLiteral("name")).toString());
                    return false;
                }
                result = r;
            }
            return !cancelled(total, stop); // the last chance to cancel: before the commit
        },
        &failure);
    if (!done)
        return failure;
    result.outcome = WriteResult::Outcome::Done;
    return result;
}

} // namespace metadesk
