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
/// The length of the valid UTF-8 sequence at p[0] (1–4), or 0 when the byte there starts none (RFC 3629: no
/// overlong forms, no surrogates, nothing past U+10FFFF).
int utf8SequenceLength(const char* p, qsizetype n);
/// Text stored as bytes that are not all UTF-8 (SQLite keeps what it was given): in CSV the bytes themselves; in JSON
/// a string whose valid sequences are written as UTF-8 and each other byte as the escaped lone surrogate
/// U+DC80–U+DCFF (the "surrogateescape" convention, PEP 383), so that a reader can give the bytes back exactly.
void appendStoredBytesAsText(QByteArray& out, bool csv, const QByteArray& bytes);
/// A PostgreSQL one-dimensional array literal (`{a,"b c",NULL}`) as a JSON array; false for anything else.
bool pgArrayToJson(QStringView literal, QByteArray* json);
/// One value as a CSV field or a JSON value: the database's own text (StoredText), typed in JSON.
///
/// CSV tells NULL from empty text as PostgreSQL's COPY does: NULL is an empty field, empty text a quoted one (`""`).
void appendValue(QByteArray& out, bool csv, const StoredText& rule, const QVariant& read);

} // namespace metadesk::exporttext
