#include "Platform.h"

namespace metadesk::platforms {

QList<Platform> all() {
    return {Platform::Tabularia, Platform::Holotable};
}

QString displayName(Platform platform) {
    return platform == Platform::Tabularia ? QStringLiteral("Tabularia") : QStringLiteral("Holotable");
}

QString key(Platform platform) {
    return platform == Platform::Tabularia ? QStringLiteral("tabularia") : QStringLiteral("holotable");
}

std::optional<Platform> fromKey(const QString& text) {
    for (Platform p : all())
        if (key(p).compare(text, Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

QString versionTable(Platform platform) {
    return platform == Platform::Tabularia ? QStringLiteral("alembic_version") : QStringLiteral("schema_migrations");
}

QStringList tables(Platform platform) {
    const auto list = [](std::initializer_list<const char*> names) {
        QStringList out;
        for (const char* n : names)
            out << QString::fromLatin1(n);
        return out;
    };
    // The tables the platforms' own code makes (Tabularia's models; Holotable's migrations 001-021, chat_messages
    // from 008 to 020), without their bookkeeping.
    if (platform == Platform::Tabularia)
        return list({"users",
                     "groups",
                     "user_groups",
                     "permissions",
                     "projects",
                     "connections",
                     "flows",
                     "flow_versions",
                     "runs",
                     "datasources",
                     "saved_views",
                     "dbt_ai_texts",
                     "audit_logs",
                     "banners",
                     "uploads",
                     "pending_blob_deletions",
                     "login_attempts",
                     "flow_presence",
                     "privacy_notice",
                     "disabled_engines",
                     "ai_models",
                     "ai_chats",
                     "ai_chat_turns",
                     "ai_spend",
                     "data_contracts",
                     "data_contract_versions",
                     "data_contract_results"});
    return list({"sources",
                 "dashboards",
                 "dashboard_versions",
                 "dashboard_favorites",
                 "llm_usage",
                 "workspace_limits",
                 "templates",
                 "chat_messages",
                 "generation_log",
                 "user_preferences",
                 "sessions",
                 "audit_log",
                 "annotations",
                 "dashboard_shares",
                 "api_tokens",
                 "workspace_prompts",
                 "workspace_llm_config",
                 "user_llm_config",
                 "conversations",
                 "conversation_messages"});
}

QStringList bookkeepingTables(Platform platform) {
    // Tabularia's gateway keeps its schema fingerprint in schema_state; the seeds' alembic_version is Metadesk's
    // record of the revision.
    if (platform == Platform::Tabularia)
        return {QStringLiteral("alembic_version"), QStringLiteral("schema_state")};
    return {QStringLiteral("schema_migrations")};
}

} // namespace metadesk::platforms
