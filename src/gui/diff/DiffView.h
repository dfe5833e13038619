#pragma once

#include "core/diff/JsonDiff.h"

#include <QWidget>

class QAction;
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace metadesk {

class DiffModel;

/// The one side-by-side diff of Metadesk: old on the left, new on the right, with line numbers, a -/+/~ mark beside
/// each changed line, its colour, and the changed words tinted; unchanged runs folded ("12 unchanged lines", click or
/// Enter to open); Alt+Down / F8 and Alt+Up / Shift+F8 go to the next and previous change. It shows a JsonDiff result,
/// so flow versions use it now and dashboard and contract versions can later: give it two texts (setTexts(), compared
/// on a worker thread) or a result computed elsewhere (setResult()).
class DiffView : public QWidget {
    Q_OBJECT
public:
    explicit DiffView(QWidget* parent = nullptr);
    ~DiffView() override;

    /// Compares the two texts on a worker thread (JsonDiff::compare) and shows the result when it is there; a newer
    /// call supersedes a comparison still running.
    void setTexts(const QString& oldText, const QString& newText, const QString& oldName, const QString& newName);
    /// Shows a result; `oldName` and `newName` say what the sides are ("v1", "v3 (current)").
    void setResult(const DiffResult& result, const QString& oldName, const QString& newName);
    /// Instead of a diff, a sentence ("Comparing…", "Choose two versions.", an error).
    void showMessage(const QString& text);
    /// Instead of a diff, one version's content as saved, under a sentence saying why there is nothing to compare
    /// (the first version has nothing before it; both sides are the same version).
    void showDocument(const QString& sentence, const QString& text);

    /// Selects the next (previous) change and scrolls to it; false when there is none after (before) the current row.
    bool nextChange();
    bool previousChange();
    /// Opens every fold.
    void showAllLines();

    QTableView* table() const { return m_table; }
    DiffModel* model() const { return m_model; }
    QAction* nextChangeAction() const { return m_next; }
    QAction* previousChangeAction() const { return m_previous; }
    /// The line above the table: what is compared and how many lines differ.
    QString summary() const;
    /// Where the current row is in its JSON document ("Here: nodes[2].config.path"), for a changed row; else empty.
    QString currentPath() const;
    /// The notes shown above the table (a side that is not JSON, an approximate alignment); empty when none.
    QStringList notes() const { return m_notes; }
    bool isShowingMessage() const;
    bool isShowingDocument() const;
    /// The content showDocument() shows.
    QString documentText() const;

signals:
    /// A result is on screen (after setResult(), or when a setTexts() comparison finished).
    void resultShown();

private:
    void layFolds();
    void activate(const QModelIndex& index);
    void updateActions();

    DiffModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_where = nullptr;
    QLabel* m_notesLabel = nullptr;
    QLabel* m_message = nullptr;
    QPlainTextEdit* m_document = nullptr;
    QStackedWidget* m_stack = nullptr;
    QAction* m_next = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_showAll = nullptr;
    QStringList m_notes;
    int m_generation = 0;
};

} // namespace metadesk
