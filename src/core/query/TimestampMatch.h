#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QString>
#include <QVariant>

namespace metadesk::timestampmatch {

/// "Equals" on a point in time, for a time typed or pasted as text: it matches every stored time within the
/// precision typed. `2026-03-05 10:00:00.123456` (what copying a PostgreSQL timestamp gives) matches that
/// microsecond, `…10:00:00.123` that millisecond, `…10:00:00` that whole second, `…10:00` that minute and
/// `2026-03-05` that UTC day. A time without a zone is UTC, as the platforms store and copying gives it; `Z` or an
/// offset (`+02`, `-05:30`) may follow. An exact value thus finds its row to the stored precision (SQLite's ISO text
/// keeps milliseconds: a microsecond typed there matches its millisecond).
struct Span {
    qint64 from = 0;  ///< microseconds since the epoch, UTC, inclusive
    qint64 until = 0; ///< exclusive
};

/// A day may also be written as the user's locale writes a short date ("10/15/2026" in English, "15.10.2026" in
/// German; a two-digit year is this century's), alone or followed by a 24-hour time ("15.10.2026 09:24"). That form is
/// what a person reads off the screen, so it is read in the zone the grid shows times in (timedisplay::zone()): the
/// day from its midnight there to the next, the time as the wall-clock time there.
///
/// The span a typed time (text, or a QDateTime: its millisecond) stands for; false when it is no time.
bool parse(const QVariant& typed, Span* span);
/// A bound value for comparing `column` with the instant `micros`, in the form the column stores so that text
/// compares in time order on SQLite. `roundUp`: for an exclusive upper bound on a column stored to the millisecond.
QString bindValue(const ColumnDescriptor& column, bool sqlite, qint64 micros, bool roundUp);

} // namespace metadesk::timestampmatch
