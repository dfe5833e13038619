#include "JsonDocumentRule.h"

#include "CheckContext.h"
#include "RowRule.h"
#include "core/catalog/TableDescriptor.h"
#include "core/db/DbConnection.h"

#include <QJsonDocument>
#include <QJsonValue>

namespace metadesk {

namespace {

/// The JSON type of a parsed document, named as JSON names it.
QString typeOf(const QJsonDocument& document) {
    if (document.isArray())
        return QStringLiteral("array");
    if (document.isObject())
        return QStringLiteral("object");
    switch (document.toVariant().metaType().id()) {
    case QMetaType::Bool:
        return QStringLiteral("boolean");
    case QMetaType::QString:
        return QStringLiteral("string");
    case QMetaType::UnknownType:
    case QMetaType::Nullptr:
        return QStringLiteral("null");
    default:
        return QStringLiteral("number");
    }
}

} // namespace

JsonDocumentRule::JsonDocumentRule(RuleInfo info, QString column, QString type)
    : IntegrityRule(std::move(info)), m_column(std::move(column)), m_type(std::move(type)) {}

bool JsonDocumentRule::applies(const CheckContext& context) const {
    const TableDescriptor* t = context.table(info().table, {m_column});
    return t && !t->primaryKey.isEmpty();
}

QString JsonDocumentRule::message(const QString& type) const {
    return type.isEmpty() ? tr("%1 is not JSON.").arg(m_column)
                          : tr("%1 is a JSON %2, not a JSON %3.").arg(m_column, type, m_type);
}

void JsonDocumentRule::run(CheckContext& context, RuleOutcome* outcome) const {
    const TableDescriptor* t = context.table(info().table, {m_column});
    if (!t || t->primaryKey.isEmpty())
        return;
    ColumnDescriptor column = *t->column(m_column);
    QString expression = QStringLiteral("t.") + q(m_column);
    const bool text = context.jsonType(column, expression).isEmpty();
    if (text) {
        // Read as jsonb: exact and set-based when every row parses; the first that does not fails the statement.
        column.storageType = QStringLiteral("jsonb");
        expression = QStringLiteral("CAST(%1 AS jsonb)").arg(expression);
    }
    const QString type = context.jsonType(column, expression);
    RowQuery rq;
    rq.table = t->name;
    rq.keyColumns = t->primaryKey;
    rq.from = q(t->name) + QStringLiteral(" t");
    rq.where = context.distinct(type, QStringLiteral("'%1'").arg(m_type));
    rq.details = {type};
    const auto sentence = [this](const QVariantList& d) { return message(d.value(0).toString()); };
    runRowQuery(context, rq, info(), sentence, outcome);
    if (!text || outcome->error.isEmpty() || context.cancelled() || t->primaryKey.size() != 1)
        return;
    // The cast failed on a row that is no JSON: read the rows here instead.
    outcome->total = 0;
    outcome->findings.clear();
    outcome->error.clear();
    scan(context, outcome);
}

void JsonDocumentRule::scan(CheckContext& context, RuleOutcome* outcome) const {
    const TableDescriptor* t = context.table(info().table, {m_column});
    const QString key = t->primaryKey.first();
    scanColumn(
        context, t->name, key, m_column, kScanLimit,
        [&](const QVariant& k, const QVariant& value) {
            if (value.isNull())
                return; // NULL is no document, and NOT NULL is the schema's to enforce
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(value.toString().toUtf8(), &error);
            const QString found = error.error == QJsonParseError::NoError ? typeOf(document) : QString();
            if (found == m_type)
                return;
            ++outcome->total;
            if (outcome->findings.size() < context.exampleLimit())
                outcome->findings << finding(t->name, {key}, {k}, message(found));
        },
        &outcome->error);
}

} // namespace metadesk
