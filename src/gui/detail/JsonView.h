#pragma once

#include "models/JsonTreeModel.h"

#include <QByteArray>
#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace metadesk {

class ElidedLabel;
class JsonHighlighter;

/// One JSON value in the detail pane: a compact tree (first level open, folding by expand and collapse) or the
/// pretty-printed, coloured text. A value that does not parse is shown as it is, under a warning line, rather than
/// as an empty tree.
class JsonView : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Tree, Text };

    explicit JsonView(QWidget* parent = nullptr);
    ~JsonView() override;

    /// Shows stored JSON text (jsonb as text on PostgreSQL, the TEXT column on SQLite). Megabytes of it are read
    /// off the GUI thread: the bar says so until the tree is there (isReading()).
    void setJson(const QByteArray& json);
    /// Whether the value (or its text view) is still being read on a worker thread.
    bool isReading() const;
    bool isValidJson() const;
    /// Why the value does not parse; empty when it does.
    QString errorString() const;
    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    JsonTreeModel* model() const { return m_model; }
    /// What the text view holds: the pretty-printed JSON, or the stored text as it is when it does not parse.
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showParsed(std::unique_ptr<JsonTreeModel::Parsed> parsed);
    void showTree();
    void showText();
    void toggleExpanded();
    void copyText();
    void fitHeight();
    void fillText();
    QString formattedText() const;
    void applyPalette();

    JsonTreeModel* m_model = nullptr;
    JsonHighlighter* m_highlighter = nullptr;
    QWidget* m_bar = nullptr;
    QToolButton* m_treeButton = nullptr;
    QToolButton* m_textButton = nullptr;
    QToolButton* m_expandButton = nullptr;
    QToolButton* m_copyButton = nullptr;
    ElidedLabel* m_summary = nullptr;
    QLabel* m_warning = nullptr;
    QStackedWidget* m_stack = nullptr;
    QTreeView* m_tree = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QByteArray m_json;
    bool m_textFilled = false;
    bool m_reading = false; ///< the tree is being read on a worker thread
    int m_generation = 0;   ///< which setJson() a tree read off the GUI thread belongs to
    Mode m_mode = Mode::Tree;
    bool m_expandedAll = false;
};

} // namespace metadesk
