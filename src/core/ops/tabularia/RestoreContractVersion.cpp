#include "RestoreContractVersion.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/OperationWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kContracts = QStringLiteral("data_contracts");
const QString kVersions = QStringLiteral("data_contract_versions");
const QString kFrom = QStringLiteral("from_version");
const QString kAppends = QStringLiteral("appends_version");
const QString kName = QStringLiteral("datasource_name");
const QString kRules = QStringLiteral("rules");
const QString kDatasource = QStringLiteral("datasource_id");

/// The first row of `table` whose `column` = `value` and, when given, `column2` = `value2`.
bool rowWhere(const DbConnection& conn, const TableDescriptor& table, const QString& column, const QVariant& value,
              const QString& column2, const QVariant& value2, QVariantMap* row, bool* found, QString* error) {
    const RowStore store(conn, table);
    QString where = store.quote(column) + QStringLiteral(" = ?");
    QVariantList values{value};
    if (!column2.isEmpty()) {
        where += QStringLiteral(" AND ") + store.quote(column2) + QStringLiteral(" = ?");
        values << value2;
    }
    QSqlQuery q(conn.db());
    if (!conn.execBound(
            &q, QStringLiteral("SELECT %1 FROM %2 WHERE %3").arg(store.selectList(), store.quotedTable(), where),
            values, error))
        return false;
    *found = q.next();
    if (*found)
        *row = store.rowFrom(q);
    q.finish();
    return true;
}
} // namespace

RestoreContractVersion::RestoreContractVersion(const DbConnection& connection, const Actor& actor)
    : m_conn(connection), m_actor(actor) {}

