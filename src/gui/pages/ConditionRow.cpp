#include "ConditionRow.h"
#include "core/edit/ValueCodec.h"
#include "core/query/NumericText.h"
#include "core/query/TimestampMatch.h"
#include "core/settings/TimeDisplay.h"

#include "gui/style/Theme.h"
#include "models/CellFormat.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStackedWidget>
#include <QToolButton>

namespace metadesk {

namespace {
using Op = FilterCondition::Op;

QList<QPair<Op, QString>> operatorsFor(ColumnKind kind) {
    const auto empty = QPair<Op, QString>{Op::IsEmpty, ConditionRow::tr("is empty")};
    const auto notEmpty = QPair<Op, QString>{Op::IsNotEmpty, ConditionRow::tr("is not empty")};
    switch (kind) {
    case ColumnKind::Integer:
    case ColumnKind::Decimal:
        return {{Op::Equals, ConditionRow::tr("=")},
                {Op::NotEquals, ConditionRow::tr("≠")},
                {Op::Before, ConditionRow::tr("less than")},
                {Op::After, ConditionRow::tr("greater than")},
                empty,
                notEmpty};
    case ColumnKind::Timestamp:
        // Before and after a time picked in the user's zone; equals a time as text (what copying gives).
        return {{Op::Before, ConditionRow::tr("before")},
                {Op::After, ConditionRow::tr("after")},
                {Op::Equals, ConditionRow::tr("equals")},
                empty,
                notEmpty};
    case ColumnKind::Date:
        // A calendar day, compared as a day: "day = today" from a link shows as itself.
        return {{Op::Equals, ConditionRow::tr("=")},
                {Op::Before, ConditionRow::tr("before")},
                {Op::After, ConditionRow::tr("after")},
                empty,
                notEmpty};
    case ColumnKind::Bool:
        return {{Op::Equals, ConditionRow::tr("is")}, empty};
    case ColumnKind::Enum:
        return {{Op::Equals, ConditionRow::tr("is")}, {Op::NotEquals, ConditionRow::tr("is not")}, empty, notEmpty};
    case ColumnKind::Json:
    case ColumnKind::TextArray:
        return {{Op::Contains, ConditionRow::tr("contains")}, empty, notEmpty};
    case ColumnKind::Secret:
        return {empty, notEmpty};
    case ColumnKind::Text:
    case ColumnKind::LongText:
        break;
    }
    return {{Op::Contains, ConditionRow::tr("contains")},
            {Op::Equals, ConditionRow::tr("equals")},
            {Op::NotEquals, ConditionRow::tr("does not equal")},
            empty,
            notEmpty};
}

bool needsValue(Op op) {
    return op != Op::IsEmpty && op != Op::IsNotEmpty;
}
} // namespace

ConditionRow::ConditionRow(const TableDescriptor& table, QWidget* parent) : QWidget(parent), m_table(table) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(2);
    auto* layout = new QHBoxLayout();
    outer->addLayout(layout);
    // A value the condition cannot read is said under it, never left out in silence.
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("conditionProblem"));
    m_problem->setWordWrap(true);
    theme::setTone(m_problem, theme::Tone::Bad);
    m_problem->hide();
    outer->addWidget(m_problem);
    m_column = new QComboBox(this);
    m_column->setObjectName(QStringLiteral("conditionColumn"));
    m_column->setAccessibleName(tr("Filter column"));
    for (const ColumnDescriptor& c : table.columns) {
        m_column->addItem(c.label.isEmpty() ? c.name : c.label, c.name);
        if (const ForeignKeyDescriptor* fk = table.foreignKey(c.name))
            m_column->setItemData(m_column->count() - 1,
                                  tr("Filtered by the stored %1 of the %2 row, not by the label the grid shows")
                                      .arg(fk->targetColumn, fk->targetTable),
                                  Qt::ToolTipRole);
    }
    m_op = new QComboBox(this);
    m_op->setObjectName(QStringLiteral("conditionOperator"));
    m_op->setAccessibleName(tr("Filter operator"));
    m_editors = new QStackedWidget(this);
    m_editors->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // one line, whatever is said under it
    m_text = new QLineEdit(m_editors);
    m_text->setObjectName(QStringLiteral("conditionText"));
    m_text->setAccessibleName(tr("Filter value"));
    m_text->setPlaceholderText(tr("value"));
    m_time = new QDateTimeEdit(QDateTime::currentDateTime(), m_editors);
    m_time->setObjectName(QStringLiteral("conditionTime"));
    m_time->setAccessibleName(tr("Filter time (%1)").arg(timedisplay::zoneName()));
    m_time->setTimeSpec(timedisplay::zone() == timedisplay::Zone::Utc ? Qt::UTC : Qt::LocalTime);
    m_time->setDateTime(timedisplay::inZone(QDateTime::currentDateTime()));
    m_time->setToolTip(timedisplay::zoneSentence());
    m_time->setCalendarPopup(true);
    m_time->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_date = new QDateEdit(QDate::currentDate(), m_editors);
    m_date->setObjectName(QStringLiteral("conditionDate"));
    m_date->setAccessibleName(tr("Filter value"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_choice = new QComboBox(m_editors);
    m_choice->setObjectName(QStringLiteral("conditionChoice"));
    m_choice->setAccessibleName(tr("Filter value"));
    // No value until one is chosen, as an empty text field: a condition applied with the first value of the list
    // would filter (and on a large table, read) before the user said by what. With a placeholder, the first item
    // added to the empty list is not made current.
    m_choice->setPlaceholderText(tr("choose…"));
    m_editors->addWidget(m_text);
    m_editors->addWidget(m_time);
    m_editors->addWidget(m_date);
    m_editors->addWidget(m_choice);
    m_remove = new QToolButton(this);
    m_remove->setObjectName(QStringLiteral("conditionRemove"));
    m_remove->setText(QStringLiteral("✕"));
    m_remove->setToolTip(tr("Remove this condition"));
    m_remove->setAccessibleName(tr("Remove condition"));
    m_remove->setAutoRaise(true);
    layout->addWidget(m_column, 2);
    layout->addWidget(m_op, 1);
    layout->addWidget(m_editors, 3);
    layout->addWidget(m_remove);

    connect(m_column, &QComboBox::currentIndexChanged, this, &ConditionRow::columnChosen);
    connect(m_op, &QComboBox::currentIndexChanged, this, &ConditionRow::operatorChosen);
    connect(m_text, &QLineEdit::textChanged, this, [this]() {
        showProblem();
        emit changed();
    });
    connect(m_time, &QDateTimeEdit::dateTimeChanged, this, &ConditionRow::changed);
    connect(m_date, &QDateEdit::dateChanged, this, &ConditionRow::changed);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &ConditionRow::changed);
    connect(m_remove, &QToolButton::clicked, this, &ConditionRow::removeRequested);
    columnChosen();
}

