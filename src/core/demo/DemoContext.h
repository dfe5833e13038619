#pragma once

#include "BulkInserter.h"
#include "DemoGenerator.h"
#include "DemoRandom.h"

#include <QHash>
#include <QStringList>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// What the demo's table writers share: the connection, the random stream, the clock and value formatting that
/// differs between platforms and engines (timestamps, arrays), and the ids already written that later tables refer to.
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

    /// Holotable's timestamptz: UTC ISO-8601 with milliseconds and Z, which PostgreSQL reads as an instant and
    /// which is the text the Holotable SQLite files store.
    static QString timestamp(qint64 msSinceEpoch);
    QString ago(qint64 seconds) const { return timestamp(nowMs - seconds * 1000); }
    /// Tabularia's naive UTC `timestamp without time zone` / `DATETIME`: `YYYY-MM-DD HH:MM:SS.ffffff`, the text
    /// SQLAlchemy stores for a DateTime on SQLite and that PostgreSQL reads as the same wall-clock time.
    static QString naiveTimestamp(qint64 msSinceEpoch);
    QString naiveAgo(qint64 seconds) const { return naiveTimestamp(nowMs - seconds * 1000); }
    /// The UTC calendar day `days` before now, as `YYYY-MM-DD`.
    QString dayAgo(int days) const;
    /// Holotable's text[]: an array literal on PostgreSQL, a JSON array on SQLite.
    QVariant textArray(const QStringList& items) const;
    /// Compact JSON text (Tabularia's JSON columns are TEXT, Holotable's jsonb / JSON TEXT).
    static QString json(const QVariantMap& map);
    static QString jsonList(const QVariantList& list);
    /// A bcrypt hash's shape (`$2b$12$`, 22 salt and 31 hash characters in bcrypt's base64), drawn from the seeded
    /// stream. It verifies against no password: the demo's local accounts are for looking at, not for signing in.
    QString bcryptShapedHash();
    /// Lowercase hex SHA-256 of random bytes: the shape of the platforms' token and session-id hashes.
    QString randomSha256Hex();

    /// Inserts rows into a table; false (with error set) on failure.
    bool insert(const QString& table, const QStringList& columns, const QList<QVariantList>& rows);
    void say(const QString& line) const {
        if (progress)
            progress(line);
    }

    // Tabularia ids that later tables refer to.
    QList<qint64> userIds, ssoUserIds, localUserIds, adminUserIds, groupIds, projectIds, leafProjectIds, connectionIds,
        databaseConnectionIds, smtpConnectionIds, flowIds, datasourceIds, databaseDatasourceIds;
    QHash<qint64, QString> userEmail;        // user id -> email
    QHash<qint64, QString> userName;         // user id -> full name
    QHash<qint64, qint64> flowProject;       // flow id -> project id
    QHash<qint64, int> flowVersionCount;     // flow id -> versions
    QHash<qint64, QString> flowEngine;       // flow id -> development engine
    QHash<qint64, QString> flowProdEngine;   // flow id -> production engine (empty: the development one)
    QHash<qint64, qint64> flowScheduledBy;   // flow id -> run_scheduled_by (absent: not scheduled)
    QHash<qint64, qint64> connectionProject; // connection id -> project id
    QHash<qint64, qint64> datasourceProject; // datasource id -> project id
    QHash<qint64, QString> datasourceName;
    QHash<qint64, qint64> flowDatasource;        // flow id -> the datasource its output publishes to
    QHash<qint64, qint64> datasourceScheduledBy; // database datasource id -> refresh_scheduled_by
    QStringList flowNames;
    /// SSO subjects, shared with Holotable's user_sub / sub / actor_sub / created_by.
    QStringList subjects;
    /// The label audit rows keep for a user who has since been deleted.
    QString deletedUserLabel;
    qint64 runCount = 0; // runs written, for the tables that name one without a foreign key

    // Holotable values that later tables refer to.
    QStringList workspaces;
    QStringList holotableSubs;                          // the subjects Holotable's rows are by
    QStringList dashboardIds;                           // in creation order; index 6 is soft-deleted
    QHash<QString, QString> dashboardWorkspace;         // dashboard id -> workspace id
    QHash<QString, QString> dashboardCurrentSpecSource; // dashboard id -> the source its current spec reads
};

} // namespace metadesk
