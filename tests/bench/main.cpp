// metadesk-bench: the windowed model against the naive QSqlTableModel on one table, each in its own process.
#include "BenchCommon.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/demo/DemoGenerator.h"
#include "core/query/TableQuery.h"
#include "core/schema/SchemaInspector.h"
#include "gui/style/Theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDriver>
#include <QSqlQuery>

#include <cstdio>

using namespace metadesk;
using namespace metadesk::bench;

namespace {
const QStringList kKeys = {QStringLiteral("first_screen_ms"), QStringLiteral("jump_middle_ms"),
                           QStringLiteral("jump_end_ms"),     QStringLiteral("sort_ms"),
                           QStringLiteral("filter_ms"),       QStringLiteral("rss_delta_mb"),
                           QStringLiteral("max_stall_ms")};

int fail(const QString& message) {
    std::fprintf(stderr, "metadesk-bench: %s\n", qPrintable(message));
    return 3;
}

qint64 countRows(const DbConnection& conn, const QString& table) {
    QSqlQuery q(conn.db());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM ") +
                conn.db().driver()->escapeIdentifier(table, QSqlDriver::TableName)) ||
        !q.next())
        return -1;
    return q.value(0).toLongLong();
}

/// Creates the demo (with N runs) in a database that holds no platform yet; a database that already has the table
/// with N rows is used as it is.
int generate(const DatabaseUrl& url, const QString& table, qint64 rows) {
    if (table != QLatin1String("runs"))
        return fail(QStringLiteral("--generate fills the runs table; use it with --table runs"));
    DbConnection::Options options;
    options.createIfMissing = true;
    options.purpose = QStringLiteral("bench");
    QString error;
    {
        auto conn = DbConnection::open(url, options, &error);
        if (!conn)
            return fail(error);
        bool holds = false;
        if (!SchemaInspector::holdsAnyPlatform(*conn, &holds, &error))
            return fail(error);
        if (holds) {
            const qint64 have = countRows(*conn, table);
            if (have == rows)
                return 0;
            return fail(QStringLiteral("%1 already holds a platform and %2 has %3 rows, not %4; use an empty database "
                                       "to generate")
                            .arg(url.toDisplayString(), table)
                            .arg(have)
                            .arg(rows));
        }
    }
    DemoGenerator::Options demo;
    demo.runs = rows;
    std::fprintf(stderr, "Generating %lld runs…\n", static_cast<long long>(rows));
    const auto result = DemoGenerator::create(url, demo, {});
    return result.ok ? 0 : fail(result.error);
}

