#include "RowWriter.h"

#include "core/query/ReferenceQuery.h"

#include "AuditVocabulary.h"
#include "ChangeJournal.h"
#include "EditPolicy.h"
#include "RowStore.h"
#include "ValueCodec.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/export/StoredBytes.h"
#include "core/rules/DeleteImpact.h"
#include "core/rules/SensitiveGrants.h"
#include "core/rules/WriteErrors.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>
#include <utility>

namespace metadesk {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::RowWriter", text);
}

QJsonValue jsonOf(const ColumnDescriptor& c, const QVariant& edit) {
    return QJsonValue::fromVariant(valuecodec::toJson(c, edit));
}

QString nowText() {
    return valuecodec::storedTimestamp(QDateTime::currentDateTimeUtc());
}

} // namespace

RowWriter::RowWriter(const DbConnection& connection) : m_conn(connection) {}

void RowWriter::setJournal(ChangeJournal* journal) {
    m_journal = journal;
    if (!journal)
        return;
    const Catalog& catalog = m_conn.catalog();
    ChangeJournal::Coverage coverage;
    coverage.known = true;
    coverage.tabularia = !catalog.tables(Platform::Tabularia).isEmpty();
    coverage.holotable = !catalog.tables(Platform::Holotable).isEmpty();
    coverage.holotableAuditLog = catalog.auditTable(Platform::Holotable) != nullptr;
    journal->setCoverage(coverage);
}

QString RowWriter::actionName(const ChangeSet& change) {
    return change.table + QLatin1Char('.') + ChangeSet::kindName(change.kind);
}

bool RowWriter::sqliteTextsAsStored(const TableDescriptor& table, const ChangeSet& change, const QVariantList& key,
                                    QHash<QString, QByteArray>* bytes, QString* error) {
    QStringList names;
    for (const ColumnDescriptor& c : table.columns) {
        const QVariant seen = change.original.value(c.name);
        if (seen.typeId() != QMetaType::QString)
            continue;
        if (storedbytes::mayDiffer(seen.toString()))
            names << c.name;
    }
    if (names.isEmpty())
        return true;
    const RowStore store(m_conn, table);
    QStringList columns;
    for (const QString& name : std::as_const(names))
        columns << store.quote(name) << QStringLiteral("CAST(%1 AS BLOB)").arg(store.quote(name));
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                              .arg(columns.join(QStringLiteral(", ")), store.quotedTable(), store.keyPredicate()),
                          key, error))
        return false;
    if (!q.next())
        return true; // gone: the write finds no row and says so
    for (int i = 0; i < names.size(); ++i) {
        const QString seen = change.original.value(names.at(i)).toString();
        const QByteArray stored = q.value(2 * i + 1).toByteArray();
        if (stored != seen.toUtf8() && q.value(2 * i).toString() == seen)
            bytes->insert(names.at(i), stored);
    }
    return true;
}

bool RowWriter::begin(QString* error) {
    if (m_inTransaction)
        return true; // applyInTransaction began it
    // The server went away since the last statement (restarted, the network dropped): a new session first. Nothing
    // of the old one is lost here — no transaction is open between writes.
    if (m_conn.isBroken() && !m_conn.reconnect(error))
        return false;
    if (m_conn.isSqlite())
        return m_conn.exec(QStringLiteral("BEGIN IMMEDIATE"), error); // the write lock before the checks
    return m_conn.exec(QStringLiteral("BEGIN"), error) &&
           m_conn.exec(QStringLiteral("SET LOCAL lock_timeout = %1").arg(m_lockTimeoutMs), error);
}

void RowWriter::rollback() {
    if (m_inTransaction)
        return; // applyInTransaction rolls the whole transaction back
    m_conn.exec(QStringLiteral("ROLLBACK"), nullptr);
}

bool RowWriter::commit(QString* error) {
    if (m_inTransaction)
        return true; // applyInTransaction commits the whole transaction
    if (!m_conn.exec(QStringLiteral("COMMIT"), error)) {
        rollback();
        return false;
    }
    return true;
}

