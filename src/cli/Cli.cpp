#include "Cli.h"

#include "InterruptWatcher.h"
#include "core/catalog/Catalog.h"
#include "core/db/CancelRequest.h"
#include "core/db/DbConnection.h"
#include "core/demo/DemoGenerator.h"
#include "core/diff/JsonDiff.h"
#include "core/export/TableExporter.h"
#include "core/home/HomeSummary.h"
#include "core/schema/MigrationLint.h"
#include "core/schema/MigrationRecord.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SchemaInspector.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/TimeDisplay.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <optional>

namespace metadesk {

namespace {
/// `--name value` and `--name=value` options after the positional words.
struct ParsedArgs {
    QStringList positional;
    QHash<QString, QString> options;
    QString error;
};

/// The first word of a `migrate check` line.
QString checkLabel(const SchemaStatus& status) {
    switch (status.state) {
    case SchemaStatus::State::Current:
        return QStringLiteral("OK");
    case SchemaStatus::State::Absent:
    case SchemaStatus::State::Behind:
        return QStringLiteral("PENDING");
    case SchemaStatus::State::Ahead:
        // Newer only when it is known to be; a revision Metadesk does not know may be an older one.
        return status.unknownIsNewer ? QStringLiteral("NEWER") : QStringLiteral("UNKNOWN");
    case SchemaStatus::State::Modified:
        return QStringLiteral("DRIFTED");
    case SchemaStatus::State::Unmanaged:
        return QStringLiteral("UNKNOWN");
    }
    return {};
}

/// Options in `known` take a value; those in `flags` stand alone (`--dry-run`).
ParsedArgs parseArgs(const QStringList& args, const QStringList& known, const QStringList& flags = {}) {
    ParsedArgs parsed;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (!a.startsWith(QLatin1String("--"))) {
            parsed.positional << a;
            continue;
        }
        QString name = a.mid(2);
        QString value;
        const int eq = name.indexOf(QLatin1Char('='));
        if (flags.contains(name)) {
            parsed.options.insert(name, QStringLiteral("yes"));
            continue;
        }
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        } else if (i + 1 < args.size() && !args.at(i + 1).startsWith(QLatin1String("--"))) {
            value = args.at(++i);
        } else {
            parsed.error = QObject::tr("--%1 needs a value.").arg(name);
            return parsed;
        }
        if (!known.contains(name)) {
            parsed.error = QObject::tr("Unknown option --%1.").arg(name);
            return parsed;
        }
        parsed.options.insert(name, value);
    }
    return parsed;
}
/// The usage error when `options` name no database or two; empty when they name one (--database or --profile).
QString targetChoiceError(const QHash<QString, QString>& options, const QString& command) {
    const bool url = options.contains(QStringLiteral("database"));
    const bool profile = options.contains(QStringLiteral("profile"));
    if (url && profile)
        return QObject::tr("%1 takes --database URL or --profile NAME, not both.").arg(command);
    if (!url && !profile)
        return QObject::tr("%1 needs --database URL or --profile NAME.").arg(command);
    return {};
}

/// "applied 2026-11-30 08:00:01 UTC" / "applied (when not recorded)" / "pending".
QString recordDetails(const MigrationRecord& r) {
    QString text;
    if (r.uncertain) {
        text = QObject::tr("unknown whether applied");
    } else if (r.state == MigrationRecord::State::Pending) {
        text = QObject::tr("pending");
    } else if (!r.historyRecorded) {
        text = QObject::tr("applied (when not recorded)");
    } else {
        text = QObject::tr("applied %1")
                   .arg(r.appliedAt.isValid() ? timedisplay::utcText(r.appliedAt) : QObject::tr("(time not recorded)"));
    }
    if (!r.driftUnchecked.isEmpty())
        text += QObject::tr(" (schema not compared with the migrations': %1)").arg(r.driftUnchecked);
    if (r.isDrift())
        text += QObject::tr(" — DRIFT: %1").arg(r.drift);
    return text;
}
} // namespace

Cli::Cli(QTextStream& out, QTextStream& err) : m_out(out), m_err(err) {}

