#include "ChatMessage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace metadesk {

namespace {

QString compact(const QJsonValue& v) {
    if (v.isUndefined())
        return {};
    if (v.isString())
        return v.toString();
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
}

void appendText(QString* to, const QString& text) {
    if (text.isEmpty())
        return;
    if (!to->isEmpty())
        to->append(QStringLiteral("\n\n"));
    to->append(text);
}

/// The document in `text`, or an undefined value when it is no JSON.
QJsonValue parseJson(const QString& text) {
    // QJsonDocument parses objects and arrays; wrapping takes a scalar too.
    QJsonParseError error;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArrayLiteral("[") + text.toUtf8() + QByteArrayLiteral("]"), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray() || doc.array().size() != 1)
        return QJsonValue(QJsonValue::Undefined);
    return doc.array().first();
}

} // namespace

QString ChatMessage::jsonTypeName(const QJsonValue& v) {
    switch (v.type()) {
    case QJsonValue::Object:
        return QStringLiteral("object");
    case QJsonValue::Array:
        return QStringLiteral("array");
    case QJsonValue::String:
        return QStringLiteral("string");
    case QJsonValue::Double:
        return QStringLiteral("number");
    case QJsonValue::Bool:
        return QStringLiteral("boolean");
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

QString ChatMessage::shapeProblem(const QVariant& type, const QVariant& partsType) {
    if (type.isNull() || type.toString().isEmpty())
        return tr("Its content is not JSON.");
    if (type.toString() != QLatin1String("object"))
        return tr("Its content is a JSON %1, not a message.").arg(type.toString());
    if (partsType.isNull() || partsType.toString().isEmpty())
        return tr("Its content has no parts.");
    if (partsType.toString() != QLatin1String("array"))
        return tr("Its content's parts are a JSON %1, not a list.").arg(partsType.toString());
    return {};
}

ChatMessage ChatMessage::fromHolotable(const QString& id, const QString& role, const QString& content) {
    ChatMessage m;
    m.id = id;
    m.role = role;
    const QJsonValue doc = parseJson(content);
    const QJsonValue parts = doc.isObject() ? doc.toObject().value(QLatin1String("parts")) : QJsonValue();
    m.problem = shapeProblem(doc.isUndefined() ? QVariant() : QVariant(jsonTypeName(doc)),
                             parts.isUndefined() ? QVariant() : QVariant(jsonTypeName(parts)));
    if (!m.parses()) {
        m.raw = content;
        return m;
    }
    // The AI SDK's parts: text and reasoning carry text; a tool part is "tool-<name>" (or "dynamic-tool" with
    // toolName) with its input and output. Anything else (step markers, files, sources) is left out of the text.
    for (const QJsonValue& p : parts.toArray()) {
        const QJsonObject part = p.toObject();
        const QString type = part.value(QLatin1String("type")).toString();
        if (type == QLatin1String("text"))
            appendText(&m.text, part.value(QLatin1String("text")).toString());
        else if (type.startsWith(QLatin1String("tool-")) || type == QLatin1String("dynamic-tool"))
            m.toolCalls.append(
                {type == QLatin1String("dynamic-tool") ? part.value(QLatin1String("toolName")).toString() : type.mid(5),
                 compact(part.value(QLatin1String("input"))), compact(part.value(QLatin1String("output")))});
    }
    return m;
}

QList<ChatMessage> ChatMessage::fromTabulariaTurn(const QString& messages, QString* problem) {
    QList<ChatMessage> out;
    const QJsonValue doc = parseJson(messages);
    if (doc.isUndefined()) {
        *problem = tr("Its messages are not JSON.");
        return out;
    }
    if (!doc.isArray()) {
        *problem = tr("Its messages are a JSON %1, not a list.").arg(jsonTypeName(doc));
        return out;
    }
    problem->clear();
    // pydantic-ai: {"kind": "request"|"response", "parts": [{"part_kind": …}]}; a request's user-prompt is the
    // question, a response's text the answer, tool-call and tool-return the tools in between.
    for (const QJsonValue& v : doc.toArray()) {
        ChatMessage m;
        const QJsonObject o = v.toObject();
        const QString kind = o.value(QLatin1String("kind")).toString();
        const QJsonValue parts = o.value(QLatin1String("parts"));
        if (!v.isObject() || (kind != QLatin1String("request") && kind != QLatin1String("response")) ||
            !parts.isArray()) {
            m.problem = v.isObject() ? tr("An entry is not a request or a response with parts.")
                                     : tr("An entry is a JSON %1, not a message.").arg(jsonTypeName(v));
            m.raw = compact(v);
            out.append(m);
            continue;
        }
        m.role = kind == QLatin1String("request") ? QStringLiteral("user") : QStringLiteral("assistant");
        for (const QJsonValue& p : parts.toArray()) {
            const QJsonObject part = p.toObject();
            const QString pk = part.value(QLatin1String("part_kind")).toString();
            if (pk == QLatin1String("user-prompt") || pk == QLatin1String("text"))
                appendText(&m.text, compact(part.value(QLatin1String("content"))));
            else if (pk == QLatin1String("tool-call"))
                m.toolCalls.append({part.value(QLatin1String("tool_name")).toString(),
                                    compact(part.value(QLatin1String("args"))), QString()});
            else if (pk == QLatin1String("tool-return")) {
                m.role = QStringLiteral("tool");
                m.toolCalls.append({part.value(QLatin1String("tool_name")).toString(), QString(),
                                    compact(part.value(QLatin1String("content")))});
            }
        }
        out.append(m);
    }
    return out;
}

} // namespace metadesk
