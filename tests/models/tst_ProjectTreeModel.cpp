#include "common/TestDatabases.h"
#include "core/edit/RowWriter.h"
#include "models/ProjectTreeModel.h"

#include <QAbstractItemModelTester>
#include <QMimeData>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

#include <functional>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The project tree on the demo database, both engines: its structure is what SQL holds, drag and drop carries
/// project ids and re-parents through the RowWriter (one audit entry per move), a move that would make a project its
/// own ancestor is refused with the rule's sentence and changes nothing, and a stale tree meets a conflict and
/// reloads rather than overwriting a colleague's move.
class TestProjectTreeModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void structureMatchesSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void structureMatchesSql();
    void mimeRoundTrip_data() { test::addEngineColumn(), test::addEngineRows(); }
    void mimeRoundTrip();
    void dropReparentsThroughWriter_data() { test::addEngineColumn(), test::addEngineRows(); }
    void dropReparentsThroughWriter();
    void createAndDelete_data() { test::addEngineColumn(), test::addEngineRows(); }
    void createAndDelete();
    void staleTreeMeetsAConflict_data() { test::addEngineColumn(), test::addEngineRows(); }
    void staleTreeMeetsAConflict();

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s", qPrintable(error));
            return -1;
        }
        return q.value(0).isNull() ? 0 : q.value(0).toLongLong();
    }
    qint64 audits() const { return scalar(QStringLiteral("SELECT count(*) FROM audit_logs")); }
    qint64 parentInDb(qint64 id) const {
        return scalar(QStringLiteral("SELECT parent_id FROM projects WHERE id = ?"), {id});
    }
    qint64 parentInModel(qint64 id) const {
        const QModelIndex i = m_model->indexOfProject(id);
        return i.parent().isValid() ? i.parent().data(ProjectTreeModel::ProjectIdRole).toLongLong() : 0;
    }
    std::unique_ptr<QMimeData> mimeFor(const QList<qint64>& ids) const {
        QModelIndexList indexes;
        for (qint64 id : ids)
            indexes << m_model->indexOfProject(id) << m_model->indexOfProject(id, ProjectTreeModel::DescriptionColumn);
        return std::unique_ptr<QMimeData>(m_model->mimeData(indexes));
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<RowWriter> m_writer;
    std::unique_ptr<ProjectTreeModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestProjectTreeModel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestProjectTreeModel::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString demoError;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &demoError), qPrintable(demoError));
    m_writer = std::make_unique<RowWriter>(*m_conn);
    m_writer->setActor(Actor{QVariant(), QStringLiteral("test-admin via Metadesk")});
    m_model = std::make_unique<ProjectTreeModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->setWriter(m_conn.get(), m_writer.get());
    QSignalSpy loaded(m_model.get(), &ProjectTreeModel::loaded);
    m_model->load(m_scratch->url(), false);
    QVERIFY(loaded.wait(20000));
}

void TestProjectTreeModel::cleanup() {
    m_tester.reset();
    m_model.reset();
    m_writer.reset();
    m_conn.reset();
    m_scratch.reset();
}

void TestProjectTreeModel::structureMatchesSql() {
    QCOMPARE(m_model->projectCount(), scalar(QStringLiteral("SELECT count(*) FROM projects")));
    QCOMPARE(m_model->rowCount(), scalar(QStringLiteral("SELECT count(*) FROM projects WHERE parent_id IS NULL")));
    int visited = 0, maxDepth = 0;
    std::function<void(const QModelIndex&, int)> walk = [&](const QModelIndex& parent, int depth) {
        QString previous;
        for (int row = 0; row < m_model->rowCount(parent); ++row) {
            const QModelIndex i = m_model->index(row, ProjectTreeModel::NameColumn, parent);
            const qint64 id = i.data(ProjectTreeModel::ProjectIdRole).toLongLong();
            ++visited;
            maxDepth = std::max(maxDepth, depth);
            QCOMPARE(parentInModel(id), parentInDb(id));
            QSqlQuery q(m_conn->db());
            QString error;
            QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT name, description FROM projects WHERE id = ?"), {id},
                                      &error));
            QVERIFY(q.next());
            QCOMPARE(i.data().toString(), q.value(0).toString());
            QCOMPARE(i.siblingAtColumn(ProjectTreeModel::DescriptionColumn).data().toString(), q.value(1).toString());
            QVERIFY2(previous.compare(i.data().toString(), Qt::CaseInsensitive) <= 0, "children sorted by name");
            previous = i.data().toString();
            QCOMPARE(m_model->rowCount(i),
                     scalar(QStringLiteral("SELECT count(*) FROM projects WHERE parent_id = ?"), {id}));
            walk(i, depth + 1);
        }
    };
    walk({}, 0);
    QCOMPARE(visited, m_model->projectCount());
    QCOMPARE(maxDepth, 2); // the demo's tree is three levels deep: Sales → EMEA → Germany
}

