// The 27 tables of Tabularia's metadata database, as its seed document (seeds/000_87a49f84b46aba65.txt) and the
// migrations in resources/migrations/tabularia/ describe them; docs/schema.md gives the reasons table by table.
// tests/core/tst_Catalog.cpp compares every column, key and reference here with a migrated database.

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

/// The builders, one per table. A class only so that tr() has the "catalog" context (for lupdate as well).
class Tabularia {
    Q_DECLARE_TR_FUNCTIONS(catalog)

public:
    static QList<TableDescriptor> tables();

private:
    static ColumnDescriptor id() { return col("id", tr("ID"), K::Integer, NotNull | Defaulted); }
    static ColumnDescriptor createdAt() {
        return col("created_at", tr("Created at"), K::Timestamp, NotNull | Defaulted);
    }
    static ColumnDescriptor updatedAt() {
        return col("updated_at", tr("Updated at"), K::Timestamp, NotNull | Defaulted);
    }
    /// An owner or actor column: every one points at users.id and is emptied, not cascaded, when the user goes.
    static ColumnDescriptor actor(const char* name, const QString& label) {
        return col(name, label, K::Integer, Nullable,
                   tr("Emptied when the user is deleted, so deleting a user never cascades away history."));
    }
    static ColumnDescriptor projectId() {
        return col("project_id", tr("Project"), K::Integer, NotNull,
                   tr("Required, unlike the other references; a project that holds rows cannot be deleted."));
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
};

/// The engines a flow can run on (flows.engine and disabled_engines.engine share the list).
QStringList engines() {
    return names({"duckdb", "spark", "dbt", "python", "sql"});
}

QList<TableDescriptor> Tabularia::tables() {
    QList<TableDescriptor> out;
    const auto add = [&out](const QString& section, const QList<TableDescriptor>& tables) {
        for (TableDescriptor t : tables) {
            t.section = section;
            out << t;
        }
    };
    add(tr("Access control"), {users(), groups(), userGroups(), permissions()});
    add(tr("Catalog and execution"),
        {projects(), connections(), flows(), flowVersions(), runs(), datasources(), savedViews()});
    add(tr("Data contracts"), {dataContracts(), dataContractVersions(), dataContractResults()});
    add(tr("AI assistant"), {aiModels(), aiChats(), aiChatTurns(), aiSpend()});
    add(tr("Administration"), {auditLogs(), banners(), privacyNotice(), disabledEngines(), loginAttempts(),
                               flowPresence(), pendingBlobDeletions(), uploads(), dbtAiTexts()});
    return out;
}

// ---- Access control ----------------------------------------------------------------------------------------------

TableDescriptor Tabularia::users() {
    TableDescriptor t = table("users", tr("Users"), tr("Local or SSO identity, unique on (issuer, subject)."));
    const QString anchor = tr("Issuer and subject are the SSO identity anchor: both set, or both empty for a local "
                              "account.");
    t.columns = {
        id(),
        col("email", tr("Email"), K::Text, Nullable,
            tr("One account per address; an identity provider may send none.")),
        col("display_name", tr("Display name"), K::Text, NotNull),
        col("password_hash", tr("Password hash"), K::Secret, Nullable, tr("Empty for SSO-only accounts.")),
        col("oidc_issuer", tr("OIDC issuer"), K::Text, Nullable, anchor),
        col("oidc_subject", tr("OIDC subject"), K::Text, Nullable, anchor),
        col("is_admin", tr("Admin"), K::Bool, NotNull | Defaulted),
        col("is_active", tr("Active"), K::Bool, NotNull | Defaulted),
        createdAt(),
        col("last_login_at", tr("Last login at"), K::Timestamp, Nullable),
    };
    t.primaryKey = names({"id"});
    t.uniqueKeys = {names({"email"}), names({"oidc_issuer", "oidc_subject"})};
    t.bothOrNeither = {names({"oidc_issuer", "oidc_subject"})};
    t.labelColumn = QStringLiteral("email");
    t.searchColumns = names({"email", "display_name", "oidc_subject"});
    sortBy(t, "email", Ascending);
    return t;
}

TableDescriptor Tabularia::groups() {
    TableDescriptor t = table("groups", tr("Groups"), tr("IdP groups, by name."));
    t.columns = {
        id(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique, because SSO reconciles IdP groups by name, not by id.")),
        col("description", tr("Description"), K::LongText, Nullable),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.columns[1].changeWarning =
        tr("Single sign-on matches groups by name, not by id. After renaming \"%1\" to \"%2\", members who sign in "
           "through the identity provider are no longer matched to this group unless the provider's group is renamed "
           "too; the next sign-in may create a new group named \"%1\" or drop their membership.");
    t.uniqueKeys = {names({"name"})};
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
            tr("With the group, the primary key, so a membership cannot be duplicated.")),
        col("group_id", tr("Group"), K::Integer, NotNull,
            tr("With the user, the primary key, so a membership cannot be duplicated.")),
        createdAt(),
    };
    t.primaryKey = names({"user_id", "group_id"});
    t.foreignKeys = {fk("user_id", "users", OnDelete::Cascade), fk("group_id", "groups", OnDelete::Cascade)};
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
        col("project_id", tr("Project"), K::Integer, NotNull, tr("RBAC is checked against the project.")),
        col("user_id", tr("User"), K::Integer, Nullable, grantee),
        col("group_id", tr("Group"), K::Integer, Nullable, grantee),
        enumCol("capability", tr("Capability"), NotNull, {"view", "run", "edit", "admin"}),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::Cascade), fk("user_id", "users", OnDelete::Cascade),
                     fk("group_id", "groups", OnDelete::Cascade)};
    t.uniqueKeys = {names({"project_id", "user_id", "capability"}), names({"project_id", "group_id", "capability"})};
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
        col("parent_id", tr("Parent project"), K::Integer, Nullable,
            tr("Projects nest through this self-reference; a project with sub-projects cannot be deleted.")),
        col("name", tr("Name"), K::Text, NotNull),
        col("description", tr("Description"), K::LongText, Nullable),
        actor("owner_id", tr("Owner")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("parent_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description"});
    sortBy(t, "name", Ascending);
    t.behaviours = int(TableBehaviour::NoCycle);
    t.noCycleColumn = QStringLiteral("parent_id");
    return t;
}

