#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/edit/RowWriter.h"
#include "core/rules/EffectivePermissions.h"
#include "gui/access/AccessDialogs.h"
#include "gui/access/MoveProjectDialog.h"
#include "gui/access/ProjectFormDialog.h"
#include "gui/access/ProjectTreePanel.h"
#include "models/ProjectTreeModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The project tree panel on the demo database, both engines: a drop on the view re-parents through the writer (one
/// audit entry) and a drop into the project's own subtree is refused with the rule's sentence and nothing changed;
/// the "Move to…" dialog refuses a parent inside the project before asking the database; "New Sub-project…"
/// creates one; deleting a project that still holds others is refused, saying what it holds.
class TestProjectTreePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dropOnTheViewMovesAProject_data() { test::addEngineColumn(), test::addEngineRows(); }
    void dropOnTheViewMovesAProject();
    void moveDialogRefusesItsOwnSubtree_data() { test::addEngineColumn(), test::addEngineRows(); }
    void moveDialogRefusesItsOwnSubtree();
    void createChildThroughTheDialog_data() { test::addEngineColumn(), test::addEngineRows(); }
    void createChildThroughTheDialog();
    void deleteRefusedWhileItHoldsAnything_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deleteRefusedWhileItHoldsAnything();
    void hintTellsWhatEffectivePermissionsCompute_data() { test::addEngineColumn(), test::addEngineRows(); }
    void hintTellsWhatEffectivePermissionsCompute();
    void opensInItsOwnWindow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void opensInItsOwnWindow();

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next())
            return -1;
        return q.value(0).isNull() ? 0 : q.value(0).toLongLong();
    }
    qint64 audits() const { return scalar(QStringLiteral("SELECT count(*) FROM audit_logs")); }
    qint64 parentInDb(qint64 id) const {
        return scalar(QStringLiteral("SELECT parent_id FROM projects WHERE id = ?"), {id});
    }
    /// Drops `id`'s payload in the middle of `target`'s row, as the mouse would at the end of a drag.
    bool dropOn(qint64 id, qint64 target);
    /// Runs `answer` on the next modal dialog once it is open.
    static void whenModal(std::function<void(QWidget*)> answer) {
        QTimer::singleShot(0, [answer] {
            QWidget* modal = QApplication::activeModalWidget();
            if (!modal) {
                whenModal(answer);
                return;
            }
            answer(modal);
        });
    }
    void saveShot(QWidget* widget, const QString& name) { test::saveScreenshot(widget, name); }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<RowWriter> m_writer;
    std::unique_ptr<ProjectTreePanel> m_panel;
};

void TestProjectTreePanel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestProjectTreePanel::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString demoError;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &demoError), qPrintable(demoError));
    m_writer = std::make_unique<RowWriter>(*m_conn);
    m_writer->setActor(Actor{QVariant(), QStringLiteral("test-admin via Metadesk")});
    m_panel = std::make_unique<ProjectTreePanel>(*m_conn, m_writer.get());
    QSignalSpy loaded(m_panel->model(), &ProjectTreeModel::loaded);
    m_panel->resize(640, 520);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get())); // may already have seen the tree arrive
    QVERIFY(!loaded.isEmpty() || loaded.wait(20000));
}

void TestProjectTreePanel::cleanup() {
    m_panel.reset();
    m_writer.reset();
    m_conn.reset();
    m_scratch.reset();
}

bool TestProjectTreePanel::dropOn(qint64 id, qint64 target) {
    QTreeView* view = m_panel->view();
    ProjectTreeModel* model = m_panel->model();
    const QModelIndex source = model->indexOfProject(id);
    const QModelIndex to = model->indexOfProject(target);
    view->scrollTo(to);
    std::unique_ptr<QMimeData> mime(model->mimeData({source}));
    const QPoint at = view->visualRect(to).center();
    QDragEnterEvent enter(at, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    QDragMoveEvent move(at, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QDropEvent drop(at, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &drop);
    return drop.isAccepted();
}

void TestProjectTreePanel::dropOnTheViewMovesAProject() {
    QSignalSpy changed(m_panel.get(), &ProjectTreePanel::changed);
    const qint64 before = audits();
    // Logistics (7, under Operations) dropped on Finance (2).
    QVERIFY(dropOn(7, 2));
    QCOMPARE(parentInDb(7), 2);
    QCOMPARE(m_panel->model()->indexOfProject(7).parent().data(ProjectTreeModel::ProjectIdRole).toLongLong(), 2);
    QCOMPARE(audits(), before + 1);
    // In the gateway's words: a move of a project, its id and name.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'project.move' AND target_type "
                                   "= 'project' AND target_id = 7 AND target_label = 'Logistics' AND outcome = "
                                   "'success'")),
             1);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_panel->currentProject().toLongLong(), 7); // the moved project stays selected where it went
    saveShot(m_panel.get(), QStringLiteral("project-tree.png"));

    // Finance (2) dropped on Warehouses (11), which now lies inside it: refused with the rule's sentence.
    dropOn(2, 11);
    QCOMPARE(parentInDb(2), 0);
    QCOMPARE(audits(), before + 1);
    QCOMPARE(changed.size(), 1);
    // The view does not even offer that drop; the model's own refusal is what a forced drop gets.
    QVERIFY(!m_panel->model()->dropMimeData(
        std::unique_ptr<QMimeData>(m_panel->model()->mimeData({m_panel->model()->indexOfProject(2)})).get(),
        Qt::MoveAction, -1, -1, m_panel->model()->indexOfProject(11)));
    QVERIFY2(m_panel->message().contains(QStringLiteral("own ancestor")), qPrintable(m_panel->message()));
    QCOMPARE(parentInDb(2), 0);
    QCOMPARE(audits(), before + 1);
    saveShot(m_panel.get(), QStringLiteral("project-tree-refused.png"));
}

