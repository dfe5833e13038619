// Holotable's integrity rules: what its seed (seeds/004_756b1961f1a31e61.txt) and its code (src/lib) state beyond
// what its migrations (migrations/NNN_*.sql) make the database enforce. Most enum-like columns have a CHECK there,
// so those rules find something only where a CHECK is missing (dropped by hand, or added NOT VALID); they cost one
// pass over small tables. docs/integrity.md lists them.

#include "CheckContext.h"
#include "ReferenceRules.h"
#include "RuleSet.h"
#include "StructureRules.h"
#include "ValueRules.h"
#include "core/catalog/Catalog.h"

#include <QCoreApplication>

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
    out << std::make_shared<VersionSequenceRule>(
        info("holotable.dashboard_versions.W001", Severity::Warning, "dashboard_versions",
             tr("A dashboard's versions are append-only, each save one more than the last (1, 2, 3 …): a gap is "
                "deleted history, which restoring a version relies on."),
             "src/lib/dashboard-versions.ts"),
        QStringLiteral("dashboard_id"), QStringLiteral("version"), QStringLiteral("dashboards"), QStringLiteral("id"));
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
    // Every other reference whose foreign key this database lacks. dashboard_shares.dashboard_id is a plain text on
    // purpose (the shares of a deleted dashboard keep refusing), so it is not checked.
    out << std::make_shared<UnenforcedReferenceRule>(
        info("holotable.references.E001", Severity::Error, "",
             tr("A reference the platform's migrations make a foreign key, which this database lacks, names a row "
                "that exists."),
             "migrations"),
        Platform::Holotable, QStringList{});
    return out;
}

} // namespace

RuleList holotableRules() {
    return Holotable::rules();
}

} // namespace metadesk::checks
