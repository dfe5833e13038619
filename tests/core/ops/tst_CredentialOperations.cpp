#include "common/MigrationHelpers.h"
#include "common/TabulariaConnections.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/RevealCredential.h"
#include "core/ops/tabularia/RotateCredentials.h"
#include "core/ops/tabularia/UpdateCredential.h"
#include "core/secrets/FernetKeyRing.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString keys(std::initializer_list<QByteArray> list) {
    QStringList out;
    for (const QByteArray& k : list)
        out << QString::fromLatin1(k);
    return out.join(QLatin1Char(','));
}
} // namespace

/// Tabularia's Fernet credentials: the key ring as MultiFernet, and reveal, update and rotate on databases the
/// migrations made, each as the platform writes (its audit row, the optimistic check on the token) and each with
/// the bad input the issue lists.
class TestCredentialOperations : public QObject {
    Q_OBJECT
private slots:
    void keyRingParses();
    void keyRingRefusesBadKeys_data();
    void keyRingRefusesBadKeys();
    void keyRingDecryptsInOrder();
    void keyRingRefusesBadTokens_data();
    void keyRingRefusesBadTokens();
    void keyRingRotatesAsMultiFernet();

    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void revealsAndJournals();
    void revealsAndJournals_data() { init_data(); }
    void revealRefusals();
    void revealRefusals_data() { init_data(); }
    void locatesByProjectAndName();
    void locatesByProjectAndName_data() { init_data(); }
    void updatesAsThePlatform();
    void updatesAsThePlatform_data() { init_data(); }
    void updateConflictsAndRefusals();
    void updateConflictsAndRefusals_data() { init_data(); }
    void rotatesEveryCredential();
    void rotatesEveryCredential_data() { init_data(); }
    void rotationStopsOnAnUnknownToken();
    void rotationStopsOnAnUnknownToken_data() { init_data(); }
    void rotationCancelsAndConflicts();
    void rotationCancelsAndConflicts_data() { init_data(); }

private:
    QString token(qint64 id) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, QStringLiteral("SELECT password_encrypted FROM connections WHERE id = ?"), {id},
                               &error) ||
            !q.next())
            return QStringLiteral("<none>");
        return q.value(0).toString();
    }
    QStringList tokens() const {
        QStringList out;
        for (int id = 1; id <= 4; ++id)
            out << token(id);
        return out;
    }
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    bool meanwhile(const QString& sql, const QVariantList& values = {}) const {
        auto other = m_scratch->connect();
        QString error;
        QSqlQuery q(other->db());
        if (!other->execBound(&q, sql, values, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    static FernetKeyRing ring(const QString& text) {
        QString error;
        const auto r = FernetKeyRing::parse(text, &error);
        if (!r)
            qFatal("test keys refused: %s", qPrintable(error));
        return *r;
    }
    Actor admin() const { return Actor::named(QStringLiteral("admin@example.com"), 1); }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    QTemporaryDir m_dir;
};

void TestCredentialOperations::keyRingParses() {
    QString error;
    const auto ring = FernetKeyRing::parse(
        QStringLiteral(" %1 ,\n%2\n").arg(QString::fromLatin1(test::newKey()), QString::fromLatin1(test::vectorKey())),
        &error);
    QVERIFY2(ring, qPrintable(error));
    QCOMPARE(ring->size(), 2);
}

void TestCredentialOperations::keyRingRefusesBadKeys_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    const QString good = QString::fromLatin1(test::vectorKey());
    QTest::newRow("empty") << QString() << QStringLiteral("The list of Fernet keys is empty");
    QTest::newRow("blank") << QStringLiteral("  \n") << QStringLiteral("The list of Fernet keys is empty");
    QTest::newRow("empty second") << good + QStringLiteral(",,") + good << QStringLiteral("Fernet key 2 of 3 is empty");
    QTest::newRow("16 bytes") << good + QStringLiteral(",AAECAwQFBgcICQoLDA0ODw==")
                              << QStringLiteral("Fernet key 2 of 2 is not a Fernet key");
    QTest::newRow("standard alphabet") << QStringLiteral("cw/0x689RpI+jtRR7oE8h/eQsKImvJapLeSbXpwF4e4=,") + good
                                       << QStringLiteral("Fernet key 1 of 2 is not a Fernet key");
    QTest::newRow("no padding") << QStringLiteral("cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4")
                                << QStringLiteral("Fernet key 1 of 1 is not a Fernet key");
    QTest::newRow("non-ascii") << QStringLiteral("cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4é4=")
                               << QStringLiteral("Fernet key 1 of 1 is not a Fernet key");
}

void TestCredentialOperations::keyRingRefusesBadKeys() {
    QFETCH(QString, text);
    QFETCH(QString, says);
    QString error;
    QVERIFY(!FernetKeyRing::parse(text, &error));
    QVERIFY2(error.startsWith(says), qPrintable(error));
    // The sentence names a position, never a key's text.
    for (const QString& key : text.split(QLatin1Char(',')))
        if (key.trimmed().size() > 4)
            QVERIFY2(!error.contains(key.trimmed().left(8)), qPrintable(error));
}

void TestCredentialOperations::keyRingDecryptsInOrder() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    int position = -1;
    QString error;
    // The spec's token decrypts with the second key, at any time (no ttl, as the platform decrypts).
    const auto hello = both.decrypt(test::vectorToken(), &position, &error);
    QVERIFY2(hello, qPrintable(error));
    QCOMPARE(*hello, QByteArray("hello"));
    QCOMPARE(position, 2);
    // New tokens are made with the first key only.
    const QByteArray made = both.encrypt(test::jsonCredential());
    QCOMPARE(*both.decrypt(made, &position), test::jsonCredential());
    QCOMPARE(position, 1);
    QVERIFY(*Fernet::fromKey(test::newKey())->decrypt(made) == test::jsonCredential());
    QVERIFY(!Fernet::fromKey(test::vectorKey())->decrypt(made));
    // A token stamped by a server whose clock runs an hour ahead: the platform decrypts it (no TTL, no clock check).
    const QByteArray ahead = Fernet::fromKey(test::vectorKey())
                                 ->encrypt("ahead", QDateTime::currentSecsSinceEpoch() + 3600, QByteArray(16, 'i'));
    QVERIFY(!Fernet::fromKey(test::vectorKey())->decrypt(ahead));
    QCOMPARE(*both.decrypt(ahead, &position, &error), QByteArray("ahead"));
    QCOMPARE(position, 2);
    // A token under a key the ring lacks.
    const FernetKeyRing other = ring(keys({test::strayKey()}));
    QVERIFY(!other.decrypt(made, &position, &error));
    QCOMPARE(position, 0);
    QVERIFY2(error.startsWith(QStringLiteral("No key of the 1 decrypts this token")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("HMAC signature mismatch")), qPrintable(error));
}

