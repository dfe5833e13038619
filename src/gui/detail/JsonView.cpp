#include "JsonView.h"

#include "core/edit/JsonText.h"

#include "DetailStyle.h"
#include "JsonHighlighter.h"
#include "JsonTypeDelegate.h"
#include "LongText.h"
#include "OffThread.h"
#include "gui/style/ElidedLabel.h"
#include "models/JsonTreeModel.h"

#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <cmath>

namespace metadesk {

namespace {
constexpr int kMaxTreeRows = 14;
constexpr int kMaxTextLines = 18;
constexpr int kMaxKeyColumnWidth = 220;
/// Past this many bytes a value is read into its tree on a worker thread: ten megabytes take the GUI thread 150 ms.
constexpr int kParseInBackgroundFrom = 256 * 1024;
/// Up to this many bytes the text view is formatted and coloured at once; past it, formatted off the GUI thread and
/// left plain (colouring a document of megabytes would hold the window up).
constexpr int kMaxColouredText = 32 * 1024;

QToolButton* toolButton(const QString& name, const QString& text, const QString& toolTip, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setObjectName(name);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setAccessibleName(text);
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

/// No English plural forms are loaded: the singular is its own string, the rest go through %n for translators.
QString count(qsizetype n, const QString& one, const QString& many) {
    return n == 1 ? one : many;
}

} // namespace

JsonView::JsonView(QWidget* parent) : QWidget(parent), m_model(new JsonTreeModel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    m_bar = new QWidget(this);
    auto* bar = new QHBoxLayout(m_bar);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->setSpacing(2);
    m_treeButton =
        toolButton(QStringLiteral("jsonTreeButton"), tr("Tree"), tr("Show the value as a folding tree"), this);
    m_textButton =
        toolButton(QStringLiteral("jsonTextButton"), tr("Text"), tr("Show the value as formatted JSON text"), this);
    for (QToolButton* b : {m_treeButton, m_textButton}) {
        b->setCheckable(true);
        b->setAutoExclusive(true);
    }
    m_treeButton->setChecked(true);
    m_summary = new ElidedLabel(this); // the first thing to give way in a narrow pane, cut with "…"
    m_summary->setObjectName(QStringLiteral("jsonSummary"));
    m_expandButton =
        toolButton(QStringLiteral("jsonExpandButton"), tr("Expand all"), tr("Open or fold every level"), this);
    m_copyButton =
        toolButton(QStringLiteral("jsonCopyButton"), tr("Copy"), tr("Copy the JSON text to the clipboard"), this);
    bar->addWidget(m_treeButton);
    bar->addWidget(m_textButton);
    bar->addSpacing(6);
    bar->addWidget(m_summary);
    bar->addStretch(1);
    bar->addWidget(m_expandButton);
    bar->addWidget(m_copyButton);
    layout->addWidget(m_bar);

    m_warning = new QLabel(this);
    m_warning->setObjectName(QStringLiteral("jsonWarning"));
    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setWordWrap(true);
    m_warning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warning->hide();
    layout->addWidget(m_warning);

    m_stack = new QStackedWidget(this);
    m_tree = new QTreeView(m_stack);
    m_tree->setObjectName(QStringLiteral("jsonTree"));
    m_tree->setAccessibleName(tr("JSON tree"));
    m_tree->setModel(m_model);
    m_tree->setItemDelegate(new JsonTypeDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->setIndentation(14);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::KeyColumn, QHeaderView::Interactive);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::ValueColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::TypeColumn, QHeaderView::ResizeToContents);
    m_stack->addWidget(m_tree);

