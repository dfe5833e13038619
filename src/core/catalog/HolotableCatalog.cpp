// The 10 tables of Holotable's config store, as its seed document (seeds/004_756b1961f1a31e61.txt) and the
// migrations in resources/migrations/holotable/ describe them; docs/schema.md gives the reasons table by table.
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
    return builders::table(Platform::Holotable, name, label, summary);
}

/// The builders, one per table. A class only so that tr() has the "catalog" context (for lupdate as well).
class Holotable {
    Q_DECLARE_TR_FUNCTIONS(catalog)

public:
    static QList<TableDescriptor> tables();

private:
    /// sources, dashboards and templates: a text uuid the database generates.
    static ColumnDescriptor uuidId() { return col("id", tr("ID"), K::Text, NotNull | Defaulted); }
    static ColumnDescriptor workspaceId() { return col("workspace_id", tr("Workspace"), K::Text, NotNull); }
    static ColumnDescriptor createdBy() {
        return col("created_by", tr("Created by"), K::Text, Nullable, tr("The identity subject of the author."));
    }
    static ColumnDescriptor createdAt() {
        return col("created_at", tr("Created at"), K::Timestamp, NotNull | Defaulted);
    }
    static ColumnDescriptor updatedAt() {
        return col("updated_at", tr("Updated at"), K::Timestamp, NotNull | Defaulted);
    }

    static TableDescriptor sources();
    static TableDescriptor dashboards();
    static TableDescriptor dashboardVersions();
    static TableDescriptor dashboardFavorites();
    static TableDescriptor templates();
    static TableDescriptor chatMessages();
    static TableDescriptor generationLog();
    static TableDescriptor llmUsage();
    static TableDescriptor workspaceLimits();
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
    add(tr("Dashboards"), {dashboards(), dashboardVersions(), dashboardFavorites()});
    add(tr("Templates"), {templates()});
    add(tr("Chat and generation"), {chatMessages(), generationLog()});
    add(tr("Usage and limits"), {llmUsage(), workspaceLimits()});
    add(tr("Preferences"), {userPreferences()});
    return out;
}

TableDescriptor Holotable::sources() {
    TableDescriptor t =
        table("sources", tr("Sources"), tr("The registry: safe config, secret_ref, workspace_id, tombstoned_at."));
    const QString introspection =
        tr("What the last introspection found, beside config; only the source refresh endpoint writes it.");
    t.columns = {
        uuidId(),
        workspaceId(),
        col("name", tr("Name"), K::Text, NotNull),
        col("kind", tr("Kind"), K::Text, NotNull),
        col("config", tr("Config"), K::Json, NotNull | Defaulted,
            tr("Safe config: the allowlist its author owns and the browser is shown; never credentials.")),
        col("secret_ref", tr("Secret reference"), K::Text, Nullable,
            tr("Names the environment variable family the credentials are resolved from at execution time.")),
        col("tombstoned_at", tr("Tombstoned at"), K::Timestamp, Nullable,
            tr("Referenced sources are tombstoned rather than deleted, so dashboards keep resolving to a marker.")),
        col("catalog_refreshed_at", tr("Catalog refreshed at"), K::Timestamp, Nullable, introspection),
        col("catalog_missing_tables", tr("Catalog missing tables"), K::TextArray, Nullable, introspection),
        createdBy(),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "kind", "workspace_id"});
    sortBy(t, "name", Ascending);
    t.behaviours = int(TableBehaviour::Tombstone);
    t.softDeleteColumn = QStringLiteral("tombstoned_at");
    return t;
}

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
        col("description", tr("Description"), K::LongText, Nullable, metadata),
        col("tags", tr("Tags"), K::TextArray, NotNull | Defaulted, metadata),
        createdBy(),
        col("current_version_id", tr("Current version"), K::Integer, Nullable,
            tr("The version shown; checked at commit, because the versions point back at the dashboard.")),
        col("deleted_at", tr("Deleted at"), K::Timestamp, Nullable,
            tr("Deletion is a soft delete: when the dashboard was deleted, empty while it is in use.")),
        createdAt(),
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    ForeignKeyDescriptor current = fk("current_version_id", "dashboard_versions", OnDelete::SetNull);
    current.deferred = true;
    t.foreignKeys = {current};
    t.labelColumn = QStringLiteral("title");
    t.searchColumns = names({"title", "description", "workspace_id", "created_by"});
    sortBy(t, "title", Ascending);
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
        col("id", tr("ID"), K::Integer, NotNull | Defaulted),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull),
        col("version", tr("Version"), K::Integer, NotNull, tr("A new version is written on every save.")),
        col("spec", tr("Spec"), K::Json, NotNull, tr("The entire validated spec; existing rows are never mutated.")),
        col("note", tr("Note"), K::Text, Nullable,
            tr("The author's own one line about what changed, displayed as-is.")),
        createdBy(),
        createdAt(),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::Cascade)};
    t.uniqueKeys = {names({"dashboard_id", "version"})};
    t.labelColumn = QStringLiteral("version");
    t.searchColumns = names({"note", "created_by"});
    sortBy(t, "created_at", Descending);
    t.behaviours = int(TableBehaviour::AppendOnly);
    return t;
}