void TestCredentialOperations::keyRingRefusesBadTokens_data() {
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QString>("says");
    const QByteArray good = test::vectorToken();
    QByteArray flipped = good;
    flipped[40] = flipped[40] == 'A' ? 'B' : 'A';
    QByteArray raw = QByteArray::fromBase64(good, QByteArray::Base64UrlEncoding);
    raw[0] = char(0x81);
    QTest::newRow("truncated") << good.left(good.size() - 8)
                               << QStringLiteral("not a multiple of the 16-byte AES block");
    QTest::newRow("truncated by a block")
        << QByteArray::fromBase64(good, QByteArray::Base64UrlEncoding).left(57).toBase64(QByteArray::Base64UrlEncoding)
        << QStringLiteral("too short");
    QTest::newRow("flipped") << flipped << QStringLiteral("HMAC signature mismatch");
    QTest::newRow("version byte") << raw.toBase64(QByteArray::Base64UrlEncoding)
                                  << QStringLiteral("unsupported version byte 0x81");
    QTest::newRow("not base64") << QByteArray("not a token!") << QStringLiteral("not in the url-safe alphabet");
}

void TestCredentialOperations::keyRingRefusesBadTokens() {
    QFETCH(QByteArray, token);
    QFETCH(QString, says);
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    QString error;
    int position = -1;
    QVERIFY(!both.decrypt(token, &position, &error));
    QCOMPARE(position, 0);
    QVERIFY2(error.startsWith(QStringLiteral("No key of the 2 decrypts this token")), qPrintable(error));
    QVERIFY2(error.contains(says), qPrintable(error));
    QVERIFY(both.rotate(token, &error).isEmpty());
}

