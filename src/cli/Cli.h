#pragma once

#include "core/checks/IntegrityChecker.h"
#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QHash>
#include <QJsonObject>

#include <QStringList>
#include <QTextStream>
#include <functional>
#include <memory>

namespace metadesk {

class Migrator;

class DbConnection;
struct OperationPlan;
struct DiffResult;
struct WriteResult;
struct ColumnDescriptor;
struct TableDescriptor;

/// metadesk-cli: migrations, the demo database and table exports from a shell, on core alone.
///
/// A command names its database with --database URL or with --profile NAME, a connection the app saved (its
/// password, when the app remembered it, read from the OS keychain).
///
/// Errors are one line on stderr (database texts are folded onto it). Exit codes: 0 success, 1 a check that found
/// something, 2 bad usage, 3 connection or database error, 128 + the signal when SIGINT/SIGTERM stopped a migration.
class Cli {
public:
    enum ExitCode { Ok = 0, Found = 1, Usage = 2, DatabaseError = 3 };

    Cli(QTextStream& out, QTextStream& err);
    int run(const QStringList& arguments);

private:
    int usage(const QString& message);
    int migrate(const QStringList& args);
    /// `migrate down`: exactly `revision`, the last applied migration of `platform`, after a preview of what it
    /// destroys and a "yes" on the terminal (or --yes).
    /// `configure` gives the migrator the command's limits, cancel and progress; `fail` prints a failure and returns
    /// the exit code (128 + the signal when one cancelled it).
    int migrateDown(const DbConnection& conn, const SchemaStatus& status, const QString& revision, bool dryRun,
                    bool yes, const std::function<void(Migrator&)>& configure,
                    const std::function<int(const QString&)>& fail);
    /// `migrate lint`: the findings of every pending migration of `targets`; 1 when one is an error.
    int migrateLint(const DbConnection& conn, const QList<SchemaStatus>& targets, bool json);
    /// For a `migrate down` usage error: which revision is the last applied, when the database can be read.
    /// Asks `prompt` on the terminal: true when the answer is "yes". Without a terminal (a pipe, a script) it prints
    /// `noTerminal`, on another answer `notYes`, and returns false.
    bool askYes(const QString& prompt, const QString& noTerminal, const QString& notYes);
    QString lastAppliedHint(const QHash<QString, QString>& options, const QList<Platform>& platforms);
    int demo(const QStringList& args);
    int exportTable(const QStringList& args);
    /// `verify` (CliVerify.cpp): the integrity check; 1 when it finds something.
    int verify(const QStringList& args);
    /// `verify --fix` (CliVerifyFix.cpp): each listed finding's safe fix (SafeFix) planned and printed with its SQL,
    /// then, after one "yes" (or --yes) and unless `dryRun`, written through the write path and its rule checked
    /// again. 0 when every planned fix was written and the re-check finds nothing; 1 otherwise.
    int verifyFix(const DatabaseUrl& url, const IntegrityReport& report, const IntegrityChecker::Options& options,
                  bool dryRun, bool yes, bool json, const QString& actor);
    /// `flows history|diff` (CliFlows.cpp): a Tabularia flow's versions and the diff of two, read-only.
    int flows(const QStringList& args);
    /// `dashboards list|history|diff|rename|restore|delete|undelete` (CliDashboards.cpp): Holotable's dashboards.
    int dashboards(const QStringList& args);
    /// `flows restore` (CliFlowsRestore.cpp): an old version made current, as the platform's promote does.
    int flowsRestore(const QStringList& args);
    int overview(const QStringList& args);
    int profiles(const QStringList& args);
    /// `datasources delete` (CliDatasources.cpp): a Tabularia datasource deleted as the platform deletes it.
    int datasources(const QStringList& args);
    /// `flows forget-ai-texts` (CliFlowsAiTexts.cpp): a flow version's dbt AI texts forgotten.
    int flowsForgetAiTexts(const QStringList& args);
    /// What a command that runs one domain operation says and does once it has its plan (CliDatasources.cpp).
    struct OperationRun {
        const DbConnection* connection = nullptr;
        const OperationPlan* plan = nullptr;
        const TableDescriptor* table = nullptr; ///< the plan's row's table, for the JSON of the row
        QJsonObject facts;                      ///< added to the --json plan and result
        bool json = false;
        bool dryRun = false;
        bool yes = false;
        QString prompt;     ///< "Type yes to delete datasource 4: "
        QString noTerminal; ///< said when there is no terminal to ask on and no --yes
        QString notYes;     ///< said when the answer was not yes
        QString done;       ///< said when written
        std::function<WriteResult()> apply;
    };
    /// Prints the plan (or its refusal), stops there for a dry run, asks unless --yes, applies and prints the result;
    /// the exit code (1 refused, not found, unconfirmed or a conflict, with the current row; 3 a database error).
    int runOperation(const OperationRun& op);
    /// Opens --database or --profile for an operation (read-only for a dry run) with its catalog; null with
    /// *exitCode set and the reason printed.
    std::unique_ptr<DbConnection> openForOperation(const QString& option, const QString& value, bool dryRun,
                                                   const QString& purpose, int* exitCode);
    /// `runs list|close|enqueue` (CliRuns.cpp): Tabularia's runs queue and its safe actions.
    int runs(const QStringList& args);
    /// `connections list|reveal|rotate` (CliConnections.cpp): Tabularia's Fernet credentials, keys from the
    /// environment or the profile's keychain entry.
    int connections(const QStringList& args);
    /// `row get|set|delete` (CliRow.cpp): one row read, or changed through RowWriter as an edit in the window is.
    int row(const QStringList& args);
    /// `sources retire` (CliSources.cpp): a Holotable source tombstoned or deleted as the platform's DELETE does.
    int sources(const QStringList& args);
    /// `limits show|set` (CliLimits.cpp): Holotable's per-workspace LLM ceilings, inherited, off or a value.
    int limits(const QStringList& args);
    /// `chats show` (CliChats.cpp): one chat transcript, read-only, with its retention marks or costs.
    int chats(const QStringList& args);
    // Administration (CliAdmin.cpp)
    /// `engines disable|enable`: Tabularia's engine policy, as the admin panel's switch (ToggleEngine).
    int engines(const QStringList& args);
    /// `sweep`: the expired rows of login_attempts or flow_presence removed as the platform's scheduler does.
    int sweep(const QStringList& args);
    /// `contracts history|diff|restore` (CliContracts.cpp): a Tabularia datasource's data contract and its versions.
    int contracts(const QStringList& args);
    /// `outbox list|retry` (CliContracts.cpp): the contract alerts' outbox and the release of a stuck claim.
    int outbox(const QStringList& args);
    /// `templates instantiate` (CliTemplates.cpp): a new Holotable dashboard from a dashboard template.
    int templates(const QStringList& args);
    /// `dashboards export|import` (CliDashboardsTransfer.cpp): a dashboard's current spec to a file, byte for byte;
    /// a spec file made a new dashboard of a workspace.
    int dashboardsTransfer(const QStringList& args);
    void printHelp();
    /// --database's URL, parsed; a password in it is taken, with one warning line on stderr naming the safe ways.
    DatabaseUrl databaseUrl(const QString& text, QString* error);
    /// The database `options` name (--database or --profile, checked before to be exactly one). An invalid URL
    /// once the reason is on stderr, with the exit code in *exitCode.
    DatabaseUrl target(const QHash<QString, QString>& options, int* exitCode);
    /// The saved profile `name`, with its password from the keychain when the app put one there; without an
    /// entry, libpq's PGPASSWORD and ~/.pgpass apply as for a URL.
    DatabaseUrl profileUrl(const QString& name, int* exitCode);
    void printError(const QString& message);
    /// Two versions' comparison as the `diff` commands print it: `--json`, JsonDiff's JSON with `extra` (what was
    /// compared) and the notes; otherwise the notes on stderr and a unified diff on stdout that a patch tool reads.
    void printVersionDiff(const DiffResult& result, const QString& oldName, const QString& newName, int contextLines,
                          bool asJson, const QJsonObject& extra);
    /// A value in edit form as the commands write it in JSON: as the audit trail does (valuecodec::toJson), and a
    /// time as ISO-8601 UTC with Z on both engines.
    static QJsonValue jsonValue(const ColumnDescriptor& column, const QVariant& edit);
    /// A row read in stored form (RowStore) as JSON, its columns in the catalog's order, each through jsonValue().
    static QJsonObject rowJson(const TableDescriptor& table, const QVariantMap& stored);

    QTextStream& m_out;
    QTextStream& m_err;
};

/// A sentence of metadesk-cli's own with a count, `one` for 1 and `many` otherwise, %n replaced by the count ("1
/// version", "3 versions"). The CLI speaks English only: its sources are not in the translations' scan, so the
/// English plural translation it loads (for the core's sentences it prints) has no forms for its own words.
QString counted(int n, const QString& one, const QString& many);

} // namespace metadesk
