#include "RetryContractAlert.h"

#include "core/catalog/Catalog.h"
#include "core/checks/RunAges.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/OperationWriter.h"

namespace metadesk {

namespace {
const QString kResults = QStringLiteral("data_contract_results");
const QString kNotify = QStringLiteral("notify");
const QString kEvaluatedAt = QStringLiteral("evaluated_at");
} // namespace

OperationPlan RetryContractAlert::plan(qint64 id, const QDateTime& nowUtc) const {
    OperationPlan p;
    const TableDescriptor* results = m_conn.catalog().table(kResults);
    if (!results || results->platform != Platform::Tabularia || !results->column(kNotify) ||
        !results->column(kEvaluatedAt)) {
        p.refusal = tr("This database has no Tabularia contract alerts (data_contract_results.notify).");
        return p;
    }
    QString error;
    bool found = false;
    if (!RowStore(m_conn, *results).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read contract result %1: %2").arg(id).arg(error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no contract result %1.").arg(id);
        p.notFound = true;
        return p;
    }
    const QVariant notify = p.row.value(kNotify);
    if (notify.toString() != QLatin1String("sending")) {
        p.refusal =
            notify.isNull()
                ? tr("Contract result %1 has no alert to send (notify is empty): there is no claim to release.").arg(id)
            : notify.toString() == QLatin1String("pending")
                ? tr("The alert of contract result %1 is pending, not claimed: the scheduler sends it on its next "
                     "tick, there is no claim to release.")
                      .arg(id)
                : tr("The alert of contract result %1 is %2, not claimed: it is finished, and the platform never "
                     "sends a finished alert again.")
                      .arg(id)
                      .arg(notify.toString());
        return p;
    }
    const QDateTime evaluated = valuecodec::parseTimestamp(p.row.value(kEvaluatedAt));
    const qint64 age = evaluated.isValid() ? evaluated.secsTo(nowUtc) : -1;
    if (age < checks::kNotificationStuckSeconds) {
        p.refusal = tr("The alert of contract result %1 was evaluated %2 seconds ago: its sender may still be at work "
                       "(each send waits up to 60 s), and releasing it now could send the email twice. Wait until it "
                       "is %3 minutes old.")
                        .arg(id)
                        .arg(qMax<qint64>(age, 0))
                        .arg(checks::kNotificationStuckSeconds / 60);
        return p;
    }
    p.changes << ChangeSet::update(kResults, p.row, {{kNotify, QStringLiteral("pending")}});
    p.sentences << tr("The alert of contract result %1 (datasource %2, evaluated %3 UTC) was claimed by a scheduler "
                      "and never finished: notify goes from 'sending' back to 'pending'.")
                       .arg(id)
                       .arg(p.row.value(QStringLiteral("datasource_id")).toString(),
                            evaluated.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    p.sentences << tr("The platform's scheduler sends it on its next tick; Metadesk sends nothing. If the first sender "
                      "did send it before it died, the recipients get it twice.");
    p.sentences << tr("Written only if the alert is still the claim read now; audited as contract_result.update.");
    return p;
}

OperationPlan RetryContractAlert::planAsSeen(const QVariantMap& seen, const QDateTime& nowUtc) const {
    const qint64 id = seen.value(QStringLiteral("id")).toLongLong();
    OperationPlan p = plan(id, nowUtc);
    if (p.notFound)
        return p;
    for (const QString& c : {kNotify, kEvaluatedAt}) {
        if (seen.contains(c) && p.row.contains(c) && !valuecodec::sameStored(seen.value(c), p.row.value(c))) {
            const QString why = p.refusal;
            p.refusal = tr("The alert of contract result %1 changed since it was read: nothing was written.").arg(id) +
                        (why.isEmpty() ? QString() : QLatin1Char(' ') + why);
            p.changes.clear();
            break;
        }
    }
    return p;
}

WriteResult RetryContractAlert::apply(const OperationPlan& plan, RowWriter& writer) const {
    const auto steps = [&]() {
        OperationWriter::Step step{plan.changes.value(0), {}};
        step.how.writes = {kNotify};
        return QList<OperationWriter::Step>{step};
    };
    // The update itself is the condition: WHERE the key AND every value read, 'sending' included (RowWriter).
    return OperationWriter::apply(plan, writer, {}, steps);
}

} // namespace metadesk
