#pragma once

#include "Migration.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace metadesk {

class DbConnection;
class MigrationSet;

/// One thing a migration statement will do to the live database that a person should know before it runs: data it
/// destroys, a lock it holds while it reads or rewrites a table, a statement that will fail on the rows there now.
struct LintFinding {
    enum class Level { Notice, Warning, Error };
    /// How a row figure was obtained.
    enum class Count { Unknown, Exact, Estimate, AtLeast };

    /// Stable, for scripts: drop-table, drop-column, truncate, delete-rows, not-null-without-default,
    /// set-not-null-with-nulls, table-rewrite, type-change-rewrite, access-exclusive-lock, constraint-validation,
    /// non-concurrent-index.
    QString id;
    Level level = Level::Notice;
    Platform platform = Platform::Tabularia;
    QString migration; ///< the migration's id
    QString fileName;
    bool down = false; ///< found in the rollback's statements
    int statement = 0; ///< 1-based among the migration's (or rollback's) statements
    int line = 0;      ///< in the file
    QString table;
    QString column;
    QString index;
    QString message; ///< a sentence for a person, with the figures
    /// The rows concerned, as the id says: the table's (drop-table, rewrites, locks, indexes), those holding a value
    /// (drop-column), those that would be removed (delete-rows, truncate), those holding NULL (set-not-null-…).
    qint64 rows = -1;
    Count rowsCount = Count::Unknown;
    qint64 bytes = -1; ///< the table's size with its indexes, where the engine tells it

    static QString levelName(Level level);
    /// "holotable/021_drop_chat_messages.sql:3: error [drop-table]: …", as a compiler says it.
    QString toLine() const;
    QJsonObject toJson() const;
};

/// Lint before apply: reads each statement of the migrations about to run (or a rollback's) with a keyword scan and
/// measures what it touches in the live database — row counts and sizes — to say what data it destroys and which
/// tables it locks or rewrites, and for how much (anchors: Atlas `migrate lint`, squawk).
///
/// Read-only: it runs SELECTs only, inside a read-only transaction on PostgreSQL, and rolls back. Row counts are exact
/// up to exactCountLimit() rows (a bounded count), past that the planner's estimate (PostgreSQL's reltuples,
/// SQLite's sqlite_stat1) or "more than". The statements are followed in order, so a table a pending migration makes
/// or drops is known as such to the ones after it; a statement the scan cannot read yields no finding.
class MigrationLint {
public:
    explicit MigrationLint(const DbConnection& connection);

    /// Tables of up to this many rows are counted exactly (default 100000).
    void setExactCountLimit(qint64 rows) { m_exactLimit = qMax<qint64>(0, rows); }
    qint64 exactCountLimit() const { return m_exactLimit; }
    /// From this many rows or bytes a table is large: a rewrite, a lock or an index build on it is a warning, on a
    /// smaller one a notice (on an empty table, nothing). Defaults: one million rows, 256 MiB.
    void setLargeTable(qint64 rows, qint64 bytes) {
        m_largeRows = rows;
        m_largeBytes = bytes;
    }

    /// Lints `migrations` in order: their up statements, or with `down` their rollbacks' (a migration without a
    /// rollback is skipped). False with the database's text when the live schema cannot be read.
    bool lint(const QList<Migration>& migrations, bool down, QList<LintFinding>* out, QString* error);

    static bool hasErrors(const QList<LintFinding>& findings);
    /// "1 error, 2 warnings, 0 notices".
    static QString summary(const QList<LintFinding>& findings);
    /// Measured again just before an operation runs: the warnings and errors of `set`'s pending migrations (or, with
    /// `down`, of rolling back `revision`) that `confirmed` (what the person saw) does not hold. The same finding with
    /// other figures counts as seen: a table losing 5 rows rather than 2 was acknowledged as losing its rows. When
    /// there are some, *error says what changed. Empty also when the data cannot be measured now.
    QList<LintFinding> unseen(const MigrationSet& set, bool down, const QString& revision,
                              const QList<LintFinding>& confirmed, QString* error);
    /// "12 rows", "about 4,200,000 rows (the planner's estimate)", "more than 100000 rows".
    static QString rowsText(qint64 rows, LintFinding::Count count);

private:
    const DbConnection& m_conn;
    qint64 m_exactLimit = 100000;
    qint64 m_largeRows = 1000000;
    qint64 m_largeBytes = qint64(256) * 1024 * 1024;
};

} // namespace metadesk