    m_text = new QPlainTextEdit(m_stack);
    m_text->setObjectName(QStringLiteral("jsonText"));
    m_text->setAccessibleName(tr("JSON text"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_highlighter = new JsonHighlighter(m_text->document(), palette());
    m_stack->addWidget(m_text);
    m_text->viewport()->installEventFilter(this);
    layout->addWidget(m_stack);

    connect(m_treeButton, &QToolButton::clicked, this, &JsonView::showTree);
    connect(m_textButton, &QToolButton::clicked, this, &JsonView::showText);
    connect(m_expandButton, &QToolButton::clicked, this, &JsonView::toggleExpanded);
    connect(m_copyButton, &QToolButton::clicked, this, &JsonView::copyText);
    connect(m_tree, &QTreeView::expanded, this, &JsonView::fitHeight);
    connect(m_tree, &QTreeView::collapsed, this, &JsonView::fitHeight);
    applyPalette();
}

JsonView::~JsonView() = default;

void JsonView::setJson(const QByteArray& json) {
    m_json = json;
    m_textFilled = false;
    m_expandedAll = false;
    m_expandButton->setText(tr("Expand all"));
    const int generation = ++m_generation;
    if (json.size() < kParseInBackgroundFrom) {
        showParsed(JsonTreeModel::parse(json));
        return;
    }
    // Megabytes of JSON are read off the GUI thread; meanwhile the bar says so over an empty tree.
    m_model->clear();
    m_reading = true;
    m_bar->setVisible(true);
    m_warning->setVisible(false);
    m_summary->setFullText(tr("Reading %1 of JSON…").arg(QLocale().formattedDataSize(json.size())));
    m_expandButton->setEnabled(false);
    m_tree->setRootIsDecorated(false);
    if (m_mode == Mode::Text)
        fillText();
    m_stack->setCurrentWidget(m_mode == Mode::Tree ? static_cast<QWidget*>(m_tree) : m_text);
    fitHeight();
    runOffThread<std::unique_ptr<JsonTreeModel::Parsed>>(
        this, [json]() { return JsonTreeModel::parse(json); },
        [this, generation](std::unique_ptr<JsonTreeModel::Parsed> parsed) {
            if (generation == m_generation)
                showParsed(std::move(parsed));
        });
}

void JsonView::showParsed(std::unique_ptr<JsonTreeModel::Parsed> parsed) {
    m_reading = false;
    const bool valid = m_model->adopt(std::move(parsed));
    m_expandButton->setEnabled(m_mode == Mode::Tree);
    // Text that does not parse has no tree, no formatting and nothing to fold: only the warning and the text.
    m_bar->setVisible(valid);
    m_warning->setVisible(!valid);
    if (!valid) {
        m_warning->setText(tr("This value is not valid JSON: %1").arg(m_model->errorString()));
        m_summary->setFullText({});
        // The stored text as it is, uncoloured: colours would pretend it has a structure.
        m_highlighter->setDocument(nullptr);
        const QByteArray json = m_json;
        m_textFilled = true;
        longtext::setText(
            m_text, json.size(), [json]() { return QString::fromUtf8(json); }, [this]() { fitHeight(); });
        m_stack->setCurrentWidget(m_text);
        fitHeight();
        return;
    }
    const QJsonValue value = m_model->value();
    if (value.isObject())
        m_summary->setFullText(count(value.toObject().size(), tr("object · 1 key"),
                                     tr("object · %n keys", nullptr, int(value.toObject().size()))));
    else if (value.isArray())
        m_summary->setFullText(count(value.toArray().size(), tr("array · 1 item"),
                                     tr("array · %n items", nullptr, int(value.toArray().size()))));
    else
        m_summary->setFullText(JsonTreeModel::typeName(
            JsonTreeModel::Type(m_model->index(0, 0).data(JsonTreeModel::JsonTypeRole).toInt())));
    // The text is formatted and coloured when first asked for: most rows are only ever seen as a tree.
    if (m_mode == Mode::Text)
        fillText();
    bool nested = false;
    for (int row = 0; row < m_model->rowCount() && !nested; ++row)
        nested = m_model->rowCount(m_model->index(row, 0)) > 0;
    m_tree->setRootIsDecorated(nested); // a flat object needs no room for branch arrows
    m_tree->expandToDepth(0);
    m_tree->resizeColumnToContents(JsonTreeModel::KeyColumn);
    m_tree->setColumnWidth(JsonTreeModel::KeyColumn,
                           qMin(m_tree->columnWidth(JsonTreeModel::KeyColumn) + 12, kMaxKeyColumnWidth));
    m_stack->setCurrentWidget(m_mode == Mode::Tree ? static_cast<QWidget*>(m_tree) : m_text);
    fitHeight();
}

bool JsonView::isValidJson() const {
    return m_model->isValid();
}

QString JsonView::errorString() const {
    return m_model->errorString();
}

QString JsonView::text() const {
    if (m_textFilled && !longtext::isPending(m_text))
        return m_text->toPlainText();
    return isValidJson() ? formattedText() : QString::fromUtf8(m_json);
}

bool JsonView::isReading() const {
    return m_reading || longtext::isPending(m_text);
}

QString JsonView::formattedText() const {
    // The stored tokens laid out, in their order and spelling: a reparse would sort the keys and read a long number
    // as a double, showing a document the database does not hold.
    return jsontext::indented(QString::fromUtf8(m_json).trimmed(), 2);
}

void JsonView::fillText() {
    if (m_textFilled)
        return;
    m_textFilled = true;
    // A short value is formatted and coloured at once; a long one off the GUI thread, and left plain: colouring
    // megabytes would hold the window up.
    const bool coloured = m_json.size() <= kMaxColouredText;
    m_highlighter->setDocument(coloured ? m_text->document() : nullptr); // a short text stays in this document
    const QByteArray json = m_json;
    longtext::setText(
        m_text, coloured ? 0 : json.size(),
        [json]() { return jsontext::indented(QString::fromUtf8(json).trimmed(), 2); }, [this]() { fitHeight(); });
}

void JsonView::setMode(Mode mode) {
    m_mode = mode;
    (mode == Mode::Tree ? m_treeButton : m_textButton)->setChecked(true);
    m_expandButton->setEnabled(mode == Mode::Tree && !m_reading);
    if (mode == Mode::Text)
        fillText();
    if (isValidJson())
        m_stack->setCurrentWidget(mode == Mode::Tree ? static_cast<QWidget*>(m_tree) : m_text);
    fitHeight();
}

void JsonView::showTree() {
    setMode(Mode::Tree);
}

void JsonView::showText() {
    setMode(Mode::Text);
}

void JsonView::toggleExpanded() {
    m_expandedAll = !m_expandedAll;
    if (m_expandedAll)
        m_tree->expandAll();
    else
        m_tree->expandToDepth(0);
    m_expandButton->setText(m_expandedAll ? tr("Fold") : tr("Expand all"));
    fitHeight();
}

void JsonView::copyText() {
    // What the database holds, byte for byte; the view's layout is the view's.
    QGuiApplication::clipboard()->setText(QString::fromUtf8(m_json));
}

void JsonView::fitHeight() {
    // Inside the pane's scroll area a view would otherwise take its default height whatever it holds: size it to
    // its content, up to a cap past which it scrolls on its own.
    const int frame = 2 * m_tree->frameWidth();
    int height = 0;
    if (m_stack->currentWidget() == m_tree) {
        int rows = 0;
        for (QModelIndex i = m_model->index(0, 0); i.isValid() && rows <= kMaxTreeRows; i = m_tree->indexBelow(i))
            ++rows;
        const QRect first = m_tree->visualRect(m_model->index(0, 0));
        const int rowHeight = first.isValid() && first.height() > 0 ? first.height() : m_tree->sizeHintForRow(0);
        height = m_tree->header()->sizeHint().height() + qBound(1, rows, kMaxTreeRows) * rowHeight + frame + 2;
    } else {
        // Lines as they wrap at the current width, counted from the text: the editor lays out only what it shows.
        const int width = m_text->viewport()->width() - int(2 * m_text->document()->documentMargin());
        const QFontMetrics metrics(m_text->font());
        int lines = 0;
        for (QTextBlock block = m_text->document()->begin(); block.isValid() && lines <= kMaxTextLines;
             block = block.next()) {
            const int advance = metrics.horizontalAdvance(block.text());
            // Words wrap a little before the edge: allow for it rather than cut off the last line.
            lines += width > 40 && advance > width ? int(std::ceil(advance * 1.08 / width)) : 1;
        }
        lines = qBound(1, lines, kMaxTextLines);
        const int margin = int(2 * m_text->document()->documentMargin());
        height = lines * m_text->fontMetrics().lineSpacing() + margin + 2 * m_text->frameWidth() + 4;
    }
    m_stack->setFixedHeight(height);
}

bool JsonView::eventFilter(QObject* watched, QEvent* event) {
    // The text's height follows its width (a narrower pane wraps more lines); the height it sets does not come back.
    if (watched == m_text->viewport() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->size().width() != resize->oldSize().width())
            fitHeight();
    }
    return QWidget::eventFilter(watched, event);
}

void JsonView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

void JsonView::applyPalette() {
    m_highlighter->setPalette(palette());
    detailstyle::setTextColour(m_summary, detailstyle::muted(palette()));
    detailstyle::setTextColour(m_warning, detailstyle::warning(palette()));
}

} // namespace metadesk