void TestCredentialOperations::keyRingRotatesAsMultiFernet() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    QString error;
    const QByteArray rotated = both.rotate(test::vectorToken(), &error);
    QVERIFY2(!rotated.isEmpty(), qPrintable(error));
    const auto alone = Fernet::fromKey(test::newKey());
    QCOMPARE(*alone->decrypt(rotated), QByteArray("hello"));
    // The timestamp stays the original's (1985), as MultiFernet.rotate keeps it; the IV is new.
    const QByteArray before = QByteArray::fromBase64(test::vectorToken(), QByteArray::Base64UrlEncoding);
    const QByteArray after = QByteArray::fromBase64(rotated, QByteArray::Base64UrlEncoding);
    QCOMPARE(after.mid(0, 9), before.mid(0, 9));
    QVERIFY(after.mid(9, 16) != before.mid(9, 16));
}

void TestCredentialOperations::init() {
    if (QByteArray(QTest::currentTestFunction()).startsWith("keyRing"))
        return; // no database
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*m_conn, test::builtInMigrations(Platform::Tabularia, *m_conn)).upgrade(&applied, &error),
             qPrintable(error));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedConnections(*m_conn, &error), qPrintable(error));
    QVERIFY(m_dir.isValid());
}

void TestCredentialOperations::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestCredentialOperations::revealsAndJournals() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    ChangeJournal journal(
        m_dir.filePath(QStringLiteral("reveal-%1.jsonl").arg(QString::fromLatin1(QTest::currentDataTag()))));
    const RevealCredential reveal(*m_conn, both);
    const qint64 auditBefore = scalar(QStringLiteral("SELECT count(*) FROM audit_logs"));

    const RevealCredential::Revealed hello = reveal.reveal(1, admin(), &journal);
    QVERIFY2(hello.ok(), qPrintable(hello.refusal));
    QCOMPARE(hello.plaintext, QByteArray("hello"));
    QCOMPARE(hello.keyPosition, 2);
    const RevealCredential::Revealed json = reveal.reveal(2, admin(), &journal);
    QVERIFY2(json.ok(), qPrintable(json.refusal));
    QCOMPARE(json.plaintext, test::jsonCredential()); // byte for byte
    const RevealCredential::Revealed reports = reveal.reveal(4, admin(), &journal);
    QCOMPARE(reports.plaintext, QByteArray("r3ports!"));
    QCOMPARE(reports.keyPosition, 1);

    // Each reveal is in the local journal, without its plaintext; the platform's audit log is untouched.
    const QList<QJsonObject> entries = journal.entries();
    QCOMPARE(entries.size(), 3);
    QCOMPARE(entries.at(0).value(QStringLiteral("action")).toString(), QStringLiteral("connection.reveal"));
    QCOMPARE(entries.at(0).value(QStringLiteral("outcome")).toString(), QStringLiteral("success"));
    QCOMPARE(entries.at(0).value(QStringLiteral("target_label")).toString(), QStringLiteral("warehouse"));
    QCOMPARE(entries.at(0).value(QStringLiteral("key_position")).toInt(), 2);
    QCOMPARE(entries.at(0).value(QStringLiteral("actor_label")).toString(),
             QStringLiteral("admin@example.com via Metadesk"));
    QCOMPARE(entries.at(1).value(QStringLiteral("key")).toObject().value(QStringLiteral("id")).toInteger(), 2);
    QFile file(journal.path());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY(!written.contains("hello") && !written.contains("r3ports") && !written.contains("wJalr"));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), auditBefore);
}

