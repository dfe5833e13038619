#pragma once

#include <QString>
#include <QVariant>

class QSize;
class QWidget;

namespace metadesk {

class DbConnection;
class EffectivePermissionsPanel;
class MembershipEditor;
class ProjectTreePanel;
class RowWriter;

/// Opens the access-control panels each in its own non-modal window (deleted when closed), for the main window's
/// menu actions. Each returns its panel so the caller can connect its signals (openRow, changed). The connection and
/// writer must outlive the windows: close them (they are children of `parent`) before closing the connection.
class AccessDialogs {
public:
    static ProjectTreePanel* openProjectTree(QWidget* parent, const DbConnection& conn, RowWriter* writer);
    /// `mode` "user" (id: a user; edits their groups) or "group" (id: a group; edits its members).
    static MembershipEditor* openMemberships(QWidget* parent, const DbConnection& conn, RowWriter* writer,
                                             const QString& mode, const QVariant& id);
    /// `mode` "user" or "project" with the one to show (an invalid id opens the user view without a choice made).
    static EffectivePermissionsPanel* openEffectivePermissions(QWidget* parent, const DbConnection& conn,
                                                               const QString& mode, const QVariant& id);

private:
    static void host(QWidget* parent, QWidget* panel, const QString& objectName, const QSize& size);
};

} // namespace metadesk
