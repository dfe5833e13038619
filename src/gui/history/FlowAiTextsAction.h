#pragma once

#include <QMap>
#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QLabel;

namespace metadesk {

class DbConnection;
class FlowHistoryDialog;
struct OperationPlan;

/// The Version History dialog's dbt AI texts: how many texts, of which kinds, the platform remembers for the picked
/// version (shown with it), and Forget, which removes them through core's ForgetDbtAiTexts so that the next dbt export
/// of that version asks the AI again. On a read-only connection Forget is off and says why.
class FlowAiTextsAction : public QObject {
    Q_OBJECT
public:
    /// Asks whether to go ahead with `plan`; by default a question box.
    using Ask = std::function<bool(const OperationPlan& plan)>;

    FlowAiTextsAction(FlowHistoryDialog* dialog, const DbConnection& connection);

    QAction* action() const { return m_action; }
    QLabel* label() const { return m_label; }
    /// Replaces the question asked before forgetting (tests answer it without a modal box).
    void setAsk(Ask ask) { m_ask = std::move(ask); }
    /// Forgets the texts of `version` of the dialog's flow, after asking; whether it wrote. What stopped it is said in
    /// the label.
    bool forget(int version);

private:
    /// Shows the texts of `version` (as last read) and enables Forget when there are any.
    void show(int version);
    /// Reads every version's counts on the dialog's worker (a round trip that held the GUI thread each time a version
    /// was picked), then shows the picked version's.
    void readCounts();

    FlowHistoryDialog* m_dialog;
    const DbConnection& m_conn;
    QAction* m_action = nullptr;
    QLabel* m_label = nullptr;
    Ask m_ask;
    /// Every version's texts as last read (none until the first read is in).
    struct Counts {
        QMap<int, QMap<QString, int>> perVersion; ///< per version, per kind
        QString error;
    };
    std::optional<Counts> m_counts;
    int m_countsGeneration = 0;
};

} // namespace metadesk
