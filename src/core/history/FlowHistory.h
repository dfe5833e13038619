#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariant>

namespace metadesk {

class DbConnection;
struct DiffResult;

/// One row of Tabularia's `flow_versions`, as its history lists it (without the definition, read on demand).
struct FlowVersionInfo {
    qint64 id = 0;
    int version = 0;
    QString note;
    QDateTime createdAt;  ///< UTC
    QVariant createdBy;   ///< users.id, or null
    QString author;       ///< the user's full name, else e-mail; empty when unknown
    bool current = false; ///< the highest version: the platform's current one

    /// Who saved it, for people: the author, else who is known to be missing ("(user #4, gone)", "(nobody recorded)").
    QString who() const;
};

/// A flow's version history, read-only: Tabularia appends a `flow_versions` row on every save that changes the
/// definition and never edits one (docs/domain.md, "Flow history"). Every read is one bound query by the flow's key
/// (`ix_flow_versions_flow_id`, `uq_flowversion` serve them).
class FlowHistory {
    Q_DECLARE_TR_FUNCTIONS(FlowHistory)

public:
    explicit FlowHistory(const DbConnection& connection) : m_conn(connection) {}

    /// Whether the database has Tabularia's `flows` and `flow_versions`; false with a sentence in *why.
    bool available(QString* why) const;
    /// The flow's name; *found false when there is no flow `flowId`.
    bool flowName(qint64 flowId, QString* name, bool* found, QString* error) const;
    /// Every version of the flow, newest first (as the platform lists them).
    bool versions(qint64 flowId, QList<FlowVersionInfo>* out, QString* error) const;
    /// The definition stored with `version` of the flow, exactly as stored; *found false when there is none.
    bool definition(qint64 flowId, int version, QString* text, bool* found, QString* error) const;
    /// Compares the definitions of two versions of the flow (JsonDiff, bounded; call it off the GUI thread). *missing
    /// is the version that does not exist (the first looked at), else 0 and *out holds the comparison.
    bool compare(qint64 flowId, int from, int to, DiffResult* out, int* missing, QString* error) const;
    /// The flow a `flow_versions` row belongs to.
    bool flowOfVersionRow(qint64 rowId, qint64* flowId, bool* found, QString* error) const;

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