void Cli::printHelp() {
    m_out
        << "Usage:\n"
           "  metadesk-cli --version\n"
           "  metadesk-cli migrate status|up|check [--platform tabularia|holotable|all] [--yes] DB\n"
           "  metadesk-cli migrate up --dry-run [--platform …] DB\n"
           "  metadesk-cli migrate down --platform tabularia|holotable --revision NAME [--yes|--dry-run] DB\n"
           "  metadesk-cli migrate lint [--platform …] [--json] DB\n"
           "  metadesk-cli migrate stamp REVISION [--platform tabularia|holotable] DB\n"
           "  metadesk-cli demo DB [--runs N] [--seed S]\n"
           "  metadesk-cli flows history DB --flow ID [--json]\n"
           "  metadesk-cli flows diff DB --flow ID --from V --to V [--context N] [--json]\n"
           "  metadesk-cli flows restore DB --flow ID --version V [--yes] [--dry-run] [--json]\n"
           "  metadesk-cli flows forget-ai-texts DB --flow ID --version V [--yes|--dry-run] [--json] [--as EMAIL]\n"
           "  metadesk-cli datasources delete DB --id N [--yes|--dry-run] [--json] [--as EMAIL]\n"
           "  metadesk-cli dashboards list DB [--workspace W] [--deleted] [--json]\n"
           "  metadesk-cli dashboards history DB --id UUID [--json]\n"
           "  metadesk-cli dashboards diff DB --id UUID --from V --to V [--context N] [--json]\n"
           "  metadesk-cli dashboards rename DB --id UUID --title TEXT [--dry-run] [--as NAME]\n"
           "  metadesk-cli dashboards restore DB --id UUID --version V [--dry-run] [--as NAME]\n"
           "  metadesk-cli dashboards delete|undelete DB --id UUID [--dry-run] [--as NAME]\n"
           "  metadesk-cli dashboards export DB --id UUID [--output FILE [--json]]\n"
           "  metadesk-cli dashboards import DB --workspace W FILE [--dry-run] [--as NAME] [--json]\n"
           "  metadesk-cli templates instantiate DB --id UUID [--title TEXT] [--dry-run] [--as NAME] [--json]\n"
           "  metadesk-cli sources retire DB --id ID [--dry-run] [--yes] [--as NAME] [--json]\n"
           "  metadesk-cli limits show DB [--workspace W] [--env-rate N] [--env-budget N] [--json]\n"
           "  metadesk-cli limits set DB --workspace W [--rate N|inherit|off] [--budget N|inherit|off]\n"
           "              [--env-rate N] [--env-budget N] [--dry-run] [--as NAME] [--json]\n"
           "  metadesk-cli chats show DB (--dashboard UUID --person SUB | --conversation ID | --ai-chat ID)\n"
           "              [--max-messages N] [--retention-days N] [--json]\n"
           "  metadesk-cli engines disable|enable DB --engine NAME [--dry-run] [--json] [--as EMAIL]\n"
           "  metadesk-cli sweep DB --table login_attempts|flow_presence [--dry-run] [--json] [--as EMAIL]\n"
           "  metadesk-cli export DB --table NAME [--format json|csv] [--output FILE]\n"
           "  metadesk-cli verify DB [--platform tabularia|holotable] [--rule ID]… [--limit N] [--deep] [--json]\n"
           "  metadesk-cli verify DB --fix [--rule ID]… [--dry-run] [--yes] [--as EMAIL] [--json]\n"
           "  metadesk-cli verify --list [--platform …] [--json]\n"
           "  metadesk-cli overview DB [--json]\n"
           "  metadesk-cli profiles [--json]\n"
           "  metadesk-cli runs list DB [--status S]… [--dead] [--queued-too-long] [--timed-out] [--kind K]\n"
           "                            [--flow ID] [--limit N] [--json]\n"
           "  metadesk-cli runs close DB --id N [--dry-run] [--as EMAIL]\n"
           "  metadesk-cli runs enqueue DB --flow ID [--dry-run] [--as EMAIL]\n"
           "  metadesk-cli connections list DB [--project NAME|ID] [--json]\n"
           "  metadesk-cli connections reveal DB --project NAME|ID --name NAME [--json] [--as EMAIL]\n"
           "  metadesk-cli connections rotate DB [--yes|--dry-run] [--json] [--as EMAIL]\n"
           "  metadesk-cli row get DB --table T --key COL=VALUE[,COL=VALUE] [--json]\n"
           "  metadesk-cli row set DB --table T --key … --set COL=VALUE… [--set-null COL]… [--set-stdin COL]\n"
           "                          [--expect COL=VALUE]… [--expect-null COL]… [--as EMAIL] [--json]\n"
           "  metadesk-cli row delete DB --table T --key … [--expect …] [--yes] [--as EMAIL] [--json]\n"
           "  metadesk-cli contracts history DB --datasource ID [--json]\n"
           "  metadesk-cli contracts diff DB --datasource ID --from V --to V [--context N] [--json]\n"
           "  metadesk-cli contracts restore DB --datasource ID --version V [--yes|--dry-run] [--json] [--as EMAIL]\n"
           "  metadesk-cli outbox list DB [--json]\n"
           "  metadesk-cli outbox retry DB --id N [--yes|--dry-run] [--json] [--as EMAIL]\n"
           "\n"
           "DB is --database URL or --profile NAME.\n"
           "URLs: sqlite:///absolute/path.db, sqlite:relative.db, postgresql://user@host:port/dbname\n"
           "(the PostgreSQL password comes from PGPASSWORD or ~/.pgpass; one written in the URL is taken, with a\n"
           "warning: every user of the machine can read it in the process list).\n"
           "--profile NAME  a connection saved by the Metadesk app, by the name its start page shows (or its id):\n"
           "              the password the app remembered is read from the system keychain; without one,\n"
           "              PGPASSWORD and ~/.pgpass apply. No password is ever printed.\n"
           "profiles      lists the saved connections: name, engine, id, where, and whether the keychain holds\n"
           "              the password (the password itself is never read).\n"
           "\n"
           "migrate up    applies every pending migration of the platforms the database holds; into a\n"
           "              database that holds neither it installs only what --platform names (all: both,\n"
           "              after a yes on the terminal, or --yes).\n"
           "              An install stopped part-way is reported; running it again finishes it.\n"
           "              It prints the lint's warnings and errors first; an error (data lost, a statement\n"
           "              that will fail) needs a yes on the terminal, or --yes.\n"
           "migrate down  rolls back one migration of one platform: --revision NAME must be its last applied\n"
           "              one (as Holotable's runner takes --down NAME). It first prints what the rollback\n"
           "              destroys (tables and columns with their rows, rows it deletes) and asks on the terminal\n"
           "              (Type yes); --yes answers for a script, and without a terminal or --yes it refuses,\n"
           "              exit 1, as it does a revision that is not the last applied. Tabularia's baseline has\n"
           "              no rollback.\n"
           "migrate lint  checks every pending migration against the live database, read-only: tables and\n"
           "              columns it drops with their rows, rows it deletes, rewrites and ACCESS EXCLUSIVE locks\n"
           "              with the table's size, NOT NULL added to a table with rows, indexes built without\n"
           "              CONCURRENTLY. One finding a line (file:line: level [id]: what), or --json; exits 1\n"
           "              when a finding is an error.\n"
           "migrate check exits 1 when a migration is pending, the live schema differs from the one the\n"
           "              applied migrations make (drift), or the database records a revision this Metadesk\n"
           "              does not know; exits 3 when it could not compare. It writes nothing.\n"
           "migrate status lists each platform's applied migrations (when each ran, where the version table\n"
           "              records it), the pending ones, and drift. It writes nothing.\n"
           "--dry-run     with up or down: prints the lint findings and the SQL statements that would run,\n"
           "              changing nothing.\n"
           "migrate stamp records REVISION as applied without running it (a baseline for a database created\n"
           "              by other means), after checking that its whole schema is that revision's;\n"
           "              exits 1, listing the differences, when they do not.\n"
           "--lock-timeout SECONDS  how long migrate waits for a lock another session holds before it gives\n"
           "              up, changing nothing: the migration lock, and each statement's table locks (PostgreSQL's\n"
           "              lock_timeout; on SQLite the write lock). Default 10: a statement waiting for a table\n"
           "              lock makes every later query of that table wait behind it.\n"
           "--statement-timeout SECONDS  the longest one migration statement may run (PostgreSQL's\n"
           "              statement_timeout; default 900, 0 for no limit). A statement that gives up rolls its\n"
           "              migration back; a lock wait names the sessions holding the table.\n"
           "Ctrl+C or SIGTERM during migrate cancels the running statement (PostgreSQL; on SQLite the work\n"
           "              stops before the next one), rolls its migration back and exits 130 (143 for SIGTERM);\n"
           "              a second Ctrl+C ends the program at once (the server notices within seconds).\n"
           "demo          migrates an empty database to both schemas and fills it with demo data.\n"
           "export        writes every row of a table (its real columns, in its default order) as CSV or as a\n"
           "              JSON array of objects keyed by column name, to FILE (kept only when complete) or to\n"
           "              standard output, each value as the database holds it (docs/values.md); a secret is\n"
           "              written as its mask. The format follows FILE's extension (.json) unless --format says\n"
           "              otherwise; CSV by default.\n"
           "verify        the integrity check: every rule of the platforms that their databases do not enforce,\n"
           "              read-only, in bounded queries (docs/integrity.md). Each rule that finds something is\n"
           "              listed with its id, severity, the rule and its first findings (--limit, default 20);\n"
           "              --json lists every rule checked and each finding with id, rule, severity, table, key\n"
           "              and message. --list lists the rules. On SQLite the file is read by quick_check;\n"
           "              --deep runs integrity_check instead (every index against its table: several times\n"
           "              as long). Exits 0 clean, 1 findings, 3 when a rule could\n"
           "              not run or the database holds no schema of a platform checked; Ctrl+C cancels\n"
           "              the running query and exits 130. --fix applies the safe fix of each finding listed\n"
           "              (a dead or timed-out run closed as the platform's sweep would, a dashboard title set\n"
           "              from its spec; never one that deletes history): each printed with its SQL, one \"yes\"\n"
           "              (or --yes), written through the write path with its audit row, the rules checked\n"
           "              again; exits 0 when nothing is left, 1 otherwise. --dry-run only prints.\n"
           "              Credentials are checked against the Fernet keys in METADESK_FERNET_KEYS or, with\n"
           "              --profile, the keys the app keeps for it in the keychain; without keys, not at all.\n"
           "flows history every version of a Tabularia flow, newest first: number, when (UTC), who, note.\n"
           "flows diff    the two versions' definitions as canonical JSON (keys sorted, every value as stored),\n"
           "              as a unified diff, or --json with the hunks and the changed words; a version that is\n"
           "              not JSON is compared as text, said on stderr. Both read only; exit 1 when the flow or a\n"
           "              version is not there.\n"
           "flows restore makes an old version current as the platform's promote does: the flow takes its\n"
           "              definition and a new version is appended (\"promossa dalla vN\"), audited flow.promote.\n"
           "              Asks first unless --yes; exit 1 when refused, not found or the flow moved meanwhile.\n"
           "flows forget-ai-texts removes what the AI wrote for the dbt export of one flow version, so that\n"
           "              the platform's next export asks again; audited dbt_ai_text.delete. Asks unless --yes.\n"
           "datasources delete deletes a datasource as the platform does, in one transaction: its runs stay\n"
           "              without the reference, its data contract, versions and results go, its stored object is\n"
           "              queued in pending_blob_deletions; audited datasource.delete. --dry-run lists what would\n"
           "              go, with counts and ids; asks first unless --yes; exit 1 when refused (a saved view shows\n"
           "              it), not found or something that refers to it changed meanwhile.\n"
           "dashboards    Holotable's dashboards: list (deleted ones with --deleted; a row whose title differs\n"
           "              from its current spec's is marked), history (every version: number, when, who, note),\n"
           "              diff (the paths that changed, panels matched by id, then the specs as a unified diff),\n"
           "              rename (the spec owns the title: a new version differing only in it), restore (a new\n"
           "              version with the chosen one's spec, note \"restored from vN\"), delete and undelete\n"
           "              (deleted_at; favourites kept). Exit 1 when refused, not found or changed meanwhile.\n"
           "dashboards export writes a dashboard's current spec exactly as stored, byte for byte, to FILE or\n"
           "              standard output: the spec alone (no workspace, author or source row; panels name their\n"
           "              sources by id). Exit 1 for a deleted dashboard or a spec this Metadesk cannot read.\n"
           "dashboards import makes FILE (a spec as export writes it, or the platform's own export file) a new\n"
           "              dashboard of workspace W at version 1, titled from the spec, audited dashboard.create:\n"
           "              refused, nothing written, exit 1, for a file that is not JSON, not a dashboard spec,\n"
           "              over 1 MiB, or whose panels name a source W does not offer live (each one named).\n"
           "templates instantiate makes a new dashboard from a dashboard template, as the platform does: its\n"
           "              body's dashboard copied as version 1 in the template's workspace, titled --title or as\n"
           "              the spec is, audited dashboard.create. Exit 1 when the template does not exist, is a\n"
           "              panel template, its kind differs from its body's, or a source is gone.\n"
           "sources retire a Holotable source as the platform deletes one: tombstoned (tombstoned_at set, the row\n"
           "              kept) when a stored dashboard version refers to it, deleted otherwise; the dashboards\n"
           "              that refer to it are listed first. Asks first unless --yes; exit 1 when refused, not\n"
           "              found or the answer changed meanwhile.\n"
           "limits        Holotable's LLM ceilings per workspace. Each limit inherits the environment (an empty\n"
           "              column: LLM_RATE_PER_MINUTE, LLM_DAILY_TOKEN_BUDGET, the connection profile's values,\n"
           "              20 and 2,000,000 unless changed; --env-rate/--env-budget for one command), is off (0)\n"
           "              or the workspace's own. show prints each workspace's state and what the gate admits;\n"
           "              set writes the row as the platform's limits route does (audited workspace.limits.update).\n"
           "chats show    one chat transcript, read-only: a Holotable conversation (or one person's chat on a\n"
           "              dashboard) with the messages the platform's next write sweeps (past\n"
           "              CHAT_HISTORY_MAX_MESSAGES or CHAT_HISTORY_RETENTION_DAYS: the profile's values, 100 and 30\n"
           "              unless changed), or a Tabularia AI chat with each turn's question, answer and cost and the\n"
           "              total. A row that no longer parses is flagged and printed as stored. Exit 1 when not found.\n"
           "overview      the home view's figures: counts, the queue, stale claims, contract alerts to send,\n"
           "              today's runs by status and tokens against budgets, the last audit entries; --json for\n"
           "              monitoring. Each is read now, in bounded queries whatever the table sizes.\n"
           "runs list     Tabularia's runs, newest first (--limit, default 100), with the counts per status and\n"
           "              the marks the platform's sweep goes by: dead (a STARTED orchestration without a heartbeat\n"
           "              for the dead-after threshold), queued-too-long (PENDING past the queue timeout),\n"
           "              timed-out (an engine run past the stale timeout). Thresholds are the connection\n"
           "              profile's, the platform's defaults (60, 900, 3900 s) unless changed; --dead-after,\n"
           "              --queue-timeout and --stale-timeout SECONDS override them for one command.\n"
           "runs close    closes run N as the platform's sweep would: FAILURE with the platform's message; exits\n"
           "              1, writing nothing and printing the run, when it bears no mark or changed meanwhile.\n"
           "              A dead orchestration is never resumed (its steps already wrote). --dry-run: the plan.\n"
           "runs enqueue  queues a run of flow ID as the platform's run-now does, launched by --as EMAIL (else\n"
           "              the profile's audit identity), which must be an active Tabularia account; exits 1\n"
           "              while the flow has an orchestration queued or running.\n"
           "connections   Tabularia's Fernet-encrypted credentials, with the platform's keys from the environment\n"
           "              variable METADESK_FERNET_KEYS (comma-separated, newest first; with --profile and without\n"
           "              it, the keys the app keeps for the profile in the keychain). Keys are never taken from\n"
           "              the command line and never printed. list: which key decrypts each credential (exit 1\n"
           "              when no key decrypts one); reveal: the plaintext of one, recorded in the local change\n"
           "              journal (exit 1 when no key decrypts it); rotate: every credential re-encrypted with\n"
           "              key 1 in one transaction, audited as connection.update, after a yes on the terminal\n"
           "              (or --yes); a credential no key decrypts stops it with nothing written, exit 1.\n"
           "engines       Tabularia's engine policy as the admin panel sets it: disable (a disabled_engines row,\n"
           "              disabled_by the acting admin) or enable (the row removed); the flows still on the engine\n"
           "              are listed first and keep running. Audited engine.disallow / engine.allow. Exit 1 for an\n"
           "              unknown engine, one already so, or the last allowed engine.\n"
           "sweep         removes the expired rows of login_attempts (last failure older than 300 s) or\n"
           "              flow_presence (not seen for 40 s), as the platform's scheduler does every minute; the\n"
           "              rows are listed first (--dry-run: only listed). Exit 1 when none is expired.\n"
           "row get       prints one row as stored (secrets and bytes masked as the app masks them).\n"
           "row set       changes one row through the app's write path: the same rules, one transaction, the\n"
           "              platform's audit entry. Values are typed as in the app's editor; --expect gives the\n"
           "              values you read, and a row changed since writes nothing, exits 1 and prints the row\n"
           "              as it is now. A secret is never given on the command line: --set-stdin COL reads a\n"
           "              value from standard input. --read-only, or a connection kept read-only, refuses.\n"
           "row delete    deletes one row as the app's delete does (what the platform deletes with it too),\n"
           "              after a yes on the terminal, or --yes.\n"
           "contracts     a Tabularia datasource's data contract: history (its state, the state behind its icon,\n"
           "              and every saved version with who and when), diff (two versions' documents as canonical\n"
           "              JSON, a unified diff or --json), restore (an old version saved again as the platform\n"
           "              saves a contract: a new version, the state back to pending, audited contract.save;\n"
           "              asks unless --yes). Exit 1 when refused, not found or the contract moved meanwhile.\n"
           "outbox        the contract alerts' outbox (data_contract_results.notify): list shows the pending\n"
           "              alerts and the claimed ones not finished (sending), with their age; retry --id N puts a\n"
           "              stuck claim back to pending, only if it is still the claim read, for the platform's\n"
           "              scheduler to send (Metadesk sends nothing); exit 1 when refused or it moved meanwhile.\n"
           "\n"
           "Exit codes: 0 success, 1 a check found something, 2 bad usage, 3 connection or database error,\n"
           "130/143 migrate interrupted by SIGINT/SIGTERM (the running migration rolled back).\n";
    m_out.flush();
}

