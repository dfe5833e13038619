#pragma once

#include "Finding.h"
#include "core/ops/tabularia/RunThresholds.h"

#include <QCoreApplication>
#include <QDateTime>

#include <functional>
#include <memory>
#include <optional>

namespace metadesk {

class CancelRequest;
class DbConnection;
class FernetKeyRing;

/// What one run of the integrity check found.
struct IntegrityReport {
    QDateTime checkedAt;
    /// The rules that applied to this database, in order, each with what it found.
    QList<RuleOutcome> outcomes;
    /// The rules that did not apply (the database lacks their tables or columns, or another engine's).
    QList<RuleInfo> skipped;
    bool cancelled = false;
    /// Why the check could not start (the schema could not be read); rules' own failures are in their outcomes.
    QString error;

    /// Findings of every rule, counted in full.
    qint64 total() const;
    /// Rules whose query failed.
    int failedRules() const;
};

/// Runs the integrity rules (checks/RuleSet.h) that apply to a database: each one set-based SQL, bounded in memory
/// whatever the tables' sizes. Synchronous: call it on a worker thread with that thread's connection (FetchWorker's
/// task, the CLI's own). A CancelRequest stops the running statement (PostgreSQL) and the rules after it.
class IntegrityChecker {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck)

public:
    struct Options {
        /// The time the rules about ages treat as now (a heartbeat's, a schedule's); the current time when invalid.
        QDateTime now;
        /// How many findings each rule keeps, in key order; the total is counted in full.
        int exampleLimit = 20;
        /// Only this platform's rules (and the engine's own); both when empty.
        std::optional<Platform> platform;
        /// Only these rules, by id; all when empty (validRuleIds() tells an unknown one).
        QStringList ruleIds;
        /// When Tabularia gives up on a run (dead, timed out): the connection profile's, the platform's defaults.
        RunThresholds thresholds;
        /// The Fernet keys Tabularia's credentials are encrypted with, newest first (the CLI's METADESK_FERNET_KEYS,
        /// the profile's keychain entry): with them, tabularia.connections.E002 finds the credentials none of them
        /// decrypts; without, that rule is skipped.
        std::shared_ptr<const FernetKeyRing> fernetKeys;
        /// A deep check: on SQLite, integrity_check (every index compared with its table: several times as long on a
        /// large file) instead of quick_check. Naming sqlite.integrity_check.E001 in `ruleIds` asks for it too.
        bool deep = false;
    };
    /// After each rule: how many of `total` are done, and the rule that just ran (or is skipped).
    using Progress = std::function<void(int done, int total, const RuleInfo& rule)>;

    /// Every rule Metadesk knows, applying to this database or not (`thresholds`: the ages its texts name).
    static QList<RuleInfo> rules(const RunThresholds& thresholds = RunThresholds());
    /// Whether every one of `ids` names a rule; false with *why naming the first that does not.
    static bool validRuleIds(const QStringList& ids, QString* why);
    /// Runs the rules `options` select. A database where no platform's rule applied (neither platform's schema, or
    /// not the one `options.platform` names), with no rule named, is an error (IntegrityReport::error), not a clean
    /// bill: the wrong database, or the wrong platform for it.
    static IntegrityReport run(const DbConnection& connection, const Options& options, CancelRequest* cancel = nullptr,
                               const Progress& progress = {});
};

} // namespace metadesk
