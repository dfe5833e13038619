#include "SweepExpired.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/OperationWriter.h"

#include <QSet>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kTable = QStringLiteral("table");
const QString kCutOff = QStringLiteral("cut_off");
const QString kNow = QStringLiteral("now");

QString timeColumn(SweepExpired::Table table) {
    return table == SweepExpired::Table::LoginAttempts ? QStringLiteral("last_at") : QStringLiteral("seen");
}
} // namespace

SweepExpired::SweepExpired(const DbConnection& connection) : m_conn(connection) {}

bool SweepExpired::tableFromName(const QString& name, Table* table) {
    if (name == QLatin1String("login_attempts"))
        *table = Table::LoginAttempts;
    else if (name == QLatin1String("flow_presence"))
        *table = Table::FlowPresence;
    else
        return false;
    return true;
}

QString SweepExpired::tableName(Table table) {
    return table == Table::LoginAttempts ? QStringLiteral("login_attempts") : QStringLiteral("flow_presence");
}

int SweepExpired::maxAgeSeconds(Table table) {
    return table == Table::LoginAttempts ? kLoginWindowSeconds : kPresenceTtlSeconds;
}

bool SweepExpired::isExpired(Table table, const QVariantMap& stored, const QDateTime& nowUtc) {
    const QVariant v = stored.value(timeColumn(table));
    if (v.isNull())
        return false;
    if (table == Table::FlowPresence)
        return v.toDouble() < double(nowUtc.toMSecsSinceEpoch()) / 1000.0 - kPresenceTtlSeconds;
    const QDateTime t = valuecodec::parseTimestamp(v);
    return t.isValid() && t < nowUtc.addSecs(-kLoginWindowSeconds);
}

bool SweepExpired::readExpired(Table table, const QDateTime& nowUtc, QList<QVariantMap>* rows, QString* error) const {
    rows->clear();
    const TableDescriptor* t = m_conn.catalog().table(tableName(table));
    const ColumnDescriptor* c = t ? t->column(timeColumn(table)) : nullptr;
    if (!c) {
        *error = tr("This database has no Tabularia %1 table.").arg(tableName(table));
        return false;
    }
    const RowStore store(m_conn, *t);
    const bool sqlite = m_conn.isSqlite();
    QVariant cutOff;
    QString param = QStringLiteral("?");
    if (table == Table::FlowPresence) {
        cutOff = double(nowUtc.toMSecsSinceEpoch()) / 1000.0 - kPresenceTtlSeconds;
    } else {
        cutOff = valuecodec::toBind(*c, nowUtc.toUTC().addSecs(-kLoginWindowSeconds), sqlite);
        param = valuecodec::placeholder(*c, sqlite);
    }
    QStringList order;
    for (const QString& k : t->primaryKey)
        order << store.quote(k);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1 FROM %2 WHERE %3 < %4 ORDER BY %5")
                              .arg(store.selectList(), store.quotedTable(), store.quote(c->name), param,
                                   order.join(QStringLiteral(", "))),
                          {cutOff}, error))
        return false;
    while (q.next())
        rows->append(store.rowFrom(q));
    return true;
}

OperationPlan SweepExpired::plan(Table table, const QDateTime& nowUtc) const {
    OperationPlan p;
    const QDateTime now = nowUtc.toUTC();
    QList<QVariantMap> rows;
    QString error;
    if (!readExpired(table, now, &rows, &error)) {
        p.refusal = error;
        return p;
    }
    p.facts.insert(kTable, tableName(table));
    p.facts.insert(kNow, now);
    p.facts.insert(kCutOff, now.addSecs(-maxAgeSeconds(table)));
    const QString name = tableName(table);
    if (rows.isEmpty()) {
        p.refusal = tr("No row of %1 is expired (older than %2 s): there is nothing to sweep.")
                        .arg(name)
                        .arg(maxAgeSeconds(table));
        return p;
    }
    for (const QVariantMap& row : std::as_const(rows))
        p.changes << ChangeSet::remove(name, row);
    p.sentences << (table == Table::LoginAttempts
                        ? tr("Removes %n sign-in count(s) whose last failure is older than the throttle's window of "
                             "%1 s: they slow nobody down any more.",
                             nullptr, int(rows.size()))
                              .arg(kLoginWindowSeconds)
                        : tr("Removes %n editor tab(s) not seen for more than %1 s (two missed beats): the platform "
                             "counts them as closed.",
                             nullptr, int(rows.size()))
                              .arg(kPresenceTtlSeconds));
    p.sentences << tr("The platform's scheduler removes the same rows on its next tick (every 60 s).");
    return p;
}

QList<QVariantMap> SweepExpired::expiredRows(const OperationPlan& plan) {
    QList<QVariantMap> rows;
    for (const ChangeSet& c : plan.changes)
        rows << c.original;
    return rows;
}

WriteResult SweepExpired::apply(const OperationPlan& plan, RowWriter& writer) const {
    Table table = Table::LoginAttempts;
    if (!plan.isRefused() && !tableFromName(plan.facts.value(kTable).toString(), &table)) {
        WriteResult r;
        r.outcome = WriteResult::Outcome::Invalid;
        r.message = tr("The plan names no table to sweep.");
        return r;
    }
    const QDateTime now = plan.facts.value(kNow).toDateTime();
    QList<ChangeSet> still;
    const auto recheck = [&](WriteResult* stop) {
        // The same cut-off, now, inside the transaction: only the planned rows that are still expired go.
        QList<QVariantMap> rows;
        QString error;
        if (!readExpired(table, now, &rows, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = error;
            return false;
        }
        const TableDescriptor& t = *m_conn.catalog().table(tableName(table));
        QSet<QString> current;
        for (const QVariantMap& row : std::as_const(rows)) {
            QStringList key;
            for (const QString& k : t.primaryKey)
                key << row.value(k).toString();
            current.insert(key.join(QChar(0x1f)));
        }
        for (const ChangeSet& c : plan.changes) {
            QStringList key;
            for (const QString& k : t.primaryKey)
                key << c.original.value(k).toString();
            if (current.contains(key.join(QChar(0x1f))))
                still << c;
        }
        return true;
    };
    const auto steps = [&]() {
        QList<OperationWriter::Step> out;
        const int removed = int(still.size());
        for (int i = 0; i < still.size(); ++i) {
            OperationWriter::Step step{still.at(i), {}};
            if (i == 0)
                step.how.nameAudit = [removed, now](const WriteResult&, AuditEvent* event) {
                    event->detail.insert(QStringLiteral("operation"), QStringLiteral("sweep"));
                    event->detail.insert(QStringLiteral("removed"), removed);
                    event->detail.insert(QStringLiteral("swept_at"), now.toString(Qt::ISODate));
                };
            else
                step.how.platformAudit = false;
            out << step;
        }
        return out;
    };
    return OperationWriter::apply(plan, writer, recheck, steps);
}

} // namespace metadesk
