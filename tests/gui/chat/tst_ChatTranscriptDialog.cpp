#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/settings/ProfileStore.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/chat/ChatTranscriptAction.h"
#include "gui/chat/ChatTranscriptDialog.h"
#include "gui/chat/GenerationLogDialog.h"
#include "gui/chat/TranscriptView.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

const QString kHostile = QStringLiteral("<img src=x onerror=alert(1)> <a href=\"javascript:alert(1)\">click</a> "
                                        "[here](javascript:alert(1))");

QString scalar(const ScratchDatabase& scratch, const QString& sql) {
    const auto conn = scratch.connect();
    QSqlQuery q(conn->db());
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0).toString();
}

TablePage* openRow(MainWindow& window, const QString& table, const QString& id) {
    window.workspace()->openFiltered(table, QStringLiteral("id"), id);
    TablePage* page = window.workspace()->currentPage();
    if (!page || page->table().name != table)
        return nullptr;
    if (!QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000))
        return nullptr;
    page->grid()->selectRow(0);
    return page;
}

/// True when some text of `view` is an anchor or an image: what a transcript must never hold.
bool hasRichContent(const TranscriptView* view) {
    for (QTextBlock b = view->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isAnchor() || it.fragment().charFormat().isImageFormat())
                return true;
    return false;
}

} // namespace

/// The Chat Transcript dialog from the Conversations and AI chats grids of the demo, on both engines: hostile text
/// shown literally (no link, no image), an unparseable row flagged, and a Tabularia chat's total equal to SQL's sum.
class TestChatTranscriptDialog : public QObject {
    Q_OBJECT
private slots:
    void transcripts_data() { test::addEngineColumn(), test::addEngineRows(); }
    void transcripts();
    void generationLog_data() { test::addEngineColumn(), test::addEngineRows(); }
    void generationLog();
};

void TestChatTranscriptDialog::transcripts() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QString conversation =
        scalar(scratch, QStringLiteral("SELECT id FROM conversations ORDER BY updated_at DESC, id LIMIT 1"));
    QVERIFY(!conversation.isEmpty());
    {
        const auto conn = scratch.connect();
        QSqlQuery q(conn->db());
        const QString content = QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("parts"),
                                       QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                              {QStringLiteral("text"), kHostile}}}}})
                .toJson(QJsonDocument::Compact));
        QVERIFY2(conn->execBound(&q,
                                 QStringLiteral("INSERT INTO conversation_messages (conversation_id, id, role, "
                                                "content) VALUES (?, 'hostile', 'assistant', ?), (?, 'broken', "
                                                "'user', '[1, 2]')"),
                                 {conversation, content, conversation}, &why),
                 qPrintable(why));
    }
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));

    // Holotable: from the Conversations grid.
    TablePage* page = openRow(window, QStringLiteral("conversations"), conversation);
    QVERIFY(page);
    QAction* action = window.chatTranscript()->action();
    QTRY_VERIFY(action->isEnabled());
    QVERIFY(page->grid()->actions().contains(action));
    QVERIFY(!window.aiChatTranscript()->action()->isEnabled());
    QVERIFY(QTest::qWaitForWindowActive(&window));
    page->grid()->setFocus();
    QTest::keyClick(page->grid(), Qt::Key_T, Qt::ControlModifier | Qt::AltModifier);
    ChatTranscriptDialog* dialog = window.findChild<ChatTranscriptDialog*>();
    QVERIFY(dialog);
    const QString text = dialog->view()->toPlainText();
    QVERIFY2(text.contains(kHostile), qPrintable(text));
    QVERIFY(!hasRichContent(dialog->view()));
    QVERIFY(dialog->view()->isReadOnly());
    QVERIFY2(text.contains(QStringLiteral("DOES NOT PARSE: Its content is a JSON array, not a message.")),
             qPrintable(text));
    QCOMPARE(dialog->transcript().unparsed(), 1);
    QVERIFY2(dialog->status().contains(QStringLiteral("do not parse")), qPrintable(dialog->status()));
    dialog->view()->moveCursor(QTextCursor::End);
    test::saveScreenshot(dialog, QStringLiteral("transcript-hostile.png"));
    dialog->close();

    // Tabularia: from the AI chats grid, the total as SQL sums the costs.
    const QString chat = scalar(scratch, QStringLiteral("SELECT chat_id FROM ai_chat_turns WHERE cost_usd IS NOT NULL "
                                                        "GROUP BY chat_id ORDER BY count(*) DESC, chat_id LIMIT 1"));
    QVERIFY(!chat.isEmpty());
    TablePage* aiPage = openRow(window, QStringLiteral("ai_chats"), chat);
    QVERIFY(aiPage);
    QAction* aiAction = window.aiChatTranscript()->action();
    QTRY_VERIFY(aiAction->isEnabled());
    // The shortcut, pressed on the grid as a person would (the menu item alone once worked while the keys did not).
    QVERIFY(!window.chatTranscript()->action()->isEnabled());
    QVERIFY(aiPage->grid()->actions().contains(aiAction));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    aiPage->grid()->setFocus();
    QTest::keyClick(aiPage->grid(), Qt::Key_T, Qt::ControlModifier | Qt::AltModifier);
    ChatTranscriptDialog* ai = nullptr;
    for (ChatTranscriptDialog* d : window.findChildren<ChatTranscriptDialog*>())
        if (d->transcript().platform == QLatin1String("tabularia"))
            ai = d;
    QVERIFY(ai);
    const QString sum = scalar(scratch, engine == ScratchDatabase::Engine::Postgres
                                            ? QStringLiteral("SELECT sum(cost_usd::numeric) FROM ai_chat_turns WHERE "
                                                             "chat_id = %1")
                                                  .arg(chat)
                                            : QStringLiteral("SELECT sum(CAST(cost_usd AS REAL)) FROM ai_chat_turns "
                                                             "WHERE chat_id = %1")
                                                  .arg(chat));
    QVERIFY(!sum.isEmpty());
    QVERIFY2(qFuzzyCompare(ai->transcript().totalCostUsd.toDouble(), sum.toDouble()),
             qPrintable(ai->transcript().totalCostUsd + QStringLiteral(" vs ") + sum));
    QVERIFY2(ai->status().contains(QStringLiteral("$") + ai->transcript().totalCostUsd), qPrintable(ai->status()));
    QVERIFY(!ai->transcript().turns.isEmpty());
    test::saveScreenshot(ai, QStringLiteral("transcript-ai-chat.png"));
}

