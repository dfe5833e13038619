// Holotable's config store as the platform's own migrations 001–021 leave it (the 19 tables of
// resources/migrations/holotable/), plus chat_messages as 008–020 had it: a database migrated before 021 still holds
// it, and the catalog reconciled with the live schema at open drops whatever a database lacks. Hints and behaviours
// come from the seed document (seeds/004_756b1961f1a31e61.txt) and from the platform's code where the schema is
// silent; docs/schema.md gives the reasons table by table. tests/core/tst_Catalog.cpp compares every column, key and
// reference here with a migrated database.

#include "Catalog.h"
#include "CatalogBuilders.h"

#include <QCoreApplication>

#include <initializer_list>

namespace metadesk::catalog {

namespace {

using K = ColumnKind;
using namespace builders;

TableDescriptor table(const char* name, const QString& label, const QString& summary) {
    return builders::table(Platform::Holotable, name, label, summary);
}

/// The builders, one per table. A class only so that tr() has the "catalog" context (for lupdate as well).
class Holotable {
    Q_DECLARE_TR_FUNCTIONS(catalog)

public:
    static QList<TableDescriptor> tables();

private:
    /// A uuid the database generates (gen_random_uuid()); sources and conversations take theirs from the app.
    static ColumnDescriptor uuidId() { return col("id", tr("ID"), K::Text, NotNull | Defaulted); }
    static ColumnDescriptor workspaceId() { return col("workspace_id", tr("Workspace"), K::Text, NotNull); }
    static ColumnDescriptor userSub(const QString& hint = {}) {
        return col("user_sub", tr("User subject"), K::Text, NotNull, hint);
    }
    static ColumnDescriptor createdBy() {
        return col("created_by", tr("Created by"), K::Text, NotNull, tr("The identity subject of the author."));
    }
    static ColumnDescriptor updatedBy() {
        return col("updated_by", tr("Updated by"), K::Text, NotNull, tr("The identity subject of the last editor."));
    }
    static ColumnDescriptor createdAt() {
        return col("created_at", tr("Created at"), K::Timestamp, NotNull | Defaulted);
    }
    static ColumnDescriptor updatedAt() {
        return col("updated_at", tr("Updated at"), K::Timestamp, NotNull | Defaulted);
    }
    /// The three roles an AI SDK message has, by the CHECK of 008 and 019.
    static ColumnDescriptor messageRole() {
        return enumCol("role", tr("Role"), NotNull, {"user", "assistant", "system"});
    }