TableDescriptor Tabularia::connections() {
    TableDescriptor t =
        table("connections", tr("Connections"), tr("Credentials, Fernet; unique on (project_id, name)."));
    t.columns = {
        id(),
        projectId(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique inside the project.")),
        enumCol("kind", tr("Kind"), NotNull,
                {"postgresql", "mysql", "sqlserver", "oracle", "snowflake", "bigquery", "redshift", "duckdb", "sqlite",
                 "s3", "gcs", "azure_blob", "sftp", "http", "slack", "email", "webhook"}),
        col("host", tr("Host"), K::Text, Nullable),
        col("port", tr("Port"), K::Integer, Nullable),
        col("database_name", tr("Database name"), K::Text, Nullable),
        col("username", tr("Username"), K::Text, Nullable),
        col("credentials_encrypted", tr("Credentials"), K::Secret, Nullable,
            tr("A Fernet token: the credentials are never stored in plain text.")),
        actor("owner_id", tr("Owner")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"project_id", "name"})};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "kind", "host", "database_name", "username"});
    sortBy(t, "name", Ascending);
    return t;
}

TableDescriptor Tabularia::flows() {
    TableDescriptor t =
        table("flows", tr("Flows"), tr("Definition + schedule, with its engine and notify connection."));
    t.columns = {
        id(),
        projectId(),
        col("name", tr("Name"), K::Text, NotNull),
        col("description", tr("Description"), K::LongText, Nullable),
        enumCol("engine", tr("Engine"), NotNull, engines()),
        col("definition", tr("Definition"), K::Json, NotNull | Defaulted),
        actor("owner_id", tr("Owner")),
        col("schedule_cron", tr("Schedule (cron)"), K::Text, Nullable),
        col("schedule_enabled", tr("Schedule enabled"), K::Bool, NotNull | Defaulted),
        col("run_scheduled_by", tr("Run scheduled by"), K::Integer, Nullable,
            tr("The scheduling actor: the user the flow's scheduled runs are launched for.")),
        col("notify_connection_id", tr("Notify connection"), K::Integer, Nullable,
            tr("Where failure notices go: a connection of the flow's project.")),
        col("current_version", tr("Current version"), K::Integer, Nullable),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction), fk("owner_id", "users", OnDelete::SetNull),
                     fk("run_scheduled_by", "users", OnDelete::SetNull),
                     fk("notify_connection_id", "connections", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description", "engine"});
    sortBy(t, "name", Ascending);
    return t;
}

TableDescriptor Tabularia::flowVersions() {
    TableDescriptor t =
        table("flow_versions", tr("Flow versions"), tr("Immutable definition history, unique on (flow_id, version)."));
    t.columns = {
        id(),
        col("flow_id", tr("Flow"), K::Integer, Nullable,
            tr("Emptied when the flow is deleted, so the history is kept.")),
        col("version", tr("Version"), K::Integer, NotNull, tr("Unique per flow, counting from 1.")),
        col("definition", tr("Definition"), K::Json, NotNull, tr("Immutable: a version is never changed.")),
        col("comment", tr("Comment"), K::Text, Nullable),
        actor("created_by", tr("Created by")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("flow_id", "flows", OnDelete::SetNull), fk("created_by", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"flow_id", "version"})};
    t.labelColumn = QStringLiteral("version");
    t.searchColumns = names({"comment"});
    sortBy(t, "created_at", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

TableDescriptor Tabularia::runs() {
    TableDescriptor t = table("runs", tr("Runs"), tr("One execution; also the orchestration queue."));
    t.columns = {
        id(),
        col("flow_id", tr("Flow"), K::Integer, Nullable),
        col("flow_version", tr("Flow version"), K::Integer, Nullable),
        col("parent_run_id", tr("Parent run"), K::Integer, Nullable,
            tr("A self-reference: a parent run fans out into child runs.")),
        enumCol("status", tr("Status"), NotNull | Defaulted, {"PENDING", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED"},
                tr("A PENDING row waits in the queue until one orchestrator claims it.")),
        enumCol("trigger", tr("Trigger"), NotNull | Defaulted, {"manual", "schedule", "api", "fanout"}),
        actor("launched_by", tr("Launched by")),
        col("publish_project_id", tr("Publish project"), K::Integer, Nullable,
            tr("The publish target: the project the run's output goes to.")),
        col("datasource_id", tr("Datasource"), K::Integer, Nullable,
            tr("Points at the datasource, whose snapshot_run_id points back without a foreign key.")),
        col("claimed_by", tr("Claimed by"), K::Text, Nullable,
            tr("The orchestrator that claimed the PENDING row with a conditional update.")),
        col("heartbeat_at", tr("Heartbeat at"), K::Timestamp, Nullable, tr("Keeps the orchestrator's claim alive.")),
        col("started_at", tr("Started at"), K::Timestamp, NotNull | Defaulted,
            tr("Includes queue time: set when the run is queued.")),
        col("engine_started_at", tr("Engine started at"), K::Timestamp, Nullable,
            tr("When the engine actually began; drives the staleness clock.")),
        col("finished_at", tr("Finished at"), K::Timestamp, Nullable),
        col("error", tr("Error"), K::LongText, Nullable),
        col("rows_written", tr("Rows written"), K::Integer, Nullable),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("flow_id", "flows", OnDelete::SetNull), fk("parent_run_id", "runs", OnDelete::SetNull),
                     fk("launched_by", "users", OnDelete::SetNull),
                     fk("publish_project_id", "projects", OnDelete::SetNull),
                     fk("datasource_id", "datasources", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("id");
    t.searchColumns = names({"status", "claimed_by", "error"});
    sortBy(t, "started_at", Descending);
    t.behaviours = int(TableBehaviour::Queue) | int(TableBehaviour::NoCycle);
    t.noCycleColumn = QStringLiteral("parent_run_id");
    return t;
}

TableDescriptor Tabularia::datasources() {
    TableDescriptor t =
        table("datasources", tr("Datasources"), tr("Published parquet, with the snapshot_run_id guard."));
    const QString origin = tr("A datasource comes from a flow, from a database connection, or from neither.");
    t.columns = {
        id(),
        projectId(),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique inside the project.")),
        col("description", tr("Description"), K::LongText, Nullable),
        col("flow_id", tr("Flow"), K::Integer, Nullable, origin),
        col("connection_id", tr("Connection"), K::Integer, Nullable, origin),
        col("snapshot_run_id", tr("Snapshot run"), K::Integer, Nullable,
            tr("A plain integer with no foreign key, because runs.datasource_id points back here.")),
        col("parquet_path", tr("Parquet path"), K::Text, Nullable, tr("Where the published parquet lives.")),
        col("row_count", tr("Row count"), K::Integer, Nullable),
        col("schema", tr("Schema"), K::Json, Nullable),
        actor("owner_id", tr("Owner")),
        col("refresh_cron", tr("Refresh schedule (cron)"), K::Text, Nullable),
        col("refresh_scheduled_by", tr("Refresh scheduled by"), K::Integer, Nullable,
            tr("The scheduling actor: the user the scheduled refreshes run for.")),
        col("refreshed_at", tr("Refreshed at"), K::Timestamp, Nullable),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction),
                     fk("flow_id", "flows", OnDelete::SetNull),
                     fk("connection_id", "connections", OnDelete::SetNull),
                     plainRef("snapshot_run_id", "runs"),
                     fk("owner_id", "users", OnDelete::SetNull),
                     fk("refresh_scheduled_by", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"project_id", "name"})};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description", "parquet_path"});
    sortBy(t, "name", Ascending);
    return t;
}

TableDescriptor Tabularia::savedViews() {
    TableDescriptor t =
        table("saved_views", tr("Saved views"), tr("A Viewer configuration, unique on (project_id, name)."));
    t.columns = {
        id(),
        projectId(),
        col("datasource_id", tr("Datasource"), K::Integer, Nullable),
        col("name", tr("Name"), K::Text, NotNull, tr("Unique inside the project.")),
        col("config", tr("Configuration"), K::Json, NotNull | Defaulted, tr("The Viewer configuration.")),
        actor("owner_id", tr("Owner")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("project_id", "projects", OnDelete::NoAction),
                     fk("datasource_id", "datasources", OnDelete::SetNull), fk("owner_id", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"project_id", "name"})};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name"});
    sortBy(t, "name", Ascending);
    return t;
}

// ---- Data contracts ----------------------------------------------------------------------------------------------

TableDescriptor Tabularia::dataContracts() {
    TableDescriptor t = table("data_contracts", tr("Data contracts"),
                              tr("One per datasource: the state behind the icon; no foreign keys by design."));
    t.columns = {
        id(),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull,
            tr("No foreign key by design: the rows are removed explicitly when the datasource goes.")),
        col("current_version", tr("Current version"), K::Integer, Nullable),
        enumCol("status", tr("Status"), NotNull | Defaulted, {"passing", "failing", "error", "pending", "disabled"},
                tr("The state behind the icon.")),
        col("last_checked_at", tr("Last checked at"), K::Timestamp, Nullable),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("datasource_id", "datasources")};
    t.uniqueKeys = {names({"datasource_id"})};
    t.labelColumn = QStringLiteral("datasource_id");
    t.searchColumns = names({"status"});
    sortBy(t, "datasource_id", Ascending);
    t.behaviours = int(TableBehaviour::NoForeignKeys);
    return t;
}

TableDescriptor Tabularia::dataContractVersions() {
    TableDescriptor t = table("data_contract_versions", tr("Contract versions"),
                              tr("Every saved document, unique on (datasource, version); no foreign keys by design."));
    t.columns = {
        id(),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull,
            tr("No foreign key by design: the rows are removed explicitly when the datasource goes.")),
        col("version", tr("Version"), K::Integer, NotNull, tr("Unique per datasource, counting from 1.")),
        col("document", tr("Document"), K::Json, NotNull, tr("The contract document as it was saved.")),
        col("created_by_label", tr("Created by"), K::Text, Nullable,
            tr("A name, not a reference: the contract tables carry no foreign key.")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("datasource_id", "datasources")};
    t.uniqueKeys = {names({"datasource_id", "version"})};
    t.labelColumn = QStringLiteral("version");
    t.searchColumns = names({"created_by_label"});
    sortBy(t, "created_at", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly) | int(TableBehaviour::NoForeignKeys);
    return t;
}

TableDescriptor Tabularia::dataContractResults() {
    TableDescriptor t = table("data_contract_results", tr("Contract results"),
                              tr("One check, one report; the notify queue; no foreign keys by design."));
    t.columns = {
        id(),
        col("datasource_id", tr("Datasource"), K::Integer, NotNull,
            tr("No foreign key by design: the rows are removed explicitly when the datasource goes.")),
        col("contract_version", tr("Contract version"), K::Integer, NotNull),
        enumCol("status", tr("Status"), NotNull, {"passed", "failed", "error"}),
        col("report", tr("Report"), K::Json, Nullable),
        col("checked_at", tr("Checked at"), K::Timestamp, NotNull | Defaulted),
        enumCol("notify", tr("Notify"), NotNull | Defaulted, {"none", "pending", "sent", "failed"},
                tr("The outbox of the alerts: pending rows are sent by the scheduler.")),
        col("notify_claimed_by", tr("Notify claimed by"), K::Text, Nullable,
            tr("The scheduler that claimed the pending alert; alerts are claimed one at a time.")),
        col("notified_at", tr("Notified at"), K::Timestamp, Nullable),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("datasource_id", "datasources")};
    t.labelColumn = QStringLiteral("id");
    t.searchColumns = names({"status", "notify", "notify_claimed_by"});
    sortBy(t, "checked_at", Descending);
    t.behaviours = int(TableBehaviour::Outbox) | int(TableBehaviour::NoForeignKeys);
    return t;
}

// ---- AI assistant ------------------------------------------------------------------------------------------------

TableDescriptor Tabularia::aiModels() {
    TableDescriptor t = table("ai_models", tr("AI models"), tr("Models an admin enabled."));
    t.columns = {
        id(),
        col("provider", tr("Provider"), K::Text, NotNull),
        col("model_name", tr("Model name"), K::Text, NotNull, tr("Listed once per provider.")),
        col("display_name", tr("Display name"), K::Text, Nullable),
        col("enabled", tr("Enabled"), K::Bool, NotNull | Defaulted, tr("Whether an admin enabled the model.")),
        col("input_price_per_mtok", tr("Input price per Mtok"), K::Decimal, Nullable),
        col("output_price_per_mtok", tr("Output price per Mtok"), K::Decimal, Nullable),
        actor("updated_by", tr("Updated by")),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("updated_by", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"provider", "model_name"})};
    t.labelColumn = QStringLiteral("model_name");
    t.searchColumns = names({"provider", "model_name", "display_name"});
    sortBy(t, "provider", Ascending);
    return t;
}

TableDescriptor Tabularia::aiChats() {
    TableDescriptor t = table("ai_chats", tr("AI chats"), tr("A saved conversation."));
    t.columns = {
        id(),
        col("user_id", tr("User"), K::Integer, Nullable,
            tr("A plain integer without a foreign key; it may name a deleted user.")),
        col("title", tr("Title"), K::Text, Nullable),
        col("model", tr("Model"), K::Text, Nullable),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("user_id", "users")};
    t.labelColumn = QStringLiteral("title");
    t.searchColumns = names({"title", "model"});
    sortBy(t, "updated_at", Descending);
    return t;
}

TableDescriptor Tabularia::aiChatTurns() {
    TableDescriptor t = table("ai_chat_turns", tr("AI chat turns"), tr("Question, answer, cost."));
    t.columns = {
        id(),
        col("chat_id", tr("Chat"), K::Integer, Nullable, tr("Deleted with its chat.")),
        col("turn_index", tr("Turn"), K::Integer, NotNull, tr("The turn's position in its chat, from 0.")),
        col("question", tr("Question"), K::LongText, NotNull),
        col("answer", tr("Answer"), K::LongText, Nullable),
        col("model", tr("Model"), K::Text, Nullable),
        col("input_tokens", tr("Input tokens"), K::Integer, Nullable),
        col("output_tokens", tr("Output tokens"), K::Integer, Nullable),
        col("cost_usd", tr("Cost (USD)"), K::Decimal, Nullable, tr("What the turn cost.")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("chat_id", "ai_chats", OnDelete::Cascade)};
    t.uniqueKeys = {names({"chat_id", "turn_index"})};
    t.labelColumn = QStringLiteral("question");
    t.searchColumns = names({"question", "answer", "model"});
    sortBy(t, "created_at", Descending);
    return t;
}

TableDescriptor Tabularia::aiSpend() {
    TableDescriptor t = table("ai_spend", tr("AI spend"), tr("Daily spend per user: a counter, no key."));
    t.columns = {
        col("user_id", tr("User"), K::Integer, NotNull, tr("A plain integer: the counter has no key.")),
        col("day", tr("Day"), K::Date, NotNull),
        col("amount_usd", tr("Amount (USD)"), K::Decimal, NotNull | Defaulted,
            tr("Added to, not edited: the day's spend so far.")),
        col("requests", tr("Requests"), K::Integer, NotNull | Defaulted),
    };
    t.foreignKeys = {plainRef("user_id", "users")};
    t.labelColumn = QStringLiteral("day");
    sortBy(t, "day", Descending);
    t.behaviours = int(TableBehaviour::Counter);
    return t;
}

// ---- Administration ----------------------------------------------------------------------------------------------

TableDescriptor Tabularia::auditLogs() {
    TableDescriptor t = table("audit_logs", tr("Audit log"), tr("Append-only trail; actor_label survives."));
    t.columns = {
        id(),
        createdAt(),
        col("actor_id", tr("Actor"), K::Integer, Nullable,
            tr("Emptied when the user is deleted; the actor label still names them.")),
        col("actor_label", tr("Actor label"), K::Text, NotNull,
            tr("Survives the actor: copied when the row is written.")),
        col("action", tr("Action"), K::Text, NotNull),
        col("entity_type", tr("Entity type"), K::Text, Nullable),
        col("entity_id", tr("Entity ID"), K::Text, Nullable),
        col("details", tr("Details"), K::Json, Nullable),
        col("ip_address", tr("IP address"), K::Text, Nullable),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("actor_id", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("action");
    t.searchColumns = names({"actor_label", "action", "entity_type", "entity_id", "ip_address"});
    sortBy(t, "created_at", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

TableDescriptor Tabularia::banners() {
    TableDescriptor t = table("banners", tr("Banners"), tr("Admin notices."));
    t.columns = {
        id(),
        col("message", tr("Message"), K::LongText, NotNull),
        enumCol("level", tr("Level"), NotNull | Defaulted, {"info", "warning", "critical"}),
        col("starts_at", tr("Starts at"), K::Timestamp, Nullable),
        col("ends_at", tr("Ends at"), K::Timestamp, Nullable),
        col("is_active", tr("Active"), K::Bool, NotNull | Defaulted),
        actor("created_by", tr("Created by")),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("created_by", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("message");
    t.searchColumns = names({"message"});
    sortBy(t, "created_at", Descending);
    return t;
}

TableDescriptor Tabularia::privacyNotice() {
    TableDescriptor t = table("privacy_notice", tr("Privacy notice"), tr("The policy text."));
    t.columns = {
        id(),
        col("version", tr("Version"), K::Integer, NotNull, tr("Each published version of the policy once.")),
        col("body", tr("Body"), K::LongText, NotNull, tr("The policy text.")),
        col("effective_at", tr("Effective at"), K::Timestamp, NotNull | Defaulted),
        actor("updated_by", tr("Updated by")),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("updated_by", "users", OnDelete::SetNull)};
    t.uniqueKeys = {names({"version"})};
    t.labelColumn = QStringLiteral("version");
    t.searchColumns = names({"body"});
    sortBy(t, "version", Descending);
    return t;
}

TableDescriptor Tabularia::disabledEngines() {
    TableDescriptor t = table("disabled_engines", tr("Disabled engines"), tr("Engine policy."));
    t.columns = {
        enumCol("engine", tr("Engine"), NotNull, engines(),
                tr("A row per disabled engine: its presence is the policy.")),
        col("reason", tr("Reason"), K::Text, Nullable),
        actor("disabled_by", tr("Disabled by")),
        col("disabled_at", tr("Disabled at"), K::Timestamp, NotNull | Defaulted),
    };
    t.primaryKey = names({"engine"});
    t.foreignKeys = {fk("disabled_by", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("engine");
    t.searchColumns = names({"engine", "reason"});
    sortBy(t, "engine", Ascending);
    return t;
}

TableDescriptor Tabularia::loginAttempts() {
    TableDescriptor t = table("login_attempts", tr("Login attempts"), tr("Sign-in throttle, shared by replicas."));
    t.columns = {
        id(),
        col("username", tr("Username"), K::Text, NotNull,
            tr("What was typed, not a reference: failed attempts name unknown users.")),
        col("ip_address", tr("IP address"), K::Text, Nullable),
        col("attempted_at", tr("Attempted at"), K::Timestamp, NotNull | Defaulted),
        col("succeeded", tr("Succeeded"), K::Bool, NotNull | Defaulted),
        col("expires_at", tr("Expires at"), K::Timestamp, NotNull,
            tr("The scheduler sweeps the row once it has expired.")),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("username");
    t.searchColumns = names({"username", "ip_address"});
    sortBy(t, "attempted_at", Descending);
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Tabularia::flowPresence() {
    TableDescriptor t = table("flow_presence", tr("Flow presence"), tr("Who has a flow open, shared by replicas."));
    t.columns = {
        col("flow_id", tr("Flow"), K::Integer, NotNull, tr("A plain integer: the rows are ephemeral.")),
        col("user_id", tr("User"), K::Integer, NotNull, tr("A plain integer: the rows are ephemeral.")),
        col("session_id", tr("Session"), K::Text, NotNull, tr("One row per open editor session on the flow.")),
        col("seen_at", tr("Seen at"), K::Timestamp, NotNull | Defaulted),
        col("expires_at", tr("Expires at"), K::Timestamp, NotNull,
            tr("The scheduler sweeps the row once it has expired.")),
    };
    t.primaryKey = names({"flow_id", "session_id"});
    t.foreignKeys = {plainRef("flow_id", "flows"), plainRef("user_id", "users")};
    t.labelColumn = QStringLiteral("session_id");
    t.searchColumns = names({"session_id"});
    sortBy(t, "seen_at", Descending);
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Tabularia::pendingBlobDeletions() {
    TableDescriptor t = table("pending_blob_deletions", tr("Pending blob deletions"),
                              tr("Deferred deletions; deliberately no foreign key."));
    const QString plain = tr("Plain text, no foreign key: the row survives the rows whose objects it deletes.");
    t.columns = {
        id(),
        col("blob_path", tr("Blob path"), K::Text, NotNull, tr("The stored object still to delete.")),
        col("reason", tr("Reason"), K::Text, Nullable),
        col("entity_type", tr("Entity type"), K::Text, Nullable, plain),
        col("entity_id", tr("Entity ID"), K::Text, Nullable, plain),
        col("requested_at", tr("Requested at"), K::Timestamp, NotNull | Defaulted),
        col("attempts", tr("Attempts"), K::Integer, NotNull | Defaulted),
        col("last_error", tr("Last error"), K::LongText, Nullable),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("blob_path");
    t.searchColumns = names({"blob_path", "reason", "entity_type", "entity_id", "last_error"});
    sortBy(t, "requested_at", Descending);
    t.behaviours = int(TableBehaviour::NoForeignKeys);
    return t;
}

TableDescriptor Tabularia::uploads() {
    TableDescriptor t = table("uploads", tr("Uploads"), tr("Raw file + parquet."));
    t.columns = {
        id(),
        actor("owner_id", tr("Owner")),
        col("filename", tr("File name"), K::Text, NotNull),
        col("content_type", tr("Content type"), K::Text, Nullable),
        col("size_bytes", tr("Size (bytes)"), K::Integer, Nullable),
        col("raw_path", tr("Raw path"), K::Text, Nullable, tr("Where the raw file is stored.")),
        col("parquet_path", tr("Parquet path"), K::Text, Nullable, tr("Where the converted parquet is stored.")),
        enumCol("status", tr("Status"), NotNull | Defaulted, {"uploaded", "converting", "ready", "failed"}),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("owner_id", "users", OnDelete::SetNull)};
    t.labelColumn = QStringLiteral("filename");
    t.searchColumns = names({"filename", "content_type", "status"});
    sortBy(t, "created_at", Descending);
    return t;
}

TableDescriptor Tabularia::dbtAiTexts() {
    TableDescriptor t = table("dbt_ai_texts", tr("dbt AI texts"), tr("AI texts of dbt exports, per flow version."));
    t.columns = {
        id(),
        col("flow_id", tr("Flow"), K::Integer, NotNull,
            tr("A plain integer without a foreign key: the texts are kept per flow version.")),
        col("flow_version", tr("Flow version"), K::Integer, NotNull),
        col("path", tr("Path"), K::Text, NotNull, tr("The exported file's path, once per flow version.")),
        col("content", tr("Content"), K::LongText, NotNull,
            tr("What the AI wrote, so exporting the same version again gives the same files.")),
        col("model", tr("Model"), K::Text, Nullable),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("flow_id", "flows")};
    t.uniqueKeys = {names({"flow_id", "flow_version", "path"})};
    t.labelColumn = QStringLiteral("path");
    t.searchColumns = names({"path", "model"});
    sortBy(t, "created_at", Descending);
    return t;
}

} // namespace

QList<TableDescriptor> tabulariaTables() {
    return Tabularia::tables();
}

} // namespace metadesk::catalog
