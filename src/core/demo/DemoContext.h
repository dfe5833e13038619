#pragma once

#include "BulkInserter.h"
#include "DemoGenerator.h"
#include "DemoRandom.h"

#include <QStringList>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// What the demo's table writers share: the connection, the random stream, the clock and value formatting that
/// differs between engines (timestamps, arrays), and the ids already written that later tables refer to.
class DemoContext {
public:
    DemoContext(const DbConnection& connection, const DemoGenerator::Options& options,
                const DemoGenerator::Progress& progress);

    const DbConnection& conn;
    DemoGenerator::Options options;
    DemoGenerator::Progress progress;
    DemoRandom rng;
    qint64 nowMs = 0;
    QString error;

    /// UTC ISO-8601 with milliseconds, which both engines read as a timestamp.
    static QString timestamp(qint64 msSinceEpoch);
    QString ago(qint64 seconds) const { return timestamp(nowMs - seconds * 1000); }
    QString dayAgo(int days) const;
    /// A text[] literal on PostgreSQL, a JSON array on SQLite.
    QVariant textArray(const QStringList& items) const;
    static QString json(const QVariantMap& map);

    /// Inserts rows into a table; false (with error set) on failure.
    bool insert(const QString& table, const QStringList& columns, const QList<QVariantList>& rows);
    void say(const QString& line) const {
        if (progress)
            progress(line);
    }

    // Ids that later tables refer to.
    QList<qint64> userIds, ssoUserIds, localUserIds, groupIds, projectIds, leafProjectIds, connectionIds,
        slackConnectionIds, flowIds, datasourceIds, runIdsSample;
    QHash<qint64, qint64> flowProject;   // flow id -> project id
    QHash<qint64, int> flowVersionCount; // flow id -> versions
    QHash<qint64, QString> flowEngine;   // flow id -> engine
    QStringList subjects;                // SSO subjects, shared with Holotable's user_sub
    QString deletedUserLabel;
};

} // namespace metadesk
