#include "InlineEditor.h"

#include "ChangeWarning.h"
#include "ConflictDialog.h"
#include "FieldEditor.h"
#include "ReferencePicker.h"
#include "core/catalog/Catalog.h"
#include "core/edit/EditPolicy.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/rules/RowValidator.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "gui/style/Theme.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QKeyEvent>
#include <QScrollBar>
#include <QTableView>
#include <QToolTip>

namespace metadesk {

InlineEditor::InlineEditor(const DbConnection& connection, RowWriter* writer, QWidget* window)
    : QObject(window), m_conn(connection), m_writer(writer), m_window(window) {
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { focusMoved(now); });
}

InlineEditor::~InlineEditor() {
    close();
}

bool InlineEditor::editableInPlace(const TableDescriptor& table, const ColumnDescriptor& column) {
    const EditPolicy policy = EditPolicy::forTable(table);
    if (!policy.canUpdate || policy.readOnlyColumns.contains(column.name) || table.primaryKey.contains(column.name))
        return false;
    switch (column.kind) {
    case ColumnKind::LongText:
    case ColumnKind::Json:
    case ColumnKind::TextArray:
        return false;
    default:
        return true;
    }
}

bool InlineEditor::begin(TablePage* page, const QModelIndex& index) {
    if (isActive() && !commit())
        return true; // the open editor keeps its refusal on screen
    const TableDescriptor& t = page->table();
    if (!index.isValid() || index.column() >= t.columns.size() || !editableInPlace(t, t.columns.at(index.column())))
        return false;
    const QVariantList key = page->selectedPrimaryKey();
    if (key.isEmpty())
        return false;
    bool found = false;
    QString error;
    if (!RowStore(m_conn, t).fetch(key, &m_original, &found, &error) || !found) {
        emit message(error.isEmpty() ? tr("Someone deleted this row meanwhile.") : error);
        page->refresh();
        return true;
    }
    const ColumnDescriptor& c = t.columns.at(index.column());
    QTableView* view = page->grid()->tableView();
    m_page = page;
    m_problem.clear();
    m_editor = new FieldEditor(m_conn, t, c, view->viewport());
    m_editor->setObjectName(QStringLiteral("inlineEditor"));
    m_editor->setAutoFillBackground(true);
    m_editor->setValue(valuecodec::toEdit(c, m_original.value(c.name)));
    QRect rect = view->visualRect(index);
    rect.setHeight(qMax(rect.height(), m_editor->sizeHint().height()));
    rect.setWidth(qMax(rect.width(), 180));
    m_editor->setGeometry(rect);
    m_editor->show();
    m_editor->input()->installEventFilter(this);
    for (QWidget* w : m_editor->findChildren<QWidget*>())
        w->installEventFilter(this);
    m_editor->setFocus();
    // The grid moving under the editor commits it, as leaving it does: nothing typed is dropped.
    connect(page->grid()->scrollBar(), &QScrollBar::valueChanged, m_editor, [this]() { commit(); });
    // So does a sort, a refresh or a filter, before the rows move: an editor left open would stand over another
    // record. What cannot be saved then is closed with its reason and the value typed, never written elsewhere.
    connect(page->model(), &WindowedTableModel::aboutToRestart, m_editor, [this]() {
        if (!m_editor || m_committing)
            return;
        const QString typed = m_editor->value().toString();
        if (!commit()) {
            const QString why = m_problem;
            close();
            emit message(tr("Not saved: %1 The rows were read again; what you typed was “%2”.").arg(why, typed));
        }
    });
    return true;
}

bool InlineEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && m_editor) {
        // Enter, Escape and the grid's editing keys belong to the editor while it is open, not to the row actions.
        const int k = static_cast<QKeyEvent*>(event)->key();
        if (k == Qt::Key_Return || k == Qt::Key_Enter || k == Qt::Key_Escape || k == Qt::Key_Delete ||
            k == Qt::Key_Insert || k == Qt::Key_F2) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::KeyPress && m_editor) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            cancel();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            commit();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void InlineEditor::focusMoved(QWidget* now) {
    if (!m_editor || m_committing || !now)
        return;
    if (m_editor->isAncestorOf(now) || QApplication::activePopupWidget() || QApplication::activeModalWidget())
        return;
    commit();
}

bool InlineEditor::commit() {
    if (!m_editor || !m_page || m_committing)
        return true;
    m_committing = true;
    if (auto* picker = qobject_cast<ReferencePicker*>(m_editor->input()))
        picker->settle(); // Enter can come before the line edit reports its editing finished
    const TableDescriptor& t = m_page->table();
    const QString column = m_editor->column().name;
    const ChangeSet change = ChangeSet::update(t.name, m_original, {{column, m_editor->value()}});
    if (change.changedColumns(t).isEmpty()) {
        m_committing = false;
        close();
        return true;
    }
    // What the typing left unread (a number that reads two ways) is the editor's to say; the rules judge the value.
    const QString unread = m_editor->problem();
    QList<FieldProblem> problems =
        unread.isEmpty() ? RowValidator(t).checkValues(change) : QList<FieldProblem>{FieldProblem{column, unread}};
    if (problems.isEmpty() && !ChangeWarning::confirm(m_window, m_conn, change)) {
        m_committing = false;
        m_editor->setFocus();
        return false; // still editing: what was typed stays
    }
    ConflictDialog::Outcome out;
    if (problems.isEmpty())
        out = ConflictDialog::applyResolving(*m_writer, t, change, m_window);
    else
        out.result.problems = problems;
    m_committing = false;
    if (out.result.ok()) {
        close();
        emit saved(out.applied, out.result); // the page is read again there, the row kept highlighted
        return true;
    }
    if (out.tookTheirs) {
        TablePage* page = m_page;
        close();
        page->refresh();
        return true;
    }
    // Refused: the editor stays with what was typed, and says why.
    QStringList reasons;
    for (const FieldProblem& p : std::as_const(out.result.problems))
        reasons << p.message;
    if (reasons.isEmpty())
        reasons << out.result.message;
    reasons.removeDuplicates();
    m_problem = reasons.join(QLatin1Char(' '));
    theme::keepStyled(m_editor, [](const QPalette& palette) {
        return QStringLiteral("QLineEdit, QComboBox, QDateTimeEdit { border: 2px solid %1; }")
            .arg(theme::toneColour(theme::Tone::Bad, palette).name());
    });
    m_editor->setToolTip(out.result.details.isEmpty() ? m_problem
                                                      : tr("%1\n\nDetails: %2").arg(m_problem, out.result.details));
    QToolTip::showText(m_editor->mapToGlobal(QPoint(0, m_editor->height())), m_problem, m_editor);
    emit message(m_problem);
    m_editor->setFocus();
    return false;
}

void InlineEditor::cancel() {
    close();
    emit message(tr("Edit cancelled; nothing was written."));
}

void InlineEditor::close() {
    if (m_editor) {
        FieldEditor* editor = m_editor;
        m_editor = nullptr;
        editor->hide();
        editor->deleteLater();
        if (m_page)
            m_page->grid()->tableView()->setFocus();
    }
    m_original.clear();
}

} // namespace metadesk