WriteResult RowWriter::fail(const TableDescriptor& table, const QString& databaseText) {
    rollback();
    WriteResult r;
    r.outcome = WriteResult::Outcome::Failed;
    if (m_conn.isBroken())
        return connectionLost(databaseText);
    r.message = writeerrors::describe(table, databaseText);
    r.details = writeerrors::details(databaseText);
    const QString column = writeerrors::columnOf(table, databaseText);
    if (!column.isEmpty())
        r.problems << FieldProblem{column, r.message};
    return r;
}

WriteResult RowWriter::connectionLost(const QString& databaseText) {
    // The server rolls back a transaction whose connection is gone: nothing of it was written.
    WriteResult r;
    r.outcome = WriteResult::Outcome::Failed;
    r.connectionLost = true;
    r.message = tr("The connection to the database server was lost; nothing was written. What you typed is kept: "
                   "try again once the server is back, and Metadesk connects anew.");
    r.details = databaseText;
    return r;
}

WriteResult RowWriter::commitFailed(const TableDescriptor& table, const QString& databaseText) const {
    WriteResult failed;
    failed.details = writeerrors::details(databaseText);
    if (m_conn.isBroken()) {
        failed.connectionLost = true;
        failed.outcomeUnknown = true;
        failed.message = tr("The connection to the database server was lost while the change was committed: whether "
                            "it was saved is not known. Read the row again once the server is back before trying "
                            "again.");
        failed.details = databaseText;
        return failed;
    }
    failed.message = writeerrors::describe(table, databaseText);
    return failed;
}

WriteResult RowWriter::conflict(const TableDescriptor& t, const QVariantList& key) {
    rollback();
    WriteResult r;
    bool found = false;
    QString error;
    if (!RowStore(m_conn, t).fetch(key, &r.current, &found, &error)) {
        r.message = writeerrors::describe(t, error);
        r.details = writeerrors::details(error);
        return r;
    }
    r.outcome = WriteResult::Outcome::Conflict;
    r.rowGone = !found;
    r.message = found ? tr("Someone else changed this row since you opened it.")
                      : tr("Someone else deleted this row since you opened it.");
    return r;
}

WriteResult RowWriter::apply(const ChangeSet& change) {
    return applyChange(change, nullptr);
}

WriteResult RowWriter::applyOperation(const ChangeSet& change, const OperationWrite& how) {
    return applyChange(change, &how);
}

