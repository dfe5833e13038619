#include "HolotableRules.h"

#include "core/rules/HolotablePreferences.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <functional>

namespace metadesk {

namespace {

bool isHolotable(const TableDescriptor& t, const char* name) {
    return t.platform == Platform::Holotable && t.name == QLatin1String(name);
}

/// A shape check over a JSON document as Zod's strict objects check it: the first problem, with its path.
class Shape {
    Q_DECLARE_TR_FUNCTIONS(HolotableRules)
public:
    QString problem;

    bool fail(const QString& path, const QString& what) {
        if (problem.isEmpty())
            problem = tr("%1 %2.").arg(path, what);
        return false;
    }
    /// Only the named keys (a strict object).
    bool keys(const QString& path, const QJsonObject& o, const QStringList& allowed) {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!allowed.contains(it.key()))
                return fail(path + QLatin1Char('.') + it.key(), tr("is not a field the platform knows here"));
        return true;
    }
    bool string(const QString& path, const QJsonObject& o, const QString& key, int min, int max, bool required,
                const QRegularExpression* pattern = nullptr) {
        const QString at = path + QLatin1Char('.') + key;
        if (!o.contains(key))
            return required ? fail(at, tr("is required")) : true;
        const QJsonValue v = o.value(key);
        if (!v.isString())
            return fail(at, tr("must be text"));
        const QString s = v.toString();
        if (s.size() < min || s.size() > max)
            return fail(at, min > 0 ? tr("must be %1 to %2 characters").arg(min).arg(max)
                                    : tr("must be at most %1 characters").arg(max));
        if (pattern && !pattern->match(s).hasMatch())
            return fail(at, tr("is not of the form the platform takes"));
        return true;
    }
    bool boolean(const QString& path, const QJsonObject& o, const QString& key) {
        if (o.contains(key) && !o.value(key).isBool())
            return fail(path + QLatin1Char('.') + key, tr("must be true or false"));
        return true;
    }
    bool array(const QString& path, const QJsonObject& o, const QString& key, int min, int max, bool required,
               const std::function<bool(const QString&, const QJsonValue&)>& each) {
        const QString at = path + QLatin1Char('.') + key;
        if (!o.contains(key))
            return required ? fail(at, tr("is required")) : true;
        if (!o.value(key).isArray())
            return fail(at, tr("must be a list"));
        const QJsonArray a = o.value(key).toArray();
        if (a.size() < min || a.size() > max)
            return fail(at, min > 0 ? tr("must hold %1 to %2 entries").arg(min).arg(max)
                                    : tr("must hold at most %1 entries").arg(max));
        for (int i = 0; i < a.size(); ++i)
            if (!each(at + QStringLiteral("[%1]").arg(i), a.at(i)))
                return false;
        return true;
    }
    bool object(const QString& path, const QJsonValue& v) {
        return v.isObject() ? true : fail(path, tr("must be an object"));
    }
};

const QRegularExpression& claimName() {
    // CLAIM_NAME, src/lib/auth/claims.ts.
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.:/-]{0,127}$"));
    return re;
}

const QRegularExpression& labelName() {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re;
}

/// TimescaleDbConfig (src/lib/sources/kinds/timescaledb.ts) with CatalogTable, CatalogColumn and RowFilter
/// (src/lib/sources/catalog.ts).
bool timescaleConfig(Shape& s, const QJsonObject& c) {
    const QString root = QStringLiteral("config");
    if (!s.keys(root, c,
                {QStringLiteral("kind"), QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("database"),
                 QStringLiteral("schema"), QStringLiteral("ssl"), QStringLiteral("tables"),
                 QStringLiteral("rowFilter")}))
        return false;
    if (!s.string(root, c, QStringLiteral("host"), 1, 255, true))
        return false;
    const QJsonValue port = c.value(QStringLiteral("port"));
    if (!c.contains(QStringLiteral("port")))
        return s.fail(root + QStringLiteral(".port"), Shape::tr("is required"));
    // The range is checked before the fraction: a port of 5e66 must not be cast to an integer at all.
    if (!port.isDouble() || !(port.toDouble() >= 1 && port.toDouble() <= 65535) ||
        port.toDouble() != std::floor(port.toDouble()))
        return s.fail(root + QStringLiteral(".port"), Shape::tr("must be a whole number from 1 to 65535"));
    if (!s.string(root, c, QStringLiteral("database"), 1, 128, true) ||
        !s.string(root, c, QStringLiteral("schema"), 1, 128, false) || !s.boolean(root, c, QStringLiteral("ssl")))
        return false;
    const auto column = [&s](const QString& at, const QJsonValue& v) {
        if (!s.object(at, v))
            return false;
        const QJsonObject o = v.toObject();
        return s.keys(at, o,
                      {QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("description"),
                       QStringLiteral("exposed")}) &&
               s.string(at, o, QStringLiteral("name"), 1, 128, true) &&
               s.string(at, o, QStringLiteral("type"), 1, 64, true) &&
               s.string(at, o, QStringLiteral("description"), 0, 500, false) &&
               s.boolean(at, o, QStringLiteral("exposed"));
    };
    const auto table = [&s, column](const QString& at, const QJsonValue& v) {
        if (!s.object(at, v))
            return false;
        const QJsonObject o = v.toObject();
        return s.keys(at, o,
                      {QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("timeField"),
                       QStringLiteral("columns")}) &&
               s.string(at, o, QStringLiteral("name"), 1, 128, true) &&
               s.string(at, o, QStringLiteral("description"), 0, 500, false) &&
               s.string(at, o, QStringLiteral("timeField"), 1, 128, false) &&
               s.array(at, o, QStringLiteral("columns"), 1, 200, true, column);
    };
    if (!s.array(root, c, QStringLiteral("tables"), 1, 200, true, table))
        return false;
    if (c.contains(QStringLiteral("rowFilter"))) {
        const QString at = root + QStringLiteral(".rowFilter");
        if (!s.object(at, c.value(QStringLiteral("rowFilter"))))
            return false;
        const QJsonObject f = c.value(QStringLiteral("rowFilter")).toObject();
        if (!s.keys(at, f, {QStringLiteral("column"), QStringLiteral("claim")}) ||
            !s.string(at, f, QStringLiteral("column"), 1, 63, true, &labelName()) ||
            !s.string(at, f, QStringLiteral("claim"), 1, 128, true, &claimName()))
            return false;
    }
    return true;
}

