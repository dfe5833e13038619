#include "DemoGenerator.h"

#include "DemoContext.h"
#include "core/db/DbConnection.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SchemaInspector.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <cstdio>
#include <cstring>

namespace metadesk {

DemoContext::DemoContext(const DbConnection& connection, const DemoGenerator::Options& opts,
                         const DemoGenerator::Progress& progressFn)
    : conn(connection), options(opts), progress(progressFn), rng(opts.seed) {
    const QDateTime now = opts.now.isValid() ? opts.now : QDateTime::currentDateTimeUtc();
    nowMs = now.toMSecsSinceEpoch() / 1000 * 1000; // whole seconds keep both engines' values identical
}

namespace {
/// UTC civil time from milliseconds (H. Hinnant's days-to-civil): much faster than QDateTime for millions of rows.
struct Civil {
    long long year, month, day, hour, minute, second;
    int millis;
};

Civil civilFromMs(qint64 ms) {
    qint64 secs = ms / 1000;
    int millis = int(ms % 1000);
    if (millis < 0) {
        millis += 1000;
        --secs;
    }
    qint64 days = secs / 86400;
    qint64 rem = secs % 86400;
    if (rem < 0) {
        rem += 86400;
        --days;
    }
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const qint64 doe = days - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    qint64 y = yoe + era * 400;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    const qint64 d = doy - (153 * mp + 2) / 5 + 1;
    const qint64 m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2)
        ++y;
    return {static_cast<long long>(y),
            static_cast<long long>(m),
            static_cast<long long>(d),
            static_cast<long long>(rem / 3600),
            static_cast<long long>((rem % 3600) / 60),
            static_cast<long long>(rem % 60),
            millis};
}
} // namespace

QString DemoContext::timestamp(qint64 ms) {
    const Civil t = civilFromMs(ms);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lld.%03dZ", t.year, t.month, t.day, t.hour,
                  t.minute, t.second, t.millis);
    return QString::fromLatin1(buf);
}

QString DemoContext::naiveTimestamp(qint64 ms) {
    const Civil t = civilFromMs(ms);
    char buf[64];
    // Six fractional digits, as Python's datetime.isoformat(" ") and so SQLAlchemy's SQLite DateTime write them.
    std::snprintf(buf, sizeof buf, "%04lld-%02lld-%02lld %02lld:%02lld:%02lld.%03d000", t.year, t.month, t.day, t.hour,
                  t.minute, t.second, t.millis);
    return QString::fromLatin1(buf);
}

QString DemoContext::dayAgo(int days) const {
    return timestamp(nowMs - qint64(days) * 86400000).left(10);
}

QVariant DemoContext::textArray(const QStringList& items) const {
    if (conn.isSqlite())
        return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(items)).toJson(QJsonDocument::Compact));
    QStringList quoted;
    for (QString item : items)
        quoted << QLatin1Char('"') +
                      item.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
                          .replace(QLatin1Char('"'), QLatin1String("\\\"")) +
                      QLatin1Char('"');
    return QLatin1Char('{') + quoted.join(QLatin1Char(',')) + QLatin1Char('}');
}

QString DemoContext::json(const QVariantMap& map) {
    return QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(map)).toJson(QJsonDocument::Compact));
}

QString DemoContext::jsonList(const QVariantList& list) {
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromVariantList(list)).toJson(QJsonDocument::Compact));
}