const ColumnDescriptor& ConditionRow::column() const {
    return m_table.columns.at(qMax(0, m_column->currentIndex()));
}

QString ConditionRow::columnLabel() const {
    return m_column->currentText();
}

void ConditionRow::setColumn(const QString& name) {
    const int i = m_column->findData(name);
    if (i >= 0)
        m_column->setCurrentIndex(i);
}

void ConditionRow::columnChosen() {
    const ColumnDescriptor& c = column();
    // The grid shows a reference as the referenced row's label; the filter compares what the column stores.
    if (const ForeignKeyDescriptor* fk = m_table.foreignKey(c.name)) {
        m_text->setPlaceholderText(tr("stored %1 of the %2 row").arg(fk->targetColumn, fk->targetTable));
        m_text->setToolTip(tr("The grid shows %1 as the label of the %2 row it refers to; the filter compares the "
                              "stored %3, not that label.")
                               .arg(c.name, fk->targetTable, fk->targetColumn));
    } else {
        m_text->setPlaceholderText(tr("value"));
        m_text->setToolTip(QString());
    }
    const QSignalBlocker blockOp(m_op);
    m_op->clear();
    for (const auto& [op, text] : operatorsFor(c.kind))
        m_op->addItem(text, int(op));
    const QSignalBlocker blockChoice(m_choice);
    m_choice->clear();
    if (c.kind == ColumnKind::Bool) {
        m_choice->addItem(tr("true"), true);
        m_choice->addItem(tr("false"), false);
    } else if (c.kind == ColumnKind::Enum) {
        for (const QString& v : c.enumValues)
            m_choice->addItem(v, v);
    }
    operatorChosen();
}

void ConditionRow::operatorChosen() {
    const ColumnDescriptor& c = column();
    const Op op = Op(m_op->currentData().toInt());
    if (c.kind == ColumnKind::Date)
        m_editors->setCurrentWidget(m_date);
    else if (c.kind == ColumnKind::Timestamp && op != Op::Equals && op != Op::NotEquals)
        m_editors->setCurrentWidget(m_time);
    else if ((c.kind == ColumnKind::Bool || c.kind == ColumnKind::Enum) && op != Op::Contains)
        m_editors->setCurrentWidget(m_choice);
    else
        m_editors->setCurrentWidget(m_text);
    if (c.kind == ColumnKind::Timestamp)
        m_text->setPlaceholderText(
            tr("2026-03-05 10:00:00 as copied (UTC), or %1 10:00 (%2)")
                .arg(QLocale().toString(QDate(2026, 3, 5), QLocale::ShortFormat), timedisplay::zoneName()));
    m_editors->setEnabled(needsValue(op));
    m_editors->setVisible(needsValue(op));
    showProblem();
    emit changed();
}

