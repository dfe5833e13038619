#include "GridClipboard.h"

#include "models/CellFormat.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QSet>
#include <QStatusBar>
#include <QTableView>

#include <algorithm>

namespace metadesk {

namespace {
constexpr int kStatusMessageMs = 5000;

/// The windowed model under any proxies, with the index mapped down to it; null for other models.
const WindowedTableModel* windowedSource(const QModelIndex& index, QModelIndex* sourceIndex) {
    QModelIndex i = index;
    while (const auto* proxy = qobject_cast<const QAbstractProxyModel*>(i.model()))
        i = proxy->mapToSource(i);
    if (sourceIndex)
        *sourceIndex = i;
    return qobject_cast<const WindowedTableModel*>(i.model());
}

bool isSecret(const QModelIndex& index) {
    QModelIndex source;
    const WindowedTableModel* model = windowedSource(index, &source);
    return model && source.isValid() && source.column() < model->table().columns.size() &&
           model->table().columns.at(source.column()).kind == ColumnKind::Secret;
}

/// One line per row, one field per column: tabs and line breaks inside a value would break the grid.
QString field(QString text) {
    text.replace(QLatin1String("\r\n"), QLatin1String(" "));
    for (QChar& c : text)
        if (c == u'\t' || c == u'\n' || c == u'\r' || c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            c = u' ';
    return text;
}

QString cellText(const QModelIndex& index) {
    // The stored value as the grid formats it: a reference copies as its id, not the referenced row's label, so that
    // what is pasted back into a filter, a query or a cell is what the database holds.
    QModelIndex source;
    const WindowedTableModel* windowed = windowedSource(index, &source);
    const QString display =
        (windowed && source.isValid() ? source.data(WindowedTableModel::StoredTextRole) : index.data(Qt::DisplayRole))
            .toString();
    // Whatever a proxy makes of the display text, a secret never reaches the clipboard.
    if (isSecret(index))
        return display.isEmpty() ? QString() : cellformat::secretMask();
    return field(display);
}

void tell(QAbstractItemView* view, const QString& message) {
    if (auto* window = qobject_cast<QMainWindow*>(view->window()))
        window->statusBar()->showMessage(message, kStatusMessageMs);
}

/// Rows the selection spans, counted from its ranges without listing every index.
qint64 spannedRows(const QItemSelection& selection) {
    QList<QPair<int, int>> spans;
    for (const QItemSelectionRange& range : selection)
        spans.append({range.top(), range.bottom()});
    std::sort(spans.begin(), spans.end());
    qint64 rows = 0;
    int end = -1;
    for (const auto& span : spans) {
        const int start = qMax(span.first, end + 1);
        if (span.second >= start)
            rows += span.second - start + 1;
        end = qMax(end, span.second);
    }
    return rows;
}
} // namespace

QString GridClipboard::toTsv(const QAbstractItemModel* model, const QModelIndexList& selection, bool withHeaders) {
    if (!model)
        return {};
    QList<int> rows;
    QList<int> columns;
    QSet<quint64> selected;
    for (const QModelIndex& index : selection) {
        if (!index.isValid() || index.model() != model)
            continue;
        rows << index.row();
        columns << index.column();
        selected.insert(quint64(quint32(index.row())) << 32 | quint32(index.column()));
    }
    if (selected.isEmpty())
        return {};
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::sort(columns.begin(), columns.end());
    columns.erase(std::unique(columns.begin(), columns.end()), columns.end());

    QString out;
    QStringList line;
    if (withHeaders) {
        for (int column : columns)
            line << field(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        out += line.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    for (int row : rows) {
        line.clear();
        for (int column : columns)
            line << (selected.contains(quint64(quint32(row)) << 32 | quint32(column))
                         ? cellText(model->index(row, column))
                         : QString());
        out += line.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

void GridClipboard::copy(QAbstractItemView* view) {
    if (!view || !view->model() || !view->selectionModel())
        return;
    const QAbstractItemModel* model = view->model();
    const QItemSelectionModel* selectionModel = view->selectionModel();
    QItemSelection selection = selectionModel->selection();
    if (selection.isEmpty() && selectionModel->currentIndex().isValid())
        selection.select(selectionModel->currentIndex(), selectionModel->currentIndex());
    if (selection.isEmpty())
        return;
    // Checked before listing indexes: select-all on a million rows must not build twenty million of them.
    if (spannedRows(selection) > maxRows()) {
        tell(view, tr("Copy takes at most %1 rows at a time; use Export for more.").arg(QLocale().toString(maxRows())));
        return;
    }

    const auto* table = qobject_cast<const QTableView*>(view);
    auto shown = [table](const QModelIndex& index) {
        return !table || (!table->isColumnHidden(index.column()) && !table->isRowHidden(index.row()));
    };
    QModelIndexList indexes;
    const QModelIndexList wholeRows = selectionModel->selectedRows();
    if (!wholeRows.isEmpty()) {
        for (const QModelIndex& row : wholeRows)
            for (int column = 0; column < model->columnCount(); ++column)
                if (shown(model->index(row.row(), column)))
                    indexes << model->index(row.row(), column);
    } else {
        for (const QModelIndex& index : selection.indexes())
            if (shown(index))
                indexes << index;
    }
    if (indexes.isEmpty())
        return;

    // Rows of a windowed model that have not arrived would paste as placeholders: ask for them, copy nothing yet.
    bool loading = false;
    int lastAsked = -1;
    for (const QModelIndex& index : indexes) {
        QModelIndex source;
        const WindowedTableModel* windowed = windowedSource(index, &source);
        if (!windowed)
            break;
        if (!windowed->isRowLoaded(source.row())) {
            loading = true;
            if (index.row() != lastAsked)
                index.data(Qt::DisplayRole); // reading an absent row asks for its page
            lastAsked = index.row();
        }
    }
    if (loading) {
        tell(view, tr("Some of the selected rows are still loading; copy again in a moment."));
        return;
    }

    const QString text = toTsv(model, indexes, !wholeRows.isEmpty());
    QGuiApplication::clipboard()->setText(text);
    const int rows = int(text.count(QLatin1Char('\n'))) - (wholeRows.isEmpty() ? 0 : 1);
    // No English plural forms are loaded: the singular is its own string.
    const int cells = int(indexes.size());
    if (!wholeRows.isEmpty())
        tell(view, rows == 1 ? tr("Copied 1 row.") : tr("Copied %Ln rows.", nullptr, rows));
    else
        tell(view, cells == 1 ? tr("Copied 1 cell.") : tr("Copied %Ln cells.", nullptr, cells));
}

QAction* GridClipboard::install(QAbstractItemView* view) {
    auto* action = new QAction(tr("Copy"), view);
    action->setObjectName(QStringLiteral("gridCopyAction"));
    action->setShortcut(QKeySequence::Copy);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(action, &QAction::triggered, view, [view]() { copy(view); });
    view->addAction(action);
    return action;
}

} // namespace metadesk
