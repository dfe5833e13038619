#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/EditPolicy.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/rules/DeleteImpact.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

const TableDescriptor& table(const char* name) {
    return *Catalog::instance().table(QString::fromLatin1(name));
}

QVariantMap fetch(const DbConnection& conn, const char* name, const QVariant& id) {
    QVariantMap row;
    bool found = false;
    QString error;
    if (!RowStore(conn, table(name)).fetch({id}, &row, &found, &error) || !found)
        return {};
    return row;
}

qint64 scalar(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    if (!conn.execBound(&q, sql, values, &error) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 auditCount(const DbConnection& conn) {
    return scalar(conn, QStringLiteral("SELECT count(*) FROM audit_logs"));
}

Actor admin() {
    return Actor{QVariant(), QStringLiteral("test-admin via Metadesk")};
}

bool hasProblemOn(const WriteResult& r, const QString& column, const QString& fragment) {
    for (const FieldProblem& p : r.problems)
        if (p.column == column && p.message.contains(fragment, Qt::CaseInsensitive))
            return true;
    return false;
}

QString describe(const WriteResult& r) {
    QStringList parts{r.message};
    for (const FieldProblem& p : r.problems)
        parts << p.column + QStringLiteral(": ") + p.message;
    return parts.join(QStringLiteral(" | "));
}

} // namespace

/// The edit path on both engines: rules refuse bad rows with their sentence, writes are optimistic (a row changed or
/// deleted since it was read gives a conflict and nothing is written), every change leaves exactly one audit entry on
/// Tabularia and one journal line on Holotable, and undo is a new audited change.
class TestRowWriter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void insertUpdateDeleteAudited_data() { test::addEngineColumn(), test::addEngineRows(); }
    void insertUpdateDeleteAudited();
    void unchangedRowOfEveryKindIsNotAConflict_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unchangedRowOfEveryKindIsNotAConflict();
    void concurrentEditIsAConflict_data() { test::addEngineColumn(), test::addEngineRows(); }
    void concurrentEditIsAConflict();
    void randomInterleavedEditsLoseNothing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void randomInterleavedEditsLoseNothing();
    void accessControlRules_data() { test::addEngineColumn(), test::addEngineRows(); }
    void accessControlRules();
    void projectTreeRules_data() { test::addEngineColumn(), test::addEngineRows(); }
    void projectTreeRules();
    void deletingUserShowsImpactAndKeepsLabel_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deletingUserShowsImpactAndKeepsLabel();
    void readOnlyTablesRefused_data() { test::addEngineColumn(), test::addEngineRows(); }
    void readOnlyTablesRefused();
    void undoIsANewAuditedChange_data() { test::addEngineColumn(), test::addEngineRows(); }
    void undoIsANewAuditedChange();
    void rowHeldByAnotherSessionIsRefusedCleanly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void rowHeldByAnotherSessionIsRefusedCleanly();
    void holotableChangesJournaled_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableChangesJournaled();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestRowWriter::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestRowWriter::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 300), qPrintable(why));
}