void TestProjectTreeModel::mimeRoundTrip() {
    QVERIFY(m_model->mimeTypes().contains(ProjectTreeModel::mimeType()));
    const auto mime = mimeFor({4, 8});
    QVERIFY(mime);
    QCOMPARE(ProjectTreeModel::idsFrom(mime.get()), (QList<qint64>{4, 8}));
    QMimeData foreign;
    foreign.setText(QStringLiteral("4"));
    QVERIFY(ProjectTreeModel::idsFrom(&foreign).isEmpty());
    QVERIFY(!m_model->canDropMimeData(&foreign, Qt::MoveAction, -1, -1, {}));
    QMimeData garbage;
    garbage.setData(ProjectTreeModel::mimeType(), QByteArray("\x01\x02", 2));
    QVERIFY(ProjectTreeModel::idsFrom(&garbage).isEmpty());

    // Into a project of its own subtree: not offered. Anywhere else, and onto the empty area (top level): offered.
    const auto sales = mimeFor({1});
    QVERIFY(!m_model->canDropMimeData(sales.get(), Qt::MoveAction, -1, -1, m_model->indexOfProject(8)));
    QVERIFY(!m_model->canDropMimeData(sales.get(), Qt::MoveAction, -1, -1, m_model->indexOfProject(1)));
    QVERIFY(m_model->canDropMimeData(sales.get(), Qt::MoveAction, -1, -1, m_model->indexOfProject(2)));
    QVERIFY(m_model->canDropMimeData(mimeFor({8}).get(), Qt::MoveAction, -1, -1, {}));
    QVERIFY(!m_model->canDropMimeData(sales.get(), Qt::CopyAction, -1, -1, m_model->indexOfProject(2)));
}

void TestProjectTreeModel::dropReparentsThroughWriter() {
    QSignalSpy refused(m_model.get(), &ProjectTreeModel::writeRefused);
    QSignalSpy changed(m_model.get(), &ProjectTreeModel::changed);
    const qint64 before = audits();

    // France (9) from EMEA (4) to Americas (5): one write, one audit entry naming it.
    QVERIFY(m_model->dropMimeData(mimeFor({9}).get(), Qt::MoveAction, -1, -1, m_model->indexOfProject(5)));
    QCOMPARE(parentInDb(9), 5);
    QCOMPARE(parentInModel(9), 5);
    QCOMPARE(audits(), before + 1);
    // In the gateway's words: a move of a project, its id and its label.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'project.move' AND target_type "
                                   "= 'project' AND target_id = 9 AND target_label = 'France' AND outcome = "
                                   "'success'")),
             1);
    QCOMPARE(changed.size(), 1);
    QVERIFY(refused.isEmpty());

    // Sales (1) into Germany (8), its own grandchild: refused with the rule's sentence, nothing written.
    QVERIFY(!m_model->dropMimeData(mimeFor({1}).get(), Qt::MoveAction, -1, -1, m_model->indexOfProject(8)));
    QCOMPARE(refused.size(), 1);
    QVERIFY2(refused.first().first().toString().contains(QStringLiteral("own ancestor")),
             qPrintable(refused.first().first().toString()));
    QCOMPARE(parentInDb(1), 0);
    QCOMPARE(parentInModel(1), 0);
    QCOMPARE(audits(), before + 1);
    QCOMPARE(changed.size(), 1);

    // Onto the empty area: to the top level.
    QVERIFY(m_model->dropMimeData(mimeFor({9}).get(), Qt::MoveAction, -1, -1, {}));
    QCOMPARE(parentInDb(9), 0);
    QVERIFY(!m_model->indexOfProject(9).parent().isValid());
    QCOMPARE(audits(), before + 2);
}

void TestProjectTreeModel::createAndDelete() {
    const qint64 before = audits();
    qint64 id = 0;
    QString message;
    QVERIFY2(m_model->createProject(12, QStringLiteral("Scratchpad"), QStringLiteral("Tries"), &id, &message),
             qPrintable(message));
    QCOMPARE(parentInDb(id), 12);
    QCOMPARE(parentInModel(id), 12);
    QCOMPARE(audits(), before + 1);
    // Without a description: the platform's model gives "" (the column is NOT NULL, with no server default).
    qint64 bare = 0;
    QVERIFY2(m_model->createProject(12, QStringLiteral("Bare"), QStringLiteral("  "), &bare, &message),
             qPrintable(message));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = ? AND description = ''"), {bare}), 1);
    QCOMPARE(audits(), before + 2);
    QVERIFY2(m_model->deleteProject(bare, &message), qPrintable(message));
    QCOMPARE(audits(), before + 3);

    // An empty name is refused by the rules, nothing written.
    QVERIFY(!m_model->createProject(12, QStringLiteral("  "), {}, nullptr, &message));
    QVERIFY(!message.isEmpty());
    QCOMPARE(audits(), before + 3);

    // Sales holds sub-projects (and flows): refused, saying so, nothing written.
    QVERIFY(!m_model->deleteProject(1, &message));
    QVERIFY2(message.contains(QStringLiteral("Projects")), qPrintable(message));
    QVERIFY(m_model->indexOfProject(1).isValid());
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = 1")), 1);
    QCOMPARE(audits(), before + 3);

    QVERIFY2(m_model->deleteProject(id, &message), qPrintable(message));
    QVERIFY(!m_model->indexOfProject(id).isValid());
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = ?"), {id}), 0);
    QCOMPARE(audits(), before + 4);
}

void TestProjectTreeModel::staleTreeMeetsAConflict() {
    // A colleague moves Quarterly close (10) to the top level through their own connection and writer.
    auto other = m_scratch->connect();
    QVERIFY(other);
    QString error;
    QVERIFY2(other->exec(QStringLiteral("UPDATE projects SET parent_id = NULL WHERE id = 10"), &error),
             qPrintable(error));
    const qint64 before = audits();
    QSignalSpy loaded(m_model.get(), &ProjectTreeModel::loaded);
    QString message;
    QVERIFY(!m_model->moveProject(10, 3, &message));
    QVERIFY2(message.contains(QStringLiteral("Someone else moved")), qPrintable(message));
    QCOMPARE(parentInDb(10), 0); // their move stands
    QCOMPARE(audits(), before);
    QVERIFY(loaded.wait(20000));
    QVERIFY(!m_model->indexOfProject(10).parent().isValid());
}

QTEST_GUILESS_MAIN(TestProjectTreeModel)
#include "tst_ProjectTreeModel.moc"