int Cli::usage(const QString& message) {
    m_err << "metadesk-cli: " << message.simplified() << " See 'metadesk-cli --help'.\n";
    m_err.flush();
    return Usage;
}

DatabaseUrl Cli::databaseUrl(const QString& text, QString* error) {
    const DatabaseUrl url = DatabaseUrl::parse(text, error);
    // Taken as psql takes it, but a command line is in the process list for every user of the machine to read.
    if (url.isPostgres() && !url.password().isEmpty()) {
        m_err << "metadesk-cli: "
              << QObject::tr("warning: the password in --database is visible to every user of this machine (process "
                             "list, shell history); leave it out and set PGPASSWORD, put it in ~/.pgpass, or use "
                             "--profile NAME, a connection saved in Metadesk with its password in the keychain.")
              << "\n";
        m_err.flush();
    }
    return url;
}

void Cli::printError(const QString& message) {
    m_err << "metadesk-cli: " << message.simplified() << "\n";
    m_err.flush();
}

void Cli::printVersionDiff(const DiffResult& result, const QString& oldName, const QString& newName, int contextLines,
                           bool asJson, const QJsonObject& extra) {
    const QStringList notes = result.notes(oldName, newName);
    if (asJson) {
        QJsonObject root = JsonDiff::toJson(result, contextLines);
        for (auto it = extra.begin(); it != extra.end(); ++it)
            root.insert(it.key(), it.value());
        root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
        m_out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        // Notes on stderr, so that stdout stays a diff a patch tool reads.
        for (const QString& note : notes)
            m_err << "metadesk-cli: " << QObject::tr("note: ") << note << "\n";
        m_err.flush();
        m_out << JsonDiff::unified(result, oldName, newName, contextLines);
    }
    m_out.flush();
}

