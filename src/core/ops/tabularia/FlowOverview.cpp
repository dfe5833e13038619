#include "FlowOverview.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/rules/FlowRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSqlQuery>

namespace metadesk {

namespace {
/// SELECT count(*) … WHERE column = value, grouped by `groupBy` when given.
bool countBy(const DbConnection& connection, const QString& tableName, const QString& column, const QVariant& value,
             const QString& groupBy, QMap<QString, qint64>* counts, QString* error) {
    const TableDescriptor* table = connection.catalog().table(tableName);
    if (!table)
        return true;
    const RowStore store(connection, *table);
    QSqlQuery q(connection.db());
    const QString sql =
        groupBy.isEmpty()
            ? QStringLiteral("SELECT '', count(*) FROM %1 WHERE %2 = ?").arg(store.quotedTable(), store.quote(column))
            : QStringLiteral("SELECT %3, count(*) FROM %1 WHERE %2 = ? GROUP BY %3")
                  .arg(store.quotedTable(), store.quote(column), store.quote(groupBy));
    if (!connection.execBound(&q, sql, {value}, error))
        return false;
    while (q.next())
        counts->insert(q.value(0).toString(), q.value(1).toLongLong());
    return true;
}
} // namespace

bool FlowOverview::read(const DbConnection& connection, const QVariantMap& flow, Facts* facts, QString* error) {
    *facts = Facts();
    const QVariant id = flow.value(QStringLiteral("id"));
    if (!FlowRules::isEngineDisabled(connection, flow.value(QStringLiteral("engine")).toString(),
                                     &facts->engineDisabled, error) ||
        !FlowRules::isEngineDisabled(connection, flow.value(QStringLiteral("production_engine")).toString(),
                                     &facts->productionEngineDisabled, error))
        return false;

    const QVariant notify = flow.value(QStringLiteral("notify_connection_id"));
    if (!FlowRules::notifyConnection(connection, notify, &facts->notifyFound, &facts->notifyName, &facts->notifyProject,
                                     error))
        return false;
    if (!notify.isNull() && notify.isValid() && connection.catalog().table(QStringLiteral("connections"))) {
        facts->notifyConnection = notify;
        facts->notifySameProject = facts->notifyFound && facts->notifyProject.toString() ==
                                                             flow.value(QStringLiteral("project_id")).toString();
    }

    if (!countBy(connection, QStringLiteral("runs"), QStringLiteral("flow_id"), id, QStringLiteral("status"),
                 &facts->runsByStatus, error))
        return false;
    for (qint64 n : std::as_const(facts->runsByStatus))
        facts->runs += n;
    if (connection.catalog().table(QStringLiteral("datasources"))) {
        QMap<QString, qint64> one;
        if (!countBy(connection, QStringLiteral("datasources"), QStringLiteral("flow_id"), id, QString(), &one, error))
            return false;
        facts->datasources = one.value(QString());
    }

    // The editor's document: {"nodes": [...], "edges": [...]}.
    const QJsonDocument doc = QJsonDocument::fromJson(flow.value(QStringLiteral("definition")).toString().toUtf8());
    if (doc.isObject() && doc.object().value(QStringLiteral("nodes")).isArray()) {
        facts->nodes = int(doc.object().value(QStringLiteral("nodes")).toArray().size());
        facts->edges = int(doc.object().value(QStringLiteral("edges")).toArray().size());
    }
    return true;
}

QString FlowOverview::scheduleText(const QString& schedule) {
    const QString s = schedule.trimmed();
    if (s.isEmpty())
        return tr("Not scheduled");
    static const QRegularExpression interval(QStringLiteral("^interval:(\\d+)$"));
    static const QRegularExpression daily(QStringLiteral("^daily:(\\d{1,2}):(\\d{2})$"));
    QRegularExpressionMatch m = interval.match(s);
    if (m.hasMatch()) {
        // In the largest unit that divides it: "interval:240" reads "Every 4 hours", "interval:90" stays in minutes.
        const int minutes = m.captured(1).toInt();
        if (minutes > 0 && minutes % (24 * 60) == 0)
            return tr("Every %Ln day(s)", nullptr, minutes / (24 * 60));
        if (minutes > 0 && minutes % 60 == 0)
            return tr("Every %Ln hour(s)", nullptr, minutes / 60);
        return tr("Every %Ln minute(s)", nullptr, minutes);
    }
    m = daily.match(s);
    if (m.hasMatch())
        return tr("Daily at %1:%2").arg(m.captured(1).rightJustified(2, QLatin1Char('0')), m.captured(2));
    return tr("Cron expression %1, in the installation's time zone (APP__TIMEZONE)").arg(s);
}

QString FlowOverview::runsText(const Facts& facts) {
    if (facts.runs == 0)
        return tr("No runs");
    const QLocale locale;
    QStringList parts;
    const qint64 succeeded = facts.runsByStatus.value(QStringLiteral("SUCCESS"));
    const qint64 failed = facts.runsByStatus.value(QStringLiteral("FAILURE"));
    const qint64 live =
        facts.runsByStatus.value(QStringLiteral("PENDING")) + facts.runsByStatus.value(QStringLiteral("STARTED"));
    if (succeeded)
        parts << tr("%1 succeeded").arg(locale.toString(succeeded));
    if (failed)
        parts << tr("%1 failed").arg(locale.toString(failed));
    if (live)
        parts << tr("%1 queued or running").arg(locale.toString(live));
    const qint64 other = facts.runs - succeeded - failed - live;
    if (other)
        parts << tr("%1 in another status").arg(locale.toString(other));
    return tr("%Ln run(s): %1", nullptr, int(qMin<qint64>(facts.runs, INT_MAX))).arg(parts.join(QStringLiteral(", ")));
}

} // namespace metadesk
