// `migrate down` and `migrate lint`: the two commands that say what a migration destroys before it runs.

#include "Cli.h"

#include "core/db/DbConnection.h"
#include "core/schema/MigrationLint.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SchemaInspector.h"
#include "core/settings/ProfileStore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace metadesk {

namespace {
/// Whether a person can answer on standard input (not a pipe, a file or /dev/null).
bool stdinIsTerminal() {
#ifdef Q_OS_WIN
    return _isatty(_fileno(stdin));
#else
    return isatty(fileno(stdin));
#endif
}
} // namespace

bool Cli::askYes(const QString& prompt, const QString& noTerminal, const QString& notYes) {
    if (!stdinIsTerminal()) {
        printError(noTerminal);
        return false;
    }
    m_out << prompt;
    m_out.flush();
    QTextStream in(stdin);
    if (in.readLine().trimmed() != QLatin1String("yes")) {
        printError(notYes);
        return false;
    }
    return true;
}

QString Cli::lastAppliedHint(const QHash<QString, QString>& options, const QList<Platform>& platforms) {
    // Best effort, read-only and silent: a usage error says what to pass, and names the revision when it can.
    DatabaseUrl url;
    if (options.contains(QStringLiteral("database"))) {
        QString ignored;
        url = DatabaseUrl::parse(options.value(QStringLiteral("database")), &ignored);
    } else if (options.contains(QStringLiteral("profile"))) {
        const QList<ConnectionProfile> matches = ProfileStore().findByName(options.value(QStringLiteral("profile")));
        if (matches.size() == 1)
            url = matches.constFirst().url; // no keychain here: PGPASSWORD and ~/.pgpass apply
    }
    if (!url.isValid())
        return {};
    DbConnection::Options connectOptions;
    connectOptions.readOnly = true;
    connectOptions.purpose = QStringLiteral("cli");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    QList<SchemaStatus> statuses;
    if (!conn || !SchemaInspector::inspect(*conn, &statuses, &error))
        return {};
    QStringList lines;
    for (const SchemaStatus& s : statuses) {
        if (!platforms.contains(s.platform) || !s.isPresent())
            continue;
        const QString name = platforms::displayName(s.platform);
        if (s.applied.isEmpty()) {
            lines << QObject::tr("%1 has no applied migration.").arg(name);
            continue;
        }
        MigrationSet set;
        const Migration* m = MigrationSet::loadBuiltIn(s.platform, conn->isSqlite(), &set, &error)
                                 ? set.find(s.applied.constLast())
                                 : nullptr;
        lines << (m && !m->hasRollback()
                      ? QObject::tr("The last applied %1 migration is %2, which has no rollback.")
                            .arg(name, s.applied.constLast())
                      : QObject::tr("The last applied %1 migration is %2.").arg(name, s.applied.constLast()));
    }
    return lines.isEmpty() ? QString() : QLatin1Char(' ') + lines.join(QLatin1Char(' '));
}

