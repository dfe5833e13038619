#include "DiffView.h"

#include "DiffDelegate.h"
#include "DiffModel.h"

#include <QAction>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QStackedWidget>
#include <QTableView>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

namespace metadesk {

DiffView::DiffView(QWidget* parent) : QWidget(parent), m_model(new DiffModel(this)) {
    setObjectName(QStringLiteral("diffView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* bar = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_summary);
    bar->addSpacing(24);
    // The path of the change the cursor is on, as a structural diff names it.
    m_where = new QLabel(this);
    m_where->setObjectName(QStringLiteral("diffWhere"));
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_where->setAccessibleName(tr("Where the change is"));
    m_where->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    bar->addWidget(m_where, 1);
    m_showAll = new QAction(tr("Show &All Lines"), this);
    m_showAll->setObjectName(QStringLiteral("diffShowAllAction"));
    m_showAll->setToolTip(tr("Open every fold of unchanged lines"));
    connect(m_showAll, &QAction::triggered, this, &DiffView::showAllLines);
    m_previous = new QAction(tr("&Previous Change"), this);
    m_previous->setObjectName(QStringLiteral("diffPreviousAction"));
    m_previous->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_F8)});
    m_previous->setToolTip(tr("Go to the previous change (Alt+Up or Shift+F8)"));
    m_previous->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_previous, &QAction::triggered, this, &DiffView::previousChange);
    m_next = new QAction(tr("&Next Change"), this);
    m_next->setObjectName(QStringLiteral("diffNextAction"));
    m_next->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::Key_F8)});
    m_next->setToolTip(tr("Go to the next change (Alt+Down or F8)"));
    m_next->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_next, &QAction::triggered, this, &DiffView::nextChange);
    addActions({m_previous, m_next});
    for (QAction* action : {m_showAll, m_previous, m_next}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setObjectName(action->objectName().replace(QLatin1String("Action"), QLatin1String("Button")));
        button->setAccessibleName(action->text().remove(QLatin1Char('&')));
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        bar->addWidget(button);
    }
    layout->addLayout(bar);

    m_notesLabel = new QLabel(this);
    m_notesLabel->setObjectName(QStringLiteral("diffNotes"));
    m_notesLabel->setWordWrap(true);
    m_notesLabel->setTextFormat(Qt::PlainText);
    m_notesLabel->setAccessibleName(tr("Notes about the comparison"));
    m_notesLabel->hide();
    layout->addWidget(m_notesLabel);

    m_stack = new QStackedWidget(this);
    m_table = new QTableView(m_stack);
    m_table->setObjectName(QStringLiteral("diffTable"));
    m_table->setAccessibleName(tr("Differences, old version on the left, new on the right"));
    m_table->setModel(m_model);
    m_table->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_table->setItemDelegate(new DiffDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    const QFontMetrics mono(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_table->verticalHeader()->setDefaultSectionSize(mono.height() + 4);
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setSectionResizeMode(DiffModel::OldText, QHeaderView::Stretch);
    header->setSectionResizeMode(DiffModel::NewText, QHeaderView::Stretch);
    const int numberWidth = mono.horizontalAdvance(QStringLiteral("000000")) + 8;
    const int markWidth = mono.horizontalAdvance(QStringLiteral("~")) + 12;
    header->resizeSection(DiffModel::OldLine, numberWidth);
    header->resizeSection(DiffModel::NewLine, numberWidth);
    header->resizeSection(DiffModel::OldMark, markWidth);
    header->resizeSection(DiffModel::NewMark, markWidth);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this]() { m_where->setText(currentPath()); });
    connect(m_table, &QAbstractItemView::activated, this, &DiffView::activate);
    connect(m_table, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) {
        if (m_model->isFold(index.row()))
            activate(index);
    });
    m_stack->addWidget(m_table);
    m_message = new QLabel(m_stack);
    m_message->setObjectName(QStringLiteral("diffMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_stack->addWidget(m_message);
    m_document = new QPlainTextEdit(m_stack);
    m_document->setObjectName(QStringLiteral("diffDocument"));
    m_document->setAccessibleName(tr("The version's content, as saved"));
    m_document->setReadOnly(true);
    m_document->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_document->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_stack->addWidget(m_document);
    layout->addWidget(m_stack, 1);
    showMessage(tr("Nothing to compare yet."));
}

DiffView::~DiffView() {
    ++m_generation; // a comparison still running answers no one
}

void DiffView::setTexts(const QString& oldText, const QString& newText, const QString& oldName,
                        const QString& newName) {
    const int generation = ++m_generation;
    showMessage(tr("Comparing…"));
    QPointer<DiffView> self(this);
    QObject* gui = QCoreApplication::instance();
    // The work is bounded (JsonDiff's comparison budget) but a 10 MB document still takes a moment to parse and
    // print: never on the GUI thread. The thread deletes itself; a newer call or a closed view drops its answer.
    QThread* thread = QThread::create([=]() {
        const DiffResult result = JsonDiff::compare(oldText, newText);
        QMetaObject::invokeMethod(
            gui,
            [self, generation, result, oldName, newName]() {
                if (self && self->m_generation == generation)
                    self->setResult(result, oldName, newName);
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void DiffView::setResult(const DiffResult& result, const QString& oldName, const QString& newName) {
    m_model->setResult(result);
    layFolds();
    m_notes = result.notes(oldName, newName);
    m_notesLabel->setText(m_notes.join(QLatin1Char('\n')));
    m_notesLabel->setVisible(!m_notes.isEmpty());
    QString counts;
    if (result.identical()) {
        counts = tr("identical");
    } else {
        QStringList parts;
        if (result.changed)
            parts << tr("%n line(s) changed", nullptr, result.changed);
        if (result.added)
            parts << tr("%n added", nullptr, result.added);
        if (result.removed)
            parts << tr("%n removed", nullptr, result.removed);
        counts = parts.join(QStringLiteral(", "));
    }
    m_summary->setText(tr("%1 → %2: %3").arg(oldName, newName, counts));
    m_table->setAccessibleDescription(m_summary->text());
    m_stack->setCurrentWidget(m_table);
    updateActions();
    const QList<int> starts = m_model->changeStarts();
    if (!starts.isEmpty()) {
        m_table->selectRow(starts.first());
        m_table->scrollTo(m_model->index(starts.first(), 0), QAbstractItemView::PositionAtCenter);
    } else {
        m_table->scrollToTop();
    }
    emit resultShown();
}

void DiffView::showMessage(const QString& text) {
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
    m_summary->clear();
    m_where->clear();
    m_notesLabel->hide();
    m_notes.clear();
    m_next->setEnabled(false);
    m_previous->setEnabled(false);
    m_showAll->setEnabled(false);
}

void DiffView::showDocument(const QString& sentence, const QString& text) {
    showMessage(QString());
    m_summary->setText(sentence);
    m_document->setPlainText(text); // plain text: a stored document is data, never markup
    m_document->setAccessibleDescription(sentence);
    m_stack->setCurrentWidget(m_document);
}

bool DiffView::isShowingDocument() const {
    return m_stack->currentWidget() == m_document;
}

QString DiffView::documentText() const {
    return m_document->toPlainText();
}

bool DiffView::isShowingMessage() const {
    return m_stack->currentWidget() == m_message;
}

QString DiffView::summary() const {
    return m_summary->text();
}

QString DiffView::currentPath() const {
    const DiffRow* row = m_model->diffRow(m_table->currentIndex().row());
    if (!row || row->kind == DiffRow::Kind::Equal)
        return {};
    const QString path = row->newPath.isEmpty() ? row->oldPath : row->newPath;
    return path.isEmpty() ? QString() : tr("Here: %1").arg(path);
}

void DiffView::layFolds() {
    m_table->clearSpans();
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->isFold(row))
            m_table->setSpan(row, 0, 1, DiffModel::ColumnCount);
}

void DiffView::activate(const QModelIndex& index) {
    if (!index.isValid() || !m_model->expand(index.row()))
        return;
    layFolds();
    m_table->selectRow(index.row());
    m_table->scrollTo(m_model->index(index.row(), 0));
    updateActions();
}

void DiffView::showAllLines() {
    const int current = m_table->currentIndex().row();
    const DiffRow* row = m_model->diffRow(current);
    const int resultRow = row ? int(row - m_model->result().rows.constData()) : -1;
    m_model->expandAll();
    layFolds();
    if (resultRow >= 0) {
        m_table->selectRow(resultRow);
        m_table->scrollTo(m_model->index(resultRow, 0), QAbstractItemView::PositionAtCenter);
    }
    updateActions();
}

bool DiffView::nextChange() {
    const int current = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
    for (int start : m_model->changeStarts()) {
        if (start > current) {
            m_table->selectRow(start);
            m_table->scrollTo(m_model->index(start, 0), QAbstractItemView::PositionAtCenter);
            return true;
        }
    }
    return false;
}

bool DiffView::previousChange() {
    const int current = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : m_model->rowCount();
    const QList<int> starts = m_model->changeStarts();
    for (auto it = starts.crbegin(); it != starts.crend(); ++it) {
        if (*it < current) {
            m_table->selectRow(*it);
            m_table->scrollTo(m_model->index(*it, 0), QAbstractItemView::PositionAtCenter);
            return true;
        }
    }
    return false;
}

void DiffView::updateActions() {
    const bool changes = !m_model->changeStarts().isEmpty();
    m_next->setEnabled(changes);
    m_previous->setEnabled(changes);
    bool folded = false;
    for (int row = 0; row < m_model->rowCount() && !folded; ++row)
        folded = m_model->isFold(row);
    m_showAll->setEnabled(folded);
}

} // namespace metadesk
