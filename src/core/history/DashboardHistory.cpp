#include "DashboardHistory.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>

namespace metadesk {

bool DashboardHistory::available(QString* why) const {
    if (m_conn.hasTable(QStringLiteral("dashboards")) && m_conn.hasTable(QStringLiteral("dashboard_versions")))
        return true;
    if (why)
        *why = tr("%1 has no Holotable dashboards (no dashboards and dashboard_versions tables).")
                   .arg(m_conn.url().toDisplayString());
    return false;
}

bool DashboardHistory::readDashboards(const QString& where, const QVariantList& values, QList<DashboardInfo>* out,
                                      QString* error) const {
    // The current spec's title beside the row's: they disagree only when something wrote one without the other.
    const QString specTitle =
        m_conn.isSqlite() ? QStringLiteral("json_extract(v.spec, '$.title')") : QStringLiteral("v.spec->>'title'");
    const QString sql = QStringLiteral("SELECT d.id, d.workspace_id, d.title, %1, v.version, "
                                       "CAST(d.updated_at AS TEXT), CAST(d.deleted_at AS TEXT) FROM dashboards d "
                                       "LEFT JOIN dashboard_versions v ON v.id = d.current_version_id %2 "
                                       "ORDER BY d.updated_at DESC, d.id")
                            .arg(specTitle, where);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    out->clear();
    while (q.next()) {
        DashboardInfo d;
        d.id = q.value(0).toString();
        d.workspaceId = q.value(1).toString();
        d.title = q.value(2).toString();
        d.specTitle = q.value(3).toString();
        d.currentVersion = q.value(4).isNull() ? 0 : q.value(4).toInt();
        d.updatedAt = valuecodec::parseTimestamp(q.value(5));
        d.deletedAt = q.value(6).isNull() ? QDateTime() : valuecodec::parseTimestamp(q.value(6));
        out->append(d);
    }
    return true;
}

bool DashboardHistory::dashboard(const QString& id, DashboardInfo* out, bool* found, QString* error) const {
    QList<DashboardInfo> rows;
    if (!readDashboards(QStringLiteral("WHERE d.id = ?"), {id}, &rows, error))
        return false;
    *found = !rows.isEmpty();
    if (*found)
        *out = rows.first();
    return true;
}

bool DashboardHistory::list(const QString& workspace, bool withDeleted, QList<DashboardInfo>* out,
                            QString* error) const {
    QStringList where;
    QVariantList values;
    if (!workspace.isEmpty()) {
        where << QStringLiteral("d.workspace_id = ?");
        values << workspace;
    }
    if (!withDeleted)
        where << QStringLiteral("d.deleted_at IS NULL");
    return readDashboards(where.isEmpty() ? QString() : QStringLiteral("WHERE ") + where.join(QStringLiteral(" AND ")),
                          values, out, error);
}

bool DashboardHistory::versions(const QString& id, QList<DashboardVersionInfo>* out, QString* error) const {
    // The note arrived with the platform's 006; a database before it has versions without one.
    const TableDescriptor* table = m_conn.catalog().table(QStringLiteral("dashboard_versions"));
    const bool notes = table && table->column(QStringLiteral("note"));
    const QString sql = QStringLiteral("SELECT v.id, v.version, %1, CAST(v.created_at AS TEXT), v.created_by, "
                                       "CASE WHEN d.current_version_id = v.id THEN 1 ELSE 0 END "
                                       "FROM dashboard_versions v JOIN dashboards d ON d.id = v.dashboard_id "
                                       "WHERE v.dashboard_id = ? ORDER BY v.version DESC")
                            .arg(notes ? QStringLiteral("v.note") : QStringLiteral("NULL"));
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, {id}, error))
        return false;
    out->clear();
    while (q.next()) {
        DashboardVersionInfo v;
        v.id = q.value(0).toString();
        v.version = q.value(1).toInt();
        v.note = q.value(2).toString();
        v.createdAt = valuecodec::parseTimestamp(q.value(3));
        v.createdBy = q.value(4).toString();
        v.current = q.value(5).toInt() == 1;
        out->append(v);
    }
    return true;
}

bool DashboardHistory::spec(const QString& id, int version, QString* text, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT spec FROM dashboard_versions WHERE dashboard_id = ? AND version = ?"),
                          {id, version}, error))
        return false;
    *found = q.next();
    if (*found)
        *text = q.value(0).toString();
    return true;
}

bool DashboardHistory::versionRow(const QString& rowId, QString* dashboardId, int* version, bool* found,
                                  QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT dashboard_id, version FROM dashboard_versions WHERE id = ?"),
                          {rowId}, error))
        return false;
    *found = q.next();
    if (*found) {
        *dashboardId = q.value(0).toString();
        *version = q.value(1).toInt();
    }
    return true;
}

} // namespace metadesk