WriteResult RowWriter::applyChange(const ChangeSet& typed, const OperationWrite* operation) {
    WriteResult r;
    const TableDescriptor* table = m_conn.catalog().table(typed.table);
    if (!table) {
        r.message = tr("Metadesk does not know a table named %1.").arg(typed.table);
        return r;
    }
    const TableDescriptor& t = *table;
    // Judged and written as the platform stores it: "finance " is "finance", and clashes with it.
    const ChangeSet change = RowValidator::normalized(t, typed);
    if (m_conn.isReadOnly()) {
        r.message = tr("This connection is read-only: nothing was written.");
        return r;
    }
    // An operation is the rule of its tables: the generic policy refuses the queue and the histories outright.
    const EditPolicy policy = operation ? EditPolicy::forOperation(t, operation->writes, operation->takesOverUniqueKeys)
                                        : EditPolicy::forTable(t);
    const bool allowed = (change.kind == ChangeSet::Kind::Insert && policy.canInsert) ||
                         (change.kind == ChangeSet::Kind::Update && policy.canUpdate) ||
                         (change.kind == ChangeSet::Kind::Delete && policy.canDelete);
    if (!allowed) {
        r.outcome = WriteResult::Outcome::Invalid;
        r.message = policy.reason;
        return r;
    }
    const QStringList changed = change.changedColumns(t);
    if (change.kind == ChangeSet::Kind::Update) {
        for (const QString& c : changed) {
            if (policy.readOnlyColumns.contains(c)) {
                r.outcome = WriteResult::Outcome::Invalid;
                r.problems << FieldProblem{c, tr("%1 cannot be changed here.").arg(t.column(c)->label)};
                r.message = r.problems.first().message;
                return r;
            }
        }
        if (changed.isEmpty()) {
            r.outcome = WriteResult::Outcome::Done;
            r.nothingChanged = true;
            r.key = change.originalKey(t);
            r.before = r.after = change.original;
            return r;
        }
    }

    // The unique keys an operation takes over are its own to check (see OperationWrite::takesOverUniqueKeys).
    TableDescriptor judged = t;
    for (const QStringList& key : policy.uniqueKeysTakenOver)
        judged.uniqueKeys.removeAll(key);
    const RowValidator validator(judged);
    r.problems = validator.checkValues(change);
    if (!r.problems.isEmpty()) {
        r.outcome = WriteResult::Outcome::Invalid;
        r.message = r.problems.first().message;
        return r;
    }

    QString error;
    if (!begin(&error))
        return fail(t, error);
    if (!validator.checkDatabase(m_conn, change, &r.problems, &error))
        return fail(t, error);
    if (!r.problems.isEmpty()) {
        rollback();
        r.outcome = WriteResult::Outcome::Invalid;
        r.message = r.problems.first().message;
        return r;
    }

    // The platform always keeps an active administrator (its gateway refuses what would cost the acting one their
    // rights): whatever takes the last one's away — a flag turned off, a membership deleted, a user
    // deactivated or deleted, an undo — is refused after it is written here, before anything is committed.
    bool adminBefore = false;
    if (SensitiveGrants::guardsAdministrators(t) && !SensitiveGrants::adminExists(m_conn, &adminBefore, &error))
        return fail(t, error);

    const bool sqlite = m_conn.isSqlite();
    const RowStore store(m_conn, t);
    QSqlQuery q(m_conn.db());
    // The row still holds every value the user saw (NULL-safe), compared in the stored form it was read in. A SQLite
    // text that is not valid UTF-8 is compared by the bytes it still holds (see sqliteTextsAsStored).
    QHash<QString, QByteArray> storedBytes;
    auto unchanged = [&](QStringList* parts, QVariantList* values) {
        for (const ColumnDescriptor& c : t.columns) {
            if (!change.original.contains(c.name))
                continue;
            const auto bytes = storedBytes.constFind(c.name);
            if (bytes != storedBytes.cend()) {
                *parts << QStringLiteral("(typeof(%1) = 'text' AND CAST(%1 AS BLOB) = ?)").arg(store.quote(c.name));
                *values << *bytes;
                continue;
            }
            *parts << valuecodec::unchangedPredicate(c, sqlite, store.quote(c.name));
            *values << change.original.value(c.name);
        }
    };

    if (change.kind == ChangeSet::Kind::Insert) {
        QStringList columns, params;
        QVariantList values;
        for (const QString& name : changed) {
            columns << store.quote(name);
            const auto bytes = change.carriedTextBytes.constFind(name);
            if (sqlite && bytes != change.carriedTextBytes.cend() && change.isCarried(name)) {
                params << QStringLiteral("CAST(? AS TEXT)"); // the bytes as they were, stored as text
                values << *bytes;
                continue;
            }
            params << QStringLiteral("?");
            values << bindValue(t, change, name);
        }
        QVariant editor;
        if (const ColumnDescriptor* by = lastEditorColumn(t, changed, &editor)) {
            columns << store.quote(by->name);
            params << QStringLiteral("?");
            values << editor;
        }
        // What the platform's models default to (Tabularia: a group's description "", its flags False, created_at
        // now), where the database has no default: without them it would refuse the row as missing NOT NULL values.
        for (const ColumnDescriptor& c : t.columns) {
            if (changed.contains(c.name) || c.nullable || c.hasDefault || c.lastEditor)
                continue;
            const QVariant fallback = RowValidator::platformDefault(c);
            if (!fallback.isValid())
                continue;
            columns << store.quote(c.name);
            params << QStringLiteral("?");
            values << valuecodec::toBind(c, fallback, sqlite);
        }
        // The new key read as every other read has it (a timestamp or decimal key in its stored text), so the row
        // can be found again by it.
        QStringList keys;
        for (const QString& k : t.primaryKey) {
            const ColumnDescriptor* kc = t.column(k);
            keys << (kc ? valuecodec::readExpression(*kc, sqlite, store.quote(k)) : store.quote(k));
        }
        const QString sql = columns.isEmpty()
                                ? QStringLiteral("INSERT INTO %1 DEFAULT VALUES RETURNING %2")
                                      .arg(store.quotedTable(), keys.join(QStringLiteral(", ")))
                                : QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) RETURNING %4")
                                      .arg(store.quotedTable(), columns.join(QStringLiteral(", ")),
                                           params.join(QStringLiteral(", ")), keys.join(QStringLiteral(", ")));
        if (!m_conn.execBound(&q, sql, values, &error))
            return fail(t, error);
        if (!q.next())
            return fail(t, tr("The insert returned no key."));
        for (int i = 0; i < t.primaryKey.size(); ++i)
            r.key << q.value(i);
        q.finish();
    } else {
        const QVariantList key = change.originalKey(t);
        if (sqlite && !sqliteTextsAsStored(t, change, key, &storedBytes, &error))
            return fail(t, error);
        QStringList where{store.keyPredicate()};
        QVariantList whereValues = key;
        unchanged(&where, &whereValues);
        QString sql;
        QVariantList values;
        if (change.kind == ChangeSet::Kind::Update) {
            QStringList sets;
            for (const QString& name : changed) {
                sets << store.quote(name) + QStringLiteral(" = ?");
                values << bindValue(t, change, name);
            }
            // The platforms keep updated_at themselves; so does Metadesk when a person did not set it.
            if (const ColumnDescriptor* updated = t.column(QStringLiteral("updated_at"));
                updated && !changed.contains(QStringLiteral("updated_at"))) {
                sets << store.quote(QStringLiteral("updated_at")) + QStringLiteral(" = ?");
                values << valuecodec::timestampFor(*updated, QDateTime::currentDateTimeUtc());
            }
            QVariant editor;
            if (const ColumnDescriptor* by = lastEditorColumn(t, changed, &editor)) {
                sets << store.quote(by->name) + QStringLiteral(" = ?");
                values << editor;
            }
            sql = QStringLiteral("UPDATE %1 SET %2 WHERE %3")
                      .arg(store.quotedTable(), sets.join(QStringLiteral(", ")), where.join(QStringLiteral(" AND ")));
        } else {
            // A row changed since it was read is a conflict before it is anything else.
            QSqlQuery check(m_conn.db());
            if (!m_conn.execBound(&check,
                                  QStringLiteral("SELECT 1 FROM %1 WHERE %2")
                                      .arg(store.quotedTable(), where.join(QStringLiteral(" AND "))),
                                  whereValues, &error))
                return fail(t, error);
            const bool stillThere = check.next();
            check.finish();
            if (!stillThere)
                return conflict(t, key);
            DeleteImpact impact;
            if (!DeleteImpact::measure(m_conn, t, key.value(0), &impact, &error))
                return fail(t, error);
            if (impact.blocks()) {
                rollback();
                r.outcome = WriteResult::Outcome::Invalid;
                QStringList reasons;
                for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
                    if (e.enforced && e.onDelete == OnDelete::NoAction)
                        reasons << e.sentence;
                r.message =
                    tr("This row cannot be deleted while others depend on it. %1").arg(reasons.join(QLatin1Char(' ')));
                return r;
            }
            r.cascadedRows = impact.cascadedRows;
            r.emptiedRows = impact.emptiedRows;
            if (!applyPlatformDeletes(t, key.value(0), 0, &error))
                return fail(t, error);
            sql =
                QStringLiteral("DELETE FROM %1 WHERE %2").arg(store.quotedTable(), where.join(QStringLiteral(" AND ")));
        }
        values << whereValues;
        if (!m_conn.execBound(&q, sql, values, &error))
            return fail(t, error);
        const int affected = q.numRowsAffected();
        q.finish();
        if (affected != 1)
            return conflict(t, key); // someone changed or deleted the row since it was read: the user decides
        r.key = key;
        r.textBytes = storedBytes;
    }

    if (adminBefore) {
        bool adminAfter = true;
        if (!SensitiveGrants::adminExists(m_conn, &adminAfter, &error))
            return fail(t, error);
        if (!adminAfter) {
            rollback();
            r = WriteResult();
            r.outcome = WriteResult::Outcome::Invalid;
            r.message = SensitiveGrants::lastAdminRefusal();
            return r;
        }
    }

    r.before = change.original;
    if (change.kind != ChangeSet::Kind::Delete) {
        bool found = false;
        if (!store.fetch(r.key, &r.after, &found, &error))
            return fail(t, error);
    }
    // In the platform's words, read in this transaction (a membership's name depends on its group).
    AuditEvent event;
    if (!AuditVocabulary::describe(m_conn, t, change.kind, r.before, r.after, &event, &error))
        return fail(t, error);
    if (operation && operation->nameAudit)
        operation->nameAudit(r, &event);
    if ((!operation || operation->platformAudit) && !writeAudit(t, change, event, &r, &error))
        return fail(t, error);
    if (!commit(&error))
        return commitFailed(t, error);
    r.outcome = WriteResult::Outcome::Done;
    if (t.platform == Platform::Holotable && m_journal && !m_conn.catalog().auditTable(Platform::Holotable)) {
        QJsonObject entry = describeChange(t, change, r);
        entry.insert(QStringLiteral("at"), nowText());
        entry.insert(QStringLiteral("actor_label"), m_actor.label);
        entry.insert(QStringLiteral("action"), event.action);
        entry.insert(QStringLiteral("database"), m_conn.url().toDisplayString());
        if (m_inTransaction)
            m_batchJournal << entry;
        else if (!m_journal->append(entry, &error))
            r.message = tr("The change was saved, but the local change journal could not record it: %1").arg(error);
    }
    return r;
}

