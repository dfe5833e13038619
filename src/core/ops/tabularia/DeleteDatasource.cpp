#include "DeleteDatasource.h"

#include "DatasourceOrigin.h"
#include "DatasourceRows.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/ops/OperationWriter.h"

#include <QLocale>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kRuns = QStringLiteral("runs");
const QString kContracts = QStringLiteral("data_contracts");
const QString kVersions = QStringLiteral("data_contract_versions");
const QString kResults = QStringLiteral("data_contract_results");
const QString kViews = QStringLiteral("saved_views");
const QString kBlobs = QStringLiteral("pending_blob_deletions");
const QString kQueued = QStringLiteral("queued_objects");
const QString kOrigin = QStringLiteral("origin");
const QString kOriginLines = QStringLiteral("origin_lines");
const QString kWarnings = QStringLiteral("warnings");

/// "3, 4, 9" — the first ids of a list, for a sentence.
QString idList(const QVariantList& ids) {
    constexpr int kShown = 20;
    QStringList shown;
    for (qsizetype i = 0; i < ids.size() && i < kShown; ++i)
        shown << ids.at(i).toString();
    if (ids.size() > kShown)
        shown << DeleteDatasource::tr("… %n more", nullptr, int(ids.size() - kShown));
    return shown.join(QStringLiteral(", "));
}
} // namespace

DeleteDatasource::DeleteDatasource(const DbConnection& connection, const RunThresholds& thresholds)
    : m_conn(connection), m_thresholds(thresholds) {}

QString DeleteDatasource::platformReason(qint64 id) {
    return QStringLiteral("datasource %1 eliminata").arg(id);
}

int DeleteDatasource::graceSeconds(const RunThresholds& thresholds) {
    // services/blobgc.py: BLOB_DELETION_GRACE_SECONDS = engine.run_stale_timeout_seconds + 600.
    return thresholds.runStaleTimeoutSeconds + 600;
}

DeleteDatasource::Counts DeleteDatasource::counts(const OperationPlan& plan) {
    Counts c;
    c.runs = plan.facts.value(kRuns).toList();
    c.contracts = plan.facts.value(kContracts).toList();
    c.contractVersions = plan.facts.value(kVersions).toList();
    c.contractResults = plan.facts.value(kResults).toList();
    c.queuedObjects = plan.facts.value(kQueued).toInt();
    c.origin = plan.facts.value(kOrigin).toString();
    c.originLines = plan.facts.value(kOriginLines).toStringList();
    c.warnings = plan.facts.value(kWarnings).toStringList();
    return c;
}

OperationPlan DeleteDatasource::plan(qint64 id, const QDateTime& nowUtc) const {
    OperationPlan p;
    const Catalog& catalog = m_conn.catalog();
    const TableDescriptor* datasources = catalog.table(QStringLiteral("datasources"));
    if (!datasources || datasources->platform != Platform::Tabularia || !catalog.table(kRuns)) {
        p.refusal = tr("This database has no Tabularia datasources.");
        return p;
    }
    QString error;
    bool found = false;
    if (!RowStore(m_conn, *datasources).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read datasource %1: %2").arg(id).arg(error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no datasource %1.").arg(id);
        p.notFound = true;
        return p;
    }
    const QString name = p.row.value(QStringLiteral("name")).toString();
    if (!DatasourceRows::all(m_conn, id, &p.facts, &error)) {
        p.refusal = tr("Could not read what refers to datasource %1: %2").arg(id).arg(error);
        return p;
    }
    const QVariantList views = p.facts.value(kViews).toList();
    if (!views.isEmpty()) {
        p.refusal = tr("Datasource %1 (%2) is shown by %n saved view(s) (%3). Their reference has a foreign key the "
                       "platform's delete does not empty, so the database refuses the delete while they exist: "
                       "delete or move those views first. Nothing was written.",
                       nullptr, int(views.size()))
                        .arg(id)
                        .arg(name, idList(views));
        return p;
    }

    // The order the platform writes in: runs detached, the contract forgotten, the object queued, the row deleted.
    for (const DatasourceRows::Reference& ref : DatasourceRows::withFate(DatasourceRows::Fate::Detached)) {
        for (const QVariant& rowId : p.facts.value(ref.table).toList()) {
            ChangeSet detach = ChangeSet::update(ref.table, {{QStringLiteral("id"), rowId}, {ref.column, id}},
                                                 {{ref.column, QVariant()}});
            p.changes << detach;
        }
    }
    for (const DatasourceRows::Reference& ref : DatasourceRows::withFate(DatasourceRows::Fate::Removed)) {
        const QString& table = ref.table;
        const TableDescriptor* t = catalog.table(table);
        if (!t)
            continue;
        for (const QVariant& rowId : p.facts.value(table).toList()) {
            QVariantMap row;
            bool there = false;
            if (!RowStore(m_conn, *t).fetch({rowId}, &row, &there, &error)) {
                p.refusal = tr("Could not read %1 %2: %3").arg(table, rowId.toString(), error);
                return p;
            }
            if (there) // gone since it was listed: apply()'s recheck sees the difference
                p.changes << ChangeSet::remove(table, row);
        }
    }
    const QString bucket = p.row.value(QStringLiteral("bucket")).toString();
    const QString key = p.row.value(QStringLiteral("key")).toString();
    const TableDescriptor* blobs = catalog.table(kBlobs);
    const bool queues = !key.isEmpty() && blobs;
    if (queues) {
        ChangeSet queued = ChangeSet::insert(kBlobs, {});
        queued.values.insert(QStringLiteral("bucket"), bucket);
        queued.values.insert(QStringLiteral("key"), key);
        queued.values.insert(QStringLiteral("reason"), platformReason(id));
        queued.values.insert(QStringLiteral("delete_after"), nowUtc.addSecs(graceSeconds(m_thresholds)));
        queued.values.insert(QStringLiteral("created_at"), nowUtc);
        p.changes << queued;
    }
    p.changes << ChangeSet::remove(QStringLiteral("datasources"), p.row);
    p.facts.insert(kQueued, queues ? 1 : 0);

    const Counts c = counts(p);
    p.sentences << tr("Datasource %1 (%2) is deleted, as the platform's delete does.").arg(id).arg(name);
    DatasourceOrigin origin;
    if (!DatasourceOrigin::describe(m_conn, p.row, &origin, &error)) {
        p.refusal = tr("Could not read where datasource %1 comes from: %2").arg(id).arg(error);
        return p;
    }
    p.facts.insert(kOrigin, DatasourceOrigin::fromName(origin.from));
    p.facts.insert(kOriginLines, origin.lines);
    p.facts.insert(kWarnings, origin.warnings);
    p.sentences << origin.lines;
    for (const QString& warning : std::as_const(origin.warnings))
        p.sentences << tr("Warning: %1").arg(warning);
    p.sentences << (c.runs.isEmpty()
                        ? tr("No run refers to it.")
                        : tr("%n run(s) that refer to it stay, without the reference (runs.datasource_id emptied): %1.",
                             nullptr, int(c.runs.size()))
                              .arg(idList(c.runs)));
    if (c.contracts.isEmpty() && c.contractVersions.isEmpty() && c.contractResults.isEmpty())
        p.sentences << tr("It has no data contract, contract versions or contract results.");
    else
        p.sentences << tr("Its data contract rows are removed: %1 contract, %2 contract version(s), %3 contract "
                          "result(s).")
                           .arg(c.contracts.size())
                           .arg(c.contractVersions.size())
                           .arg(c.contractResults.size());
    if (queues)
        p.sentences
            << tr("Its stored object %1/%2 is queued in pending_blob_deletions; the platform's sweep deletes "
                  "it after %3 (UTC), %4 seconds from now.")
                   .arg(bucket, key,
                        nowUtc.addSecs(graceSeconds(m_thresholds)).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")))
                   .arg(graceSeconds(m_thresholds));
    else if (key.isEmpty())
        p.sentences << tr("It has no stored object (never ingested): nothing is queued for deletion.");
    else
        p.sentences << tr("This database has no pending_blob_deletions table: its stored object %1/%2 is not queued.")
                           .arg(bucket, key);
    p.sentences << tr("Audited as datasource.delete on the datasource.");
    return p;
}