void TestChatTranscriptDialog::generationLog() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    {
        const auto conn = scratch.connect();
        QSqlQuery q(conn->db());
        QVERIFY2(conn->execBound(&q, QStringLiteral("DELETE FROM generation_log"), {}, &why), qPrintable(why));
        const QString insert = QStringLiteral(
            "INSERT INTO generation_log (id, workspace_id, created_by, created_at, mode, prompt_redacted, model) "
            "VALUES (?, 'ws-chat', 'alice', ?, 'dashboard', ?, 'm')");
        QVERIFY2(conn->execBound(&q, insert,
                                 {QStringLiteral("0b9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e01"),
                                  now.addDays(-1).toString(Qt::ISODateWithMs), kHostile},
                                 &why),
                 qPrintable(why));
        QVERIFY2(conn->execBound(&q, insert,
                                 {QStringLiteral("0b9e2f10-4b5a-4c6d-9e8f-1a2b3c4d5e02"),
                                  now.addDays(-31).toString(Qt::ISODateWithMs), QStringLiteral("old prompt")},
                                 &why),
                 qPrintable(why));
    }
    MainWindow window;
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    // GENERATION_LOG_RETENTION_DAYS 30, the default: the row 31 days old is not shown, as the platform hides it.
    GenerationLogDialog* dialog = window.openGenerationLog();
    QVERIFY(dialog);
    QCOMPARE(dialog->table()->rowCount(), 1);
    QCOMPARE(dialog->table()->item(0, 6)->text(), kHostile);
    QVERIFY2(dialog->status().contains(QStringLiteral("GENERATION_LOG_RETENTION_DAYS 30")),
             qPrintable(dialog->status()));
    test::saveScreenshot(dialog, QStringLiteral("generation-log.png"));
    dialog->close();
    // 0 days: no age check, both rows.
    ChatRetention keepAll;
    keepAll.generationLogDays = 0;
    ProfileStore().setChatRetention(scratch.url(), keepAll);
    dialog = window.openGenerationLog();
    QVERIFY(dialog);
    QCOMPARE(dialog->table()->rowCount(), 2);
    QCOMPARE(dialog->table()->item(1, 6)->text(), QStringLiteral("old prompt"));
}

QTEST_MAIN(TestChatTranscriptDialog)
#include "tst_ChatTranscriptDialog.moc"
