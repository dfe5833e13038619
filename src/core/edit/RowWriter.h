#pragma once

#include "ChangeSet.h"
#include "core/rules/RowValidator.h"

#include <QJsonObject>
#include <QVariantMap>

#include <functional>

namespace metadesk {

struct AuditEvent;
class ChangeJournal;
class DbConnection;

/// Who makes a change, for the audit trail: the admin's account where it is known, and a label that survives it.
struct Actor {
    QVariant userId; ///< users.id of the admin, or null when Metadesk does not know it
    QString label;   ///< "alice@example.com via Metadesk"

    /// The actor named `name` (an e-mail, a database role, a system user; empty: unknown), labelled as the audit
    /// tables keep it. Data, not UI: the same words whatever language the window speaks, since the platform's own
    /// readers of its audit table do not speak the admin's.
    static Actor named(const QString& name, const QVariant& userId = QVariant()) {
        const QString who = name.trimmed().isEmpty() ? QStringLiteral("an administrator") : name.trimmed();
        return Actor{userId, who + QStringLiteral(" via Metadesk")};
    }
};

/// The outcome of one change.
struct WriteResult {
    enum class Outcome {
        Done,     ///< written and committed (or nothing to write)
        Invalid,  ///< refused by the rules before writing: see problems
        Conflict, ///< the row no longer holds what the user saw: see current / rowGone
        Failed,   ///< the database refused or failed: see message
    };
    Outcome outcome = Outcome::Failed;
    QList<FieldProblem> problems;
    QString message;
    /// Failed: the database's own text about the refusal, for a "Details" part under the message.
    QString details;
    QVariantMap current;     ///< Conflict: the row as the database holds it now (stored form)
    bool rowGone = false;    ///< Conflict: the row was deleted meanwhile
    QVariantMap before;      ///< Done: the row before the change (stored; empty for an insert)
    QVariantMap after;       ///< Done: the row after the change (stored; empty for a delete)
    QVariantList key;        ///< Done: the row's key (the new one for an insert)
    QVariant auditId;        ///< Done on Tabularia: the id of the audit_logs row written with it
    qint64 cascadedRows = 0; ///< Done delete: rows the database deleted with it
    qint64 emptiedRows = 0;  ///< Done delete: rows whose reference to it the database emptied
    /// Done on SQLite: the row's texts that are not UTF-8, as the bytes they held (`before` has their U+FFFD
    /// reading); an Undo of a delete writes them back as they were.
    QHash<QString, QByteArray> textBytes;
    bool nothingChanged = false;
    /// Failed: the connection to the server was lost (DbConnection::isBroken). Nothing was written, unless
    /// `outcomeUnknown`: it was lost while the database committed, so the change may or may not be there.
    bool connectionLost = false;
    bool outcomeUnknown = false;

    bool ok() const { return outcome == Outcome::Done; }
};

/// How a domain operation writes one of its changes (RowWriter::applyOperation).
struct OperationWrite {
    /// Names the audit entry in the platform's words for the operation ("flow.run" on the flow), from the change as
    /// written (its new key included); unset: as the generic edit names it (AuditVocabulary).
    std::function<void(const WriteResult& written, AuditEvent* event)> nameAudit;
    /// Columns the generic edit keeps read-only that this operation writes (a secret it encrypts, a tombstone it
    /// sets); every other one stays read-only (EditPolicy::forOperation).
    QStringList writes;
    /// Unique keys of the table this operation checks itself, in its own transaction (a partial key the generic
    /// check cannot tell); every other unique key is checked as the generic edit checks it.
    QList<QStringList> takesOverUniqueKeys;
    /// False for a change whose operation's one platform audit row another of its changes writes: the platform writes
    /// one audit row per action (a promotion that updates the flow and appends a version is one `flow.promote`;
    /// Holotable's save of a dashboard version is one `dashboard.update`). The local change journal still records it.
    bool platformAudit = true;
};

/// Writes ChangeSets: rules first, then one transaction per change holding an optimistic write (the row must still
/// hold every value the user saw, compared NULL-safe; exactly one row affected, else a conflict and nothing
/// written) and the platform's own audit entry: Tabularia's audit_logs, Holotable's audit_log (from its migration
/// 012). A Holotable database without audit_log has its changes recorded in the local change journal after commit.
/// An insert fills what the platform's code fills where the database has no default (RowValidator::platformDefault).
class RowWriter {
public:
    explicit RowWriter(const DbConnection& connection);

    void setActor(const Actor& actor) { m_actor = actor; }
    const Actor& actor() const { return m_actor; }
    /// Where the changes of a Holotable database without audit_log (before its 012) are recorded. Not owned. Tells the
    /// journal which changes it receives (ChangeJournal::Coverage), so that it can say so.
    void setJournal(ChangeJournal* journal);
    /// PostgreSQL: how long a write waits for a row another session holds before giving up (default 5 s).
    void setLockTimeoutMs(int ms) { m_lockTimeoutMs = ms; }

