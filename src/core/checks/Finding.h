#pragma once

#include "core/schema/Platform.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>

namespace metadesk {

/// How much a finding matters: an error breaks what the platform relies on, a warning is a state the platform's own
/// code would not leave (or would clean up), a notice is worth knowing.
enum class Severity { Error, Warning, Notice };

namespace severities {
/// "error" / "warning" / "notice": the word the CLI and --json use.
QString key(Severity severity);
} // namespace severities

/// What a rule is, for people: shown on the integrity page and by `metadesk-cli verify`.
struct RuleInfo {
    /// Stable: `<platform>.<table>.<E|W|N><nnn>` (`tabularia.permissions.E001`), or `sqlite.<pragma>.E001` for the
    /// engine's own checks. Never reused for another rule.
    QString id;
    Severity severity = Severity::Error;
    /// The platform whose rule it is; none for the engine's own checks.
    std::optional<Platform> platform;
    /// The table the rule is about (its findings may name a parent table: a dashboard for its versions' gaps).
    QString table;
    /// The rule in one sentence, with the seed's or the platform's reason.
    QString rule;
    /// Where the rule comes from: the seed, or the platform's source file it was read from.
    QString source;
};

/// One row (or group of rows) breaking a rule.
struct Finding {
    QString ruleId;
    Severity severity = Severity::Error;
    /// The table of the row to open, and the columns and values that name it (its primary key, or a unique key).
    QString table;
    QStringList keyColumns;
    QVariantList keyValues;
    QString message;

    /// "id=5" / "user_id=3, group_id=2".
    QString keyText() const;
};

/// What one rule found: how many in all, and the first few as findings.
struct RuleOutcome {
    RuleInfo info;
    qint64 total = 0;
    /// At most the check's example limit, in key order.
    QList<Finding> findings;
    /// The database's text when the rule's query failed (then total is 0).
    QString error;
    /// How long the rule ran, in milliseconds (verify --json "ms"; metadesk-bench --verify names the slowest).
    qint64 elapsedMs = 0;
};

} // namespace metadesk
