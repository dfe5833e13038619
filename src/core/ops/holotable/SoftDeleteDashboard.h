#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Deletes a Holotable dashboard as the platform does (`softDeleteDashboard`, src/lib/db/repo.ts, behind the DELETE
/// of src/app/api/dashboards/[id]/route.ts): `deleted_at` and `updated_at` set to now, nothing else touched — its
/// versions, favourites and shares stay — audited `dashboard.delete`. Undelete empties `deleted_at` again, which the
/// platform has no route for (an admin's repair; audited `dashboard.update`). Both are optimistic on the row as
/// planned.
class SoftDeleteDashboard {
    Q_DECLARE_TR_FUNCTIONS(SoftDeleteDashboard)
public:
    enum class Direction { Delete, Undelete };

    SoftDeleteDashboard(const DbConnection& connection, Direction direction)
        : m_conn(connection), m_direction(direction) {}

    OperationPlan plan(const QString& id, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

private:
    const DbConnection& m_conn;
    Direction m_direction;
};

} // namespace metadesk