    WriteResult apply(const ChangeSet& change);
    /// One change of a domain operation: checked, optimistic and audited as apply() does it, under the operation's
    /// policy (EditPolicy::forOperation with what `how` names) instead of the table's generic one. An operation is the
    /// rule of a table whose generic edit is refused (the queue, a history); it is reached only through its own class
    /// (core/ops).
    WriteResult applyOperation(const ChangeSet& change, const OperationWrite& how = {});
    /// The one write transaction of an operation: begins it (SQLite takes the write lock before any check;
    /// PostgreSQL sets the lock timeout), runs `work`, and commits when it returns true. `work` writes through
    /// apply() / applyOperation() (which then neither begin nor commit) and may read and check rows on the same
    /// connection in between. When `work` returns false (with *failure saying why) or the commit fails, everything
    /// is rolled back and *failure says why: nothing written. The local change journal receives its entries only
    /// once the transaction commits.
    bool applyInTransaction(const std::function<bool(WriteResult* failure)>& work, WriteResult* failure);
    /// Several changes in one transaction (applyInTransaction), each checked and audited as apply() does: all of
    /// them are written, or none. The results in order when all are done; otherwise the first change's result that
    /// stopped them, with *failedAt its index, and nothing written.
    QList<WriteResult> applyAll(const QList<ChangeSet>& changes, WriteResult* failure, int* failedAt = nullptr);
    /// Whether applyInTransaction's transaction is open (a change written now is part of it).
    bool inTransaction() const { return m_inTransaction; }

    /// The change that undoes `done` — a new change, audited as such. False with *why when it cannot be undone
    /// (rows the database deleted with it, a table that only grows).
    bool inverse(const ChangeSet& change, const WriteResult& done, ChangeSet* undo, QString* why) const;
    /// Metadesk's short name of a change, "<table>.<insert|update|delete>", for its own messages. The audit entry
    /// names it in the platform's words instead (AuditVocabulary).
    static QString actionName(const ChangeSet& change);

private:
    bool begin(QString* error);
    void rollback();
    bool commit(QString* error);
    /// A failed commit's result: the database's words, or that the connection was lost while it committed.
    WriteResult commitFailed(const TableDescriptor& table, const QString& databaseText) const;
    /// A write that found the connection to the server gone: nothing written, what was typed kept by the caller.
    static WriteResult connectionLost(const QString& databaseText);
    /// Rolls back and reads the row as it is now.
    WriteResult conflict(const TableDescriptor& table, const QVariantList& key);
    WriteResult fail(const TableDescriptor& table, const QString& databaseText);
    /// On delete, does what the platform's code does and its database does not (NO ACTION or no foreign key): empties
    /// the references it empties, deletes the rows it deletes (and theirs), in the delete's transaction.
    bool applyPlatformDeletes(const TableDescriptor& table, const QVariant& key, int depth, QString* error);
    /// SQLite hands text over as UTF-16, so a stored text that is not valid UTF-8 reads back with U+FFFD (or other
    /// characters) in place of its bytes, and the value the person saw never equals it when bound again: every edit
    /// of its row would read as someone else's. For each such column of the row (in this transaction) that still
    /// reads as what was seen, *bytes gets the bytes it holds, to be compared as they are.
    bool sqliteTextsAsStored(const TableDescriptor& table, const ChangeSet& change, const QVariantList& key,
                             QHash<QString, QByteArray>* bytes, QString* error);
    bool insertAudit(const TableDescriptor& audit, const QVariantMap& values, WriteResult* r, QString* error);
    bool writeAudit(const TableDescriptor& table, const ChangeSet& change, const AuditEvent& event, WriteResult* result,
                    QString* error);
    WriteResult applyChange(const ChangeSet& change, const OperationWrite* operation);
    QJsonObject describeChange(const TableDescriptor& table, const ChangeSet& change, const WriteResult& r) const;
    /// The value to bind for a changed column: carried values exactly as read, typed ones through the codec.
    QVariant bindValue(const TableDescriptor& table, const ChangeSet& change, const QString& column) const;
    /// The table's last-editor column (ColumnDescriptor::lastEditor) when this change does not set it, with *value:
    /// this admin, in the column's own terms. Null when there is none to write.
    const ColumnDescriptor* lastEditorColumn(const TableDescriptor& table, const QStringList& changed,
                                             QVariant* value) const;

    const DbConnection& m_conn;
    Actor m_actor;
    ChangeJournal* m_journal = nullptr;
    int m_lockTimeoutMs = 5000;
    bool m_inTransaction = false;      ///< inside applyInTransaction: its transaction holds every change
    QList<QJsonObject> m_batchJournal; ///< journal entries of that transaction, written once it commits
};

} // namespace metadesk
