#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/demo/DemoGenerator.h"
#include "core/export/TableExporter.h"
#include "gui/export/ExportController.h"
#include "gui/export/ExportJob.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

Q_DECLARE_METATYPE(TableExporter::Format)

/// Exports on a worker thread: the file appears complete or not at all, cancel and failure leave what was there, the
/// progress only grows, and the controller asks for a file, shows progress and reports the outcome.
class TestExportController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void jobWritesTheFile_data();
    void jobWritesTheFile();
    void cancelLeavesNoFile_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cancelLeavesNoFile();
    void cancelOnProgressLeavesNoFile_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cancelOnProgressLeavesNoFile();
    void cancelLeavesExistingFileUntouched_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cancelLeavesExistingFileUntouched();
    void replacesAnExistingFileOnSuccess_data() { test::addEngineColumn(), test::addEngineRows(); }
    void replacesAnExistingFileOnSuccess();
    void failuresSayWhy_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failuresSayWhy();
    void deletingTheJobCancelsIt_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deletingTheJobCancelsIt();
    void controllerReportsInTheStatusBar_data() { test::addEngineColumn(), test::addEngineRows(); }
    void controllerReportsInTheStatusBar();
    void controllerShowsFailureInAMessageBox();
    void exportViewAsksForTheFile();
    void formatFromExtensionOrFilter();

private:
    static constexpr qint64 kRuns = 2500;
    const ScratchDatabase& scratch(ScratchDatabase::Engine engine) const {
        return engine == ScratchDatabase::Engine::Sqlite ? *m_sqlite : *m_pg;
    }
    /// runs as the open database's catalog describes it (the compiled one met with the live schema), as the
    /// application's pages hand it to the export.
    static TableQuery runsQuery(const ScratchDatabase& db) {
        QuerySpec spec;
        spec.sortColumn = QStringLiteral("finished_at"); // nullable: two segments
        spec.descending = true;
        const auto conn = db.connect(true);
        return TableQuery(*conn->catalog().table(QStringLiteral("runs")), db.url().isSqlite(), spec);
    }
    /// What TableExporter writes for the same view, straight into memory.
    static QByteArray directExport(const ScratchDatabase& db, const TableQuery& query, TableExporter::Format format) {
        auto conn = db.connect(true);
        QByteArray data;
        QBuffer buffer(&data);
        buffer.open(QIODevice::WriteOnly);
        TableExporter::Options o;
        o.format = format;
        QString error;
        if (!TableExporter::write(*conn, query, &buffer, o, {}, &error))
            qWarning("%s", qPrintable(error));
        return data;
    }
    static QStringList filesIn(const QString& dir) {
        return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    }
    static bool waitForFinished(QSignalSpy& spy) { return spy.count() > 0 || spy.wait(30000); }

    std::unique_ptr<ScratchDatabase> m_sqlite;
    std::unique_ptr<ScratchDatabase> m_pg;
};

void TestExportController::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_sqlite = std::make_unique<ScratchDatabase>(ScratchDatabase::Engine::Sqlite);
    m_pg = std::make_unique<ScratchDatabase>(ScratchDatabase::Engine::Postgres);
    for (ScratchDatabase* db : {m_sqlite.get(), m_pg.get()}) {
        QVERIFY2(db->isValid(), qPrintable(db->error()));
        DemoGenerator::Options o;
        o.runs = kRuns;
        o.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        const DemoGenerator::Result result = DemoGenerator::create(db->url(), o, {});
        QVERIFY2(result.ok, qPrintable(result.error));
    }
}

void TestExportController::cleanupTestCase() {
    m_sqlite.reset();
    m_pg.reset();
}

void TestExportController::jobWritesTheFile_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::newRow("sqlite csv") << ScratchDatabase::Engine::Sqlite << TableExporter::Format::Csv;
    QTest::newRow("sqlite json") << ScratchDatabase::Engine::Sqlite << TableExporter::Format::Json;
    QTest::newRow("postgresql csv") << ScratchDatabase::Engine::Postgres << TableExporter::Format::Csv;
    QTest::newRow("postgresql json") << ScratchDatabase::Engine::Postgres << TableExporter::Format::Json;
}

