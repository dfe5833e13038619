#include "core/db/DatabaseUrl.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using metadesk::DatabaseUrl;

/// URL parsing: every form the CLI and the GUI accept, and a clear sentence for each one they refuse.
class TestDatabaseUrl : public QObject {
    Q_OBJECT
private slots:
    void parsesSqlite_data();
    void parsesSqlite();
    void parsesPostgres();
    void readsCommandLineArguments();
    void keepsPasswordOutOfDisplay();
    void displayFormReadsBack_data();
    void displayFormReadsBack();
    void refuses_data();
    void refuses();
    void refusalsMaskThePassword_data();
    void refusalsMaskThePassword();
    void masksPasswords_data();
    void masksPasswords();
};

void TestDatabaseUrl::parsesSqlite_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::newRow("absolute") << QStringLiteral("sqlite:///tmp/a.db") << QStringLiteral("/tmp/a.db");
    QTest::newRow("relative") << QStringLiteral("sqlite:rel.db")
                              << QDir::current().absoluteFilePath(QStringLiteral("rel.db"));
    QTest::newRow("percent-encoded space")
        << QStringLiteral("sqlite:///tmp/my%20file.db") << QStringLiteral("/tmp/my file.db");
    QTest::newRow("upper-case scheme") << QStringLiteral("SQLITE:///tmp/b.db") << QStringLiteral("/tmp/b.db");
}

void TestDatabaseUrl::parsesSqlite() {
    QFETCH(QString, text);
    QFETCH(QString, path);
    QString error;
    const DatabaseUrl url = DatabaseUrl::parse(text, &error);
    QVERIFY2(url.isSqlite(), qPrintable(error));
    QCOMPARE(url.path(), path);
}

void TestDatabaseUrl::parsesPostgres() {
    QString error;
    const DatabaseUrl url =
        DatabaseUrl::parse(QStringLiteral("postgresql://admin@db.example.com:6543/meta?sslmode=require"), &error);
    QVERIFY2(url.isPostgres(), qPrintable(error));
    QCOMPARE(url.user(), QStringLiteral("admin"));
    QCOMPARE(url.host(), QStringLiteral("db.example.com"));
    QCOMPARE(url.port(), 6543);
    QCOMPARE(url.databaseName(), QStringLiteral("meta"));
    QCOMPARE(url.sslMode(), QStringLiteral("require"));
    QCOMPARE(url.shortName(), QStringLiteral("meta@db.example.com"));
    const DatabaseUrl defaults = DatabaseUrl::parse(QStringLiteral("postgres://localhost/x"));
    QCOMPARE(defaults.port(), 5432);
    QVERIFY(defaults.user().isEmpty());
}

/// The app's command line takes a SQLite file by its path as well (`metadesk tabularia.db`), bare or as a file:// URL;
/// what is not a file is refused as before, and URLs read as parse() reads them.
void TestDatabaseUrl::readsCommandLineArguments() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("meta data.sqlite"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QString error;
    DatabaseUrl url = DatabaseUrl::fromArgument(file, &error);
    QVERIFY2(url.isSqlite(), qPrintable(error));
    QCOMPARE(url.path(), file);
    url = DatabaseUrl::fromArgument(QUrl::fromLocalFile(file).toString(QUrl::FullyEncoded), &error);
    QVERIFY2(url.isSqlite(), qPrintable(error));
    QCOMPARE(url.path(), file);
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    url = DatabaseUrl::fromArgument(QStringLiteral("meta data.sqlite"), &error);
    QVERIFY(QDir::setCurrent(before));
    QVERIFY2(url.isSqlite(), qPrintable(error));
    QCOMPARE(url.path(), file);

    // Not a file: a folder, a file:// URL of nothing, a bare path of nothing.
    error.clear();
    QVERIFY(!DatabaseUrl::fromArgument(dir.path(), &error).isValid());
    QVERIFY2(error.contains(QStringLiteral("not a file")) && error.contains(QDir::toNativeSeparators(dir.path())),
             qPrintable(error));
    error.clear();
    QVERIFY(!DatabaseUrl::fromArgument(QUrl::fromLocalFile(dir.filePath(QStringLiteral("gone.db"))).toString(), &error)
                 .isValid());
    QCOMPARE(error, QStringLiteral("There is no file %1.").arg(dir.filePath(QStringLiteral("gone.db"))));
    error.clear();
    QVERIFY(!DatabaseUrl::fromArgument(dir.filePath(QStringLiteral("gone.db")), &error).isValid());
    QCOMPARE(error, QStringLiteral("There is no file %1.").arg(dir.filePath(QStringLiteral("gone.db"))));
    // What has a scheme but is no URL Metadesk reads is refused as one.
    error.clear();
    QVERIFY(!DatabaseUrl::fromArgument(QStringLiteral("mysql://h/d"), &error).isValid());
    QVERIFY2(error.contains(QStringLiteral("not a database URL")), qPrintable(error));

    // URLs as parse() reads them: a SQLite URL of a file not there yet, PostgreSQL.
    QCOMPARE(DatabaseUrl::fromArgument(QStringLiteral("sqlite:///tmp/not-there.db")).path(),
             QStringLiteral("/tmp/not-there.db"));
    QVERIFY(DatabaseUrl::fromArgument(QStringLiteral("postgresql://admin@db.example.com/meta")).isPostgres());
}

