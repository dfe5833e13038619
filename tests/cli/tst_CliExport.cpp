#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/export/StoredText.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

constexpr int kTimeoutMs = 120000;

/// One value as a file holds it: its JSON type ('s' string, 'n' number, 'b' boolean, 'z' null, 'a' array, 'o'
/// object) and its text (a string decoded; anything else exactly as written, a number's digits untouched).
struct Cell {
    char type = 'z';
    QString text;
    bool operator==(const Cell& o) const { return type == o.type && text == o.text; }
    QString show() const { return QString(QLatin1Char(type)) + QLatin1Char(':') + text; }
};
using Row = QList<Cell>;

/// The JSON the exporter writes, read without QJsonDocument's loss: number tokens and nested documents kept as written.
class RawJson {
public:
    explicit RawJson(const QByteArray& data) : m_d(data) {}
    /// The top-level array of objects as rows in `names`' order; false with a reason.
    bool rows(const QStringList& names, QList<Row>* out, QString* problem) {
        ws();
        if (!take('['))
            return fail(problem, "no array");
        ws();
        if (take(']'))
            return true;
        do {
            ws();
            if (!take('{'))
                return fail(problem, "no object");
            Row row(names.size());
            QList<bool> seen(names.size(), false);
            ws();
            if (!take('}')) {
                do {
                    ws();
                    Cell key;
                    if (!value(&key) || key.type != 's')
                        return fail(problem, "a key is not a string");
                    ws();
                    if (!take(':'))
                        return fail(problem, "no colon");
                    ws();
                    Cell v;
                    if (!value(&v))
                        return fail(problem, "a bad value");
                    const qsizetype at = names.indexOf(key.text);
                    if (at < 0 || seen.at(at))
                        return fail(problem, "an unknown or repeated key " + key.text.toUtf8());
                    seen[at] = true;
                    row[at] = v;
                    ws();
                } while (take(','));
                if (!take('}'))
                    return fail(problem, "an object not closed");
            }
            if (seen.contains(false))
                return fail(problem, "a column missing");
            out->append(row);
            ws();
        } while (take(','));
        ws();
        if (!take(']'))
            return fail(problem, "the array not closed");
        ws();
        return m_i == m_d.size() || fail(problem, "bytes after the array");
    }

private:
    static bool fail(QString* problem, const QByteArray& why) {
        *problem = QString::fromUtf8(why);
        return false;
    }
    void ws() {
        while (m_i < m_d.size() && (m_d[m_i] == ' ' || m_d[m_i] == '\n' || m_d[m_i] == '\r' || m_d[m_i] == '\t'))
            ++m_i;
    }
    bool take(char c) {
        if (m_i < m_d.size() && m_d[m_i] == c) {
            ++m_i;
            return true;
        }
        return false;
    }
    bool skipString() {
        ++m_i;
        while (m_i < m_d.size() && m_d[m_i] != '"')
            m_i += m_d[m_i] == '\\' ? 2 : 1;
        return take('"');
    }
    bool value(Cell* cell) {
        const qsizetype start = m_i;
        if (m_i >= m_d.size())
            return false;
        const char c = m_d[m_i];
        if (c == '"') {
            if (!skipString())
                return false;
            cell->type = 's';
            cell->text = QJsonDocument::fromJson('[' + m_d.mid(start, m_i - start) + ']').array().at(0).toString();
            return true;
        }
        if (c == '{' || c == '[') {
            int depth = 0;
            do {
                const char d = m_d[m_i];
                if (d == '"') {
                    if (!skipString())
                        return false;
                    continue;
                }
                depth += d == '{' || d == '[' ? 1 : d == '}' || d == ']' ? -1 : 0;
                ++m_i;
            } while (depth > 0 && m_i < m_d.size());
            cell->type = c == '{' ? 'o' : 'a';
        } else {
            while (m_i < m_d.size() && !QByteArray(",}] \n\r\t").contains(m_d[m_i]))
                ++m_i;
            const QByteArray token = m_d.mid(start, m_i - start);
            cell->type = token == "null" ? 'z' : token == "true" || token == "false" ? 'b' : 'n';
        }
        cell->text = cell->type == 'z' ? QString() : QString::fromUtf8(m_d.mid(start, m_i - start));
        return true;
    }
    QByteArray m_d;
    qsizetype m_i = 0;
};