void TestRowWriter::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRowWriter::insertUpdateDeleteAudited() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = auditCount(*m_conn);

    WriteResult r = writer.apply(ChangeSet::insert(
        QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("finance-analysts")},
                                   {QStringLiteral("description"), QStringLiteral("Reads the finance projects")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(r.key.size(), 1);
    const QVariant id = r.key.first();
    QCOMPARE(r.after.value(QStringLiteral("name")).toString(), QStringLiteral("finance-analysts"));
    QCOMPARE(auditCount(*m_conn), audits + 1);

    // The audit entry names the actor, the action, the row, and the fields with before/after.
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("SELECT actor_label, action, entity_type, entity_id, details FROM "
                                              "audit_logs WHERE id = ?"),
                               {r.auditId}, &error),
             qPrintable(error));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("test-admin via Metadesk"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("groups.insert"));
    QCOMPARE(q.value(2).toString(), QStringLiteral("groups"));
    QCOMPARE(q.value(3).toString(), id.toString());
    const QJsonObject details = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
    QCOMPARE(details.value(QStringLiteral("changes"))
                 .toObject()
                 .value(QStringLiteral("name"))
                 .toObject()
                 .value(QStringLiteral("after")),
             QJsonValue(QStringLiteral("finance-analysts")));
    q.finish();

    const QVariantMap row = fetch(*m_conn, "groups", id);
    r = writer.apply(ChangeSet::update(QStringLiteral("groups"), row,
                                       {{QStringLiteral("name"), QStringLiteral("finance-readers")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(fetch(*m_conn, "groups", id).value(QStringLiteral("name")).toString(), QStringLiteral("finance-readers"));
    QCOMPARE(auditCount(*m_conn), audits + 2);
    const QString updateDetails =
        QString::number(scalar(*m_conn,
                               QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = "
                                              "'groups.update' AND entity_id = ?"),
                               {id.toString()}));
    QCOMPARE(updateDetails, QStringLiteral("1"));

    // Nothing changed: nothing written, no audit entry.
    r = writer.apply(ChangeSet::update(QStringLiteral("groups"), fetch(*m_conn, "groups", id),
                                       {{QStringLiteral("name"), QStringLiteral("finance-readers")}}));
    QVERIFY(r.ok() && r.nothingChanged);
    QCOMPARE(auditCount(*m_conn), audits + 2);

    r = writer.apply(ChangeSet::remove(QStringLiteral("groups"), fetch(*m_conn, "groups", id)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVERIFY(fetch(*m_conn, "groups", id).isEmpty());
    QCOMPARE(auditCount(*m_conn), audits + 3);
}

void TestRowWriter::unchangedRowOfEveryKindIsNotAConflict() {
    // Every editable table's first row, written back with one harmless change: the optimistic check must match the
    // row it read (timestamps with microseconds, JSON, arrays, decimals, booleans, NULLs) on both engines.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    QTemporaryDir dir;
    ChangeJournal journal(dir.filePath(QStringLiteral("j.jsonl")));
    writer.setJournal(&journal);
    int checked = 0;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        const EditPolicy policy = EditPolicy::forTable(t);
        if (!policy.canUpdate || t.primaryKey.isEmpty())
            continue;
        const RowStore store(*m_conn, t);
        QSqlQuery q(m_conn->db());
        QString error;
        QVERIFY2(m_conn->execBound(
                     &q, QStringLiteral("SELECT %1 FROM %2 LIMIT 1").arg(store.selectList(), store.quotedTable()), {},
                     &error),
                 qPrintable(error));
        if (!q.next())
            continue;
        const QVariantMap row = store.rowFrom(q);
        q.finish();
        // Change one nullable text column if there is one, else rewrite updated_at; otherwise only compare.
        QVariantMap values;
        for (const ColumnDescriptor& c : t.columns) {
            if ((c.kind == ColumnKind::Text || c.kind == ColumnKind::LongText) && c.nullable &&
                !policy.readOnlyColumns.contains(c.name) && !t.foreignKey(c.name)) {
                bool unique = false;
                for (const QStringList& k : t.uniqueKeys)
                    unique = unique || k.contains(c.name);
                if (!unique) {
                    values.insert(c.name, QStringLiteral("edited by the test"));
                    break;
                }
            }
        }
        if (values.isEmpty())
            continue;
        const WriteResult r = writer.apply(ChangeSet::update(t.name, row, values));
        QVERIFY2(r.ok(), qPrintable(t.name + QStringLiteral(": ") + describe(r)));
        QVERIFY2(!r.nothingChanged, qPrintable(t.name));
        ++checked;
    }
    QVERIFY2(checked >= 12, qPrintable(QString::number(checked)));
}

void TestRowWriter::concurrentEditIsAConflict() {
    auto other = m_scratch->connect();
    QVERIFY(other);
    RowWriter mine(*m_conn), theirs(*other);
    mine.setActor(admin());
    theirs.setActor(Actor{QVariant(), QStringLiteral("colleague via Metadesk")});
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"));
    const QVariantMap seen = fetch(*m_conn, "projects", id);
    const QVariantMap seenByThem = fetch(*other, "projects", id);
    QVERIFY(!seen.isEmpty());

    WriteResult r = theirs.apply(ChangeSet::update(QStringLiteral("projects"), seenByThem,
                                                   {{QStringLiteral("description"), QStringLiteral("theirs")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const qint64 audits = auditCount(*m_conn);

    // Mine was read before their change: refused as a conflict, their value kept, no audit entry.
    r = mine.apply(
        ChangeSet::update(QStringLiteral("projects"), seen, {{QStringLiteral("name"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QVERIFY(!r.rowGone);
    QCOMPARE(r.current.value(QStringLiteral("description")).toString(), QStringLiteral("theirs"));
    const QVariantMap now = fetch(*m_conn, "projects", id);
    QCOMPARE(now.value(QStringLiteral("description")).toString(), QStringLiteral("theirs"));
    QCOMPARE(now.value(QStringLiteral("name")), seen.value(QStringLiteral("name")));
    QCOMPARE(auditCount(*m_conn), audits);

    // A delete of a changed row is a conflict too; a row deleted meanwhile is reported as gone.
    r = mine.apply(ChangeSet::remove(QStringLiteral("projects"), seen));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    const QVariant groupId = scalar(*m_conn, QStringLiteral("SELECT max(id) FROM groups"));
    const QVariantMap group = fetch(*m_conn, "groups", groupId);
    r = theirs.apply(ChangeSet::remove(QStringLiteral("groups"), fetch(*other, "groups", groupId)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    r = mine.apply(
        ChangeSet::update(QStringLiteral("groups"), group, {{QStringLiteral("description"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QVERIFY(r.rowGone);
}

void TestRowWriter::randomInterleavedEditsLoseNothing() {
    // Three sessions append their own marks to one description, interleaved at random: each reads, the others may
    // write, then it writes; a conflict makes it read again and retry. Every mark must survive.
    std::vector<std::unique_ptr<DbConnection>> conns;
    std::vector<RowWriter> writers;
    for (int i = 0; i < 3; ++i) {
        conns.push_back(m_scratch->connect());
        QVERIFY(conns.back());
    }
    for (int i = 0; i < 3; ++i) {
        writers.emplace_back(*conns[size_t(i)]);
        writers.back().setActor(Actor{QVariant(), QStringLiteral("session %1").arg(i)});
    }
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    QVERIFY2(
        m_conn->exec(QStringLiteral("UPDATE groups SET description = '' WHERE id = %1").arg(id.toLongLong()), nullptr),
        "reset");
    QRandomGenerator rng(7);
    const int marksEach = 12;
    int written[3] = {0, 0, 0};
    QVariantMap seen[3];
    int conflicts = 0, done = 0;
    const qint64 audits = auditCount(*m_conn);
    while (done < 3 * marksEach) {
        const int s = int(rng.bounded(3));
        if (written[s] == marksEach)
            continue;
        if (seen[s].isEmpty() || rng.bounded(2) == 0) {
            if (seen[s].isEmpty())
                seen[s] = fetch(*conns[size_t(s)], "groups", id);
            else {
                const QString mark = QStringLiteral("[%1:%2]").arg(s).arg(written[s]);
                const QString text = seen[s].value(QStringLiteral("description")).toString() + mark;
                const WriteResult r = writers[size_t(s)].apply(
                    ChangeSet::update(QStringLiteral("groups"), seen[s], {{QStringLiteral("description"), text}}));
                if (r.outcome == WriteResult::Outcome::Conflict) {
                    ++conflicts;
                } else {
                    QVERIFY2(r.ok(), qPrintable(describe(r)));
                    ++written[s];
                    ++done;
                }
                seen[s].clear();
            }
        }
    }
    const QString final = fetch(*m_conn, "groups", id).value(QStringLiteral("description")).toString();
    for (int s = 0; s < 3; ++s)
        for (int m = 0; m < marksEach; ++m)
            QVERIFY2(final.contains(QStringLiteral("[%1:%2]").arg(s).arg(m)), qPrintable(final));
    QVERIFY(conflicts > 0); // the schedule did interleave
    QCOMPARE(auditCount(*m_conn), audits + 3 * marksEach);
}

void TestRowWriter::accessControlRules() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = auditCount(*m_conn);
    const QVariant project = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"));
    const QVariant user = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM users"));
    const QVariant group = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));

    // Permissions: a user or a group, never both, never neither.
    WriteResult r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("user_id"), user},
                                                          {QStringLiteral("group_id"), group},
                                                          {QStringLiteral("capability"), QStringLiteral("view")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("group_id"), QStringLiteral("not both")), qPrintable(describe(r)));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("capability"), QStringLiteral("view")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("user_id"), QStringLiteral("exactly one")), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::insert(QStringLiteral("permissions"),
                                       {{QStringLiteral("project_id"), project},
                                        {QStringLiteral("group_id"), group},
                                        {QStringLiteral("capability"), QStringLiteral("superuser")}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("capability"), QStringLiteral("one of")), qPrintable(describe(r)));

    // A grant that already exists names the row holding it.
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(&q,
                              QStringLiteral("SELECT id, project_id, group_id, capability FROM permissions WHERE "
                                             "group_id IS NOT NULL ORDER BY id LIMIT 1"),
                              {}, &error));
    QVERIFY(q.next());
    const QString existingId = q.value(0).toString();
    const QVariantMap dup{{QStringLiteral("project_id"), q.value(1)},
                          {QStringLiteral("group_id"), q.value(2)},
                          {QStringLiteral("capability"), q.value(3)}};
    q.finish();
    r = writer.apply(ChangeSet::insert(QStringLiteral("permissions"), dup));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("group_id"), QStringLiteral("#") + existingId), qPrintable(describe(r)));

    // Users: SSO issuer and subject both or neither; the SSO pair unique; a unique email names its holder.
    r = writer.apply(ChangeSet::insert(QStringLiteral("users"),
                                       {{QStringLiteral("display_name"), QStringLiteral("Half SSO")},
                                        {QStringLiteral("oidc_issuer"), QStringLiteral("https://idp.example")}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("oidc_subject"), QStringLiteral("go together")), qPrintable(describe(r)));
    QVERIFY(m_conn->execBound(&q,
                              QStringLiteral("SELECT id, email, oidc_issuer, oidc_subject FROM users WHERE "
                                             "oidc_issuer IS NOT NULL ORDER BY id LIMIT 1"),
                              {}, &error));
    QVERIFY(q.next());
    const QString ssoId = q.value(0).toString(), email = q.value(1).toString();
    const QVariant issuer = q.value(2), subject = q.value(3);
    q.finish();
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("display_name"), QStringLiteral("Twin")},
                                                    {QStringLiteral("oidc_issuer"), issuer},
                                                    {QStringLiteral("oidc_subject"), subject}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("oidc_subject"), QStringLiteral("#") + ssoId), qPrintable(describe(r)));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("display_name"), QStringLiteral("Twin")},
                                                    {QStringLiteral("email"), email}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("email"), email), qPrintable(describe(r)));

    // Groups: unique names.
    const QString groupName = fetch(*m_conn, "groups", group).value(QStringLiteral("name")).toString();
    r = writer.apply(ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), groupName}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), groupName), qPrintable(describe(r)));

    // Memberships: a duplicate is impossible.
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT user_id, group_id FROM user_groups LIMIT 1"), {}, &error));
    QVERIFY(q.next());
    const QVariantMap membership{{QStringLiteral("user_id"), q.value(0)}, {QStringLiteral("group_id"), q.value(1)}};
    q.finish();
    r = writer.apply(ChangeSet::insert(QStringLiteral("user_groups"), membership));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(!r.problems.isEmpty() && r.message.contains(QStringLiteral("Already taken")), qPrintable(describe(r)));

    // And good input is accepted: a local account, an SSO identity, a group grant.
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("display_name"), QStringLiteral("Local")},
                                                    {QStringLiteral("email"), QStringLiteral("local@example.test")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::insert(QStringLiteral("users"),
                                       {{QStringLiteral("display_name"), QStringLiteral("SSO")},
                                        {QStringLiteral("oidc_issuer"), QStringLiteral("https://idp.example")},
                                        {QStringLiteral("oidc_subject"), QStringLiteral("new-subject-1")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("user_id"), r.key.first()},
                                                          {QStringLiteral("capability"), QStringLiteral("run")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits + 3); // refusals leave no trace
}

void TestRowWriter::projectTreeRules() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    auto add = [&](const QString& name, const QVariant& parent) {
        const WriteResult r = writer.apply(ChangeSet::insert(
            QStringLiteral("projects"), {{QStringLiteral("name"), name}, {QStringLiteral("parent_id"), parent}}));
        return r.ok() ? r.key.first() : QVariant();
    };
    const QVariant a = add(QStringLiteral("A"), QVariant());
    const QVariant b = add(QStringLiteral("B"), a);
    const QVariant c = add(QStringLiteral("C"), b);
    QVERIFY(a.isValid() && b.isValid() && c.isValid());

    // A → B → C: making A a child of C, or of itself, is refused; moving C under A is fine.
    WriteResult r = writer.apply(ChangeSet::update(QStringLiteral("projects"), fetch(*m_conn, "projects", a),
                                                   {{QStringLiteral("parent_id"), c}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("parent_id"), QStringLiteral("own ancestor")), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::update(QStringLiteral("projects"), fetch(*m_conn, "projects", a),
                                       {{QStringLiteral("parent_id"), a}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("parent_id"), QStringLiteral("own parent")), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::update(QStringLiteral("projects"), fetch(*m_conn, "projects", c),
                                       {{QStringLiteral("parent_id"), a}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));

    // Deleting a project that still holds sub-projects is refused, saying what it holds; a leaf goes.
    DeleteImpact impact;
    QString error;
    QVERIFY2(DeleteImpact::measure(*m_conn, table("projects"), a, &impact, &error), qPrintable(error));
    QCOMPARE(impact.blockingRows, 2);
    r = writer.apply(ChangeSet::remove(QStringLiteral("projects"), fetch(*m_conn, "projects", a)));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("Projects (parent project)")), qPrintable(r.message));
    r = writer.apply(ChangeSet::remove(QStringLiteral("projects"), fetch(*m_conn, "projects", c)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));

    // A demo project with flows and connections: the delete lists them and is refused.
    const QVariant busy = scalar(*m_conn, QStringLiteral("SELECT min(project_id) FROM flows"));
    QVERIFY2(DeleteImpact::measure(*m_conn, table("projects"), busy, &impact, &error), qPrintable(error));
    QVERIFY(impact.blocks());
    QStringList tables;
    for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
        tables << e.table;
    QVERIFY2(tables.contains(QStringLiteral("flows")), qPrintable(tables.join(QLatin1Char(','))));
}

void TestRowWriter::deletingUserShowsImpactAndKeepsLabel() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    // The user with the most audit entries that is still there.
    const QVariant user = scalar(*m_conn, QStringLiteral("SELECT actor_id FROM audit_logs WHERE actor_id IS NOT NULL "
                                                         "GROUP BY actor_id ORDER BY count(*) DESC, actor_id LIMIT 1"));
    const qint64 entries =
        scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE actor_id = ?"), {user});
    QVERIFY(entries > 0);
    DeleteImpact impact;
    QString error;
    QVERIFY2(DeleteImpact::measure(*m_conn, table("users"), user, &impact, &error), qPrintable(error));
    bool auditListed = false;
    for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
        if (e.table == QLatin1String("audit_logs") && e.onDelete == OnDelete::SetNull && e.rows == entries)
            auditListed = true;
    QVERIFY(auditListed);
    QVERIFY(!impact.notes.isEmpty());
    QVERIFY(!impact.blocks());

    const qint64 labelled = scalar(*m_conn,
                                   QStringLiteral("SELECT count(*) FROM audit_logs WHERE actor_id = ? AND "
                                                  "actor_label IS NOT NULL"),
                                   {user});
    const WriteResult r = writer.apply(ChangeSet::remove(QStringLiteral("users"), fetch(*m_conn, "users", user)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE actor_id = ?"), {user}), 0);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ?"), {user}), 0);
    QVERIFY(labelled == entries);
    // Undo cannot bring back what the delete emptied or removed: it says so.
    ChangeSet undo;
    QString why;
    QVERIFY(!writer.inverse(ChangeSet::remove(QStringLiteral("users"), r.before), r, &undo, &why));
    QVERIFY(!why.isEmpty());
}

void TestRowWriter::readOnlyTablesRefused() {
    RowWriter writer(*m_conn);
    const qint64 audits = auditCount(*m_conn);
    for (const char* name : {"audit_logs", "flow_versions", "runs", "ai_spend", "login_attempts", "dashboard_versions",
                             "llm_usage", "data_contract_results"}) {
        const TableDescriptor& t = table(name);
        QVERIFY2(!EditPolicy::forTable(t).canEditAnything(), name);
        const WriteResult r = writer.apply(ChangeSet::insert(t.name, {}));
        QVERIFY2(r.outcome == WriteResult::Outcome::Invalid && !r.message.isEmpty(), name);
    }
    QCOMPARE(auditCount(*m_conn), audits);
    // Sources are tombstoned, never deleted through the generic path.
    QVERIFY(!EditPolicy::forTable(table("sources")).canDelete);
    QVERIFY(EditPolicy::forTable(table("sources")).canUpdate);
}

void TestRowWriter::undoIsANewAuditedChange() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    const QVariantMap before = fetch(*m_conn, "groups", id);
    const ChangeSet change = ChangeSet::update(QStringLiteral("groups"), before,
                                               {{QStringLiteral("description"), QStringLiteral("changed")}});
    const WriteResult done = writer.apply(change);
    QVERIFY2(done.ok(), qPrintable(describe(done)));
    const qint64 audits = auditCount(*m_conn);
    ChangeSet undo;
    QString why;
    QVERIFY2(writer.inverse(change, done, &undo, &why), qPrintable(why));
    const WriteResult undone = writer.apply(undo);
    QVERIFY2(undone.ok(), qPrintable(describe(undone)));
    QCOMPARE(fetch(*m_conn, "groups", id).value(QStringLiteral("description")),
             before.value(QStringLiteral("description")));
    QCOMPARE(auditCount(*m_conn), audits + 1);

    // Insert → undo deletes; delete (of a row nothing points at) → undo restores it with its id.
    const ChangeSet insert =
        ChangeSet::insert(QStringLiteral("banners"), {{QStringLiteral("message"), QStringLiteral("Hello")}});
    const WriteResult inserted = writer.apply(insert);
    QVERIFY2(inserted.ok(), qPrintable(describe(inserted)));
    QVERIFY(writer.inverse(insert, inserted, &undo, &why));
    QVERIFY(writer.apply(undo).ok());
    QVERIFY(fetch(*m_conn, "banners", inserted.key.first()).isEmpty());
    const QVariant banner = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM banners"));
    const ChangeSet remove = ChangeSet::remove(QStringLiteral("banners"), fetch(*m_conn, "banners", banner));
    const WriteResult removed = writer.apply(remove);
    QVERIFY2(removed.ok(), qPrintable(describe(removed)));
    QVERIFY(writer.inverse(remove, removed, &undo, &why));
    const WriteResult restored = writer.apply(undo);
    QVERIFY2(restored.ok(), qPrintable(describe(restored)));
    QCOMPARE(restored.key.first().toLongLong(), banner.toLongLong());
    QCOMPARE(fetch(*m_conn, "banners", banner), remove.original);
}

