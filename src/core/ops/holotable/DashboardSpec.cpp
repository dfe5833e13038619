#include "DashboardSpec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace metadesk {

namespace {

QJsonObject objectOf(const QString& text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

int skipSpace(const QString& s, int i) {
    while (i < s.size() && (s.at(i) == QLatin1Char(' ') || s.at(i) == QLatin1Char('\n') ||
                            s.at(i) == QLatin1Char('\r') || s.at(i) == QLatin1Char('\t')))
        ++i;
    return i;
}

/// The index just past the string token that starts at `i` (a quote); -1 when it does not end.
int stringEnd(const QString& s, int i) {
    for (++i; i < s.size(); ++i) {
        if (s.at(i) == QLatin1Char('\\'))
            ++i;
        else if (s.at(i) == QLatin1Char('"'))
            return i + 1;
    }
    return -1;
}

/// The index just past the value that starts at `i`: a string, an object or array (strings inside skipped), or a
/// scalar up to the next separator; -1 when it does not end.
int valueEnd(const QString& s, int i) {
    if (i >= s.size())
        return -1;
    if (s.at(i) == QLatin1Char('"'))
        return stringEnd(s, i);
    if (s.at(i) == QLatin1Char('{') || s.at(i) == QLatin1Char('[')) {
        int depth = 0;
        for (; i < s.size(); ++i) {
            const QChar c = s.at(i);
            if (c == QLatin1Char('"')) {
                i = stringEnd(s, i);
                if (i < 0)
                    return -1;
                --i;
            } else if (c == QLatin1Char('{') || c == QLatin1Char('[')) {
                ++depth;
            } else if ((c == QLatin1Char('}') || c == QLatin1Char(']')) && --depth == 0) {
                return i + 1;
            }
        }
        return -1;
    }
    while (i < s.size() && s.at(i) != QLatin1Char(',') && s.at(i) != QLatin1Char('}') && s.at(i) != QLatin1Char(']'))
        ++i;
    return i;
}

/// A string token decoded as JSON decodes it.
QString decoded(const QString& token) {
    return QJsonDocument::fromJson((QStringLiteral("[") + token + QStringLiteral("]")).toUtf8())
        .array()
        .at(0)
        .toString();
}

} // namespace

QString DashboardSpec::titleProblem(const QString& title) {
    if (title.isEmpty())
        return tr("A dashboard's title cannot be empty.");
    if (title.size() > kTitleMax)
        return tr("A dashboard's title has at most %1 characters; this one has %2.").arg(kTitleMax).arg(title.size());
    return {};
}

QString DashboardSpec::problem(const QString& text) {
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &parse);
    if (parse.error != QJsonParseError::NoError)
        return tr("The spec is not JSON: %1 (at character %2).").arg(parse.errorString()).arg(parse.offset);
    if (!doc.isObject())
        return tr("The spec is not a JSON object.");
    const QJsonObject spec = doc.object();
    if (!spec.value(QStringLiteral("title")).isString())
        return tr("The spec has no title text.");
    const QString titleWhy = titleProblem(spec.value(QStringLiteral("title")).toString());
    if (!titleWhy.isEmpty())
        return titleWhy;
    if (!spec.value(QStringLiteral("timeRange")).isObject())
        return tr("The spec has no time range (timeRange).");
    if (!spec.value(QStringLiteral("refreshIntervalMs")).isDouble())
        return tr("The spec has no refresh interval (refreshIntervalMs).");
    const QJsonValue panels = spec.value(QStringLiteral("panels"));
    if (!panels.isArray() || panels.toArray().isEmpty() || panels.toArray().size() > kPanelsMax)
        return tr("The spec's panels are not a list of 1 to %1 panels.").arg(kPanelsMax);
    const QJsonArray list = panels.toArray();
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject panel = list.at(i).toObject();
        if (!panel.value(QStringLiteral("id")).isString())
            return tr("panels[%1] has no id.").arg(i);
        if (!panel.value(QStringLiteral("query")).toObject().value(QStringLiteral("sourceId")).isString())
            return tr("panels[%1] has no query naming its source (query.sourceId).").arg(i);
    }
    return {};
}

QString DashboardSpec::title(const QString& text) {
    return objectOf(text).value(QStringLiteral("title")).toString();
}

QStringList DashboardSpec::sourceIds(const QString& text) {
    QStringList out;
    const QJsonArray panels = objectOf(text).value(QStringLiteral("panels")).toArray();
    for (const QJsonValue& panel : panels) {
        const QString id =
            panel.toObject().value(QStringLiteral("query")).toObject().value(QStringLiteral("sourceId")).toString();
        if (!id.isEmpty() && !out.contains(id))
            out << id;
    }
    return out;
}

namespace {

/// The span of the value of the last top-level member `key` of the object `text` holds: [*start, *stop). False when
/// the text is not an object whose members can be walked, or has no such member.
bool memberSpan(const QString& text, const QString& key, int* start, int* stop) {
    int i = skipSpace(text, 0);
    if (i >= text.size() || text.at(i) != QLatin1Char('{'))
        return false;
    i = skipSpace(text, i + 1);
    *start = -1;
    while (i < text.size() && text.at(i) == QLatin1Char('"')) {
        const int keyEnd = stringEnd(text, i);
        if (keyEnd < 0)
            return false;
        const QString name = decoded(text.mid(i, keyEnd - i));
        i = skipSpace(text, keyEnd);
        if (i >= text.size() || text.at(i) != QLatin1Char(':'))
            return false;
        const int begin = skipSpace(text, i + 1);
        const int end = valueEnd(text, begin);
        if (end < 0)
            return false;
        if (name == key) {
            *start = begin;
            *stop = end;
        }
        i = skipSpace(text, end);
        if (i < text.size() && text.at(i) == QLatin1Char(','))
            i = skipSpace(text, i + 1);
    }
    return *start >= 0;
}

} // namespace

bool DashboardSpec::withTitle(const QString& text, const QString& title, QString* out) {
    if (!objectOf(text).value(QStringLiteral("title")).isString())
        return false;
    // The last "title" is the one a parser keeps.
    int valueStart = -1, valueStop = -1;
    if (!memberSpan(text, QStringLiteral("title"), &valueStart, &valueStop) || text.at(valueStart) != QLatin1Char('"'))
        return false;
    // The new value as JSON writes a text: `["…"]` without its brackets.
    const QString array = QString::fromUtf8(QJsonDocument(QJsonArray{title}).toJson(QJsonDocument::Compact));
    *out = text.left(valueStart) + array.mid(1, array.size() - 2) + text.mid(valueStop);
    return true;
}

bool DashboardSpec::memberText(const QString& text, const QString& key, QString* out) {
    int start = -1, stop = -1;
    if (!QJsonDocument::fromJson(text.toUtf8()).isObject() || !memberSpan(text, key, &start, &stop))
        return false;
    *out = text.mid(start, stop - start);
    return true;
}

} // namespace metadesk
