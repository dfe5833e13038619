#include "TemplateRules.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kKind = QStringLiteral("kind");
const QString kBody = QStringLiteral("body");
const QString kName = QStringLiteral("name");
const QString kWorkspace = QStringLiteral("workspace_id");

bool isSet(const QVariant& v) {
    return v.isValid() && !v.isNull() && !v.toString().trimmed().isEmpty();
}
} // namespace

bool TemplateRules::applies(const TableDescriptor& table) {
    return table.platform == Platform::Holotable && table.name == QLatin1String("templates");
}

QStringList TemplateRules::nameKey() {
    return {kWorkspace, kKind, kName};
}

QString TemplateRules::kindProblem(const QString& kind, const QString& body) {
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(body.toUtf8(), &parse);
    if (parse.error != QJsonParseError::NoError)
        return {}; // the JSON check says what is wrong with it
    if (!doc.isObject())
        return tr("The body is not a JSON object: a template's body is a panel or a dashboard, tagged with its kind "
                  "(\"kind\": \"panel\" or \"dashboard\").");
    const QJsonValue declared = doc.object().value(kKind);
    if (!declared.isString())
        return tr("The body declares no kind: it needs \"kind\": \"%1\" to go with this template's kind.").arg(kind);
    if (declared.toString() != kind)
        return tr("The kind is “%1” but the body declares “%2”: a template's kind must match its body's "
                  "(templates_kind_matches_body).")
            .arg(kind, declared.toString());
    return {};
}

void TemplateRules::checkValues(const TableDescriptor& table, const ChangeSet& change, QList<FieldProblem>* problems) {
    if (!applies(table) || change.kind == ChangeSet::Kind::Delete)
        return;
    const QStringList changed = change.changedColumns(table);
    if (change.kind == ChangeSet::Kind::Update && !changed.contains(kKind) && !changed.contains(kBody))
        return;
    const QVariant kind = change.after(table, kKind);
    const QVariant body = change.after(table, kBody);
    if (!isSet(kind) || !isSet(body))
        return; // "Required." says it
    const QString why = kindProblem(kind.toString(), body.toString());
    if (why.isEmpty())
        return;
    // Shown beside both fields: either may be the one to change.
    problems->append(FieldProblem{kKind, why});
    problems->append(FieldProblem{kBody, why});
}

QString TemplateRules::clashSentence(const QString& workspace, const QString& kind, const QString& name,
                                     const QString& holderId) {
    return tr("Workspace %1 already has a %2 template called “%3” (template %4): pick another name.")
        .arg(workspace, kind, name, holderId);
}

bool TemplateRules::check(const DbConnection& connection, const TableDescriptor& table, const ChangeSet& change,
                          QList<FieldProblem>* problems, QString* error) {
    if (!applies(table) || change.kind == ChangeSet::Kind::Delete)
        return true;
    const bool insert = change.kind == ChangeSet::Kind::Insert;
    const QStringList changed = change.changedColumns(table);
    bool touched = insert;
    QVariantList values;
    for (const QString& column : nameKey()) {
        const QVariant v = change.after(table, column);
        const ColumnDescriptor* c = table.column(column);
        if (!c || !isSet(v))
            return true; // "Required." says it
        touched = touched || changed.contains(column);
        values << valuecodec::toBind(*c, v, connection.isSqlite());
    }
    if (!touched)
        return true;
    const RowStore store(connection, table);
    QString sql = QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = ? AND %5 = ?")
                      .arg(store.quote(QStringLiteral("id")), store.quotedTable(), store.quote(kWorkspace),
                           store.quote(kKind), store.quote(kName));
    if (!insert) {
        sql += QStringLiteral(" AND %1 <> ?").arg(store.quote(QStringLiteral("id")));
        values << change.original.value(QStringLiteral("id"));
    }
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q, sql + QStringLiteral(" LIMIT 1"), values, error))
        return false;
    if (!q.next())
        return true;
    const QString message =
        clashSentence(change.after(table, kWorkspace).toString().trimmed(), change.after(table, kKind).toString(),
                      change.after(table, kName).toString(), q.value(0).toString());
    problems->append(FieldProblem{kName, message});
    return true;
}

} // namespace metadesk
