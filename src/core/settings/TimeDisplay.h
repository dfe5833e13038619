#pragma once

#include <QDateTime>
#include <QString>
#include <QTimeZone>

namespace metadesk::timedisplay {

/// One way to show a point in time, everywhere a person reads one (the grid, the overview, the detail pane, the
/// dialogs): `2026-10-15 09:24:00`, in the zone the user chose in Preferences — their own (the default) or UTC —
/// and that zone named where the times are (a column's header tooltip, the overview's heading, a value's tooltip).
/// The platforms store UTC; only the showing moves.
enum class Zone { Local, Utc };

/// The zone times are shown in (Settings::Key::TimeZone, read once and kept).
Zone zone();
/// Sets and remembers it (Preferences).
void setZone(Zone zone);
/// Forgets the kept choice, so the next zone() reads the settings again (tests).
void reload();

/// `time` in the chosen zone as the one format; empty for an invalid time.
QString text(const QDateTime& time);
/// The chosen zone named for people: "UTC", or the local zone's id and offset ("Europe/Berlin, UTC+01:00").
QString zoneName();
/// The user's own zone named, whatever is chosen (Preferences offers it by name).
QString localZoneName();
/// A sentence for a header or a heading: "Times in Europe/Berlin, UTC+01:00."
QString zoneSentence();
/// `time` moved to the chosen zone (for editors that show a QDateTime).
QDateTime inZone(const QDateTime& time);
/// The chosen zone itself, for reading a time typed as shown.
QTimeZone timeZone();
/// The format string, for date-time editors.
QString format();
/// `time` in UTC whatever the user chose, said so: "2026-10-15 07:24:00 UTC" (the command line and sentences that
/// go to a log or another person); empty for an invalid time.
QString utcText(const QDateTime& time);

} // namespace metadesk::timedisplay
