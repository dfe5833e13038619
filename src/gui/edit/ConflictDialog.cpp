#include "ConflictDialog.h"

#include "core/edit/ValueCodec.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace metadesk {

namespace {
QLabel* cell(const QString& text, QWidget* parent, bool strong = false) {
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setText(text.size() > 160 ? text.left(157) + QStringLiteral("…") : text);
    l->setToolTip(text);
    l->setWordWrap(true);
    if (strong) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    return l;
}
} // namespace

ConflictDialog::ConflictDialog(const TableDescriptor& table, const QVariantMap& saw, const QVariantMap& typed,
                               const QStringList& mine, const QVariantMap& current, bool rowGone, QWidget* parent)
    : QDialog(parent), m_table(table), m_typed(typed), m_current(current), m_mine(mine) {
    setObjectName(QStringLiteral("conflictDialog"));
    setWindowTitle(rowGone ? tr("The row was deleted meanwhile") : tr("The row was changed meanwhile"));
    setAccessibleName(windowTitle());
    auto* outer = new QVBoxLayout(this);
    auto* intro = new QLabel(
        rowGone ? tr("Someone deleted this %1 row after you opened it. You can re-create it with your values, or "
                     "let it go.")
                      .arg(table.label)
                : tr("Someone changed this %1 row after you opened it. Nothing has been overwritten: choose what "
                     "to keep.")
                      .arg(table.label),
        this);
    intro->setWordWrap(true);
    outer->addWidget(intro);

    auto* area = new QScrollArea(this);
    area->setWidgetResizable(true);
    auto* body = new QWidget(area);
    auto* grid = new QGridLayout(body);
    const QStringList headers{tr("Field"), tr("You saw"), tr("You typed"), tr("Database now"), tr("Keep")};
    for (int i = 0; i < headers.size(); ++i)
        grid->addWidget(cell(headers.at(i), body, true), 0, i);
    int row = 1;
    for (const ColumnDescriptor& c : table.columns) {
        const QVariant seen = valuecodec::toEdit(c, saw.value(c.name));
        const QVariant yours = typed.contains(c.name) ? typed.value(c.name) : seen;
        const QVariant now = rowGone ? QVariant() : valuecodec::toEdit(c, current.value(c.name));
        const bool theyChanged = !rowGone && !valuecodec::sameValue(c, seen, now);
        const bool youChanged = mine.contains(c.name);
        if (!theyChanged && !youChanged)
            continue;
        m_columns << c.name;
        grid->addWidget(cell(c.label, body, true), row, 0);
        grid->addWidget(cell(valuecodec::displayText(c, seen), body), row, 1);
        grid->addWidget(cell(valuecodec::displayText(c, yours), body, youChanged), row, 2);
        grid->addWidget(cell(rowGone ? tr("(deleted)") : valuecodec::displayText(c, now), body, theyChanged), row, 3);
        if (!rowGone) {
            auto* choice = new QWidget(body);
            auto* h = new QHBoxLayout(choice);
            h->setContentsMargins(0, 0, 0, 0);
            auto* mineButton = new QRadioButton(tr("Mine"), choice);
            auto* theirs = new QRadioButton(tr("Theirs"), choice);
            mineButton->setObjectName(QStringLiteral("mine_%1").arg(c.name));
            theirs->setObjectName(QStringLiteral("theirs_%1").arg(c.name));
            mineButton->setAccessibleName(tr("Keep my %1").arg(c.label));
            theirs->setAccessibleName(tr("Keep their %1").arg(c.label));
            auto* group = new QButtonGroup(choice);
            group->addButton(mineButton);
            group->addButton(theirs);
            // Default merge: each side keeps the fields it changed; where both changed, the user's.
            (youChanged ? mineButton : theirs)->setChecked(true);
            h->addWidget(mineButton);
            h->addWidget(theirs);
            grid->addWidget(choice, row, 4);
            m_mineButtons.insert(c.name, mineButton);
        }
        ++row;
    }
    grid->setRowStretch(row, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    grid->setColumnStretch(3, 1);
    area->setWidget(body);
    outer->addWidget(area, 1);

    auto* buttons = new QDialogButtonBox(this);
    auto add = [&](const QString& text, const char* name, Decision d, QDialogButtonBox::ButtonRole role) {
        QPushButton* b = buttons->addButton(text, role);
        b->setObjectName(QString::fromLatin1(name));
        b->setAccessibleName(text);
        connect(b, &QPushButton::clicked, this, [this, d]() { decide(d); });
        return b;
    };
    if (rowGone) {
        add(tr("Re-create with my values"), "recreateButton", Decision::Recreate, QDialogButtonBox::AcceptRole);
        add(tr("Let it go"), "theirsButton", Decision::TakeTheirs, QDialogButtonBox::DestructiveRole);
    } else {
        add(tr("Keep mine"), "mineButton", Decision::KeepMine, QDialogButtonBox::AcceptRole);
        add(tr("Merge as chosen"), "mergeButton", Decision::Merge, QDialogButtonBox::AcceptRole);
        add(tr("Take theirs"), "theirsButton", Decision::TakeTheirs, QDialogButtonBox::DestructiveRole);
    }
    add(tr("Back to editing"), "cancelButton", Decision::Cancel, QDialogButtonBox::RejectRole);
    outer->addWidget(buttons);
    resize(820, qMin(640, 200 + row * 40));
}

ConflictDialog::Outcome ConflictDialog::applyResolving(RowWriter& writer, const TableDescriptor& table,
                                                       ChangeSet change, QWidget* parent) {
    Outcome out;
    // What this change writes, in edit form for the dialog; carried values (an Undo's) are written back as carried.
    const QVariantMap carried = change.carried;
    QVariantMap typed = change.values;
    for (auto it = carried.cbegin(); it != carried.cend(); ++it)
        if (!typed.contains(it.key()))
            if (const ColumnDescriptor* c = table.column(it.key()))
                typed.insert(it.key(), valuecodec::toEdit(*c, it.value()));
    const QStringList mine = change.kind == ChangeSet::Kind::Update ? change.changedColumns(table) : QStringList();
    QVariantMap saw = change.original;
    for (int attempt = 0; attempt < 8; ++attempt) {
        out.result = writer.apply(change);
        if (out.result.outcome != WriteResult::Outcome::Conflict) {
            if (out.result.ok())
                out.applied = change;
            return out;
        }
        ConflictDialog conflict(table, saw, typed, mine, out.result.current, out.result.rowGone, parent);
        conflict.exec();
        switch (conflict.decision()) {
        case Decision::Cancel:
            out.cancelled = true;
            return out;
        case Decision::TakeTheirs:
            out.tookTheirs = true;
            return out;
        case Decision::Recreate: {
            // The row as it was seen, with what was typed over it: the whole row, not only the fields edited.
            // What was not typed is carried exactly as it was seen, never through an editor.
            change = ChangeSet::insert(table.name, {});
            for (const ColumnDescriptor& c : table.columns) {
                if (carried.contains(c.name))
                    change.carried.insert(c.name, carried.value(c.name));
                else if (typed.contains(c.name))
                    change.values.insert(c.name, typed.value(c.name));
                else
                    change.carried.insert(c.name, saw.value(c.name));
            }
            break;
        }
        case Decision::KeepMine:
        case Decision::Merge: {
            // Written over the row as it is now: what they changed in the other fields stays.
            saw = out.result.current;
            change = ChangeSet::update(table.name, out.result.current, {});
            const QVariantMap resolved = conflict.resolvedValues();
            for (auto it = resolved.cbegin(); it != resolved.cend(); ++it) {
                if (carried.contains(it.key()))
                    change.carried.insert(it.key(), carried.value(it.key()));
                else
                    change.values.insert(it.key(), it.value());
            }
            break;
        }
        }
    }
    out.result = WriteResult();
    out.result.message = tr("The row keeps changing under this edit; nothing was saved. Try again later.");
    return out;
}

void ConflictDialog::choose(const QString& column, bool mine) {
    if (QRadioButton* b = m_mineButtons.value(column)) {
        if (mine)
            b->setChecked(true);
        else if (auto* group = b->group())
            for (QAbstractButton* other : group->buttons())
                if (other != b)
                    other->setChecked(true);
    }
}

void ConflictDialog::decide(Decision decision) {
    m_decision = decision;
    if (decision == Decision::Cancel)
        reject();
    else
        accept();
}

QVariantMap ConflictDialog::resolvedValues() const {
    QVariantMap out;
    for (const ColumnDescriptor& c : m_table.columns) {
        if (!m_typed.contains(c.name))
            continue;
        const QVariant now = valuecodec::toEdit(c, m_current.value(c.name));
        if (m_decision == Decision::KeepMine) {
            // Every field I changed, as I typed it; what they changed elsewhere stays theirs.
            if (m_mine.contains(c.name) && !valuecodec::sameValue(c, m_typed.value(c.name), now))
                out.insert(c.name, m_typed.value(c.name));
        } else if (m_decision == Decision::Merge) {
            const QRadioButton* b = m_mineButtons.value(c.name);
            if (b && b->isChecked())
                out.insert(c.name, m_typed.value(c.name));
        } else if (m_decision == Decision::Recreate) {
            out.insert(c.name, m_typed.value(c.name));
        }
    }
    return out;
}

} // namespace metadesk
