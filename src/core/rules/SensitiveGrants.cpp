#include "SensitiveGrants.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"

namespace metadesk {

namespace {

/// A flag's value after the change (edit form) and before it (false for an insert).
bool flagAfter(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    const QString name = QString::fromLatin1(column);
    if (!t.column(name))
        return false;
    const QVariant v = change.after(t, name);
    return !v.isNull() && v.toBool();
}

bool flagBefore(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    const ColumnDescriptor* c = t.column(QString::fromLatin1(column));
    if (!c || change.kind == ChangeSet::Kind::Insert)
        return false;
    const QVariant v = valuecodec::toEdit(*c, change.original.value(c->name));
    return !v.isNull() && v.toBool();
}

bool turnedOn(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    return change.kind != ChangeSet::Kind::Delete && flagAfter(t, change, column) && !flagBefore(t, change, column);
}

QString adminRights() {
    return SensitiveGrants::tr("an administrator of the whole platform: every project whatever its permissions, the "
                               "users, the groups and the settings");
}

QString observerRights() {
    return SensitiveGrants::tr("reads the administration panels: the audit log, the sessions and the user list");
}

bool fetch(const DbConnection& conn, const char* table, const QVariant& key, QVariantMap* row, QString* error) {
    const TableDescriptor* t = conn.catalog().table(QString::fromLatin1(table));
    bool found = false;
    if (!t)
        return true;
    return RowStore(conn, *t).fetch({key}, row, &found, error);
}

} // namespace

bool SensitiveGrants::check(const DbConnection& conn, const ChangeSet& change, QStringList* rights, QString* error) {
    rights->clear();
    const TableDescriptor* t = conn.catalog().table(change.table);
    if (!t || change.kind == ChangeSet::Kind::Delete)
        return true;
    if (t->platform == Platform::Tabularia && t->name == QLatin1String("user_groups")) {
        QVariantMap group, user;
        const QVariant groupId = change.after(*t, QStringLiteral("group_id"));
        const QVariant userId = change.after(*t, QStringLiteral("user_id"));
        if (!fetch(conn, "groups", groupId, &group, error) || !fetch(conn, "users", userId, &user, error))
            return false;
        const TableDescriptor* groups = conn.catalog().table(QStringLiteral("groups"));
        auto flag = [&](const char* column) {
            const ColumnDescriptor* c = groups ? groups->column(QString::fromLatin1(column)) : nullptr;
            const QVariant v = c ? valuecodec::toEdit(*c, group.value(c->name)) : QVariant();
            return !v.isNull() && v.toBool();
        };
        const QString who = user.value(QStringLiteral("email")).toString();
        const QString name = group.value(QStringLiteral("name")).toString();
        if (flag("is_admin"))
            *rights << tr("%1 joins “%2” and becomes %3.").arg(who, name, adminRights());
        if (flag("is_observer"))
            *rights << tr("%1 joins “%2”, whose members %3.").arg(who, name, observerRights());
        return true;
    }
    *rights = ofRow(*t, change);
    return true;
}

QStringList SensitiveGrants::ofRow(const TableDescriptor& t, const ChangeSet& change) {
    QStringList rights;
    if (change.kind == ChangeSet::Kind::Delete)
        return rights;
    if (t.platform == Platform::Tabularia && t.name == QLatin1String("groups")) {
        const QString name = change.after(t, QStringLiteral("name")).toString();
        if (turnedOn(t, change, "is_admin"))
            rights << tr("Every member of “%1” becomes %2.").arg(name, adminRights());
        if (turnedOn(t, change, "is_observer"))
            rights << tr("Every member of “%1” %2.").arg(name, observerRights());
        return rights;
    }
    if (t.platform == Platform::Tabularia && t.name == QLatin1String("users")) {
        const QString who = change.after(t, QStringLiteral("email")).toString();
        if (turnedOn(t, change, "is_superuser"))
            rights << tr("%1 becomes a superuser, %2.").arg(who, adminRights());
        if (turnedOn(t, change, "is_observer"))
            rights << tr("%1 becomes an observer and %2.").arg(who, observerRights());
        return rights;
    }
    if (t.platform == Platform::Holotable && t.name == QLatin1String("api_tokens")) {
        const ColumnDescriptor* role = t.column(QStringLiteral("role"));
        if (!role)
            return rights;
        const QString after = change.after(t, role->name).toString();
        const QString before = change.kind == ChangeSet::Kind::Insert
                                   ? QString()
                                   : valuecodec::toEdit(*role, change.original.value(role->name)).toString();
        if (after == before)
            return rights;
        const QString token = change.after(t, QStringLiteral("name")).toString();
        const QString workspace = change.after(t, QStringLiteral("workspace_id")).toString();
        const QString may = after == QLatin1String("editor")
                                ? tr("may view, create, change and generate dashboards and use the sources")
                                : tr("may view dashboards and use the sources");
        rights << (before.isEmpty()
                       ? tr("The token “%1” gets the role %2 in workspace %3: whoever holds it %4.")
                             .arg(token, after, workspace, may)
                       : tr("The token “%1” changes from the role %2 to %3 in workspace %4: whoever holds it %5.")
                             .arg(token, before, after, workspace, may));
    }
    return rights;
}

} // namespace metadesk
