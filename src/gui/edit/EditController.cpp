#include "EditController.h"

#include "ChangeJournalDialog.h"
#include "FieldEditor.h"
#include "InlineEditor.h"
#include "RowEditDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/EditPolicy.h"
#include "core/edit/RowStore.h"
#include "core/query/ReferenceQuery.h"
#include "core/rules/DeleteImpact.h"
#include "core/rules/SensitiveGrants.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/Workspace.h"
#include "gui/datasources/DatasourceDeleteDialog.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/DashboardRename.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>

namespace metadesk {

namespace {

/// What people call each row: its label where the table has one (never a secret); a label or key that refers to
/// another row by the label that row shows in the grid (a membership is "user · group", not "10"); else its key. The
/// referred labels are read once per referring column for all the rows (ReferenceQuery::fetchLabels), not per row.
QStringList rowNames(const DbConnection* conn, const TableDescriptor& t, const QList<QVariantMap>& rows) {
    const QString labelColumn = ReferenceQuery::labelColumnOf(t);
    QStringList columns = t.primaryKey;
    if (!columns.contains(labelColumn))
        columns.prepend(labelColumn);
    QHash<QString, QHash<QString, QVariant>> referred; // column → value's text → the referred row's label
    for (const QString& column : std::as_const(columns)) {
        const ForeignKeyDescriptor* reference = conn ? t.foreignKey(column) : nullptr;
        if (!reference)
            continue;
        QVariantList values;
        QSet<QString> seen;
        for (const QVariantMap& row : rows) {
            const QVariant value = row.value(column);
            if (!value.isNull() && !seen.contains(value.toString())) {
                seen.insert(value.toString());
                values << value;
            }
        }
        QHash<QString, QVariant>& labels = referred[column];
        for (qsizetype from = 0; from < values.size(); from += ReferenceQuery::maxLabelBatch()) {
            QHash<QString, QVariant> batch;
            QString error; // a label that cannot be read leaves the key to name the row
            if (ReferenceQuery::fetchLabels(*conn, *reference, values.mid(from, ReferenceQuery::maxLabelBatch()),
                                            &batch, &error))
                labels.insert(batch);
        }
    }
    auto shown = [&](const QString& column, const QVariant& value) {
        return value.isNull() ? QString() : referred.value(column).value(value.toString()).toString();
    };
    QStringList names;
    for (const QVariantMap& row : rows) {
        if (!t.primaryKey.contains(labelColumn)) {
            const QVariant value = row.value(labelColumn);
            const QString label = shown(labelColumn, value);
            if (!label.isEmpty()) {
                names << label;
                continue;
            }
            if (!value.toString().isEmpty() && !t.foreignKey(labelColumn)) {
                names << value.toString();
                continue;
            }
        }
        QStringList parts, keys;
        bool named = true;
        for (const QString& column : t.primaryKey) {
            const QString label = shown(column, row.value(column));
            named = named && !label.isEmpty();
            parts << (label.isEmpty() ? row.value(column).toString() : label);
            keys << row.value(column).toString();
        }
        names << (named && !parts.isEmpty() ? parts.join(QStringLiteral(" · "))
                                            : QStringLiteral("#") + keys.join(QLatin1Char(',')));
    }
    return names;
}

/// One row's name (rowNames()), its key given apart (a new row's key is what the write returned).
QString rowName(const DbConnection* conn, const TableDescriptor& t, QVariantMap row, const QVariantList& key) {
    for (qsizetype i = 0; i < t.primaryKey.size() && i < key.size(); ++i)
        row.insert(t.primaryKey.at(i), key.at(i));
    return rowNames(conn, t, {row}).constFirst();
}

} // namespace

QString EditController::describe(const ChangeSet& change, const WriteResult& result) const {
    const TableDescriptor* t = m_conn ? m_conn->catalog().table(change.table) : nullptr;
    if (!t)
        return change.table;
    switch (change.kind) {
    case ChangeSet::Kind::Insert:
        return tr("adding “%1” to %2").arg(rowName(m_conn, *t, result.after, result.key), t->label);
    case ChangeSet::Kind::Update:
        return tr("the change to “%1” in %2").arg(rowName(m_conn, *t, change.original, result.key), t->label);
    case ChangeSet::Kind::Delete:
        break;
    }
    return tr("deleting “%1” from %2").arg(rowName(m_conn, *t, change.original, result.key), t->label);
}

EditController::EditController(QWidget* window) : QObject(window), m_window(window) {
    auto make = [this](const QString& text, const char* name, const QKeySequence& key, const QString& tip) {
        auto* a = new QAction(text, this);
        a->setObjectName(QString::fromLatin1(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        a->setStatusTip(tip);
        a->setToolTip(tip);
        a->setEnabled(false);
        return a;
    };
    m_new = make(tr("&New Row…"), "newRowAction", QKeySequence(Qt::Key_Insert), tr("Add a row to this table"));
    m_edit = make(tr("&Edit Row…"), "editRowAction", QKeySequence(Qt::Key_F2), tr("Edit the selected row"));
    m_edit->setShortcuts({QKeySequence(Qt::Key_F2), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_duplicate = make(tr("D&uplicate Row…"), "duplicateRowAction", QKeySequence(Qt::CTRL | Qt::Key_D),
                       tr("A new row starting from the selected one"));
    m_delete = make(tr("&Delete Row…"), "deleteRowAction", QKeySequence(QKeySequence::Delete),
                    tr("Delete the highlighted rows, after showing what depends on them"));
    m_undo = make(tr("&Undo"), "undoAction", QKeySequence(QKeySequence::Undo), tr("Nothing to undo"));
    m_journal = make(tr("Change &Journal…"), "journalAction", {},
                     tr("The changes Metadesk made where the database has no audit table"));
    m_identity = make(tr("Audit &Identity…"), "identityAction", {},
                      tr("Who you are in the audit trail of the changes you make"));
    for (QAction* a : {m_new, m_edit, m_duplicate, m_delete})
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut); // the grid's keys, not the filter box's
    connect(m_new, &QAction::triggered, this, &EditController::newRow);
    connect(m_edit, &QAction::triggered, this, &EditController::editRow);
    connect(m_duplicate, &QAction::triggered, this, &EditController::duplicateRow);
    connect(m_delete, &QAction::triggered, this, &EditController::deleteRow);
    connect(m_undo, &QAction::triggered, this, &EditController::undo);
    connect(m_journal, &QAction::triggered, this, &EditController::showJournal);
    connect(m_identity, &QAction::triggered, this, &EditController::chooseIdentity);
}

EditController::~EditController() = default;

QList<QAction*> EditController::actions() const {
    return {m_new, m_edit, m_duplicate, m_delete, m_undo};
}

void EditController::attach(const DbConnection* connection, Workspace* workspace, bool readOnly) {
    detach();
    m_conn = connection;
    m_workspace = workspace;
    m_readOnly = readOnly || !connection || connection->isReadOnly();
    if (m_conn) {
        m_writer = std::make_unique<RowWriter>(*m_conn);
        const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        m_changeJournal =
            std::make_unique<ChangeJournal>(ChangeJournal::pathFor(dataDir, m_conn->url().toDisplayString()));
        m_writer->setJournal(m_changeJournal.get());
        resolveActor();
        m_inline = new InlineEditor(*m_conn, m_writer.get(), m_window);
        connect(m_inline, &InlineEditor::saved, this, &EditController::saved);
        connect(m_inline, &InlineEditor::message, this, &EditController::message);
    }
    if (m_workspace)
        connect(m_workspace, &Workspace::pageChanged, this, &EditController::pageChanged);
    pageChanged(m_workspace ? m_workspace->currentPage() : nullptr);
}

void EditController::detach() {
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    for (TablePage* p : std::as_const(m_wired))
        if (p)
            disconnect(p, nullptr, this, nullptr);
    m_wired.clear();
    m_workspace = nullptr;
    m_page = nullptr;
    delete m_inline; // before the writer and connection it uses
    m_inline = nullptr;
    m_conn = nullptr;
    m_writer.reset();
    m_changeJournal.reset();
    m_last.reset();
    m_readOnly = true;
    updateActions();
}

void EditController::resolveActor() {
    // This database's own identity (its connection profile), never one set on another database.
    const QString identity = ProfileStore().auditIdentity(m_conn->url());
    m_actor = AuditActor::resolve(*m_conn, identity); // in the audit table's words, not the window's language
    if (m_writer)
        m_writer->setActor(m_actor);
    const QString shown = identity.isEmpty() ? AuditActor::fallbackName(*m_conn) : identity;
    m_identity->setText(tr("Audit &Identity: %1…").arg(shown.isEmpty() ? tr("unknown") : shown));
}

void EditController::setWorkspaceShown(bool shown) {
    if (shown == m_workspaceShown)
        return;
    m_workspaceShown = shown;
    if (!shown && m_inline)
        m_inline->commit(); // what was typed is saved (or closed saying why) before the grid is hidden
    pageChanged(m_workspace ? m_workspace->currentPage() : nullptr);
}

void EditController::pageChanged(TablePage* page) {
    if (!m_workspaceShown)
        page = nullptr;
    m_page = page;
    if (page && !m_wired.contains(page)) {
        m_wired.insert(page);
        connect(page, &TablePage::rowSelected, this, &EditController::updateActions);
        connect(page, &QObject::destroyed, this, [this, page]() { m_wired.remove(page); });
        VirtualTableView* grid = page->grid();
        grid->addActions({m_new, m_edit, m_duplicate, m_delete});
        grid->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(grid, &QWidget::customContextMenuRequested, this, &EditController::showContextMenu);
        // A double click edits the cell in place (the row dialog for keys and multi-line values); Enter and F2
        // open the row dialog.
        connect(grid->tableView(), &QAbstractItemView::doubleClicked, this, [this, page](const QModelIndex& index) {
            // A Holotable dashboard's title belongs to its spec: editing it is a rename, a new version.
            if (page == m_page && m_conn && DashboardRename::handles(page->table(), index.column())) {
                bool renamed = false;
                const QString said = DashboardRename::run(
                    m_window, *m_conn, page->selectedPrimaryKey().value(0).toString(), m_readOnly, &renamed);
                if (!said.isEmpty())
                    emit message(said);
                page->refresh();
                if (renamed) // a new version besides the row: the window counts both again
                    emit changed({QStringLiteral("dashboards"), QStringLiteral("dashboard_versions")});
                return;
            }
            if (!m_edit->isEnabled() || page != m_page)
                return;
            if (!m_inline || !m_inline->begin(page, index))
                editRow();
        });
    }
    updateActions();
}

void EditController::showContextMenu(const QPoint& pos) {
    auto* grid = qobject_cast<QWidget*>(sender());
    if (!grid)
        return;
    QMenu menu(grid);
    menu.setObjectName(QStringLiteral("gridContextMenu"));
    if (m_copy) { // what an auditor, whose edit entries are all greyed, does with a row
        menu.addAction(m_copy);
        menu.addSeparator();
    }
    menu.addActions({m_new, m_edit, m_duplicate, m_delete});
    // Row actions other features put on the grid (Version History…) follow.
    bool separated = false;
    for (QAction* action : grid->actions()) {
        if (!action->property("metadeskRowAction").toBool() || !action->isVisible())
            continue;
        if (!std::exchange(separated, true))
            menu.addSeparator();
        menu.addAction(action);
    }
    menu.exec(grid->mapToGlobal(pos));
}

void EditController::updateActions() {
    const TableDescriptor* table = m_page ? &m_page->table() : nullptr;
    const EditPolicy policy = table ? EditPolicy::forTable(*table) : EditPolicy();
    const int highlighted = m_page ? m_page->highlightedRowCount() : 0;
    const bool one = m_page && !m_page->selectedPrimaryKey().isEmpty();
    const bool live = m_conn && !m_readOnly && table;
    QString why;
    if (!m_conn || !table)
        why = tr("Open a table first.");
    else if (m_readOnly)
        why = tr("This connection is read-only.");
    else
        why = policy.reason;
    auto set = [&](QAction* a, bool allowed, bool enabled, const QString& tip, const QString& missing) {
        a->setEnabled(live && allowed && enabled);
        a->setToolTip(live && allowed ? (enabled ? tip : missing) : why);
    };
    const QString selectOne = highlighted > 1 ? tr("Highlight one row only: %1 are highlighted.").arg(highlighted)
                                              : tr("Select a row first.");
    set(m_new, policy.canInsert, true, tr("Add a row to %1 (Insert)").arg(table ? table->label : QString()), {});
    set(m_edit, policy.canUpdate, one, tr("Edit the highlighted row (Enter or F2)"), selectOne);
    set(m_duplicate, policy.canInsert, one, tr("A new row starting from the highlighted one (Ctrl+D)"), selectOne);
    set(m_delete, policy.canDelete, highlighted > 0,
        highlighted > 1 ? tr("Delete the %1 highlighted rows (Delete)").arg(highlighted)
                        : tr("Delete the highlighted row (Delete)"),
        tr("Select a row first."));
    QString undoWhy;
    ChangeSet inverse;
    const bool canUndo =
        m_last && !m_readOnly && m_writer && m_writer->inverse(m_last->change, m_last->result, &inverse, &undoWhy);
    m_undo->setEnabled(canUndo);
    const bool elsewhere = canUndo && m_page && m_page->table().name != m_last->change.table;
    m_undo->setText(canUndo ? tr("&Undo %1").arg(describe(m_last->change, m_last->result)) : tr("&Undo"));
    m_undo->setToolTip(canUndo ? (elsewhere ? tr("Undo the last change, made in another table than this one, as a "
                                                 "new audited change")
                                            : tr("Undo the last change, as a new audited change"))
                               : (m_last ? undoWhy : tr("Nothing to undo")));
    // The journal is the record only where Holotable has no audit table yet (before its 012); it stays open where
    // it holds entries from then.
    const bool journalNeeded =
        m_changeJournal && m_changeJournal->coverage().holotable && !m_changeJournal->coverage().holotableAuditLog;
    const bool journalKept = m_changeJournal && QFileInfo(m_changeJournal->path()).size() > 0;
    m_journal->setEnabled(m_conn != nullptr && (journalNeeded || journalKept));
    m_journal->setToolTip(!m_conn ? tr("Open a database first.")
                          : journalNeeded || journalKept
                              ? tr("The changes Metadesk made to this database's Holotable tables where it has no "
                                   "audit table (before its migration 012)")
                              : tr("Not needed here: this database records changes in its own audit table."));
    m_identity->setEnabled(m_conn != nullptr);
}

bool EditController::selectedRow(QVariantMap* row) {
    if (!m_page || !m_conn)
        return false;
    const TableDescriptor& t = m_page->table();
    const QVariantList key = m_page->selectedPrimaryKey();
    if (key.isEmpty())
        return false;
    bool found = false;
    QString error;
    if (!RowStore(*m_conn, t).fetch(key, row, &found, &error)) {
        QMessageBox::warning(m_window, tr("Cannot read the row"), error);
        return false;
    }
    if (!found) {
        QMessageBox::information(m_window, tr("Row gone"),
                                 tr("Someone deleted this row meanwhile. The table is read again."));
        m_page->refresh();
        return false;
    }
    return true;
}

void EditController::openDialog(int mode, const QVariantMap& original) {
    if (!m_page || !m_writer)
        return;
    RowEditDialog dialog(*m_conn, m_writer.get(), m_page->table(), RowEditDialog::Mode(mode), original, {}, m_window);
    if (dialog.exec() == QDialog::Accepted) {
        saved(dialog.appliedChange(), dialog.result());
    } else if (dialog.result().outcome == WriteResult::Outcome::Conflict) {
        m_page->refresh(); // they took the database's version
    }
}

void EditController::newRow() {
    if (m_new->isEnabled())
        openDialog(int(RowEditDialog::Mode::New), {});
}

void EditController::editRow() {
    QVariantMap row;
    if (m_edit->isEnabled() && selectedRow(&row))
        openDialog(int(RowEditDialog::Mode::Edit), row);
}

void EditController::duplicateRow() {
    QVariantMap row;
    if (m_duplicate->isEnabled() && selectedRow(&row))
        openDialog(int(RowEditDialog::Mode::Duplicate), row);
}

void EditController::deleteRow() {
    if (!m_delete->isEnabled() || !m_page || !m_conn)
        return;
    QString why;
    const QList<QVariantList> keys = m_page->selectedIdentities(&why);
    if (keys.isEmpty()) {
        QMessageBox::information(m_window, tr("Nothing deleted"), why);
        return;
    }
    if (DatasourceDeleteDialog::handles(m_page->table())) {
        deleteDatasource(keys);
        return;
    }
    if (keys.size() == 1) {
        QVariantMap row;
        if (selectedRow(&row))
            deleteRows({row});
        return;
    }
    // Each highlighted row as the database holds it now, by its key: what the confirmation names is what goes.
    const TableDescriptor& t = m_page->table();
    QList<QVariantMap> rows;
    int gone = 0;
    for (const QVariantList& key : keys) {
        QVariantMap row;
        bool found = false;
        QString error;
        if (!RowStore(*m_conn, t).fetch(key, &row, &found, &error)) {
            QMessageBox::warning(m_window, tr("Cannot read the rows"), error);
            return;
        }
        if (found)
            rows << row;
        else
            ++gone;
    }
    if (gone > 0) {
        QMessageBox::information(m_window, tr("Rows gone"),
                                 tr("%n of the highlighted rows were deleted by someone else meanwhile. Nothing was "
                                    "deleted; the table is read again.",
                                    nullptr, gone));
        m_page->refresh();
        return;
    }
    deleteRows(rows);
}

void EditController::deleteDatasource(const QList<QVariantList>& keys) {
    // The platform's delete, not the generic one: its runs detached, its contract rows removed, its object queued.
    if (keys.size() != 1) {
        QMessageBox::information(m_window, tr("Nothing deleted"),
                                 tr("Datasources are deleted one at a time, each after a list of what goes with it. "
                                    "Select one."));
        return;
    }
    const qint64 id = keys.constFirst().value(0).toLongLong();
    DatasourceDeleteDialog dialog(*m_conn, id, m_window);
    const bool deleted = dialog.exec() == QDialog::Accepted;
    // Runs, contract rows and the blob queue besides the datasource: the plan names every table it wrote.
    QStringList tables = dialog.plan().tables();
    if (!tables.contains(m_page->table().name))
        tables.prepend(m_page->table().name);
    // Cancelled: nothing written, the grid stays as it is. A conflict in the dialog means the rows moved: show them
    // as they are, the datasource still picked if it stays.
    if (!deleted) {
        if (dialog.readAgain())
            m_page->refreshAfterChange(keys.constFirst());
        return;
    }
    m_page->refreshAfterChange({});
    m_last.reset(); // several tables changed: not one change to undo
    emit message(tr("Deleted datasource %1 as the platform deletes it.").arg(id));
    updateActions();
    emit changed(tables);
}

void EditController::deleteRows(const QList<QVariantMap>& rows) {
    const TableDescriptor& t = m_page->table();
    const QStringList names = rowNames(m_conn, t, rows);
    QStringList lines, blocked;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QVariantMap& row = rows.at(r);
        DeleteImpact impact;
        QString error;
        if (!DeleteImpact::measure(*m_conn, t, row.value(t.primaryKey.value(0)), &impact, &error)) {
            QMessageBox::warning(m_window, tr("Cannot delete"), error);
            return;
        }
        const QString& name = names.at(r);
        if (impact.blocks())
            blocked << name;
        for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
            lines << (rows.size() > 1 ? tr("• “%1”: %2").arg(name, e.sentence) : QStringLiteral("• ") + e.sentence);
        for (const QString& note : std::as_const(impact.notes))
            lines << QStringLiteral("• ") + note;
    }
    lines.removeDuplicates();
    constexpr int kShownLines = 25;
    if (lines.size() > kShownLines) {
        const int more = int(lines.size()) - kShownLines;
        lines = lines.mid(0, kShownLines);
        lines << tr("… and %n more.", nullptr, more);
    }
    // Leaving an admin or observer group is asked for as joining one is, naming what is lost; the last administrator
    // is never removed (the platform keeps one).
    QList<ChangeSet> removals;
    for (const QVariantMap& row : rows)
        removals << ChangeSet::remove(t.name, row);
    QStringList lost;
    QString lastAdmin, sensitiveError;
    if (!SensitiveGrants::checkRemovals(*m_conn, removals, &lost, &lastAdmin, &sensitiveError)) {
        QMessageBox::warning(m_window, tr("Cannot delete"), sensitiveError);
        return;
    }
    if (!lastAdmin.isEmpty()) {
        refusal(tr("Not deleted"), lastAdmin, {});
        return;
    }
    QMessageBox box(m_window);
    box.setObjectName(QStringLiteral("deleteConfirmation"));
    box.setWindowTitle(rows.size() > 1 ? tr("Delete %1 rows").arg(t.label) : tr("Delete %1 row").arg(t.label));
    if (!blocked.isEmpty()) {
        box.setIcon(QMessageBox::Warning);
        QStringList quoted;
        for (const QString& name : std::as_const(blocked))
            quoted << tr("“%1”").arg(name);
        if (rows.size() == 1)
            box.setText(tr("“%1” cannot be deleted while other rows belong to it.").arg(blocked.constFirst()));
        else if (blocked.size() == 1)
            box.setText(tr("Nothing was deleted: %1 cannot be deleted while other rows belong to it.")
                            .arg(quoted.constFirst()));
        else
            box.setText(tr("Nothing was deleted: %1 cannot be deleted while other rows belong to them.")
                            .arg(QLocale().createSeparatedList(quoted)));
        box.setInformativeText(lines.join(QLatin1Char('\n')));
        box.setStandardButtons(QMessageBox::Close);
        box.exec();
        return;
    }
    box.setIcon(QMessageBox::Question);
    QStringList shownNames = names.mid(0, 10);
    if (names.size() > 10)
        shownNames << tr("%n more", nullptr, int(names.size()) - 10);
    box.setText(rows.size() > 1
                    ? tr("Delete these %1 rows from %2: %3?")
                          .arg(QString::number(rows.size()), t.label, QLocale().createSeparatedList(shownNames))
                    : tr("Delete “%1” from %2?").arg(names.constFirst(), t.label));
    QString impactText = lines.isEmpty()
                             ? (rows.size() > 1 ? tr("Nothing else refers to them.") : tr("Nothing else refers to it."))
                             : lines.join(QLatin1Char('\n'));
    if (!lost.isEmpty()) {
        box.setIcon(QMessageBox::Warning);
        impactText = tr("This takes away administration, at once and on the platform itself:") +
                     QStringLiteral("\n• ") + lost.join(QStringLiteral("\n• ")) + QStringLiteral("\n\n") + impactText;
    }
    box.setInformativeText(impactText);
    QPushButton* yes = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    yes->setObjectName(QStringLiteral("deleteButton"));
    yes->setAccessibleName(tr("Delete"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    cancel->setAccessibleName(tr("Cancel"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != yes)
        return;
    QList<ChangeSet> changes;
    for (const QVariantMap& row : rows)
        changes << ChangeSet::remove(t.name, row);
    WriteResult failure;
    int failedAt = -1;
    const QList<WriteResult> results = m_writer->applyAll(changes, &failure, &failedAt);
    if (!results.isEmpty()) {
        if (results.size() == 1) {
            saved(changes.constFirst(), results.constFirst());
        } else {
            m_last.reset(); // several rows at once are not one change to undo
            emit message(tr("Deleted %1 rows from %2.").arg(QString::number(results.size()), t.label));
            m_page->refreshAfterChange({});
            updateActions();
            emit changed({t.name});
        }
        return;
    }
    const QString which = rows.size() > 1 && failedAt >= 0 ? tr("“%1”: ").arg(names.value(failedAt)) : QString();
    if (failure.outcome == WriteResult::Outcome::Conflict) {
        QMessageBox::information(
            m_window, tr("Not deleted"),
            tr("%1%2 Nothing was deleted; the table is read again so you can see it.").arg(which, failure.message));
        m_page->refresh();
    } else {
        refusal(tr("Not deleted"),
                rows.size() > 1 ? tr("%1%2 Nothing was deleted.").arg(which, failure.message) : failure.message,
                failure.details);
    }
}

void EditController::refusal(const QString& title, const QString& sentence, const QString& details) {
    // The rule in words; the database's own text only under Details.
    QMessageBox box(m_window);
    box.setObjectName(QStringLiteral("writeRefused"));
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(title);
    box.setText(sentence);
    if (!details.isEmpty())
        box.setDetailedText(details);
    box.setStandardButtons(QMessageBox::Close);
    box.exec();
}

void EditController::saved(const ChangeSet& change, const WriteResult& result) {
    if (result.nothingChanged) {
        emit message(tr("Nothing changed."));
        return;
    }
    m_last = Done{change, result};
    emit message(result.message.isEmpty() ? tr("Saved: %1.").arg(describe(change, result)) : result.message);
    // The row written is the one highlighted afterwards: a new row (New, Duplicate) by its new key, an edited one
    // where it is now; after a delete nothing is.
    if (m_page && m_page->table().name == change.table)
        m_page->refreshAfterChange(change.kind == ChangeSet::Kind::Delete ? QVariantList() : result.key);
    else if (m_page)
        m_page->refresh();
    updateActions();
    emit changed({change.table});
}

void EditController::undo() {
    if (!m_last || !m_writer)
        return;
    ChangeSet inverse;
    QString why;
    if (!m_writer->inverse(m_last->change, m_last->result, &inverse, &why)) {
        QMessageBox::information(m_window, tr("Cannot undo"), why);
        return;
    }
    const QString what = describe(m_last->change, m_last->result);
    // Undo reaches into the table of the last change; when that is not the one shown, it says so first.
    if (m_page && m_page->table().name != m_last->change.table) {
        QMessageBox box(m_window);
        box.setObjectName(QStringLiteral("undoElsewhere"));
        box.setIcon(QMessageBox::Question);
        box.setWindowTitle(tr("Undo in another table"));
        box.setText(tr("Undo %1?").arg(what));
        box.setInformativeText(
            tr("That change was made in another table than the one shown (%1).").arg(m_page->table().label));
        QPushButton* yes = box.addButton(tr("Undo"), QMessageBox::AcceptRole);
        yes->setObjectName(QStringLiteral("undoButton"));
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != yes)
            return;
    }
    const WriteResult r = m_writer->apply(inverse);
    if (!r.ok()) {
        refusal(tr("Cannot undo"),
                r.outcome == WriteResult::Outcome::Conflict
                    ? tr("The row changed again since your change, so undoing it would overwrite someone else's work. "
                         "Nothing was changed.")
                    : r.message,
                r.details);
        return;
    }
    m_last.reset(); // undo is itself a change, but not one to undo again
    emit message(tr("Undone: %1.").arg(what));
    // As after any change of one's own: the row written highlighted (a delete undone brings it back), none after
    // an insert undone, never reported as deleted by someone else.
    if (m_page && m_page->table().name == inverse.table)
        m_page->refreshAfterChange(inverse.kind == ChangeSet::Kind::Delete ? QVariantList() : r.key);
    else if (m_page)
        m_page->refresh();
    updateActions();
    emit changed({inverse.table});
}

void EditController::showJournal() {
    if (!m_changeJournal)
        return;
    ChangeJournalDialog dialog(*m_changeJournal, m_window);
    dialog.exec();
}

void EditController::chooseIdentity() {
    if (!m_conn)
        return;
    bool ok = false;
    ProfileStore profiles;
    const QString current = profiles.auditIdentity(m_conn->url());
    const QString email = QInputDialog::getText(
        m_window, tr("Audit identity"),
        tr("Your email as a Tabularia user, for this database only. Changes you make here are recorded under it (and "
           "linked to that account when it exists). Empty: your database role or system user name (%1).")
            .arg(AuditActor::fallbackName(*m_conn)),
        QLineEdit::Normal, current, &ok);
    if (!ok)
        return;
    profiles.setAuditIdentity(m_conn->url(), email);
    resolveActor();
    emit message(tr("Changes are recorded as “%1”.").arg(m_actor.label));
}

} // namespace metadesk
