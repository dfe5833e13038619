#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QDateTime>
#include <QVariant>

namespace metadesk {

/// The forms a column value takes on the edit path, one place for both engines.
///
/// - *Stored* form: what `readExpression()` selects. Exact, so it can be bound again to find the row unchanged
///   (PostgreSQL timestamps, numerics, JSON and arrays as their text; SQLite's raw values).
/// - *Edit* form: what editors hold and people compare: QDateTime (UTC) for timestamps, QDate, bool, qint64,
///   QString for decimals, text and JSON (JSON exactly as typed or stored, never re-serialised), QStringList for
///   arrays; a null QVariant for NULL. Secrets and bytes keep their stored value untouched (a QByteArray stays one):
///   they are never decoded as text, and never typed.
/// - *Bind* form: what an INSERT or UPDATE binds for a value in edit form.
namespace valuecodec {

/// The select expression that reads `column` in stored form (a column name on SQLite).
QString readExpression(const ColumnDescriptor& column, bool sqlite, const QString& quotedName);
/// A NULL-safe "still holds the value read" predicate for `column`, with one `?` for the stored value.
QString unchangedPredicate(const ColumnDescriptor& column, bool sqlite, const QString& quotedName);

/// Stored form → edit form.
QVariant toEdit(const ColumnDescriptor& column, const QVariant& stored);
/// Whether a stored row of `table` has its flag `column` set, read through the codec (SQLite keeps 0/1, PostgreSQL a
/// boolean, text "t" from a cast). False where the table has no such column or the row no value for it (NULL).
bool storedFlag(const TableDescriptor& table, const QVariantMap& row, const QString& column);
/// Edit form → the value to bind for this engine.
QVariant toBind(const ColumnDescriptor& column, const QVariant& edit, bool sqlite);
/// A value in stored form (as readExpression() read it) → the value to bind so the column holds exactly what it held:
/// what Undo, Duplicate and "Re-create" write for the columns nobody typed in. Bytes stay bytes, text stays text,
/// PostgreSQL's exact text (microseconds, numeric scale, jsonb, arrays) goes back as that text.
QVariant bindStored(const ColumnDescriptor& column, const QVariant& stored, bool sqlite);
/// Whether two stored-form values are exactly the same value (type and bytes; NULL equals only NULL).
bool sameStored(const QVariant& a, const QVariant& b);
/// Whether a column holds bytes (PostgreSQL bytea, SQLite BLOB), or a value read is bytes: never decoded as text.
bool isBinary(const ColumnDescriptor& column, const QVariant& value = QVariant());
/// Do two edit-form values mean the same (NULL equals only NULL; JSON compared as documents)?
bool sameValue(const ColumnDescriptor& column, const QVariant& a, const QVariant& b);
/// An edit-form value as JSON for the audit trail and the journal (secrets masked).
QVariant toJson(const ColumnDescriptor& column, const QVariant& edit);
/// One line for people (dialogs, conflict view): local time for timestamps, "(empty)" for NULL, secrets masked.
QString displayText(const ColumnDescriptor& column, const QVariant& edit);

/// A stored point in time (SQLite's ISO text, PostgreSQL's text with or without an offset, or a QDateTime) as UTC;
/// invalid when unreadable. Text without a zone is UTC, as both platforms store time.
QDateTime parseTimestamp(const QVariant& stored);
/// A point in time as the platforms store it and filters compare it: UTC ISO-8601 with milliseconds and "Z".
QString storedTimestamp(const QDateTime& time);
/// Whether a timestamp column holds naive UTC wall-clock time (PostgreSQL `timestamp without time zone`, SQLite
/// `DATETIME` as SQLAlchemy writes it: Tabularia), rather than a point with a zone (timestamptz, ISO text with Z).
bool isNaiveTimestamp(const ColumnDescriptor& column);
/// A point in time as `column` stores it: naive UTC "YYYY-MM-DD HH:MM:SS.ffffff" (what SQLAlchemy writes, and
/// PostgreSQL reads the same) for a naive column, storedTimestamp() otherwise.
QString timestampFor(const ColumnDescriptor& column, const QDateTime& time);
/// PostgreSQL: the expression reading a timestamp column as UTC wall-clock text, whatever its type (a naive column
/// is UTC already; a timestamptz is turned to UTC, never to the session's zone).
QString pgUtcText(const ColumnDescriptor& column, const QString& quotedName);
/// PostgreSQL: the type to cast a bound value to for `column`: its live type without a length or precision, so a
/// value is compared as typed, never cut to `varchar(64)` or rounded to `numeric(12,2)` first. Fixed-length types
/// keep their length (`character(3)`, `bit(8)`): without it PostgreSQL reads `character` as `character(1)`.
QString castType(const ColumnDescriptor& column);
/// The parameter that compares a bound value with `column`: `?` on SQLite (and where the live type is unknown),
/// `?::<castType>` on PostgreSQL, so bound text compares as the column's type (a time, a uuid, a number).
QString placeholder(const ColumnDescriptor& column, bool sqlite);
/// A stored list of text (PostgreSQL `{a,b}` or a JSON array) as a list.
QStringList parseTextArray(const QVariant& stored);

/// PostgreSQL array text ("{a,\"b c\",NULL}") ↔ list; NULL elements become empty strings.
QStringList parsePgArray(const QString& text);
QString toPgArray(const QStringList& items);

} // namespace valuecodec
} // namespace metadesk
