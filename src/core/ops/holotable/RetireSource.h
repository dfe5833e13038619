#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>
#include <QDateTime>

namespace metadesk {

class DbConnection;

/// Retires a Holotable source as the platform's DELETE of a source does (`deleteSource`, src/lib/db/repo.ts; the route
/// src/app/api/sources/[id]/route.ts): a source that any stored dashboard version's spec refers to (a panel's
/// `query.sourceId`, old versions included, so that a restore still resolves) is tombstoned — `tombstoned_at` and
/// `updated_at` set, the row kept, dashboards keep resolving to a marker — and one nobody refers to is deleted. One
/// `source.delete` audit row with the effect, as the route writes it (from 012; before, the local journal).
///
/// The plan lists the dashboards whose versions refer to it (and whether their current one does); apply() asks the
/// question again inside its transaction, so a dashboard saved in between that changes the answer is a conflict and
/// nothing is written. A source already tombstoned and still referred to is refused: there is nothing to do.
class RetireSource {
    Q_DECLARE_TR_FUNCTIONS(RetireSource)
public:
    /// A dashboard whose stored versions refer to the source.
    struct Referrer {
        QString dashboardId;
        QString title;
        bool current = false; ///< its current version refers to it
        bool deleted = false; ///< the dashboard is soft-deleted (its versions still count, as the platform counts)
    };

    explicit RetireSource(const DbConnection& connection) : m_conn(connection) {}

    OperationPlan plan(const QString& id, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// The dashboards whose stored versions' specs refer to source `id`, by title; false with *error when the
    /// database cannot say.
    static bool referrers(const DbConnection& connection, const QString& id, QList<Referrer>* out, QString* error);
    /// "tombstone" or "delete": what plan() decided (OperationPlan::facts).
    static QString effect(const OperationPlan& plan);

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
