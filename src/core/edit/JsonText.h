#pragma once

#include <QString>
#include <QStringView>

namespace metadesk::jsontext {

/// A JSON document's own text laid out again, every token kept exactly as stored: keys in their stored order, numbers
/// and escapes spelled as written (QJsonDocument would sort the keys and read 12345678901234567890 as a double), only
/// the whitespace between tokens changed. Text that is not JSON comes back as it is.

/// One line, no spaces between tokens (the grid's cell).
QString oneLine(QStringView json);
/// Indented by `indent` spaces a level, one member or item a line, ": " after a key (the detail pane's text view).
QString indented(QStringView json, int indent = 2);

/// A JSON text held on one line (no line break anywhere: JSON has none inside its strings) with a line break added
/// after each "{", "[" and "," outside its strings, and nothing else changed: an editor lays a 10 MB document out as
/// many short lines instead of one it must lay out whole at every key, and taking every line break out again gives
/// back each byte as stored. Any other text comes back as it is.
QString brokenForEditing(QStringView json);
/// Whether brokenForEditing() would break `text` (a JSON-looking text of one line).
bool breaksForEditing(QStringView text);

/// Why `text` is not one JSON value (an object, a list, a quoted text, a number, true, false or null), as a sentence
/// naming the line and column and what is expected there; empty when it is one.
QString problem(const QString& text);

} // namespace metadesk::jsontext
