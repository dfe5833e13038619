#include "FlowRules.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kFlows = QStringLiteral("flows");
const QString kDisabledEngines = QStringLiteral("disabled_engines");
const QString kConnections = QStringLiteral("connections");
const QString kNotify = QStringLiteral("notify_connection_id");
const QString kProject = QStringLiteral("project_id");

bool isSet(const QVariant& v) {
    return v.isValid() && !v.isNull() && !v.toString().trimmed().isEmpty();
}
} // namespace

bool FlowRules::applies(const TableDescriptor& table) {
    return table.platform == Platform::Tabularia && table.name == kFlows;
}

bool FlowRules::isEngineDisabled(const DbConnection& connection, const QString& engine, bool* disabled,
                                 QString* error) {
    *disabled = false;
    const TableDescriptor* policy = connection.catalog().table(kDisabledEngines);
    if (!policy || engine.isEmpty())
        return true; // a revision before the engine policy: every engine may be chosen
    const RowStore store(connection, *policy);
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q,
                              QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?")
                                  .arg(store.quotedTable(), store.quote(QStringLiteral("engine_id"))),
                              {engine}, error))
        return false;
    *disabled = q.next();
    return true;
}

bool FlowRules::check(const DbConnection& connection, const TableDescriptor& table, const ChangeSet& change,
                      QList<FieldProblem>* problems, QString* error) {
    if (!applies(table) || change.kind == ChangeSet::Kind::Delete)
        return true;
    const bool insert = change.kind == ChangeSet::Kind::Insert;
    const QStringList changed = change.changedColumns(table);

    // The engines are chosen, not run: only a new choice meets the policy.
    for (const QString& column : {QStringLiteral("engine"), QStringLiteral("production_engine")}) {
        const ColumnDescriptor* c = table.column(column);
        if (!c || (!insert && !changed.contains(column)))
            continue;
        const QString engine = change.after(table, column).toString().trimmed();
        bool disabled = false;
        if (!isEngineDisabled(connection, engine, &disabled, error))
            return false;
        if (disabled)
            problems->append(FieldProblem{
                column, tr("The engine %1 is disabled on this installation (Disabled engines): a flow cannot be "
                           "switched to it. Flows already on it keep running; enable it again or choose another.")
                            .arg(engine)});
    }

    // The failure notice's connection belongs to the flow's project; checked when either side changes.
    const QVariant notify = change.after(table, kNotify);
    if (!isSet(notify) || (!insert && !changed.contains(kNotify) && !changed.contains(kProject)))
        return true;
    bool found = false;
    QString name;
    QVariant owner;
    if (!notifyConnection(connection, notify, &found, &name, &owner, error))
        return false;
    if (!found) {
        // An upgraded database has no foreign key here; the validator's reference check covers a fresh one.
        const ForeignKeyDescriptor* fk = table.foreignKey(kNotify);
        if (connection.catalog().table(kConnections) && (!fk || !fk->enforced))
            problems->append(FieldProblem{kNotify, tr("No connection has id %1.").arg(notify.toString())});
        return true;
    }
    const QVariant project = change.after(table, kProject);
    if (owner.toString() != project.toString())
        problems->append(
            FieldProblem{kNotify, tr("Connection “%1” (#%2) belongs to project #%3, not to this flow's project #%4: "
                                     "failure notices are sent only through a connection of the flow's own project.")
                                      .arg(name, notify.toString(), owner.toString(), project.toString())});
    return true;
}

bool FlowRules::notifyConnection(const DbConnection& connection, const QVariant& id, bool* found, QString* name,
                                 QVariant* project, QString* error) {
    *found = false;
    const TableDescriptor* connections = connection.catalog().table(kConnections);
    if (!connections || !isSet(id))
        return true;
    const RowStore store(connection, *connections);
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q,
                              QStringLiteral("SELECT %1, %2 FROM %3 WHERE %4 = ?")
                                  .arg(store.quote(QStringLiteral("name")), store.quote(kProject), store.quotedTable(),
                                       store.quote(QStringLiteral("id"))),
                              {id}, error))
        return false;
    if (!q.next())
        return true;
    *found = true;
    *name = q.value(0).toString();
    *project = q.value(1);
    return true;
}

} // namespace metadesk
