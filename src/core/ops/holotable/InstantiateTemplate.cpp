#include "InstantiateTemplate.h"

#include "DashboardCreate.h"
#include "DashboardSpec.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/rules/TemplateRules.h"

#include <QSqlQuery>
#include <QUuid>

namespace metadesk {

namespace {
const QString kTemplates = QStringLiteral("templates");
const QString kBody = QStringLiteral("body");
} // namespace

OperationPlan InstantiateTemplate::plan(const QString& id, const QString& title) const {
    OperationPlan p;
    const TableDescriptor* templates = m_conn.catalog().table(kTemplates);
    if (!templates) {
        p.refusal = tr("%1 has no Holotable templates (they come with the platform's migration 005).")
                        .arg(m_conn.url().toDisplayString());
        return p;
    }
    // Only a uuid names a stored template (the platform answers anything else as not found).
    if (QUuid::fromString(id).isNull()) {
        p.refusal = tr("There is no template %1: a template's id is a UUID.").arg(id);
        p.notFound = true;
        return p;
    }
    QString error;
    bool found = false;
    if (!RowStore(m_conn, *templates).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read template %1: %2").arg(id, error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no template %1.").arg(id);
        p.notFound = true;
        return p;
    }
    const QString name = p.row.value(QStringLiteral("name")).toString();
    const QString kind = p.row.value(QStringLiteral("kind")).toString();
    const QString body = p.row.value(kBody).toString();
    const QString kindWhy = TemplateRules::kindProblem(kind, body);
    if (!kindWhy.isEmpty()) {
        p.refusal = tr("Template “%1” cannot be used: %2").arg(name, kindWhy);
        return p;
    }
    if (kind != QLatin1String("dashboard")) {
        p.refusal =
            tr("Template “%1” is a %2 template: only a dashboard template becomes a new dashboard.").arg(name, kind);
        return p;
    }
    QString spec;
    if (!DashboardSpec::memberText(body, QStringLiteral("dashboard"), &spec)) {
        p.refusal = tr("Template “%1” has no dashboard in its body (\"dashboard\": {…}).").arg(name);
        return p;
    }
    const QString why = DashboardSpec::problem(spec);
    if (!why.isEmpty()) {
        p.refusal = tr("The dashboard of template “%1” is not a dashboard this Metadesk knows: %2").arg(name, why);
        return p;
    }
    // templateSpec: the title as given, trimmed; without one the spec keeps its own.
    const QString wanted = title.trimmed();
    if (!title.isEmpty()) {
        const QString titleWhy = DashboardSpec::titleProblem(wanted);
        if (!titleWhy.isEmpty()) {
            p.refusal = titleWhy;
            return p;
        }
        if (wanted != DashboardSpec::title(spec) && !DashboardSpec::withTitle(spec, wanted, &spec)) {
            p.refusal = tr("The title of template “%1”'s dashboard could not be found in its text.").arg(name);
            return p;
        }
    }
    const QString workspace = p.row.value(QStringLiteral("workspace_id")).toString();
    if (!DashboardCreate::prepare(m_conn, workspace, spec,
                                  {{QStringLiteral("via"), QStringLiteral("template")}, {QStringLiteral("from"), id}},
                                  &p))
        return p;
    p.facts.insert(QStringLiteral("template_id"), id);
    p.facts.insert(QStringLiteral("template_body"), body);
    p.sentences.prepend(tr("Makes a new dashboard from dashboard template “%1”: its spec is copied, so the template "
                           "stays as it is and nothing points back at it.")
                            .arg(name));
    return p;
}

WriteResult InstantiateTemplate::apply(const OperationPlan& plan, RowWriter& writer, QString* dashboardId) const {
    const QString id = plan.facts.value(QStringLiteral("template_id")).toString();
    const QString body = plan.facts.value(QStringLiteral("template_body")).toString();
    QString created;
    const WriteResult r = DashboardCreate::apply(
        m_conn, plan, writer,
        [&](WriteResult* stop) {
            // The template as planned: deleted or changed meanwhile, nothing is made from it.
            QSqlQuery q(m_conn.db());
            QString error;
            if (!m_conn.execBound(&q, QStringLiteral("SELECT body FROM templates WHERE id = ?"), {id}, &error)) {
                stop->message = error;
                return false;
            }
            if (!q.next() || q.value(0).toString() != body) {
                stop->outcome = WriteResult::Outcome::Conflict;
                stop->message =
                    tr("Template %1 was changed or deleted since it was read: nothing was written.").arg(id);
                return false;
            }
            return true;
        },
        &created);
    if (dashboardId)
        *dashboardId = created;
    return r;
}

} // namespace metadesk
