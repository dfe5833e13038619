#include "CloseRun.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/home/HomeSummary.h"
#include "core/ops/OperationWriter.h"

#include <QSqlQuery>

#include <limits>
#include <optional>

namespace metadesk {

namespace {
const QString kMark = QStringLiteral("mark");
const QString kNow = QStringLiteral("planned_at");

/// Whole seconds from a stored time to `now`; -1 when the time is NULL or unreadable.
qint64 ageSeconds(const QVariant& stored, const QDateTime& now) {
    if (stored.isNull())
        return -1;
    const QDateTime t = valuecodec::parseTimestamp(stored);
    return t.isValid() ? t.secsTo(now) : -1;
}

QString age(qint64 seconds) {
    return HomeSummary::durationText(int(qBound<qint64>(qint64(0), seconds, qint64(std::numeric_limits<int>::max()))));
}
} // namespace

CloseRun::CloseRun(const DbConnection& connection, const RunThresholds& thresholds)
    : m_conn(connection), m_thresholds(thresholds) {}

QString CloseRun::platformError(RunQueue::Mark mark, const RunThresholds& thresholds) {
    switch (mark) {
    case RunQueue::Mark::Dead: // models/run.py, ORCHESTRATION_INTERRUPTED
        return QStringLiteral("Orchestrazione interrotta: il processo che la eseguiva si è fermato e i passi "
                              "rimanenti non sono stati eseguiti. Controlla cosa è già stato prodotto e rilancia il "
                              "flusso.");
    case RunQueue::Mark::QueuedTooLong: // routes/runs.py, QUEUE_TIMED_OUT
        return QStringLiteral("Rimasta in coda troppo a lungo senza che un orchestratore la prendesse in carico: "
                              "non è stata eseguita. Rilancia il flusso.");
    case RunQueue::Mark::TimedOut: // routes/runs.py, _reconcile: the threshold in whole minutes
        return QStringLiteral("Timeout: il run ha superato il tempo massimo (%1 min) senza completare ed è stato "
                              "interrotto. Se il flusso è solo lento, aumenta il limite "
                              "(ENGINE__RUN_STALE_TIMEOUT_SECONDS) o riduci i dati.")
            .arg(thresholds.runStaleTimeoutSeconds / 60);
    }
    return {};
}

OperationPlan CloseRun::plan(qint64 id, const QDateTime& nowUtc) const {
    OperationPlan p;
    const QDateTime now = nowUtc.toUTC();
    const RunQueue queue(m_conn, m_thresholds, now);
    QString error;
    if (!queue.isAvailable(&error)) {
        p.refusal = error;
        return p;
    }
    const TableDescriptor& runs = *m_conn.catalog().table(QStringLiteral("runs"));
    bool found = false;
    if (!RowStore(m_conn, runs).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read run %1: %2").arg(id).arg(error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no run %1.").arg(id);
        p.notFound = true;
        return p;
    }
    const QString kind = p.row.value(QStringLiteral("kind")).toString();
    const QString status = p.row.value(QStringLiteral("status")).toString();
    std::optional<RunQueue::Mark> mark;
    for (RunQueue::Mark m : RunQueue::allMarks()) {
        bool yes = false;
        if (!queue.qualifies(id, m, false, &yes, &error)) {
            p.refusal = tr("Could not read run %1: %2").arg(id).arg(error);
            return p;
        }
        if (yes) {
            mark = m;
            break;
        }
    }
    if (!mark) {
        // Why not, in the platform's terms.
        if (status == QLatin1String("SUCCESS") || status == QLatin1String("FAILURE"))
            p.refusal = tr("Run %1 has already finished (%2): there is nothing to close.").arg(id).arg(status);
        else if (kind == QLatin1String("orchestration") && status == QLatin1String("STARTED"))
            p.refusal = tr("Run %1 is a live orchestration: its orchestrator beat %2 ago, within the %3 after which "
                           "the platform gives it up as dead.")
                            .arg(id)
                            .arg(age(ageSeconds(p.row.value(QStringLiteral("heartbeat_at")), now)),
                                 HomeSummary::durationText(m_thresholds.deadAfterSeconds));
        else if (kind == QLatin1String("orchestration"))
            p.refusal = tr("Run %1 has waited in the queue for %2, within the %3 after which the platform closes it "
                           "as never started.")
                            .arg(id)
                            .arg(age(ageSeconds(p.row.value(QStringLiteral("started_at")), now)),
                                 HomeSummary::durationText(m_thresholds.queueTimeoutSeconds));
        else
            p.refusal = tr("Run %1 is a running engine run within the %2 after which the platform gives it up as "
                           "timed out.")
                            .arg(id)
                            .arg(HomeSummary::durationText(m_thresholds.runStaleTimeoutSeconds));
        return p;
    }

    ChangeSet change = ChangeSet::update(QStringLiteral("runs"), p.row, {});
    change.values.insert(QStringLiteral("status"), QStringLiteral("FAILURE"));
    change.values.insert(QStringLiteral("error"), platformError(*mark, m_thresholds));
    change.values.insert(QStringLiteral("finished_at"), now);
    if (*mark == RunQueue::Mark::TimedOut && runs.column(QStringLiteral("error_detail")))
        change.values.insert(QStringLiteral("error_detail"), QVariant()); // the engine's traceback is not this failure
    p.changes << change;
    p.facts.insert(kMark, RunQueue::markName(*mark));
    p.facts.insert(kNow, now);

