#include "FlowHistoryDialog.h"

#include "core/db/DbConnection.h"

namespace metadesk {

FlowHistoryDialog::FlowHistoryDialog(const DbConnection& connection, qint64 flowId, int select, QWidget* parent)
    : VersionHistoryDialog(connection, reader(flowId), select, parent), m_flowId(flowId) {
    setObjectName(QStringLiteral("flowHistoryDialog"));
    setWindowTitle(tr("Version History — Flow %1").arg(flowId));
    setAccessibleName(windowTitle());
}

VersionHistoryDialog::Reader FlowHistoryDialog::reader(qint64 flowId) {
    Reader r;
    r.versions = [flowId](const DbConnection& conn, QString* name, bool* found, QList<FlowVersionInfo>* versions,
                          QString* error) {
        const FlowHistory history(conn);
        return history.available(error) && history.flowName(flowId, name, found, error) &&
               (!*found || history.versions(flowId, versions, error));
    };
    r.text = [flowId](const DbConnection& conn, int version, QString* text, bool* found, QString* error) {
        return FlowHistory(conn).definition(flowId, version, text, found, error);
    };
    return r;
}

QString FlowHistoryDialog::heading(const QString& name, bool found, int count) const {
    if (!found)
        return tr("There is no flow %1 (any more).").arg(m_flowId);
    return tr("Flow %1 “%2”: %n version(s). Each save that changes the definition adds one; none is ever changed.",
              nullptr, count)
        .arg(m_flowId)
        .arg(name);
}

} // namespace metadesk
