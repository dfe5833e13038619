#pragma once

#include "core/ops/tabularia/FlowOverview.h"

#include <QVariantMap>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace metadesk {

/// The top of a flow's page in the detail pane: its engines against the installation's engine policy, its schedule
/// in words, where its failure notice goes (and whether the platform would take that connection), its runs by status
/// and its datasources, each count a link to the grid filtered by the flow, and the shape of its definition (whose
/// tree is the Definition field below). Shows "…" until the facts, read off the GUI thread, arrive.
class FlowSummaryView : public QWidget {
    Q_OBJECT
public:
    /// `flow`: the row (column name → stored value).
    explicit FlowSummaryView(const QVariantMap& flow, QWidget* parent = nullptr);

    void setFacts(const FlowOverview::Facts& facts);
    void setError(const QString& error);

signals:
    /// Follow a count: the rows of `table` whose `column` holds the flow's id.
    void openReferencingRequested(const QString& table, const QString& column, const QVariant& value);

private:
    QLabel* addRow(const QString& name, const QString& objectName, const QString& text);
    void setWarning(QLabel* label, const QString& text);
    void setLink(QLabel* label, const QString& href, const QString& text);
    void activate(const QString& href);

    QVariantMap m_flow;
    QGridLayout* m_grid = nullptr;
    QLabel* m_engine = nullptr;
    QLabel* m_productionEngine = nullptr;
    QLabel* m_notice = nullptr;
    QLabel* m_runs = nullptr;
    QLabel* m_datasources = nullptr;
    QLabel* m_definition = nullptr;
};

} // namespace metadesk