void TestDatabaseUrl::keepsPasswordOutOfDisplay() {
    const DatabaseUrl url = DatabaseUrl::parse(QStringLiteral("postgresql://u:s3cret@h:5432/d"));
    QCOMPARE(url.password(), QStringLiteral("s3cret"));
    QVERIFY(!url.toDisplayString().contains(QStringLiteral("s3cret")));
    QCOMPARE(url.toDisplayString(), QStringLiteral("postgresql://u@h:5432/d"));
}

void TestDatabaseUrl::displayFormReadsBack_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    // PostgreSQL names a database anything; a profile is kept in settings in the display form, so the form must read
    // back to the same database (a space or a newline shown as it is would not parse; "%41" would read as "A").
    QTest::newRow("plain") << QStringLiteral("postgresql://u@h/meta") << QStringLiteral("postgresql://u@h:5432/meta");
    QTest::newRow("newline") << QStringLiteral("postgres://p/%0a4@le") << QStringLiteral("postgresql://p:5432/%0A4@le");
    QTest::newRow("space, percent, question mark") << QStringLiteral("postgresql://u@h/my%20db%2541%3F")
                                                   << QStringLiteral("postgresql://u@h:5432/my%20db%2541%3F");
    QTest::newRow("non-ASCII stays readable")
        << QStringLiteral("postgresql://u@h/%D0%BC%D0%B5%D1%82%D0%B0") << QStringLiteral("postgresql://u@h:5432/мета");
    QTest::newRow("space at the end") << QStringLiteral("postgresql://u@h/a%20")
                                      << QStringLiteral("postgresql://u@h:5432/a%20");
    QTest::newRow("sqlite percent") << QStringLiteral("sqlite:///tmp/a%2541 b.db")
                                    << QStringLiteral("sqlite:///tmp/a%2541 b.db");
}

void TestDatabaseUrl::displayFormReadsBack() {
    QFETCH(QString, text);
    QFETCH(QString, shown);
    const DatabaseUrl url = DatabaseUrl::parse(text);
    QVERIFY(url.isValid());
    QCOMPARE(url.toDisplayString(), shown);
    const DatabaseUrl again = DatabaseUrl::parse(shown);
    QVERIFY(again.isValid());
    QCOMPARE(again.path(), url.path());
    QCOMPARE(again.databaseName(), url.databaseName());
    QCOMPARE(again.user(), url.user());
    QCOMPARE(again.host(), url.host());
}