QString DemoContext::bcryptShapedHash() {
    // bcrypt's base64 is the standard one (same bit order, no padding) over its own alphabet.
    static const char standard[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    static const char bcrypt[] = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    auto encode = [&](const QByteArray& bytes) {
        QByteArray text = bytes.toBase64(QByteArray::OmitTrailingEquals);
        for (char& ch : text)
            ch = bcrypt[std::strchr(standard, ch) - standard];
        return QString::fromLatin1(text);
    };
    // 16 salt bytes give 22 characters and the 23 hash bytes 31, exactly as bcrypt encodes them.
    return QStringLiteral("$2b$12$") + encode(rng.bytes(16)) + encode(rng.bytes(23));
}

QString DemoContext::randomSha256Hex() {
    return QString::fromLatin1(QCryptographicHash::hash(rng.bytes(32), QCryptographicHash::Sha256).toHex());
}

bool DemoContext::insert(const QString& table, const QStringList& columns, const QList<QVariantList>& rows) {
    BulkInserter inserter(conn, table, columns);
    // The demo writes NULL as an invalid QVariant only. A QString is text, and Qt would bind a null QString() as
    // NULL where the platforms write '' into NOT NULL columns (descriptions, notes, empty passwords).
    const QString empty = QStringLiteral("");
    for (QVariantList row : rows) {
        for (QVariant& value : row)
            if (value.typeId() == QMetaType::QString && value.toString().isNull())
                value = empty;
        if (!inserter.add(row))
            break;
    }
    if (!inserter.flush()) {
        error = inserter.error();
        return false;
    }
    return true;
}

bool DemoGenerator::fillTabularia(DemoContext& c) {
    return fillTabulariaAccess(c) && fillTabulariaCatalog(c) && fillTabulariaRuns(c) &&
           fillTabulariaAdministration(c) && fillTabulariaAi(c) && fillTabulariaContracts(c);
}

bool DemoGenerator::fillHolotable(DemoContext& c) {
    return fillHolotableDashboards(c) && fillHolotableAccess(c) && fillHolotableConversations(c);
}

DemoGenerator::Result DemoGenerator::create(const DatabaseUrl& url, const Options& options, const Progress& progress) {
    Result result;
    const bool createdFile = url.isSqlite() && !QFile::exists(url.path());
    auto failed = [&](const QString& error) {
        result.error = error;
        if (createdFile)
            QFile::remove(url.path());
        return result;
    };
    {
        DbConnection::Options connOptions;
        connOptions.createIfMissing = true;
        connOptions.purpose = QStringLiteral("demo");
        QString error;
        auto conn = DbConnection::open(url, connOptions, &error);
        if (!conn)
            return failed(error);
        bool holds = false;
        if (!SchemaInspector::holdsAnyPlatform(*conn, &holds, &error))
            return failed(error);
        if (holds) {
            result.error = QObject::tr("%1 already holds Tabularia or Holotable tables; the demo only fills an empty "
                                       "database. Nothing was changed.")
                               .arg(url.toDisplayString());
            return result;
        }
        for (Platform p : platforms::all()) {
            MigrationSet set;
            if (!MigrationSet::loadBuiltIn(p, conn->isSqlite(), &set, &error))
                return failed(error);
            Migrator migrator(*conn, set);
            migrator.setProgress(progress);
            QStringList applied;
            if (!migrator.upgrade(&applied, &error))
                return failed(error);
        }
        if (!fill(*conn, options, progress, &error))
            return failed(error);
    }
    result.ok = true;
    return result;
}

bool DemoGenerator::fill(const DbConnection& connection, const Options& options, const Progress& progress,
                         QString* error) {
    DemoContext context(connection, options, progress);
    QSqlQuery q(connection.db());
    if (connection.isSqlite()) {
        // A database being created: nothing to protect until it is complete, and a failure removes it anyway.
        q.exec(QStringLiteral("PRAGMA synchronous=OFF"));
        q.exec(QStringLiteral("PRAGMA cache_size=-262144"));
    }
    if (!q.exec(connection.isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"))) {
        if (error)
            *error = QObject::tr("Could not start the demo transaction: %1").arg(sqlErrorText(q.lastError()));
        return false;
    }
    const bool ok = fillTabularia(context) && fillHolotable(context);
    if (ok && connection.isPostgres()) {
        // Tabularia's SERIAL ids were written explicitly (later rows refer to them): move each sequence past them so
        // the platform's own inserts do not collide. Holotable's identities (audit_log.id, conversation_messages.seq)
        // were left to the database and need nothing.
        QSqlQuery serials(connection.db());
        serials.setForwardOnly(true);
        if (!serials.exec(QStringLiteral(
                "SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) FROM "
                "information_schema.columns WHERE table_schema = current_schema() AND column_default LIKE "
                "'nextval(%' ORDER BY table_name"))) {
            context.error = QObject::tr("Could not list the id sequences: %1").arg(sqlErrorText(serials.lastError()));
        }
        struct Serial {
            QString table, column, sequence;
        };
        QList<Serial> sequences;
        while (serials.next())
            sequences.append({serials.value(0).toString(), serials.value(1).toString(), serials.value(2).toString()});
        for (const Serial& serial : sequences) {
            QSqlQuery set(connection.db());
            const QSqlDriver* driver = connection.db().driver();
            set.prepare(QStringLiteral("SELECT setval(?::regclass, COALESCE((SELECT max(%1) FROM %2), 0) + 1, false)")
                            .arg(driver->escapeIdentifier(serial.column, QSqlDriver::FieldName),
                                 driver->escapeIdentifier(serial.table, QSqlDriver::TableName)));
            set.addBindValue(serial.sequence);
            if (!set.exec()) {
                context.error = QObject::tr("Could not move the id sequence of %1: %2")
                                    .arg(serial.table, sqlErrorText(set.lastError()));
                break;
            }
        }
    }
    if (!ok || !context.error.isEmpty()) {
        QSqlQuery rollback(connection.db());
        rollback.exec(QStringLiteral("ROLLBACK"));
        if (error)
            *error = QObject::tr("Could not write the demo data: %1").arg(context.error);
        return false;
    }
    // On PostgreSQL a COMMIT of a failed transaction answers ROLLBACK without an error: make sure it is healthy.
    if (!q.exec(QStringLiteral("SELECT 1")) || !q.exec(QStringLiteral("COMMIT"))) {
        if (error)
            *error = QObject::tr("Could not commit the demo data: %1").arg(sqlErrorText(q.lastError()));
        QSqlQuery rollback(connection.db());
        rollback.exec(QStringLiteral("ROLLBACK"));
        return false;
    }
    QSqlQuery analyze(connection.db());
    // The planner's statistics, and on PostgreSQL the visibility map that lets index-only scans skip the heap, as a
    // production database kept by autovacuum would have them.
    analyze.exec(connection.isPostgres() ? QStringLiteral("VACUUM (ANALYZE)") : QStringLiteral("ANALYZE"));
    if (connection.isSqlite()) {
        analyze.exec(QStringLiteral("PRAGMA synchronous=FULL"));
        analyze.exec(QStringLiteral("PRAGMA cache_size=-2000"));
    }
    return true;
}

} // namespace metadesk