DatabaseUrl Cli::target(const QHash<QString, QString>& options, int* exitCode) {
    if (options.contains(QStringLiteral("profile")))
        return profileUrl(options.value(QStringLiteral("profile")), exitCode);
    QString error;
    const DatabaseUrl url = databaseUrl(options.value(QStringLiteral("database")), &error);
    if (!url.isValid()) {
        usage(error);
        *exitCode = Usage;
    }
    return url;
}

DatabaseUrl Cli::profileUrl(const QString& name, int* exitCode) {
    const ProfileStore store;
    const QList<ConnectionProfile> matches = store.findByName(name);
    if (matches.isEmpty()) {
        QStringList names;
        for (const ConnectionProfile& profile : store.profiles()) {
            if (!names.contains(profile.displayName))
                names << profile.displayName;
        }
        printError(names.isEmpty()
                       ? QObject::tr("No saved connection is named \"%1\": there are none yet (a database opened in "
                                     "the Metadesk app is saved).")
                             .arg(name)
                       : QObject::tr("No saved connection is named \"%1\"; the saved ones are: %2.")
                             .arg(name, names.join(QStringLiteral(", "))));
        *exitCode = Found;
        return {};
    }
    if (matches.size() > 1) {
        QStringList which;
        for (const ConnectionProfile& profile : matches)
            which << QStringLiteral("%1 (%2)").arg(profile.id, profile.url.toDisplayString());
        printError(QObject::tr("%1 saved connections are named \"%2\"; give the id of one: %3.")
                       .arg(matches.size())
                       .arg(name, which.join(QStringLiteral(", "))));
        *exitCode = Found;
        return {};
    }
    const ConnectionProfile& profile = matches.constFirst();
    DatabaseUrl url = profile.url;
    // Only a profile the app marked reaches for the keychain: a machine without one can use the others.
    if (profile.rememberPassword && url.isPostgres()) {
        QString password, why;
        bool found = false;
        if (Keychain::read(profile.keychainKey(), &password, &found, &why)) {
            url.setPassword(password);
        } else if (Keychain::availability() == Keychain::Availability::Unavailable) {
            printError(QObject::tr("The password of \"%1\" is kept in the system keychain, which could not be read: "
                                   "%2 Unlock the keychain, or give the password through PGPASSWORD or ~/.pgpass.")
                           .arg(name, why));
            *exitCode = DatabaseError;
            return {};
        }
        // No entry (forgotten outside Metadesk): libpq's own PGPASSWORD and ~/.pgpass still apply.
    }
    return url;
}

QString counted(int n, const QString& one, const QString& many) {
    QString text = n == 1 ? one : many;
    return text.replace(QLatin1String("%n"), QString::number(n));
}

int Cli::run(const QStringList& arguments) {
    const QStringList args = arguments.mid(1);
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        printHelp();
        return Ok;
    }
    if (args.isEmpty())
        return usage(QObject::tr("No command given."));
    const QString command = args.first();
    if (command == QLatin1String("--version") || command == QLatin1String("version")) {
        m_out << "metadesk-cli " << METADESK_VERSION << "\n";
        m_out.flush();
        return Ok;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printHelp();
        return Ok;
    }
    if (command == QLatin1String("verify"))
        return verify(args.mid(1));
    if (command == QLatin1String("migrate"))
        return migrate(args.mid(1));
    if (command == QLatin1String("demo"))
        return demo(args.mid(1));
    if (command == QLatin1String("export"))
        return exportTable(args.mid(1));
    if (command == QLatin1String("flows"))
        return flows(args.mid(1));
    if (command == QLatin1String("dashboards"))
        return dashboards(args.mid(1));
    if (command == QLatin1String("overview"))
        return overview(args.mid(1));
    if (command == QLatin1String("profiles"))
        return profiles(args.mid(1));
    if (command == QLatin1String("runs"))
        return runs(args.mid(1));
    if (command == QLatin1String("datasources"))
        return datasources(args.mid(1));
    if (command == QLatin1String("connections"))
        return connections(args.mid(1));
    if (command == QLatin1String("row"))
        return row(args.mid(1));
    if (command == QLatin1String("sources"))
        return sources(args.mid(1));
    if (command == QLatin1String("limits"))
        return limits(args.mid(1));
    if (command == QLatin1String("chats"))
        return chats(args.mid(1));
    // Administration
    if (command == QLatin1String("engines"))
        return engines(args.mid(1));
    if (command == QLatin1String("sweep"))
        return sweep(args.mid(1));
    // Data contracts and their alerts' outbox (CliContracts.cpp).
    if (command == QLatin1String("contracts"))
        return contracts(args.mid(1));
    if (command == QLatin1String("outbox"))
        return outbox(args.mid(1));
    if (command == QLatin1String("templates"))
        return templates(args.mid(1));
    return usage(QObject::tr("Unknown command \"%1\".").arg(command));
}