void TestCredentialOperations::revealRefusals() {
    const FernetKeyRing stray = ring(keys({test::strayKey()}));
    ChangeJournal journal(
        m_dir.filePath(QStringLiteral("refusals-%1.jsonl").arg(QString::fromLatin1(QTest::currentDataTag()))));
    // No key decrypts it: said, with the connection, and the attempt journalled as a failure.
    const RevealCredential::Revealed none = RevealCredential(*m_conn, stray).reveal(1, admin(), &journal);
    QVERIFY(!none.ok());
    QVERIFY(none.plaintext.isEmpty());
    QVERIFY2(none.refusal.startsWith(QStringLiteral("Connection warehouse (id 1): No key of the 1 decrypts")),
             qPrintable(none.refusal));
    QCOMPARE(journal.entries().size(), 1);
    QCOMPARE(journal.entries().constFirst().value(QStringLiteral("outcome")).toString(), QStringLiteral("failure"));

    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    const RevealCredential reveal(*m_conn, both);
    const RevealCredential::Revealed missing = reveal.reveal(99, admin(), &journal);
    QVERIFY(missing.notFound);
    QCOMPARE(missing.refusal, QStringLiteral("There is no connection 99."));
    const RevealCredential::Revealed empty = reveal.reveal(3, admin(), &journal);
    QCOMPARE(empty.refusal, QStringLiteral("Connection mail (id 3) has no password: the platform stores none for it."));
    QVERIFY(!reveal.reveal(1, admin(), nullptr).ok());
    // A journal that cannot be written: nothing shown.
    QFile blocker(m_dir.filePath(QStringLiteral("blocker-%1").arg(QString::fromLatin1(QTest::currentDataTag()))));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    ChangeJournal underAFile(blocker.fileName() + QStringLiteral("/journal.jsonl"));
    const RevealCredential::Revealed unjournalled = reveal.reveal(1, admin(), &underAFile);
    QVERIFY(!unjournalled.ok());
    QVERIFY(unjournalled.plaintext.isEmpty());
    QVERIFY2(unjournalled.refusal.contains(QStringLiteral("could not be recorded")), qPrintable(unjournalled.refusal));
    QCOMPARE(journal.entries().size(), 1); // the refusals before the token was read are not reveals

    // Read-only (audit browsing): refused before the token is read.
    const auto readOnly = m_scratch->connect(true);
    QString error;
    QVERIFY2(readOnly->loadCatalog(&error), qPrintable(error));
    const RevealCredential::Revealed refused = RevealCredential(*readOnly, both).reveal(1, admin(), &journal);
    QVERIFY(refused.refusal.contains(QStringLiteral("read-only")));
    QVERIFY(refused.plaintext.isEmpty());
    QCOMPARE(journal.entries().size(), 1);
}

void TestCredentialOperations::locatesByProjectAndName() {
    qint64 id = 0;
    bool notFound = false;
    QString error;
    QVERIFY2(
        RevealCredential::locate(*m_conn, QStringLiteral("Sales"), QStringLiteral("reports"), &id, &notFound, &error),
        qPrintable(error));
    QCOMPARE(id, 4);
    QVERIFY(RevealCredential::locate(*m_conn, QStringLiteral("1"), QStringLiteral("lake"), &id, &notFound, &error));
    QCOMPARE(id, 2);
    QVERIFY(
        !RevealCredential::locate(*m_conn, QStringLiteral("Sales"), QStringLiteral("lake"), &id, &notFound, &error));
    QVERIFY(notFound);
    QCOMPARE(error, QStringLiteral("Project Sales has no connection named lake."));
    QVERIFY(!RevealCredential::locate(*m_conn, QStringLiteral("HR"), QStringLiteral("lake"), &id, &notFound, &error));
    QVERIFY(notFound);
    QCOMPARE(error, QStringLiteral("There is no project HR."));
    QVERIFY(meanwhile(QStringLiteral("INSERT INTO projects (id, name, description, parent_id, owner_id, created_at) "
                                     "VALUES (3, 'Sales', '', 1, 1, '2026-01-01 00:00:00')")));
    QVERIFY(
        !RevealCredential::locate(*m_conn, QStringLiteral("Sales"), QStringLiteral("reports"), &id, &notFound, &error));
    QVERIFY(!notFound);
    QCOMPARE(error, QStringLiteral("2 projects are named Sales: name one by its id."));
}

void TestCredentialOperations::updatesAsThePlatform() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const UpdateCredential update(*m_conn, both);
    const OperationPlan plan = update.plan(2, test::jsonCredential() + " ");
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    const WriteResult r = update.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    // Under the first key alone, byte for byte.
    QCOMPARE(*Fernet::fromKey(test::newKey())->decrypt(token(2).toLatin1()), test::jsonCredential() + " ");
    QVERIFY(!Fernet::fromKey(test::vectorKey())->decrypt(token(2).toLatin1()));
    // The platform's audit row of its own connection edit.
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(&q,
                              QStringLiteral("SELECT action, target_type, target_id, target_label, detail FROM "
                                             "audit_logs ORDER BY id DESC"),
                              {}, &error));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("connection.update"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("connection"));
    QCOMPARE(q.value(2).toLongLong(), 2);
    QCOMPARE(q.value(3).toString(), QStringLiteral("lake"));
    QVERIFY2(!q.value(4).toString().contains(token(2)), qPrintable(q.value(4).toString()));
    QVERIFY(!q.value(4).toString().contains(QStringLiteral("wJalr")));
    QVERIFY(scalar(QStringLiteral("SELECT count(*) FROM connections WHERE id = 2 AND updated_at > "
                                  "'2026-01-02 00:00:00'")) == 1);

    // An empty plaintext removes the password, as the platform's PATCH with "" does.
    const WriteResult removed = update.apply(update.plan(4, QByteArray()), writer);
    QVERIFY2(removed.ok(), qPrintable(removed.message));
    QCOMPARE(token(4), QString());
}

