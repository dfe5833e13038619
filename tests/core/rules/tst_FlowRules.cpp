#include "common/TestDatabases.h"
#include "common/WriteResultText.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/rules/FlowRules.h"

#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::describe;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
} // namespace

/// Tabularia's flow rules on the write path, on the demo (where an administrator disabled chdb): an engine in
/// disabled_engines is refused as a new choice (engine or production engine, insert or edit) but a flow already on it
/// keeps it; the failure notice's connection must belong to the flow's project, also when the flow moves.
class TestFlowRules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void disabledEngineRefusedAsAChoice();
    void disabledEngineRefusedAsAChoice_data() { init_data(); }
    void flowAlreadyOnADisabledEngineKeepsIt();
    void flowAlreadyOnADisabledEngineKeepsIt_data() { init_data(); }
    void notifyConnectionOfTheSameProject();
    void notifyConnectionOfTheSameProject_data() { init_data(); }

private:
    QVariant scalar(const QString& sql, const QVariantList& bound = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, bound, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return s("<none>");
        }
        return q.value(0);
    }
    QVariantMap flow(const QVariant& id) const {
        QVariantMap row;
        bool found = false;
        QString error;
        if (!RowStore(*m_conn, *m_conn->catalog().table(s("flows"))).fetch({id}, &row, &found, &error) || !found)
            qWarning("flow %s: %s", qPrintable(id.toString()), qPrintable(error));
        return row;
    }
    WriteResult set(const QVariant& id, const QVariantMap& values) {
        RowWriter writer(*m_conn);
        writer.setActor(Actor::named(s("tester")));
        return writer.apply(ChangeSet::update(s("flows"), flow(id), values));
    }
    static bool refusedOn(const WriteResult& r, const QString& column, const QString& fragment) {
        if (r.outcome != WriteResult::Outcome::Invalid)
            return false;
        for (const FieldProblem& p : r.problems)
            if (p.column == column && p.message.contains(fragment))
                return true;
        return false;
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestFlowRules::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestFlowRules::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 20), qPrintable(why));
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines WHERE engine_id = 'chdb'")).toInt(), 1);
}

void TestFlowRules::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestFlowRules::disabledEngineRefusedAsAChoice() {
    const QVariant id = scalar(s("SELECT min(id) FROM flows WHERE engine <> 'chdb'"));
    const QString engine = scalar(s("SELECT engine FROM flows WHERE id = ?"), {id}).toString();
    const qint64 audits = scalar(s("SELECT count(*) FROM audit_logs")).toLongLong();

    WriteResult r = set(id, {{s("engine"), s("chdb")}});
    QVERIFY2(refusedOn(r, s("engine"), s("The engine chdb is disabled on this installation")), qPrintable(describe(r)));
    QVERIFY2(r.message.contains(s("Flows already on it keep running")), qPrintable(r.message));
    QCOMPARE(scalar(s("SELECT engine FROM flows WHERE id = ?"), {id}).toString(), engine);
    r = set(id, {{s("production_engine"), s("chdb")}});
    QVERIFY2(refusedOn(r, s("production_engine"), s("chdb is disabled")), qPrintable(describe(r)));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")).toLongLong(), audits);

    // A new flow on it too.
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(s("tester")));
    const QVariant project = scalar(s("SELECT project_id FROM flows WHERE id = ?"), {id});
    r = writer.apply(ChangeSet::insert(s("flows"), {{s("name"), s("new on chdb")},
                                                    {s("project_id"), project},
                                                    {s("engine"), s("chdb")},
                                                    {s("definition"), s("{}")}}));
    QVERIFY2(refusedOn(r, s("engine"), s("disabled")), qPrintable(describe(r)));
    QCOMPARE(scalar(s("SELECT count(*) FROM flows WHERE name = 'new on chdb'")).toInt(), 0);

    // An engine still allowed is taken; once chdb is allowed again, so is it.
    const QString other = engine == s("duckdb") ? s("polars") : s("duckdb");
    r = set(id, {{s("engine"), other}});
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(s("SELECT engine FROM flows WHERE id = ?"), {id}).toString(), other);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q, s("DELETE FROM disabled_engines WHERE engine_id = 'chdb'"), {}, &error),
             qPrintable(error));
    r = set(id, {{s("engine"), s("chdb")}});
    QVERIFY2(r.ok(), qPrintable(describe(r)));
}

void TestFlowRules::flowAlreadyOnADisabledEngineKeepsIt() {
    const QVariant id = scalar(s("SELECT min(id) FROM flows"));
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q, s("UPDATE flows SET engine = 'chdb' WHERE id = ?"), {id}, &error),
             qPrintable(error));
    // Disabling stops the choice, not the flows on it: its other fields still change.
    const WriteResult r = set(id, {{s("description"), s("still on chdb")}});
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(s("SELECT engine FROM flows WHERE id = ?"), {id}).toString(), s("chdb"));
    bool disabled = false;
    QVERIFY2(FlowRules::isEngineDisabled(*m_conn, s("chdb"), &disabled, &error), qPrintable(error));
    QVERIFY(disabled);
    QVERIFY2(FlowRules::isEngineDisabled(*m_conn, s("polars"), &disabled, &error), qPrintable(error));
    QVERIFY(!disabled);
}

void TestFlowRules::notifyConnectionOfTheSameProject() {
    // A flow, a connection of its project and one of another project.
    const QVariant id = scalar(s("SELECT min(f.id) FROM flows f JOIN connections c ON c.project_id = f.project_id"));
    const QVariant project = scalar(s("SELECT project_id FROM flows WHERE id = ?"), {id});
    const QVariant own = scalar(s("SELECT min(id) FROM connections WHERE project_id = ?"), {project});
    const QVariant foreign = scalar(s("SELECT min(id) FROM connections WHERE project_id <> ?"), {project});
    const QVariant foreignProject = scalar(s("SELECT project_id FROM connections WHERE id = ?"), {foreign});
    const QVariant before = scalar(s("SELECT notify_connection_id FROM flows WHERE id = ?"), {id});

    WriteResult r = set(id, {{s("notify_connection_id"), foreign}});
    QVERIFY2(refusedOn(r, s("notify_connection_id"),
                       s("belongs to project #%1, not to this flow's project #%2")
                           .arg(foreignProject.toString(), project.toString())),
             qPrintable(describe(r)));
    QVERIFY2(r.message.contains(s("only through a connection of the flow's own project")), qPrintable(r.message));
    QCOMPARE(scalar(s("SELECT notify_connection_id FROM flows WHERE id = ?"), {id}), before);

    r = set(id, {{s("notify_connection_id"), own}});
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(s("SELECT notify_connection_id FROM flows WHERE id = ?"), {id}).toLongLong(), own.toLongLong());

    // Moving the flow away from its connection's project is the same mismatch; moving both together is fine.
    r = set(id, {{s("project_id"), foreignProject}});
    QVERIFY2(refusedOn(r, s("notify_connection_id"), s("not to this flow's project")), qPrintable(describe(r)));
    QCOMPARE(scalar(s("SELECT project_id FROM flows WHERE id = ?"), {id}).toLongLong(), project.toLongLong());
    r = set(id, {{s("project_id"), foreignProject}, {s("notify_connection_id"), foreign}});
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    // No connection at all is always fine.
    r = set(id, {{s("notify_connection_id"), QVariant()}});
    QVERIFY2(r.ok(), qPrintable(describe(r)));
}

QTEST_GUILESS_MAIN(TestFlowRules)
#include "tst_FlowRules.moc"