bool RowWriter::applyInTransaction(const std::function<bool(WriteResult* failure)>& work, WriteResult* failure) {
    QString error;
    if (m_conn.isReadOnly()) {
        failure->outcome = WriteResult::Outcome::Failed;
        failure->message = tr("This connection is read-only: nothing was written.");
        return false;
    }
    if (m_inTransaction) {
        failure->outcome = WriteResult::Outcome::Failed;
        failure->message = tr("A write transaction is already open on this connection: nothing was written.");
        return false;
    }
    if (!begin(&error)) {
        if (m_conn.isBroken()) {
            *failure = connectionLost(error);
            return false;
        }
        failure->outcome = WriteResult::Outcome::Failed;
        failure->message = error;
        return false;
    }
    m_inTransaction = true;
    m_batchJournal.clear();
    WriteResult stopped;
    const bool done = work(&stopped);
    m_inTransaction = false;
    if (!done) {
        rollback();
        m_batchJournal.clear();
        *failure = stopped;
        return false;
    }
    if (!commit(&error)) {
        m_batchJournal.clear();
        if (m_conn.isBroken()) {
            *failure = commitFailed(TableDescriptor(), error);
            return false;
        }
        failure->outcome = WriteResult::Outcome::Failed;
        failure->message = error;
        return false;
    }
    const QList<QJsonObject> journal = std::exchange(m_batchJournal, {});
    for (const QJsonObject& entry : journal) {
        if (m_journal && !m_journal->append(entry, &error)) {
            failure->message =
                tr("The changes were saved, but the local change journal could not record them: %1").arg(error);
            break;
        }
    }
    return true;
}

