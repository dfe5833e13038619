#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace metadesk {

/// One difference between two dashboard specs, named by the path that changed (`panels[2].query.sql`).
struct SpecChange {
    enum class Kind { Added, Removed, Moved, Changed };
    Kind kind = Kind::Changed;
    /// Where, in the new spec's terms (the old one's for something removed): `title`, `timeRange.from`, `panels[2]`,
    /// `panels[2].query.sql`.
    QString path;
    /// The panel's id when the change is in a panel; empty for the dashboard's own fields.
    QString panelId;
    /// Moved: the panel's place in the old spec (`panels[0]`).
    QString fromPath;

    bool operator==(const SpecChange& o) const {
        return kind == o.kind && path == o.path && panelId == o.panelId && fromPath == o.fromPath;
    }
};

/// The structural difference of two Holotable dashboard specs, as the platform's history describes one
/// (diffDashboards in src/lib/dashboard-versions.ts): panels matched by their id, which the editor keeps stable, so a
/// panel whose SQL changed is one change and not a removal and an addition; panels added, removed, moved (out of the
/// order the others keep) and changed, each changed value named by its path. Beside the side-by-side JSON diff
/// (JsonDiff), which shows the text.
class DashboardSpecDiff {
    Q_DECLARE_TR_FUNCTIONS(DashboardSpecDiff)

public:
    /// The changes from `oldSpec` to `newSpec`: the dashboard's own fields first, then the panels in the new spec's
    /// order, then the removed ones in the old spec's. False with *error when a side is not a JSON object.
    static bool compare(const QString& oldSpec, const QString& newSpec, QList<SpecChange>* out, QString* error);
    /// "added", "removed", "moved", "changed".
    static QString kindName(SpecChange::Kind kind);
    /// The change in words: "panels[2].query.sql changed (panel p3)".
    static QString sentence(const SpecChange& change);
};

} // namespace metadesk
