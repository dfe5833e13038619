#pragma once

#include "core/catalog/Catalog.h"
#include "core/db/DatabaseUrl.h"
#include "core/ops/tabularia/FlowOverview.h"

#include <QObject>
#include <QVariant>
#include <QVariantList>

#include <atomic>
#include <memory>

namespace metadesk {

class FetchWorker;

/// Reads, for the row a detail pane shows, the labels of the rows it refers to and the counts of rows referring to
/// it, on its own read-only worker connection; the GUI thread never waits.
///
/// Each restart() begins a new generation: what was queued before is withdrawn, and answers of an earlier generation
/// still on their way are dropped rather than signalled, so switching rows quickly never shows a stale answer.
class ReferenceLookup : public QObject {
    Q_OBJECT
public:
    explicit ReferenceLookup(QObject* parent = nullptr);
    ~ReferenceLookup() override;

    /// Opens (on the worker) a read-only connection to `url`, dropping the previous one; starts a new generation.
    void setDatabase(const DatabaseUrl& url);
    bool hasDatabase() const { return m_worker != nullptr; }
    /// Forgets everything asked so far.
    void restart();
    /// Asks for the label of the row each reference points at; answered by labelFound() with the index in the list.
    void requestLabels(const QList<ForeignKeyDescriptor>& references, const QVariantList& values);
    /// Asks how many rows of `reference.table` hold `value`; answered by countFound() with `index`. Counts run after
    /// the labels: over a large table they take longer and matter less.
    void requestCount(int index, const Catalog::Reference& reference, const QVariant& value);
    /// Asks what a flow's page says of `flow` (a row of Tabularia's flows); answered by flowOverviewFound().
    void requestFlowOverview(const QVariantMap& flow);

signals:
    /// `found` false: no such row (a dangling reference). `error` set: the lookup failed, with the database's text.
    void labelFound(int index, const QVariant& label, bool found, const QString& error);
    void countFound(int index, qint64 rows, const QString& error);
    void flowOverviewFound(const metadesk::FlowOverview::Facts& facts, const QString& error);

private:
    void deliverLabel(int generation, int index, const QVariant& label, bool found, const QString& error);
    void deliverCount(int generation, int index, qint64 rows, const QString& error);
    void deliverFlowOverview(int generation, const FlowOverview::Facts& facts, const QString& error);

    std::unique_ptr<FetchWorker> m_worker;
    /// The generation running tasks compare themselves with, between queries.
    std::shared_ptr<std::atomic_int> m_live;
    int m_generation = 0;
};

} // namespace metadesk