void TestExportController::jobWritesTheFile() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    const QString path =
        dir.filePath(format == TableExporter::Format::Csv ? QStringLiteral("runs.csv") : QStringLiteral("runs.json"));
    const TableQuery query = runsQuery(db);
    ExportJob job;
    QSignalSpy finished(&job, &ExportJob::finished);
    QList<qint64> progress;
    connect(&job, &ExportJob::progress, this, [&](qint64 rows) { progress << rows; });
    TableExporter::Options o;
    o.format = format;
    o.batchRows = 300;
    job.start(db.url(), query, path, o);
    QVERIFY(job.isRunning());
    QVERIFY(waitForFinished(finished));
    QCOMPARE(finished.count(), 1);
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QVERIFY(finished.at(0).at(1).toString().isEmpty());
    QVERIFY(!job.isRunning());
    QCOMPARE(job.rowsWritten(), kRuns);

    // Progress: after each batch, always growing, ending at every row.
    QVERIFY(!progress.isEmpty());
    for (int i = 1; i < progress.size(); ++i)
        QVERIFY2(progress.at(i) > progress.at(i - 1),
                 qPrintable(QStringLiteral("%1 then %2").arg(progress.at(i - 1)).arg(progress.at(i))));
    QCOMPARE(progress.last(), kRuns);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QCOMPARE(written, directExport(db, query, format));
    if (format == TableExporter::Format::Json) {
        const QJsonArray rows = QJsonDocument::fromJson(written).array();
        QCOMPARE(rows.size(), kRuns);
        // runs' naive UTC times as stored: the wall clock without a zone (docs/values.md).
        const QRegularExpression naive(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?$"));
        for (const QJsonValue& row : rows)
            QVERIFY2(naive.match(row.toObject().value(QStringLiteral("started_at")).toString()).hasMatch(),
                     qPrintable(row.toObject().value(QStringLiteral("started_at")).toString()));
    } else {
        // The real runs table's columns, in the catalog's order.
        QVERIFY(written.startsWith(query.table().columnNames().join(QLatin1Char(',')).toUtf8() + "\r\n"));
        QVERIFY(query.table().columnNames().contains(QStringLiteral("trigger_type")));
        QVERIFY(query.table().columnNames().contains(QStringLiteral("error_detail")));
    }
    QCOMPARE(filesIn(dir.path()), QStringList{QFileInfo(path).fileName()}); // no temporary file left behind
}

void TestExportController::cancelLeavesNoFile() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.csv"));
    ExportJob job;
    QSignalSpy finished(&job, &ExportJob::finished);
    TableExporter::Options o;
    o.batchRows = 10;
    job.start(db.url(), runsQuery(db), path, o);
    job.cancel();
    QVERIFY(job.isCancelled());
    QVERIFY(waitForFinished(finished));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(finished.at(0).at(1).toString(), QStringLiteral("Export cancelled."));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(filesIn(dir.path()), QStringList());
}

void TestExportController::cancelOnProgressLeavesNoFile() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.json"));
    ExportJob job;
    QSignalSpy finished(&job, &ExportJob::finished);
    QSignalSpy progress(&job, &ExportJob::progress);
    connect(&job, &ExportJob::progress, &job, &ExportJob::cancel);
    TableExporter::Options o;
    o.format = TableExporter::Format::Json;
    o.batchRows = 1; // thousands of batches: the cancel arrives long before the end
    job.start(db.url(), runsQuery(db), path, o);
    QVERIFY(waitForFinished(finished));
    QVERIFY(progress.count() >= 1);
    QVERIFY(job.rowsWritten() < kRuns);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(finished.at(0).at(1).toString().contains(QLatin1String("cancelled")));
    QCOMPARE(filesIn(dir.path()), QStringList());
}

void TestExportController::cancelLeavesExistingFileUntouched() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.csv"));
    const QByteArray original("what was here before\n");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(original);
    }
    ExportJob job;
    QSignalSpy finished(&job, &ExportJob::finished);
    connect(&job, &ExportJob::progress, &job, &ExportJob::cancel);
    TableExporter::Options o;
    o.batchRows = 1;
    job.start(db.url(), runsQuery(db), path, o);
    QVERIFY(waitForFinished(finished));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), original);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("runs.csv")});
}

