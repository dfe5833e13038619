#include "ReferenceRules.h"

#include "CheckContext.h"
#include "core/catalog/Catalog.h"

namespace metadesk {

namespace {
/// `t.column` names no row of `target` (NULL names nothing).
RowQuery danglingQuery(const TableDescriptor& table, const QString& column, const QString& target,
                       const QString& targetColumn) {
    RowQuery rq;
    rq.table = table.name;
    rq.keyColumns = table.primaryKey;
    rq.from = q(table.name) + QStringLiteral(" t");
    rq.where = QStringLiteral("t.%1 IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %2 r WHERE r.%3 = t.%1)")
                   .arg(q(column), q(target), q(targetColumn));
    rq.details = {QStringLiteral("t.") + q(column)};
    return rq;
}
} // namespace

OrphanRule::OrphanRule(RuleInfo info, QString column, QString target, QString targetColumn)
    : RowRule(std::move(info)), m_column(std::move(column)), m_target(std::move(target)),
      m_targetColumn(std::move(targetColumn)) {}

std::optional<RowQuery> OrphanRule::query(const CheckContext& context) const {
    const TableDescriptor* t = context.table(info().table, {m_column});
    if (!t || t->primaryKey.isEmpty() || !context.table(m_target, {m_targetColumn}))
        return std::nullopt;
    return danglingQuery(*t, m_column, m_target, m_targetColumn);
}

QString OrphanRule::message(const QVariantList& details) const {
    return tr("%1 %2 names no row of %3.").arg(m_column, details.value(0).toString(), m_target);
}

UnenforcedReferenceRule::UnenforcedReferenceRule(RuleInfo info, Platform platform, QStringList exempt)
    : IntegrityRule(std::move(info)), m_platform(platform), m_exempt(std::move(exempt)) {}

QList<UnenforcedReferenceRule::Reference> UnenforcedReferenceRule::references(const CheckContext& context) const {
    QList<Reference> out;
    for (const TableDescriptor& t : context.catalog().tables(m_platform)) {
        if (!context.table(t.name) || t.primaryKey.isEmpty())
            continue;
        for (const ForeignKeyDescriptor& f : t.foreignKeys) {
            // A key the platform's schema has and this database lacks; the ones kept without a key on purpose
            // (enforced == false) are OrphanRule's or dangling by design.
            if (!f.enforced || f.databaseEnforced || m_exempt.contains(t.name + QLatin1Char('.') + f.column))
                continue;
            if (!context.table(f.targetTable, {f.targetColumn}))
                continue;
            out << Reference{t.name, f.column, f.targetTable, f.targetColumn};
        }
    }
    return out;
}

bool UnenforcedReferenceRule::applies(const CheckContext& context) const {
    bool any = false;
    for (const TableDescriptor& t : context.catalog().tables(m_platform))
        any = any || context.table(t.name);
    return any;
}

void UnenforcedReferenceRule::run(CheckContext& context, RuleOutcome* outcome) const {
    for (const Reference& r : references(context)) {
        if (context.cancelled())
            return;
        const TableDescriptor* t = context.table(r.table);
        RuleOutcome part;
        runRowQuery(
            context, danglingQuery(*t, r.column, r.target, r.targetColumn), info(),
            [&r](const QVariantList& d) {
                return tr("%1 %2 names no row of %3 (the database has no foreign key here).")
                    .arg(r.column, d.value(0).toString(), r.target);
            },
            &part);
        if (!part.error.isEmpty()) {
            outcome->error = part.error;
            return;
        }
        outcome->total += part.total;
        for (const Finding& f : std::as_const(part.findings))
            if (outcome->findings.size() < context.exampleLimit())
                outcome->findings << f;
    }
}

} // namespace metadesk
