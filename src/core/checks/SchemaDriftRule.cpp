#include "SchemaDriftRule.h"

#include "CheckContext.h"
#include "core/db/DbConnection.h"
#include "core/schema/Migrator.h"

namespace metadesk {

namespace {

/// The platform's migrations on the connection's engine, and the revisions its version table records.
bool recorded(const CheckContext& context, Platform platform, MigrationSet* set, QString* error) {
    if (!MigrationSet::loadBuiltIn(platform, context.sqlite(), set, error))
        return false;
    SchemaStatus status;
    return Migrator(context.connection(), *set).status(&status, error) && !status.applied.isEmpty();
}

} // namespace

SchemaDriftRule::SchemaDriftRule(RuleInfo info, Platform platform)
    : IntegrityRule(std::move(info)), m_platform(platform) {}

bool SchemaDriftRule::applies(const CheckContext& context) const {
    MigrationSet set;
    QString error;
    return recorded(context, m_platform, &set, &error);
}

void SchemaDriftRule::run(CheckContext& context, RuleOutcome* outcome) const {
    MigrationSet set;
    if (!recorded(context, m_platform, &set, &outcome->error))
        return;
    SchemaDiff diff;
    if (!Migrator(context.connection(), set).drift(&diff, &outcome->error))
        return;
    // Each difference with the table it is about, where it names one; there is no row to open.
    QList<QPair<QString, QString>> found;
    for (const QString& t : std::as_const(diff.missingTables))
        found << qMakePair(t, tr("The table %1, which revision %2 makes, is missing.").arg(t, diff.revision));
    for (const QString& t : std::as_const(diff.extraTables))
        found << qMakePair(t, tr("The table %1 is not one revision %2 makes.").arg(t, diff.revision));
    for (auto it = diff.missingColumns.cbegin(); it != diff.missingColumns.cend(); ++it)
        for (const QString& c : it.value())
            found << qMakePair(
                it.key(), tr("The column %1.%2, which revision %3 makes, is missing.").arg(it.key(), c, diff.revision));
    for (auto it = diff.extraColumns.cbegin(); it != diff.extraColumns.cend(); ++it)
        for (const QString& c : it.value())
            found << qMakePair(it.key(),
                               tr("The column %1.%2 is not one revision %3 makes.").arg(it.key(), c, diff.revision));
    for (const QString& change : std::as_const(diff.changes)) {
        // "runs: missing index …", "sources.secret_ref is NOT NULL; …": the table is the first word up to a colon or
        // a dot, when it is one of the database's.
        QString first = change.section(QLatin1Char(' '), 0, 0);
        if (first.endsWith(QLatin1Char(':')))
            first.chop(1);
        const QString table = first.section(QLatin1Char('.'), 0, 0);
        found << qMakePair(context.live().hasTable(table) ? table : QString(), change);
    }
    outcome->total = found.size();
    for (const auto& [table, text] : std::as_const(found)) {
        if (outcome->findings.size() >= context.exampleLimit())
            break;
        outcome->findings << finding(table, {}, {}, text);
    }
}

} // namespace metadesk
