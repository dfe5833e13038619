#include "EngineRules.h"

#include "CheckContext.h"
#include "RuleSet.h"
#include "core/db/DbConnection.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace metadesk {

bool SqliteIntegrityRule::applies(const CheckContext& context) const {
    return context.sqlite() && context.deep() == (m_depth == Depth::Deep);
}

void SqliteIntegrityRule::run(CheckContext& context, RuleOutcome* outcome) const {
    QSqlQuery query(context.connection().db());
    // At most the example limit of problems (the engine stops there); "ok" alone when there is none.
    const QString pragma = m_depth == Depth::Deep ? QStringLiteral("integrity_check") : QStringLiteral("quick_check");
    if (!context.exec(&query, QStringLiteral("PRAGMA %1(%2)").arg(pragma).arg(context.exampleLimit()), {},
                      &outcome->error))
        return;
    while (query.next()) {
        const QString text = query.value(0).toString();
        if (text == QLatin1String("ok"))
            continue;
        ++outcome->total;
        outcome->findings << finding(QString(), {}, {}, text);
    }
}

bool SqliteForeignKeyRule::applies(const CheckContext& context) const {
    return context.sqlite();
}

void SqliteForeignKeyRule::run(CheckContext& context, RuleOutcome* outcome) const {
    QSqlQuery query(context.connection().db());
    // One row per violation (table, rowid, parent, fkid), read as it comes: counted, the first few named.
    if (!context.exec(&query, QStringLiteral("PRAGMA foreign_key_check"), {}, &outcome->error))
        return;
    while (query.next()) {
        ++outcome->total;
        if (outcome->findings.size() >= context.exampleLimit())
            continue;
        const QString table = query.value(0).toString();
        const QVariant rowid = query.value(1);
        const QString parent = query.value(2).toString();
        const int fkid = query.value(3).toInt();
        // The row's key and the referencing column, for the few shown.
        const LiveTable* live = context.live().table(table);
        QStringList keyColumns = live ? live->primaryKey : QStringList();
        QVariantList keyValues;
        QString column, value;
        QString error;
        QSqlQuery fk(context.connection().db());
        if (context.connection().execBound(&fk, QStringLiteral("PRAGMA foreign_key_list(%1)").arg(q(table)), {},
                                           &error)) {
            while (fk.next())
                if (fk.value(0).toInt() == fkid && column.isEmpty())
                    column = fk.value(3).toString();
        }
        QStringList select = keyColumns;
        for (QString& c : select)
            c = q(c);
        if (!column.isEmpty())
            select << q(column);
        QSqlQuery row(context.connection().db());
        if (!select.isEmpty() &&
            context.connection().execBound(
                &row,
                QStringLiteral("SELECT %1 FROM %2 WHERE rowid = ?").arg(select.join(QStringLiteral(", ")), q(table)),
                {rowid}, &error) &&
            row.next()) {
            for (int i = 0; i < keyColumns.size(); ++i)
                keyValues << row.value(i);
            if (!column.isEmpty())
                value = row.value(int(keyColumns.size())).toString();
        } else {
            keyColumns = {QStringLiteral("rowid")};
            keyValues = {rowid};
        }
        outcome->findings << finding(table, keyColumns, keyValues,
                                     column.isEmpty() ? tr("A foreign key names no row of %1.").arg(parent)
                                                      : tr("%1 %2 names no row of %3.").arg(column, value, parent));
    }
}

namespace checks {

RuleList engineRules() {
    // The engine's own checks, not a platform's: ids under "sqlite.".
    RuleList out;
    out << std::make_shared<SqliteIntegrityRule>(
        RuleInfo{QStringLiteral("sqlite.quick_check.E001"), Severity::Error, std::nullopt, QString(),
                 QCoreApplication::translate(
                     "IntegrityCheck",
                     "SQLite's quick_check finds every page of the file and the structure of its tables and indexes "
                     "sound: anything else is a damaged file, to be restored from a backup. The deep check runs "
                     "integrity_check instead, which also compares every index with its table."),
                 QStringLiteral("https://www.sqlite.org/pragma.html#pragma_quick_check")},
        SqliteIntegrityRule::Depth::Quick);
    out << std::make_shared<SqliteIntegrityRule>(
        RuleInfo{QStringLiteral("sqlite.integrity_check.E001"), Severity::Error, std::nullopt, QString(),
                 QCoreApplication::translate(
                     "IntegrityCheck",
                     "SQLite's integrity_check finds the file's pages, indexes and constraints sound: anything "
                     "else is a damaged file, to be restored from a backup. Run by the deep check only (several "
                     "times as long as quick_check on a large file)."),
                 QStringLiteral("https://www.sqlite.org/pragma.html#pragma_integrity_check")},
        SqliteIntegrityRule::Depth::Deep);
    out << std::make_shared<SqliteForeignKeyRule>(
        RuleInfo{QStringLiteral("sqlite.foreign_key_check.E001"), Severity::Error, std::nullopt, QString(),
                 QCoreApplication::translate(
                     "IntegrityCheck",
                     "Every foreign key the SQLite schema declares names an existing row: SQLite enforces them "
                     "only on connections that turn them on, and the platforms' own tests and tools often do "
                     "not."),
                 QStringLiteral("https://www.sqlite.org/pragma.html#pragma_foreign_key_check")});
    return out;
}

} // namespace checks

} // namespace metadesk