/// PrometheusConfig (src/lib/sources/kinds/prometheus.ts).
bool prometheusConfig(Shape& s, const QJsonObject& c) {
    const QString root = QStringLiteral("config");
    if (!s.keys(root, c,
                {QStringLiteral("kind"), QStringLiteral("url"), QStringLiteral("auth"), QStringLiteral("metrics"),
                 QStringLiteral("rowFilter")}) ||
        !s.string(root, c, QStringLiteral("url"), 1, 2048, true))
        return false;
    const QUrl url(c.value(QStringLiteral("url")).toString(), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")) ||
        url.host().isEmpty() || !url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment())
        return s.fail(root + QStringLiteral(".url"),
                      Shape::tr("must be an http(s) URL with no credentials, query or fragment"));
    const QString auth = c.value(QStringLiteral("auth")).toString();
    if (!QStringList{QStringLiteral("none"), QStringLiteral("basic"), QStringLiteral("bearer")}.contains(auth))
        return s.fail(root + QStringLiteral(".auth"), Shape::tr("must be one of none, basic, bearer"));
    const auto metric = [&s](const QString& at, const QJsonValue& v) {
        if (!s.object(at, v))
            return false;
        const QJsonObject o = v.toObject();
        if (!s.keys(
                at, o,
                {QStringLiteral("name"), QStringLiteral("type"), QStringLiteral("help"), QStringLiteral("labels")}) ||
            !s.string(at, o, QStringLiteral("name"), 1, 256, true))
            return false;
        for (const QChar ch : o.value(QStringLiteral("name")).toString())
            if (ch == QLatin1Char('"') || ch == QLatin1Char('\\') || ch.unicode() < 0x20 || ch.unicode() == 0x7f)
                return s.fail(at + QStringLiteral(".name"),
                              Shape::tr("must not contain a quote, a backslash or a control character"));
        if (o.contains(QStringLiteral("type")) &&
            !QStringList{QStringLiteral("counter"), QStringLiteral("gauge"), QStringLiteral("histogram"),
                         QStringLiteral("summary"), QStringLiteral("unknown")}
                 .contains(o.value(QStringLiteral("type")).toString()))
            return s.fail(at + QStringLiteral(".type"),
                          Shape::tr("must be one of counter, gauge, histogram, summary, unknown"));
        return s.string(at, o, QStringLiteral("help"), 0, 500, false) &&
               s.array(at, o, QStringLiteral("labels"), 0, 64, false, [&s](const QString& l, const QJsonValue& lv) {
                   return lv.isString() && lv.toString().size() <= 128 && labelName().match(lv.toString()).hasMatch()
                              ? true
                              : s.fail(l, Shape::tr("must be a label name"));
               });
    };
    if (!s.array(root, c, QStringLiteral("metrics"), 1, 200, true, metric))
        return false;
    if (c.contains(QStringLiteral("rowFilter"))) {
        const QString at = root + QStringLiteral(".rowFilter");
        if (!s.object(at, c.value(QStringLiteral("rowFilter"))))
            return false;
        const QJsonObject f = c.value(QStringLiteral("rowFilter")).toObject();
        if (!s.keys(at, f, {QStringLiteral("label"), QStringLiteral("claim")}) ||
            !s.string(at, f, QStringLiteral("label"), 1, 128, true, &labelName()) ||
            !s.string(at, f, QStringLiteral("claim"), 1, 128, true, &claimName()))
            return false;
        if (f.value(QStringLiteral("label")).toString().startsWith(QLatin1String("__")))
            return s.fail(at + QStringLiteral(".label"), Shape::tr("must not be a reserved label"));
    }
    return true;
}