QList<WriteResult> RowWriter::applyAll(const QList<ChangeSet>& changes, WriteResult* failure, int* failedAt) {
    if (failedAt)
        *failedAt = -1;
    QList<WriteResult> results;
    int stoppedAt = -1;
    bool allWritten = false;
    WriteResult outcome;
    const bool done = applyInTransaction(
        [&](WriteResult* stop) {
            for (int i = 0; i < changes.size(); ++i) {
                WriteResult r = apply(changes.at(i));
                if (!r.ok()) {
                    *stop = r;
                    stoppedAt = i;
                    return false;
                }
                results << r;
            }
            allWritten = true;
            return true;
        },
        &outcome);
    if (!done) {
        *failure = outcome;
        // A failed commit stops them all: it is named after the last change.
        if (failedAt)
            *failedAt = allWritten ? int(changes.size()) - 1 : stoppedAt;
        return {};
    }
    if (!outcome.message.isEmpty() && !results.isEmpty())
        results.last().message = outcome.message;
    return results;
}

QVariant RowWriter::bindValue(const TableDescriptor& t, const ChangeSet& change, const QString& column) const {
    const ColumnDescriptor& c = *t.column(column);
    if (change.isCarried(column))
        return valuecodec::bindStored(c, change.carried.value(column), m_conn.isSqlite());
    return valuecodec::toBind(c, change.values.value(column), m_conn.isSqlite());
}

