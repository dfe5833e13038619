#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Forgets what the AI wrote for a dbt export of one Tabularia flow version (`dbt_ai_texts` of that flow and
/// `flow_version`), so that the platform's next export of that version asks again (services/dbt_ai.py: `descrivi` and
/// `traduci` reuse a remembered text for the version instead of asking; `dimentica` forgets one rejected
/// translation). Every text of the version goes, whatever its kind, in one transaction: each row only if it still
/// holds what plan() read, and the set of the version's texts must still be the one plan() listed; otherwise nothing
/// is written. The platform audits none of this; Metadesk writes one `dbt_ai_text.delete` row on the flow.
class ForgetDbtAiTexts {
    Q_DECLARE_TR_FUNCTIONS(ForgetDbtAiTexts)
public:
    explicit ForgetDbtAiTexts(const DbConnection& connection);

    /// Reads flow `flowId`'s texts of version `version` (0: the platform's "flow without saved versions") and plans
    /// their removal; refused when the flow does not exist or has no texts for that version.
    OperationPlan plan(qint64 flowId, int version) const;
    /// Writes `plan` through `writer`; the result is the first text's delete (its audit id).
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// Texts per kind ("describe" → 3) of every version of flow `flowId`, keyed by version. False with *error.
    static bool countsByVersion(const DbConnection& connection, qint64 flowId, QMap<int, QMap<QString, int>>* out,
                                QString* error);

private:
    /// The version's texts (stored form), ordered by id.
    bool texts(const QVariant& flowId, int version, QList<QVariantMap>* rows, QString* error) const;

    const DbConnection& m_conn;
};

} // namespace metadesk
