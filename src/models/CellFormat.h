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
/// A stored timestamp (SQLite ISO text, PostgreSQL text or QDateTime) as a UTC QDateTime; invalid when unreadable.
QDateTime parseTimestamp(const QVariant& value);
/// A point in time as the platforms store it and filters compare it: UTC ISO-8601 with milliseconds and "Z".
QString storedTimestamp(const QDateTime& time);
/// Stored text array (PostgreSQL `{a,b}` or a JSON array) as a list.
QStringList parseTextArray(const QVariant& value);
/// The mask shown instead of a secret.
QString secretMask();
} // namespace cellformat

} // namespace metadesk
