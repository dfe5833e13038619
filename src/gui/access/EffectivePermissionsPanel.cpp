#include "EffectivePermissionsPanel.h"

#include "core/db/DbConnection.h"
#include "core/rules/EffectivePermissions.h"
#include "models/FetchWorker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPalette>
#include <QPointer>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <unordered_map>

namespace metadesk {

EffectivePermissionsPanel::EffectivePermissionsPanel(const DbConnection& conn, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("effectivePermissionsPanel"));
    setAccessibleName(tr("Effective permissions"));
    setWindowTitle(tr("Effective Permissions"));

    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("permissionsMode"));
    m_mode->setAccessibleName(tr("Show permissions of"));
    m_mode->addItem(tr("A user"));
    m_mode->addItem(tr("A project"));
    m_subject = new QComboBox(this);
    m_subject->setObjectName(QStringLiteral("permissionsSubject"));
    m_subject->setAccessibleName(tr("User or project"));
    m_subject->setEditable(true);
    m_subject->setInsertPolicy(QComboBox::NoInsert);
    m_subject->setMinimumContentsLength(30);
    m_subject->completer()->setFilterMode(Qt::MatchContains);
    m_subject->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_withSubprojects = new QCheckBox(tr("Also list &sub-projects' own grants"), this);
    m_withSubprojects->setObjectName(QStringLiteral("permissionsWithSubprojects"));
    m_withSubprojects->setAccessibleName(tr("Also list sub-projects' own grants"));

    m_note = new QLabel(EffectivePermissions::inheritanceNote(), this);
    m_note->setObjectName(QStringLiteral("permissionsNote"));
    m_note->setAccessibleName(tr("About inheritance"));
    m_note->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("permissionsStatus"));
    m_status->setAccessibleName(tr("Status"));
    m_status->setWordWrap(true);

    m_grants = new QStandardItemModel(0, ColumnCount, this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("permissionsTable"));
    m_view->setAccessibleName(tr("Effective permissions"));
    m_view->setModel(m_grants);
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSortingEnabled(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_mode);
    top->addWidget(m_subject, 1);
    top->addWidget(m_withSubprojects);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_note);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_wanted = QVariant();
        loadSubjects();
    });
    connect(m_subject, &QComboBox::activated, this, &EffectivePermissionsPanel::loadGrants);
    connect(m_withSubprojects, &QCheckBox::toggled, this, &EffectivePermissionsPanel::loadGrants);

    m_worker = std::make_unique<FetchWorker>(conn.url(), true, QStringLiteral("permissions"));
    loadSubjects();
}

EffectivePermissionsPanel::~EffectivePermissionsPanel() {
    FetchWorker::retire(std::move(m_worker));
}

bool EffectivePermissionsPanel::userMode() const {
    return m_mode->currentIndex() == 0;
}

QString EffectivePermissionsPanel::statusText() const {
    return m_status->text();
}

void EffectivePermissionsPanel::showUser(qint64 userId) {
    if (m_mode->currentIndex() != 0)
        m_mode->setCurrentIndex(0); // reloads the list, which shows m_wanted when it arrives
    m_wanted = userId;
    showCurrent();
}

void EffectivePermissionsPanel::showProject(qint64 projectId, bool withSubprojects) {
    {
        const QSignalBlocker block(m_withSubprojects);
        m_withSubprojects->setChecked(withSubprojects);
    }
    if (m_mode->currentIndex() != 1)
        m_mode->setCurrentIndex(1);
    m_wanted = projectId;
    showCurrent();
}

void EffectivePermissionsPanel::showCurrent() {
    if (m_subjectsLoading)
        return; // the list is still coming; it shows m_wanted when it arrives
    if (m_wanted.isValid()) {
        const int i = m_subject->findData(m_wanted);
        if (i >= 0)
            m_subject->setCurrentIndex(i);
    }
    loadGrants();
}

QString EffectivePermissionsPanel::deactivatedLabel(const QString& label) {
    return tr("%1 (deactivated)").arg(label);
}

void EffectivePermissionsPanel::loadSubjects() {
    m_withSubprojects->setVisible(!userMode());
    m_subject->clear();
    m_grants->clear();
    const int generation = ++m_subjectGeneration;
    ++m_pending;
    m_subjectsLoading = true;
    const bool users = userMode();
    QPointer<EffectivePermissionsPanel> self(this);
    m_worker->post([self, generation, users](const DbConnection* conn) {
        QList<Subject> subjects;
        QString error;
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        QString databaseText = conn ? QString() : tr("no connection");
        if (conn && users) {
            if (conn->execBound(&q,
                                QStringLiteral("SELECT id, email, full_name, is_active FROM users ORDER BY email, id"),
                                {}, &databaseText))
                while (q.next()) {
                    const QString email = q.value(1).toString(), name = q.value(2).toString();
                    const QString label = email.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(email, name);
                    // A deactivated user keeps their grants but cannot sign in: said where they are chosen.
                    subjects.append(
                        Subject{q.value(0).toLongLong(), q.value(3).toBool() ? label : deactivatedLabel(label)});
                }
        } else if (conn) {
            // Each project with its path, so nested ones read as where they are.
            struct P {
                QVariant parent;
                QString name;
            };
            std::unordered_map<qint64, P> all;
            QList<qint64> order;
            if (conn->execBound(&q, QStringLiteral("SELECT id, parent_id, name FROM projects ORDER BY id"), {},
                                &databaseText))
                while (q.next()) {
                    all[q.value(0).toLongLong()] = P{q.value(1), q.value(2).toString()};
                    order << q.value(0).toLongLong();
                }
            for (qint64 id : std::as_const(order)) {
                QStringList path{all[id].name};
                QVariant up = all[id].parent;
                for (int depth = 0; !up.isNull() && all.count(up.toLongLong()) && depth < 64; ++depth) {
                    path.prepend(all[up.toLongLong()].name);
                    up = all[up.toLongLong()].parent;
                }
                subjects.append(Subject{id, path.join(QStringLiteral(" / "))});
            }
            std::sort(subjects.begin(), subjects.end(), [](const Subject& a, const Subject& b) {
                return a.label.compare(b.label, Qt::CaseInsensitive) < 0;
            });
        }
        if (!databaseText.isEmpty()) {
            qWarning("Reading users or projects: %s", qPrintable(databaseText));
            error = users ? tr("The users could not be read from the database.")
                          : tr("The projects could not be read from the database.");
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
            [self, generation, subjects, error] {
                if (self)
                    self->applySubjects(generation, subjects, error);
            },
            Qt::QueuedConnection);
    });
}

