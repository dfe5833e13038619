#pragma once

#include "core/ops/OperationPlan.h"

#include <QCoreApplication>
#include <QString>

namespace metadesk {

class DbConnection;
struct ColumnDescriptor;

/// The SQL a plan amounts to, for a person to read before saying yes (the integrity page's safe fixes, the CLI's
/// `--dry-run`): one statement per change with its values written in, the optimistic condition said in a comment
/// (the row must still hold every value it was read with), and the platform's audit row the write path adds. A
/// preview, not the statements themselves: those bind their values and are built by RowWriter.
class OperationPreview {
    Q_DECLARE_TR_FUNCTIONS(OperationPreview)

public:
    static QString sql(const DbConnection& connection, const OperationPlan& plan);
    /// `value` as an SQL literal: NULL, a number as stored, TRUE/FALSE, text quoted with its quotes doubled, bytes as
    /// a hex literal of the engine's spelling, a time as `column` stores it.
    static QString literal(const QVariant& value, bool sqlite, const ColumnDescriptor* column = nullptr);
};

} // namespace metadesk
