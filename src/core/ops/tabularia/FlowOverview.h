#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QVariant>
#include <QVariantMap>

namespace metadesk {

class DbConnection;

/// What a flow's page says about one row of Tabularia's `flows` beyond its own fields, read in a few small queries on
/// either engine: whether its engines are disabled on the installation (the platform's engine policy), which
/// connection its failure notice goes through and whether it is of the flow's project (FlowRules), how many runs it
/// has by status, how many datasources it published, and the shape of its definition.
class FlowOverview {
    Q_DECLARE_TR_FUNCTIONS(FlowOverview)

public:
    struct Facts {
        bool engineDisabled = false;
        bool productionEngineDisabled = false;
        QVariant notifyConnection; ///< the id, null when the flow sends no failure notice through a connection
        bool notifyFound = false;  ///< the connection exists
        QString notifyName;        ///< its name
        QVariant notifyProject;    ///< its project id
        bool notifySameProject = false;
        QMap<QString, qint64> runsByStatus; ///< PENDING, STARTED, SUCCESS, FAILURE (only those present)
        qint64 runs = 0;
        qint64 datasources = -1; ///< -1: the database has no datasources table
        int nodes = -1;          ///< -1: the definition is not the editor's {nodes, edges} document
        int edges = -1;
    };

    /// Reads the facts of `flow` (a row of flows: at least id, project_id, engine, production_engine,
    /// notify_connection_id, definition). False with *error when the database could not be asked.
    static bool read(const DbConnection& connection, const QVariantMap& flow, Facts* facts, QString* error);
    /// A run_schedule in words: "every 15 minutes", "daily at 06:00", or the cron expression as the platform takes it.
    static QString scheduleText(const QString& schedule);
    /// The runs by status in one line: "1,112 runs: 1,020 succeeded, 80 failed, 12 queued or running".
    static QString runsText(const Facts& facts);
};

} // namespace metadesk
