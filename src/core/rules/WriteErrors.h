#pragma once

#include "core/catalog/TableDescriptor.h"

namespace metadesk {

/// Database refusals of a write, told as a sentence a person can act on.
namespace writeerrors {

/// A sentence for the database's text about a failed write to `table` (unique key, check, reference, required
/// column, lock wait, read-only session), naming the constraint's columns in people's words. Unknown texts give a
/// general sentence; the database's own text is always appended for the record.
QString describe(const TableDescriptor& table, const QString& databaseText);
/// The column a refusal is about, when it names one (to put the message next to that field); empty otherwise.
QString columnOf(const TableDescriptor& table, const QString& databaseText);

} // namespace writeerrors
} // namespace metadesk