void EffectivePermissionsPanel::applySubjects(int generation, const QList<Subject>& subjects, const QString& error) {
    --m_pending;
    if (generation != m_subjectGeneration)
        return;
    m_subjectsLoading = false;
    if (!error.isEmpty()) {
        m_status->setText(error);
        emit loaded();
        return;
    }
    {
        const QSignalBlocker block(m_subject);
        for (const Subject& s : subjects)
            m_subject->addItem(s.label, s.id);
    }
    showCurrent();
}

void EffectivePermissionsPanel::loadGrants() {
    const QVariant id = m_subject->currentData();
    m_grants->clear();
    m_grants->setColumnCount(ColumnCount);
    m_grants->setHorizontalHeaderLabels({tr("Capability"), tr("Project"), tr("Grantee"), tr("Source")});
    m_view->setColumnHidden(GranteeColumn, userMode());
    if (!id.isValid()) {
        m_status->setText(userMode() ? tr("Choose a user.") : tr("Choose a project."));
        emit loaded();
        return;
    }
    m_status->setText(tr("Reading…"));
    const int generation = ++m_grantGeneration;
    ++m_pending;
    const bool users = userMode();
    const bool withSubprojects = m_withSubprojects->isChecked();
    const qint64 subject = id.toLongLong();
    QPointer<EffectivePermissionsPanel> self(this);
    m_worker->post([self, generation, users, withSubprojects, subject](const DbConnection* conn) {
        QList<PermissionGrant> grants;
        bool truncated = false;
        QString databaseText = conn ? QString() : tr("no connection");
        const bool ok =
            conn && (users ? EffectivePermissions::forUser(*conn, subject, &grants, &databaseText)
                           : EffectivePermissions::forProject(*conn, subject, withSubprojects, ProjectRowLimit, &grants,
                                                              &truncated, &databaseText));
        QString error;
        if (!ok) {
            qWarning("Reading effective permissions: %s", qPrintable(databaseText));
            error = tr("The permissions could not be read from the database.");
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
            [self, generation, grants, truncated, error] {
                if (self)
                    self->applyGrants(generation, grants, truncated, error);
            },
            Qt::QueuedConnection);
    });
}

void EffectivePermissionsPanel::applyGrants(int generation, const QList<PermissionGrant>& grants, bool truncated,
                                            const QString& error) {
    --m_pending;
    if (generation != m_grantGeneration)
        return;
    if (!error.isEmpty()) {
        m_status->setText(error);
        emit loaded();
        return;
    }
    m_view->setSortingEnabled(false);
    // A deactivated user keeps their grants, and none of them is in effect: the gateway refuses every request of a
    // user whose is_active is false (deps/auth.py get_current_user), a token still valid included. Such rows are
    // greyed and say so in their source, with the reason in a tooltip.
    const QString notInEffect = tr("Not in effect: the user is deactivated, and the platform refuses every request "
                                   "they make, even with a session still open.");
    int idle = 0;
    for (const PermissionGrant& g : grants) {
        const bool inEffect = g.userId.isNull() || g.userActive;
        auto cell = [&](const QString& text) {
            auto* item = new QStandardItem(text);
            item->setEditable(false);
            if (!inEffect) {
                item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
                item->setToolTip(notInEffect);
            }
            return item;
        };
        QStandardItem* capability = cell(EffectivePermissions::capabilityText(g));
        capability->setData(g.permissionId, Qt::UserRole);
        capability->setData(inEffect, InEffectRole);
        const QString grantee = g.userId.isNull() ? tr("(no members in %1)").arg(g.groupName)
                                : g.userActive    ? g.userLabel
                                                  : deactivatedLabel(g.userLabel);
        const QString source = inEffect
                                   ? EffectivePermissions::sourceText(g)
                                   : tr("%1 — not in effect (deactivated)").arg(EffectivePermissions::sourceText(g));
        idle += inEffect ? 0 : 1;
        m_grants->appendRow({capability, cell(g.projectName), cell(grantee), cell(source)});
    }
    m_view->resizeColumnsToContents();
    QString status = grants.isEmpty() ? (userMode() ? tr("This user holds no capability on any project.")
                                                    : tr("Nobody holds a capability on this project."))
                                      : tr("%n grant(s).", nullptr, int(grants.size()));
    if (userMode() && idle > 0 && idle == grants.size())
        status = tr("This user is deactivated: the platform refuses every request they make, so none of these %n "
                    "grant(s) is in effect until they are activated again.",
                    nullptr, idle);
    else if (idle > 0)
        status += QLatin1Char(' ') + tr("%n of them held by deactivated users, not in effect.", nullptr, idle);
    if (truncated)
        status += QLatin1Char(' ') + tr("Only the first %1 are shown.").arg(ProjectRowLimit);
    m_status->setText(status);
    emit loaded();
}

} // namespace metadesk
