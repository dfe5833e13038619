#include "gui/grid/ColumnFitter.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

#include <cmath>

namespace metadesk {

ColumnFitter::ColumnFitter(QTableView* view) : QObject(view), m_view(view) {
    QHeaderView* header = m_view->horizontalHeader();
    header->viewport()->installEventFilter(this);
    connect(header, &QHeaderView::sectionResized, this, &ColumnFitter::sectionResized);
}

ColumnFitter::~ColumnFitter() = default;

void ColumnFitter::reset() {
    m_fitted = false;
    m_userSized.clear();
}

int ColumnFitter::maximumWidth() const {
    const QFontMetrics metrics(m_view->font());
    const int margin = m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    return qMin(m_view->horizontalHeader()->maximumSectionSize(),
                metrics.averageCharWidth() * m_maximumCharacters + 2 * margin + 1);
}

void ColumnFitter::fit(const QAbstractItemModel* model, int firstRow, int lastRow) {
    QHeaderView* header = m_view->horizontalHeader();
    if (!model || model->columnCount() != header->count())
        return;
    const QFontMetricsF metrics(m_view->font());
    // As GridCellDelegate places the text: a focus-frame margin and a pixel on each side, and the grid line; and the
    // text's exact (fractional) width rounded up, which is what decides whether a cell elides it.
    const int margin = m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    const int extra = 2 * margin + (m_view->showGrid() ? 1 : 0) + 1;
    const int widest = maximumWidth();
    // Past twice the characters that fit, a text is as wide as the column may get (and measuring it costs more).
    const int measured = 2 * m_maximumCharacters;
    // Each text measured once: a screen repeats most of its values (a status, an engine, a flow's name), and
    // measuring was half of the first screen's fit (some 700 cells, 0.9-1.6 ms of 1.5-3.4).
    QHash<QString, int> widths;
    m_fitting = true;
    for (int column = 0; column < model->columnCount(); ++column) {
        if (m_userSized.contains(column) || header->isSectionHidden(column))
            continue;
        int width = header->sectionSizeHint(column);
        for (int row = qMax(0, firstRow); row <= lastRow && row < model->rowCount() && width < widest; ++row) {
            const QString text = model->index(row, column).data(Qt::DisplayRole).toString().left(measured);
            if (text.isEmpty())
                continue;
            auto known = widths.constFind(text);
            if (known == widths.cend())
                known = widths.insert(text, int(std::ceil(metrics.horizontalAdvance(text))) + extra);
            width = qMax(width, *known);
        }
        width = qBound(header->minimumSectionSize(), width, qMax(header->minimumSectionSize(), widest));
        if (header->sectionSize(column) != width)
            header->resizeSection(column, width);
    }
    m_fitting = false;
    m_fitted = true;
}

bool ColumnFitter::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: // a double click on a section's edge sizes it to its contents: the user's size
        m_pointerPressed = true;
        break;
    case QEvent::MouseButtonRelease:
        if (m_pointerPressed) {
            m_pointerPressed = false;
            // After the header has handled the release: the drag is over and its width recorded.
            QMetaObject::invokeMethod(this, &ColumnFitter::pointerReleased, Qt::QueuedConnection);
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void ColumnFitter::sectionResized(int column) {
    // QHeaderView resizes sections for the user only while a button is down on it (a drag, a double click); the
    // program's own widths (a page's defaults, this fit) are not the user's.
    if (!m_fitting && m_pointerPressed)
        m_userSized.insert(column);
}

} // namespace metadesk
