#pragma once

#include "FlowHistory.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariant>

namespace metadesk {

class DbConnection;
struct DiffResult;

/// A datasource's one data contract (`data_contracts`) as the platform's contract page reads it.
struct ContractState {
    qint64 id = 0;
    int version = 0;
    bool enabled = false;
    QString status; ///< as stored: pending | passed | warning | failed
    QDateTime checkedAt;
    int errors = 0;
    int warnings = 0;
    QDateTime blockedAt; ///< an update refused by a blocking rule: the datasource still serves the data before it
    QVariant blockedRunId;
    QString document;   ///< the current document, as stored
    QString lastReport; ///< the latest evaluation's report, as stored (empty when none)
    QString notifyEmails;
    QVariant notifyConnectionId;
    QDateTime updatedAt;
    QVariant updatedBy;

    /// What the datasource's icon says: services/contracts.py `effective_status` — "failed" while an update is
    /// blocked (the data it serves hold, but are no longer the current ones), else the status.
    QString effectiveStatus() const { return blockedAt.isValid() ? QStringLiteral("failed") : status; }
    /// Whether the platform's lists show an icon at all: `summaries` leaves out a contract that is not enabled.
    bool hasIcon() const { return enabled; }
};

/// One evaluation of a contract (`data_contract_results`): the history the contract page and the alerts read.
struct ContractResultInfo {
    qint64 id = 0;
    qint64 datasourceId = 0;
    QString datasourceName; ///< empty when the datasource is gone
    int contractVersion = 0;
    QString trigger;
    QVariant runId;
    QString outcome;
    bool blocked = false;
    int errors = 0;
    int warnings = 0;
    QVariant rows;
    QDateTime evaluatedAt;
    QVariant notify; ///< the alert's state in the outbox; null when there is none
    QString report;  ///< the report as stored (JSON text)

    /// What an alert tells: `signal` — "refused" for an evaluation of data that were not published, else the outcome.
    QString state() const { return blocked ? QStringLiteral("refused") : outcome; }
};

/// Reads a Tabularia datasource's data contract, read-only: its state, its saved versions (`data_contract_versions`,
/// one per save that changed the document, never edited), the diff of two, its results, and the alerts' outbox
/// (`data_contract_results.notify`). Every read is one bound query by an indexed column (`datasource_id`, the key).
class ContractHistory {
    Q_DECLARE_TR_FUNCTIONS(ContractHistory)

public:
    explicit ContractHistory(const DbConnection& connection) : m_conn(connection) {}

    /// Whether the database has Tabularia's contract tables; false with a sentence in *why.
    bool available(QString* why) const;
    /// The datasource's name; *found false when there is no datasource `id`.
    bool datasourceName(qint64 id, QString* name, bool* found, QString* error) const;
    /// The datasource's contract; *found false when it has none.
    bool contract(qint64 datasourceId, ContractState* out, bool* found, QString* error) const;
    /// Every saved version, newest first, with who and when; the contract's own version marked current.
    bool versions(qint64 datasourceId, QList<FlowVersionInfo>* out, QString* error) const;
    /// The document saved as `version`, exactly as stored; *found false when there is none.
    bool document(qint64 datasourceId, int version, QString* text, bool* found, QString* error) const;
    /// Compares two saved versions' documents (JsonDiff). *missing is the version that does not exist, else 0.
    bool compare(qint64 datasourceId, int from, int to, DiffResult* out, int* missing, QString* error) const;

    /// Which results to read: every filter optional; newest first, as the platform's history lists them.
    struct ResultFilter {
        qint64 datasourceId = 0; ///< 0: every datasource
        QString outcome;         ///< empty: every outcome
        int limit = 200;
    };
    bool results(const ResultFilter& filter, QList<ContractResultInfo>* out, QString* error) const;
    /// The alerts' outbox: every result whose alert is `pending` (due, the scheduler sends it on its next tick) or
    /// `sending` (claimed by a scheduler and not finished), in the order the scheduler takes them (by id).
    bool outbox(QList<ContractResultInfo>* out, QString* error) const;

private:
    bool readResults(const QString& where, const QVariantList& values, const QString& order, int limit,
                     QList<ContractResultInfo>* out, QString* error) const;

    const DbConnection& m_conn;
};

} // namespace metadesk
