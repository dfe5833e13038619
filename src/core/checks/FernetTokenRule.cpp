#include "FernetTokenRule.h"

#include "CheckContext.h"
#include "RowRule.h"
#include "core/catalog/TableDescriptor.h"
#include "core/secrets/FernetKeyRing.h"

namespace metadesk {

FernetTokenRule::FernetTokenRule(RuleInfo info, QString table, QString column)
    : IntegrityRule(std::move(info)), m_table(std::move(table)), m_column(std::move(column)) {}

bool FernetTokenRule::applies(const CheckContext& context) const {
    const TableDescriptor* t = context.table(m_table, {m_column});
    return context.fernetKeys() && t && t->primaryKey.size() == 1;
}

void FernetTokenRule::run(CheckContext& context, RuleOutcome* outcome) const {
    if (!applies(context))
        return;
    const FernetKeyRing& keys = *context.fernetKeys();
    const QString key = context.table(m_table)->primaryKey.first();
    scanColumn(
        context, m_table, key, m_column, kScanLimit,
        [&](const QVariant& k, const QVariant& value) {
            const QByteArray token = value.toString().trimmed().toLatin1();
            if (token.isEmpty())
                return; // no password
            QString why;
            if (keys.decrypt(token, nullptr, &why))
                return;
            ++outcome->total;
            if (outcome->findings.size() < context.exampleLimit())
                outcome->findings << finding(m_table, {key}, {k}, tr("%1: %2").arg(m_column, why));
        },
        &outcome->error);
}

} // namespace metadesk
