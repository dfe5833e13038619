// Holotable's integrity rules: what its seed (seeds/004_756b1961f1a31e61.txt) and its code (src/lib) state beyond
// what its migrations (migrations/NNN_*.sql) make the database enforce. Most enum-like columns have a CHECK there,
// so those rules find something only where a CHECK is missing (dropped by hand, or added NOT VALID); they cost one
// pass over small tables. docs/integrity.md lists them.

#include "CheckContext.h"
#include "ReferenceRules.h"
#include "RuleSet.h"
#include "SchemaDriftRule.h"
#include "StructureRules.h"
#include "ValueRules.h"
#include "core/catalog/Catalog.h"
#include "core/chat/ChatMessage.h"
#include "core/rules/HolotablePreferences.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <functional>

namespace metadesk::checks {

namespace {

/// A class only so that tr() has the "IntegrityCheck" context, as the rules' own messages.
class Holotable {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck)

public:
    static RuleList rules();

private:
    static RuleInfo info(const char* id, Severity severity, const char* table, const QString& rule,
                         const char* source) {
        return RuleInfo{QString::fromLatin1(id),    severity, Platform::Holotable,
                        QString::fromLatin1(table), rule,     QString::fromLatin1(source)};
    }
    static std::shared_ptr<const IntegrityRule> enumRule(const char* id, Severity severity, const char* table,
                                                         const char* column, const char* source) {
        return std::make_shared<EnumValueRule>(
            info(id, severity, table,
                 tr("%1.%2 holds only the values the platform's code knows (its migration's CHECK, where the "
                    "database has it); the code that reads another fails or drops the row.")
                     .arg(QString::fromLatin1(table), QString::fromLatin1(column)),
                 source),
            QString::fromLatin1(column));
    }
    static RuleList dashboardRules();
    static RuleList preferenceRules();
};

RuleList Holotable::dashboardRules() {
    RuleList out;
    // The current version's spec, read as JSON: dashboards t joined with the version it names.
    const auto current = [](const CheckContext& c, RowQuery* rq, QString* specTitle) {
        const TableDescriptor* d =
            c.table(QStringLiteral("dashboards"), {QStringLiteral("id"), QStringLiteral("current_version_id")});
        const TableDescriptor* v =
            c.table(QStringLiteral("dashboard_versions"),
                    {QStringLiteral("id"), QStringLiteral("dashboard_id"), QStringLiteral("spec")});
        if (!d || !v)
            return false;
        if (specTitle) {
            if (!d->column(QStringLiteral("title")))
                return false;
            *specTitle = c.jsonField(*v->column(QStringLiteral("spec")),
                                     QStringLiteral("v.") + q(QStringLiteral("spec")), QStringLiteral("title"));
            if (specTitle->isEmpty())
                return false;
        }
        rq->table = d->name;
        rq->keyColumns = {QStringLiteral("id")};
        rq->from = QStringLiteral("%1 t JOIN %2 v ON v.%3 = t.%4")
                       .arg(q(d->name), q(v->name), q(QStringLiteral("id")), q(QStringLiteral("current_version_id")));
        return true;
    };
    out << std::make_shared<QueryRule>(
        info("holotable.dashboards.E001", Severity::Error, "dashboards",
             tr("dashboards.title mirrors the current version's spec.title, written on every save (the seed): a "
                "title that differs lists the dashboard under a name its spec does not have."),
             "src/lib/db/repo.ts"),
        [current](const CheckContext& c) -> std::optional<RowQuery> {
            RowQuery rq;
            QString specTitle;
            if (!current(c, &rq, &specTitle))
                return std::nullopt;
            rq.where =
                QStringLiteral("v.%1 = t.%2 AND ").arg(q(QStringLiteral("dashboard_id")), q(QStringLiteral("id"))) +
                c.distinct(QStringLiteral("t.") + q(QStringLiteral("title")), specTitle);
            rq.details = {QStringLiteral("t.") + q(QStringLiteral("title")), specTitle};
            return rq;
        },
        [](const QVariantList& d) {
            return tr("Titled \"%1\", its current spec \"%2\".").arg(d.value(0).toString(), d.value(1).toString());
        });
    out << std::make_shared<QueryRule>(
        info("holotable.dashboards.E002", Severity::Error, "dashboards",
             tr("current_version_id names one of the dashboard's own versions; the foreign key only checks that the "
                "version exists, so it may name another dashboard's, which then shows in its place."),
             "migrations/001_init.sql"),
        [current](const CheckContext& c) -> std::optional<RowQuery> {
            RowQuery rq;
            if (!current(c, &rq, nullptr))
                return std::nullopt;
            rq.where = QStringLiteral("v.%1 <> t.%2").arg(q(QStringLiteral("dashboard_id")), q(QStringLiteral("id")));
            rq.details = {QStringLiteral("t.") + q(QStringLiteral("current_version_id")),
                          QStringLiteral("v.") + q(QStringLiteral("dashboard_id"))};
            return rq;
        },
        [](const QVariantList& d) {
            return tr("Its current version %1 belongs to dashboard %2.")
                .arg(d.value(0).toString(), d.value(1).toString());
        });
    // The sources the current spec's panels read (panels[].query.sourceId), each as one row `p.v` of the subquery
    // `panels`, with `sourceId` its text; the rule adds what it finds wrong with the source.
    struct PanelSources {
        QString panels, sourceId, sources;
    };
    const auto panelSources = [current](const CheckContext& c, RowQuery* rq, PanelSources* ps) {
        const TableDescriptor* s =
            c.table(QStringLiteral("sources"), {QStringLiteral("id"), QStringLiteral("tombstoned_at")});
        if (!s || !current(c, rq, nullptr))
            return false;
        const ColumnDescriptor& spec = *c.table(QStringLiteral("dashboard_versions"))->column(QStringLiteral("spec"));
        const QString objects =
            c.jsonObjectsIn(spec, QStringLiteral("v.") + q(QStringLiteral("spec")), QStringLiteral("panels"));
        if (objects.isEmpty())
            return false;
        ps->panels = objects + QStringLiteral(" p");
        ps->sourceId =
            c.jsonElementText(spec, QStringLiteral("p.v"), {QStringLiteral("query"), QStringLiteral("sourceId")});
        ps->sources = q(s->name);
        rq->where = QStringLiteral("v.%1 = t.%2").arg(q(QStringLiteral("dashboard_id")), q(QStringLiteral("id")));
        // A deleted dashboard is never shown or polled; its versions still count as references, which is what
        // keeps their sources tombstoned rather than deleted.
        if (c.table(QStringLiteral("dashboards"), {QStringLiteral("deleted_at")}))
            rq->where += QStringLiteral(" AND t.%1 IS NULL").arg(q(QStringLiteral("deleted_at")));
        return true;
    };
    // One finding per dashboard: `broken` is the condition on a panel's source id (`%1`) that makes it a finding.
    const auto perDashboard = [](RowQuery* rq, const PanelSources& ps, const QString& broken) {
        const QString panelsBroken =
            QStringLiteral(" FROM %1 WHERE %2 IS NOT NULL AND ").arg(ps.panels, ps.sourceId) + broken.arg(ps.sourceId);
        rq->where += QStringLiteral(" AND EXISTS (SELECT 1") + panelsBroken + QLatin1Char(')');
        rq->details = {QStringLiteral("(SELECT min(%1)").arg(ps.sourceId) + panelsBroken + QLatin1Char(')'),
                       QStringLiteral("(SELECT count(*)") + panelsBroken + QLatin1Char(')')};
    };
    out << std::make_shared<QueryRule>(
        info("holotable.dashboards.E003", Severity::Error, "dashboards",
             tr("Every source a dashboard's current spec reads (panels[].query.sourceId) exists: a referenced source "
                "is tombstoned, never deleted, so one that is gone was removed behind the platform's back; its panels "
                "show as removed and the dashboard cannot be saved until they are repointed."),
             "src/lib/db/repo.ts, src/lib/dashboard-service.ts"),
        [panelSources, perDashboard](const CheckContext& c) -> std::optional<RowQuery> {
            RowQuery rq;
            PanelSources ps;
            if (!panelSources(c, &rq, &ps))
                return std::nullopt;
            perDashboard(&rq, ps,
                         QStringLiteral("NOT EXISTS (SELECT 1 FROM %1 s WHERE s.%2 = %3)")
                             .arg(ps.sources, q(QStringLiteral("id")), QStringLiteral("%1")));
            return rq;
        },
        [](const QVariantList& d) {
            return tr("%n panel(s) of its current spec read source \"%1\", which does not exist.", nullptr,
                      d.value(1).toInt())
                .arg(d.value(0).toString());
        });
    out << std::make_shared<QueryRule>(
        info("holotable.dashboards.W001", Severity::Warning, "dashboards",
             tr("A dashboard's current spec reads no tombstoned source: deleting a referenced source tombstones it, "
                "and its panels then show \"Data source removed\" instead of data, every tick, until the dashboard "
                "is saved with another source."),
             "src/lib/db/repo.ts, src/lib/poller/registry.ts"),
        [panelSources, perDashboard](const CheckContext& c) -> std::optional<RowQuery> {
            RowQuery rq;
            PanelSources ps;
            if (!panelSources(c, &rq, &ps))
                return std::nullopt;
            perDashboard(&rq, ps,
                         QStringLiteral("EXISTS (SELECT 1 FROM %1 s WHERE s.%2 = %3 AND s.%4 IS NOT NULL)")
                             .arg(ps.sources, q(QStringLiteral("id")), QStringLiteral("%1"),
                                  q(QStringLiteral("tombstoned_at"))));
            return rq;
        },
        [](const QVariantList& d) {
            return tr("%n panel(s) of its current spec read source \"%1\", which is tombstoned.", nullptr,
                      d.value(1).toInt())
                .arg(d.value(0).toString());
        });
    out << std::make_shared<VersionSequenceRule>(
        info("holotable.dashboard_versions.W001", Severity::Warning, "dashboard_versions",
             tr("A dashboard's versions are append-only, each save one more than the last (1, 2, 3 …): a gap is "
                "deleted history, which restoring a version relies on."),
             "src/lib/dashboard-versions.ts"),
        QStringLiteral("dashboard_id"), QStringLiteral("version"), QStringLiteral("dashboards"), QStringLiteral("id"));
    return out;
}

/// The preferences the platform reads back (HolotablePreferences, the one definition of src/lib/preferences.ts's
/// PREFERENCE_FIELDS), each with the SQL condition on a member `m` (`m.jt` its JSON type, `m.jv` its text) under which
/// parsePreferences() keeps the value.
QList<QPair<QString, QString>> preferenceFields(const CheckContext& c) {
    const auto oneOf = [](const QStringList& values) {
        QStringList quoted;
        for (const QString& v : values)
            quoted << QLatin1Char('\'') + QString(v).replace(QLatin1Char('\''), QStringLiteral("''")) +
                          QLatin1Char('\'');
        return QStringLiteral("m.jt = 'string' AND m.jv IN (%1)").arg(quoted.join(QStringLiteral(", ")));
    };
    // "local" or a zone Intl knows: the IANA names this machine's time zone database holds stand in for Intl's.
    QStringList zones{QStringLiteral("local")};
    for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
        zones << QString::fromLatin1(id);
    const QString timeZone =
        zones.size() > 1 ? oneOf(zones) : QStringLiteral("m.jt = 'string' AND length(m.jv) BETWEEN 1 AND 64");
    // "dashboards", "explore" or "dashboard:<uuid>" (the uuid in any case).
    QString uuid;
    for (int group : {8, 4, 4, 4, 12}) {
        if (!uuid.isEmpty())
            uuid += QLatin1Char('-');
        uuid += c.sqlite() ? QStringLiteral("[0-9a-f]").repeated(group) : QStringLiteral("[0-9a-f]{%1}").arg(group);
    }
    const QString dashboardStart = c.sqlite() ? QStringLiteral("lower(m.jv) GLOB 'dashboard:%1'").arg(uuid)
                                              : QStringLiteral("m.jv ~* '^dashboard:%1$'").arg(uuid);
    const QString startPage =
        QStringLiteral("m.jt = 'string' AND (m.jv IN ('dashboards', 'explore') OR %1)").arg(dashboardStart);
    QList<QPair<QString, QString>> out;
    for (const HolotablePreferences::Field& f : HolotablePreferences::fields()) {
        QString condition;
        switch (f.kind) {
        case HolotablePreferences::Kind::OneOf:
            condition = oneOf(f.choices);
            break;
        case HolotablePreferences::Kind::Boolean:
            condition = QStringLiteral("m.jt = 'boolean'");
            break;
        case HolotablePreferences::Kind::TimeZone:
            condition = timeZone;
            break;
        case HolotablePreferences::Kind::StartPage:
            condition = startPage;
            break;
        case HolotablePreferences::Kind::Number:
            // A number equal to one of the choices (JavaScript's ===: 30000.0 is 30000).
            condition = QStringLiteral("m.jt = 'number' AND CAST(CASE WHEN m.jt = 'number' THEN m.jv END AS REAL) "
                                       "IN (%1)")
                            .arg(f.choices.join(QStringLiteral(", ")));
            break;
        }
        out << qMakePair(f.key, condition);
    }
    return out;
}

RuleList Holotable::preferenceRules() {
    RuleList out;
    // The members of a row's prefs that `condition` (on `m.k`, `m.jt`, `m.jv`) picks: one finding per row, naming
    // the first such key and how many there are.
    const auto members = [](const CheckContext& c,
                            const std::function<QString(const CheckContext&)>& condition) -> std::optional<RowQuery> {
        const TableDescriptor* t =
            c.table(QStringLiteral("user_preferences"), {QStringLiteral("sub"), QStringLiteral("prefs")});
        if (!t)
            return std::nullopt;
        const QString each =
            c.jsonMembers(*t->column(QStringLiteral("prefs")), QStringLiteral("t.") + q(QStringLiteral("prefs")));
        if (each.isEmpty())
            return std::nullopt;
        const QString picked = QStringLiteral(" FROM %1 m WHERE %2").arg(each, condition(c));
        RowQuery rq;
        rq.table = t->name;
        rq.keyColumns = {QStringLiteral("sub")};
        rq.from = q(t->name) + QStringLiteral(" t");
        rq.where = QStringLiteral("EXISTS (SELECT 1") + picked + QLatin1Char(')');
        rq.details = {QStringLiteral("(SELECT min(m.k)") + picked + QLatin1Char(')'),
                      QStringLiteral("(SELECT count(*)") + picked + QLatin1Char(')')};
        return rq;
    };
    out << std::make_shared<QueryRule>(
        info("holotable.user_preferences.W001", Severity::Warning, "user_preferences",
             tr("A stored preference holds a value its field accepts (a known time zone, clock, start page, sort, "
                "Explore default, true or false): the platform reads preferences field by field and silently puts "
                "the default in place of one that does not parse, so the person's choice is lost."),
             "src/lib/preferences.ts"),
        [members](const CheckContext& c) {
            return members(c, [](const CheckContext& ctx) {
                QStringList invalid;
                for (const auto& [key, valid] : preferenceFields(ctx))
                    invalid << QStringLiteral("(m.k = '%1' AND NOT (%2))").arg(key, valid);
                // NOT of a NULL comparison is NULL: a value of another type is caught by the type test first.
                return QStringLiteral("(") + invalid.join(QStringLiteral(" OR ")) + QLatin1Char(')');
            });
        },
        [](const QVariantList& d) {
            return tr("%n stored value(s) the platform replaces by the default, the first of \"%1\".", nullptr,
                      d.value(1).toInt())
                .arg(d.value(0).toString());
        });
    out << std::make_shared<QueryRule>(
        info("holotable.user_preferences.N001", Severity::Notice, "user_preferences",
             tr("A stored preference has a key the platform knows: it drops any other when it reads the row, and its "
                "settings page refuses to write one, so another writer put it there."),
             "src/lib/preferences.ts"),
        [members](const CheckContext& c) {
            return members(c, [](const CheckContext& ctx) {
                QStringList keys;
                for (const auto& field : preferenceFields(ctx))
                    keys << QStringLiteral("'%1'").arg(field.first);
                return QStringLiteral("m.k NOT IN (%1)").arg(keys.join(QStringLiteral(", ")));
            });
        },
        [](const QVariantList& d) {
            return tr("%n key(s) the platform drops, the first \"%1\".", nullptr, d.value(1).toInt())
                .arg(d.value(0).toString());
        });
    return out;
}

RuleList Holotable::rules() {
    RuleList out;
    out << dashboardRules();
    out << std::make_shared<QueryRule>(
        info("holotable.templates.E001", Severity::Error, "templates",
             tr("A template's kind equals the kind its body declares (templates_kind_matches_body), so templates can "
                "be filtered on it: a panel body under kind dashboard is offered where it cannot be used."),
             "migrations/005_templates.sql"),
        [](const CheckContext& c) -> std::optional<RowQuery> {
            const TableDescriptor* t = c.table(QStringLiteral("templates"),
                                               {QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("body")});
            if (!t)
                return std::nullopt;
            const QString bodyKind =
                c.jsonField(*t->column(QStringLiteral("body")), QStringLiteral("t.") + q(QStringLiteral("body")),
                            QStringLiteral("kind"));
            if (bodyKind.isEmpty())
                return std::nullopt;
            RowQuery rq;
            rq.table = t->name;
            rq.keyColumns = {QStringLiteral("id")};
            rq.from = q(t->name) + QStringLiteral(" t");
            rq.where = c.distinct(QStringLiteral("t.") + q(QStringLiteral("kind")), bodyKind);
            rq.details = {QStringLiteral("t.") + q(QStringLiteral("kind")), bodyKind};
            return rq;
        },
        [](const QVariantList& d) {
            return d.value(1).isNull()
                       ? tr("Kind %1, its body declares none.").arg(d.value(0).toString())
                       : tr("Kind %1, its body's %2.").arg(d.value(0).toString(), d.value(1).toString());
        });
    out << enumRule("holotable.templates.E002", Severity::Error, "templates", "kind", "migrations/005_templates.sql");
    out << std::make_shared<OrphanRule>(
        info("holotable.generation_log.E001", Severity::Error, "generation_log",
             tr("source_id has no foreign key so that a log entry outlives its source: a source is tombstoned, not "
                "deleted, once referenced, so an entry naming a tombstoned source is normal and one naming a source "
                "that does not exist is not."),
             "migrations/009_generation_log.sql"),
        QStringLiteral("source_id"), QStringLiteral("sources"));
    out << enumRule("holotable.generation_log.E002", Severity::Error, "generation_log", "mode",
                    "migrations/019_conversations.sql");
    out << enumRule("holotable.generation_log.E003", Severity::Error, "generation_log", "model_config",
                    "migrations/017_llm_config.sql");
    out << enumRule("holotable.conversation_messages.E001", Severity::Error, "conversation_messages", "role",
                    "migrations/019_conversations.sql");
    out << std::make_shared<QueryRule>(
        info("holotable.conversation_messages.W001", Severity::Warning, "conversation_messages",
             tr("A stored chat message's content is a JSON object with a parts array, as the chat SDK wrote it: the "
                "platform drops a row that is not one when it replays the conversation, which then starts a turn "
                "shorter (and SQLite keeps content as text, so it may not be JSON at all)."),
             "src/lib/chat-history.ts"),
        [](const CheckContext& c) -> std::optional<RowQuery> {
            const TableDescriptor* t = c.table(QStringLiteral("conversation_messages"), {QStringLiteral("content")});
            if (!t || t->primaryKey.isEmpty())
                return std::nullopt;
            const ColumnDescriptor& content = *t->column(QStringLiteral("content"));
            const QString expression = QStringLiteral("t.") + q(content.name);
            const QString type = c.jsonType(content, expression);
            const QString parts = c.jsonType(content, expression, {QStringLiteral("parts")});
            if (type.isEmpty())
                return std::nullopt;
            RowQuery rq;
            rq.table = t->name;
            rq.keyColumns = t->primaryKey;
            rq.from = q(t->name) + QStringLiteral(" t");
            rq.where = c.distinct(type, QStringLiteral("'object'")) + QStringLiteral(" OR ") +
                       c.distinct(parts, QStringLiteral("'array'"));
            rq.details = {type, parts};
            return rq;
        },
        // The message shape is ChatMessage's, the one the transcript views read rows with.
        [](const QVariantList& d) { return ChatMessage::shapeProblem(d.value(0), d.value(1)); });
    out << enumRule("holotable.chat_messages.E001", Severity::Error, "chat_messages", "role",
                    "migrations/008_chat_messages.sql");
    out << enumRule("holotable.annotations.E001", Severity::Error, "annotations", "kind",
                    "migrations/013_annotations.sql");
    out << enumRule("holotable.api_tokens.E001", Severity::Error, "api_tokens", "role",
                    "migrations/015_api_tokens.sql");
    out << enumRule("holotable.audit_log.E001", Severity::Error, "audit_log", "actor_kind",
                    "migrations/012_audit_log.sql");
    out << enumRule("holotable.audit_log.E002", Severity::Error, "audit_log", "outcome",
                    "migrations/012_audit_log.sql");
    // No CHECK on purpose: a new resource type is a code change; one Metadesk does not know is worth a look only.
    out << enumRule("holotable.audit_log.N001", Severity::Notice, "audit_log", "resource_type", "src/lib/audit.ts");
    out << std::make_shared<BothOrNeitherRule>(
        info("holotable.workspace_llm_config.E001", Severity::Error, "workspace_llm_config",
             tr("A workspace's provider and settings are set together (017's CHECK): one without the other is a "
                "configuration the model resolution cannot use."),
             "migrations/017_llm_config.sql"),
        QStringList{QStringLiteral("provider"), QStringLiteral("settings")});
    out << preferenceRules();
    // Every other reference whose foreign key this database lacks. dashboard_shares.dashboard_id is a plain text on
    // purpose (the shares of a deleted dashboard keep refusing), so it is not checked.
    out << std::make_shared<UnenforcedReferenceRule>(
        info("holotable.references.E001", Severity::Error, "",
             tr("A reference the platform's migrations make a foreign key, which this database lacks, names a row "
                "that exists."),
             "migrations"),
        Platform::Holotable, QStringList{});
    out << std::make_shared<SchemaDriftRule>(
        info("holotable.schema.W001", Severity::Warning, "",
             tr("The schema is what the platform's migrations make at the revision the database records: a "
                "difference (a CHECK or index dropped, a column added by hand) is a rule the database no longer "
                "enforces, or a change the platform's next migration may fail on. One finding per difference."),
             "migrations"),
        Platform::Holotable);
    return out;
}

} // namespace

RuleList holotableRules() {
    return Holotable::rules();
}

} // namespace metadesk::checks