void TestDatabaseUrl::refuses_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QString() << QStringLiteral("No database URL");
    QTest::newRow("unknown scheme") << QStringLiteral("mysql://h/d") << QStringLiteral("not a database URL");
    QTest::newRow("sqlite without file") << QStringLiteral("sqlite:") << QStringLiteral("names no file");
    QTest::newRow("postgres without database")
        << QStringLiteral("postgresql://h:5432/") << QStringLiteral("names no database");
    QTest::newRow("postgres without host") << QStringLiteral("postgresql:///d") << QStringLiteral("not valid");
    QTest::newRow("bad sslmode") << QStringLiteral("postgresql://h/d?sslmode=maybe")
                                 << QStringLiteral("Unknown sslmode");
    QTest::newRow("unknown parameter") << QStringLiteral("postgresql://h/d?foo=1")
                                       << QStringLiteral("Unknown URL parameter");
}

void TestDatabaseUrl::refuses() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!DatabaseUrl::parse(text, &error).isValid());
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestDatabaseUrl::refusalsMaskThePassword_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("shown"); ///< the URL as the error names it
    // Tabularia's own SQLAlchemy URL, pasted as it is in its settings: refused, its password not repeated.
    QTest::newRow("sqlalchemy driver suffix")
        << QStringLiteral("postgresql+psycopg2://admin:S3cret@db/prod") << QStringLiteral("not a database URL")
        << QStringLiteral("postgresql+psycopg2://admin:••••@db/prod");
    QTest::newRow("no database name") << QStringLiteral("postgresql://admin:S3cret@db:5432")
                                      << QStringLiteral("names no database")
                                      << QStringLiteral("postgresql://admin:••••@db:5432");
    QTest::newRow("no database, a slash")
        << QStringLiteral("postgres://admin:S3cret@db/") << QStringLiteral("names no database")
        << QStringLiteral("postgres://admin:••••@db/");
    QTest::newRow("not valid, an @ in the password")
        << QStringLiteral("postgresql://admin:S3c@ret@:5432/prod") << QStringLiteral("not valid")
        << QStringLiteral("postgresql://admin:••••@:5432/prod");
    QTest::newRow("another engine's URL")
        << QStringLiteral("mysql://root:S3cret@localhost/tabularia") << QStringLiteral("not a database URL")
        << QStringLiteral("mysql://root:••••@localhost/tabularia");
    QTest::newRow("libpq key/value form")
        << QStringLiteral("host=db dbname=prod user=admin password=S3cret") << QStringLiteral("not a database URL")
        << QStringLiteral("host=db dbname=prod user=admin password=••••");
}

void TestDatabaseUrl::refusalsMaskThePassword() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(QString, shown);
    QString error;
    QVERIFY(!DatabaseUrl::parse(text, &error).isValid());
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1String("S3c")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1Char('"') + shown + QLatin1Char('"')), qPrintable(error));
}

void TestDatabaseUrl::masksPasswords_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("masked");
    const auto row = [](const char* name, const char* text, const char* masked) {
        QTest::newRow(name) << QString::fromUtf8(text) << QString::fromUtf8(masked);
    };
    row("user and password", "postgresql://u:pw@h:5432/d", "postgresql://u:••••@h:5432/d");
    row("no password", "postgresql://u@h:5432/d", "postgresql://u@h:5432/d");
    row("no user part, a port", "postgresql://h:5432/d", "postgresql://h:5432/d");
    row("empty password", "postgresql://u:@h/d", "postgresql://u:@h/d");
    row("password with a slash and an @", "postgresql://u:a/b@c@h/d", "postgresql://u:••••@h/d");
    row("as a URL parameter", "postgresql://h/d?password=pw&sslmode=require",
        "postgresql://h/d?password=••••&sslmode=require");
    row("quoted key/value", "host=h password='p w' dbname=d", "host=h password=•••• dbname=d");
    row("sqlite", "sqlite:///tmp/a:b.db", "sqlite:///tmp/a:b.db");
}

void TestDatabaseUrl::masksPasswords() {
    QFETCH(QString, text);
    QFETCH(QString, masked);
    QCOMPARE(DatabaseUrl::maskPassword(text), masked);
}

QTEST_GUILESS_MAIN(TestDatabaseUrl)
#include "tst_DatabaseUrl.moc"
