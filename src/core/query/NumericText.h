#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QString>
#include <QVariant>

namespace metadesk::numerictext {

/// Numbers kept as text (Tabularia's `cost_usd`: a decimal string in a VARCHAR, '' or NULL when unknown) compared as
/// numbers: as text, "greater than 5" would leave out 10.25 and an ascending sort would put 10.25 before 9.5.
///
/// A value counts as a number when, spaces around it aside, it is a plain decimal literal: an optional sign, digits
/// with at most one point, no exponent (`9.5`, `-0.25`, `.5`, `10.`). Anything else — '', NULL, `n/a`, `1e3` — is
/// *unknown*: it compares as NULL, so no comparison holds for it and a sort puts it with the NULLs. Both engines
/// apply the same rule; PostgreSQL never casts a text the rule rejects, so a stray word cannot fail a query.

/// Whether `column` holds numbers as text: a Decimal column whose live type is textual.
bool isNumericText(const ColumnDescriptor& column);
/// Whether a live type (PostgreSQL's format_type(), SQLite's declared type) holds text: char, varchar, text, clob.
bool isTextType(const QString& storageType);
/// `quotedName` where it holds a number by the rule above, else NULL: text, as stored.
QString guarded(const QString& quotedName, bool sqlite);
/// The number in `quotedName` (PostgreSQL numeric, exact; SQLite REAL), NULL where unknown.
QString value(const QString& quotedName, bool sqlite);
/// A placeholder for a number bound as text (a guarded() value, or one typed in a filter), read the way value()
/// reads the column, so a value read back from a row compares equal to that row's.
QString placeholder(bool sqlite);
/// A typed number as a plain decimal literal, digits kept as typed ("9.50" stays "9.50"), or empty when it is none.
/// One reading for the filter bar, the cell editor and the row dialog. The user's locale is read first ("9,5" and
/// "1.234,5" in German, "1,234.5" in English), its group separators standing between groups of three digits as the
/// grid shows them ("1,5" is no number in English, where it would otherwise read as 15). Where the locale has no
/// reading, the C form is (what copying a stored value gives: "9.50" in German). Never a guess across locales: where
/// both readings exist the locale's wins ("1.000" is a thousand in German, one in English).
QString normalized(const QString& typed);
/// A typed whole number: plain digits ("1000000"), or as the user's locale writes it, grouped in threes as the grid
/// shows counts ("1,000,000" in English, "1.000.000" in German), decimals allowed only as zeros ("1.000" in English
/// is one). False for anything else ("abc", "1,5", "1e3", and "1,000,000" in German).
bool parseInteger(const QString& typed, qlonglong* value);
/// A plain decimal literal ("1234.5") as the user's locale writes it, ungrouped, for an editor ("1234,5" in German),
/// so that normalized() reads it back as the same number; anything else unchanged.
QString localeText(const QString& plain);

} // namespace metadesk::numerictext
