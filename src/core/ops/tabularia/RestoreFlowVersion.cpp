#include "RestoreFlowVersion.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/OperationWriter.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kFrom = QStringLiteral("from_version");
const QString kNewest = QStringLiteral("newest_version");
const QString kAppends = QStringLiteral("appends_version");
const QString kName = QStringLiteral("flow_name");
} // namespace

RestoreFlowVersion::RestoreFlowVersion(const DbConnection& connection, const Actor& actor)
    : m_conn(connection), m_actor(actor) {}

QString RestoreFlowVersion::platformNote(int fromVersion) {
    return QStringLiteral("promossa dalla v%1").arg(fromVersion);
}

bool RestoreFlowVersion::newest(const QVariant& flowId, bool lock, int* version, QVariant* definition,
                                QString* error) const {
    const RowStore flows(m_conn, *m_conn.catalog().table(QStringLiteral("flows")));
    const RowStore versions(m_conn, *m_conn.catalog().table(QStringLiteral("flow_versions")));
    QSqlQuery q(m_conn.db());
    if (lock && m_conn.isPostgres()) {
        if (!m_conn.execBound(&q,
                              QStringLiteral("SELECT %1 FROM %2 WHERE %1 = ? FOR UPDATE")
                                  .arg(flows.quote(QStringLiteral("id")), flows.quotedTable()),
                              {flowId}, error))
            return false;
        q.finish();
    }
    // The highest number is the current version (list_flow_versions); uq_flowversion serves the order.
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? ORDER BY %4 DESC LIMIT 1")
                              .arg(versions.selectList(), versions.quotedTable(),
                                   versions.quote(QStringLiteral("flow_id")),
                                   versions.quote(QStringLiteral("version"))),
                          {flowId}, error))
        return false;
    *version = 0;
    *definition = QVariant();
    if (q.next()) {
        const QVariantMap row = versions.rowFrom(q);
        *version = row.value(QStringLiteral("version")).toInt();
        *definition = row.value(QStringLiteral("definition"));
    }
    q.finish();
    return true;
}

OperationPlan RestoreFlowVersion::plan(qint64 flowId, int version) const {
    OperationPlan p;
    const Catalog& catalog = m_conn.catalog();
    const TableDescriptor* flows = catalog.table(QStringLiteral("flows"));
    const TableDescriptor* versions = catalog.table(QStringLiteral("flow_versions"));
    if (!flows || !versions || flows->platform != Platform::Tabularia || !flows->column(QStringLiteral("definition")) ||
        !versions->column(QStringLiteral("definition"))) {
        p.refusal = tr("This database has no Tabularia flows and flow versions.");
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
    const RowStore store(m_conn, *versions);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? AND %4 = ?")
                              .arg(store.selectList(), store.quotedTable(), store.quote(QStringLiteral("flow_id")),
                                   store.quote(QStringLiteral("version"))),
                          {flowId, version}, &error)) {
        p.refusal = tr("Could not read the versions of flow %1: %2").arg(flowId).arg(error);
        return p;
    }
    if (!q.next()) {
        p.refusal = tr("Flow %1 (%2) has no version %3.").arg(flowId).arg(name).arg(version);
        p.notFound = true;
        return p;
    }
    const QVariantMap chosen = store.rowFrom(q);
    q.finish();
    const QVariant definition = chosen.value(QStringLiteral("definition"));
    QJsonParseError parsed;
    QJsonDocument::fromJson(definition.toString().toUtf8(), &parsed);
    if (parsed.error != QJsonParseError::NoError) {
        p.refusal = tr("Version %1 of flow %2 is not JSON (%3 at character %4): the platform's editor could not open "
                       "it as the flow's definition, so it is not restored.")
                        .arg(version)
                        .arg(flowId)
                        .arg(parsed.errorString())
                        .arg(parsed.offset);
        return p;
    }
    int newestVersion = 0;
    QVariant newestDefinition;
    if (!newest(flowId, false, &newestVersion, &newestDefinition, &error)) {
        p.refusal = tr("Could not read the versions of flow %1: %2").arg(flowId).arg(error);
        return p;
    }
    // _snapshot_version appends nothing when the newest version already holds the definition.
    const bool appends = !valuecodec::sameStored(newestDefinition, definition);
    const bool flowHasIt = valuecodec::sameStored(p.row.value(QStringLiteral("definition")), definition);
    if (!appends && flowHasIt) {
        p.refusal = tr("Version %1 is already the current definition of flow %2 (%3): there is nothing to restore.")
                        .arg(version)
                        .arg(flowId)
                        .arg(name);
        return p;
    }

    ChangeSet flowChange = ChangeSet::update(QStringLiteral("flows"), p.row, {});
    flowChange.carried.insert(QStringLiteral("definition"), definition); // byte for byte, as the version keeps it
    // Set as the platform sets it, also when the flow's definition is already the version's (then only the
    // version is appended): the promotion is a change of the flow, audited on it.
    if (flows->column(QStringLiteral("updated_at")))
        flowChange.values.insert(QStringLiteral("updated_at"), QDateTime::currentDateTimeUtc());
    p.changes << flowChange;
    if (appends) {
        ChangeSet appended = ChangeSet::insert(QStringLiteral("flow_versions"), {});
        appended.values.insert(QStringLiteral("flow_id"), flowId);
        appended.values.insert(QStringLiteral("version"), newestVersion + 1);
        appended.carried.insert(QStringLiteral("definition"), definition);
        appended.values.insert(QStringLiteral("note"), platformNote(version));
        appended.values.insert(QStringLiteral("created_by"), m_actor.userId.isValid() && !m_actor.userId.isNull()
                                                                 ? QVariant(m_actor.userId.toLongLong())
                                                                 : QVariant());
        if (versions->column(QStringLiteral("created_at")))
            appended.values.insert(QStringLiteral("created_at"), QDateTime::currentDateTimeUtc());
        p.changes << appended;
    }
    p.facts.insert(kFrom, version);
    p.facts.insert(kNewest, newestVersion);
    p.facts.insert(kAppends, appends);
    p.facts.insert(kName, name);

    p.sentences << tr("Flow %1 (%2) gets the definition of its version %3 back, as the platform's promote does.")
                       .arg(flowId)
                       .arg(name)
                       .arg(version);
    if (appends)
        p.sentences << tr("Appends version %1 with that definition and the note \"%2\"; versions 1 to %3 stay as they "
                          "are.")
                           .arg(newestVersion + 1)
                           .arg(platformNote(version))
                           .arg(newestVersion);
    else
        p.sentences << tr("Its newest version %1 already holds that definition: no version is appended, as the "
                          "platform appends none.")
                           .arg(newestVersion);
    p.sentences << tr("Audited as flow.promote on the flow, with the version it came from.");
    return p;
}