/// RFC 4180 records; a quoted field is marked as such ('q'), so NULL (an empty unquoted field) differs from "".
QList<Row> parseCsv(const QByteArray& data, QString* problem) {
    QList<Row> records;
    Row record;
    QByteArray field;
    bool quoted = false, wasQuoted = false, fieldStart = true;
    auto endField = [&]() {
        record << Cell{wasQuoted ? 'q' : 'u', QString::fromUtf8(field)};
        field.clear();
        wasQuoted = false;
        fieldStart = true;
    };
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (quoted) {
            if (c == '"' && i + 1 < data.size() && data.at(i + 1) == '"')
                field += data.at(++i);
            else if (c == '"')
                quoted = false;
            else
                field += c;
        } else if (c == '"' && fieldStart) {
            quoted = wasQuoted = true;
            fieldStart = false;
        } else if (c == ',') {
            endField();
        } else if (c == '\r' && i + 1 < data.size() && data.at(i + 1) == '\n') {
            endField();
            records << record;
            record.clear();
            ++i;
        } else if (c == '"' || c == '\r' || c == '\n') {
            *problem = QStringLiteral("a stray quote or line break at byte %1").arg(i);
            return {};
        } else {
            field += c;
            fieldStart = false;
        }
    }
    if (quoted || !record.isEmpty() || !field.isEmpty())
        *problem = QStringLiteral("the last record does not end with CRLF");
    return records;
}

QString sortedKey(const Row& row) {
    QStringList parts;
    for (const Cell& c : row)
        parts << c.show();
    return parts.join(QChar(0x1f));
}

/// A float's digits as the double they mean: engines print doubles differently (SQLite to 15 digits).
QString sameDouble(const QString& text) {
    bool ok = false;
    const double d = text.toDouble(&ok);
    return ok && StoredText::isJsonNumber(text) ? QString::number(d, 'g', QLocale::FloatingPointShortest) : text;
}

/// A JSON document's text as the value it is in a JSON file.
Cell jsonCell(const QString& text) {
    const QChar first = text.isEmpty() ? QChar() : text.front();
    if (first == u'{')
        return {'o', text};
    if (first == u'[')
        return {'a', text};
    if (first == u'"')
        return {'s', QJsonDocument::fromJson('[' + text.toUtf8() + ']').array().at(0).toString()};
    if (text == QLatin1String("true") || text == QLatin1String("false"))
        return {'b', text};
    return {text == QLatin1String("null") ? 'z' : 'n', text == QLatin1String("null") ? QString() : text};
}

} // namespace

/// `metadesk-cli export` of every table of real demo databases, with awkward values put in by SQL, equals what SQL
/// holds value for value and type for type, on both engines, as JSON and as CSV: text stays text (money kept as
/// VARCHAR included), numbers keep their digits, secrets read as masked and never null unless NULL, CSV tells NULL
/// from empty text.
class TestCliExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyTableEqualsSql_data();
    void everyTableEqualsSql();

private:
    /// What SQL holds for `table`, each value as the export must write it, and whether each column is a float.
    static QList<Row> sqlRows(const DbConnection& conn, const TableDescriptor& table, bool csv, QList<bool>* floats);
    static bool putAwkwardValues(const DbConnection& conn, QString* error);

    QString m_cli;
    QTemporaryDir m_dir;
};

void TestCliExport::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_dir.isValid());
}

void TestCliExport::everyTableEqualsSql_data() {
    test::addEngineColumn();
    QTest::addColumn<bool>("csv");
    for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
        for (bool csv : {false, true})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(ScratchDatabase::engineName(engine),
                                                                 csv ? QStringLiteral("csv") : QStringLiteral("json"))))
                << engine << csv;
}

