// The 27 tables of Tabularia's metadata database and the gateway's schema_state, as the platform's gateway really
// makes them (its SQLModel models and init_db: revision 13343e5ea2aa, the baseline in
// resources/migrations/tabularia/), with the rules its seed document (seeds/000_87a49f84b46aba65.txt) and its code
// state on top. Columns are in the physical order create_all leaves them, fields declared with sa_column first.
// The database has no CHECK, no server default but the serial ids (privacy_notice's id is the model's own 1), and
// only NO ACTION foreign keys: enum values,
// exactly-one-of, no cycles and the references kept without a foreign key are the platform's code's rules, which
// Metadesk's write path keeps, and each reference's OnDelete is what the platform's code does (deleting a user
// empties or deletes what points at them by hand), not what the foreign key does.
// tests/core/tst_Catalog.cpp holds every column, key and reference here to a migrated database.

#include "Catalog.h"
#include "CatalogBuilders.h"

#include <QCoreApplication>

#include <initializer_list>

namespace metadesk::catalog {

namespace {

using K = ColumnKind;
using namespace builders;

TableDescriptor table(const char* name, const QString& label, const QString& summary) {
    return builders::table(Platform::Tabularia, name, label, summary);
}

/// A reference kept without a foreign key whose rows the platform's code deletes together with the row it names
/// (a user's AI chats, a datasource's contract rows, a flow's dbt texts).
ForeignKeyDescriptor removedWith(const char* column, const char* target) {
    ForeignKeyDescriptor f = plainRef(column, target);
    f.onDelete = OnDelete::Cascade;
    return f;
}

/// The builders, one per table. A class only so that tr() has the "catalog" context (for lupdate as well).
class Tabularia {
    Q_DECLARE_TR_FUNCTIONS(catalog)

public:
    static QList<TableDescriptor> tables();

private:
    static ColumnDescriptor id() { return col("id", tr("ID"), K::Integer, NotNull | Defaulted); }
    // The platform's Python fills the timestamps; the database has no default for them.
    static ColumnDescriptor createdAt() { return col("created_at", tr("Created at"), K::Timestamp, NotNull); }
    static ColumnDescriptor updatedAt() { return col("updated_at", tr("Updated at"), K::Timestamp, NotNull); }
    /// An owner or actor column that the platform empties when the user is deleted.
    static ColumnDescriptor owner(const char* name, const QString& label) {
        return col(name, label, K::Integer, Nullable, tr("Emptied when the user is deleted."));
    }
    /// A user reference the platform's user deletion leaves alone: while it names a user, the user cannot be
    /// deleted (the foreign key refuses it).
    static ColumnDescriptor keptUser(const char* name, const QString& label) {
        return col(name, label, K::Integer, Nullable,
                   tr("Not emptied when the user is deleted, so a user it names cannot be deleted."));
    }
    static ColumnDescriptor projectId() {
        return col("project_id", tr("Project"), K::Integer, NotNull,
                   tr("Required; a project that still holds rows cannot be deleted."));
    }
    /// A text column whose values the platform's code fixes; the database stores any text.
    static ColumnDescriptor codeEnum(const char* name, const QString& label, int flags, const QStringList& values,
                                     const QString& hint = {}) {
        const QString unchecked = tr("Values the platform's code uses; the database does not check them.");
        return enumCol(name, label, flags, values, hint.isEmpty() ? unchecked : hint + QLatin1Char(' ') + unchecked);
    }
    static ColumnDescriptor codeEnum(const char* name, const QString& label, int flags,
                                     std::initializer_list<const char*> values, const QString& hint = {}) {
        return codeEnum(name, label, flags, names(values), hint);
    }
    /// The hint of every reference of the contract tables.
    static QString contractRef() {
        return tr("A plain integer without a foreign key, like every reference of the contract tables.");
    }

