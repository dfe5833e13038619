#include "AuditFilterFields.h"
#include "core/edit/ValueCodec.h"
#include "core/settings/TimeDisplay.h"

#include "models/CellFormat.h"

#include <QCheckBox>
#include <QDateTimeEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace metadesk {

AuditFilterFields::AuditFilterFields(QWidget* parent) : QWidget(parent) {
    // Who, what and on what on the first line; when on the second: one line would crowd the page on a laptop.
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(2);
    auto* layout = new QHBoxLayout;
    auto* timeLayout = new QHBoxLayout;
    rows->addLayout(layout);
    rows->addLayout(timeLayout);
    auto field = [this, layout](QLineEdit*& edit, const QString& name, const QString& label, const QString& hint) {
        edit = new QLineEdit(this);
        edit->setObjectName(name);
        edit->setAccessibleName(label);
        edit->setPlaceholderText(hint);
        edit->setClearButtonEnabled(true);
        layout->addWidget(new QLabel(label, this));
        layout->addWidget(edit, 1);
        connect(edit, &QLineEdit::textChanged, this, &AuditFilterFields::changed);
    };
    field(m_actor, QStringLiteral("auditActor"), tr("Actor"), tr("name or e-mail"));
    field(m_action, QStringLiteral("auditAction"), tr("Action"), tr("e.g. permission.grant"));
    field(m_targetType, QStringLiteral("auditTargetType"), tr("Target type"), tr("e.g. flow"));
    auto time = [this, timeLayout](QCheckBox*& use, QDateTimeEdit*& edit, const QString& name, const QString& label,
                                   const QDateTime& initial) {
        use = new QCheckBox(label, this);
        use->setObjectName(name + QStringLiteral("Enabled"));
        use->setAccessibleName(tr("Filter by %1").arg(label));
        edit = new QDateTimeEdit(initial, this);
        edit->setObjectName(name);
        // In the zone the grid shows times in, named, as the filter bar's times are.
        edit->setTimeSpec(timedisplay::zone() == timedisplay::Zone::Utc ? Qt::UTC : Qt::LocalTime);
        edit->setDateTime(timedisplay::inZone(initial));
        edit->setAccessibleName(tr("%1 (%2)").arg(label, timedisplay::zoneName()));
        edit->setToolTip(timedisplay::zoneSentence());
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
        edit->setEnabled(false);
        timeLayout->addWidget(use);
        timeLayout->addWidget(edit);
        connect(use, &QCheckBox::toggled, edit, &QWidget::setEnabled);
        connect(use, &QCheckBox::toggled, this, &AuditFilterFields::changed);
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, [this, use]() {
            if (use->isChecked())
                emit changed();
        });
    };
    const QDateTime now = QDateTime::currentDateTime();
    time(m_useFrom, m_from, QStringLiteral("auditFrom"), tr("From"), now.addDays(-7));
    time(m_useTo, m_to, QStringLiteral("auditTo"), tr("To"), now);
    auto* zone = new QLabel(timedisplay::zoneSentence(), this);
    zone->setObjectName(QStringLiteral("auditTimeZone"));
    timeLayout->addWidget(zone);
    timeLayout->addStretch(1);
}

QList<FilterCondition> AuditFilterFields::conditions() const {
    using Op = FilterCondition::Op;
    QList<FilterCondition> out;
    if (!m_actor->text().trimmed().isEmpty())
        out.append({QStringLiteral("actor_label"), Op::Contains, m_actor->text().trimmed()});
    if (!m_action->text().trimmed().isEmpty())
        out.append({QStringLiteral("action"), Op::Contains, m_action->text().trimmed()});
    if (!m_targetType->text().trimmed().isEmpty())
        out.append({QStringLiteral("target_type"), Op::Contains, m_targetType->text().trimmed()});
    if (m_useFrom->isChecked())
        out.append({QStringLiteral("ts"), Op::After, valuecodec::storedTimestamp(m_from->dateTime())});
    if (m_useTo->isChecked())
        out.append({QStringLiteral("ts"), Op::Before, valuecodec::storedTimestamp(m_to->dateTime())});
    return out;
}

QList<FilterCondition> AuditFilterFields::takeConditions(const QList<FilterCondition>& conditions) {
    using Op = FilterCondition::Op;
    const QSignalBlocker block(this);
    clear();
    QList<FilterCondition> rest;
    for (const FilterCondition& c : conditions) {
        if (c.op == Op::Contains && c.column == QLatin1String("actor_label") && m_actor->text().isEmpty())
            m_actor->setText(c.value.toString());
        else if (c.op == Op::Contains && c.column == QLatin1String("action") && m_action->text().isEmpty())
            m_action->setText(c.value.toString());
        else if (c.op == Op::Contains && c.column == QLatin1String("target_type") && m_targetType->text().isEmpty())
            m_targetType->setText(c.value.toString());
        else if (c.column == QLatin1String("ts") && c.op == Op::After && !m_useFrom->isChecked()) {
            m_useFrom->setChecked(true);
            m_from->setDateTime(timedisplay::inZone(valuecodec::parseTimestamp(c.value)));
        } else if (c.column == QLatin1String("ts") && c.op == Op::Before && !m_useTo->isChecked()) {
            m_useTo->setChecked(true);
            m_to->setDateTime(timedisplay::inZone(valuecodec::parseTimestamp(c.value)));
        } else {
            rest << c;
        }
    }
    return rest;
}

void AuditFilterFields::clear() {
    const QSignalBlocker block(this);
    m_actor->clear();
    m_action->clear();
    m_targetType->clear();
    m_useFrom->setChecked(false);
    m_useTo->setChecked(false);
}

} // namespace metadesk
