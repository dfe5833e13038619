#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QVariant>

class QFont;
class QLabel;
class QWidget;

namespace metadesk::fieldwidgets {

/// The widget showing one stored value in the detail pane, by the column's kind: text selectable, times in local
/// time (UTC in the tooltip), JSON in a JsonView, lists one item a line, secrets masked and never revealed.
/// References are not made here: the pane links them once their label is known.
QWidget* create(const ColumnDescriptor& column, const QVariant& value, QWidget* parent);
/// Shows `value` in `field`, a widget create() made for `column`, when it is the kind of widget create() would make
/// for it (a label for a label, a JSON view for JSON): then it reads exactly as a new one would. False, with `field`
/// untouched, when another kind is needed (a NULL where text was, a long text past a label's length).
bool update(QWidget* field, const ColumnDescriptor& column, const QVariant& value);
/// Whether the value wants the pane's full width (JSON, long text) rather than the field column.
bool spansRow(const ColumnDescriptor& column, const QVariant& value);
/// A read-only label for data, selectable once the pointer reaches it: plain text, so stored markup is never rendered.
/// In a pane too narrow for a value that cannot wrap, it is cut at the edge and marked "…" (its text stays whole).
QLabel* valueLabel(const QString& text, QWidget* parent);
/// Whether `label` (one valueLabel() made) is narrower than its one line of text, so cut at the edge.
bool isClipped(const QLabel* label);
/// Whether a value's text is long enough to wrap. Short ones do not: the form layout guesses a wrapping label's
/// height for a narrower width than it gets, leaving short values floating in rows too tall for them.
bool needsWrap(const QString& text);
/// Small capitals for section headings and the header's table line.
QFont headingFont(const QFont& base);
/// How an SQL NULL reads.
QLabel* emptyLabel(QWidget* parent);

} // namespace metadesk::fieldwidgets
