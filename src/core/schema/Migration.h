#pragma once

#include "Platform.h"
#include "SqlScript.h"

#include <QByteArray>
#include <QString>

namespace metadesk {

/// One migration file of one platform for one engine, parsed.
///
/// File format: header lines `-- revision:`, `-- down_revision:` and `-- fingerprint:` (Tabularia only) and
/// `-- message:`, then
/// `-- migrate:up`, the statements, and either `-- migrate:down` with the rollback statements or
/// `-- migrate:no-rollback: <reason>`.
struct Migration {
    Platform platform = Platform::Tabularia;
    /// Tabularia: the Alembic revision id; Holotable: the file name (what schema_migrations records).
    QString id;
    /// Tabularia: the parent revision (empty for the first); unused for Holotable.
    QString parent;
    QString fileName;
    QString message;
    QString upSql;
    int upFirstLine = 1;
    QString downSql;
    int downFirstLine = 1;
    QString noRollbackReason;
    /// Tabularia: the gateway's schema fingerprint (schema_state 'impronta') of the schema this revision leaves, when
    /// the platform's own code makes that schema too (the baseline): how a database the gateway made is recognised.
    QString fingerprint;
    /// SHA-256 (hex) of the whole file, recorded by Holotable to notice a migration edited after it ran.
    QString checksum;

    bool hasRollback() const { return noRollbackReason.isEmpty(); }
    /// The statements that run to apply (or roll back) this migration, numbered, with their lines in the file.
    QList<SqlScript::Statement> statements(bool down) const {
        return SqlScript::split(down ? downSql : upSql, down ? downFirstLine : upFirstLine);
    }
    /// The statements as a script a person can read: each preceded by a comment with its number and line, those
    /// that run outside the transaction marked. What `migrate up --dry-run` prints and the panel shows.
    QString sqlPreview(bool down) const;
    /// Whether a statement must run outside the migration's transaction (see SqlScript::refusesTransaction()).
    bool needsOwnTransactions(bool down) const;
    /// "0002_8b7e52d0c6a3_administration (Administration tables)" — for messages.
    QString describe() const;

    /// Parses one file's text; on failure returns false with the reason in *error.
    static bool parse(Platform platform, const QString& fileName, const QByteArray& content, Migration* out,
                      QString* error);
};

} // namespace metadesk