void TestExportController::replacesAnExistingFileOnSuccess() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.csv"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old contents\n");
    }
    ExportJob job;
    QSignalSpy finished(&job, &ExportJob::finished);
    job.start(db.url(), runsQuery(db), path, {});
    QVERIFY(waitForFinished(finished));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), directExport(db, runsQuery(db), TableExporter::Format::Csv));
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("runs.csv")});
}

void TestExportController::failuresSayWhy() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    {
        // A folder that is not there.
        const QString path = dir.filePath(QStringLiteral("missing/runs.csv"));
        ExportJob job;
        QSignalSpy finished(&job, &ExportJob::finished);
        job.start(db.url(), runsQuery(db), path, {});
        QVERIFY(waitForFinished(finished));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString error = finished.at(0).at(1).toString();
        QVERIFY2(error.startsWith(QStringLiteral("Could not write ")) && error.contains(QLatin1String("runs.csv")),
                 qPrintable(error));
    }
    {
        // A database that is not there.
        const QString path = dir.filePath(QStringLiteral("runs.csv"));
        const DatabaseUrl gone = db.url().isSqlite()
                                     ? DatabaseUrl::sqliteFile(dir.filePath(QStringLiteral("gone.db")))
                                     : DatabaseUrl::parse(QStringLiteral("postgresql://%1@%2:%3/metadesk_no_such_db")
                                                              .arg(db.url().user(), db.url().host())
                                                              .arg(db.url().port()));
        ExportJob job;
        QSignalSpy finished(&job, &ExportJob::finished);
        job.start(gone, runsQuery(db), path, {});
        QVERIFY(waitForFinished(finished));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString error = finished.at(0).at(1).toString();
        QVERIFY2(error.contains(db.url().isSqlite() ? QStringLiteral("There is no file")
                                                    : QStringLiteral("has no database named")),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }
}

void TestExportController::deletingTheJobCancelsIt() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    TableExporter::Options o;
    o.batchRows = 5; // hundreds of batches: slow enough to be caught in the middle

    // How long the whole export takes, to know how long a job that was not stopped would take to appear.
    QElapsedTimer clock;
    clock.start();
    {
        ExportJob full;
        QSignalSpy finished(&full, &ExportJob::finished);
        full.start(db.url(), runsQuery(db), dir.filePath(QStringLiteral("full.csv")), o);
        QVERIFY(waitForFinished(finished));
        QVERIFY(finished.at(0).at(0).toBool());
    }
    const qint64 fullMs = clock.elapsed();
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("full.csv"))));

    const QString path = dir.filePath(QStringLiteral("runs.csv"));
    auto job = std::make_unique<ExportJob>();
    QSignalSpy progress(job.get(), &ExportJob::progress);
    job->start(db.url(), runsQuery(db), path, o);
    QVERIFY(progress.wait(10000)); // it is writing, into a temporary file, not runs.csv
    QVERIFY(!QFile::exists(path));
    clock.restart();
    job.reset(); // returns at once; the worker stops after its batch
    QVERIFY2(clock.elapsed() < 200, qPrintable(QString::number(clock.elapsed())));
    // Twice as long as the whole export took: a job that went on would have put its file in place by now.
    QTest::qWait(int(2 * fullMs + 200));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(filesIn(dir.path()), QStringList());
}

void TestExportController::controllerReportsInTheStatusBar() {
    QFETCH(ScratchDatabase::Engine, engine);
    const ScratchDatabase& db = scratch(engine);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.json"));
    QMainWindow window;
    window.resize(800, 500);
    window.show();
    const QPointer<ExportJob> job =
        ExportController::exportToFile(&window, db.url(), runsQuery(db), kRuns, path, TableExporter::Format::Json);
    QVERIFY(job);
    auto* dialog = window.findChild<QProgressDialog*>(QStringLiteral("exportProgressDialog"));
    QVERIFY(dialog);
    QCOMPARE(dialog->maximum(), int(kRuns));
    QVERIFY(!dialog->accessibleName().isEmpty());
    QVERIFY(QTest::qWaitFor([&]() { return job.isNull(); }, 30000)); // the dialog and its job go when it is over
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Exported %1 rows of Runs to %2.")
                                                       .arg(QLocale().toString(kRuns), QDir::toNativeSeparators(path)));
    QCOMPARE(QJsonDocument::fromJson([&] {
                 QFile f(path);
                 f.open(QIODevice::ReadOnly);
                 return f.readAll();
             }())
                 .array()
                 .size(),
             kRuns);
    QVERIFY(!window.findChild<QProgressDialog*>(QStringLiteral("exportProgressDialog")));
}

