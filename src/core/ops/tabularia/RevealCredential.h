#pragma once

#include <QCoreApplication>
#include <QVariantMap>

namespace metadesk {

class ChangeJournal;
class DbConnection;
class FernetKeyRing;
struct Actor;

/// Decrypts one Tabularia connection's credential (`connections.password_encrypted`, a Fernet token of the password,
/// or of an S3 secret access key) with the profile's keys, for an admin who must read it.
///
/// The platform never shows a credential (its API answers `has_password` only) and so has no audit action for reading
/// one: each reveal that reached the token — the plaintext shown, or no key decrypting it — is recorded in the local
/// change journal as `connection.reveal` (outcome success or failure, the key's position, never the plaintext). A
/// reveal the journal cannot record is refused. Refused in read-only mode: audit browsing shows no secret.
class RevealCredential {
    Q_DECLARE_TR_FUNCTIONS(RevealCredential)

public:
    /// The column holding the token, as the platform's model names it.
    static const QString TokenColumn;

    struct Revealed {
        /// Why nothing is shown (read-only, not found, no password, no key decrypts it, the journal failed).
        QString refusal;
        bool notFound = false;
        /// The connection as read (stored form: the token, never the plaintext).
        QVariantMap row;
        /// The plaintext exactly as the platform encrypted it (its password's UTF-8 bytes, JSON byte for byte).
        QByteArray plaintext;
        /// 1-based position of the key that decrypted it; 0 when none did.
        int keyPosition = 0;

        bool ok() const { return refusal.isEmpty(); }
    };

    RevealCredential(const DbConnection& connection, const FernetKeyRing& keys);

    /// Every connection, by id, in stored form; `projectId` > 0: of that project only.
    static bool readAll(const DbConnection& conn, qint64 projectId, QList<QVariantMap>* rows, QString* error);
    /// The names of the projects, by id (for messages and listings).
    static bool projectNames(const DbConnection& conn, QHash<qint64, QString>* names, QString* error);
    /// The project `project` names, by id (digits) or by name; a name several projects share is refused (by id,
    /// then). False with *error, and *notFound when there is no such project.
    static bool locateProject(const DbConnection& conn, const QString& project, qint64* projectId, bool* notFound,
                              QString* error);
    /// The connection `name` of that project (unique per project: uq_connection_project_name).
    static bool locate(const DbConnection& conn, const QString& project, const QString& name, qint64* connectionId,
                       bool* notFound, QString* error);

    /// Decrypts connection `id`'s credential, recorded in `journal` as `actor` revealing it.
    Revealed reveal(qint64 id, const Actor& actor, ChangeJournal* journal) const;

private:
    const DbConnection& m_conn;
    const FernetKeyRing& m_keys;
};

} // namespace metadesk
