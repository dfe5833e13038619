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

/// Why `text` is not one JSON value (an object, a list, a quoted text, a number, true, false or null), as a sentence
/// naming the line and column and what is expected there; empty when it is one.
QString problem(const QString& text);

} // namespace metadesk::jsontext