WriteResult RestoreFlowVersion::apply(const OperationPlan& plan, RowWriter& writer, int* appended) const {
    if (appended)
        *appended = 0;
    const QVariant flowId = plan.row.value(QStringLiteral("id"));
    const int from = plan.facts.value(kFrom).toInt();
    const int planned = plan.facts.value(kNewest).toInt();
    const QString name = plan.facts.value(kName).toString();
    const auto recheck = [&](WriteResult* stop) {
        // No save or promotion appended a version since plan() (the flow locked on PostgreSQL); the flow's own row
        // is checked by the optimistic update that follows.
        int now = 0;
        QVariant definition;
        QString error;
        if (!newest(flowId, true, &now, &definition, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read the versions of flow %1: %2").arg(flowId.toString(), error);
            return false;
        }
        if (now == planned)
            return true;
        bool found = false;
        if (!RowStore(m_conn, *m_conn.catalog().table(QStringLiteral("flows")))
                 .fetch({flowId}, &stop->current, &found, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read flow %1: %2").arg(flowId.toString(), error);
            return false;
        }
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->rowGone = !found;
        stop->message =
            tr("Flow %1 got version %2 since it was read: nothing was written.").arg(flowId.toString()).arg(now);
        return false;
    };
    const auto steps = [&]() {
        QList<OperationWriter::Step> out;
        OperationWriter::Step flow{plan.changes.value(0), {}};
        if (flow.change.values.contains(QStringLiteral("updated_at")))
            flow.change.values.insert(QStringLiteral("updated_at"), QDateTime::currentDateTimeUtc());
        flow.how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
            // promote_flow_version: record_audit(FLOW_PROMOTE, target flow, detail from_version).
            event->action = QStringLiteral("flow.promote");
            event->targetType = QStringLiteral("flow");
            event->targetId = flowId;
            event->targetLabel = name;
            event->detail.insert(QStringLiteral("from_version"), from);
        };
        out << flow;
        if (plan.changes.size() > 1) {
            OperationWriter::Step version{plan.changes.at(1), {}};
            version.how.platformAudit = false; // the promotion's one audit row is the flow's
            if (version.change.values.contains(QStringLiteral("created_at")))
                version.change.values.insert(QStringLiteral("created_at"), QDateTime::currentDateTimeUtc());
            out << version;
        }
        return out;
    };
    const WriteResult r = OperationWriter::apply(plan, writer, recheck, steps);
    if (r.ok() && appended && plan.facts.value(kAppends).toBool())
        *appended = planned + 1;
    return r;
}

} // namespace metadesk
