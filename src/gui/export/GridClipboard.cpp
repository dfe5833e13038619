#include "GridClipboard.h"

#include "core/export/StoredText.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QLocale>
#include <QMainWindow>
#include <QMimeData>
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

/// A cell as TSV wants it when several are copied: as it is, or in quotes (quotes doubled) when it holds a tab, a line
/// break or a quote, which spreadsheets read back as one cell and the same text. On UTF-8 bytes (those characters are
/// single bytes in it, and never part of another character's).
QByteArray field(const QByteArray& text) {
    bool quote = false;
    for (const char c : text)
        quote = quote || c == '\t' || c == '\n' || c == '\r' || c == '"';
    if (!quote)
        return text;
    QByteArray quoted = text;
    quoted.replace("\"", "\"\"");
    return '"' + quoted + '"';
}

/// What the database holds for the cell, as its own text (StoredText: full length, no digit grouping, times as
/// stored, secrets masked), in UTF-8; a SQLite text whose stored bytes are not UTF-8 as those bytes (*asStored set).
/// Over another model, the display text.
QByteArray cellBytes(const QModelIndex& index, bool* asStored) {
    QModelIndex source;
    const WindowedTableModel* windowed = windowedSource(index, &source);
    if (!windowed || !source.isValid() || source.column() >= windowed->table().columns.size())
        return index.data(Qt::DisplayRole).toString().toUtf8();
    const QVariant bytes = source.data(WindowedTableModel::StoredBytesRole);
    if (bytes.isValid()) {
        *asStored = true;
        return bytes.toByteArray();
    }
    // The value as read, never a proxy's text for it: a reference as its id, a secret masked whatever a proxy shows.
    const StoredText rule(windowed->table().columns.at(source.column()));
    return rule.of(source.data(WindowedTableModel::RawValueRole)).text.toUtf8();
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

QByteArray GridClipboard::toTsvBytes(const QAbstractItemModel* model, const QModelIndexList& selection,
                                     bool withHeaders, bool* asStored) {
    *asStored = false;
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

    // One cell alone is its text as it is, to paste into a filter, a query or a cell; several are a TSV table.
    if (!withHeaders && rows.size() == 1 && columns.size() == 1)
        return cellBytes(model->index(rows.first(), columns.first()), asStored);

    QByteArray out;
    QByteArrayList line;
    if (withHeaders) {
        for (int column : columns)
            line << field(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().toUtf8());
        out += line.join('\t') + '\n';
    }
    for (int row : rows) {
        line.clear();
        for (int column : columns)
            line << (selected.contains(quint64(quint32(row)) << 32 | quint32(column))
                         ? field(cellBytes(model->index(row, column), asStored))
                         : QByteArray());
        out += line.join('\t') + '\n';
    }
    return out;
}

QString GridClipboard::goneMessage() {
    return tr("A selected row was deleted since the order was read; nothing was copied. F5 reads the order again.");
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
    bool gone = false; // a row deleted since its order was read has no values to paste
    int lastAsked = -1;
    for (const QModelIndex& index : indexes) {
        QModelIndex source;
        const WindowedTableModel* windowed = windowedSource(index, &source);
        if (!windowed)
            break;
        gone = gone || windowed->isRowGone(source.row());
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
    if (gone) {
        tell(view, goneMessage());
        return;
    }

    bool asStored = false;
    const QByteArray bytes = toTsvBytes(model, indexes, !wholeRows.isEmpty(), &asStored);
    put(bytes, asStored);
    const int rows = int(bytes.count('\n')) - (wholeRows.isEmpty() ? 0 : 1);
    // No English plural forms are loaded: the singular is its own string.
    const int cells = int(indexes.size());
    QString said;
    if (!wholeRows.isEmpty())
        said = rows == 1 ? tr("Copied 1 row.") : tr("Copied %Ln rows.", nullptr, rows);
    else
        said = cells == 1 ? tr("Copied 1 cell.") : tr("Copied %Ln cells.", nullptr, cells);
    if (asStored)
        said += QLatin1Char(' ') + storedBytesNote();
    tell(view, said);
}

void GridClipboard::put(const QByteArray& tsv, bool asStored) {
    if (!asStored) {
        QGuiApplication::clipboard()->setText(QString::fromUtf8(tsv));
        return;
    }
    // The clipboard's plain text is the bytes as stored (what a paste into a terminal or an editor reading bytes
    // gets), not the characters SQLite's conversion made of them.
    auto* data = new QMimeData;
    data->setData(QStringLiteral("text/plain"), tsv);
    QGuiApplication::clipboard()->setMimeData(data);
}

QString GridClipboard::storedBytesNote() {
    return tr("Texts stored as bytes that are not UTF-8 were copied as those bytes.");
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
