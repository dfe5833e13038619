#pragma once

#include "core/edit/RowWriter.h"

#include <QStringList>

namespace metadesk::test {

/// A write's outcome in one line for failure messages: its message, then each field's problem.
inline QString describe(const WriteResult& r) {
    QStringList parts{r.message};
    for (const FieldProblem& p : r.problems)
        parts << p.column + QStringLiteral(": ") + p.message;
    return parts.join(QStringLiteral(" | "));
}

} // namespace metadesk::test
