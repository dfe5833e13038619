#include "ToggleEngine.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/ops/OperationWriter.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kTable = QStringLiteral("disabled_engines");
const QString kFlowsUsing = QStringLiteral("flows_using");
const QString kDisable = QStringLiteral("disable");
} // namespace

ToggleEngine::ToggleEngine(const DbConnection& connection) : m_conn(connection) {}

bool ToggleEngine::engines(QStringList* known, QStringList* disabled, QString* error) const {
    known->clear();
    disabled->clear();
    const TableDescriptor* table = m_conn.catalog().table(kTable);
    if (!table) {
        *error = tr("This database has no Tabularia disabled engines table.");
        return false;
    }
    if (const ColumnDescriptor* c = table->column(QStringLiteral("engine_id")))
        *known = c->enumValues;
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT engine_id FROM disabled_engines ORDER BY engine_id"), {}, error))
        return false;
    while (q.next())
        *disabled << q.value(0).toString();
    return true;
}

bool ToggleEngine::flowsUsing(const QString& engine, QList<FlowUsing>* flows, QString* error) const {
    flows->clear();
    const TableDescriptor* table = m_conn.catalog().table(QStringLiteral("flows"));
    if (!table)
        return true;
    const bool production = table->column(QStringLiteral("production_engine")) != nullptr;
    const QString sql =
        production ? QStringLiteral("SELECT id, name, engine = ?, COALESCE(production_engine = ?, FALSE) FROM flows "
                                    "WHERE engine = ? OR production_engine = ? ORDER BY id")
                   : QStringLiteral("SELECT id, name, engine = ?, FALSE FROM flows WHERE engine = ? ORDER BY id");
    const QVariantList values =
        production ? QVariantList{engine, engine, engine, engine} : QVariantList{engine, engine};
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    while (q.next())
        flows->append(
            FlowUsing{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toBool(), q.value(3).toBool()});
    return true;
}

int ToggleEngine::flowsUsingCount(const OperationPlan& plan) {
    return plan.facts.value(kFlowsUsing).toInt();
}

OperationPlan ToggleEngine::plan(const QString& engineName, bool disable) const {
    OperationPlan p;
    const QString engine = engineName.trimmed().toLower(); // as the route reads it
    QStringList known, disabled;
    QString error;
    if (!engines(&known, &disabled, &error)) {
        p.refusal = error;
        return p;
    }
    if (!known.contains(engine)) {
        p.notFound = true;
        p.refusal =
            tr("The platform knows no engine “%1”: it knows %2.").arg(engineName, known.join(QStringLiteral(", ")));
        return p;
    }
    const TableDescriptor& table = *m_conn.catalog().table(kTable);
    bool found = false;
    if (!RowStore(m_conn, table).fetch({engine}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read the engine policy: %1").arg(error);
        return p;
    }
    QList<FlowUsing> flows;
    if (!flowsUsing(engine, &flows, &error)) {
        p.refusal = tr("Could not read the flows on engine %1: %2").arg(engine, error);
        return p;
    }
    p.facts.insert(kFlowsUsing, int(flows.size()));
    p.facts.insert(kDisable, disable);
    if (disable == found) {
        p.refusal = disable ? tr("Engine %1 is already disabled: there is nothing to change.").arg(engine)
                            : tr("Engine %1 is not disabled: there is nothing to change.").arg(engine);
        return p;
    }
    if (disable) {
        // routes/engine_policy.py: no dead end, one engine stays allowed.
        QStringList after = disabled;
        after << engine;
        after.removeDuplicates();
        if (after.size() >= known.size()) {
            p.refusal = tr("At least one engine must stay allowed: without one, no flow could be created any more.");
            return p;
        }
        ChangeSet change = ChangeSet::insert(kTable, {{QStringLiteral("engine_id"), engine}});
        p.changes << change;
        p.sentences << tr("Disables engine %1: it can no longer be chosen for a new flow, a changed engine or a "
                          "production engine.")
                           .arg(engine);
    } else {
        p.changes << ChangeSet::remove(kTable, p.row);
        p.sentences << tr("Enables engine %1 again: flows may choose it.").arg(engine);
    }
    if (flows.isEmpty())
        p.sentences << tr("No flow uses it.");
    else if (disable)
        p.sentences << tr("%n flow(s) still use it and keep running on it, as the platform leaves them:", nullptr,
                          int(flows.size()));
    else
        p.sentences << tr("%n flow(s) use it:", nullptr, int(flows.size()));
    for (const FlowUsing& f : std::as_const(flows)) {
        const QString fields = f.development && f.production ? tr("engine and production engine")
                               : f.production                ? tr("production engine")
                                                             : tr("engine");
        p.sentences << tr("  flow %1 “%2” (%3)").arg(f.id).arg(f.name, fields);
    }
    p.sentences << (disable ? tr("Records disabled_at now and disabled_by the acting admin, and audits engine.disallow "
                                 "with the number of flows on it.")
                            : tr("Audits engine.allow with the number of flows on it."));
    return p;
}

WriteResult ToggleEngine::apply(const OperationPlan& plan, RowWriter& writer) const {
    const bool disable = plan.facts.value(kDisable).toBool();
    const QString engine = disable ? plan.changes.value(0).values.value(QStringLiteral("engine_id")).toString()
                                   : plan.row.value(QStringLiteral("engine_id")).toString();
    int flowsNow = flowsUsingCount(plan);
    const auto recheck = [&](WriteResult* stop) {
        // The platform's rule again, inside the transaction: the last allowed engine is never disabled.
        QStringList known, disabled;
        QString error;
        QList<FlowUsing> flows;
        if (!engines(&known, &disabled, &error) || !flowsUsing(engine, &flows, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = error;
            return false;
        }
        flowsNow = int(flows.size());
        if (disable && !disabled.contains(engine) && disabled.size() + 1 >= known.size()) {
            stop->outcome = WriteResult::Outcome::Invalid;
            stop->message =
                tr("At least one engine must stay allowed: without one, no flow could be created any more.");
            return false;
        }
        return true;
    };
    const auto steps = [&]() {
        OperationWriter::Step step{plan.changes.constFirst(), {}};
        if (disable) {
            const TableDescriptor* table = m_conn.catalog().table(kTable);
            step.change.values.insert(QStringLiteral("disabled_at"), QDateTime::currentDateTimeUtc());
            if (table->column(QStringLiteral("disabled_by"))) {
                const QVariant who = writer.actor().userId;
                step.change.values.insert(QStringLiteral("disabled_by"), who.isValid() && !who.isNull()
                                                                             ? QVariant(who.toLongLong())
                                                                             : QVariant(QMetaType::fromType<qint64>()));
            }
            step.how.writes = {QStringLiteral("engine_id"), QStringLiteral("disabled_at"),
                               QStringLiteral("disabled_by")};
        }
        step.how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
            event->targetLabel = engine; // the platform names an engine by its label alone
            event->detail.insert(kFlowsUsing, flowsNow);
        };
        return QList<OperationWriter::Step>{step};
    };
    return OperationWriter::apply(plan, writer, recheck, steps);
}

} // namespace metadesk
