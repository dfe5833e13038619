#pragma once

#include "core/export/StoredText.h"

#include <QByteArray>
#include <QStringView>
#include <QVariant>

namespace metadesk::exporttext {

/// How the exporter writes one value as a CSV field or a JSON value (UTF-8 appended to `out`). Apart from
/// TableExporter so that the fuzz targets (tests/fuzz) reach the escaping without a database.

/// `s`, known to be ASCII, byte for byte.
void appendAscii(QByteArray& out, QStringView s);
/// `n` UTF-8 bytes as one JSON string: quotes, backslashes and control characters escaped (RFC 8259).
void appendJsonEscaped(QByteArray& out, const char* p, qsizetype n);
/// `s` as a CSV field (RFC 4180: quoted only when it holds a comma, a quote, CR or LF; quotes doubled), or as a JSON
/// string when not `csv`.
void appendString(QByteArray& out, bool csv, QStringView s);
/// A PostgreSQL one-dimensional array literal (`{a,"b c",NULL}`) as a JSON array; false for anything else.
bool pgArrayToJson(QStringView literal, QByteArray* json);
/// One value as a CSV field or a JSON value: the database's own text (StoredText), typed in JSON.
///
/// CSV tells NULL from empty text as PostgreSQL's COPY does: NULL is an empty field, empty text a quoted one (`""`).
void appendValue(QByteArray& out, bool csv, const StoredText& rule, const QVariant& read);

} // namespace metadesk::exporttext