TableDescriptor Holotable::dashboardFavorites() {
    TableDescriptor t = table("dashboard_favorites", tr("Dashboard favourites"),
                              tr("Favouriting is per person: keyed on the identity's subject, outside the dashboard."));
    t.columns = {
        col("user_sub", tr("User subject"), K::Text, NotNull,
            tr("The identity's subject, taken from the validated session.")),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull,
            tr("Deleted with the dashboard: a favourite of a deleted dashboard is a bookmark to nothing.")),
        createdAt(),
    };
    t.primaryKey = names({"user_sub", "dashboard_id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::Cascade)};
    t.labelColumn = QStringLiteral("dashboard_id");
    t.searchColumns = names({"user_sub", "dashboard_id"});
    sortBy(t, "created_at", Descending);
    return t;
}

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
        updatedAt(),
    };
    t.primaryKey = names({"id"});
    t.uniqueKeys = {names({"workspace_id", "kind", "name"})};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = names({"name", "description", "kind", "workspace_id"});
    sortBy(t, "name", Ascending);
    return t;
}

TableDescriptor Holotable::chatMessages() {
    TableDescriptor t = table("chat_messages", tr("Chat messages"),
                              tr("One dashboard-chat message, per person, keyed on (dashboard_id, user_sub, id)."));
    t.columns = {
        col("id", tr("ID"), K::Text, NotNull, tr("The SDK's own id, unique per conversation.")),
        col("dashboard_id", tr("Dashboard"), K::Text, NotNull),
        col("user_sub", tr("User subject"), K::Text, NotNull),
        enumCol("role", tr("Role"), NotNull, {"user", "assistant", "system", "tool"}),
        col("content", tr("Content"), K::Json, NotNull,
            tr("The whole message, deliberately opaque; read back as untrusted.")),
        createdAt(),
    };
    t.primaryKey = names({"dashboard_id", "user_sub", "id"});
    t.foreignKeys = {fk("dashboard_id", "dashboards", OnDelete::Cascade)};
    t.labelColumn = QStringLiteral("id");
    t.searchColumns = names({"dashboard_id", "user_sub", "role"});
    sortBy(t, "created_at", Descending);
    return t;
}

TableDescriptor Holotable::generationLog() {
    TableDescriptor t = table("generation_log", tr("Generation log"),
                              tr("One row per model generation: what was asked, and what came back."));
    t.columns = {
        col("id", tr("ID"), K::Integer, NotNull | Defaulted),
        createdAt(),
        workspaceId(),
        col("user_sub", tr("User subject"), K::Text, Nullable),
        enumCol("mode", tr("Mode"), NotNull, {"create", "edit", "chat"}),
        col("source_id", tr("Source"), K::Text, Nullable,
            tr("No foreign key: a log entry outliving the source it names is the normal case.")),
        col("prompt_redacted", tr("Prompt (redacted)"), K::LongText, Nullable,
            tr("Stored redacted, because people paste connection strings into free text.")),
        col("catalog_hash", tr("Catalog hash"), K::Text, Nullable,
            tr("The catalog as a hash, not as text: it answers whether this was the same catalog.")),
        col("spec", tr("Spec"), K::Json, Nullable,
            tr("A validated IR spec: opaque source ids and no connection detail.")),
        col("model", tr("Model"), K::Text, Nullable),
        col("attempts", tr("Attempts"), K::Integer, NotNull | Defaulted),
        col("input_tokens", tr("Input tokens"), K::Integer, Nullable),
        col("output_tokens", tr("Output tokens"), K::Integer, Nullable),
        col("error", tr("Error"), K::LongText, Nullable),
    };
    t.primaryKey = names({"id"});
    t.foreignKeys = {plainRef("source_id", "sources")};
    t.labelColumn = QStringLiteral("id");
    t.searchColumns = names({"workspace_id", "user_sub", "mode", "source_id", "model", "error"});
    // "Written on the stream's finish callback" once, "swept on write by GENERATION_LOG_RETENTION_DAYS": a log the
    // platform writes and sweeps, not rows to edit.
    t.behaviours = int(TableBehaviour::AppendOnly) | int(TableBehaviour::Ephemeral);
    sortBy(t, "created_at", Descending);
    return t;
}

TableDescriptor Holotable::llmUsage() {
    TableDescriptor t =
        table("llm_usage", tr("LLM usage"), tr("Token counters per (workspace_id, day, route, model)."));
    const QString added = tr("Each finished model call adds to its row.");
    t.columns = {
        workspaceId(),
        col("day", tr("Day"), K::Date, NotNull),
        col("route", tr("Route"), K::Text, NotNull),
        col("model", tr("Model"), K::Text, NotNull),
        col("input_tokens", tr("Input tokens"), K::Integer, NotNull | Defaulted, added),
        col("output_tokens", tr("Output tokens"), K::Integer, NotNull | Defaulted, added),
        col("requests", tr("Requests"), K::Integer, NotNull | Defaulted, added),
    };
    t.primaryKey = names({"workspace_id", "day", "route", "model"});
    t.labelColumn = QStringLiteral("model");
    t.searchColumns = names({"workspace_id", "route", "model"});
    sortBy(t, "day", Descending);
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
    sortBy(t, "workspace_id", Ascending);
    return t;
}

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
    sortBy(t, "sub", Ascending);
    return t;
}

} // namespace

QList<TableDescriptor> holotableTables() {
    return Holotable::tables();
}

} // namespace metadesk::catalog
