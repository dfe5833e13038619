#pragma once

#include <QByteArray>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QToolButton;
class QTreeView;

namespace metadesk {

class JsonHighlighter;
class JsonTreeModel;

/// One JSON value in the detail pane: a compact tree (first level open, folding by expand and collapse) or the
/// pretty-printed, coloured text. A value that does not parse is shown as it is, under a warning line, rather than
/// as an empty tree.
class JsonView : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Tree, Text };

    explicit JsonView(QWidget* parent = nullptr);
    ~JsonView() override;

    /// Shows stored JSON text (jsonb as text on PostgreSQL, the TEXT column on SQLite).
    void setJson(const QByteArray& json);
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
    QLabel* m_summary = nullptr;
    QLabel* m_warning = nullptr;
    QStackedWidget* m_stack = nullptr;
    QTreeView* m_tree = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QByteArray m_json;
    bool m_textFilled = false;
    Mode m_mode = Mode::Tree;
    bool m_expandedAll = false;
};

} // namespace metadesk