void TestCredentialOperations::updateConflictsAndRefusals() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const UpdateCredential update(*m_conn, both);
    const qint64 auditBefore = scalar(QStringLiteral("SELECT count(*) FROM audit_logs"));

    // The token changed between look and act: nothing written, the current row shown.
    const OperationPlan plan = update.plan(1, "new password");
    const QString theirs = QString::fromLatin1(Fernet::fromKey(test::newKey())->encrypt("theirs"));
    QVERIFY(meanwhile(QStringLiteral("UPDATE connections SET password_encrypted = ? WHERE id = 1"), {theirs}));
    const WriteResult conflict = update.apply(plan, writer);
    QCOMPARE(conflict.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(conflict.current.value(QStringLiteral("password_encrypted")).toString(), theirs);
    QCOMPARE(token(1), theirs);

    // A token no key decrypts is not replaced by accident …
    const FernetKeyRing stray = ring(keys({test::strayKey()}));
    const OperationPlan refused = UpdateCredential(*m_conn, stray).plan(4, "x");
    QVERIFY(refused.isRefused());
    QVERIFY2(refused.refusal.startsWith(QStringLiteral("The credential of connection reports is decrypted by none")),
             qPrintable(refused.refusal));
    QCOMPARE(UpdateCredential(*m_conn, stray).apply(refused, writer).outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), auditBefore);
    // … only when meant.
    const WriteResult meant =
        UpdateCredential(*m_conn, stray).apply(UpdateCredential(*m_conn, stray).plan(4, "x", true), writer);
    QVERIFY2(meant.ok(), qPrintable(meant.message));
    QCOMPARE(*Fernet::fromKey(test::strayKey())->decrypt(token(4).toLatin1()), QByteArray("x"));

    QVERIFY(update.plan(99, "x").notFound);
    const auto readOnly = m_scratch->connect(true);
    QString error;
    QVERIFY2(readOnly->loadCatalog(&error), qPrintable(error));
    QVERIFY(UpdateCredential(*readOnly, both).plan(2, "x").refusal.contains(QStringLiteral("read-only")));
}

void TestCredentialOperations::rotatesEveryCredential() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const RotateCredentials rotate(*m_conn, both);
    const QString untouched = token(4);
    const qint64 auditBefore = scalar(QStringLiteral("SELECT count(*) FROM audit_logs"));
    const OperationPlan plan = rotate.plan();
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 2);
    QCOMPARE(plan.facts.value(QStringLiteral("current")).toInt(), 1);
    QCOMPARE(plan.facts.value(QStringLiteral("empty")).toInt(), 1);
    QCOMPARE(plan.sentences.constFirst(),
             QStringLiteral("Re-encrypts 2 credential(s) with key 1 (2 under key 2), in one transaction."));
    QList<int> seen;
    const WriteResult r = rotate.apply(plan, writer, [&](int done, int total) {
        seen << done;
        return total == 2;
    });
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(seen, (QList<int>{0, 1, 2}));
    // Afterwards the first key alone decrypts every credential, each plaintext as it was.
    const auto alone = Fernet::fromKey(test::newKey());
    QCOMPARE(*alone->decrypt(token(1).toLatin1()), QByteArray("hello"));
    QCOMPARE(*alone->decrypt(token(2).toLatin1()), test::jsonCredential());
    QCOMPARE(token(3), QString());
    QCOMPARE(token(4), untouched);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), auditBefore + 2);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'connection.update' AND "
                                   "target_type = 'connection' AND detail LIKE '%rotate_credentials%'")),
             2);
    // Again: nothing left to do.
    const OperationPlan again = rotate.plan();
    QVERIFY(again.changes.isEmpty());
    QVERIFY(rotate.apply(again, writer).nothingChanged);
}

