#include "TableExporter.h"

#include "core/db/DbConnection.h"
#include "core/export/ExportText.h"
#include "core/export/StoredBytes.h"
#include "core/export/StoredText.h"

#include <QIODevice>
#include <QObject>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

namespace {

using Format = TableExporter::Format;

/// One exported column: where its value sits in a page row and how it is written.
struct OutColumn {
    explicit OutColumn(const ColumnDescriptor& column) : rule(column) {}
    StoredText rule;
    int valueIndex = 0; ///< the catalog column in the page row
    QByteArray jsonKey; ///< `"name":`, escaped once
};

bool writeAll(QIODevice* out, QByteArray& buffer, QString* error) {
    if (buffer.isEmpty())
        return true;
    if (out->write(buffer) != buffer.size()) {
        *error = QObject::tr("Could not write the export: %1").arg(out->errorString());
        return false;
    }
    buffer.resize(0); // keeps the capacity for the next batch
    return true;
}

} // namespace

TableExporter::Format TableExporter::formatForPath(const QString& path) {
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? Format::Json : Format::Csv;
}

QString TableExporter::cancelledMessage() {
    return QObject::tr("Export cancelled.");
}

bool TableExporter::write(const DbConnection& conn, const TableQuery& query, QIODevice* out, const Options& options,
                          const std::function<bool(qint64)>& progress, QString* error) {
    QString ignored;
    if (!error)
        error = &ignored;
    if (!out || !out->isWritable()) {
        *error = QObject::tr("The export has no file open for writing.");
        return false;
    }
    if (!query.isValid()) {
        *error = query.error();
        return false;
    }
    const TableDescriptor& table = query.table();
    const bool sqlite = conn.isSqlite();
    const Format format = options.format;
    const int batch = qMax(1, options.batchRows);
    const int keyStart = query.columnCount();
    const int keyEnd = keyStart + query.keyCount();

    QList<OutColumn> columns;
    for (int i = 0; i < table.columns.size(); ++i) {
        const ColumnDescriptor& c = table.columns.at(i);
        OutColumn o(c);
        o.valueIndex = i;
        const QByteArray name = c.name.toUtf8();
        exporttext::appendJsonEscaped(o.jsonKey, name.constData(), name.size());
        o.jsonKey += ':';
        columns << o;
    }

    QByteArray buffer;
    buffer.reserve(1 << 20);
    if (format == Format::Csv) {
        for (int i = 0; i < table.columns.size(); ++i) {
            const ColumnDescriptor& c = table.columns.at(i);
            if (i > 0)
                buffer += ',';
            exporttext::appendString(buffer, format == Format::Csv,
                                     options.headerLabels && !c.label.isEmpty() ? c.label : c.name);
        }
        buffer += "\r\n";
    } else {
        buffer += '[';
    }

    QSqlDatabase db = conn.db();
    // On PostgreSQL every batch reads the same snapshot, so rows changed meanwhile are neither missed nor doubled.
    // Not on SQLite: a read transaction held for the whole export would keep writers from committing.
    bool snapshot = false;
    if (!sqlite && db.transaction()) {
        QSqlQuery set(db);
        snapshot = set.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
        if (!snapshot)
            db.rollback(); // the failed SET aborted the transaction; read without a snapshot
    }
    auto fail = [&](const QString& message) {
        *error = message;
        if (snapshot)
            db.rollback();
        return false;
    };

    // SQLite hands text over as UTF-16: stored bytes that are not UTF-8 read as other characters (storedbytes). A
    // text holding a character beyond ASCII is read again by its key as the bytes it is, and when they are not its
    // UTF-8 those bytes are written (rare, so the cost is only theirs).
    storedbytes::Reader stored(conn, table);
    const bool rereadTexts = sqlite && stored.valid();
    auto appendValue = [&](const OutColumn& c, const QSqlQuery& row) {
        const QVariant read = row.value(c.valueIndex);
        if (rereadTexts && read.typeId() == QMetaType::QString && storedbytes::mayDiffer(read.toString())) {
            QVariantList key;
            for (int k : stored.keyColumns())
                key << row.value(k);
            QByteArray bytes;
            QString lookupError; // a failed lookup writes the text as read, as before it
            if (stored.differing(c.valueIndex, key, read.toString(), &bytes, &lookupError) && !bytes.isNull()) {
                exporttext::appendStoredBytesAsText(buffer, format == Format::Csv, bytes);
                return;
            }
        }
        exporttext::appendValue(buffer, format == Format::Csv, c.rule, read);
    };

    QSqlQuery q(db);
    q.setForwardOnly(true);                             // QPSQL would otherwise hold the whole result in memory
    q.setNumericalPrecisionPolicy(QSql::HighPrecision); // numeric as its exact text
    QString preparedSql;
    qint64 written = 0;
    bool firstRow = true;
    for (int segment = 0; segment < query.segmentCount(); ++segment) {
        QVariantList lastKey;
        for (;;) {
            // Each batch continues strictly after the previous batch's last row: right even when that row has been
            // deleted or changed since (SQLite reads no snapshot), where "from it, then OFFSET 1" would skip a row.
            const TableQuery::Statement statement = query.pageAfter(segment, lastKey, batch);
            if (statement.sql != preparedSql) {
                if (!q.prepare(statement.sql))
                    return fail(QObject::tr("Could not read the rows of %1 for the export: %2")
                                    .arg(table.label, sqlErrorText(q.lastError())));
                preparedSql = statement.sql;
            }
            for (int i = 0; i < statement.values.size(); ++i)
                q.bindValue(i, statement.values.at(i));
            if (!q.exec())
                return fail(QObject::tr("Could not read the rows of %1 for the export: %2")
                                .arg(table.label, sqlErrorText(q.lastError())));
            int rows = 0;
            while (q.next()) {
                ++rows;
                if (format == Format::Csv) {
                    for (int i = 0; i < columns.size(); ++i) {
                        const OutColumn& c = columns.at(i);
                        if (i > 0)
                            buffer += ',';
                        appendValue(c, q);
                    }
                    buffer += "\r\n";
                } else {
                    buffer += firstRow ? "\n{" : ",\n{";
                    firstRow = false;
                    for (int i = 0; i < columns.size(); ++i) {
                        const OutColumn& c = columns.at(i);
                        if (i > 0)
                            buffer += ',';
                        buffer += c.jsonKey;
                        appendValue(c, q);
                    }
                    buffer += '}';
                }
                if (rows == batch) {
                    // LIMIT batch: this is the batch's last row, and the next batch starts after its key.
                    lastKey.clear();
                    for (int k = keyStart; k < keyEnd; ++k)
                        lastKey << q.value(k);
                }
            }
            if (q.lastError().isValid())
                return fail(QObject::tr("Could not read the rows of %1 for the export: %2")
                                .arg(table.label, sqlErrorText(q.lastError())));
            if (!writeAll(out, buffer, error))
                return fail(*error);
            written += rows;
            if (rows > 0 && progress && !progress(written))
                return fail(cancelledMessage());
            if (rows < batch)
                break;
        }
    }
    q.finish();
    if (format == Format::Json)
        buffer += firstRow ? "]\n" : "\n]\n";
    if (!writeAll(out, buffer, error))
        return fail(*error);
    if (snapshot)
        db.commit();
    return true;
}

} // namespace metadesk