const ColumnDescriptor* RowWriter::lastEditorColumn(const TableDescriptor& t, const QStringList& changed,
                                                    QVariant* value) const {
    // A "last editor" left naming someone else would blame them for this change. Tabularia keeps the editor's
    // users.id (NULL when Metadesk does not know the admin's account, rather than the previous editor's); Holotable
    // the identity subject, written as its audit_log's actor_sub is.
    for (const ColumnDescriptor& c : t.columns) {
        if (!c.lastEditor || changed.contains(c.name))
            continue;
        if (c.kind == ColumnKind::Integer)
            *value = m_actor.userId.isValid() && !m_actor.userId.isNull() ? QVariant(m_actor.userId.toLongLong())
                                                                          : QVariant(QMetaType::fromType<qint64>());
        else
            *value = m_actor.label.isEmpty() ? QStringLiteral("Metadesk") : m_actor.label;
        return value->isNull() && !c.nullable ? nullptr : &c;
    }
    return nullptr;
}

QJsonObject RowWriter::describeChange(const TableDescriptor& t, const ChangeSet& change, const WriteResult& r) const {
    QJsonObject key, changes;
    for (int i = 0; i < t.primaryKey.size(); ++i)
        key.insert(t.primaryKey.at(i), QJsonValue::fromVariant(r.key.value(i)));
    for (const ColumnDescriptor& c : t.columns) {
        const QVariant before = valuecodec::toEdit(c, r.before.value(c.name));
        const QVariant after = valuecodec::toEdit(c, r.after.value(c.name));
        if (change.kind == ChangeSet::Kind::Update && valuecodec::sameValue(c, before, after))
            continue;
        if ((change.kind == ChangeSet::Kind::Insert && !after.isValid()) ||
            (change.kind == ChangeSet::Kind::Delete && !before.isValid()))
            continue;
        QJsonObject field;
        if (change.kind != ChangeSet::Kind::Insert)
            field.insert(QStringLiteral("before"), jsonOf(c, before));
        if (change.kind != ChangeSet::Kind::Delete)
            field.insert(QStringLiteral("after"), jsonOf(c, after));
        changes.insert(c.name, field);
    }
    QJsonObject details;
    details.insert(QStringLiteral("via"), QStringLiteral("Metadesk"));
    details.insert(QStringLiteral("table"), t.name);
    details.insert(QStringLiteral("key"), key);
    details.insert(QStringLiteral("changes"), changes);
    if (r.cascadedRows > 0)
        details.insert(QStringLiteral("cascaded_rows"), r.cascadedRows);
    return details;
}