OperationPlan RestoreContractVersion::plan(qint64 datasourceId, int version) const {
    OperationPlan p;
    const Catalog& catalog = m_conn.catalog();
    const TableDescriptor* datasources = catalog.table(QStringLiteral("datasources"));
    const TableDescriptor* contracts = catalog.table(kContracts);
    const TableDescriptor* versions = catalog.table(kVersions);
    if (!datasources || !contracts || !versions || contracts->platform != Platform::Tabularia) {
        p.refusal = tr("This database has no Tabularia data contracts.");
        return p;
    }
    QString error;
    bool found = false;
    QVariantMap datasource;
    if (!RowStore(m_conn, *datasources).fetch({datasourceId}, &datasource, &found, &error)) {
        p.refusal = tr("Could not read datasource %1: %2").arg(datasourceId).arg(error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no datasource %1.").arg(datasourceId);
        p.notFound = true;
        return p;
    }
    const QString name = datasource.value(QStringLiteral("name")).toString();
    if (!rowWhere(m_conn, *contracts, kDatasource, datasourceId, {}, {}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read the contract of datasource %1: %2").arg(datasourceId).arg(error);
        return p;
    }
    if (!found) {
        // routes/contracts.py `_contract`: 404 "Questa datasource non ha un data contract".
        p.refusal = tr("Datasource %1 (%2) has no data contract: there is nothing to restore a version into.")
                        .arg(datasourceId)
                        .arg(name);
        p.notFound = true;
        return p;
    }
    QVariantMap chosen;
    if (!rowWhere(m_conn, *versions, kDatasource, datasourceId, QStringLiteral("version"), version, &chosen, &found,
                  &error)) {
        p.refusal = tr("Could not read the contract versions of datasource %1: %2").arg(datasourceId).arg(error);
        return p;
    }
    if (!found) {
        p.refusal =
            tr("The contract of datasource %1 (%2) has no version %3.").arg(datasourceId).arg(name).arg(version);
        p.notFound = true;
        return p;
    }
    const QVariant document = chosen.value(QStringLiteral("document"));
    QJsonParseError parsed;
    const QJsonDocument json = QJsonDocument::fromJson(document.toString().toUtf8(), &parsed);
    // services/contracts.py `validate_document`: a contract is an object whose "rules" (when present) is a list.
    if (parsed.error != QJsonParseError::NoError || !json.isObject() ||
        (json.object().contains(kRules) && !json.object().value(kRules).isArray())) {
        p.refusal = tr("Version %1 of the contract of datasource %2 is not a contract document (JSON with a list of "
                       "rules): the platform would refuse to save it, so it is not restored.")
                        .arg(version)
                        .arg(datasourceId);
        return p;
    }
    const int current = p.row.value(QStringLiteral("version")).toInt();
    if (valuecodec::sameStored(p.row.value(QStringLiteral("document")), document)) {
        // `save`: an unchanged document is no new version.
        p.refusal = tr("Version %1 is already the current document of the contract of datasource %2 (%3, version "
                       "%4): there is nothing to restore.")
                        .arg(version)
                        .arg(datasourceId)
                        .arg(name)
                        .arg(current);
        return p;
    }
    const int next = current + 1;
    QVariantMap taken;
    if (!rowWhere(m_conn, *versions, kDatasource, datasourceId, QStringLiteral("version"), next, &taken, &found,
                  &error)) {
        p.refusal = tr("Could not read the contract versions of datasource %1: %2").arg(datasourceId).arg(error);
        return p;
    }
    if (found) {
        p.refusal = tr("The contract of datasource %1 is at version %2, but a version %3 is already saved "
                       "(uq_contract_version): the platform's next save would fail the same way. Nothing is written.")
                        .arg(datasourceId)
                        .arg(current)
                        .arg(next);
        return p;
    }

    const QDateTime now = QDateTime::currentDateTimeUtc();
    ChangeSet contract = ChangeSet::update(kContracts, p.row, {});
    contract.carried.insert(QStringLiteral("document"), document); // byte for byte, as the version keeps it
    contract.values.insert(QStringLiteral("version"), next);
    // The report there was about another contract: "pending", unchecked (contracts.save).
    contract.values.insert(QStringLiteral("status"), QStringLiteral("pending"));
    contract.values.insert(QStringLiteral("checked_at"), QVariant());
    contract.values.insert(QStringLiteral("errors"), 0);
    contract.values.insert(QStringLiteral("warnings"), 0);
    contract.carried.insert(QStringLiteral("last_report"), QVariant());
    if (contracts->column(QStringLiteral("updated_at")))
        contract.values.insert(QStringLiteral("updated_at"), now);
    p.changes << contract;
    ChangeSet appended = ChangeSet::insert(kVersions, {});
    appended.values.insert(kDatasource, datasourceId);
    appended.values.insert(QStringLiteral("version"), next);
    appended.carried.insert(QStringLiteral("document"), document);
    appended.values.insert(QStringLiteral("created_by"), m_actor.userId.isValid() && !m_actor.userId.isNull()
                                                             ? QVariant(m_actor.userId.toLongLong())
                                                             : QVariant());
    if (versions->column(QStringLiteral("created_at")))
        appended.values.insert(QStringLiteral("created_at"), now);
    p.changes << appended;

    p.facts.insert(kFrom, version);
    p.facts.insert(kAppends, next);
    p.facts.insert(kName, name);
    p.facts.insert(kRules, json.object().value(kRules).toArray().size());

    p.sentences << tr("The contract of datasource %1 (%2) gets the document of its version %3 back, saved as the "
                      "platform saves a contract.")
                       .arg(datasourceId)
                       .arg(name)
                       .arg(version);
    p.sentences << tr("Appends version %1 with that document (%n rule(s)); versions up to %2 stay as they are.",
                      nullptr, int(json.object().value(kRules).toArray().size()))
                       .arg(next)
                       .arg(current);
    p.sentences << tr("Its state goes back to pending (not checked against the data it serves): the platform checks "
                      "it on its next refresh, publish or manual check. Metadesk asks no engine.");
    p.sentences << tr("Audited as contract.save on the datasource, with the new version.");
    return p;
}

WriteResult RestoreContractVersion::apply(const OperationPlan& plan, RowWriter& writer, int* appended) const {
    if (appended)
        *appended = 0;
    const QVariant contractId = plan.row.value(QStringLiteral("id"));
    const QVariant datasourceId = plan.row.value(kDatasource);
    const int next = plan.facts.value(kAppends).toInt();
    const auto recheck = [&](WriteResult* stop) {
        if (!m_conn.isPostgres())
            return true; // SQLite's write lock is already held; the contract's update is optimistic
        // No save, check or result moves the contract before this transaction ends.
        const RowStore store(m_conn, *m_conn.catalog().table(kContracts));
        QSqlQuery lock(m_conn.db());
        QString error;
        if (!m_conn.execBound(&lock,
                              QStringLiteral("SELECT %1 FROM %2 WHERE %1 = ? FOR UPDATE")
                                  .arg(store.quote(QStringLiteral("id")), store.quotedTable()),
                              {contractId}, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read the contract of datasource %1: %2").arg(datasourceId.toString(), error);
            return false;
        }
        return true;
    };
    const auto steps = [&]() {
        QList<OperationWriter::Step> out;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        OperationWriter::Step contract{plan.changes.value(0), {}};
        if (contract.change.values.contains(QStringLiteral("updated_at")))
            contract.change.values.insert(QStringLiteral("updated_at"), now);
        contract.how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
            // put_contract: record_audit(CONTRACT_SAVE, target datasource, detail version, rules, enabled, notify).
            event->action = QStringLiteral("contract.save");
            event->targetType = QStringLiteral("datasource");
            event->targetId = datasourceId;
            event->targetLabel = plan.facts.value(kName).toString();
            event->detail.insert(QStringLiteral("version"), next);
            event->detail.insert(QStringLiteral("rules"), plan.facts.value(kRules).toInt());
            event->detail.insert(QStringLiteral("enabled"), plan.row.value(QStringLiteral("enabled")).toBool());
            event->detail.insert(QStringLiteral("notify"),
                                 !plan.row.value(QStringLiteral("notify_emails")).toString().isEmpty() &&
                                     !plan.row.value(QStringLiteral("notify_connection_id")).isNull());
            event->detail.insert(kFrom, plan.facts.value(kFrom).toInt());
        };
        // The state columns are the platform's to set; a save sets them, and so does this one.
        contract.how.writes = {QStringLiteral("document"),   QStringLiteral("version"), QStringLiteral("status"),
                               QStringLiteral("checked_at"), QStringLiteral("errors"),  QStringLiteral("warnings"),
                               QStringLiteral("last_report")};
        out << contract;
        OperationWriter::Step version{plan.changes.value(1), {}};
        version.how.platformAudit = false; // the save's one audit row is the contract's
        if (version.change.values.contains(QStringLiteral("created_at")))
            version.change.values.insert(QStringLiteral("created_at"), now);
        out << version;
        return out;
    };
    const WriteResult r = OperationWriter::apply(plan, writer, recheck, steps);
    if (r.ok() && appended)
        *appended = next;
    return r;
}

} // namespace metadesk