    switch (*mark) {
    case RunQueue::Mark::Dead: {
        const qint64 silent = ageSeconds(p.row.value(QStringLiteral("heartbeat_at")), now);
        p.sentences << (silent < 0 ? tr("Run %1 is a dead orchestration: it was claimed by %2 and never beat.")
                                         .arg(id)
                                         .arg(p.row.value(QStringLiteral("claimed_by")).toString())
                                   : tr("Run %1 is a dead orchestration: its orchestrator %2 has not beaten for %3 "
                                        "(the platform gives up after %4).")
                                         .arg(id)
                                         .arg(p.row.value(QStringLiteral("claimed_by")).toString(), age(silent),
                                              HomeSummary::durationText(m_thresholds.deadAfterSeconds)));
        p.sentences << tr("It is closed, not resumed: its steps already wrote, and running them again would "
                          "duplicate appended outputs.");
        // The sweep closes the orchestration alone; its children go their own way (each is given up as timed out
        // once past the stale timeout), so say how many are still live rather than leave them unmentioned.
        if (runs.column(QStringLiteral("parent_run_id"))) {
            QSqlQuery q(m_conn.db());
            if (m_conn.execBound(&q,
                                 QStringLiteral("SELECT COUNT(*) FROM runs WHERE parent_run_id = ? AND status IN "
                                                "('PENDING', 'STARTED')"),
                                 {p.row.value(QStringLiteral("id"))}, &error) &&
                q.next() && q.value(0).toLongLong() > 0)
                p.sentences << tr("Its %1 child run(s) still queued or running are left as they are, as the "
                                  "platform's sweep leaves them: each is closed as timed out once past %2.")
                                   .arg(q.value(0).toLongLong())
                                   .arg(HomeSummary::durationText(m_thresholds.runStaleTimeoutSeconds));
        }
        break;
    }
    case RunQueue::Mark::QueuedTooLong:
        p.sentences << tr("Run %1 has waited in the queue for %2 without an orchestrator claiming it (the platform "
                          "gives up after %3): it is closed as never started.")
                           .arg(id)
                           .arg(age(ageSeconds(p.row.value(QStringLiteral("started_at")), now)),
                                HomeSummary::durationText(m_thresholds.queueTimeoutSeconds));
        break;
    case RunQueue::Mark::TimedOut:
        p.sentences << tr("Run %1 (%2) has been %3 for longer than %4: the platform calls it lost and closes it.")
                           .arg(id)
                           .arg(kind, status, HomeSummary::durationText(m_thresholds.runStaleTimeoutSeconds));
        p.sentences << tr("Metadesk cannot reach the engine: the platform also revokes the task there. With the "
                          "default threshold Celery has already killed it.");
        break;
    }
    p.sentences << tr("Sets status FAILURE, the platform's message in error and finished_at to now.");
    return p;
}

OperationPlan CloseRun::planAsSeen(const QVariantMap& seen, const QDateTime& nowUtc) const {
    // The columns that say where a run is in its life: another value there means it moved on since it was seen.
    static const QStringList kLife = {
        QStringLiteral("status"),     QStringLiteral("claimed_by"),        QStringLiteral("heartbeat_at"),
        QStringLiteral("started_at"), QStringLiteral("engine_started_at"), QStringLiteral("finished_at")};
    const qint64 id = seen.value(QStringLiteral("id")).toLongLong();
    OperationPlan p = plan(id, nowUtc);
    if (p.notFound)
        return p;
    for (const QString& c : kLife) {
        if (seen.contains(c) && p.row.contains(c) && !valuecodec::sameStored(seen.value(c), p.row.value(c))) {
            const QString why = p.refusal;
            p.refusal = tr("Run %1 changed since it was read: nothing was written.").arg(id) +
                        (why.isEmpty() ? QString() : QLatin1Char(' ') + why);
            p.changes.clear();
            break;
        }
    }
    return p;
}

WriteResult CloseRun::apply(const OperationPlan& plan, RowWriter& writer) const {
    std::optional<RunQueue::Mark> mark;
    for (RunQueue::Mark m : RunQueue::allMarks())
        if (RunQueue::markName(m) == plan.facts.value(kMark).toString())
            mark = m;
    if (!plan.isRefused() && !mark) {
        WriteResult result;
        result.outcome = WriteResult::Outcome::Invalid;
        result.message = tr("The plan names no rule to close the run by.");
        return result;
    }
    const QVariant id = plan.row.value(QStringLiteral("id"));
    const TableDescriptor* runs = m_conn.catalog().table(QStringLiteral("runs"));
    QDateTime now;
    const auto recheck = [&](WriteResult* stop) {
        // The whole condition again, now: the row still bears the mark (locked so on PostgreSQL) …
        now = QDateTime::currentDateTimeUtc();
        const RunQueue queue(m_conn, m_thresholds, now);
        QString error;
        bool yes = false;
        if (!queue.qualifies(id, *mark, true, &yes, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read run %1: %2").arg(id.toString(), error);
            return false;
        }
        if (yes)
            return true;
        bool found = false;
        if (!RowStore(m_conn, *runs).fetch({id}, &stop->current, &found, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read run %1: %2").arg(id.toString(), error);
            return false;
        }
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->rowGone = !found;
        stop->message = found ? tr("Run %1 changed since it was read and is no longer a %2: nothing was written.")
                                    .arg(id.toString(), RunQueue::markText(*mark))
                              : tr("Run %1 was deleted since it was read: nothing was written.").arg(id.toString());
        return false;
    };
    const auto steps = [&]() {
        // … and still holds every value plan() read (the optimistic update).
        OperationWriter::Step step{plan.changes.constFirst(), {}};
        step.change.values.insert(QStringLiteral("finished_at"), now);
        step.how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
            event->detail.insert(QStringLiteral("operation"), QStringLiteral("close"));
            event->detail.insert(QStringLiteral("closed_as"), RunQueue::markName(*mark));
        };
        return QList<OperationWriter::Step>{step};
    };
    return OperationWriter::apply(plan, writer, recheck, steps);
}

} // namespace metadesk
