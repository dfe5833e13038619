#pragma once

#include "VersionHistoryDialog.h"

namespace metadesk {

/// A Tabularia flow's version history, read-only: every `flow_versions` row with who, when and note, and the diff of
/// any two (VersionHistoryDialog).
class FlowHistoryDialog : public VersionHistoryDialog {
    Q_OBJECT
public:
    /// `select`: the version to show first (0: the current one), compared with the one before it.
    FlowHistoryDialog(const DbConnection& connection, qint64 flowId, int select, QWidget* parent = nullptr);

    qint64 flowId() const { return m_flowId; }
    /// Puts `widget` (what is known about the picked version: its dbt AI texts) between the versions and the diff.
    void addVersionInfo(QWidget* widget) { addAboveDiff(widget); }

protected:
    QString heading(const QString& name, bool found, int count) const override;

private:
    static Reader reader(qint64 flowId);

    qint64 m_flowId;
};

} // namespace metadesk
