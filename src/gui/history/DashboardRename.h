#pragma once

#include "core/edit/RowWriter.h"

#include <QCoreApplication>

#include <functional>

class QWidget;

namespace metadesk {

class DbConnection;
struct TableDescriptor;

/// Editing a Holotable dashboard's title cell: the spec owns the title, so the edit is RenameDashboard (a new
/// version whose spec differs only in its title) rather than the cell update the generic edit refuses.
class DashboardRename {
    Q_DECLARE_TR_FUNCTIONS(DashboardRename)
public:
    /// Whether editing `column` of `table` is a dashboard rename.
    static bool handles(const TableDescriptor& table, int column);
    /// Asks for the new title (the current one filled in) and renames dashboard `id`; refused in read-only mode and
    /// wherever the operation refuses, with the reason. Returns what happened, in words (empty when cancelled).
    /// *renamed, when given, says whether it was written.
    static QString run(QWidget* parent, const DbConnection& connection, const QString& id, bool readOnly,
                       bool* renamed = nullptr);
    /// Renames without asking (`title` typed elsewhere): what happened, in words; *ok whether it was written.
    static QString rename(const DbConnection& connection, const QString& id, const QString& title, bool* ok);
    /// Runs `write` with a writer acting as this database's audit identity, its local journal set (the one the
    /// change journal dialog shows, used before the platform's audit log).
    static WriteResult withWriter(const DbConnection& connection, const std::function<WriteResult(RowWriter&)>& write);
};

} // namespace metadesk
