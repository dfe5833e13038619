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
/// Whether `text`, spaces around it aside, is a number by the rule above: the form the platforms store.
bool isStoredNumber(const QString& text);
/// `quotedName` where it holds a number by the rule above, else NULL: text, as stored.
QString guarded(const QString& quotedName, bool sqlite);
/// The number in `quotedName` (PostgreSQL numeric, exact; SQLite REAL), NULL where unknown.
QString value(const QString& quotedName, bool sqlite);
/// A placeholder for a number bound as text (a guarded() value, or one typed in a filter), read the way value()
/// reads the column, so a value read back from a row compares equal to that row's.
QString placeholder(bool sqlite);
/// A typed number as a plain decimal literal, digits kept as typed ("9.50" stays "9.50"), or empty when it is none.
/// One reading for the filter bar, the cell editor, the row dialog and the rules (RowValidator). The user's locale
/// writes it ("9,5" and "1.234,5" in German, "1,234.5" in English), its group separators standing between groups of
/// three digits as the grid shows them ("1,5" is no number in English, where it would otherwise read as 15); or the C
/// form does (what copying a stored value gives: "9.50" in German). A text the two read as different numbers is
/// none: "1.500" in German is a thousand and a half as German writes it and one and a half as stored, and guessing
/// either would write the other person's number. problem() says why and what to type.
QString normalized(const QString& typed);
/// A typed whole number by the same rule: plain digits ("1000000"), or as the user's locale writes it, grouped in
/// threes as the grid shows counts ("1,000,000" in English, "1.000.000" in German). Never with decimals, zeros
/// included ("1.000" in English is refused, not read as one). False for anything else ("abc", "1,5", "1e3", "nan",
/// "1,000,000" in German, "1.000" in German, which reads two ways).
bool parseInteger(const QString& typed, qlonglong* value);
/// Why `typed` is no number by the rule above (a whole one when `whole`), in a sentence that says what to type
/// instead; empty when it reads as one (or is empty).
QString problem(const QString& typed, bool whole);
/// A plain decimal literal ("1234.5") as the user's locale writes it, ungrouped, for an editor ("1234,5" in German),
/// so that normalized() reads it back as the same number; anything else unchanged.
QString localeText(const QString& plain);

} // namespace metadesk::numerictext