QString collapsed(const QString& text) {
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return QString(text).replace(spaces, QStringLiteral(" "));
}

} // namespace

QString HolotableRules::secretRefProblem(const QString& ref) {
    // Never repeat the value: it may be the very credential that must not be stored.
    static const QRegularExpression family(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    static const QRegularExpression connection(QStringLiteral("://|@|[;=:/\\s]"));
    if (connection.match(ref).hasMatch())
        return tr("This looks like a connection string or a credential, which is never stored: a secret reference "
                  "names an environment-variable family, such as METRICS_DB (the server then reads METRICS_DB_USERNAME "
                  "and METRICS_DB_PASSWORD). The value typed is not repeated here.");
    if (!family.match(ref).hasMatch())
        return tr("A secret reference is an UPPER_SNAKE environment-variable family name (capital letters, digits "
                  "and “_”, starting with a letter), such as METRICS_DB.");
    // A long run of letters and digits with both in it reads as a key or a token (AKIA…), not as a name made of
    // words: no family name the platform's examples use looks like that.
    static const QRegularExpression token(QStringLiteral("[A-Z0-9]{20,}"));
    for (auto it = token.globalMatch(ref); it.hasNext();) {
        const QString run = it.next().captured();
        if (run.contains(QRegularExpression(QStringLiteral("[0-9]"))) &&
            run.contains(QRegularExpression(QStringLiteral("[A-Z]"))))
            return tr("This looks like a key or a token rather than a name: a secret reference names an "
                      "environment-variable family made of words, such as METRICS_DB. The value typed is not "
                      "repeated here.");
    }
    return {};
}

QString HolotableRules::sourceConfigProblem(const QString& kind, const QJsonObject& config, bool* known) {
    // parseStoredSource (src/lib/sources/registry.ts): a config without a kind is read as the row says; one with a
    // kind must agree with the row.
    const QString effective = kind.isEmpty() ? QStringLiteral("timescaledb") : kind;
    if (known)
        *known = true;
    if (config.contains(QStringLiteral("kind")) && config.value(QStringLiteral("kind")).toString() != effective)
        return tr("config.kind says “%1” but the source's kind is “%2”: the platform refuses to load such a source.")
            .arg(config.value(QStringLiteral("kind")).toVariant().toString(), effective);
    Shape s;
    if (effective == QLatin1String("timescaledb"))
        timescaleConfig(s, config);
    else if (effective == QLatin1String("prometheus"))
        prometheusConfig(s, config);
    else if (known)
        *known = false;
    return s.problem;
}

QStringList HolotableRules::normalizedTags(const QStringList& tags) {
    QStringList out;
    for (const QString& raw : tags) {
        const QString tag = collapsed(raw.trimmed()).toLower().left(kTagMax).trimmed();
        if (!tag.isEmpty() && !out.contains(tag))
            out << tag;
    }
    // JavaScript's sort() compares UTF-16 code units, as QString's operator< does.
    std::sort(out.begin(), out.end());
    return out.mid(0, kMaxTags);
}

QStringList HolotableRules::inPlaceColumns(const TableDescriptor& t) {
    QStringList out;
    if (isHolotable(t, "dashboards"))
        for (const char* column : {"description", "tags"}) // from the platform's migration 007
            if (t.column(QString::fromLatin1(column)))
                out << QString::fromLatin1(column);
    return out;
}

bool HolotableRules::platformWritten(const TableDescriptor& t, const QString& column) {
    // Only the refresh route writes them (updateSource from src/app/api/sources/[id]/refresh/route.ts).
    return isHolotable(t, "sources") &&
           (column == QLatin1String("catalog_refreshed_at") || column == QLatin1String("catalog_missing_tables"));
}

QString HolotableRules::checkField(const TableDescriptor& t, const QString& column, const QVariant& value) {
    if (t.platform != Platform::Holotable)
        return {};
    if (t.name == QLatin1String("user_preferences") && column == QLatin1String("prefs"))
        return HolotablePreferences::problems(value.toString()).join(QLatin1Char(' '));
    if (t.name == QLatin1String("sources") && column == QLatin1String("secret_ref"))
        return secretRefProblem(value.toString());
    if (t.name == QLatin1String("workspace_limits") &&
        (column == QLatin1String("rate_per_minute") || column == QLatin1String("daily_token_budget"))) {
        // WorkspaceLimitsPatch: a whole number, 0 or more, at most what the column (INTEGER) or JavaScript holds.
        bool ok = false;
        const qlonglong n = value.toLongLong(&ok);
        if (!ok)
            return {};
        const qlonglong max = column == QLatin1String("rate_per_minute") ? 2147483647LL : 9007199254740991LL;
        if (n < 0)
            return tr("Must be 0 or more: 0 turns the limit off, empty inherits the environment's value.");
        if (n > max)
            return tr("Must be at most %1.").arg(max);
    }
    if (t.name == QLatin1String("dashboards") && column == QLatin1String("description") &&
        value.toString().size() > kDescriptionMax)
        return tr("A description is at most %1 characters (the platform's limit).").arg(kDescriptionMax);
    if (t.name == QLatin1String("dashboards") && column == QLatin1String("tags")) {
        const QStringList tags = value.toStringList();
        if (tags.size() > kMaxTags * 4)
            return tr("At most %1 tags are taken (%2 are kept).").arg(kMaxTags * 4).arg(kMaxTags);
        for (const QString& tag : tags)
            if (tag.size() > kTagMax * 4)
                return tr("A tag is at most %1 characters as typed (%2 are kept).").arg(kTagMax * 4).arg(kTagMax);
    }
    return {};
}

void HolotableRules::checkRow(const TableDescriptor& t, const ChangeSet& change, QList<FieldProblem>* problems) {
    if (t.platform != Platform::Holotable || change.kind == ChangeSet::Kind::Delete)
        return;
    const bool update = change.kind == ChangeSet::Kind::Update;
    const QStringList changed = update ? change.changedColumns(t) : QStringList();
    const auto touched = [&](const char* column) {
        const QString name = QString::fromLatin1(column);
        return t.column(name) && !change.isCarried(name) &&
               (update ? changed.contains(name) : change.values.contains(name));
    };
    if (isHolotable(t, "sources")) {
        // What updateSource writes (name, config, secret_ref) is refused for a tombstoned source.
        QString edited;
        for (const char* column : {"name", "config", "secret_ref"})
            if (edited.isEmpty() && changed.contains(QString::fromLatin1(column)))
                edited = QString::fromLatin1(column);
        if (update && !edited.isEmpty() && !change.original.value(QStringLiteral("tombstoned_at")).isNull())
            problems->append(FieldProblem{edited, tr("This source is tombstoned: the platform no longer edits it (its "
                                                     "update answers “source is tombstoned and cannot be edited”).")});
        if (touched("config") || (touched("kind") && t.column(QStringLiteral("config")))) {
            const QJsonDocument doc =
                QJsonDocument::fromJson(change.after(t, QStringLiteral("config")).toString().toUtf8());
            if (doc.isObject()) {
                const QString problem =
                    sourceConfigProblem(change.after(t, QStringLiteral("kind")).toString(), doc.object());
                if (!problem.isEmpty())
                    problems->append(FieldProblem{QStringLiteral("config"), problem});
            } else if (!doc.isNull() || !change.after(t, QStringLiteral("config")).toString().trimmed().isEmpty()) {
                problems->append(
                    FieldProblem{QStringLiteral("config"),
                                 tr("A source's config is one JSON object: its connection and the table allowlist "
                                    "its author owns.")});
            }
        }
    }
    if (isHolotable(t, "dashboards") && update && !change.original.value(QStringLiteral("deleted_at")).isNull() &&
        (changed.contains(QStringLiteral("description")) || changed.contains(QStringLiteral("tags"))))
        problems->append(
            {changed.contains(QStringLiteral("description")) ? QStringLiteral("description") : QStringLiteral("tags"),
             tr("This dashboard is deleted: the platform edits the description and tags of a live "
                "dashboard only. Undelete it first.")});
}

void HolotableRules::normalize(const TableDescriptor& t, ChangeSet* change) {
    if (!isHolotable(t, "dashboards"))
        return;
    // DashboardDescription: trimmed, and blank means none. Tags as normalizeTags stores them.
    if (change->values.contains(QStringLiteral("description"))) {
        QVariant& v = change->values[QStringLiteral("description")];
        if (v.typeId() == QMetaType::QString) {
            const QString text = v.toString().trimmed();
            v = text.isEmpty() ? QVariant() : QVariant(text);
        }
    }
    if (change->values.contains(QStringLiteral("tags"))) {
        QVariant& v = change->values[QStringLiteral("tags")];
        const QStringList typed = v.toStringList();
        // Only what checkField takes is folded: an over-long list is refused as typed, not cut down.
        bool bounded = typed.size() <= kMaxTags * 4;
        for (const QString& tag : typed)
            bounded = bounded && tag.size() <= kTagMax * 4;
        if (bounded)
            v = normalizedTags(typed);
    }
}

} // namespace metadesk
