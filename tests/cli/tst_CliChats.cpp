#include "common/CliRun.h"
#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"

#include "core/chat/ChatTranscripts.h"
#include "core/db/DbConnection.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
const QString kHostile = QStringLiteral("<img src=x onerror=alert(1)> and [click](javascript:alert(1))");
const QString kConversation = QStringLiteral("3c9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e6f");
const QString kDashboard = QStringLiteral("7a1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4a01");

QString stamp(const QDateTime& t) {
    return t.toUTC().toString(Qt::ISODateWithMs);
}
QString aiSdk(const QString& text) {
    return QString::fromUtf8(
        QJsonDocument(QJsonObject{{s("parts"), QJsonArray{QJsonObject{{s("type"), s("text")}, {s("text"), text}}}}})
            .toJson(QJsonDocument::Compact));
}
/// The dashboard the Holotable chats are about, in workspace ws-1.
bool insertDashboard(const DbConnection& conn, const QDateTime& now, QString* error) {
    QSqlQuery q(conn.db());
    return conn.execBound(&q,
                          QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by, updated_at) "
                                         "VALUES (?, 'ws-1', 'Latency', 'alice', ?)"),
                          {kDashboard, stamp(now)}, error);
}
QString pydantic(const QString& question, const QString& answer) {
    const QJsonArray list{
        QJsonObject{
            {s("kind"), s("request")},
            {s("parts"), QJsonArray{QJsonObject{{s("part_kind"), s("user-prompt")}, {s("content"), question}}}}},
        QJsonObject{{s("kind"), s("response")},
                    {s("parts"), QJsonArray{QJsonObject{{s("part_kind"), s("tool-call")},
                                                        {s("tool_name"), s("run_sql")},
                                                        {s("args"), QJsonObject{{s("sql"), s("SELECT 1")}}}},
                                            QJsonObject{{s("part_kind"), s("text")}, {s("content"), answer}}}}}};
    return QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact));
}
} // namespace

/// `metadesk-cli chats show` on databases the platforms' own migrations made, on both engines: Holotable's
/// conversations with the retention marks checked against the platform's own sweep statement, hostile and
/// unparseable rows shown as stored, and Tabularia's AI chats with their costs summed as SQL sums them.
class TestCliChats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void holotableTranscript_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableTranscript();
    void dashboardChatBy019And020_data();
    void dashboardChatBy019And020();
    void tabulariaChat_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaChat();
    void decimalSums();
    void usageErrors();

private:
    CliRun run(const QStringList& arguments) const {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(s("XDG_CONFIG_HOME"), m_config.path()); // no saved profile of the machine applies
        return test::runCli(m_cli, arguments, e, m_workDir.path());
    }
    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
};

void TestCliChats::initTestCase() {
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid());
}