int Cli::migrate(const QStringList& args) {
    const ParsedArgs parsed =
        parseArgs(args,
                  {QStringLiteral("platform"), QStringLiteral("database"), QStringLiteral("profile"),
                   QStringLiteral("lock-timeout"), QStringLiteral("statement-timeout"), QStringLiteral("revision")},
                  {QStringLiteral("dry-run"), QStringLiteral("yes"), QStringLiteral("json")});
    if (!parsed.error.isEmpty())
        return usage(parsed.error);
    static const QStringList actions = {QStringLiteral("status"), QStringLiteral("up"),    QStringLiteral("down"),
                                        QStringLiteral("check"),  QStringLiteral("stamp"), QStringLiteral("lint")};
    const QString action = parsed.positional.value(0);
    const bool stamp = action == QLatin1String("stamp");
    if (parsed.positional.isEmpty() || (!stamp && parsed.positional.size() != 1) ||
        (stamp && parsed.positional.size() > 2))
        return usage(QObject::tr("migrate needs exactly one of status, up, down, check, lint, or stamp REVISION."));
    if (!actions.contains(action))
        return usage(
            QObject::tr("Unknown migrate action \"%1\"; use status, up, down, check, lint or stamp.").arg(action));
    if (stamp && parsed.positional.size() != 2)
        return usage(QObject::tr("migrate stamp needs the REVISION to record."));
    const QString revision = parsed.positional.value(1);
    if (const QString why = targetChoiceError(parsed.options, QStringLiteral("migrate")); !why.isEmpty())
        return usage(why);
    const bool dryRun = parsed.options.contains(QStringLiteral("dry-run"));
    if (dryRun && action != QLatin1String("up") && action != QLatin1String("down"))
        return usage(QObject::tr("--dry-run goes with migrate up or down."));
    const bool down = action == QLatin1String("down");
    if (parsed.options.contains(QStringLiteral("json")) && action != QLatin1String("lint"))
        return usage(QObject::tr("--json goes with migrate lint."));
    if (parsed.options.contains(QStringLiteral("yes")) && !down && action != QLatin1String("up"))
        return usage(QObject::tr("--yes goes with migrate down or up."));
    if (parsed.options.contains(QStringLiteral("revision")) && !down)
        return usage(QObject::tr("--revision goes with migrate down (migrate stamp takes the REVISION itself)."));
    int lockTimeoutMs = Migrator::DefaultLockTimeoutMs;
    if (parsed.options.contains(QStringLiteral("lock-timeout"))) {
        bool ok = false;
        const double seconds = parsed.options.value(QStringLiteral("lock-timeout")).toDouble(&ok);
        if (!ok || seconds < 0 || seconds > 86400)
            return usage(QObject::tr("--lock-timeout needs a number of seconds from 0 to 86400."));
        lockTimeoutMs = int(seconds * 1000);
    }
    int statementTimeoutMs = Migrator::DefaultStatementTimeoutMs;
    if (parsed.options.contains(QStringLiteral("statement-timeout"))) {
        bool ok = false;
        const double seconds = parsed.options.value(QStringLiteral("statement-timeout")).toDouble(&ok);
        if (!ok || seconds < 0 || seconds > 7 * 86400)
            return usage(QObject::tr("--statement-timeout needs a number of seconds from 0 (no limit) to 604800."));
        statementTimeoutMs = int(seconds * 1000);
    }

    const QString platformArg = parsed.options.value(QStringLiteral("platform"), QStringLiteral("all"));
    QList<Platform> chosen;
    const bool all = platformArg.compare(QLatin1String("all"), Qt::CaseInsensitive) == 0;
    if (all) {
        chosen = platforms::all();
    } else if (const auto p = platforms::fromKey(platformArg)) {
        chosen = {*p};
    } else {
        return usage(QObject::tr("Unknown platform \"%1\"; use tabularia, holotable or all.").arg(platformArg));
    }
    // Nothing destructive by default: one platform, and the exact revision the rollback undoes.
    const QString downRevision = parsed.options.value(QStringLiteral("revision"));
    if (down && (all || downRevision.isEmpty()))
        return usage((all ? QObject::tr("migrate down rolls back one migration of one platform: pass --platform "
                                        "tabularia or --platform holotable, and --revision NAME, the last applied "
                                        "migration it rolls back.")
                          : QObject::tr("migrate down needs --revision NAME: the exact last applied %1 migration it "
                                        "rolls back.")
                                .arg(platforms::displayName(chosen.first()))) +
                     lastAppliedHint(parsed.options, chosen));

    QString error;
    int exitCode = Ok;
    const DatabaseUrl url = target(parsed.options, &exitCode);
    if (!url.isValid())
        return exitCode;

    DbConnection::Options options;
    options.purpose = QStringLiteral("cli");
    options.createIfMissing = action == QLatin1String("up") && !dryRun;
    // What only reads opens read-only: status, check and lint write nothing, whatever the role may do.
    options.readOnly =
        action == QLatin1String("lint") || action == QLatin1String("status") || action == QLatin1String("check");
    const bool existedBefore = !url.isSqlite() || QFile::exists(url.path());
    auto conn = DbConnection::open(url, options, &error);
    if (!conn) {
        m_err << "metadesk-cli: " << error.simplified() << "\n";
        m_err.flush();
        return DatabaseError;
    }

    QList<SchemaStatus> statuses;
    if (!SchemaInspector::inspect(*conn, &statuses, &error)) {
        m_err << "metadesk-cli: " << error.simplified() << "\n";
        m_err.flush();
        return DatabaseError;
    }
    // SIGINT/SIGTERM while migrating: the statement running is cancelled on the server and its migration rolled back.
    const auto cancel = std::make_shared<CancelRequest>();
    std::optional<InterruptWatcher> interrupts;
    if (!dryRun && action != QLatin1String("status") && action != QLatin1String("check"))
        interrupts.emplace([cancel](int) { cancel->request(); });
    auto fail = [&](const QString& message) {
        m_err << "metadesk-cli: " << message.simplified() << "\n";
        m_err.flush();
        if (!existedBefore) // a file this command created and could not finish: leave nothing behind
            QFile::remove(url.path());
        return interrupts && interrupts->signalNumber() ? 128 + interrupts->signalNumber() : int(DatabaseError);
    };
    auto loadSet = [&](Platform platform, MigrationSet* set) {
        return MigrationSet::loadBuiltIn(platform, conn->isSqlite(), set, &error);
    };
    auto configure = [&](Migrator& migrator) {
        migrator.setLockTimeoutMs(lockTimeoutMs);
        migrator.setStatementTimeoutMs(statementTimeoutMs);
        migrator.setCancelRequest(cancel);
        migrator.setProgress([this](const QString& line) {
            m_out << line << "\n";
            m_out.flush();
        });
    };

    if (stamp) {
        // The revision names its platform: a Tabularia revision id or a Holotable file name.
        std::optional<Platform> platform;
        MigrationSet set;
        for (Platform p : chosen) {
            MigrationSet candidate;
            if (!loadSet(p, &candidate))
                return fail(error);
            if (candidate.find(revision)) {
                platform = p;
                set = candidate;
            }
        }
        if (!platform)
            return fail(QObject::tr("No %1 migration has the revision \"%2\"; nothing was stamped.")
                            .arg(all ? QObject::tr("Tabularia or Holotable") : platforms::displayName(chosen.first()),
                                 revision));
        Migrator migrator(*conn, set);
        configure(migrator);
        SchemaDiff diff;
        if (!migrator.stamp(revision, &diff, &error)) {
            if (diff.isEmpty())
                return fail(error);
            m_out << QObject::tr("%1 does not match %2:").arg(url.toDisplayString(), revision) << "\n";
            for (const QString& line : diff.lines())
                m_out << "  " << line << "\n";
            m_out.flush();
            m_err << "metadesk-cli: " << error.simplified() << "\n";
            m_err.flush();
            return Found;
        }
        return Ok;
    }

    if (down) {
        for (const SchemaStatus& s : statuses)
            if (s.platform == chosen.first())
                return migrateDown(*conn, s, downRevision, dryRun, parsed.options.contains(QStringLiteral("yes")),
                                   configure, fail);
    }

    // Without --platform, act on the platforms the database holds. A database holding neither is installed into only
    // when told what to install: a mistyped but existing database must not get both schemas without a word.
    bool anyPresent = false;
    for (const SchemaStatus& s : statuses)
        anyPresent = anyPresent || s.isPresent();
    const bool named = parsed.options.contains(QStringLiteral("platform"));
    if (action == QLatin1String("up") && !anyPresent && !named) {
        QString listError;
        const int others = int(conn->tableNames(&listError).size());
        m_err << "metadesk-cli: "
              << QObject::tr("%1 holds neither Tabularia nor Holotable%2. Say what to install: --platform tabularia, "
                             "--platform holotable, or --platform all for both.")
                     .arg(url.toDisplayString(),
                          others > 0
                              ? counted(others, QObject::tr(" (it holds %n other table: is it the right database?)"),
                                        QObject::tr(" (it holds %n other tables: is it the right database?)"))
                              : QString())
              << "\n";
        m_err.flush();
        if (!existedBefore)
            QFile::remove(url.path());
        return Usage;
    }
    if (action == QLatin1String("up") && !anyPresent && all && !dryRun &&
        !parsed.options.contains(QStringLiteral("yes"))) {
        // Both platforms into a database that holds neither: asked, as a database can be the wrong one.
        QString listError;
        const int others = int(conn->tableNames(&listError).size());
        if (!askYes(QObject::tr("Install both Tabularia and Holotable into %1%2? Type yes: ")
                        .arg(url.toDisplayString(), others > 0
                                                        ? counted(others, QObject::tr(", which holds %n other table"),
                                                                  QObject::tr(", which holds %n other tables"))
                                                        : QString()),
                    QObject::tr("Nothing installed: there is no terminal to confirm on. Pass --yes to install both "
                                "platforms into %1, or name one with --platform.")
                        .arg(url.toDisplayString()),
                    QObject::tr("Nothing installed: the answer was not yes."))) {
            if (!existedBefore)
                QFile::remove(url.path());
            return Found;
        }
    }
    QList<SchemaStatus> targets;
    for (const SchemaStatus& s : statuses)
        if (chosen.contains(s.platform) &&
            (!all || named || s.isPresent() || !anyPresent || action == QLatin1String("status")))
            targets << s;

    if (action == QLatin1String("status") || action == QLatin1String("check")) {
        bool found = false;
        bool unchecked = false; // check: a platform whose schema could not be compared
        for (const SchemaStatus& s : targets) {
            MigrationSet set;
            if (!loadSet(s.platform, &set))
                return fail(error);
            if (action == QLatin1String("status")) {
                QList<MigrationRecord> records;
                if (!Migrator(*conn, set).history(&records, &error))
                    return fail(error);
                m_out << s.summary() << "\n";
                for (const MigrationRecord& r : records) {
                    // Past a revision it does not know, Metadesk cannot tell which of its own migrations ran.
                    const char* mark = r.state == MigrationRecord::State::Applied    ? "[x]"
                                       : r.state == MigrationRecord::State::Modified ? "[!]"
                                       : r.state == MigrationRecord::State::Unknown  ? "[?]"
                                       : r.uncertain                                 ? "[?]"
                                                                                     : "[ ]";
                    m_out << "  " << mark << " " << r.description << " — " << recordDetails(r) << "\n";
                }
            } else {
                SchemaStatus checked = s;
                QString driftLines;
                if (s.state == SchemaStatus::State::Current) {
                    // Up to date by its records; the live schema must also be what those migrations make.
                    SchemaDiff diff;
                    QString driftError;
                    if (!Migrator(*conn, set).drift(&diff, &driftError)) {
                        // Not compared is not OK: the gate fails as for a database error (exit 3).
                        unchecked = true;
                        driftLines = QObject::tr("could not compare the live schema with the migrations': %1")
                                         .arg(driftError.simplified());
                        m_out << QStringLiteral("UNCHECKED ") << s.summary() << ": " << driftLines << "\n";
                        continue;
                    }
                    if (!diff.isEmpty()) {
                        checked.state = SchemaStatus::State::Modified;
                        driftLines = diff.lines().join(QStringLiteral("; "));
                    }
                }
                const bool bad = checked.state != SchemaStatus::State::Current;
                found = found || bad;
                m_out << checkLabel(checked).leftJustified(8) << checked.summary();
                if (!driftLines.isEmpty())
                    m_out << ": " << driftLines;
                m_out << "\n";
            }
        }
        m_out.flush();
        if (unchecked) {
            m_err << "metadesk-cli: " << QObject::tr("could not check every platform's schema; this is not a pass.")
                  << "\n";
            m_err.flush();
            return DatabaseError;
        }
        return found ? Found : Ok;
    }

    // All or nothing across platforms: refuse before touching any when one of them must not be migrated.
    for (const SchemaStatus& target : targets) {
        if (const QString why = target.refusal(); !why.isEmpty())
            return fail(why);
    }
    if (action == QLatin1String("lint"))
        return migrateLint(*conn, targets, parsed.options.contains(QStringLiteral("json")));
    if (!dryRun) {
        // Checked before it runs: what the pending migrations would do to the data there now. A warning is said; an
        // error (data lost, a statement that will fail) is applied only after a yes, as a rollback is.
        QStringList errors;
        for (const SchemaStatus& target : targets) {
            MigrationSet set;
            if (!loadSet(target.platform, &set))
                return fail(error);
            QList<Migration> pending;
            for (const QString& id : target.pending)
                pending << *set.find(id);
            QList<LintFinding> findings;
            if (!MigrationLint(*conn).lint(pending, false, &findings, &error))
                return fail(error);
            for (const LintFinding& f : std::as_const(findings)) {
                if (f.level == LintFinding::Level::Notice)
                    continue;
                m_out << f.toLine() << "\n";
                if (f.level == LintFinding::Level::Error)
                    errors << f.toLine();
            }
        }
        m_out.flush();
        if (!errors.isEmpty() && !parsed.options.contains(QStringLiteral("yes")) &&
            !askYes(QObject::tr("Type yes to apply them all the same: "),
                    counted(int(errors.size()),
                            QObject::tr("Not applied: %n finding above is an error (data lost, or a statement that "
                                        "will fail), and there is no terminal to confirm on. Pass --yes to apply it "
                                        "all the same. Nothing was changed."),
                            QObject::tr("Not applied: %n findings above are errors (data lost, or a statement that "
                                        "will fail), and there is no terminal to confirm on. Pass --yes to apply "
                                        "them all the same. Nothing was changed.")),
                    QObject::tr("Not applied: the answer was not yes. Nothing was changed.")))
            return Found;
    }
    if (!dryRun) {
        // Every platform this install covers is marked before any migration runs: one that fails part-way (or never
        // starts, the other having failed) is then pending, and running the same command again finishes it.
        for (const SchemaStatus& target : targets) {
            MigrationSet set;
            if (target.state != SchemaStatus::State::Absent)
                continue;
            if (!loadSet(target.platform, &set))
                return fail(error);
            Migrator marker(*conn, set);
            configure(marker);
            if (!marker.prepareInstall(&error))
                return fail(error);
        }
    }
    QStringList done;
    for (const SchemaStatus& target : targets) {
        MigrationSet set;
        if (!loadSet(target.platform, &set))
            return fail(error);
        const QString name = platforms::displayName(target.platform);
        if (dryRun) {
            // What up would run, statement by statement, as this engine's SQL, after what the lint finds in it.
            QList<Migration> pending;
            for (const QString& id : target.pending)
                pending << *set.find(id);
            QList<LintFinding> findings;
            if (!MigrationLint(*conn).lint(pending, false, &findings, &error))
                return fail(error);
            if (pending.isEmpty())
                m_out << "-- " << QObject::tr("%1: nothing to apply.").arg(name) << "\n";
            for (const LintFinding& f : findings)
                m_out << "-- " << f.toLine() << "\n";
            for (const Migration& m : pending)
                m_out << "-- " << QObject::tr("%1: would apply %2").arg(name, m.describe()) << "\n"
                      << m.sqlPreview(false);
            m_out.flush();
            continue;
        }
        Migrator migrator(*conn, set);
        configure(migrator);
        QStringList applied;
        if (!migrator.upgrade(&applied, &error)) {
            QStringList left;
            for (const SchemaStatus& t : targets)
                if (!done.contains(platforms::displayName(t.platform)))
                    left << platforms::displayName(t.platform);
            if (!done.isEmpty() && existedBefore)
                error += QLatin1Char(' ') +
                         QObject::tr("Partly done: %1 is up to date, %2 is not. Run the same command again to "
                                     "finish; migrate status shows what is pending.")
                             .arg(done.join(QStringLiteral(", ")), left.join(QStringLiteral(", ")));
            return fail(error);
        }
        done << name;
        m_out << counted(int(applied.size()), QObject::tr("%1: %n migration applied."),
                         QObject::tr("%1: %n migrations applied."))
                     .arg(name)
              << "\n";
        m_out.flush();
    }
    return Ok;
}