QString ConditionRow::problem() const {
    const ColumnDescriptor& c = column();
    if (!needsValue(Op(m_op->currentData().toInt())) || m_editors->currentWidget() != m_text)
        return {};
    const QString text = m_text->text().trimmed();
    if (text.isEmpty())
        return {};
    if (c.kind == ColumnKind::Integer || c.kind == ColumnKind::Decimal)
        return numerictext::problem(text, c.kind == ColumnKind::Integer); // as the editors and the rules read it
    if (c.kind == ColumnKind::Timestamp) {
        const QLocale locale;
        timestampmatch::Span span;
        if (!timestampmatch::parse(text, &span))
            return tr("“%1” is not a time: type it as copied, 2026-03-05 10:00:00 (UTC), or as the grid shows it, "
                      "%2 10:00 (%3).")
                .arg(text, locale.toString(QDate(2026, 3, 5), QLocale::ShortFormat), timedisplay::zoneName());
    }
    return {};
}

void ConditionRow::showProblem() {
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    const bool marked = !why.isEmpty();
    theme::keepStyled(m_text, [marked](const QPalette& palette) {
        return marked ? QStringLiteral("QLineEdit { border: 2px solid %1; }")
                            .arg(theme::toneColour(theme::Tone::Bad, palette).name())
                      : QString();
    });
    m_text->setAccessibleDescription(why);
}

std::optional<FilterCondition> ConditionRow::condition() const {
    FilterCondition condition;
    const ColumnDescriptor& c = column();
    condition.column = c.name;
    condition.op = Op(m_op->currentData().toInt());
    if (!needsValue(condition.op))
        return condition;
    if (m_editors->currentWidget() == m_date) {
        condition.value = m_date->date().toString(Qt::ISODate); // the day picked: no time, so no zone to shift it
    } else if (m_editors->currentWidget() == m_time) {
        // The user's local time, stored as the platforms store it: UTC ISO-8601.
        condition.value = valuecodec::storedTimestamp(m_time->dateTime());
    } else if (m_editors->currentWidget() == m_choice) {
        if (m_choice->currentIndex() < 0)
            return std::nullopt; // no value chosen yet
        condition.value = m_choice->currentData();
    } else {
        const QString text = m_text->text().trimmed();
        if (text.isEmpty())
            return std::nullopt;
        if (c.kind == ColumnKind::Integer) {
            qlonglong n = 0;
            if (!numerictext::parseInteger(text, &n))
                return std::nullopt; // said under the field (problem())
            condition.value = n;
        } else if (c.kind == ColumnKind::Decimal) {
            // As text, every digit kept: a double would turn 0.1 into 0.1000000000000000055…, which an exact
            // numeric does not equal.
            const QString number = numerictext::normalized(text);
            if (number.isEmpty())
                return std::nullopt;
            condition.value = number;
        } else if (c.kind == ColumnKind::Timestamp) {
            timestampmatch::Span span;
            if (!timestampmatch::parse(text, &span))
                return std::nullopt;
            condition.value = text;
        } else {
            condition.value = text;
        }
    }
    return condition;
}

void ConditionRow::setCondition(const FilterCondition& condition) {
    setColumn(condition.column);
    const int op = m_op->findData(int(condition.op));
    if (op >= 0)
        m_op->setCurrentIndex(op);
    if (m_editors->currentWidget() == m_date) {
        const QDate d = condition.value.typeId() == QMetaType::QDate
                            ? condition.value.toDate()
                            : QDate::fromString(condition.value.toString().left(10), Qt::ISODate);
        if (d.isValid())
            m_date->setDate(d);
    } else if (m_editors->currentWidget() == m_time) {
        const QDateTime t = valuecodec::parseTimestamp(condition.value);
        if (t.isValid())
            m_time->setDateTime(timedisplay::inZone(t));
    } else if (m_editors->currentWidget() == m_choice) {
        const int i = m_choice->findData(condition.value);
        if (i >= 0)
            m_choice->setCurrentIndex(i);
    } else if (condition.value.typeId() == QMetaType::QDateTime) {
        m_text->setText(valuecodec::storedTimestamp(condition.value.toDateTime()));
    } else {
        m_text->setText(condition.value.toString());
    }
}

} // namespace metadesk