void TestCliChats::holotableTranscript() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QStringList db{s("--database"), scratch.urlText()};
    const CliRun made = run(QStringList{s("migrate"), s("up"), s("--platform"), s("holotable"), s("--yes")} + db);
    QVERIFY2(made.exitedWith(0), qPrintable(made.report()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QString error;
    QSqlQuery q(conn->db());
    auto exec = [&](const QString& sql, const QVariantList& values) {
        return conn->execBound(&q, sql, values, &error);
    };
    QVERIFY2(insertDashboard(*conn, now, &error), qPrintable(error));
    QVERIFY2(exec(s("INSERT INTO conversations (id, user_sub, workspace_id, source_ids, dashboard_id, title, "
                    "time_range, updated_at) VALUES ('3c9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e6f', 'alice', 'ws-1', ") +
                      (pg ? s("'{}'") : s("'[]'")) +
                      s(", ?, 'Why so slow?', '{\"from\":\"now-1h\",\"to\":\"now\"}', ?)"),
                  {kDashboard, stamp(now)}),
             qPrintable(error));
    // In the order said (seq follows): the oldest past the window, then one past the cap, a row that is JSON but no
    // message, and the newest.
    const QList<QVariantList> rows{
        {s("m1"), s("user"), aiSdk(s("old question")), stamp(now.addDays(-40))},
        {s("m2"), s("assistant"), aiSdk(kHostile), stamp(now.addDays(-2))},
        {s("m3"), s("user"), s("{\"text\":\"no parts\"}"), stamp(now.addDays(-1))},
        {s("m4"), s("assistant"), aiSdk(s("fine")), stamp(now.addSecs(-60))},
    };
    for (const QVariantList& r : rows)
        QVERIFY2(exec(s("INSERT INTO conversation_messages (conversation_id, id, role, content, created_at) VALUES "
                        "('3c9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e6f', ?, ?, ?, ?)"),
                      r),
                 qPrintable(error));

    const QStringList show = QStringList{s("chats"), s("show")} + db;
    CliRun r = run(show + QStringList{s("--dashboard"), kDashboard, s("--person"), s("alice"), s("--max-messages"),
                                      s("2"), s("--retention-days"), s("30"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject t = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(t.value(s("id")).toString(), kConversation);
    QCOMPARE(t.value(s("title")).toString(), s("Why so slow?"));
    const QJsonArray messages = t.value(s("messages")).toArray();
    QCOMPARE(messages.size(), 4);
    QStringList marked, ids;
    for (const QJsonValue& v : messages) {
        ids << v[s("id")].toString();
        if (v[s("sweep")].toString() != QLatin1String("kept"))
            marked << v[s("id")].toString();
    }
    QCOMPARE(ids, (QStringList{s("m1"), s("m2"), s("m3"), s("m4")}));
    QCOMPARE(messages[0][s("sweep")].toString(), s("expired"));
    QCOMPARE(messages[1][s("sweep")].toString(), s("over_cap"));
    // Hostile text comes back exactly as stored.
    QCOMPARE(messages[1][s("text")].toString(), kHostile);
    // The row that is no message: flagged with the integrity rule's words, its stored text kept.
    QCOMPARE(messages[2][s("parses")].toBool(), false);
    QCOMPARE(messages[2][s("problem")].toString(), s("Its content has no parts."));
    QVERIFY2(messages[2][s("raw")].toString().contains(s("no parts")), qPrintable(r.out));
    QCOMPARE(t.value(s("unparsed")).toInt(), 1);

    // The same by conversation id, as text: the hostile markup printed literally.
    r = run(show + QStringList{s("--conversation"), kConversation, s("--max-messages"), s("2")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(kHostile), qPrintable(r.out));
    QVERIFY2(r.out.contains(s("DOES NOT PARSE: Its content has no parts.")), qPrintable(r.out));

    // The platform's own sweep (conversations.ts, append) removes exactly the rows marked.
    const QString expired = pg ? s("created_at <= now() - make_interval(days => 30)")
                               : s("created_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days')");
    QVERIFY2(exec(s("DELETE FROM conversation_messages WHERE conversation_id = '3c9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e6f' "
                    "AND ((") +
                      expired +
                      s(") OR id NOT IN (SELECT id FROM conversation_messages WHERE conversation_id = "
                        "'3c9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e6f' ORDER BY "
                        "seq DESC LIMIT 2))"),
                  {}),
             qPrintable(error));
    QStringList left;
    QVERIFY2(exec(s("SELECT id FROM conversation_messages ORDER BY seq"), {}), qPrintable(error));
    while (q.next())
        left << q.value(0).toString();
    QStringList kept = ids;
    for (const QString& id : std::as_const(marked))
        kept.removeAll(id);
    QCOMPARE(left, kept);

    // Not found: exit 1, one line.
    r = run(show + QStringList{s("--conversation"), s("nope")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    r = run(show + QStringList{s("--dashboard"), kDashboard, s("--person"), s("bob")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    // A Tabularia question on a Holotable database: a database error, exit 3.
    r = run(show + QStringList{s("--ai-chat"), s("1")});
    QVERIFY2(r.exitedWith(3) && r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCliChats::dashboardChatBy019And020_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("revision");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
        for (const QString& revision : {s("019_"), s("020_")})
            QTest::newRow(qPrintable(ScratchDatabase::engineName(e) + s(" ") + revision.left(3))) << e << revision;
}

void TestCliChats::dashboardChatBy019And020() {
    // 019 brought conversations, but a dashboard's chat still lived in chat_messages (a conversation could name a
    // dashboard without being its chat); from 020 it is the person's conversation bound to the dashboard, and
    // chat_messages stays only for code of before during a rolling update. Both tables hold rows here: the
    // transcript and the picker read the one the platform reads at that revision.
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, revision);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    QString target;
    for (const Migration& m : set.migrations())
        if (m.id.startsWith(revision))
            target = m.id;
    QVERIFY(!target.isEmpty());
    QStringList applied;
    QString error;
    QVERIFY2(Migrator(*conn, set.upTo(target)).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(conn->tableExists(s("chat_messages")) && conn->tableExists(s("conversations")));
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    const bool at020 = revision == QLatin1String("020_");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QSqlQuery q(conn->db());
    auto exec = [&](const QString& sql, const QVariantList& values) {
        return conn->execBound(&q, sql, values, &error);
    };
    QVERIFY2(insertDashboard(*conn, now, &error), qPrintable(error));
    for (const QVariantList& r : QList<QVariantList>{{s("old-1"), s("user"), aiSdk(s("asked in chat_messages"))},
                                                     {s("old-2"), s("assistant"), aiSdk(kHostile)}})
        QVERIFY2(exec(s("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content, created_at) VALUES "
                        "(?, ?, 'alice', ?, ?, ?)"),
                      {r.value(0), kDashboard, r.value(1), r.value(2), stamp(now.addSecs(-120))}),
                 qPrintable(error));
    // A conversation of alice's naming the dashboard, with a message of its own; bob's the same, without chat rows.
    for (const QString& who : {s("alice"), s("bob")}) {
        const QString id = who == QLatin1String("alice") ? kConversation : s("5d0e3a21-6b7c-4d8e-9f0a-2b3c4d5e6f70");
        QVERIFY2(exec(s("INSERT INTO conversations (id, user_sub, workspace_id, source_ids, dashboard_id, title, "
                        "time_range, updated_at) VALUES (?, ?, 'ws-1', ") +
                          (pg ? s("'{}'") : s("'[]'")) + s(", ?, 'Why so slow?', '{\"from\":\"now-1h\"}', ?)"),
                      {id, who, kDashboard, stamp(now)}),
                 qPrintable(error));
        QVERIFY2(exec(s("INSERT INTO conversation_messages (conversation_id, id, role, content, created_at) VALUES "
                        "(?, 'conv-1', 'user', ?, ?)"),
                      {id, aiSdk(s("asked in the conversation")), stamp(now.addSecs(-60))}),
                 qPrintable(error));
    }

    const QStringList show{s("chats"), s("show"), s("--database"), scratch.urlText()};
    const CliRun alice = run(show + QStringList{s("--dashboard"), kDashboard, s("--person"), s("alice"), s("--json")});
    QVERIFY2(alice.exitedWith(0), qPrintable(alice.report()));
    const QJsonObject t = QJsonDocument::fromJson(alice.out.toUtf8()).object();
    QStringList ids;
    for (const QJsonValue& v : t.value(s("messages")).toArray())
        ids << v[s("id")].toString();
    if (at020) {
        QCOMPARE(t.value(s("id")).toString(), kConversation);
        QCOMPARE(ids, QStringList{s("conv-1")});
    } else {
        QCOMPARE(t.value(s("id")).toString(), kDashboard);
        QCOMPARE(ids, (QStringList{s("old-1"), s("old-2")}));
        QCOMPARE(t.value(s("messages")).toArray().at(1)[s("text")].toString(), kHostile);
    }
    // bob has a conversation naming the dashboard but no chat_messages: his dashboard chat only from 020.
    const CliRun bob = run(show + QStringList{s("--dashboard"), kDashboard, s("--person"), s("bob")});
    QVERIFY2(bob.exitedWith(at020 ? 0 : 1), qPrintable(bob.report()));

    // The picker lists the people whose chat is there at that revision.
    ChatTranscripts transcripts(*conn, ChatRetention(), now);
    QStringList people;
    QCOMPARE(int(transcripts.dashboardPeople(kDashboard, &people, &error)), int(ChatTranscripts::Found));
    QCOMPARE(people, at020 ? (QStringList{s("alice"), s("bob")}) : QStringList{s("alice")});
}

void TestCliChats::tabulariaChat() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QStringList db{s("--database"), scratch.urlText()};
    const CliRun made = run(QStringList{s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--yes")} + db);
    QVERIFY2(made.exitedWith(0), qPrintable(made.report()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QString error;
    QSqlQuery q(conn->db());
    auto exec = [&](const QString& sql, const QVariantList& values) {
        return conn->execBound(&q, sql, values, &error);
    };
    QVERIFY2(exec(s("INSERT INTO ai_chats (id, user_id, title, model_id, created_at, updated_at) VALUES (5, 9, "
                    "'Orders', 'gpt-x', '2026-01-01 10:00:00', '2026-01-01 10:05:00')"),
                  {}),
             qPrintable(error));
    const QList<QVariantList> turns{
        {1, s("How many orders?"), pydantic(s("How many orders?"), kHostile), 100, 20, s("0.0125")},
        {2, s("And yesterday?"), s("not json at all"), 50, 10, s("1.5")},
        {3, s("Thanks"), pydantic(s("Thanks"), s("You are welcome.")), 5, 1, QVariant()},
        {4, s("More?"), pydantic(s("More?"), s("Yes.")), 7, 3, s("0.00001")},
    };
    for (const QVariantList& t : turns)
        QVERIFY2(exec(s("INSERT INTO ai_chat_turns (chat_id, seq, question, messages, model_id, input_tokens, "
                        "output_tokens, requests, cost_usd, created_at) VALUES (5, ?, ?, ?, 'gpt-x', ?, ?, 1, ?, "
                        "'2026-01-01 10:00:00')"),
                      t),
                 qPrintable(error));

    const CliRun r = run(QStringList{s("chats"), s("show"), s("--ai-chat"), s("5"), s("--json")} + db);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject t = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray list = t.value(s("turns")).toArray();
    QCOMPARE(list.size(), 4);
    QCOMPARE(list[0][s("answer")].toString(), kHostile);
    QCOMPARE(list[0][s("messages")][1][s("tool_calls")][0][s("name")].toString(), s("run_sql"));
    QCOMPARE(list[1][s("parses")].toBool(), false);
    QCOMPARE(list[1][s("problem")].toString(), s("Its messages are not JSON."));
    QCOMPARE(list[1][s("question")].toString(), s("And yesterday?"));
    QVERIFY(list[2][s("cost_usd")].isNull());
    QCOMPARE(t.value(s("unknown_costs")).toInt(), 1);
    QCOMPARE(t.value(s("unparsed")).toInt(), 1);
    // The totals are what SQL sums.
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    QVERIFY2(exec(s("SELECT ") + (pg ? s("sum(cost_usd::numeric)::text") : s("sum(CAST(cost_usd AS REAL))")) +
                      s(", sum(input_tokens), sum(output_tokens) FROM ai_chat_turns WHERE chat_id = 5"),
                  {}) &&
                 q.next(),
             qPrintable(error));
    const QString total = t.value(s("total_cost_usd")).toString();
    QCOMPARE(total, s("1.51251"));
    if (pg)
        QCOMPARE(total, q.value(0).toString().remove(QRegularExpression(s("0+$"))));
    else
        QVERIFY2(qFuzzyCompare(total.toDouble(), q.value(0).toDouble()), qPrintable(q.value(0).toString()));
    QCOMPARE(t.value(s("total_input_tokens")).toInteger(), q.value(1).toLongLong());
    QCOMPARE(t.value(s("total_output_tokens")).toInteger(), q.value(2).toLongLong());

    const CliRun text = run(QStringList{s("chats"), s("show"), s("--ai-chat"), s("5")} + db);
    QVERIFY2(text.exitedWith(0) && text.out.contains(s("Answer: ") + kHostile) &&
                 text.out.contains(s("Total: $1.51251")),
             qPrintable(text.report()));
    const CliRun missing = run(QStringList{s("chats"), s("show"), s("--ai-chat"), s("6")} + db);
    QVERIFY2(missing.exitedWith(1) && missing.isOneErrorLine(), qPrintable(missing.report()));
}

void TestCliChats::decimalSums() {
    QString sum;
    QVERIFY(ChatTranscripts::addDecimal(s("0.0125"), s("1.5"), &sum));
    QCOMPARE(sum, s("1.5125"));
    QVERIFY(ChatTranscripts::addDecimal(s("9.99"), s("0.01"), &sum));
    QCOMPARE(sum, s("10"));
    QVERIFY(!ChatTranscripts::addDecimal(s("1"), s("abc"), &sum));

    // Turns none of which has a cost sum to no known cost, not to $0 (the platform could not price their model).
    Transcript unpriced;
    unpriced.platform = s("tabularia");
    unpriced.turns = {ChatTurn(), ChatTurn()};
    unpriced.unknownCosts = 2;
    unpriced.totalCostUsd = s("0");
    unpriced.totalInputTokens = 650;
    const QString text = ChatTranscripts::plainText(unpriced, ChatRetention());
    QVERIFY2(text.contains(s("Total: no known cost, 650 in / 0 out tokens")), qPrintable(text));
    QVERIFY2(!text.contains(s("$0")), qPrintable(text));
    Transcript priced = unpriced;
    priced.unknownCosts = 1;
    priced.totalCostUsd = s("0.25");
    QVERIFY2(ChatTranscripts::plainText(priced, ChatRetention()).contains(s("Total: $0.25, 650 in / 0 out tokens")),
             qPrintable(ChatTranscripts::plainText(priced, ChatRetention())));
}

void TestCliChats::usageErrors() {
    const QList<QStringList> bad{
        {s("chats")},
        {s("chats"), s("show"), s("--conversation"), s("c")},
        {s("chats"), s("show"), s("--database"), s("x.db")},
        {s("chats"), s("show"), s("--database"), s("x.db"), s("--dashboard"), s("d")},
        {s("chats"), s("show"), s("--database"), s("x.db"), s("--conversation"), s("c"), s("--ai-chat"), s("1")},
        {s("chats"), s("show"), s("--database"), s("x.db"), s("--ai-chat"), s("x")},
    };
    for (const QStringList& args : bad) {
        const CliRun r = run(args);
        QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    }
}

QTEST_GUILESS_MAIN(TestCliChats)
#include "tst_CliChats.moc"
