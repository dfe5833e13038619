#include "ForgetDbtAiTexts.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/ops/OperationWriter.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kTexts = QStringLiteral("dbt_ai_texts");
const QString kVersion = QStringLiteral("flow_version");
const QString kIds = QStringLiteral("ids");
const QString kKinds = QStringLiteral("kinds");
const QString kName = QStringLiteral("flow_name");
} // namespace

ForgetDbtAiTexts::ForgetDbtAiTexts(const DbConnection& connection) : m_conn(connection) {}

bool ForgetDbtAiTexts::texts(const QVariant& flowId, int version, QList<QVariantMap>* rows, QString* error) const {
    rows->clear();
    const RowStore store(m_conn, *m_conn.catalog().table(kTexts));
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = ? ORDER BY %5")
                              .arg(store.selectList(), store.quotedTable(), store.quote(QStringLiteral("flow_id")),
                                   store.quote(kVersion), store.quote(QStringLiteral("id"))),
                          {flowId, version}, error))
        return false;
    while (q.next())
        *rows << store.rowFrom(q);
    q.finish();
    return true;
}

bool ForgetDbtAiTexts::countsByVersion(const DbConnection& connection, qint64 flowId,
                                       QMap<int, QMap<QString, int>>* out, QString* error) {
    out->clear();
    const TableDescriptor* t = connection.catalog().table(kTexts);
    if (!t)
        return true;
    const RowStore store(connection, *t);
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q,
                              QStringLiteral("SELECT %1, %2, count(*) FROM %3 WHERE %4 = ? GROUP BY %1, %2")
                                  .arg(store.quote(kVersion), store.quote(QStringLiteral("kind")), store.quotedTable(),
                                       store.quote(QStringLiteral("flow_id"))),
                              {flowId}, error))
        return false;
    while (q.next())
        (*out)[q.value(0).toInt()][q.value(1).toString()] = q.value(2).toInt();
    q.finish();
    return true;
}

OperationPlan ForgetDbtAiTexts::plan(qint64 flowId, int version) const {
    OperationPlan p;
    const Catalog& catalog = m_conn.catalog();
    const TableDescriptor* flows = catalog.table(QStringLiteral("flows"));
    if (!flows || flows->platform != Platform::Tabularia || !catalog.table(kTexts)) {
        p.refusal = tr("This database has no Tabularia flows and dbt AI texts.");
        return p;
    }
    QString error;
    bool found = false;
    if (!RowStore(m_conn, *flows).fetch({flowId}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read flow %1: %2").arg(flowId).arg(error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no flow %1.").arg(flowId);
        p.notFound = true;
        return p;
    }
    const QString name = p.row.value(QStringLiteral("name")).toString();
    QList<QVariantMap> rows;
    if (!texts(flowId, version, &rows, &error)) {
        p.refusal = tr("Could not read the dbt AI texts of flow %1: %2").arg(flowId).arg(error);
        return p;
    }
    if (rows.isEmpty()) {
        p.refusal = tr("Flow %1 (%2) has no dbt AI texts for version %3: there is nothing to forget.")
                        .arg(flowId)
                        .arg(name)
                        .arg(version);
        p.notFound = true;
        return p;
    }
    QVariantList ids;
    QVariantMap kinds;
    for (const QVariantMap& row : std::as_const(rows)) {
        p.changes << ChangeSet::remove(kTexts, row);
        ids << row.value(QStringLiteral("id"));
        const QString kind = row.value(QStringLiteral("kind")).toString();
        kinds.insert(kind, kinds.value(kind).toInt() + 1);
    }
    p.facts.insert(kVersion, version);
    p.facts.insert(kIds, ids);
    p.facts.insert(kKinds, kinds);
    p.facts.insert(kName, name);
    QStringList perKind;
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        perKind << QStringLiteral("%1 %2").arg(it.value().toInt()).arg(it.key());
    p.sentences << tr("Forgets the %n dbt AI text(s) of version %1 of flow %2 (%3): %4.", nullptr, int(rows.size()))
                       .arg(version)
                       .arg(flowId)
                       .arg(name, perKind.join(QStringLiteral(", ")));
    p.sentences << tr("The platform's next dbt export of that version asks the AI again instead of reusing them; the "
                      "other versions' texts stay.");
    p.sentences << tr("Audited as dbt_ai_text.delete on the flow (the platform audits no such change).");
    return p;
}

WriteResult ForgetDbtAiTexts::apply(const OperationPlan& plan, RowWriter& writer) const {
    const QVariant flowId = plan.row.value(QStringLiteral("id"));
    const int version = plan.facts.value(kVersion).toInt();
    const QVariantList planned = plan.facts.value(kIds).toList();
    const auto recheck = [&](WriteResult* stop) {
        QList<QVariantMap> rows;
        QString error;
        if (!texts(flowId, version, &rows, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read the dbt AI texts of flow %1: %2").arg(flowId.toString(), error);
            return false;
        }
        QVariantList now;
        for (const QVariantMap& row : std::as_const(rows))
            now << row.value(QStringLiteral("id"));
        if (now == planned)
            return true;
        // An export remembered more texts meanwhile (or some went): what the admin saw is not what is there.
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->current = plan.row;
        stop->message = tr("Version %1 of flow %2 has %n dbt AI text(s) now, not the ones listed: nothing was written.",
                           nullptr, int(now.size()))
                            .arg(version)
                            .arg(flowId.toString());
        return false;
    };
    const auto steps = [&]() {
        QList<OperationWriter::Step> out;
        for (qsizetype i = 0; i < plan.changes.size(); ++i) {
            OperationWriter::Step step{plan.changes.at(i), {}};
            if (i == 0) {
                step.how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
                    event->action = QStringLiteral("dbt_ai_text.delete");
                    event->targetType = QStringLiteral("flow");
                    event->targetId = flowId;
                    event->targetLabel = plan.facts.value(kName).toString();
                    event->detail.insert(QStringLiteral("flow_version"), version);
                    event->detail.insert(QStringLiteral("count"), planned.size());
                    event->detail.insert(QStringLiteral("kinds"), plan.facts.value(kKinds));
                };
            } else {
                step.how.platformAudit = false; // one audit row for the whole forget
            }
            out << step;
        }
        return out;
    };
    return OperationWriter::apply(plan, writer, recheck, steps);
}

} // namespace metadesk