void TestCredentialOperations::rotationStopsOnAnUnknownToken() {
    // The old key is missing from the list: connection 1 cannot be read, nothing is written.
    const FernetKeyRing onlyNew = ring(keys({test::newKey()}));
    const QStringList before = tokens();
    const OperationPlan plan = RotateCredentials(*m_conn, onlyNew).plan();
    QVERIFY(plan.isRefused());
    QVERIFY(plan.changes.isEmpty());
    QVERIFY2(plan.refusal.startsWith(QStringLiteral("Connection warehouse (id 1, project 1): No key of the 1 "
                                                    "decrypts this token")),
             qPrintable(plan.refusal));
    QVERIFY(plan.refusal.endsWith(QStringLiteral("Nothing is re-encrypted.")));
    RowWriter writer(*m_conn);
    QCOMPARE(RotateCredentials(*m_conn, onlyNew).apply(plan, writer).outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(tokens(), before);
    // A token truncated by hand is named the same way.
    QVERIFY(
        meanwhile(QStringLiteral("UPDATE connections SET password_encrypted = ? WHERE id = 4"), {token(4).left(20)}));
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    const OperationPlan truncated = RotateCredentials(*m_conn, both).plan();
    QVERIFY2(truncated.refusal.startsWith(QStringLiteral("Connection reports (id 4, project 2)")),
             qPrintable(truncated.refusal));
    // Asked to leave such tokens alone: the others are rotated, the unreadable one listed and kept byte for byte.
    const QString unreadable = token(4);
    const OperationPlan leaving = RotateCredentials(*m_conn, both).plan(true);
    QVERIFY2(!leaving.isRefused(), qPrintable(leaving.refusal));
    QCOMPARE(leaving.changes.size(), 2);
    const QStringList listed = leaving.facts.value(QStringLiteral("undecryptable")).toStringList();
    QCOMPARE(listed.size(), 1);
    QVERIFY2(listed.constFirst().startsWith(QStringLiteral("Connection reports (id 4, project 2)")),
             qPrintable(listed.constFirst()));
    QVERIFY(leaving.sentences.contains(QStringLiteral("1 credential(s) no key decrypts stay as they are, untouched:")));
    QCOMPARE(leaving.facts.value(QStringLiteral("keyFingerprint")).toString(), both.fingerprint(1));
    QVERIFY(!both.fingerprint(1).isEmpty() && both.fingerprint(1) != both.fingerprint(2));
    QVERIFY(!both.fingerprint(1).contains(QString::fromLatin1(test::newKey())));
    writer.setActor(admin());
    const WriteResult r = RotateCredentials(*m_conn, both).apply(leaving, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(token(4), unreadable);
    const auto alone = Fernet::fromKey(test::newKey());
    QCOMPARE(*alone->decrypt(token(1).toLatin1()), QByteArray("hello"));
    QCOMPARE(*alone->decrypt(token(2).toLatin1()), test::jsonCredential());
}

void TestCredentialOperations::rotationCancelsAndConflicts() {
    const FernetKeyRing both = ring(keys({test::newKey(), test::vectorKey()}));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const RotateCredentials rotate(*m_conn, both);
    const QStringList before = tokens();
    const qint64 auditBefore = scalar(QStringLiteral("SELECT count(*) FROM audit_logs"));
    // Cancelled at the last moment, after every row was written: rolled back.
    const WriteResult cancelled = rotate.apply(rotate.plan(), writer, [](int done, int total) { return done < total; });
    QCOMPARE(cancelled.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(cancelled.message, QStringLiteral("Rotation cancelled: nothing was re-encrypted."));
    QCOMPARE(tokens(), before);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), auditBefore);
    // A credential changed after the plan: the whole rotation rolls back.
    const OperationPlan plan = rotate.plan();
    const QString theirs = QString::fromLatin1(Fernet::fromKey(test::vectorKey())->encrypt("theirs"));
    QVERIFY(meanwhile(QStringLiteral("UPDATE connections SET password_encrypted = ? WHERE id = 2"), {theirs}));
    const WriteResult conflict = rotate.apply(plan, writer);
    QCOMPARE(conflict.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(conflict.message,
             QStringLiteral("Connection lake changed since the rotation was planned: nothing was re-encrypted."));
    QCOMPARE(token(1), before.at(0));
    QCOMPARE(token(2), theirs);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), auditBefore);
}

QTEST_GUILESS_MAIN(TestCredentialOperations)
#include "tst_CredentialOperations.moc"