void TestProjectTreePanel::moveDialogRefusesItsOwnSubtree() {
    ProjectTreeModel* model = m_panel->model();
    {
        MoveProjectDialog dialog(model, 1, m_panel.get());
        auto* ok = dialog.findChild<QDialogButtonBox*>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok);
        QVERIFY(dialog.chosenParent().isNull()); // starts where Sales is: the top level
        QVERIFY(ok->isEnabled());
        dialog.choose(8); // Germany, inside Sales
        QVERIFY(!ok->isEnabled());
        QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("moveProblem"))->text().isEmpty());
        dialog.choose(3);
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.chosenParent().toLongLong(), 3);
    }

    // Through the toolbar: France (9) to Americas (5).
    const qint64 before = audits();
    m_panel->selectProject(9);
    whenModal([](QWidget* modal) {
        auto* dialog = qobject_cast<MoveProjectDialog*>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        dialog->choose(5);
        dialog->accept();
    });
    m_panel->findChild<QAction*>(QStringLiteral("moveProject"))->trigger();
    QVERIFY2(m_panel->message().isEmpty(), qPrintable(m_panel->message()));
    QCOMPARE(parentInDb(9), 5);
    QCOMPARE(audits(), before + 1);

    // Back to the top level.
    QVERIFY(m_panel->moveProject(9, QVariant()));
    QCOMPARE(parentInDb(9), 0);
    QCOMPARE(audits(), before + 2);
}

void TestProjectTreePanel::createChildThroughTheDialog() {
    const qint64 before = audits();
    m_panel->selectProject(12);
    whenModal([](QWidget* modal) {
        auto* dialog = qobject_cast<ProjectFormDialog*>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        auto* ok = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok);
        const bool emptyRefused = !ok->isEnabled();
        dialog->findChild<QLineEdit*>(QStringLiteral("projectName"))->setText(QStringLiteral("Ideas"));
        if (emptyRefused && ok->isEnabled())
            ok->click();
        else
            dialog->reject();
    });
    m_panel->findChild<QAction*>(QStringLiteral("newSubProject"))->trigger();
    const qint64 id = scalar(QStringLiteral("SELECT id FROM projects WHERE name = 'Ideas'"));
    QVERIFY(id > 0);
    QCOMPARE(parentInDb(id), 12);
    // No description typed: the empty text the platform writes itself (the column is NOT NULL, without a default).
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = ? AND description = ''"), {id}), 1);
    QCOMPARE(audits(), before + 1);
    QCOMPARE(m_panel->currentProject().toLongLong(), id);
}

