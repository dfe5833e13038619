#include "IntegrityChecker.h"

#include "CheckContext.h"
#include "EngineRules.h"
#include "RowRule.h"
#include "RuleSet.h"
#include "core/db/DbConnection.h"
#include "core/schema/LiveSchema.h"

#include <QElapsedTimer>

#include <algorithm>
#include <thread>

namespace metadesk {

namespace checks {
RuleList allRules(const RunThresholds& thresholds) {
    return engineRules() + tabulariaRules(thresholds) + holotableRules();
}
} // namespace checks

qint64 IntegrityReport::total() const {
    qint64 n = 0;
    for (const RuleOutcome& o : outcomes)
        n += o.total;
    return n;
}

int IntegrityReport::failedRules() const {
    int n = 0;
    for (const RuleOutcome& o : outcomes)
        n += o.error.isEmpty() ? 0 : 1;
    return n;
}

QList<RuleInfo> IntegrityChecker::rules(const RunThresholds& thresholds) {
    QList<RuleInfo> out;
    for (const auto& rule : checks::allRules(thresholds))
        out << rule->info();
    return out;
}

bool IntegrityChecker::validRuleIds(const QStringList& ids, QString* why) {
    const QList<RuleInfo> known = rules();
    for (const QString& id : ids) {
        if (std::none_of(known.begin(), known.end(), [&id](const RuleInfo& r) { return r.id == id; })) {
            *why = tr("No rule has the id \"%1\".").arg(id);
            return false;
        }
    }
    return true;
}

IntegrityReport IntegrityChecker::run(const DbConnection& connection, const Options& options, CancelRequest* cancel,
                                      const Progress& progress) {
    IntegrityReport report;
    report.checkedAt = options.now.isValid() ? options.now.toUTC() : QDateTime::currentDateTimeUtc();
    LiveSchema live;
    QString error;
    if (!LiveSchema::read(connection, &live, &error)) {
        report.error = tr("Could not read the database's schema: %1").arg(error);
        return report;
    }
    CheckContext context(connection, live, report.checkedAt, options.exampleLimit, cancel, options.thresholds);
    context.setFernetKeys(options.fernetKeys.get());
    context.setDeep(options.deep || options.ruleIds.contains(QLatin1String("sqlite.integrity_check.E001")));
    QList<std::shared_ptr<const IntegrityRule>> selected;
    for (const auto& rule : checks::allRules(options.thresholds)) {
        const RuleInfo& info = rule->info();
        if (options.platform && info.platform && *info.platform != *options.platform)
            continue;
        if (!options.ruleIds.isEmpty() && !options.ruleIds.contains(info.id))
            continue;
        selected << rule;
    }
    // The row rules that read one table alone count it in one pass together (SharedRowCounts).
    SharedRowCounts shared;
    {
        QList<std::pair<QString, RowQuery>> queries;
        for (const auto& rule : std::as_const(selected))
            if (const auto* rowRule = dynamic_cast<const RowRule*>(rule.get()))
                if (const std::optional<RowQuery> rq = rowRule->rowQuery(context))
                    queries.append({rule->info().id, *rq});
        shared.plan(queries);
        context.setSharedCounts(&shared);
    }
    const int total = int(selected.size());
    int done = 0;
    const auto runRule = [](const IntegrityRule& rule, CheckContext& in) {
        RuleOutcome outcome;
        outcome.info = rule.info();
        QElapsedTimer timer;
        timer.start();
        rule.run(in, &outcome);
        outcome.elapsedMs = timer.elapsed();
        return outcome;
    };
    // SQLite's check of the file reads every page of it, the other rules the tables: on a connection of its own, on
    // a thread of its own, the one runs beside the others (on a 10M-run file each is about half of the whole check).
    // Only with other rules to run beside it, and a file another connection can open.
    const IntegrityRule* fileRule = nullptr;
    for (const auto& rule : std::as_const(selected))
        if (dynamic_cast<const SqliteIntegrityRule*>(rule.get()) && rule->applies(context))
            fileRule = rule.get();
    const QString path = connection.url().path();
    std::optional<RuleOutcome> fileOutcome;
    std::thread beside;
    if (fileRule && selected.size() > 1 && connection.isSqlite() && !path.isEmpty() &&
        path != QLatin1String(":memory:")) {
        beside = std::thread([&, fileRule, checkedAt = report.checkedAt] {
            DbConnection::Options own;
            own.readOnly = true;
            own.purpose = QStringLiteral("integrity-file");
            QString openError;
            const auto second = DbConnection::open(connection.url(), own, &openError);
            if (!second) {
                RuleOutcome failed;
                failed.info = fileRule->info();
                failed.error = openError;
                fileOutcome = failed;
                return;
            }
            // No cancel request of its own: SQLite's statement cannot be stopped from outside, and the request
            // tracks one statement at a time (the main thread's).
            CheckContext fileContext(*second, live, checkedAt, options.exampleLimit, nullptr, options.thresholds);
            fileContext.setDeep(context.deep());
            fileOutcome = runRule(*fileRule, fileContext);
        });
    } else {
        fileRule = nullptr;
    }
    for (const auto& rule : std::as_const(selected)) {
        if (context.cancelled()) {
            report.cancelled = true;
            break;
        }
        if (rule.get() == fileRule) {
            // Its outcome takes this place in the report once the thread is done (below).
            RuleOutcome placeholder;
            placeholder.info = rule->info();
            report.outcomes << placeholder;
            continue;
        }
        if (rule->applies(context)) {
            RuleOutcome outcome = runRule(*rule, context);
            if (context.cancelled()) {
                report.cancelled = true;
                break;
            }
            report.outcomes << outcome;
        } else {
            report.skipped << rule->info();
        }
        ++done;
        if (progress)
            progress(done, total, rule->info());
    }
    if (beside.joinable()) {
        beside.join();
        const auto place = std::find_if(report.outcomes.begin(), report.outcomes.end(),
                                        [fileRule](const RuleOutcome& o) { return o.info.id == fileRule->info().id; });
        if (place != report.outcomes.end()) {
            if (fileOutcome && !context.cancelled())
                *place = *fileOutcome;
            else
                report.outcomes.erase(place);
        }
        if (context.cancelled()) {
            report.cancelled = true;
        } else {
            ++done;
            if (progress)
                progress(done, total, fileRule->info());
        }
    }
    // Nothing of a platform checked: the wrong database, or the wrong platform for it.
    const bool platformChecked = std::any_of(report.outcomes.begin(), report.outcomes.end(),
                                             [](const RuleOutcome& o) { return o.info.platform.has_value(); });
    if (!report.cancelled && !platformChecked && options.ruleIds.isEmpty())
        report.error =
            options.platform
                ? tr("%1 holds no %2 schema.")
                      .arg(connection.url().toDisplayString(), platforms::displayName(*options.platform))
                : tr("%1 holds neither a Tabularia nor a Holotable schema.").arg(connection.url().toDisplayString());
    return report;
}

} // namespace metadesk