    // Sources
    static TableDescriptor sources();
    // Dashboards
    static TableDescriptor dashboards();
    static TableDescriptor dashboardVersions();
    static TableDescriptor dashboardFavorites();
    static TableDescriptor dashboardShares();
    static TableDescriptor annotations();
    // Templates
    static TableDescriptor templates();
    // Chat and generation
    static TableDescriptor conversations();
    static TableDescriptor conversationMessages();
    static TableDescriptor chatMessages();
    static TableDescriptor generationLog();
    static TableDescriptor workspacePrompts();
    // Usage and limits
    static TableDescriptor llmUsage();
    static TableDescriptor workspaceLimits();
    static TableDescriptor workspaceLlmConfig();
    static TableDescriptor userLlmConfig();
    // Access and audit
    static TableDescriptor sessions();
    static TableDescriptor apiTokens();
    static TableDescriptor auditLog();
    // Preferences
    static TableDescriptor userPreferences();
};

QList<TableDescriptor> Holotable::tables() {
    QList<TableDescriptor> out;
    const auto add = [&out](const QString& section, const QList<TableDescriptor>& tables) {
        for (TableDescriptor t : tables) {
            t.section = section;
            out << t;
        }
    };
    add(tr("Sources"), {sources()});
    add(tr("Dashboards"), {dashboards(), dashboardVersions(), dashboardFavorites(), dashboardShares(), annotations()});
    add(tr("Templates"), {templates()});
    add(tr("Chat and generation"),
        {conversations(), conversationMessages(), chatMessages(), generationLog(), workspacePrompts()});
    add(tr("Usage and limits"), {llmUsage(), workspaceLimits(), workspaceLlmConfig(), userLlmConfig()});
    add(tr("Access and audit"), {sessions(), apiTokens(), auditLog()});
    add(tr("Preferences"), {userPreferences()});
    return out;
}

// Sources

TableDescriptor Holotable::sources() {
    TableDescriptor t =
        table("sources", tr("Sources"), tr("The registry: safe config, secret_ref, workspace_id, tombstoned_at."));
    const QString introspection =
        tr("What the last introspection found, beside config; only the source refresh endpoint writes it.");
    t.columns = {
        col("id", tr("ID"), K::Text, NotNull,
            tr("Chosen by the application: lower-case letters, digits, '.', '_' and '-', at most 128 characters.")),
        workspaceId(),
        col("name", tr("Name"), K::Text, NotNull, tr("1 to 200 characters.")),
        col("kind", tr("Kind"), K::Text, NotNull | Defaulted,
            tr("No CHECK: the platform's code knows the kinds (timescaledb, the default, clickhouse, prometheus).")),
        col("config", tr("Config"), K::Json, NotNull,
            tr("Safe config: host, port, database, schema, ssl and the table allowlist its author owns; never "
               "credentials.")),
        col("secret_ref", tr("Secret reference"), K::Text, Nullable,
            tr("Names the environment variable family the credentials are resolved from at execution time; "
               "optional since 018, the platform requires it for the kinds that authenticate.")),
        createdBy(),
        createdAt(),
        updatedAt(),
        col("tombstoned_at", tr("Tombstoned at"), K::Timestamp, Nullable,
            tr("Referenced sources are tombstoned rather than deleted, so dashboards keep resolving to a marker.")),
        col("catalog_refreshed_at", tr("Catalog refreshed at"), K::Timestamp, Nullable,
            tr("When the last introspection ran; empty blocks generation from this source.")),
        col("catalog_missing_tables", tr("Catalog missing tables"), K::TextArray, NotNull | Defaulted, introspection),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"id", "name", "kind", "workspace_id"});
    // The primary key: ids are readable slugs the application chose.
    sortBy(t, "id", Ascending);
    t.behaviours = int(TableBehaviour::Tombstone);
    t.softDeleteColumn = QStringLiteral("tombstoned_at");
    return t;
}

// Dashboards

TableDescriptor Holotable::dashboards() {
    TableDescriptor t = table(
        "dashboards", tr("Dashboards"),
        tr("Identity: workspace_id, title, created_by, current_version_id, deleted_at; deletion is a soft delete."));
    const QString metadata =
        tr("Workspace metadata about the dashboard, edited in place: it is not in the spec and takes no new version.");
    t.columns = {
        uuidId(),
        workspaceId(),
        col("title", tr("Title"), K::Text, NotNull,
            tr("A mirror of spec.title, written on every save: a rename appends a version.")),
        createdBy(),
        col("current_version_id", tr("Current version"), K::Text, Nullable,
            tr("The version shown; checked at commit, because the versions point back at the dashboard.")),
        createdAt(),
        updatedAt(),
        col("deleted_at", tr("Deleted at"), K::Timestamp, Nullable,
            tr("Deletion is a soft delete: when the dashboard was deleted, empty while it is in use.")),
        col("description", tr("Description"), K::LongText, Nullable, metadata),
        col("tags", tr("Tags"), K::TextArray, NotNull | Defaulted, metadata),
    };
    t.primaryKey = names({"id"});
    // dashboards_current_version_fk: DEFERRABLE INITIALLY DEFERRED, with no ON DELETE clause.
    ForeignKeyDescriptor current = fk("current_version_id", "dashboard_versions", OnDelete::NoAction);
    current.deferred = true;
    t.foreignKeys = {current};
    t.labelColumn = QStringLiteral("title");
    t.searchColumns = names({"title", "description", "workspace_id", "created_by"});
    // dashboards_workspace_idx (workspace_id).
    sortBy(t, "workspace_id", Ascending);
    t.behaviours = int(TableBehaviour::SoftDelete) | int(TableBehaviour::MirrorColumn);
    t.softDeleteColumn = QStringLiteral("deleted_at");
    t.mirrorColumn = QStringLiteral("title");
    return t;
}

TableDescriptor Holotable::dashboardVersions() {
    TableDescriptor t =
        table("dashboard_versions", tr("Dashboard versions"),
              tr("Append-only: dashboard_id, version, the entire validated spec, and an optional note."));
    t.columns = {
        uuidId(),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull),
        col("version", tr("Version"), K::Integer, NotNull,
            tr("A new version is written on every save, one more than the dashboard's last.")),
        col("spec", tr("Spec"), K::Json, NotNull, tr("The entire validated spec; existing rows are never mutated.")),
        createdBy(),
        createdAt(),
        col("note", tr("Note"), K::Text, Nullable,
            tr("The author's own one line about what changed, displayed as-is.")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::Cascade)};
    t.uniqueKeys = {names({"dashboard_id", "version"})};
    t.labelColumn = QStringLiteral("version");
    t.searchColumns = names({"dashboard_id", "note", "created_by"});
    // The index behind UNIQUE (dashboard_id, version): a dashboard's history together, in version order.
    sortBy(t, "dashboard_id", Ascending, "version");
    // Append-only by convention (there is no trigger): the platform never mutates a row.
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

TableDescriptor Holotable::dashboardFavorites() {
    TableDescriptor t = table("dashboard_favorites", tr("Dashboard favourites"),
                              tr("Favouriting is per person: keyed on the identity's subject, outside the dashboard."));
    t.columns = {
        userSub(tr("The identity's subject, taken from the validated session.")),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull,
            tr("Deleted with the dashboard: a favourite of a deleted dashboard is a bookmark to nothing.")),
        createdAt(),
    };
    t.primaryKey = names({"user_sub", "dashboard_id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::Cascade)};
    // The row's dashboard is the reference; the person is what tells favourites of one dashboard apart.
    t.labelColumn = QStringLiteral("user_sub");
    t.searchColumns = names({"user_sub", "dashboard_id"});
    // The primary key (user_sub, dashboard_id).
    sortBy(t, "user_sub", Ascending);
    return t;
}

TableDescriptor Holotable::dashboardShares() {
    TableDescriptor t = table("dashboard_shares", tr("Dashboard shares"),
                              tr("Read-only share links to one dashboard; only the token's SHA-256 is stored."));
    t.columns = {
        col("id", tr("ID"), K::Text, NotNull | Defaulted,
            tr("Set by the platform, because the signed token carries it.")),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull,
            tr("No foreign key on purpose: the shares of a deleted dashboard keep refusing.")),
        workspaceId(),
        col("token_hash", tr("Token hash"), K::Secret, NotNull,
            tr("SHA-256 of the signed token; the token itself is never stored.")),
        col("label", tr("Label"), K::Text, Nullable, tr("At most 100 characters.")),
        col("allowed_origins", tr("Allowed origins"), K::TextArray, NotNull | Defaulted,
            tr("The origins that may frame the share; empty means it cannot be framed.")),
        col("time_range", tr("Time range"), K::Json, Nullable,
            tr("A fixed {from, to} of time expressions; empty shows the dashboard's own.")),
        createdBy(),
        createdAt(),
        col("expires_at", tr("Expires at"), K::Timestamp, NotNull),
        col("revoked_at", tr("Revoked at"), K::Timestamp, Nullable, tr("Revoking sets it; the row stays.")),
        col("last_used_at", tr("Last used at"), K::Timestamp, Nullable, tr("Touched at most once a minute.")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("dashboard_id", "dashboards")};
    t.uniqueKeys = {names({"token_hash"})};
    t.labelColumn = QStringLiteral("label");
    t.searchColumns = names({"label", "dashboard_id", "workspace_id", "created_by"});
    // dashboard_shares_dashboard_idx (dashboard_id).
    sortBy(t, "dashboard_id", Ascending);
    return t;
}

TableDescriptor Holotable::annotations() {
    TableDescriptor t = table("annotations", tr("Annotations"),
                              tr("Deploys, incidents and notes drawn on every time-series panel of a workspace."));
    const QString tagChars = QStringLiteral("[A-Za-z0-9_.:-]");
    t.columns = {
        uuidId(),
        workspaceId(),
        col("at", tr("At"), K::Timestamp, NotNull),
        col("ended_at", tr("Ended at"), K::Timestamp, Nullable,
            tr("Empty for a moment; otherwise not before the start.")),
        enumCol("kind", tr("Kind"), NotNull, {"deploy", "incident", "note"}),
        col("title", tr("Title"), K::Text, NotNull, tr("1 to 200 characters, trimmed.")),
        col("description", tr("Description"), K::LongText, Nullable, tr("At most 2000 characters.")),
        col("tags", tr("Tags"), K::TextArray, NotNull | Defaulted,
            tr("At most 10, each 1 to 32 characters of %1.").arg(tagChars)),
        createdBy(),
        createdAt(),
        col("source", tr("Source"), K::Text, NotNull | Defaulted,
            tr("Who wrote it, 1 to 64 characters of %1: manual when written from the dashboard.").arg(tagChars)),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("title");
    t.searchColumns = names({"title", "description", "source", "workspace_id", "created_by"});
    // annotations_workspace_at_idx (workspace_id, at).
    sortBy(t, "workspace_id", Ascending);
    return t;
}

// Templates

TableDescriptor Holotable::templates() {
    TableDescriptor t = table("templates", tr("Templates"), tr("A reusable spec: a panel or a dashboard."));
    t.columns = {
        uuidId(),
        workspaceId(),
        enumCol("kind", tr("Kind"), NotNull, {"panel", "dashboard"},
                tr("Equals the body's kind, so templates can be filtered on it.")),
        col("name", tr("Name"), K::Text, NotNull,
            tr("Unique with workspace and kind: two rows that read identically in a picker are a bug.")),
        col("description", tr("Description"), K::LongText, Nullable),
        col("body", tr("Body"), K::Json, NotNull, tr("The IR: a panel or a dashboard, tagged with which one.")),
        createdBy(),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.uniqueKeys = {names({"workspace_id", "kind", "name"})};
    t.checks = {CheckRule{QStringLiteral("templates_kind_matches_body"), names({"kind", "body"}),
                          tr("A template's kind must match the kind its body declares: a body whose \"kind\" is "
                             "\"panel\" belongs to a template of kind panel, a dashboard body to kind dashboard.")}};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description", "workspace_id"});
    // templates_workspace_idx (workspace_id, kind, name).
    sortBy(t, "workspace_id", Ascending);
    return t;
}

// Chat and generation
//
// The three chat tables are Ephemeral: the platform bounds them by a message cap and a retention window, swept in
// the same transaction as each write, so a row is the platform's to add and remove, not an administrator's to edit.

TableDescriptor Holotable::conversations() {
    TableDescriptor t =
        table("conversations", tr("Conversations"),
              tr("One person's chat with a few sources of a workspace, or with one dashboard; swept by retention."));
    t.columns = {
        col("id", tr("ID"), K::Text, NotNull, tr("Supplied by the application; there is no default.")),
        userSub(tr("Every read and write is keyed on it: a conversation is personal.")),
        workspaceId(),
        col("source_ids", tr("Sources"), K::TextArray, NotNull,
            tr("Re-authorized on every turn; empty for a dashboard's chat, whose sources come from its spec.")),
        col("dashboard_id", tr("Dashboard"), K::Text, Nullable,
            tr("Set for a dashboard's chat, at most one per person per dashboard; emptied when it is deleted.")),
        col("title", tr("Title"), K::Text, NotNull | Defaulted,
            tr("Empty at first, then the first question, at most 80 characters.")),
        col("time_range", tr("Time range"), K::Json, NotNull),
        col("variables", tr("Variables"), K::Json, Nullable),
        createdAt(),
        col("updated_at", tr("Updated at"), K::Timestamp, NotNull | Defaulted, tr("Touched on every message.")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::SetNull)};
    // conversations_dashboard_owner_idx: unique only WHERE dashboard_id IS NOT NULL.
    t.uniqueKeys = {names({"user_sub", "dashboard_id"})};
    t.labelColumn = QStringLiteral("title");
    t.searchColumns = names({"title", "user_sub", "workspace_id", "dashboard_id"});
    // conversations_owner_idx (user_sub, updated_at DESC, id DESC).
    sortBy(t, "user_sub", Ascending);
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Holotable::conversationMessages() {
    TableDescriptor t = table("conversation_messages", tr("Conversation messages"),
                              tr("One AI SDK message per row of a conversation; swept by count and retention."));
    t.columns = {
        col("conversation_id", tr("Conversation"), K::Text, NotNull),
        col("id", tr("ID"), K::Text, NotNull,
            tr("The SDK's own id, unique per conversation: a re-sent message updates its row.")),
        messageRole(),
        col("content", tr("Content"), K::Json, NotNull,
            tr("The whole message, reduced first: a drawn panel keeps its spec and a few sample rows.")),
        createdAt(),
        col("seq", tr("Sequence"), K::Integer, NotNull | Defaulted, tr("The order things were said in.")),
    };
    t.primaryKey = names({"conversation_id", "id"});
    t.foreignKeys = {fk("conversation_id", "conversations", OnDelete::Cascade)};
    t.labelColumn = QStringLiteral("role");
    t.searchColumns = names({"conversation_id", "id"});
    // conversation_messages_order_idx (conversation_id, seq), and the primary key.
    sortBy(t, "conversation_id", Ascending);
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Holotable::chatMessages() {
    TableDescriptor t = table("chat_messages", tr("Chat messages"),
                              tr("One dashboard-chat message, per person, keyed on (dashboard_id, user_sub, id); "
                                 "copied into conversations and dropped at 021."));
    t.columns = {
        col("id", tr("ID"), K::Text, NotNull, tr("The SDK's own id, unique per conversation.")),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull),
        userSub(),
        messageRole(),
        col("content", tr("Content"), K::Json, NotNull,
            tr("The whole message, deliberately opaque; read back as untrusted.")),
        createdAt(),
    };
    t.primaryKey = names({"dashboard_id", "user_sub", "id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::Cascade)};
    t.labelColumn = QStringLiteral("role");
    t.searchColumns = names({"dashboard_id", "user_sub", "id"});
    // chat_messages_conversation_idx (dashboard_id, user_sub, created_at), and the primary key.
    sortBy(t, "dashboard_id", Ascending);
    // "Bounded by CHAT_HISTORY_MAX_MESSAGES and CHAT_HISTORY_RETENTION_DAYS, swept in the same transaction as each
    // write."
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Holotable::generationLog() {
    TableDescriptor t = table("generation_log", tr("Generation log"),
                              tr("One row per model generation: what was asked, and what came back."));
    t.columns = {
        uuidId(),
        col("workspace_id", tr("Workspace"), K::Text, NotNull,
            tr("Derived from the trusted source record, never from a request.")),
        createdBy(),
        createdAt(),
        enumCol("mode", tr("Mode"), NotNull,
                {"dashboard", "dashboard-refine", "panel", "explore", "source-draft", "chat"},
                tr("The chat mode was added by 019.")),
        col("source_id", tr("Source"), K::Text, Nullable,
            tr("No foreign key: a log entry outliving the source it names is the normal case.")),
        col("prompt_redacted", tr("Prompt (redacted)"), K::LongText, NotNull,
            tr("Stored redacted, because people paste connection strings into free text.")),
        col("catalog_hash", tr("Catalog hash"), K::Text, Nullable,
            tr("The catalog as a hash, not as text: it answers whether this was the same catalog.")),
        col("spec", tr("Spec"), K::Json, Nullable,
            tr("A validated IR spec: opaque source ids and no connection detail; empty when the generation failed.")),
        col("model", tr("Model"), K::Text, NotNull),
        col("attempts", tr("Attempts"), K::Integer, NotNull | Defaulted),
        col("input_tokens", tr("Input tokens"), K::Integer, NotNull | Defaulted),
        col("output_tokens", tr("Output tokens"), K::Integer, NotNull | Defaulted),
        col("error", tr("Error"), K::LongText, Nullable, tr("Redacted like the prompt.")),
        enumCol("model_config", tr("Model configuration"), Nullable, {"personal", "workspace", "environment"},
                tr("Which configuration the model came from; empty on rows from before 017.")),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("source_id", "sources")};
    t.labelColumn = QStringLiteral("mode");
    t.searchColumns = names({"workspace_id", "created_by", "source_id", "model", "error"});
    // generation_log_workspace_idx (workspace_id, created_at DESC).
    sortBy(t, "workspace_id", Ascending);
    // "Written on the stream's finish callback" once, "swept on write by GENERATION_LOG_RETENTION_DAYS": a log the
    // platform writes and sweeps, not rows to edit.
    t.behaviours = int(TableBehaviour::AppendOnly) | int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Holotable::workspacePrompts() {
    TableDescriptor t = table("workspace_prompts", tr("Workspace prompts"),
                              tr("A workspace's glossary, metric definitions and example panels, added to every "
                                 "generation in it."));
    t.columns = {
        col("workspace_id", tr("Workspace"), K::Text, NotNull,
            tr("One row per workspace; without one, generation uses the base prompt.")),
        col("glossary", tr("Glossary"), K::LongText, NotNull | Defaulted),
        col("metric_definitions", tr("Metric definitions"), K::Json, NotNull | Defaulted, tr("A JSON array.")),
        col("examples", tr("Examples"), K::Json, NotNull | Defaulted,
            tr("A JSON array of example panels, each checked against a source of the workspace before it was saved.")),
        updatedBy(),
        updatedAt(),
    };
    t.primaryKey = names({"workspace_id"});
    t.labelColumn = QStringLiteral("workspace_id");
    t.searchColumns = names({"workspace_id", "updated_by"});
    // The primary key.
    sortBy(t, "workspace_id", Ascending);
    return t;
}

// Usage and limits

TableDescriptor Holotable::llmUsage() {
    TableDescriptor t =
        table("llm_usage", tr("LLM usage"), tr("Token counters per (workspace_id, day, route, model)."));
    const QString added = tr("Each finished model call adds to its row.");
    t.columns = {
        workspaceId(),
        col("day", tr("Day"), K::Date, NotNull, tr("The UTC day.")),
        col("route", tr("Route"), K::Text, NotNull),
        col("model", tr("Model"), K::Text, NotNull),
        col("input_tokens", tr("Input tokens"), K::Integer, NotNull | Defaulted, added),
        col("output_tokens", tr("Output tokens"), K::Integer, NotNull | Defaulted, added),
        col("requests", tr("Requests"), K::Integer, NotNull | Defaulted, added),
        updatedAt(),
    };
    t.primaryKey = names({"workspace_id", "day", "route", "model"});
    t.labelColumn = QStringLiteral("model");
    t.searchColumns = names({"workspace_id", "route", "model"});
    // The primary key (workspace_id, day, route, model).
    sortBy(t, "workspace_id", Ascending);
    t.behaviours = int(TableBehaviour::Counter);
    return t;
}

TableDescriptor Holotable::workspaceLimits() {
    TableDescriptor t =
        table("workspace_limits", tr("Workspace limits"),
              tr("Optional per-workspace overrides of LLM_RATE_PER_MINUTE and LLM_DAILY_TOKEN_BUDGET."));
    t.columns = {
        workspaceId(),
        col("rate_per_minute", tr("Rate per minute"), K::Integer, Nullable,
            tr("Overrides LLM_RATE_PER_MINUTE: empty inherits the environment, 0 disables the limit.")),
        col("daily_token_budget", tr("Daily token budget"), K::Integer, Nullable,
            tr("Overrides LLM_DAILY_TOKEN_BUDGET: empty inherits the environment, 0 disables the limit.")),
        updatedAt(),
    };
    t.primaryKey = names({"workspace_id"});
    t.labelColumn = QStringLiteral("workspace_id");
    t.searchColumns = names({"workspace_id"});
    // The primary key.
    sortBy(t, "workspace_id", Ascending);
    return t;
}

TableDescriptor Holotable::workspaceLlmConfig() {
    TableDescriptor t = table("workspace_llm_config", tr("Workspace model configuration"),
                              tr("A workspace's model configuration, and whether its members may use personal keys."));
    t.columns = {
        workspaceId(),
        col("provider", tr("Provider"), K::Text, Nullable,
            tr("No CHECK: a new provider is a code change. Empty with settings: the environment's model is used.")),
        col("settings", tr("Settings"), K::Json, Nullable, tr("A JSON object, set together with the provider.")),
        col("api_key", tr("API key"), K::Secret, Nullable,
            tr("Sealed with a key derived from SESSION_SECRET; no route returns it. Needs a provider.")),
        col("allow_personal_keys", tr("Allow personal keys"), K::Bool, NotNull | Defaulted,
            tr("Whether members may use their own model configuration here.")),
        updatedBy(),
        updatedAt(),
    };
    t.primaryKey = names({"workspace_id"});
    t.bothOrNeither = {names({"provider", "settings"})};
    t.labelColumn = QStringLiteral("workspace_id");
    t.searchColumns = names({"workspace_id", "provider"});
    // The primary key.
    sortBy(t, "workspace_id", Ascending);
    return t;
}

TableDescriptor Holotable::userLlmConfig() {
    TableDescriptor t = table("user_llm_config", tr("Personal model configuration"),
                              tr("One person's own model configuration, used only where the workspace allows it."));
    t.columns = {
        userSub(tr("The realm subject: one row per person.")),
        col("provider", tr("Provider"), K::Text, NotNull, tr("No CHECK: a new provider is a code change.")),
        col("settings", tr("Settings"), K::Json, NotNull, tr("A JSON object.")),
        col("api_key", tr("API key"), K::Secret, Nullable, tr("Sealed with a key derived from SESSION_SECRET.")),
        updatedAt(),
    };
    t.primaryKey = names({"user_sub"});
    t.labelColumn = QStringLiteral("user_sub");
    t.searchColumns = names({"user_sub", "provider"});
    // The primary key.
    sortBy(t, "user_sub", Ascending);
    return t;
}

// Access and audit

TableDescriptor Holotable::sessions() {
    TableDescriptor t =
        table("sessions", tr("Sessions"),
              tr("Renewable sign-in sessions: hashed session id, sealed refresh token, realm session."));
    t.columns = {
        col("id_hash", tr("Session id hash"), K::Secret, NotNull, tr("SHA-256 of the browser's opaque session id.")),
        col("sub", tr("Subject"), K::Text, NotNull),
        col("oidc_sid", tr("Realm session id"), K::Text, Nullable,
            tr("The realm's own session, for back-channel logout.")),
        col("refresh_token", tr("Refresh token"), K::Secret, NotNull,
            tr("AES-256-GCM ciphertext under a key derived from SESSION_SECRET.")),
        createdAt(),
        col("refreshed_at", tr("Refreshed at"), K::Timestamp, NotNull | Defaulted),
        col("expires_at", tr("Expires at"), K::Timestamp, NotNull),
    };
    t.primaryKey = names({"id_hash"});
    t.labelColumn = QStringLiteral("sub");
    t.searchColumns = names({"sub", "oidc_sid"});
    // sessions_expires_idx (expires_at): the longest-lived sessions first.
    sortBy(t, "expires_at", Descending);
    // Deleted on logout, on a refused refresh and by back-channel logout, and every new session sweeps the expired.
    t.behaviours = int(TableBehaviour::Ephemeral);
    return t;
}

TableDescriptor Holotable::apiTokens() {
    TableDescriptor t = table("api_tokens", tr("API tokens"),
                              tr("Service-account tokens: one workspace at one role; only the SHA-256 is stored."));
    t.columns = {
        uuidId(),
        workspaceId(),
        col("name", tr("Name"), K::Text, NotNull, tr("1 to 100 characters.")),
        col("token_hash", tr("Token hash"), K::Secret, NotNull,
            tr("SHA-256 of the token, whose plaintext is shown once, at creation.")),
        enumCol("role", tr("Role"), NotNull, {"viewer", "editor"}),
        createdBy(),
        createdAt(),
        col("expires_at", tr("Expires at"), K::Timestamp, NotNull),
        col("revoked_at", tr("Revoked at"), K::Timestamp, Nullable, tr("Revoking sets it; the row stays.")),
        col("last_used_at", tr("Last used at"), K::Timestamp, Nullable, tr("Touched at most once a minute.")),
    };
    t.primaryKey = names({"id"});
    t.uniqueKeys = {names({"token_hash"})};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "workspace_id", "created_by"});
    // api_tokens_workspace_idx (workspace_id).
    sortBy(t, "workspace_id", Ascending);
    return t;
}

TableDescriptor Holotable::auditLog() {
    TableDescriptor t = table("audit_log", tr("Audit log"),
                              tr("Who did what, in which workspace, and how it went, refusals included."));
    t.columns = {
        col("id", tr("ID"), K::Integer, NotNull | Defaulted, tr("Insertion order.")),
        col("at", tr("At"), K::Timestamp, NotNull | Defaulted),
        col("workspace_id", tr("Workspace"), K::Text, Nullable,
            tr("The workspace the action was authorized in; empty for sign-in and sign-out.")),
        col("actor_sub", tr("Actor"), K::Text, NotNull,
            tr("The verified identity's subject, or the one named by the realm's logout token.")),
        enumCol("actor_kind", tr("Actor kind"), NotNull, {"user", "realm"}, tr("realm for a back-channel logout.")),
        col("action", tr("Action"), K::Text, NotNull,
            tr("No CHECK on purpose: the platform's code names the actions (dashboard.create, auth.login, …).")),
        enumCol("resource_type", tr("Resource type"), Nullable,
                {"dashboard", "source", "template", "workspace", "annotation"},
                tr("No CHECK: these are the values the platform's code writes.")),
        col("resource_id", tr("Resource"), K::Text, Nullable, tr("Redacted and cut to 200 characters.")),
        enumCol("outcome", tr("Outcome"), NotNull, {"success", "failure", "denied"}),
        col("request_id", tr("Request"), K::Text, Nullable),
        col("detail", tr("Detail"), K::Json, NotNull | Defaulted, tr("Redacted before it is written.")),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("action");
    t.searchColumns = names({"action", "actor_sub", "workspace_id", "resource_id", "request_id"});
    // The primary key, newest first, as the platform's reader pages.
    sortBy(t, "id", Descending);
    // Enforced in the schema: audit_log_no_change and audit_log_no_truncate refuse UPDATE, DELETE and TRUNCATE.
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

// Preferences

TableDescriptor Holotable::userPreferences() {
    TableDescriptor t = table("user_preferences", tr("User preferences"),
                              tr("One row per subject: the choices that follow a person between devices."));
    t.columns = {
        col("sub", tr("Subject"), K::Text, NotNull,
            tr("Keyed by subject alone: a preference is personal, not workspace-scoped.")),
        col("prefs", tr("Preferences"), K::Json, NotNull | Defaulted,
            tr("Time zone, clock, start page and dashboard list defaults, validated field by field on read.")),
        updatedAt(),
    };
    t.primaryKey = names({"sub"});
    t.labelColumn = QStringLiteral("sub");
    t.searchColumns = names({"sub"});
    // The primary key.
    sortBy(t, "sub", Ascending);
    return t;
}

} // namespace

QList<TableDescriptor> holotableTables() {
    return Holotable::tables();
}

} // namespace metadesk::catalog