bool TestCliExport::putAwkwardValues(const DbConnection& conn, QString* error) {
    const bool sqlite = conn.isSqlite();
    QString longJson = QStringLiteral("{\"zeta\": 1, \"alpha\": [1, 2.50, {\"y\": \"ü\\t✓\"}], \"mid\": \"");
    longJson += QString(300, QLatin1Char('x')) + QStringLiteral("\",  \"b\":true}");
    const QStringList statements = {
        // Money kept as text: "0.10" must not become 0.1, nor "0.00342" a number.
        QStringLiteral("UPDATE ai_spend SET cost_usd = '0.10' WHERE id = (SELECT min(id) FROM ai_spend)"),
        QStringLiteral("UPDATE ai_chat_turns SET cost_usd = '0.00342' WHERE id = (SELECT min(id) FROM ai_chat_turns)"),
        // Text of every awkward shape, empty text, and NULL.
        QStringLiteral("UPDATE runs SET error = 'tab\there, \"quoted\"\r\nnew line ü ✓ 日本 ' WHERE id = 3"),
        QStringLiteral("UPDATE runs SET error = '' WHERE id = 4"),
        QStringLiteral("UPDATE runs SET error = NULL WHERE id = 5"),
        // JSON kept as text (Tabularia) and jsonb (Holotable; text on SQLite): long, its keys unsorted.
        QStringLiteral("UPDATE runs SET destination = '%1' WHERE id = 6").arg(longJson),
        QStringLiteral("UPDATE sources SET config = '%1' WHERE id = (SELECT min(id) FROM sources)").arg(longJson),
        // A secret that is empty (no password) beside ones that are set.
        QStringLiteral("UPDATE connections SET password_encrypted = '' WHERE id = (SELECT min(id) FROM connections)"),
        QStringLiteral("UPDATE users SET hashed_password = NULL WHERE id = (SELECT max(id) FROM users)"),
        // Types the platforms do not use: numeric's digits, dates, bytes, a json document, a boolean, times.
        sqlite ? QStringLiteral("CREATE TABLE md_values (id INTEGER PRIMARY KEY, amount NUMERIC, ratio REAL, flag "
                                "BOOLEAN, day DATE, raw BLOB, at TEXT, note TEXT, doc JSON)")
               : QStringLiteral("CREATE TABLE md_values (id integer PRIMARY KEY, amount numeric(12,2), ratio "
                                "numeric, flag boolean, day date, raw bytea, at timestamptz, note text, doc json, "
                                "tags text[], big bigint, f double precision)"),
        sqlite ? QStringLiteral("INSERT INTO md_values VALUES (1, 12.50, 0.1, 1, '2026-02-28', x'00ff10', "
                                "'2026-09-01T06:10:21.123456Z', 'a\tb', '{\"z\":1, \"a\":2}'), (2, NULL, 1e300, 0, "
                                "NULL, x'', NULL, '', 'not json'), (3, '12.50', 2.5, 2, 'x', NULL, '', ' ', '[]')")
               : QStringLiteral("INSERT INTO md_values VALUES (1, 12.50, 0.1000, true, '2026-02-28', '\\x00ff10', "
                                "'2026-09-01 08:10:21.123456+02', E'a\\tb', '{\"z\":1,  \"a\":2}', "
                                "'{a,\"b c\",NULL,\"\"}', 9007199254740993, 0.1), (2, NULL, 'NaN', false, NULL, "
                                "'', NULL, '', '\"text\"', '{}', NULL, 'Infinity'), (3, -0.50, 1e-20, NULL, "
                                "'2026-12-31', NULL, 'infinity', ' ', '[]', NULL, -1, 1.5e300)"),
    };
    QSqlQuery q(conn.db());
    for (const QString& sql : statements) {
        if (!q.exec(sql)) {
            *error = sql + QStringLiteral(": ") + q.lastError().text();
            return false;
        }
    }
    return true;
}

