#include "AuditVocabulary.h"

#include "RowStore.h"
#include "ValueCodec.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"

#include <QHash>

namespace metadesk {

namespace {

bool flag(const TableDescriptor& t, const QVariantMap& row, const char* column) {
    return valuecodec::storedFlag(t, row, QString::fromLatin1(column));
}

bool isSet(const QVariantMap& row, const char* column) {
    const QVariant v = row.value(QString::fromLatin1(column));
    return v.isValid() && !v.isNull();
}

QString verb(ChangeSet::Kind kind) {
    switch (kind) {
    case ChangeSet::Kind::Insert:
        return QStringLiteral("create");
    case ChangeSet::Kind::Update:
        return QStringLiteral("update");
    case ChangeSet::Kind::Delete:
        return QStringLiteral("delete");
    }
    return QString();
}

/// Which flag went which way in an update: +1 set, -1 cleared, 0 unchanged (or not an update).
int turned(const TableDescriptor& t, ChangeSet::Kind kind, const QVariantMap& before, const QVariantMap& after,
           const char* column) {
    if (kind != ChangeSet::Kind::Update)
        return 0;
    const bool was = flag(t, before, column), is = flag(t, after, column);
    return was == is ? 0 : (is ? 1 : -1);
}

AuditEvent tabularia(const TableDescriptor& t, ChangeSet::Kind kind, const QVariantMap& before,
                     const QVariantMap& after, const AuditFacts& facts) {
    const QString object = AuditVocabulary::objectOf(t);
    AuditEvent e;
    e.action = object + QLatin1Char('.') + verb(kind);
    e.targetType = object;
    const QString& name = t.name;
    const QVariantMap& row = kind == ChangeSet::Kind::Delete ? before : after;
    if (name == QLatin1String("users")) {
        // routes/users.py: a superuser flag that changes is user.promote / user.demote, the observer flag
        // user.observer_grant / user.observer_revoke; created as a superuser is a promotion too.
        if (int s = turned(t, kind, before, after, "is_superuser"))
            e.action = s > 0 ? QStringLiteral("user.promote") : QStringLiteral("user.demote");
        else if (int o = turned(t, kind, before, after, "is_observer"))
            e.action = o > 0 ? QStringLiteral("user.observer_grant") : QStringLiteral("user.observer_revoke");
        else if (kind == ChangeSet::Kind::Insert && flag(t, after, "is_superuser"))
            e.action = QStringLiteral("user.promote");
    } else if (name == QLatin1String("groups")) {
        // routes/groups.py: the admin flag is group.promote / group.demote (deleting an admin group too), the
        // observer flag group.observer_grant / group.observer_revoke.
        if (int a = turned(t, kind, before, after, "is_admin"))
            e.action = a > 0 ? QStringLiteral("group.promote") : QStringLiteral("group.demote");
        else if (int o = turned(t, kind, before, after, "is_observer"))
            e.action = o > 0 ? QStringLiteral("group.observer_grant") : QStringLiteral("group.observer_revoke");
        else if (kind == ChangeSet::Kind::Delete && flag(t, before, "is_admin"))
            e.action = QStringLiteral("group.demote");
    } else if (name == QLatin1String("user_groups")) {
        // routes/users.py add_to_group / remove_from_group: joining or leaving an admin group is group.admin_join /
        // group.admin_leave on the user, the group named in the detail. Other groups: the same words, plain.
        const bool join = kind != ChangeSet::Kind::Delete;
        e.action = facts.groupIsAdmin
                       ? (join ? QStringLiteral("group.admin_join") : QStringLiteral("group.admin_leave"))
                       : (join ? QStringLiteral("group.join") : QStringLiteral("group.leave"));
        if (kind == ChangeSet::Kind::Update)
            e.action = QStringLiteral("group.membership_update");
        e.targetType = QStringLiteral("user");
        e.targetId = row.value(QStringLiteral("user_id"));
        e.targetLabel = facts.userEmail;
        if (!facts.groupName.isEmpty())
            e.detail.insert(QStringLiteral("group"), facts.groupName);
    } else if (name == QLatin1String("permissions")) {
        // routes/permissions.py: permission.grant / permission.revoke, labelled with the capability.
        if (kind == ChangeSet::Kind::Insert)
            e.action = QStringLiteral("permission.grant");
        else if (kind == ChangeSet::Kind::Delete)
            e.action = QStringLiteral("permission.revoke");
        e.targetLabel = row.value(QStringLiteral("capability")).toString();
    } else if (name == QLatin1String("projects")) {
        // The platform audits no project change; a move is worth its own word (what it inherits changes).
        if (kind == ChangeSet::Kind::Update &&
            before.value(QStringLiteral("parent_id")) != after.value(QStringLiteral("parent_id")))
            e.action = QStringLiteral("project.move");
    } else if (name == QLatin1String("ai_models")) {
        if (int on = turned(t, kind, before, after, "enabled"))
            e.action = on > 0 ? QStringLiteral("ai.model_enable") : QStringLiteral("ai.model_disable");
    } else if (name == QLatin1String("disabled_engines")) {
        // A row is an engine the installation may not choose: adding it is engine.disallow, removing engine.allow.
        if (kind == ChangeSet::Kind::Insert)
            e.action = QStringLiteral("engine.disallow");
        else if (kind == ChangeSet::Kind::Delete)
            e.action = QStringLiteral("engine.allow");
    } else if (name == QLatin1String("privacy_notice")) {
        if (kind != ChangeSet::Kind::Delete)
            e.action = QStringLiteral("privacy.update");
    }
    return e;
}

AuditEvent holotable(const TableDescriptor& t, ChangeSet::Kind kind, const QVariantMap& before,
                     const QVariantMap& after) {
    const QString object = AuditVocabulary::objectOf(t);
    AuditEvent e;
    e.action = object + QLatin1Char('.') + verb(kind);
    const QString& name = t.name;
    const QVariantMap& row = kind == ChangeSet::Kind::Delete ? before : after;
    auto setAt = [&](const char* column) {
        return kind == ChangeSet::Kind::Update && !isSet(before, column) && isSet(after, column);
    };
    // AuditResourceType in src/lib/audit.ts: dashboard, source, template, workspace, annotation.
    static const QStringList ownResource = {QStringLiteral("dashboards"), QStringLiteral("sources"),
                                            QStringLiteral("templates"), QStringLiteral("annotations")};
    if (ownResource.contains(name)) {
        e.targetType = object;
        // A dashboard's soft delete and a source's tombstone are how the platform deletes them.
        if ((name == QLatin1String("dashboards") && setAt("deleted_at")) ||
            (name == QLatin1String("sources") && setAt("tombstoned_at")))
            e.action = object + QStringLiteral(".delete");
    } else if (name == QLatin1String("workspace_limits") || name == QLatin1String("workspace_prompts") ||
               name == QLatin1String("workspace_llm_config")) {
        // workspace.limits.update, workspace.prompt.update, workspace.model.update, on the workspace.
        const QString what = name == QLatin1String("workspace_limits")    ? QStringLiteral("limits")
                             : name == QLatin1String("workspace_prompts") ? QStringLiteral("prompt")
                                                                          : QStringLiteral("model");
        e.action =
            QStringLiteral("workspace.%1.%2")
                .arg(what, kind == ChangeSet::Kind::Delete ? QStringLiteral("delete") : QStringLiteral("update"));
        e.targetType = QStringLiteral("workspace");
        e.targetId = row.value(QStringLiteral("workspace_id"));
    } else if (name == QLatin1String("user_llm_config")) {
        e.action =
            kind == ChangeSet::Kind::Delete ? QStringLiteral("user.model.delete") : QStringLiteral("user.model.update");
    } else if (name == QLatin1String("dashboard_shares")) {
        // share.create / share.revoke (revoking sets revoked_at; the row stays), on the shared dashboard.
        e.action = QStringLiteral("share.") + (setAt("revoked_at") ? QStringLiteral("revoke") : verb(kind));
        e.targetType = QStringLiteral("dashboard");
        e.targetId = row.value(QStringLiteral("dashboard_id"));
    } else if (name == QLatin1String("api_tokens")) {
        // token.create / token.revoke, on the workspace the token acts in.
        e.action = QStringLiteral("token.") + (setAt("revoked_at") ? QStringLiteral("revoke") : verb(kind));
        e.targetType = QStringLiteral("workspace");
        e.targetId = row.value(QStringLiteral("workspace_id"));
    }
    return e;
}

} // namespace

QString AuditVocabulary::objectOf(const TableDescriptor& t) {
    static const QHash<QString, QString> words = {
        // Tabularia's target types (models/audit.py and the routes that write them).
        {QStringLiteral("data_contracts"), QStringLiteral("contract")},
        {QStringLiteral("data_contract_versions"), QStringLiteral("contract_version")},
        {QStringLiteral("data_contract_results"), QStringLiteral("contract_result")},
        {QStringLiteral("disabled_engines"), QStringLiteral("engine")},
        {QStringLiteral("privacy_notice"), QStringLiteral("privacy")},
        {QStringLiteral("ai_models"), QStringLiteral("ai_model")},
        // Holotable's.
        {QStringLiteral("dashboard_shares"), QStringLiteral("share")},
        {QStringLiteral("api_tokens"), QStringLiteral("token")},
        {QStringLiteral("workspace_limits"), QStringLiteral("workspace.limits")},
        {QStringLiteral("workspace_prompts"), QStringLiteral("workspace.prompt")},
        {QStringLiteral("workspace_llm_config"), QStringLiteral("workspace.model")},
        {QStringLiteral("user_llm_config"), QStringLiteral("user.model")},
    };
    if (words.contains(t.name))
        return words.value(t.name);
    QString word = t.name;
    // The platforms name their tables in the plural and their targets in the singular: users -> user.
    if (word.endsWith(QLatin1Char('s')) && !word.endsWith(QLatin1String("ss")))
        word.chop(1);
    return word;
}

AuditEvent AuditVocabulary::name(const TableDescriptor& table, ChangeSet::Kind kind, const QVariantMap& before,
                                 const QVariantMap& after, const AuditFacts& facts) {
    return table.platform == Platform::Tabularia ? tabularia(table, kind, before, after, facts)
                                                 : holotable(table, kind, before, after);
}

bool AuditVocabulary::describe(const DbConnection& conn, const TableDescriptor& table, ChangeSet::Kind kind,
                               const QVariantMap& before, const QVariantMap& after, AuditEvent* event, QString* error) {
    AuditFacts facts;
    if (table.platform == Platform::Tabularia && table.name == QLatin1String("user_groups")) {
        const QVariantMap& row = kind == ChangeSet::Kind::Delete ? before : after;
        const Catalog& catalog = conn.catalog();
        bool found = false;
        if (const TableDescriptor* groups = catalog.table(QStringLiteral("groups"))) {
            QVariantMap group;
            if (!RowStore(conn, *groups).fetch({row.value(QStringLiteral("group_id"))}, &group, &found, error))
                return false;
            facts.groupIsAdmin = found && flag(*groups, group, "is_admin");
            facts.groupIsObserver = found && flag(*groups, group, "is_observer");
            facts.groupName = group.value(QStringLiteral("name")).toString();
        }
        if (const TableDescriptor* users = catalog.table(QStringLiteral("users"))) {
            QVariantMap user;
            if (!RowStore(conn, *users).fetch({row.value(QStringLiteral("user_id"))}, &user, &found, error))
                return false;
            facts.userEmail = user.value(QStringLiteral("email")).toString();
        }
    }
    *event = name(table, kind, before, after, facts);
    return true;
}

} // namespace metadesk