int Cli::demo(const QStringList& args) {
    const ParsedArgs parsed = parseArgs(
        args, {QStringLiteral("database"), QStringLiteral("profile"), QStringLiteral("runs"), QStringLiteral("seed")});
    if (!parsed.error.isEmpty())
        return usage(parsed.error);
    if (!parsed.positional.isEmpty())
        return usage(QObject::tr("demo takes no argument \"%1\".").arg(parsed.positional.first()));
    if (const QString why = targetChoiceError(parsed.options, QStringLiteral("demo")); !why.isEmpty())
        return usage(why);
    DemoGenerator::Options demo;
    bool ok = true;
    if (parsed.options.contains(QStringLiteral("runs"))) {
        demo.runs = parsed.options.value(QStringLiteral("runs")).toLongLong(&ok);
        if (!ok || demo.runs < 0 || demo.runs > 100'000'000)
            return usage(QObject::tr("--runs needs a whole number from 0 to 100000000."));
    }
    if (parsed.options.contains(QStringLiteral("seed"))) {
        demo.seed = parsed.options.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return usage(QObject::tr("--seed needs a whole number."));
    }
    int exitCode = Ok;
    const DatabaseUrl url = target(parsed.options, &exitCode);
    if (!url.isValid())
        return exitCode;

    QElapsedTimer timer;
    timer.start();
    const DemoGenerator::Result result = DemoGenerator::create(url, demo, [this](const QString& line) {
        m_out << line << "\n";
        m_out.flush();
    });
    if (!result.ok) {
        m_err << "metadesk-cli: " << result.error.simplified() << "\n";
        m_err.flush();
        return DatabaseError;
    }
    m_out << QObject::tr("Demo database ready at %1 (%2 runs, seed %3) in %4 s.")
                 .arg(url.toDisplayString())
                 .arg(demo.runs)
                 .arg(demo.seed)
                 .arg(timer.elapsed() / 1000.0, 0, 'f', 1)
          << "\n";
    m_out.flush();
    return Ok;
}

