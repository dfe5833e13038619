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
    if (platform == Platform::Tabularia)
        return {QStringLiteral("users"),
                QStringLiteral("groups"),
                QStringLiteral("user_groups"),
                QStringLiteral("permissions"),
                QStringLiteral("projects"),
                QStringLiteral("connections"),
                QStringLiteral("flows"),
                QStringLiteral("flow_versions"),
                QStringLiteral("runs"),
                QStringLiteral("datasources"),
                QStringLiteral("saved_views"),
                QStringLiteral("dbt_ai_texts"),
                QStringLiteral("audit_logs"),
                QStringLiteral("banners"),
                QStringLiteral("uploads"),
                QStringLiteral("pending_blob_deletions"),
                QStringLiteral("login_attempts"),
                QStringLiteral("flow_presence"),
                QStringLiteral("privacy_notice"),
                QStringLiteral("disabled_engines"),
                QStringLiteral("ai_models"),
                QStringLiteral("ai_chats"),
                QStringLiteral("ai_chat_turns"),
                QStringLiteral("ai_spend"),
                QStringLiteral("data_contracts"),
                QStringLiteral("data_contract_versions"),
                QStringLiteral("data_contract_results")};
    return {QStringLiteral("sources"),
            QStringLiteral("dashboards"),
            QStringLiteral("dashboard_versions"),
            QStringLiteral("dashboard_favorites"),
            QStringLiteral("templates"),
            QStringLiteral("chat_messages"),
            QStringLiteral("generation_log"),
            QStringLiteral("llm_usage"),
            QStringLiteral("workspace_limits"),
            QStringLiteral("user_preferences")};
}

} // namespace metadesk::platforms