QList<Row> TestCliExport::sqlRows(const DbConnection& conn, const TableDescriptor& table, bool csv,
                                  QList<bool>* floats) {
    const bool sqlite = conn.isSqlite();
    QSqlQuery q(conn.db());
    // PostgreSQL's own text, in UTC (a timestamptz's text follows the session's zone).
    if (!sqlite && !q.exec(QStringLiteral("SET TIME ZONE 'UTC'")))
        qWarning("%s", qPrintable(q.lastError().text()));
    QStringList types;
    for (const ColumnDescriptor& c : table.columns) {
        if (sqlite) {
            types << QString();
            continue;
        }
        q.prepare(QStringLiteral("SELECT data_type FROM information_schema.columns WHERE table_schema = "
                                 "current_schema() AND table_name = ? AND column_name = ?"));
        q.addBindValue(table.name);
        q.addBindValue(c.name);
        types << (q.exec() && q.next() ? q.value(0).toString() : QStringLiteral("?"));
    }
    QStringList select;
    for (int i = 0; i < table.columns.size(); ++i) {
        const QString n = conn.db().driver()->escapeIdentifier(table.columns.at(i).name, QSqlDriver::FieldName);
        if (sqlite)
            select << n << QStringLiteral("typeof(%1)").arg(n) << QStringLiteral("lower(hex(%1))").arg(n);
        else if (types.at(i) == QLatin1String("bytea")) // bytea_output = hex, whatever this session's setting
            select << QStringLiteral("'\\x' || encode(%1, 'hex')").arg(n) << QStringLiteral("NULL")
                   << QStringLiteral("NULL");
        else
            select << n + QStringLiteral("::text")
                   << (types.at(i) == QLatin1String("ARRAY") ? QStringLiteral("array_to_json(%1)::text").arg(n)
                                                             : QStringLiteral("NULL"))
                   << QStringLiteral("NULL");
    }
    floats->clear();
    for (const QString& t : types)
        *floats << (t == QLatin1String("double precision") || t == QLatin1String("real"));
    if (!q.exec(QStringLiteral("SELECT %1 FROM %2")
                    .arg(select.join(QLatin1String(", ")),
                         conn.db().driver()->escapeIdentifier(table.name, QSqlDriver::TableName)))) {
        qWarning("%s", qPrintable(q.lastError().text()));
        return {};
    }
    QList<Row> rows;
    while (q.next()) {
        Row row;
        for (int i = 0; i < table.columns.size(); ++i) {
            const ColumnDescriptor& c = table.columns.at(i);
            const QVariant v = q.value(3 * i);
            Cell cell;
            const QString storage = sqlite ? q.value(3 * i + 1).toString() : types.at(i);
            const bool declaredJson = sqlite && c.storageType.compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
            if (v.isNull()) {
                cell = {'z', QString()};
            } else if (storage == QLatin1String("blob")) {
                cell = {'s', QStringLiteral("\\x") + q.value(3 * i + 2).toString()};
            } else {
                // SQLite's REAL as the double it is (its own text keeps 15 digits); PostgreSQL's floats compared as
                // the doubles their text means.
                const QString text = sqlite && storage == QLatin1String("real")
                                         ? QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest)
                                         : (floats->at(i) ? sameDouble(v.toString()) : v.toString());
                if (storage == QLatin1String("integer") && c.kind == ColumnKind::Bool &&
                    (text == QLatin1String("0") || text == QLatin1String("1")))
                    cell = {'b', text == QLatin1String("1") ? QStringLiteral("true") : QStringLiteral("false")};
                else if (storage == QLatin1String("integer") || storage == QLatin1String("real") ||
                         storage == QLatin1String("smallint") || storage == QLatin1String("bigint") ||
                         storage == QLatin1String("numeric") || floats->at(i))
                    cell = {StoredText::isJsonNumber(text) ? 'n' : 's', text};
                else if (storage == QLatin1String("boolean"))
                    cell = {'b', text};
                else if (storage == QLatin1String("json") || storage == QLatin1String("jsonb"))
                    cell = jsonCell(text);
                else if (declaredJson && storage == QLatin1String("text") &&
                         !QJsonDocument::fromJson('[' + text.toUtf8() + ']').isNull())
                    cell = jsonCell(text);
                else if (storage == QLatin1String("ARRAY"))
                    cell = {'a', text}; // compared as JSON below
                else
                    cell = {'s', text};
            }
            // A secret: masked whenever it holds anything.
            if (c.kind == ColumnKind::Secret && cell.type != 'z' && !cell.text.isEmpty() &&
                cell.text != QLatin1String("\\x"))
                cell = {'s', StoredText::secretMask()};
            if (csv) {
                // CSV: a string's text; an array as PostgreSQL writes it; NULL an unquoted empty field.
                if (cell.type == 'z')
                    cell = {'u', QString()};
                else if (cell.text.isEmpty())
                    cell = {'q', QString()};
                else
                    cell = {'?', (storage == QLatin1String("ARRAY") || storage.startsWith(QLatin1String("json")) ||
                                  declaredJson) &&
                                         c.kind != ColumnKind::Secret
                                     ? v.toString() // the array's or the document's own text
                                     : cell.text};
            } else if (cell.type == 'a' && storage == QLatin1String("ARRAY")) {
                cell.text = q.value(3 * i + 1).toString();
            }
            row << cell;
        }
        rows << row;
    }
    return rows;
}