bool RowWriter::writeAudit(const TableDescriptor& t, const ChangeSet& change, const AuditEvent& event, WriteResult* r,
                           QString* error) {
    QJsonObject details = describeChange(t, change, *r);
    for (auto it = event.detail.begin(); it != event.detail.end(); ++it)
        details.insert(it.key(), QJsonValue::fromVariant(it.value()));
    const QString detail = QString::fromUtf8(QJsonDocument(details).toJson(QJsonDocument::Compact));
    // Data, not UI: the platform's audit table keeps the actor as written, whatever the language of the GUI.
    const QString actorLabel = m_actor.label.isEmpty() ? QStringLiteral("Metadesk") : m_actor.label;
    QStringList keyText;
    for (const QVariant& k : std::as_const(r->key))
        keyText << k.toString();
    const QVariantMap& row = change.kind == ChangeSet::Kind::Delete ? r->before : r->after;
    QSqlQuery q(m_conn.db());
    const Catalog& catalog = m_conn.catalog();

    if (t.platform == Platform::Tabularia) {
        const TableDescriptor* audit = catalog.auditTable(Platform::Tabularia);
        if (!audit)
            return true;
        // In the shape the gateway's record_audit writes: who, what, on which target, how it went, the details.
        QVariantMap values;
        if (const ColumnDescriptor* ts = audit->column(QStringLiteral("ts")))
            values.insert(ts->name, valuecodec::timestampFor(*ts, QDateTime::currentDateTimeUtc()));
        values.insert(QStringLiteral("actor_id"), m_actor.userId.isValid() && !m_actor.userId.isNull()
                                                      ? QVariant(m_actor.userId.toLongLong())
                                                      : QVariant(QMetaType::fromType<qint64>()));
        values.insert(QStringLiteral("actor_label"), actorLabel);
        values.insert(QStringLiteral("action"), event.action);
        values.insert(QStringLiteral("outcome"), QStringLiteral("success"));
        values.insert(QStringLiteral("target_type"), event.targetType.isEmpty()
                                                         ? QVariant(QMetaType::fromType<QString>())
                                                         : QVariant(event.targetType));
        bool integerKey = false;
        const QVariant target = event.targetId.isValid() ? event.targetId : r->key.value(0);
        const qint64 id = event.targetId.isValid() || r->key.size() == 1 ? target.toLongLong(&integerKey) : 0;
        values.insert(QStringLiteral("target_id"), integerKey ? QVariant(id) : QVariant(QMetaType::fromType<qint64>()));
        const QString label = ReferenceQuery::labelColumnOf(t);
        const QVariant targetLabel = !event.targetLabel.isNull() ? QVariant(event.targetLabel) : row.value(label);
        values.insert(QStringLiteral("target_label"), targetLabel.isNull() ? QVariant(QMetaType::fromType<QString>())
                                                                           : QVariant(targetLabel.toString()));
        values.insert(QStringLiteral("detail"), detail);
        return insertAudit(*audit, values, r, error);
    }

    const TableDescriptor* audit = catalog.auditTable(Platform::Holotable);
    if (!audit)
        return true; // before Holotable's 012: the local change journal records it
    // As src/lib/audit.ts writes a row: the workspace acted in, the actor, the action, the resource, the outcome.
    QVariantMap values;
    values.insert(QStringLiteral("workspace_id"), row.contains(QStringLiteral("workspace_id"))
                                                      ? QVariant(row.value(QStringLiteral("workspace_id")).toString())
                                                      : QVariant(QMetaType::fromType<QString>()));
    values.insert(QStringLiteral("actor_sub"), actorLabel);
    values.insert(QStringLiteral("actor_kind"), QStringLiteral("user"));
    values.insert(QStringLiteral("action"), event.action);
    values.insert(QStringLiteral("resource_type"),
                  event.targetType.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(event.targetType));
    const QString resource = event.targetId.isValid() ? event.targetId.toString() : keyText.join(QLatin1Char(','));
    values.insert(QStringLiteral("resource_id"), resource.left(200));
    values.insert(QStringLiteral("outcome"), QStringLiteral("success"));
    values.insert(QStringLiteral("detail"), detail);
    return insertAudit(*audit, values, r, error);
}