QJsonObject runChild(const QString& mode, const QStringList& passOn) {
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), QStringList{QStringLiteral("--child"), mode} + passOn);
    child.closeWriteChannel();
    if (!child.waitForFinished(-1) || child.exitCode() != 0)
        return {};
    return QJsonDocument::fromJson(child.readAllStandardOutput()).object();
}
} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen"); // the same window, measured the same way, with or without a display
    BenchApp app(argc, argv);
    // The app's style (Fusion with its glyphs and its way of drawing a tall scroll bar) and palette, so the paints
    // measured are the window's.
    metadesk::theme::apply(metadesk::theme::Choice::Light);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Measures Metadesk's windowed table model against QSqlTableModel."));
    parser.addHelpOption();
    const QCommandLineOption database(QStringLiteral("database"), QStringLiteral("Database URL."),
                                      QStringLiteral("URL"));
    const QCommandLineOption table(QStringLiteral("table"), QStringLiteral("Table (default runs)."),
                                   QStringLiteral("NAME"), QStringLiteral("runs"));
    const QCommandLineOption gen(QStringLiteral("generate"), QStringLiteral("Create the demo with N runs first."),
                                 QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption repeat(QStringLiteral("repeat"), QStringLiteral("Runs per measure (default 5)."),
                                    QStringLiteral("K"), QStringLiteral("5"));
    const QCommandLineOption naiveRepeat(QStringLiteral("naive-repeat"),
                                         QStringLiteral("Runs per measure of the naive model (default 1)."),
                                         QStringLiteral("K"), QStringLiteral("1"));
    const QCommandLineOption cap(QStringLiteral("cap"), QStringLiteral("Time cap per measure in seconds (default 60)."),
                                 QStringLiteral("S"), QStringLiteral("60"));
    const QCommandLineOption filterColumn(QStringLiteral("filter-column"),
                                          QStringLiteral("Indexed column to filter on."), QStringLiteral("COLUMN"),
                                          QStringLiteral("kind"));
    const QCommandLineOption filterValue(QStringLiteral("filter-value"), QStringLiteral("Value to filter for."),
                                         QStringLiteral("VALUE"), QStringLiteral("ingest"));
    const QCommandLineOption child(QStringLiteral("child"), QStringLiteral("Internal: measure one model."),
                                   QStringLiteral("windowed|naive"));
    const QCommandLineOption windowedOnly(QStringLiteral("windowed-only"),
                                          QStringLiteral("Measure the windowed model only (to repeat it quickly)."));
    const QCommandLineOption ownCatalog(
        QStringLiteral("own-catalog"),
        QStringLiteral("Let the windowed model's workers read the catalog themselves (by default they are handed the "
                       "one already read, as the table pages hand them the session's)."));
    const QCommandLineOption verify(QStringLiteral("verify"),
                                    QStringLiteral("Measure the whole integrity check as the Integrity page runs it."));
    const QCommandLineOption deep(QStringLiteral("deep"),
                                  QStringLiteral("With --verify: the deep file check (SQLite's integrity_check)."));
    const QCommandLineOption sortColumn(
        QStringLiteral("sort-column"),
        QStringLiteral("Measure the windowed model under a sort on this column, indexed or not: opened on it, jumps, "
                       "memory and stalls under it (the naive model's sort measure sorts on it too)."),
        QStringLiteral("NAME"));
    const QCommandLineOption scrollSteps(
        QStringLiteral("scroll-steps"),
        QStringLiteral("Even jumps of the scroll through the table before memory is read (default 1000; under a sort "
                       "no index serves each jump waits for a pass over the table)."),
        QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption descendingOption(QStringLiteral("descending"),
                                              QStringLiteral("With --sort-column: sort it descending."));
    const QCommandLineOption coldOption(
        QStringLiteral("cold"),
        QStringLiteral("Each windowed model connects its own workers (by default it takes workers kept connected for "
                       "the open database, as the app's table pages do)."));
    const QCommandLineOption pagesOption(
        QStringLiteral("pages"),
        QStringLiteral("Measure the domain pages in the app's window: the overview, the queue, the run statistics and "
                       "a flow's history, each from asking for it to its data shown, then refreshed (--repeat "
                       "times); and the detail pane following the selection down the runs grid (20 × --repeat rows: "
                       "first is the first row's, open the median of the rest, each from the selection to its fields "
                       "shown)."));
    const QCommandLineOption onlyPage(QStringLiteral("page"),
                                      QStringLiteral("With --pages: measure only these, comma-separated (overview, "
                                                     "queue, run_statistics, flow_history, row_details)."),
                                      QStringLiteral("name"));
    parser.addOptions({database,    table,        gen,         json,       repeat,           naiveRepeat,
                       cap,         filterColumn, filterValue, child,      onlyPage,         windowedOnly,
                       ownCatalog,  verify,       deep,        sortColumn, descendingOption, scrollSteps,
                       pagesOption, coldOption});
    parser.process(app);

    QString error;
    const DatabaseUrl url = DatabaseUrl::parse(parser.value(database), &error);
    if (!url.isValid())
        return fail(error);
    if (parser.isSet(verify)) {
        if (parser.isSet(gen)) {
            if (const int rc = generate(url, QStringLiteral("runs"), parser.value(gen).toLongLong()); rc != 0)
                return rc;
        }
        // One check, in a process of its own: its peak memory is the check's, not an earlier measure's.
        const QJsonObject v = runVerify(url, parser.isSet(cap) ? parser.value(cap).toInt() : 600, parser.isSet(deep));
        if (v.isEmpty())
            return fail(QStringLiteral("the integrity check failed"));
        if (parser.isSet(json)) {
            std::printf("%s\n", QJsonDocument(v).toJson(QJsonDocument::Indented).constData());
            return 0;
        }
        std::printf("%s: the whole check (%d rules, %lld findings) in %.1f s; %.1f MB added (peak %.1f MB); longest "
                    "stall %.1f ms (%s), %d over 16 ms\n",
                    url.isSqlite() ? "SQLite" : "PostgreSQL", v.value(QStringLiteral("rules")).toInt(),
                    static_cast<long long>(v.value(QStringLiteral("findings")).toInteger()),
                    v.value(QStringLiteral("seconds")).toDouble(), v.value(QStringLiteral("rss_delta_mb")).toDouble(),
                    v.value(QStringLiteral("peak_rss_mb")).toDouble(),
                    v.value(QStringLiteral("max_stall_ms")).toDouble(),
                    qPrintable(v.value(QStringLiteral("max_stall_what")).toString()),
                    v.value(QStringLiteral("stalls_over_16_ms")).toInt());
        return 0;
    }
    if (parser.isSet(pagesOption)) {
        const QJsonObject p = runPages(url, qMax(1, parser.value(repeat).toInt()),
                                       parser.isSet(cap) ? parser.value(cap).toInt() : 120, parser.value(onlyPage));
        if (p.isEmpty())
            return fail(QStringLiteral("the pages could not be measured"));
        if (parser.isSet(json)) {
            std::printf("%s\n", QJsonDocument(p).toJson(QJsonDocument::Indented).constData());
            return 0;
        }
        std::printf("%s: the database opened in %.1f ms (longest stall %.1f ms: %s)\n",
                    url.isSqlite() ? "SQLite" : "PostgreSQL", p.value(QStringLiteral("open_database_ms")).toDouble(),
                    p.value(QStringLiteral("open_database_max_stall_ms")).toDouble(),
                    qPrintable(p.value(QStringLiteral("open_database_max_stall_what")).toString()));
        const QJsonObject pages = p.value(QStringLiteral("pages")).toObject();
        for (auto it = pages.begin(); it != pages.end(); ++it) {
            const QJsonObject m = it.value().toObject();
            // first: the page's first rows or figures on the screen, where it shows them before the rest.
            const double first = m.value(QStringLiteral("first_ms")).toDouble(-1);
            const QString firstText = first >= 0 ? QString::asprintf("first %8.1f ms", first) : QString(17, u' ');
            std::printf("  %-16s %s  open %8.1f ms  refresh %8.1f ms  longest stall %6.1f ms (%s)\n",
                        qPrintable(it.key()), qPrintable(firstText), m.value(QStringLiteral("open_ms")).toDouble(),
                        m.value(QStringLiteral("refresh_ms")).toDouble(),
                        m.value(QStringLiteral("max_stall_ms")).toDouble(),
                        qPrintable(m.value(QStringLiteral("max_stall_what")).toString()));
        }
        return 0;
    }
    BenchConfig config;
    config.url = url;
    config.table = parser.value(table);
    config.capSeconds = parser.value(cap).toInt();
    config.filterColumn = parser.value(filterColumn);
    config.filterValue = parser.value(filterValue);
    config.shareCatalog = !parser.isSet(ownCatalog);
    config.cold = parser.isSet(coldOption);
    config.scrollSteps = qMax(1, parser.value(scrollSteps).toInt());
    // The table is read as the database has it, so a database to generate is made first.
    if (parser.isSet(gen) && !parser.isSet(child)) {
        if (const int rc = generate(url, config.table, parser.value(gen).toLongLong()); rc != 0)
            return rc;
    }
    const auto descriptor = liveTable(config.url, config.table);
    if (!descriptor)
        return fail(QStringLiteral("%1: no table %2 to measure").arg(url.toDisplayString(), config.table));
    config.sortColumn = descriptor->defaultSortColumn;
    config.sortDescending = !descriptor->defaultSortDescending;
    if (parser.isSet(sortColumn)) {
        if (!descriptor->column(parser.value(sortColumn)))
            return fail(QStringLiteral("%1 has no column %2").arg(config.table, parser.value(sortColumn)));
        config.underSortColumn = parser.value(sortColumn);
        config.underSortDescending = parser.isSet(descendingOption);
        config.sortColumn = config.underSortColumn;
        config.sortDescending = config.underSortDescending;
    } else if (parser.isSet(descendingOption)) {
        return fail(QStringLiteral("--descending goes with --sort-column"));
    }

    if (parser.isSet(child)) {
        const QString mode = parser.value(child);
        config.repeat = parser.value(repeat).toInt();
        const Measures m = mode == QLatin1String("naive") ? runNaive(config) : runWindowed(config);
        std::printf("%s\n", QJsonDocument(m.toJson()).toJson(QJsonDocument::Compact).constData());
        return 0;
    }

    QStringList passOn{QStringLiteral("--database"),      parser.value(database),
                       QStringLiteral("--table"),         config.table,
                       QStringLiteral("--cap"),           parser.value(cap),
                       QStringLiteral("--filter-column"), config.filterColumn,
                       QStringLiteral("--filter-value"),  config.filterValue};
    if (!config.shareCatalog)
        passOn << QStringLiteral("--own-catalog");
    if (config.cold)
        passOn << QStringLiteral("--cold");
    passOn << QStringLiteral("--scroll-steps") << QString::number(config.scrollSteps);
    if (!config.underSortColumn.isEmpty()) {
        passOn << QStringLiteral("--sort-column") << config.underSortColumn;
        if (config.underSortDescending)
            passOn << QStringLiteral("--descending");
    }
    const QJsonObject windowed =
        runChild(QStringLiteral("windowed"), passOn + QStringList{QStringLiteral("--repeat"), parser.value(repeat)});
    if (windowed.isEmpty())
        return fail(QStringLiteral("the windowed run failed"));
    const QJsonObject naive = parser.isSet(windowedOnly)
                                  ? QJsonObject()
                                  : runChild(QStringLiteral("naive"), passOn + QStringList{QStringLiteral("--repeat"),
                                                                                           parser.value(naiveRepeat)});
    if (naive.isEmpty() && !parser.isSet(windowedOnly))
        return fail(QStringLiteral("the naive run failed"));
    // Whether the sort measured is one an index serves (the reconciled catalog's rule, TableQuery::sortServedByIndex:
    // an index hands out its rows in the grid's order), so that figures of the two kinds are not read as one.
    bool sortIndexed = config.underSortColumn.isEmpty();
    if (!sortIndexed) {
        DbConnection::Options options;
        options.readOnly = true;
        options.purpose = QStringLiteral("bench");
        QString why;
        auto conn = DbConnection::open(url, options, &why);
        if (!conn || !conn->loadCatalog(&why))
            return fail(why);
        if (const TableDescriptor* t = conn->catalog().table(config.table)) {
            QuerySpec spec;
            spec.sortColumn = config.underSortColumn;
            sortIndexed = TableQuery(*t, conn->isSqlite(), spec).sortServedByIndex();
        }
    }
    QJsonObject ratio;
    for (const QString& key : kKeys) {
        const double w = windowed.value(key).toDouble(), n = naive.value(key).toDouble();
        ratio.insert(key, w > 0 && !naive.isEmpty() ? std::round(n / w * 10) / 10 : QJsonValue());
    }
    QJsonObject out{
        {QStringLiteral("engine"), url.isSqlite() ? QStringLiteral("sqlite") : QStringLiteral("postgresql")},
        {QStringLiteral("rows"), windowed.value(QStringLiteral("rows"))},
        {QStringLiteral("sort_column"), config.underSortColumn.isEmpty() ? QJsonValue() : config.underSortColumn},
        {QStringLiteral("descending"), config.underSortDescending},
        {QStringLiteral("sort_indexed"), sortIndexed},
        {QStringLiteral("scroll_steps"), config.scrollSteps},
        {QStringLiteral("windowed"), windowed},
        {QStringLiteral("naive"), naive},
        {QStringLiteral("ratio"), ratio}};
    if (parser.isSet(json)) {
        std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Indented).constData());
        return 0;
    }
    std::printf("%s, %lld rows of %s (medians; naive capped at %s s)\n", url.isSqlite() ? "SQLite" : "PostgreSQL",
                static_cast<long long>(windowed.value(QStringLiteral("rows")).toInteger()), qPrintable(config.table),
                qPrintable(parser.value(cap)));
    if (!config.underSortColumn.isEmpty())
        std::printf("windowed: under a sort on %s%s (%s)\n", qPrintable(config.underSortColumn),
                    config.underSortDescending ? " descending" : "",
                    sortIndexed ? "a live index serves it" : "no live index serves it: read once");
    std::printf("%-16s %12s %12s %8s\n", "measure", "windowed", "naive", "ratio");
    const QJsonArray capped = naive.value(QStringLiteral("capped")).toArray();
    for (const QString& key : kKeys + QStringList{QStringLiteral("peak_rss_mb")}) {
        const bool wasCapped = capped.contains(key);
        std::printf("%-16s %12.1f %11.1f%s %8s\n", qPrintable(key), windowed.value(key).toDouble(),
                    naive.value(key).toDouble(), wasCapped ? "+" : " ",
                    ratio.contains(key) ? qPrintable(QString::number(ratio.value(key).toDouble(), 'f', 1)) : "");
    }
    // A count or the anchors past the cap (a sort no index serves) are said so, not printed as 0 ms.
    auto after = [&windowed](const QString& key) {
        return windowed.contains(key) ? QStringLiteral("after %1 ms").arg(windowed.value(key).toDouble(), 0, 'f', 0)
                                      : QStringLiteral("not within the cap");
    };
    std::printf("windowed: exact count %s, anchors %s, filtered count %s%s\n",
                qPrintable(after(QStringLiteral("count_ms"))), qPrintable(after(QStringLiteral("anchors_ms"))),
                qPrintable(after(QStringLiteral("filter_count_ms"))),
                capped.isEmpty() ? "" : "; + = stopped at the cap");
    if (windowed.contains(QStringLiteral("capped")))
        std::printf(
            "windowed: stopped at the cap: %s\n",
            qPrintable(windowed.value(QStringLiteral("capped")).toVariant().toStringList().join(QStringLiteral(", "))));
    if (windowed.contains(QStringLiteral("label_queries_per_page")))
        std::printf("windowed: %.2f reference-label queries per page read (%d referenced tables)\n",
                    windowed.value(QStringLiteral("label_queries_per_page")).toDouble(),
                    windowed.value(QStringLiteral("referenced_tables")).toInt());
    std::printf("windowed: longest stall %.1f ms (%s), %d over 16 ms; at most %.1f ms of GUI-thread CPU in one event\n",
                windowed.value(QStringLiteral("max_stall_ms")).toDouble(),
                qPrintable(windowed.value(QStringLiteral("max_stall_what")).toString()),
                windowed.value(QStringLiteral("stalls_over_16_ms")).toInt(),
                windowed.value(QStringLiteral("max_stall_cpu_ms")).toDouble());
    return 0;
}