WriteResult DeleteDatasource::apply(const OperationPlan& plan, RowWriter& writer) const {
    const QVariant id = plan.row.value(QStringLiteral("id"));
    const QString name = plan.row.value(QStringLiteral("name")).toString();
    const QString kind = plan.row.value(QStringLiteral("kind")).toString();
    const TableDescriptor* datasources = m_conn.catalog().table(QStringLiteral("datasources"));
    const auto recheck = [&](WriteResult* stop) {
        QString error;
        const auto failed = [&]() {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read what refers to datasource %1: %2").arg(id.toString(), error);
            return false;
        };
        const RowStore store(m_conn, *datasources);
        if (m_conn.isPostgres()) {
            // No refresh, publish or contract save attaches anything to it before this transaction ends.
            QSqlQuery lock(m_conn.db());
            if (!m_conn.execBound(&lock,
                                  QStringLiteral("SELECT %1 FROM %2 WHERE %1 = ? FOR UPDATE")
                                      .arg(store.quote(QStringLiteral("id")), store.quotedTable()),
                                  {id}, &error))
                return failed();
            lock.finish();
        }
        QVariantMap now;
        if (!DatasourceRows::all(m_conn, id, &now, &error))
            return failed();
        QStringList moved;
        for (const DatasourceRows::Reference& ref : DatasourceRows::references())
            if (now.value(ref.table).toList() != plan.facts.value(ref.table).toList())
                moved << ref.table;
        if (moved.isEmpty())
            return true;
        bool found = false;
        if (!store.fetch({id}, &stop->current, &found, &error))
            return failed();
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->rowGone = !found;
        stop->message = tr("What refers to datasource %1 changed since it was read (%2): nothing was written.")
                            .arg(id.toString(), QLocale().createSeparatedList(moved));
        return false;
    };
    const auto steps = [&]() {
        QList<OperationWriter::Step> out;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const ChangeSet& change : plan.changes) {
            OperationWriter::Step step{change, {}};
            if (change.table == kBlobs) {
                // The moment of writing, as schedule_blob_deletion takes it.
                step.change.values.insert(QStringLiteral("delete_after"), now.addSecs(graceSeconds(m_thresholds)));
                step.change.values.insert(QStringLiteral("created_at"), now);
            }
            if (change.table == QLatin1String("datasources")) {
                step.how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
                    // delete_datasource: record_audit(DS_DELETE, target datasource, detail {"kind": ds_kind}).
                    event->action = QStringLiteral("datasource.delete");
                    event->targetType = QStringLiteral("datasource");
                    event->targetId = id;
                    event->targetLabel = name;
                    event->detail.insert(QStringLiteral("kind"), kind);
                };
            } else {
                step.how.platformAudit = false; // the delete's one audit row is the datasource's
            }
            out << step;
        }
        return out;
    };
    QList<WriteResult> results;
    const WriteResult r = OperationWriter::apply(plan, writer, recheck, steps, &results);
    if (!r.ok() || results.isEmpty())
        return r;
    WriteResult last = results.constLast(); // the datasource's delete
    if (!r.message.isEmpty())
        last.message = r.message;
    return last;
}

} // namespace metadesk