void TestExportController::controllerShowsFailureInAMessageBox() {
    QTemporaryDir dir;
    QWidget parent;
    parent.show();
    const DatabaseUrl gone = DatabaseUrl::sqliteFile(dir.filePath(QStringLiteral("gone.db")));
    const TableQuery query(*Catalog::instance().table(QStringLiteral("runs")), true, {});
    ExportController::exportToFile(&parent, gone, query, -1, dir.filePath(QStringLiteral("runs.csv")),
                                   TableExporter::Format::Csv);
    auto* dialog = parent.findChild<QProgressDialog*>(QStringLiteral("exportProgressDialog"));
    QVERIFY(dialog);
    QCOMPARE(dialog->maximum(), 0); // unknown count: a busy bar
    QMessageBox* box = nullptr;
    QVERIFY(QTest::qWaitFor(
        [&]() { return (box = parent.findChild<QMessageBox*>(QStringLiteral("exportMessageBox"))) != nullptr; },
        10000));
    QCOMPARE(box->icon(), QMessageBox::Warning);
    QVERIFY2(box->text().startsWith(QStringLiteral("Could not export Runs to ")), qPrintable(box->text()));
    QVERIFY2(box->informativeText().contains(QLatin1String("There is no file")), qPrintable(box->informativeText()));
    box->accept();
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("runs.csv"))));
}

void TestExportController::exportViewAsksForTheFile() {
    const ScratchDatabase& db = *m_sqlite;
    QTemporaryDir dir;
    QMainWindow window;
    window.show();
    // The file dialog is modal: answer it from the event loop, choosing the JSON filter and a name without extension.
    bool answered = false;
    QString suggested;
    QTimer::singleShot(0, this, [&]() {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        suggested = dialog->selectedFiles().value(0);
        const QStringList filters = dialog->nameFilters();
        dialog->selectNameFilter(filters.value(1));
        dialog->setDirectory(dir.path());
        dialog->selectFile(QStringLiteral("all-runs"));
        answered = true;
        static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected; the override still runs
    });
    ExportController::exportView(&window, db.url(), runsQuery(db), kRuns);
    QVERIFY(answered);
    QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("runs.csv"));
    const QString path = dir.filePath(QStringLiteral("all-runs.json"));
    QVERIFY(QTest::qWaitFor([&]() { return QFile::exists(path); }, 30000));
    QVERIFY(QTest::qWaitFor([&]() { return !window.statusBar()->currentMessage().isEmpty(); }, 10000));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(f.readAll()).array().size(), kRuns);

    // Cancelling the file dialog exports nothing.
    QTimer::singleShot(0, this, [&]() {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget()))
            dialog->reject();
    });
    ExportController::exportView(&window, db.url(), runsQuery(db), kRuns);
    QVERIFY(!window.findChild<QProgressDialog*>(QStringLiteral("exportProgressDialog")));
}

void TestExportController::formatFromExtensionOrFilter() {
    QCOMPARE(ExportController::formatFor(QStringLiteral("/x/runs.json"), false), TableExporter::Format::Json);
    QCOMPARE(ExportController::formatFor(QStringLiteral("/x/runs.JSON"), false), TableExporter::Format::Json);
    QCOMPARE(ExportController::formatFor(QStringLiteral("/x/runs.csv"), true), TableExporter::Format::Csv);
    QCOMPARE(ExportController::formatFor(QStringLiteral("/x/runs.txt"), true), TableExporter::Format::Json);
    QCOMPARE(ExportController::formatFor(QStringLiteral("/x/runs.txt"), false), TableExporter::Format::Csv);
}

QTEST_MAIN(TestExportController)

#include "tst_ExportController.moc"