void TestRowWriter::rowHeldByAnotherSessionIsRefusedCleanly() {
    // Another session is in the middle of writing the row (PostgreSQL: a row lock; SQLite: the write lock): the
    // change waits a bounded time, then says so, and nothing is half written.
    auto other = m_scratch->connect();
    QVERIFY(other);
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    const QVariantMap row = fetch(*m_conn, "groups", id);
    const qint64 audits = auditCount(*m_conn);
    QVERIFY(other->exec(other->isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"), nullptr));
    QVERIFY(other->exec(QStringLiteral("UPDATE groups SET description = 'busy' WHERE id = %1").arg(id.toLongLong()),
                        nullptr));
    RowWriter writer(*m_conn);
    writer.setLockTimeoutMs(300);
    const WriteResult r = writer.apply(
        ChangeSet::update(QStringLiteral("groups"), row, {{QStringLiteral("description"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Failed);
    QVERIFY2(r.message.contains(QStringLiteral("Someone else is changing")), qPrintable(r.message));
    QVERIFY(other->exec(QStringLiteral("ROLLBACK"), nullptr));
    QCOMPARE(auditCount(*m_conn), audits);
    // The session is healthy afterwards: the same change now goes through.
    const WriteResult again = writer.apply(
        ChangeSet::update(QStringLiteral("groups"), row, {{QStringLiteral("description"), QStringLiteral("mine")}}));
    QVERIFY2(again.ok(), qPrintable(describe(again)));
}

void TestRowWriter::holotableChangesJournaled() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    QTemporaryDir dir;
    ChangeJournal journal(dir.filePath(QStringLiteral("journal/x.jsonl")));
    writer.setJournal(&journal);
    const qint64 audits = auditCount(*m_conn);
    const TableDescriptor& templates = table("templates");
    QVERIFY(EditPolicy::forTable(templates).canUpdate);
    const RowStore store(*m_conn, templates);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(
        m_conn->execBound(&q, QStringLiteral("SELECT %1 FROM templates LIMIT 1").arg(store.selectList()), {}, &error));
    QVERIFY(q.next());
    const QVariantMap row = store.rowFrom(q);
    q.finish();
    const WriteResult r = writer.apply(ChangeSet::update(
        QStringLiteral("templates"), row, {{QStringLiteral("description"), QStringLiteral("journaled")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits); // Holotable has no audit table: nothing goes to Tabularia's
    const QList<QJsonObject> entries = journal.entries();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().value(QStringLiteral("action")).toString(), QStringLiteral("templates.update"));
    QCOMPARE(entries.first()
                 .value(QStringLiteral("changes"))
                 .toObject()
                 .value(QStringLiteral("description"))
                 .toObject()
                 .value(QStringLiteral("after"))
                 .toString(),
             QStringLiteral("journaled"));
    QVERIFY(journal.exportTo(dir.filePath(QStringLiteral("export.json")), &error));
}

QTEST_GUILESS_MAIN(TestRowWriter)
#include "tst_RowWriter.moc"