int Cli::exportTable(const QStringList& args) {
    const ParsedArgs parsed =
        parseArgs(args, {QStringLiteral("database"), QStringLiteral("profile"), QStringLiteral("table"),
                         QStringLiteral("format"), QStringLiteral("output")});
    if (!parsed.error.isEmpty())
        return usage(parsed.error);
    if (!parsed.positional.isEmpty())
        return usage(QObject::tr("export takes no argument \"%1\".").arg(parsed.positional.first()));
    if (const QString why = targetChoiceError(parsed.options, QStringLiteral("export")); !why.isEmpty())
        return usage(why);
    const QString tableName = parsed.options.value(QStringLiteral("table"));
    if (tableName.isEmpty())
        return usage(QObject::tr("export needs --table NAME."));
    const QString output = parsed.options.value(QStringLiteral("output"));
    TableExporter::Options options;
    options.format = output.isEmpty() ? TableExporter::Format::Csv : TableExporter::formatForPath(output);
    if (parsed.options.contains(QStringLiteral("format"))) {
        const QString format = parsed.options.value(QStringLiteral("format")).toLower();
        if (format == QLatin1String("json"))
            options.format = TableExporter::Format::Json;
        else if (format == QLatin1String("csv"))
            options.format = TableExporter::Format::Csv;
        else
            return usage(QObject::tr("--format is json or csv, not \"%1\".").arg(format));
    }
    QString error;
    int exitCode = Ok;
    const DatabaseUrl url = target(parsed.options, &exitCode);
    if (!url.isValid())
        return exitCode;
    const auto fail = [this](const QString& message) {
        m_err << "metadesk-cli: " << message.simplified() << "\n";
        m_err.flush();
        return DatabaseError;
    };

    DbConnection::Options connectOptions;
    connectOptions.readOnly = true;
    connectOptions.purpose = QStringLiteral("export");
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn)
        return fail(error);
    if (!conn->loadCatalog(&error))
        return fail(error);
    // The table as the database has it: only its real columns are named, whatever the catalog describes.
    const TableDescriptor* table = conn->catalog().table(tableName);
    if (!table)
        return fail(QObject::tr("%1 has no table named %2.").arg(url.toDisplayString(), tableName));
    const TableQuery query(*table, conn->isSqlite(), QuerySpec{});
    if (!query.isValid())
        return fail(query.error());

    if (output.isEmpty()) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly))
            return fail(QObject::tr("Could not write to standard output."));
        if (!TableExporter::write(*conn, query, &out, options, {}, &error))
            return fail(error);
        out.flush();
        return Ok;
    }
    // Written beside the target and renamed into place at the end, so a failed export leaves no half file.
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QObject::tr("Could not write %1: %2").arg(output, file.errorString()));
    qint64 rows = 0;
    if (!TableExporter::write(
            *conn, query, &file, options,
            [&rows](qint64 written) {
                rows = written;
                return true;
            },
            &error)) {
        file.cancelWriting();
        return fail(error);
    }
    if (!file.commit())
        return fail(QObject::tr("Could not write %1: %2").arg(output, file.errorString()));
    m_out << QObject::tr("Exported %1 rows of %2 to %3.").arg(rows).arg(tableName, output) << "\n";
    m_out.flush();
    return Ok;
}

} // namespace metadesk