void TestProjectTreePanel::deleteRefusedWhileItHoldsAnything() {
    const qint64 before = audits();
    bool blocks = false;
    QString error;
    const QStringList impact = m_panel->deleteImpact(1, &blocks, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(blocks);
    QVERIFY2(impact.join(QLatin1Char(' ')).contains(QStringLiteral("Projects (parent project)")),
             qPrintable(impact.join(QLatin1Char('\n'))));

    QVERIFY(!m_panel->deleteProject(1, false));
    QVERIFY2(m_panel->message().contains(QStringLiteral("cannot be deleted")), qPrintable(m_panel->message()));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = 1")), 1);
    QCOMPARE(audits(), before);

    // Through the toolbar: the refusal is shown in a message box too, and nothing is deleted.
    m_panel->selectProject(1);
    QString shown;
    whenModal([&shown](QWidget* modal) {
        if (auto* box = qobject_cast<QMessageBox*>(modal))
            shown = box->text();
        modal->close();
    });
    m_panel->findChild<QAction*>(QStringLiteral("deleteProject"))->trigger();
    QVERIFY2(shown.contains(QStringLiteral("cannot be deleted")), qPrintable(shown));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = 1")), 1);

    // A fresh leaf goes, after a question that says nothing else refers to it.
    QVERIFY2(m_panel->createProject(12, QStringLiteral("Short-lived"), {}), qPrintable(m_panel->message()));
    const qint64 leaf = m_panel->currentProject().toLongLong();
    whenModal([&shown](QWidget* modal) {
        auto* box = qobject_cast<QMessageBox*>(modal);
        shown = box ? box->text() : QString();
        if (box)
            box->button(QMessageBox::Yes)->click();
        else
            modal->close();
    });
    m_panel->findChild<QAction*>(QStringLiteral("deleteProject"))->trigger();
    QVERIFY2(shown.contains(QStringLiteral("Short-lived")), qPrintable(shown));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM projects WHERE id = ?"), {leaf}), 0);
    QVERIFY(!m_panel->model()->indexOfProject(leaf).isValid());
    QCOMPARE(audits(), before + 2);
}

void TestProjectTreePanel::hintTellsWhatEffectivePermissionsCompute() {
    // The tree tells the platform's rule, in the words Effective Permissions uses.
    auto* hint = m_panel->findChild<QLabel*>(QStringLiteral("projectTreeHint"));
    QVERIFY(hint);
    QVERIFY2(hint->text().contains(EffectivePermissions::inheritanceRule()), qPrintable(hint->text()));
    QVERIFY2(EffectivePermissions::inheritanceNote().contains(EffectivePermissions::inheritanceRule()),
             qPrintable(EffectivePermissions::inheritanceNote()));
    QVERIFY2(!hint->text().contains(QStringLiteral("not inherit")), qPrintable(hint->text()));

    // And what is computed is what the sentence says: a grant on a project holds on a project two levels below it,
    // and after a move, on the project's new place only.
    QString error;
    QVERIFY2(m_conn->exec(QStringLiteral("INSERT INTO users (email, full_name, is_active, is_superuser, is_observer, "
                                         "created_at) VALUES ('tree-reader@example.com', 'Tree Reader', %1, %2, %2, "
                                         "'2026-11-30T12:00:00Z')")
                              .arg(m_conn->isSqlite() ? QStringLiteral("1") : QStringLiteral("true"),
                                   m_conn->isSqlite() ? QStringLiteral("0") : QStringLiteral("false")),
                          &error),
             qPrintable(error));
    const qint64 user = scalar(QStringLiteral("SELECT id FROM users WHERE email = 'tree-reader@example.com'"));
    // A top-level project with a grandchild (as the demo's tree has them).
    const qint64 grandchild = scalar(QStringLiteral("SELECT c.id FROM projects c JOIN projects p ON p.id = c.parent_id "
                                                    "WHERE p.parent_id IS NOT NULL ORDER BY c.id LIMIT 1"));
    const qint64 top = scalar(QStringLiteral("SELECT p.parent_id FROM projects c JOIN projects p ON p.id = "
                                             "c.parent_id WHERE c.id = %1")
                                  .arg(grandchild));
    QVERIFY(user > 0 && grandchild > 0 && top > 0);
    QVERIFY2(m_conn->exec(QStringLiteral("INSERT INTO permissions (project_id, user_id, capability) VALUES (%1, %2, "
                                         "'run')")
                              .arg(top)
                              .arg(user),
                          &error),
             qPrintable(error));
    const auto holdsOn = [this, user](qint64 project, QString* source) {
        QList<PermissionGrant> grants;
        QString readError;
        if (!EffectivePermissions::forUser(*m_conn, user, &grants, &readError))
            qWarning("%s", qPrintable(readError));
        for (const PermissionGrant& g : std::as_const(grants))
            if (g.projectId == project && g.capability == QLatin1String("run")) {
                *source = EffectivePermissions::sourceText(g);
                return true;
            }
        return false;
    };
    QString source;
    QVERIFY(holdsOn(grandchild, &source));
    QVERIFY2(source.startsWith(QStringLiteral("inherited from")), qPrintable(source));

    // Moved to the top level, the grandchild no longer inherits from its old ancestor.
    QVERIFY2(m_conn->exec(QStringLiteral("UPDATE projects SET parent_id = NULL WHERE id = %1").arg(grandchild), &error),
             qPrintable(error));
    QVERIFY(!holdsOn(grandchild, &source));
    saveShot(m_panel.get(), QStringLiteral("project-tree-hint.png"));
}

void TestProjectTreePanel::opensInItsOwnWindow() {
    QWidget host;
    ProjectTreePanel* panel = AccessDialogs::openProjectTree(&host, *m_conn, m_writer.get());
    QVERIFY(panel);
    QSignalSpy opened(panel, &ProjectTreePanel::openRow);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->model()->isLoading(), 20000);
    panel->selectProject(4);
    panel->findChild<QAction*>(QStringLiteral("openProject"))->trigger();
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.first().at(0).toString(), QStringLiteral("projects"));
    QCOMPARE(opened.first().at(1).toLongLong(), 4);
    QVERIFY(panel->window()->isVisible());
    QCOMPARE(panel->window()->objectName(), QStringLiteral("projectTreeWindow"));
}

QTEST_MAIN(TestProjectTreePanel)
#include "tst_ProjectTreePanel.moc"