    // Access control
    static TableDescriptor users();
    static TableDescriptor groups();
    static TableDescriptor userGroups();
    static TableDescriptor permissions();
    // Catalog and execution
    static TableDescriptor projects();
    static TableDescriptor connections();
    static TableDescriptor flows();
    static TableDescriptor flowVersions();
    static TableDescriptor runs();
    static TableDescriptor datasources();
    static TableDescriptor savedViews();
    // Data contracts
    static TableDescriptor dataContracts();
    static TableDescriptor dataContractVersions();
    static TableDescriptor dataContractResults();
    // AI assistant
    static TableDescriptor aiModels();
    static TableDescriptor aiChats();
    static TableDescriptor aiChatTurns();
    static TableDescriptor aiSpend();
    // Administration
    static TableDescriptor auditLogs();
    static TableDescriptor banners();
    static TableDescriptor privacyNotice();
    static TableDescriptor disabledEngines();
    static TableDescriptor loginAttempts();
    static TableDescriptor flowPresence();
    static TableDescriptor pendingBlobDeletions();
    static TableDescriptor uploads();
    static TableDescriptor dbtAiTexts();
    static TableDescriptor schemaState();
};

/// The platform's engine catalog: flows.engine, flows.production_engine and disabled_engines.engine_id share it.
QStringList engines() {
    return names({"polars", "duckdb", "chdb", "clickhouse"});
}

QList<TableDescriptor> Tabularia::tables() {
    QList<TableDescriptor> out;
    const auto add = [&out](const QString& section, const QList<TableDescriptor>& tables) {
        for (TableDescriptor t : tables) {
            t.section = section;
            out << t;
        }
    };
    // The seed's diagram groups: its "Architecture component" tables are the administration of the platform.
    add(tr("Access control"), {users(), groups(), userGroups(), permissions()});
    add(tr("Catalog and execution"),
        {projects(), connections(), flows(), flowVersions(), runs(), datasources(), savedViews()});
    add(tr("Data contracts"), {dataContracts(), dataContractVersions(), dataContractResults()});
    add(tr("AI assistant"), {aiModels(), aiChats(), aiChatTurns(), aiSpend()});
    add(tr("Administration"), {auditLogs(), banners(), privacyNotice(), disabledEngines(), loginAttempts(),
                               flowPresence(), pendingBlobDeletions(), uploads(), dbtAiTexts(), schemaState()});
    // The gateway's foreign keys are all NO ACTION: what a delete does beyond refusing is its code's (onDelete).
    for (TableDescriptor& t : out)
        for (ForeignKeyDescriptor& f : t.foreignKeys)
            f.databaseOnDelete = OnDelete::NoAction;
    return out;
}

// ---- Access control ----------------------------------------------------------------------------------------------

TableDescriptor Tabularia::users() {
    TableDescriptor t = table("users", tr("Users"), tr("Local or SSO identity, unique on (issuer, subject)."));
    const QString anchor = tr("Issuer and subject are the SSO identity anchor: both set, or both empty for a local "
                              "account.");
    const QString seen = tr("Updated, at most every so often, on authenticated requests.");
    t.columns = {
        id(),
        col("email", tr("Email"), K::Text, NotNull, tr("One account per address.")),
        col("full_name", tr("Full name"), K::Text, NotNull),
        col("hashed_password", tr("Password hash"), K::Secret, Nullable,
            tr("A bcrypt hash; empty for an account that signs in only through SSO.")),
        col("is_active", tr("Active"), K::Bool, NotNull),
        col("is_superuser", tr("Superuser"), K::Bool, NotNull),
        col("is_observer", tr("Observer"), K::Bool, NotNull,
            tr("The audit log keeps no IP address or user agent for an observer-only actor.")),
        createdAt(),
        col("last_seen_at", tr("Last seen at"), K::Timestamp, Nullable, seen),
        col("last_seen_ip", tr("Last seen IP"), K::Text, Nullable, seen),
        col("oidc_issuer", tr("OIDC issuer"), K::Text, Nullable, anchor),
        col("oidc_subject", tr("OIDC subject"), K::Text, Nullable, anchor),
    };
    t.primaryKey = names({"id"});
    // email: the unique index ix_users_email. (oidc_issuer, oidc_subject): uq_users_oidc_identity, partial (where
    // oidc_subject is not null) and made by init_db's ALTER list, so on PostgreSQL only.
    t.uniqueKeys = {names({"email"}), names({"oidc_issuer", "oidc_subject"})};
    t.bothOrNeither = {names({"oidc_issuer", "oidc_subject"})};
    // The sign-in form's e-mail field (an HTML e-mail input, trimmed by the browser) is how a local account logs in;
    // SSO identifies a person by an address with an "@", trimmed.
    textRule(t, "email", TextRule::Email);
    t.labelColumn = QStringLiteral("email");
    t.searchColumns = names({"email", "full_name"});
    sortBy(t, "email", Ascending);
    return t;
}

TableDescriptor Tabularia::groups() {
    TableDescriptor t = table("groups", tr("Groups"), tr("IdP groups, by name."));
    t.columns = {
        id(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique, because SSO reconciles IdP groups by name, not by id.")),
        col("description", tr("Description"), K::LongText, NotNull),
        col("is_admin", tr("Admin"), K::Bool, NotNull, tr("The group's members are administrators.")),
        col("is_observer", tr("Observer"), K::Bool, NotNull, tr("The group's members are observers.")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.columns[1].changeWarning =
        tr("Single sign-on matches groups by name, not by id. After renaming \"%1\" to \"%2\", members who sign in "
           "through the identity provider are no longer matched to this group unless the provider's group is renamed "
           "too; the next sign-in may create a new group named \"%1\" or drop their membership.");
    t.uniqueKeys = {names({"name"})}; // the unique index ix_groups_name
    // SSO strips the IdP's group names and matches them exactly: "finance " would never be matched, and is "finance".
    textRule(t, "name", TextRule::Trimmed);
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description"});
    sortBy(t, "name", Ascending);
    return t;
}

TableDescriptor Tabularia::userGroups() {
    TableDescriptor t = table("user_groups", tr("Group memberships"),
                              tr("Membership join: a pure join table keyed on (user_id, group_id)."));
    t.columns = {
        col("user_id", tr("User"), K::Integer, NotNull,
            tr("With the group, the primary key, so a membership cannot be duplicated. Deleted with the user.")),
        col("group_id", tr("Group"), K::Integer, NotNull,
            tr("With the user, the primary key, so a membership cannot be duplicated.")),
    };
    t.primaryKey = names({"user_id", "group_id"});
    // Deleting a user deletes their memberships; nothing in the platform's code handles a group's.
    t.foreignKeys = {fk("user_id", "users", OnDelete::Cascade), fk("group_id", "groups", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("user_id");
    sortBy(t, "user_id", Ascending);
    return t;
}

TableDescriptor Tabularia::permissions() {
    TableDescriptor t = table("permissions", tr("Permissions"),
                              tr("One capability on one project, granted to either a user or a group."));
    const QString grantee = tr("Exactly one of user and group is filled: the grantee of the capability.");
    t.columns = {
        id(),
        col("project_id", tr("Project"), K::Integer, NotNull,
            tr("The grant holds on this project and on every project below it.")),
        col("user_id", tr("User"), K::Integer, Nullable, grantee),
        col("group_id", tr("Group"), K::Integer, Nullable, grantee),
        codeEnum("capability", tr("Capability"), NotNull, {"view", "run", "edit", "connect", "manage"},
                 tr("View, run, edit and manage grow in that order and manage implies every other; connect stands "
                    "apart.")),
    };
    t.primaryKey = names({"id"});
    // Deleting a user deletes their permissions.
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction), fk("user_id", "users", OnDelete::Cascade),
                     fk("group_id", "groups", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("capability");
    t.searchColumns = names({"capability"});
    sortBy(t, "project_id", Ascending);
    t.behaviours = int(TableBehaviour::ExactlyOneOf);
    t.exactlyOneOf = names({"user_id", "group_id"});
    return t;
}

// ---- Catalog and execution ---------------------------------------------------------------------------------------

TableDescriptor Tabularia::projects() {
    TableDescriptor t =
        table("projects", tr("Projects"), tr("RBAC scope, self-nesting: projects nest through parent_id."));
    t.columns = {
        id(),
        col("name", tr("Name"), K::Text, NotNull),
        col("description", tr("Description"), K::LongText, NotNull),
        col("parent_id", tr("Parent project"), K::Integer, Nullable,
            tr("Projects nest through this self-reference; a project with sub-projects cannot be deleted.")),
        owner("owner_id", tr("Owner")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("parent_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description"});
    sortBy(t, "id", Ascending);
    t.behaviours = int(TableBehaviour::NoCycle);
    t.noCycleColumn = QStringLiteral("parent_id");
    return t;
}

TableDescriptor Tabularia::connections() {
    TableDescriptor t =
        table("connections", tr("Connections"), tr("Credentials, Fernet; unique on (project_id, name)."));
    t.columns = {
        col("password_encrypted", tr("Password"), K::Secret, NotNull,
            tr("A Fernet token, or empty when there is no password; for S3, the secret access key. Never stored in "
               "plain text.")),
        col("extra", tr("Extra settings"), K::Json, NotNull,
            tr("SMTP sender, TLS mode and allowed domains, as JSON text.")),
        id(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique inside the project.")),
        col("description", tr("Description"), K::LongText, NotNull),
        projectId(),
        owner("owner_id", tr("Owner")),
        codeEnum("db_type", tr("Type"), NotNull,
                 {"postgresql", "mysql", "mariadb", "clickhouse", "trino", "s3", "smtp"}),
        col("host", tr("Host"), K::Text, NotNull, tr("For S3, the endpoint.")),
        col("port", tr("Port"), K::Integer, Nullable),
        col("username", tr("Username"), K::Text, NotNull, tr("For S3, the access key id.")),
        col("database", tr("Database"), K::Text, NotNull, tr("For S3, the default bucket.")),
        col("db_schema", tr("Schema"), K::Text, NotNull, tr("For S3, the region.")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"project_id", "name"})}; // uq_connection_project_name
    textRule(t, "name", TextRule::Trimmed);         // routes/connections.py strips the name it stores
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "db_type", "host", "database", "username"});
    sortBy(t, "id", Ascending);
    return t;
}

TableDescriptor Tabularia::flows() {
    TableDescriptor t =
        table("flows", tr("Flows"), tr("Definition + schedule, with its engine and notify connection."));
    t.columns = {
        col("definition", tr("Definition"), K::Json, NotNull, tr("The saved DAG, as JSON text.")),
        id(),
        col("name", tr("Name"), K::Text, NotNull),
        col("description", tr("Description"), K::LongText, NotNull),
        projectId(),
        owner("owner_id", tr("Owner")),
        codeEnum("engine", tr("Engine"), NotNull, engines()),
        codeEnum("production_engine", tr("Production engine"), Nullable, engines()),
        col("run_schedule", tr("Run schedule"), K::Text, Nullable,
            tr("interval:<minutes> or daily:<HH>:<MM>; empty when the flow is not scheduled.")),
        col("run_scheduled_by", tr("Run scheduled by"), K::Integer, Nullable,
            tr("The scheduling actor: the user the flow's scheduled runs are launched for. Not emptied when the user "
               "is deleted, so that user cannot be deleted.")),
        col("next_run_at", tr("Next run at"), K::Timestamp, Nullable),
        col("notify_emails", tr("Notify emails"), K::Text, Nullable,
            tr("The addresses that receive the failure notice.")),
        col("notify_connection_id", tr("Notify connection"), K::Integer, Nullable,
            tr("The connection failure notices are sent through.")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    // A database upgraded through init_db's ALTER list has no foreign key on notify_connection_id; a fresh one does.
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::SetNull),
                     fk("run_scheduled_by", "users", OnDelete::NoAction),
                     fk("notify_connection_id", "connections", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description", "engine"});
    sortBy(t, "id", Ascending);
    return t;
}

TableDescriptor Tabularia::flowVersions() {
    TableDescriptor t =
        table("flow_versions", tr("Flow versions"), tr("Immutable definition history, unique on (flow_id, version)."));
    t.columns = {
        col("definition", tr("Definition"), K::Json, NotNull, tr("Immutable: a version is never changed.")),
        id(),
        col("flow_id", tr("Flow"), K::Integer, NotNull),
        col("version", tr("Version"), K::Integer, NotNull, tr("Unique per flow.")),
        col("note", tr("Note"), K::Text, NotNull, tr("A short note, such as \"baseline\".")),
        createdAt(),
        keptUser("created_by", tr("Created by")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("flow_id", "flows", OnDelete::NoAction), fk("created_by", "users", OnDelete::NoAction)};
    t.uniqueKeys = {names({"flow_id", "version"})}; // uq_flowversion
    t.labelColumn = QStringLiteral("version");
    t.searchColumns = names({"note"});
    sortBy(t, "id", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

TableDescriptor Tabularia::runs() {
    TableDescriptor t = table("runs", tr("Runs"), tr("One execution; also the orchestration queue."));
    t.columns = {
        col("error", tr("Error"), K::LongText, Nullable),
        col("error_detail", tr("Error detail"), K::LongText, Nullable, tr("The traceback of a failure.")),
        col("destination", tr("Destination"), K::Json, Nullable),
        col("mirror", tr("Mirror"), K::Json, Nullable),
        col("email", tr("Email"), K::Json, Nullable),
        id(),
        codeEnum("kind", tr("Kind"), NotNull, {"flow", "ingest", "orchestration"},
                 tr("Orchestration rows are the queue.")),
        col("flow_id", tr("Flow"), K::Integer, Nullable),
        col("task_id", tr("Task"), K::Text, NotNull, tr("Empty while an orchestration waits in the queue.")),
        codeEnum("status", tr("Status"), NotNull, {"PENDING", "STARTED", "SUCCESS", "FAILURE"},
                 tr("A PENDING orchestration waits in the queue until one orchestrator claims it.")),
        owner("launched_by", tr("Launched by")),
        codeEnum("trigger_type", tr("Trigger"), NotNull, {"manual", "schedule"}),
        col("engine", tr("Engine"), K::Text, Nullable),
        col("parent_run_id", tr("Parent run"), K::Integer, Nullable,
            tr("A self-reference: a parent run fans out into child runs.")),
        col("input_key", tr("Input key"), K::Text, NotNull),
        col("output_bucket", tr("Output bucket"), K::Text, NotNull),
        col("output_key", tr("Output key"), K::Text, NotNull),
        col("rows_written", tr("Rows written"), K::Integer, Nullable),
        col("publish_name", tr("Publish name"), K::Text, Nullable),
        col("publish_project_id", tr("Publish project"), K::Integer, Nullable,
            tr("The publish target: the project the run's output is published to.")),
        col("publish_description", tr("Publish description"), K::LongText, NotNull),
        col("publish_overwrite", tr("Publish overwrite"), K::Bool, NotNull),
        col("publish_sort_keys", tr("Publish sort keys"), K::Json, NotNull),
        col("datasource_id", tr("Datasource"), K::Integer, Nullable,
            tr("Points at the datasource, whose snapshot_run_id points back without a foreign key.")),
        codeEnum("engine_mode", tr("Engine mode"), Nullable, {"development", "production"}),
        col("claimed_by", tr("Claimed by"), K::Text, Nullable,
            tr("The orchestrator that claimed the PENDING row with a conditional update; new on every start.")),
        col("heartbeat_at", tr("Heartbeat at"), K::Timestamp, Nullable,
            tr("Keeps the orchestrator's claim alive; a started run whose heartbeat stops is closed as interrupted.")),
        col("started_at", tr("Started at"), K::Timestamp, NotNull,
            tr("Includes queue time: set when the run is queued.")),
        col("engine_started_at", tr("Engine started at"), K::Timestamp, Nullable,
            tr("When the engine actually began; drives the staleness clock.")),
        col("finished_at", tr("Finished at"), K::Timestamp, Nullable),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("flow_id", "flows", OnDelete::NoAction), fk("launched_by", "users", OnDelete::SetNull),
                     fk("parent_run_id", "runs", OnDelete::NoAction),
                     fk("publish_project_id", "projects", OnDelete::NoAction),
                     fk("datasource_id", "datasources", OnDelete::NoAction)};
    // uq_runs_one_live_orchestration, partial: one live orchestration per flow (where kind = 'orchestration' and
    // status = 'STARTED'). The key holds only for the rows that condition selects.
    t.uniqueKeys = {names({"flow_id"})};
    t.labelColumn = QStringLiteral("id");
    t.searchColumns = names({"status", "kind", "task_id", "claimed_by", "error"});
    sortBy(t, "id", Descending);
    t.behaviours = int(TableBehaviour::Queue) | int(TableBehaviour::NoCycle);
    t.noCycleColumn = QStringLiteral("parent_run_id");
    return t;
}

TableDescriptor Tabularia::datasources() {
    TableDescriptor t =
        table("datasources", tr("Datasources"), tr("Published parquet, with the snapshot_run_id guard."));
    const QString origin = tr("A datasource comes from a flow, from a database connection, or from neither.");
    const QString schedule = tr("interval:<minutes> or daily:<HH>:<MM>; empty when the datasource is not refreshed "
                                "on a schedule.");
    t.columns = {
        col("columns", tr("Columns"), K::Json, NotNull, tr("The published snapshot's columns, as JSON text.")),
        col("sort_keys", tr("Sort keys"), K::Json, NotNull),
        col("column_descriptions", tr("Column descriptions"), K::Json, NotNull),
        col("source_ref", tr("Source"), K::LongText, Nullable,
            tr("The table or the SQL query a database datasource reads, as the source type says.")),
        id(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique inside the project.")),
        col("description", tr("Description"), K::LongText, NotNull),
        projectId(),
        owner("owner_id", tr("Owner")),
        col("bucket", tr("Bucket"), K::Text, NotNull, tr("Where the published parquet lives, with the key.")),
        col("key", tr("Key"), K::Text, NotNull, tr("Where the published parquet lives, with the bucket.")),
        col("rows", tr("Rows"), K::Integer, Nullable),
        codeEnum("kind", tr("Kind"), NotNull, {"flow", "database"}),
        col("flow_id", tr("Flow"), K::Integer, Nullable, origin),
        col("connection_id", tr("Connection"), K::Integer, Nullable, origin),
        codeEnum("source_type", tr("Source type"), Nullable, {"table", "sql"}),
        col("refreshed_at", tr("Refreshed at"), K::Timestamp, Nullable),
        col("refresh_schedule", tr("Refresh schedule"), K::Text, Nullable, schedule),
        col("refresh_scheduled_by", tr("Refresh scheduled by"), K::Integer, Nullable,
            tr("The scheduling actor: the user the scheduled refreshes run for. Not emptied when the user is "
               "deleted, so that user cannot be deleted.")),
        col("next_refresh_at", tr("Next refresh at"), K::Timestamp, Nullable),
        col("snapshot_run_id", tr("Snapshot run"), K::Integer, Nullable,
            tr("A plain integer with no foreign key, because runs.datasource_id points back here.")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction),
                     fk("owner_id", "users", OnDelete::SetNull),
                     fk("flow_id", "flows", OnDelete::NoAction),
                     fk("connection_id", "connections", OnDelete::NoAction),
                     fk("refresh_scheduled_by", "users", OnDelete::NoAction),
                     plainRef("snapshot_run_id", "runs")};
    t.uniqueKeys = {names({"project_id", "name"})}; // uq_datasource_project_name
    textRule(t, "name", TextRule::Trimmed);         // routes/datasources.py strips the name it stores
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description", "key"});
    sortBy(t, "id", Ascending);
    return t;
}

TableDescriptor Tabularia::savedViews() {
    TableDescriptor t =
        table("saved_views", tr("Saved views"), tr("A Viewer configuration, unique on (project_id, name)."));
    t.columns = {
        col("spec", tr("Specification"), K::Json, NotNull, tr("The Viewer configuration, as JSON text.")),
        id(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique inside the project.")),
        col("description", tr("Description"), K::LongText, NotNull),
        projectId(),
        keptUser("owner_id", tr("Owner")),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull, tr("The datasource the view shows.")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::NoAction),
                     fk("datasource_id", "datasources", OnDelete::NoAction)};
    t.uniqueKeys = {names({"project_id", "name"})}; // uq_saved_view_project_name
    textRule(t, "name", TextRule::Trimmed);         // routes/saved_views.py strips the name it stores and compares
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description"});
    sortBy(t, "id", Ascending);
    return t;
}

// ---- Data contracts ----------------------------------------------------------------------------------------------

TableDescriptor Tabularia::dataContracts() {
    TableDescriptor t = table("data_contracts", tr("Data contracts"),
                              tr("One per datasource: the state behind the icon; no foreign keys by design."));
    t.columns = {
        col("document", tr("Document"), K::Json, NotNull, tr("The current contract document.")),
        col("last_report", tr("Last report"), K::Json, Nullable, tr("The report of the latest evaluation.")),
        id(),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull,
            tr("No foreign key by design: the rows are removed explicitly when the datasource goes.")),
        col("version", tr("Version"), K::Integer, NotNull, tr("The version of the current document.")),
        col("enabled", tr("Enabled"), K::Bool, NotNull),
        codeEnum("status", tr("Status"), NotNull, {"pending", "passed", "warning", "failed"},
                 tr("The state behind the icon.")),
        col("checked_at", tr("Checked at"), K::Timestamp, Nullable),
        col("errors", tr("Errors"), K::Integer, NotNull),
        col("warnings", tr("Warnings"), K::Integer, NotNull),
        col("blocked_at", tr("Blocked at"), K::Timestamp, Nullable),
        col("blocked_run_id", tr("Blocked run"), K::Integer, Nullable, contractRef()),
        col("notify_emails", tr("Notify emails"), K::Text, Nullable),
        col("notify_connection_id", tr("Notify connection"), K::Integer, Nullable, contractRef()),
        col("created_by", tr("Created by"), K::Integer, Nullable, contractRef()),
        col("updated_by", tr("Updated by"), K::Integer, Nullable, contractRef()),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {removedWith("datasource_id", "datasources"), plainRef("blocked_run_id", "runs"),
                     plainRef("notify_connection_id", "connections"), plainRef("created_by", "users"),
                     plainRef("updated_by", "users")};
    t.uniqueKeys = {names({"datasource_id"})}; // uq_contract_datasource
    t.labelColumn = QStringLiteral("datasource_id");
    t.searchColumns = names({"status", "notify_emails"});
    sortBy(t, "datasource_id", Ascending);
    t.behaviours = int(TableBehaviour::NoForeignKeys);
    return t;
}

TableDescriptor Tabularia::dataContractVersions() {
    TableDescriptor t = table("data_contract_versions", tr("Contract versions"),
                              tr("Every saved document, unique on (datasource, version); no foreign keys by design."));
    t.columns = {
        col("document", tr("Document"), K::Json, NotNull, tr("The contract document as it was saved.")),
        id(),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull,
            tr("No foreign key by design: the rows are removed explicitly when the datasource goes.")),
        col("version", tr("Version"), K::Integer, NotNull, tr("Unique per datasource.")),
        col("created_by", tr("Created by"), K::Integer, Nullable, contractRef()),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {removedWith("datasource_id", "datasources"), plainRef("created_by", "users")};
    t.uniqueKeys = {names({"datasource_id", "version"})}; // uq_contract_version
    t.labelColumn = QStringLiteral("version");
    sortBy(t, "id", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly) | int(TableBehaviour::NoForeignKeys);
    return t;
}

TableDescriptor Tabularia::dataContractResults() {
    TableDescriptor t = table("data_contract_results", tr("Contract results"),
                              tr("One check, one report; the notify queue; no foreign keys by design."));
    t.columns = {
        col("report", tr("Report"), K::Json, NotNull),
        id(),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull,
            tr("No foreign key by design: the rows are removed explicitly when the datasource goes.")),
        col("contract_version", tr("Contract version"), K::Integer, NotNull),
        codeEnum("trigger", tr("Trigger"), NotNull, {"refresh", "publish", "save", "manual", "freshness"}),
        col("run_id", tr("Run"), K::Integer, Nullable, contractRef()),
        col("snapshot_key", tr("Snapshot key"), K::Text, NotNull),
        codeEnum("outcome", tr("Outcome"), NotNull, {"passed", "warning", "failed"}),
        col("blocked", tr("Blocked"), K::Bool, NotNull),
        col("errors", tr("Errors"), K::Integer, NotNull),
        col("warnings", tr("Warnings"), K::Integer, NotNull),
        col("rows", tr("Rows"), K::Integer, Nullable),
        codeEnum("notify", tr("Notify"), Nullable, {"pending", "sending", "sent", "failed", "skipped"},
                 tr("The outbox of the alerts: pending rows are sent by the scheduler, claimed one at a time, and "
                    "end sent, failed or skipped; empty when there is nothing to send.")),
        col("evaluated_at", tr("Evaluated at"), K::Timestamp, NotNull),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {removedWith("datasource_id", "datasources"), plainRef("run_id", "runs")};
    t.labelColumn = QStringLiteral("id");
    t.searchColumns = names({"trigger", "outcome", "notify", "snapshot_key"});
    sortBy(t, "evaluated_at", Descending);
    t.behaviours = int(TableBehaviour::Outbox) | int(TableBehaviour::NoForeignKeys);
    return t;
}

// ---- AI assistant ------------------------------------------------------------------------------------------------

TableDescriptor Tabularia::aiModels() {
    TableDescriptor t = table("ai_models", tr("AI models"), tr("Models an admin enabled."));
    t.columns = {
        col("model_id", tr("Model"), K::Text, NotNull),
        col("enabled", tr("Enabled"), K::Bool, NotNull, tr("Whether an admin enabled the model.")),
        updatedAt(),
        keptUser("updated_by", tr("Updated by")),
    };
    t.primaryKey = names({"model_id"});
    t.foreignKeys = {fk("updated_by", "users", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("model_id");
    t.searchColumns = names({"model_id"});
    sortBy(t, "model_id", Ascending);
    return t;
}

TableDescriptor Tabularia::aiChats() {
    TableDescriptor t = table("ai_chats", tr("AI chats"), tr("A saved conversation."));
    t.columns = {
        id(),
        col("user_id", tr("User"), K::Integer, NotNull,
            tr("A plain integer without a foreign key; the chat and its turns are deleted with the user.")),
        col("title", tr("Title"), K::Text, NotNull),
        col("model_id", tr("Model"), K::Text, NotNull),
        col("engine", tr("Engine"), K::Text, Nullable),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {removedWith("user_id", "users")};
    t.labelColumn = QStringLiteral("title");
    t.searchColumns = names({"title", "model_id"});
    sortBy(t, "updated_at", Descending);
    return t;
}

TableDescriptor Tabularia::aiChatTurns() {
    TableDescriptor t = table("ai_chat_turns", tr("AI chat turns"), tr("Question, answer, cost."));
    t.columns = {
        id(),
        col("chat_id", tr("Chat"), K::Integer, NotNull, tr("Deleted with its chat.")),
        col("seq", tr("Turn"), K::Integer, NotNull, tr("The turn's position in its chat.")),
        col("question", tr("Question"), K::LongText, NotNull),
        col("messages", tr("Messages"), K::Json, NotNull, tr("The turn's messages, the answer among them.")),
        col("model_id", tr("Model"), K::Text, NotNull),
        col("input_tokens", tr("Input tokens"), K::Integer, NotNull),
        col("output_tokens", tr("Output tokens"), K::Integer, NotNull),
        col("requests", tr("Requests"), K::Integer, NotNull),
        col("cost_usd", tr("Cost (USD)"), K::Decimal, Nullable,
            tr("What the turn cost, kept as a decimal string; empty when it is unknown.")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("chat_id", "ai_chats", OnDelete::Cascade)};
    t.labelColumn = QStringLiteral("question");
    t.searchColumns = names({"question", "model_id"});
    sortBy(t, "id", Descending);
    return t;
}

TableDescriptor Tabularia::aiSpend() {
    TableDescriptor t =
        table("ai_spend", tr("AI spend"),
              tr("Spend per user: one row per assistant turn, never deleted; the daily spend adds them up."));
    t.columns = {
        id(),
        col("ts", tr("Time"), K::Timestamp, NotNull),
        col("user_id", tr("User"), K::Integer, NotNull,
            tr("A plain integer without a foreign key: the spend is kept when the user is deleted.")),
        col("turn_id", tr("Turn"), K::Integer, Nullable,
            tr("A plain integer without a foreign key: the spend is kept when the turn is deleted.")),
        col("model_id", tr("Model"), K::Text, NotNull),
        col("input_tokens", tr("Input tokens"), K::Integer, NotNull),
        col("output_tokens", tr("Output tokens"), K::Integer, NotNull),
        col("cost_usd", tr("Cost (USD)"), K::Decimal, Nullable,
            tr("What the turn cost, kept as a decimal string; empty when it is unknown.")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("user_id", "users"), plainRef("turn_id", "ai_chat_turns")};
    t.labelColumn = QStringLiteral("model_id");
    t.searchColumns = names({"model_id"});
    sortBy(t, "ts", Descending);
    // A row is written once per turn and never changed or deleted (append-only); the seed's "counter" is what the
    // rows add up to, the daily spend per user, so they are not edited one by one either.
    t.behaviours = int(TableBehaviour::AppendOnly) | int(TableBehaviour::Counter);
    return t;
}

// ---- Administration ----------------------------------------------------------------------------------------------

TableDescriptor Tabularia::auditLogs() {
    TableDescriptor t = table("audit_logs", tr("Audit log"), tr("Append-only trail; actor_label survives."));
    const QString observer = tr("Not kept for an observer-only actor.");
    t.columns = {
        col("detail", tr("Detail"), K::Json, Nullable),
        col("user_agent", tr("User agent"), K::Text, Nullable, observer),
        id(),
        col("ts", tr("Time"), K::Timestamp, NotNull),
        col("actor_id", tr("Actor"), K::Integer, Nullable,
            tr("Emptied when the user is deleted; the actor label still names them.")),
        col("actor_label", tr("Actor label"), K::Text, NotNull,
            tr("Survives the actor: the actor's email, copied when the row is written.")),
        col("action", tr("Action"), K::Text, NotNull, tr("Such as auth.login, flow.run or permission.grant.")),
        codeEnum("outcome", tr("Outcome"), NotNull, {"success", "failure"}),
        col("target_type", tr("Target type"), K::Text, Nullable,
            tr("Such as flow, datasource, connection, user, permission or export.")),
        col("target_id", tr("Target ID"), K::Integer, Nullable),
        col("target_label", tr("Target label"), K::Text, Nullable),
        col("ip", tr("IP address"), K::Text, Nullable,
            tr("Not kept for an observer-only actor; a failed sign-in keeps it on purpose.")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("actor_id", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("action");
    t.searchColumns = names({"actor_label", "action", "target_type", "target_label", "ip"});
    sortBy(t, "ts", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

TableDescriptor Tabularia::banners() {
    TableDescriptor t = table("banners", tr("Banners"), tr("Admin notices."));
    t.columns = {
        col("message", tr("Message"), K::LongText, NotNull),
        id(),
        codeEnum("level", tr("Level"), NotNull, {"info", "warning", "danger"}),
        createdAt(),
        keptUser("created_by", tr("Created by")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("created_by", "users", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("message");
    t.searchColumns = names({"message"});
    sortBy(t, "id", Descending);
    return t;
}

TableDescriptor Tabularia::privacyNotice() {
    TableDescriptor t = table("privacy_notice", tr("Privacy notice"), tr("The policy text, in a single row."));
    t.columns = {
        col("summary", tr("Summary"), K::LongText, NotNull),
        col("body", tr("Body"), K::LongText, NotNull, tr("The policy text.")),
        // Field(default=1): the model writes the 1 itself, the database has no sequence (SQLite's rowid aside).
        col("id", tr("ID"), K::Integer, NotNull, tr("The platform keeps one row, with id 1.")),
        col("enabled", tr("Enabled"), K::Bool, NotNull),
        col("url", tr("URL"), K::Text, NotNull),
        updatedAt(),
        keptUser("updated_by", tr("Updated by")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("updated_by", "users", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("summary");
    t.searchColumns = names({"summary", "body"});
    sortBy(t, "id", Ascending);
    return t;
}

TableDescriptor Tabularia::disabledEngines() {
    TableDescriptor t = table("disabled_engines", tr("Disabled engines"), tr("Engine policy."));
    t.columns = {
        codeEnum("engine_id", tr("Engine"), NotNull, engines(),
                 tr("A row per disabled engine: its presence is the policy.")),
        col("disabled_at", tr("Disabled at"), K::Timestamp, NotNull),
        keptUser("disabled_by", tr("Disabled by")),
    };
    t.primaryKey = names({"engine_id"});
    t.foreignKeys = {fk("disabled_by", "users", OnDelete::NoAction)};
    t.labelColumn = QStringLiteral("engine_id");
    t.searchColumns = names({"engine_id"});
    sortBy(t, "engine_id", Ascending);
    return t;
}

TableDescriptor Tabularia::loginAttempts() {
    TableDescriptor t = table("login_attempts", tr("Login attempts"), tr("Sign-in throttle, shared by replicas."));
    t.columns = {
        col("ip", tr("IP address"), K::Text, NotNull),
        col("email", tr("Email"), K::Text, NotNull,
            tr("What was typed, not a reference: failed attempts name unknown users.")),
        col("failures", tr("Failures"), K::Integer, NotNull,
            tr("Consecutive failed sign-ins from this address for this email.")),
        col("last_at", tr("Last attempt at"), K::Timestamp, NotNull, tr("The scheduler sweeps the expired rows.")),
    };
    t.primaryKey = names({"ip", "email"});
    t.labelColumn = QStringLiteral("email");
    t.searchColumns = names({"email", "ip"});
    sortBy(t, "ip", Ascending);
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Tabularia::flowPresence() {
    TableDescriptor t = table("flow_presence", tr("Flow presence"), tr("Who has a flow open, shared by replicas."));
    t.columns = {
        col("flow_id", tr("Flow"), K::Integer, NotNull, tr("A plain integer: the rows are ephemeral.")),
        col("instance", tr("Instance"), K::Text, NotNull, tr("One row per open editor tab on the flow.")),
        col("user_id", tr("User"), K::Integer, NotNull, tr("A plain integer: the rows are ephemeral.")),
        col("email", tr("Email"), K::Text, NotNull),
        col("full_name", tr("Full name"), K::Text, NotNull),
        col("since", tr("Since"), K::Decimal, NotNull, tr("Seconds since the epoch: when the tab was opened.")),
        col("seen", tr("Seen"), K::Decimal, NotNull,
            tr("Seconds since the epoch: the tab's last sign of life. A row lives about 40 seconds; the scheduler "
               "sweeps the expired rows.")),
    };
    t.primaryKey = names({"flow_id", "instance"});
    t.foreignKeys = {plainRef("flow_id", "flows"), plainRef("user_id", "users")};
    t.labelColumn = QStringLiteral("email");
    t.searchColumns = names({"email", "full_name", "instance"});
    sortBy(t, "seen", Descending);
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Tabularia::pendingBlobDeletions() {
    TableDescriptor t = table("pending_blob_deletions", tr("Pending blob deletions"),
                              tr("Deferred deletions; deliberately no foreign key."));
    t.columns = {
        id(),
        col("bucket", tr("Bucket"), K::Text, NotNull),
        col("key", tr("Key"), K::Text, NotNull,
            tr("The stored object still to delete. Plain text, no foreign key: the row survives the rows whose "
               "objects it deletes.")),
        col("delete_after", tr("Delete after"), K::Timestamp, NotNull, tr("The object is not deleted before then.")),
        col("reason", tr("Reason"), K::Text, NotNull),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("key");
    t.searchColumns = names({"bucket", "key", "reason"});
    sortBy(t, "delete_after", Ascending);
    t.behaviours = int(TableBehaviour::NoForeignKeys);
    return t;
}

TableDescriptor Tabularia::uploads() {
    TableDescriptor t = table("uploads", tr("Uploads"), tr("Raw file + parquet."));
    t.columns = {
        id(),
        col("dataset_id", tr("Dataset"), K::Text, NotNull),
        col("bucket", tr("Bucket"), K::Text, NotNull),
        col("parquet_key", tr("Parquet key"), K::Text, NotNull, tr("Where the converted parquet is stored.")),
        col("raw_key", tr("Raw key"), K::Text, NotNull, tr("Where the raw file is stored.")),
        col("filename", tr("File name"), K::Text, NotNull),
        col("owner_id", tr("Owner"), K::Integer, Nullable, tr("The user's uploads are deleted with the user.")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("owner_id", "users", OnDelete::Cascade)};
    t.labelColumn = QStringLiteral("filename");
    t.searchColumns = names({"filename", "dataset_id"});
    sortBy(t, "id", Descending);
    return t;
}

TableDescriptor Tabularia::dbtAiTexts() {
    TableDescriptor t = table("dbt_ai_texts", tr("dbt AI texts"), tr("AI texts of dbt exports, per flow version."));
    t.columns = {
        col("text", tr("Text"), K::LongText, NotNull,
            tr("What the AI wrote, so exporting the same version again gives the same files.")),
        id(),
        col("flow_id", tr("Flow"), K::Integer, NotNull,
            tr("A plain integer without a foreign key; the texts are deleted with the flow.")),
        col("flow_version", tr("Flow version"), K::Integer, NotNull),
        codeEnum("kind", tr("Kind"), NotNull, {"describe", "translate"}),
        col("key", tr("Key"), K::Text, NotNull, tr("Once per flow version and kind.")),
        col("model_id", tr("Model"), K::Text, NotNull),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {removedWith("flow_id", "flows")};
    t.uniqueKeys = {names({"flow_id", "flow_version", "kind", "key"})}; // uq_dbt_ai_text
    t.labelColumn = QStringLiteral("key");
    t.searchColumns = names({"key", "model_id"});
    sortBy(t, "flow_id", Ascending);
    return t;
}

TableDescriptor Tabularia::schemaState() {
    // The gateway's own bookkeeping, not a model of the platform: init_db compares the fingerprint with its code's
    // and, when they differ, applies its schema changes and rewrites the row. Nobody edits it by hand.
    TableDescriptor t = table("schema_state", tr("Schema state"),
                              tr("The gateway's bookkeeping: the schema fingerprint it rewrites at start."));
    t.columns = {
        col("key", tr("Key"), K::Text, NotNull, tr("The gateway keeps one row, impronta: the schema fingerprint.")),
        col("value", tr("Value"), K::Text, NotNull,
            tr("The gateway rewrites it at start when the schema its code makes has changed.")),
    };
    t.primaryKey = names({"key"});
    t.labelColumn = QStringLiteral("key");
    t.searchColumns = names({"key"});
    sortBy(t, "key", Ascending);
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

} // namespace

QList<TableDescriptor> tabulariaTables() {
    QList<TableDescriptor> tables = Tabularia::tables();
    // The field defaults of the gateway's SQLModel models (gateway/app/models) for NOT NULL columns the database
    // gives no default: what a new row gets when a person leaves them out ("now" for a time).
    struct Default {
        const char* table;
        const char* column;
        const char* value;
    };
    static const Default defaults[] = {
        {"users", "full_name", ""},
        {"users", "is_active", "true"},
        {"users", "is_superuser", "false"},
        {"users", "is_observer", "false"},
        {"groups", "description", ""},
        {"groups", "is_admin", "false"},
        {"groups", "is_observer", "false"},
        {"projects", "description", ""},
        {"connections", "description", ""},
        {"connections", "username", ""},
        {"connections", "password_encrypted", ""},
        {"connections", "database", ""},
        {"connections", "db_schema", ""},
        {"connections", "extra", "{}"},
        {"flows", "description", ""},
        {"flows", "definition", "{}"},
        {"flows", "engine", "polars"},
        {"datasources", "description", ""},
        {"datasources", "columns", "[]"},
        {"datasources", "sort_keys", "[]"},
        {"datasources", "column_descriptions", "{}"},
        {"datasources", "kind", "flow"},
        {"saved_views", "description", ""},
        {"saved_views", "spec", "{}"},
        {"data_contracts", "version", "1"},
        {"data_contracts", "enabled", "true"},
        {"data_contracts", "status", "pending"},
        {"data_contracts", "errors", "0"},
        {"data_contracts", "warnings", "0"},
        {"ai_models", "enabled", "true"},
        {"ai_chats", "title", ""},
        {"ai_chats", "model_id", ""},
        {"ai_chat_turns", "seq", "0"},
        {"ai_chat_turns", "question", ""},
        {"ai_chat_turns", "messages", "[]"},
        {"ai_chat_turns", "model_id", ""},
        {"ai_chat_turns", "input_tokens", "0"},
        {"ai_chat_turns", "output_tokens", "0"},
        {"ai_chat_turns", "requests", "0"},
        {"banners", "level", "warning"},
        {"privacy_notice", "id", "1"},
        {"privacy_notice", "enabled", "true"},
        {"privacy_notice", "summary", ""},
        {"privacy_notice", "body", ""},
        {"privacy_notice", "url", ""},
        {"disabled_engines", "disabled_at", "now"},
        {"pending_blob_deletions", "reason", ""},
        {"uploads", "raw_key", ""},
        {"uploads", "filename", ""},
    };
    // Every creation and change time is stamped by the models' default_factory (the database has none).
    for (TableDescriptor& t : tables)
        for (ColumnDescriptor& c : t.columns)
            if (c.kind == ColumnKind::Timestamp && !c.nullable && !c.hasDefault &&
                (c.name == QLatin1String("created_at") || c.name == QLatin1String("updated_at") ||
                 c.name == QLatin1String("ts")))
                c.insertDefault = QStringLiteral("now");
    for (const Default& d : defaults)
        for (TableDescriptor& t : tables)
            if (t.name == QLatin1String(d.table))
                for (ColumnDescriptor& c : t.columns)
                    if (c.name == QLatin1String(d.column))
                        c.insertDefault = QString::fromLatin1(d.value);
    // SQLModel puts the fields declared with sa_column (the long texts and JSON) ahead of the others in the table it
    // creates, so the physical order starts with them and reaches the id only later. People read a row from its key:
    // the columns are shown in the models' own order, the key first and those texts after the rest.
    for (TableDescriptor& t : tables) {
        const int id = t.columnIndex(QStringLiteral("id"));
        if (id > 0)
            t.columns = t.columns.mid(id) + t.columns.mid(0, id);
    }
    return tables;
}

} // namespace metadesk::catalog