namespace metadesk {

namespace {
QJsonObject figureJson(const HomeFigure& f) {
    QJsonObject o{{QStringLiteral("id"), f.id},
                  {QStringLiteral("label"), f.label},
                  {QStringLiteral("value"), f.value},
                  {QStringLiteral("detail"), f.detail}};
    if (f.limit >= 0)
        o.insert(QStringLiteral("limit"), f.limit);
    static const char* const tones[] = {"neutral", "good", "warning", "bad"};
    o.insert(QStringLiteral("tone"), QString::fromLatin1(tones[int(f.tone)]));
    if (f.link.isValid())
        o.insert(QStringLiteral("table"), f.link.table);
    QJsonArray parts;
    for (const HomeFigure& part : f.parts)
        parts.append(figureJson(part));
    if (!parts.isEmpty())
        o.insert(QStringLiteral("parts"), parts);
    return o;
}
} // namespace

int Cli::overview(const QStringList& args) {
    const ParsedArgs parsed =
        parseArgs(args, {QStringLiteral("database"), QStringLiteral("profile")}, {QStringLiteral("json")});
    if (!parsed.error.isEmpty())
        return usage(parsed.error);
    if (!parsed.positional.isEmpty())
        return usage(QObject::tr("overview takes no argument \"%1\".").arg(parsed.positional.first()));
    if (const QString why = targetChoiceError(parsed.options, QStringLiteral("overview")); !why.isEmpty())
        return usage(why);
    QString error;
    int exitCode = Ok;
    const DatabaseUrl url = target(parsed.options, &exitCode);
    if (!url.isValid())
        return exitCode;
    DbConnection::Options connectOptions;
    connectOptions.readOnly = true;
    connectOptions.purpose = QStringLiteral("overview");
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        m_err << "metadesk-cli: " << error.simplified() << "\n";
        m_err.flush();
        return DatabaseError;
    }
    const HomeSnapshot s =
        HomeSummary::collect(*conn, QDateTime::currentDateTimeUtc(), true, ProfileStore().runThresholds(url));
    if (s.platforms.isEmpty()) {
        m_err << "metadesk-cli: "
              << QObject::tr("%1 holds neither a Tabularia nor a Holotable schema.").arg(url.toDisplayString()) << "\n";
        m_err.flush();
        return DatabaseError;
    }
    if (parsed.options.contains(QStringLiteral("json"))) {
        QJsonArray figures, audit, errors;
        for (const HomeFigure& f : s.figures)
            figures.append(figureJson(f));
        for (const HomeAuditEntry& e : s.audit)
            audit.append(QJsonObject{{QStringLiteral("table"), e.table},
                                     {QStringLiteral("id"), e.id},
                                     {QStringLiteral("at"), e.at.toString(Qt::ISODateWithMs)},
                                     {QStringLiteral("actor"), e.actor},
                                     {QStringLiteral("action"), e.action},
                                     {QStringLiteral("target"), e.target},
                                     {QStringLiteral("outcome"), e.outcome}});
        for (const QString& e : s.errors)
            errors.append(e);
        QJsonObject root{{QStringLiteral("database"), url.toDisplayString()},
                         {QStringLiteral("taken_at"), s.takenAt.toString(Qt::ISODateWithMs)},
                         {QStringLiteral("figures"), figures},
                         {QStringLiteral("audit"), audit}};
        if (!errors.isEmpty())
            root.insert(QStringLiteral("errors"), errors);
        m_out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        m_out << url.toDisplayString() << "  " << s.takenAt.toString(Qt::ISODate) << "\n";
        for (Platform p : s.platforms) {
            m_out << "\n" << platforms::displayName(p) << "\n";
            for (const HomeFigure& f : s.figures) {
                if (f.platform != p)
                    continue;
                // One arg() call: a label or detail from the database may itself hold "%2".
                m_out << QStringLiteral("  %1  %2  (%3)\n")
                             .arg(f.label.leftJustified(28), QString::number(f.value).rightJustified(12), f.detail);
                for (const HomeFigure& part : f.parts)
                    m_out << QStringLiteral("    %1  %2  (%3)\n")
                                 .arg(part.label.leftJustified(26), QString::number(part.value).rightJustified(12),
                                      part.detail);
            }
        }
        if (!s.audit.isEmpty())
            m_out << "\n" << QObject::tr("Last audit entries") << "\n";
        for (const HomeAuditEntry& e : s.audit)
            m_out << QStringLiteral("  %1  %2  %3  %4  %5\n")
                         .arg(e.at.toString(Qt::ISODate), e.actor, e.action, e.target, e.outcome);
        for (const QString& e : s.errors)
            m_err << "metadesk-cli: " << e.simplified() << "\n";
    }
    m_out.flush();
    m_err.flush();
    return s.errors.isEmpty() ? Ok : DatabaseError;
}

int Cli::profiles(const QStringList& args) {
    const ParsedArgs parsed = parseArgs(args, {}, {QStringLiteral("json")});
    if (!parsed.error.isEmpty())
        return usage(parsed.error);
    if (!parsed.positional.isEmpty())
        return usage(QObject::tr("profiles takes no argument \"%1\".").arg(parsed.positional.first()));
    // From the settings alone: listing never asks the keychain, so it names no secret and never waits.
    const QList<ConnectionProfile> all = ProfileStore().profiles();
    if (parsed.options.contains(QStringLiteral("json"))) {
        QJsonArray array;
        for (const ConnectionProfile& p : all)
            array.append(QJsonObject{
                {QStringLiteral("name"), p.displayName},
                {QStringLiteral("id"), p.id},
                {QStringLiteral("engine"), p.url.isSqlite() ? QStringLiteral("sqlite") : QStringLiteral("postgresql")},
                {QStringLiteral("database"), p.url.toDisplayString()},
                {QStringLiteral("password_in_keychain"), p.rememberPassword},
                {QStringLiteral("last_used"), p.lastUsed.toString(Qt::ISODateWithMs)}});
        m_out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        m_out.flush();
        return Ok;
    }
    qsizetype width = 0;
    for (const ConnectionProfile& p : all)
        width = qMax(width, p.displayName.size());
    for (const ConnectionProfile& p : all) {
        // One arg() call: a file name may itself hold "%2".
        m_out << QStringLiteral("%1  %2  %3  %4%5\n")
                     .arg(
                         p.displayName.leftJustified(width),
                         (p.url.isSqlite() ? QStringLiteral("sqlite") : QStringLiteral("postgresql")).leftJustified(10),
                         p.id, p.url.toDisplayString(),
                         p.rememberPassword ? QStringLiteral("  ") + QObject::tr("(password in keychain)") : QString());
    }
    if (all.isEmpty())
        m_err << "metadesk-cli: " << QObject::tr("No saved connections yet.") << "\n";
    m_out.flush();
    m_err.flush();
    return Ok;
}

} // namespace metadesk
