#pragma once

#include "core/catalog/TableDescriptor.h"

namespace metadesk {

/// Database refusals of a write, told as a sentence a person can act on.
namespace writeerrors {

/// A sentence for the database's text about a failed write to `table` (unique key, check, reference, required
/// column, lock wait, read-only session), naming the constraint's columns in people's words and a named CHECK by the
/// rule it keeps (TableDescriptor::checks). Unknown texts give a general sentence. The database's own text is not in
/// it: that is the message's details (see details()).
QString describe(const TableDescriptor& table, const QString& databaseText);
/// The database's own text about a refusal, for a message's "Details" part: as the database wrote it, without the
/// driver's generic tail ("Unable to fetch row").
QString details(const QString& databaseText);
/// The column a refusal is about, when it names one (to put the message next to that field); empty otherwise.
QString columnOf(const TableDescriptor& table, const QString& databaseText);

} // namespace writeerrors
} // namespace metadesk