void TestCliExport::everyTableEqualsSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(bool, csv);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 60), qPrintable(error));
    {
        auto writer = scratch.connect();
        QVERIFY(writer);
        QVERIFY2(putAwkwardValues(*writer, &error), qPrintable(error));
    }
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QVERIFY(conn->catalog().table(QStringLiteral("md_values")));

    // The CLI in a session far from UTC: what it writes must not depend on the session's zone.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PGTZ"), QStringLiteral("Asia/Kathmandu"));
    environment.insert(QStringLiteral("TZ"), QStringLiteral("Asia/Kathmandu"));
    int tables = 0, secrets = 0, values = 0;
    for (const TableDescriptor& table : conn->catalog().tables()) {
        ++tables;
        const QString file = m_dir.filePath(table.name + (csv ? QStringLiteral(".csv") : QStringLiteral(".json")));
        QProcess cli;
        cli.setProcessEnvironment(environment);
        cli.start(m_cli, {QStringLiteral("export"), QStringLiteral("--database"), scratch.urlText(),
                          QStringLiteral("--table"), table.name, QStringLiteral("--output"), file});
        QVERIFY(cli.waitForFinished(kTimeoutMs));
        QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
                 qPrintable(table.name + QString::fromUtf8(cli.readAllStandardError())));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();

        // The issue's own cases, as bytes in the file.
        if (!csv && table.name == QLatin1String("ai_spend"))
            QVERIFY(data.contains("\"cost_usd\":\"0.10\""));
        if (!csv && table.name == QLatin1String("users"))
            QVERIFY(data.contains("\"hashed_password\":\"" + StoredText::secretMask().toUtf8() + '"'));
        if (!csv && table.name == QLatin1String("md_values") && engine == ScratchDatabase::Engine::Postgres)
            QVERIFY(data.contains("\"amount\":12.50,") && data.contains("\"big\":9007199254740993,"));
        if (csv && table.name == QLatin1String("runs"))
            QVERIFY(data.contains(",\"\",") && data.contains(",,")); // empty text, and NULL

        QList<bool> floats;
        QList<Row> expected = sqlRows(*conn, table, csv, &floats);
        QList<Row> actual;
        QString problem;
        if (csv) {
            actual = parseCsv(data, &problem);
            QVERIFY2(problem.isEmpty(), qPrintable(table.name + QStringLiteral(": ") + problem));
            QVERIFY(!actual.isEmpty());
            QStringList header;
            for (const Cell& c : actual.takeFirst())
                header << c.text;
            QCOMPARE(header, table.columnNames());
            // Text is compared as text: a quoted and an unquoted field of the same text are the same value, but
            // an empty field is NULL only unquoted.
            for (Row& row : actual)
                for (Cell& c : row)
                    if (!c.text.isEmpty())
                        c.type = '?';
        } else {
            RawJson json(data);
            QVERIFY2(json.rows(table.columnNames(), &actual, &problem),
                     qPrintable(table.name + QStringLiteral(": ") + problem));
        }
        for (Row& row : actual) {
            for (int i = 0; i < row.size(); ++i) {
                Cell& c = row[i];
                if (floats.at(i) && (c.type == 'n' || c.type == '?'))
                    c.text = sameDouble(c.text);
                if (c.type == 'a' && !csv) // arrays as documents: PostgreSQL's array_to_json spaces them its way
                    c.text = QString::fromUtf8(QJsonDocument::fromJson(c.text.toUtf8()).toJson(QJsonDocument::Compact));
            }
        }
        for (Row& row : expected)
            for (Cell& c : row)
                if (c.type == 'a' && !csv)
                    c.text = QString::fromUtf8(QJsonDocument::fromJson(c.text.toUtf8()).toJson(QJsonDocument::Compact));
        QCOMPARE(actual.size(), expected.size());
        auto byKey = [](const Row& a, const Row& b) { return sortedKey(a) < sortedKey(b); };
        std::sort(actual.begin(), actual.end(), byKey);
        std::sort(expected.begin(), expected.end(), byKey);
        for (int r = 0; r < expected.size(); ++r) {
            for (int i = 0; i < table.columns.size(); ++i) {
                const Cell& want = expected.at(r).at(i);
                const Cell& got = actual.at(r).at(i);
                QVERIFY2(want == got,
                         qPrintable(QStringLiteral("%1.%2: SQL %3, exported %4")
                                        .arg(table.name, table.columns.at(i).name, want.show(), got.show())));
                secrets += table.columns.at(i).kind == ColumnKind::Secret && got.text == StoredText::secretMask();
                values += got.type != 'z' && got.type != 'u';
            }
        }
    }
    QVERIFY(tables > 30);
    QVERIFY(secrets > 10);
    QVERIFY(values > 1000);
}

QTEST_GUILESS_MAIN(TestCliExport)

#include "tst_CliExport.moc"
