#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// One Holotable dashboard as its list shows it, with what its current version says.
struct DashboardInfo {
    QString id;
    QString workspaceId;
    QString title;          ///< dashboards.title, the mirror
    QString specTitle;      ///< the current version's spec.title (empty when there is none)
    int currentVersion = 0; ///< 0 when the dashboard has no current version
    QDateTime updatedAt;    ///< UTC
    QDateTime deletedAt;    ///< UTC; invalid while the dashboard is in use

    bool deleted() const { return deletedAt.isValid(); }
    /// The row's title and the current spec's disagree: something wrote one without the other.
    bool titleMismatch() const { return currentVersion > 0 && title != specTitle; }
};

/// One row of `dashboard_versions`, as the platform's history lists it (without the spec, read on demand).
struct DashboardVersionInfo {
    QString id;
    int version = 0;
    QString note;         ///< the author's note or a restore's label; empty before 006 or when none
    QDateTime createdAt;  ///< UTC
    QString createdBy;    ///< the author's identity subject, as stored
    bool current = false; ///< the version current_version_id names
};

/// A Holotable dashboard's versions, read-only: `dashboard_versions` is append-only, a save appends one and a
/// restore too (docs/domain.md, "Holotable"). Each read is one bound query by the dashboard's key.
class DashboardHistory {
    Q_DECLARE_TR_FUNCTIONS(DashboardHistory)

public:
    explicit DashboardHistory(const DbConnection& connection) : m_conn(connection) {}

    /// Whether the database has Holotable's `dashboards` and `dashboard_versions`; false with a sentence in *why.
    bool available(QString* why) const;
    /// Dashboard `id`; *found false when there is none.
    bool dashboard(const QString& id, DashboardInfo* out, bool* found, QString* error) const;
    /// The dashboards, most recently updated first as the platform lists them; `workspace` empty: every workspace;
    /// deleted ones only when asked for.
    bool list(const QString& workspace, bool withDeleted, QList<DashboardInfo>* out, QString* error) const;
    /// Every version of the dashboard, newest first.
    bool versions(const QString& id, QList<DashboardVersionInfo>* out, QString* error) const;
    /// The spec stored with `version` of the dashboard, exactly as stored; *found false when there is none.
    bool spec(const QString& id, int version, QString* text, bool* found, QString* error) const;
    /// The dashboard and number of a `dashboard_versions` row.
    bool versionRow(const QString& rowId, QString* dashboardId, int* version, bool* found, QString* error) const;

private:
    bool readDashboards(const QString& where, const QVariantList& values, QList<DashboardInfo>* out,
                        QString* error) const;

    const DbConnection& m_conn;
};

} // namespace metadesk
