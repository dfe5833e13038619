#include "DiffModel.h"

namespace metadesk {

DiffModel::DiffModel(QObject* parent) : QAbstractTableModel(parent) {}

void DiffModel::setResult(const DiffResult& result, int context) {
    beginResetModel();
    m_result = result;
    m_entries.clear();
    const int n = int(m_result.rows.size());
    context = std::max(0, context);
    int k = 0;
    while (k < n) {
        if (m_result.rows.at(k).kind != DiffRow::Kind::Equal) {
            m_entries.append(Entry{k, 0});
            ++k;
            continue;
        }
        int end = k;
        while (end < n && m_result.rows.at(end).kind == DiffRow::Kind::Equal)
            ++end;
        // Keep `context` lines next to a change on each side; a fold of one line would hide nothing worth hiding.
        const int keepBefore = k == 0 ? 0 : context;
        const int keepAfter = end == n ? 0 : context;
        const int hidden = (end - k) - keepBefore - keepAfter;
        if (hidden < 2) {
            for (int r = k; r < end; ++r)
                m_entries.append(Entry{r, 0});
        } else {
            for (int r = k; r < k + keepBefore; ++r)
                m_entries.append(Entry{r, 0});
            m_entries.append(Entry{k + keepBefore, hidden});
            for (int r = end - keepAfter; r < end; ++r)
                m_entries.append(Entry{r, 0});
        }
        k = end;
    }
    endResetModel();
}

int DiffModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_entries.size());
}

int DiffModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

bool DiffModel::isFold(int row) const {
    return row >= 0 && row < m_entries.size() && m_entries.at(row).foldCount > 0;
}

const DiffRow* DiffModel::diffRow(int row) const {
    if (row < 0 || row >= m_entries.size() || m_entries.at(row).foldCount > 0)
        return nullptr;
    return &m_result.rows.at(m_entries.at(row).row);
}

bool DiffModel::expand(int row) {
    if (!isFold(row))
        return false;
    const Entry fold = m_entries.at(row);
    // A reset rather than remove/insert: the view's spans (one per fold row) are laid again by DiffView.
    beginResetModel();
    QList<Entry> entries;
    entries.reserve(m_entries.size() + fold.foldCount);
    entries.append(m_entries.mid(0, row));
    for (int r = fold.row; r < fold.row + fold.foldCount; ++r)
        entries.append(Entry{r, 0});
    entries.append(m_entries.mid(row + 1));
    m_entries = std::move(entries);
    endResetModel();
    return true;
}

void DiffModel::expandAll() {
    beginResetModel();
    m_entries.clear();
    m_entries.reserve(m_result.rows.size());
    for (int r = 0; r < m_result.rows.size(); ++r)
        m_entries.append(Entry{r, 0});
    endResetModel();
}

QList<int> DiffModel::changeStarts() const {
    QList<int> out;
    bool inChange = false;
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry& e = m_entries.at(i);
        const bool changed = e.foldCount == 0 && m_result.rows.at(e.row).kind != DiffRow::Kind::Equal;
        if (changed && !inChange)
            out.append(i);
        inChange = changed;
    }
    return out;
}

QString DiffModel::mark(DiffRow::Kind kind, bool oldSide) {
    switch (kind) {
    case DiffRow::Kind::Equal:
        return {};
    case DiffRow::Kind::Removed:
        return oldSide ? QStringLiteral("-") : QString();
    case DiffRow::Kind::Added:
        return oldSide ? QString() : QStringLiteral("+");
    case DiffRow::Kind::Changed:
        return QStringLiteral("~");
    }
    return {};
}

QString DiffModel::accessibleText(const Entry& e, int column) const {
    if (e.foldCount > 0)
        return tr("%n unchanged line(s), folded; press Enter to show them", nullptr, e.foldCount);
    const DiffRow& row = m_result.rows.at(e.row);
    const bool oldSide = column <= OldText;
    const int line = oldSide ? row.oldLine : row.newLine;
    if (line == 0)
        return oldSide ? tr("no old line") : tr("no new line");
    QString state;
    switch (row.kind) {
    case DiffRow::Kind::Equal:
        state = tr("unchanged");
        break;
    case DiffRow::Kind::Removed:
        state = tr("removed");
        break;
    case DiffRow::Kind::Added:
        state = tr("added");
        break;
    case DiffRow::Kind::Changed:
        state = tr("changed");
        break;
    }
    const QString text = oldSide ? row.oldText : row.newText;
    const QString path = oldSide ? row.oldPath : row.newPath;
    if (!path.isEmpty())
        state = tr("%1 at %2").arg(state, path);
    return (oldSide ? tr("Old line %1, %2: %3") : tr("New line %1, %2: %3")).arg(line).arg(state, text.left(500));
}

QVariant DiffModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry& e = m_entries.at(index.row());
    const int column = index.column();
    if (role == FoldRole)
        return e.foldCount;
    if (role == KindRole)
        return e.foldCount > 0 ? -1 : int(m_result.rows.at(e.row).kind);
    if (role == Qt::AccessibleTextRole)
        return accessibleText(e, column);
    if (e.foldCount > 0) {
        if (role == Qt::DisplayRole && column == OldLine)
            return tr("⋯  %n unchanged line(s) — click to show", nullptr, e.foldCount);
        if (role == Qt::ToolTipRole)
            return tr("Lines %1–%2 are the same in both. Click or press Enter to show them.")
                .arg(m_result.rows.at(e.row).oldLine)
                .arg(m_result.rows.at(e.row + e.foldCount - 1).oldLine);
        return {};
    }
    const DiffRow& row = m_result.rows.at(e.row);
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case OldLine:
            return row.oldLine > 0 ? QVariant(row.oldLine) : QVariant();
        case NewLine:
            return row.newLine > 0 ? QVariant(row.newLine) : QVariant();
        case OldMark:
            return mark(row.kind, true);
        case NewMark:
            return mark(row.kind, false);
        case OldText:
            return row.oldText;
        case NewText:
            return row.newText;
        }
        break;
    case Qt::ToolTipRole: {
        // Where the line is in the document, and the whole line when it is long.
        const bool oldSide = column <= OldText;
        const QString path = oldSide ? row.oldPath : row.newPath;
        const QString text = oldSide ? row.oldText : row.newText;
        QStringList tip;
        if (!path.isEmpty())
            tip << path;
        if (text.size() > 80)
            tip << text.left(4000);
        if (!tip.isEmpty())
            return tip.join(QLatin1Char('\n'));
        break;
    }
    case Qt::TextAlignmentRole:
        if (column == OldLine || column == NewLine)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (column == OldMark || column == NewMark)
            return int(Qt::AlignCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    }
    return {};
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OldLine:
    case NewLine:
        return tr("Line");
    case OldText:
        return tr("Old");
    case NewText:
        return tr("New");
    }
    return QString();
}

} // namespace metadesk
