#include "RowEditDialog.h"

#include "core/export/StoredBytes.h"

#include "ChangeWarning.h"
#include "ConflictDialog.h"
#include "FieldEditor.h"
#include "ReferencePicker.h"
#include "core/db/DbConnection.h"
#include "core/edit/EditPolicy.h"
#include "core/edit/ValueCodec.h"
#include "core/rules/RowValidator.h"
#include "gui/style/Theme.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace metadesk {

namespace {
/// The times the platform sets when it creates a row (created_at, updated_at: now): a copy is created when saved.
bool isCreationTime(const ColumnDescriptor& c) {
    return c.kind == ColumnKind::Timestamp && (c.insertDefault.has_value() || c.hasDefault) &&
           (c.name == QLatin1String("created_at") || c.name == QLatin1String("updated_at"));
}
} // namespace

RowEditDialog::RowEditDialog(const DbConnection& connection, RowWriter* writer, const TableDescriptor& table, Mode mode,
                             const QVariantMap& original, const QVariantMap& preset, QWidget* parent)
    : QDialog(parent), m_conn(connection), m_writer(writer), m_table(table), m_mode(mode), m_original(original) {
    setObjectName(QStringLiteral("rowEditDialog"));
    switch (mode) {
    case Mode::New:
        setWindowTitle(tr("New row in %1").arg(table.label));
        break;
    case Mode::Edit:
        setWindowTitle(tr("Edit %1 row").arg(table.label));
        break;
    case Mode::Duplicate:
        setWindowTitle(tr("Duplicate %1 row").arg(table.label));
        break;
    }
    setAccessibleName(windowTitle());

    auto* outer = new QVBoxLayout(this);
    QString heading = windowTitle();
    if (mode != Mode::New && !table.primaryKey.isEmpty()) {
        QStringList key;
        for (const QString& k : table.primaryKey)
            key << original.value(k).toString();
        heading = tr("%1 #%2").arg(windowTitle(), key.join(QStringLiteral(", ")));
        const QString label = table.labelColumn.isEmpty() ? QString() : original.value(table.labelColumn).toString();
        if (!label.isEmpty() && table.column(table.labelColumn)->kind != ColumnKind::Secret)
            heading += QStringLiteral(" — ") + label;
    }
    auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(heading.toHtmlEscaped()), this);
    title->setObjectName(QStringLiteral("editHeading"));
    outer->addWidget(title);
    auto* summary = new QLabel(table.summary, this);
    summary->setWordWrap(true);
    outer->addWidget(summary);

    auto* area = new QScrollArea(this);
    area->setObjectName(QStringLiteral("fieldsScroll"));
    area->setAccessibleName(tr("Fields"));
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    auto* body = new QWidget(area);
    auto* form = new QFormLayout(body);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const EditPolicy policy = EditPolicy::forTable(table);
    const bool singleIdentity =
        table.primaryKey.size() == 1 && table.column(table.primaryKey.first())->kind == ColumnKind::Integer;
    for (const ColumnDescriptor& c : table.columns) {
        auto* editor = new FieldEditor(connection, table, c, body);
        const bool isKey = table.primaryKey.contains(c.name);
        if (mode == Mode::Edit && (isKey || policy.readOnlyColumns.contains(c.name)))
            editor->setEnabled(false);
        // A secret is never typed (the platform's own operation sets it); a duplicate carries it as stored.
        if (c.kind == ColumnKind::Secret)
            editor->setEnabled(false);
        if (mode != Mode::Edit && isKey && singleIdentity) {
            if (auto* line = qobject_cast<QLineEdit*>(editor->input()))
                line->setPlaceholderText(tr("(assigned by the database)"));
        } else if (mode == Mode::New && c.hasDefault) {
            if (auto* line = qobject_cast<QLineEdit*>(editor->input()))
                line->setPlaceholderText(tr("(database default)"));
        }
        const bool required = !c.nullable && !(mode != Mode::Edit && RowValidator::filledOnInsert(table, c));
        auto* label = new QLabel(
            required ? QStringLiteral("<b>%1</b> *").arg(c.label.toHtmlEscaped()) : c.label.toHtmlEscaped(), body);
        label->setToolTip(c.hint);
        label->setBuddy(editor->input());
        auto* field = new QWidget(body);
        auto* fieldLayout = new QVBoxLayout(field);
        fieldLayout->setContentsMargins(0, 0, 0, 0);
        fieldLayout->setSpacing(2);
        fieldLayout->addWidget(editor);
        auto* problem = new QLabel(field);
        problem->setObjectName(QStringLiteral("problem_%1").arg(c.name));
        problem->setWordWrap(true);
        theme::setTone(problem, theme::Tone::Bad);
        problem->hide();
        fieldLayout->addWidget(problem);
        // SQLite: a text stored as bytes that are not UTF-8 reaches the editor as the characters SQLite reads them
        // as; said under the field, with the bytes as the grid shows them. Untouched, it is not written.
        if (mode != Mode::New) {
            const QByteArray stored = storedBytesOf(c);
            if (!stored.isNull()) {
                auto* note =
                    new QLabel(tr("Stored as bytes that are not UTF-8 text: %1. The field shows them as SQLite "
                                  "reads them; left untouched, they stay as stored.")
                                   .arg(storedbytes::shown(stored).left(200)),
                               field);
                note->setObjectName(QStringLiteral("storedBytes_%1").arg(c.name));
                note->setWordWrap(true);
                note->setTextFormat(Qt::PlainText);
                fieldLayout->addWidget(note);
            }
        }
        if (!c.hint.isEmpty() && (mode != Mode::Edit || editor->isEnabled())) {
            auto* hint = new QLabel(c.hint, field);
            hint->setWordWrap(true);
            hint->setStyleSheet(QStringLiteral("color: palette(mid); font-size: small;"));
            fieldLayout->addWidget(hint);
        }
        form->addRow(label, field);
        m_editors.insert(c.name, editor);
        m_problemLabels.insert(c.name, problem);

        if (mode != Mode::New) {
            QVariant v = valuecodec::toEdit(c, original.value(c.name));
            if (mode == Mode::Duplicate && ((isKey && singleIdentity) || isCreationTime(c)))
                v = QVariant();
            editor->setValue(v);
        } else if (preset.contains(c.name)) {
            editor->setValue(preset.value(c.name));
        } else if (c.insertDefault.has_value() && c.kind != ColumnKind::Timestamp) {
            // What the platform's model gives a new row (a user is active unless said otherwise), shown as such.
            editor->setValue(RowValidator::platformDefault(c));
        }
        connect(editor, &FieldEditor::edited, this, [this, editor, name = c.name]() {
            m_touched.insert(name);
            // Checking reads every field whole: in megabytes of JSON that is a parse per key. It waits until the
            // typing pauses there; Save checks again anyway.
            if (editor->checksWhenPaused())
                m_checkWhenPaused->start();
            else
                updateOkButton();
        });
    }
    area->setWidget(body);
    outer->addWidget(area, 1);
    m_checkWhenPaused->setSingleShot(true);
    m_checkWhenPaused->setInterval(kCheckPauseMs);
    connect(m_checkWhenPaused, &QTimer::timeout, this, &RowEditDialog::updateOkButton);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("editMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    theme::setTone(m_message, theme::Tone::Bad);
    m_message->hide();
    outer->addWidget(m_message);
    // The database's own words about a refusal: there for the record and for a bug report, under the sentence.
    m_detailsToggle = new QToolButton(this);
    m_detailsToggle->setObjectName(QStringLiteral("editDetailsToggle"));
    m_detailsToggle->setText(tr("Details"));
    m_detailsToggle->setAccessibleName(tr("Show the database's own message"));
    m_detailsToggle->setCheckable(true);
    m_detailsToggle->setArrowType(Qt::RightArrow);
    m_detailsToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_detailsToggle->setAutoRaise(true);
    m_detailsToggle->hide();
    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("editDetails"));
    m_details->setAccessibleName(tr("The database's own message"));
    m_details->setReadOnly(true);
    m_details->setMaximumHeight(90);
    m_details->hide();
    connect(m_detailsToggle, &QToolButton::toggled, this, [this](bool on) {
        m_detailsToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        m_details->setVisible(on);
    });
    outer->addWidget(m_detailsToggle);
    outer->addWidget(m_details);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(mode == Mode::Edit ? tr("Save") : tr("Create"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleName(mode == Mode::Edit ? tr("Save") : tr("Create"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &RowEditDialog::tryAccept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(m_buttons);
    resize(620, qMin(760, 140 + int(table.columns.size()) * 64));
    updateOkButton();
}

RowEditDialog::~RowEditDialog() = default;

QString RowEditDialog::problemText(const QString& column) const {
    const QLabel* l = m_problemLabels.value(column);
    return l && !l->isHidden() ? l->text() : QString();
}

QString RowEditDialog::messageText() const {
    return m_message->isHidden() ? QString() : m_message->text();
}

QString RowEditDialog::detailsText() const {
    return m_detailsToggle->isHidden() ? QString() : m_details->toPlainText();
}

void RowEditDialog::showDetails(const QString& details) {
    m_details->setPlainText(details);
    m_detailsToggle->setVisible(!details.isEmpty());
    if (details.isEmpty())
        m_detailsToggle->setChecked(false);
    m_details->setVisible(!details.isEmpty() && m_detailsToggle->isChecked());
}

bool RowEditDialog::isOkEnabled() const {
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

QByteArray RowEditDialog::storedBytesOf(const ColumnDescriptor& column) const {
    const QVariant read = m_original.value(column.name);
    if (!m_conn.isSqlite() || read.typeId() != QMetaType::QString || !storedbytes::mayDiffer(read.toString()))
        return {};
    QVariantList key;
    for (const QString& k : m_table.primaryKey)
        key << m_original.value(k);
    storedbytes::Reader reader(m_conn, m_table);
    QByteArray bytes;
    QString error; // not read: the field is as SQLite reads it, as before
    if (!reader.differing(m_table.columnIndex(column.name), key, read.toString(), &bytes, &error))
        return {};
    return bytes;
}

QVariantMap RowEditDialog::typedValues() const {
    QVariantMap values;
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        // Editing writes only the fields the user changed: an editor that cannot hand back exactly what was read (an
        // empty list, line ends in multi-line text) must not rewrite a field nobody touched.
        if (m_mode == Mode::Edit ? m_touched.contains(it.key()) : it.value()->isEnabled())
            values.insert(it.key(), it.value()->value());
    }
    return values;
}

ChangeSet RowEditDialog::buildChange() const {
    QVariantMap values = typedValues();
    if (m_mode == Mode::Edit)
        return ChangeSet::update(m_table.name, m_original, values);
    ChangeSet change = ChangeSet::insert(m_table.name, values);
    if (m_mode == Mode::Duplicate) {
        // What nobody typed in is carried exactly as read (an editor would round a time to the millisecond, and a
        // secret is never in one); the database gives the copy its own identity.
        const bool singleIdentity =
            m_table.primaryKey.size() == 1 && m_table.column(m_table.primaryKey.first())->kind == ColumnKind::Integer;
        for (const ColumnDescriptor& c : m_table.columns) {
            if (m_touched.contains(c.name) || (singleIdentity && c.name == m_table.primaryKey.first()))
                continue;
            if (isCreationTime(c)) {
                change.values.remove(c.name); // the copy is made now: the platform's default, not the original's
                continue;
            }
            change.values.remove(c.name);
            change.carried.insert(c.name, m_original.value(c.name));
        }
    }
    return change;
}

void RowEditDialog::showProblems(const QList<FieldProblem>& problems) {
    QHash<QString, QStringList> byColumn;
    QStringList general;
    for (const FieldProblem& p : problems) {
        if (m_problemLabels.contains(p.column))
            byColumn[p.column] << p.message;
        else
            general << p.message;
    }
    for (auto it = m_problemLabels.cbegin(); it != m_problemLabels.cend(); ++it) {
        QStringList messages = byColumn.value(it.key());
        messages.removeDuplicates();
        it.value()->setText(messages.join(QLatin1Char(' ')));
        it.value()->setVisible(!messages.isEmpty());
    }
    if (!general.isEmpty()) {
        m_message->setText(general.join(QLatin1Char(' ')));
        m_message->show();
    }
}

QList<FieldProblem> RowEditDialog::check(const ChangeSet& change) const {
    // What a field's typing left unread (a number that reads two ways) is said for that field, rather than what the
    // rules make of the value it hands over.
    QList<FieldProblem> problems;
    QSet<QString> unread;
    for (auto it = m_editors.cbegin(); it != m_editors.cend(); ++it) {
        if (const QString why = it.value()->problem(); !why.isEmpty()) {
            problems << FieldProblem{it.key(), why};
            unread << it.key();
        }
    }
    for (const FieldProblem& p : RowValidator(m_table).checkValues(change))
        if (!unread.contains(p.column))
            problems << p;
    return problems;
}

void RowEditDialog::updateOkButton() {
    const QList<FieldProblem> problems = check(buildChange());
    m_message->hide();
    showDetails(QString());
    showProblems(problems);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)
        ->setToolTip(problems.isEmpty() ? QString() : tr("Fix the fields marked in red first."));
}

void RowEditDialog::tryAccept() {
    for (FieldEditor* editor : std::as_const(m_editors))
        if (auto* picker = qobject_cast<ReferencePicker*>(editor->input()))
            picker->settle();
    ChangeSet change = buildChange();
    const QList<FieldProblem> cheap = check(change);
    if (!cheap.isEmpty()) {
        showProblems(cheap);
        return;
    }
    if (!ChangeWarning::confirm(this, m_conn, change))
        return;
    const ConflictDialog::Outcome out = ConflictDialog::applyResolving(*m_writer, m_table, change, this);
    m_result = out.result;
    if (out.result.ok()) {
        m_applied = out.applied;
        accept();
    } else if (out.tookTheirs) {
        reject();
    } else if (out.cancelled) {
        m_message->setText(tr("Not saved: %1 Your values are still here.").arg(out.result.message));
        m_message->show();
    } else {
        showProblems(out.result.problems); // everything typed stays
        m_message->setText(out.result.message);
        m_message->setVisible(!out.result.message.isEmpty());
        showDetails(out.result.details);
    }
}

} // namespace metadesk
