#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QDateTime>
#include <QString>
#include <QVariant>

namespace metadesk {

/// How a stored value reads in a grid cell: times in the user's time zone, booleans as check marks, JSON and long
/// text as one line, secrets masked. The same for both engines, whatever type the driver returned.
namespace cellformat {
QString display(const ColumnDescriptor& column, const QVariant& value);
/// (Stored times and lists are read by valuecodec::parseTimestamp and parseTextArray, the edit path's own.)
/// The mask shown instead of a secret.
QString secretMask();
} // namespace cellformat

} // namespace metadesk