int Cli::migrateDown(const DbConnection& conn, const SchemaStatus& status, const QString& revision, bool dryRun,
                     bool yes, const std::function<void(Migrator&)>& configure,
                     const std::function<int(const QString&)>& fail) {
    const QString name = platforms::displayName(status.platform);
    if (const QString why = status.refusal(); !why.isEmpty()) {
        printError(why);
        return DatabaseError;
    }
    // Refusals change nothing and exit 1, as a check that found something does.
    if (status.applied.isEmpty()) {
        printError(QObject::tr("%1 has no applied migration, so %2 cannot be rolled back; nothing was changed.")
                       .arg(name, revision));
        return Found;
    }
    const QString last = status.applied.constLast();
    if (revision != last) {
        printError(QObject::tr("%1's last applied migration is %2, not %3: migrate down rolls back only the last "
                               "applied one, named exactly. Nothing was changed.")
                       .arg(name, last, revision));
        return Found;
    }
    MigrationSet set;
    QString error;
    if (!MigrationSet::loadBuiltIn(status.platform, conn.isSqlite(), &set, &error)) {
        printError(error);
        return DatabaseError;
    }
    const Migration* m = set.find(last);
    if (!m->hasRollback()) {
        printError(QObject::tr("%1 migration %2 has no rollback: %3. Nothing was changed.")
                       .arg(name, m->describe(), m->noRollbackReason));
        return Found;
    }

    // The preview: what the rollback's statements destroy, measured in the database now.
    QList<LintFinding> findings;
    if (!MigrationLint(conn).lint({*m}, true, &findings, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (dryRun) {
        m_out << "-- " << QObject::tr("%1: would roll back %2").arg(name, m->describe()) << "\n";
        for (const LintFinding& f : findings)
            m_out << "-- " << f.toLine() << "\n";
        m_out << m->sqlPreview(true);
        m_out.flush();
        return Ok;
    }
    m_out << counted(int(m->statements(true).size()), QObject::tr("The rollback of %1 %2 runs %n statement and:"),
                     QObject::tr("The rollback of %1 %2 runs %n statements and:"))
                 .arg(name, m->describe())
          << "\n";
    for (const LintFinding& f : findings)
        m_out << "  " << LintFinding::levelName(f.level) << " [" << f.id << "]: " << f.message << "\n";
    if (findings.isEmpty())
        m_out << "  " << QObject::tr("drops no table or column and deletes no row that is there now") << "\n";
    m_out.flush();

    if (!yes && !askYes(QObject::tr("Type yes to roll back %1 %2: ").arg(name, last),
                        QObject::tr("Not rolled back: there is no terminal to confirm on. Pass --yes to roll back %1 "
                                    "%2 without asking. Nothing was changed.")
                            .arg(name, last),
                        QObject::tr("Not rolled back: the answer was not yes. Nothing was changed.")))
        return Found;

    Migrator migrator(conn, set);
    configure(migrator);
    QString rolledBack;
    if (!migrator.downgrade(revision, &rolledBack, &error))
        return fail(error);
    m_out << QObject::tr("%1: rolled back %2.").arg(name, rolledBack) << "\n";
    m_out.flush();
    return Ok;
}

int Cli::migrateLint(const DbConnection& conn, const QList<SchemaStatus>& targets, bool json) {
    QList<LintFinding> all;
    QJsonArray platformsJson;
    QStringList summaries;
    for (const SchemaStatus& target : targets) {
        MigrationSet set;
        QString error;
        if (!MigrationSet::loadBuiltIn(target.platform, conn.isSqlite(), &set, &error)) {
            printError(error);
            return DatabaseError;
        }
        QList<Migration> pending;
        QJsonArray pendingJson;
        for (const QString& id : target.pending) {
            pending << *set.find(id);
            pendingJson.append(id);
        }
        QList<LintFinding> findings;
        if (!MigrationLint(conn).lint(pending, false, &findings, &error)) {
            printError(error);
            return DatabaseError;
        }
        QJsonArray findingsJson;
        for (const LintFinding& f : findings)
            findingsJson.append(f.toJson());
        platformsJson.append(QJsonObject{{QStringLiteral("platform"), platforms::key(target.platform)},
                                         {QStringLiteral("pending"), pendingJson},
                                         {QStringLiteral("findings"), findingsJson}});
        summaries << counted(int(pending.size()), QObject::tr("%1: %n pending migration linted: %2."),
                             QObject::tr("%1: %n pending migrations linted: %2."))
                         .arg(platforms::displayName(target.platform), MigrationLint::summary(findings));
        all << findings;
    }
    if (json) {
        int counts[3] = {0, 0, 0};
        for (const LintFinding& f : all)
            ++counts[int(f.level)];
        const QJsonObject root{{QStringLiteral("database"), conn.url().toDisplayString()},
                               {QStringLiteral("platforms"), platformsJson},
                               {QStringLiteral("errors"), counts[int(LintFinding::Level::Error)]},
                               {QStringLiteral("warnings"), counts[int(LintFinding::Level::Warning)]},
                               {QStringLiteral("notices"), counts[int(LintFinding::Level::Notice)]}};
        m_out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        for (const LintFinding& f : all)
            m_out << f.toLine() << "\n";
        for (const QString& line : summaries)
            m_out << line << "\n";
    }
    m_out.flush();
    return MigrationLint::hasErrors(all) ? Found : Ok;
}

} // namespace metadesk