bool RowWriter::insertAudit(const TableDescriptor& audit, const QVariantMap& values, WriteResult* r, QString* error) {
    // Only the columns this database's audit table has.
    QStringList columns, params;
    QVariantList bound;
    const RowStore store(m_conn, audit);
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (!audit.column(it.key()))
            continue;
        columns << store.quote(it.key());
        params << QStringLiteral("?");
        bound << it.value();
    }
    QSqlQuery q(m_conn.db());
    const QString sql =
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) RETURNING id")
            .arg(store.quotedTable(), columns.join(QStringLiteral(", ")), params.join(QStringLiteral(", ")));
    if (!m_conn.execBound(&q, sql, bound, error))
        return false;
    if (q.next())
        r->auditId = q.value(0);
    q.finish();
    return true;
}

bool RowWriter::applyPlatformDeletes(const TableDescriptor& t, const QVariant& key, int depth, QString* error) {
    // Bounded: the schemas' dependency chains are a few links long (user -> chats -> turns).
    if (depth > 8) {
        *error =
            tr("The rows that depend on this one go deeper than Metadesk follows (8 levels); nothing was deleted.");
        return false;
    }
    if (t.primaryKey.size() != 1)
        return true;
    const Catalog& catalog = m_conn.catalog();
    for (const Catalog::Reference& ref : catalog.referencesTo(t.name)) {
        const ForeignKeyDescriptor& fk = ref.foreignKey;
        if (fk.onDelete == OnDelete::NoAction || (fk.databaseEnforced && fk.databaseOnDelete == fk.onDelete))
            continue; // nothing to do, or the database does it
        const TableDescriptor* from = catalog.table(ref.table);
        if (!from)
            continue;
        const RowStore store(m_conn, *from);
        const QString column = store.quote(fk.column);
        QSqlQuery q(m_conn.db());
        if (fk.onDelete == OnDelete::SetNull) {
            if (!m_conn.execBound(
                    &q, QStringLiteral("UPDATE %1 SET %2 = NULL WHERE %2 = ?").arg(store.quotedTable(), column), {key},
                    error))
                return false;
            continue;
        }
        // Rows deleted with it: theirs first, as the platform's code deletes a chat's turns before the chat.
        if (from->primaryKey.size() == 1) {
            QVariantList children;
            if (!m_conn.execBound(&q,
                                  QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                                      .arg(store.quote(from->primaryKey.first()), store.quotedTable(), column),
                                  {key}, error))
                return false;
            while (q.next())
                children << q.value(0);
            q.finish();
            for (const QVariant& child : std::as_const(children))
                if (!applyPlatformDeletes(*from, child, depth + 1, error))
                    return false;
        }
        if (!m_conn.execBound(&q, QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(store.quotedTable(), column), {key},
                              error))
            return false;
    }
    return true;
}

bool RowWriter::inverse(const ChangeSet& change, const WriteResult& done, ChangeSet* undo, QString* why) const {
    const TableDescriptor* t = m_conn.catalog().table(change.table);
    if (!t || !done.ok() || done.nothingChanged) {
        if (why)
            *why = tr("There is nothing to undo.");
        return false;
    }
    switch (change.kind) {
    case ChangeSet::Kind::Insert:
        *undo = ChangeSet::remove(change.table, done.after);
        return true;
    case ChangeSet::Kind::Update: {
        // The values it had, exactly as they were read: not through an editor, which would round them.
        *undo = ChangeSet::update(change.table, done.after, {});
        for (const QString& c : change.changedColumns(*t))
            undo->carried.insert(c, done.before.value(c));
        return true;
    }
    case ChangeSet::Kind::Delete: {
        if (done.cascadedRows > 0) {
            if (why)
                *why = tr("Deleting it also deleted %1 rows that referred to it; restoring the row alone would not "
                          "bring them back.")
                           .arg(done.cascadedRows);
            return false;
        }
        if (done.emptiedRows > 0) {
            if (why)
                *why = tr("Deleting it emptied the reference of %1 rows that pointed at it; restoring the row alone "
                          "would leave them empty.")
                           .arg(done.emptiedRows);
            return false;
        }
        *undo = ChangeSet::restore(change.table, done.before);
        undo->carriedTextBytes = done.textBytes;
        return true;
    }
    }
    return false;
}

} // namespace metadesk
