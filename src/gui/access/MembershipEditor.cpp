#include "MembershipEditor.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/rules/SensitiveGrants.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace metadesk {

namespace {

const QString membershipTable = QStringLiteral("user_groups");

QString userLabel(const QVariant& email, const QVariant& displayName) {
    const QString name = displayName.toString();
    const QString mail = email.toString();
    if (mail.isEmpty())
        return name;
    return name.isEmpty() || name == mail ? mail : QStringLiteral("%1 (%2)").arg(name, mail);
}

QListView* makeList(QWidget* parent, const QString& objectName, const QString& accessibleName,
                    QSortFilterProxyModel* proxy) {
    auto* view = new QListView(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setModel(proxy);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setUniformItemSizes(true);
    return view;
}

QSortFilterProxyModel* makeProxy(QObject* parent, QStandardItemModel* source) {
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(source);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    proxy->sort(0);
    return proxy;
}

} // namespace

MembershipEditor::MembershipEditor(const DbConnection& conn, RowWriter* writer, const QString& mode, const QVariant& id,
                                   QWidget* parent)
    : QWidget(parent), m_conn(conn), m_writer(writer), m_userMode(mode != QLatin1String("group")),
      m_id(id.toLongLong()) {
    setObjectName(QStringLiteral("membershipEditor"));
    setAccessibleName(m_userMode ? tr("Group memberships of a user") : tr("Members of a group"));
    setWindowTitle(m_userMode ? tr("Groups of a User") : tr("Members of a Group"));

    m_available = new QStandardItemModel(this);
    m_members = new QStandardItemModel(this);
    m_availableProxy = makeProxy(this, m_available);
    m_memberProxy = makeProxy(this, m_members);

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("membershipTitle"));
    m_title->setAccessibleName(tr("Whose memberships"));
    m_title->setWordWrap(true);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("membershipMessage"));
    m_message->setAccessibleName(tr("Message"));
    m_message->setWordWrap(true);
    m_message->setVisible(false);

    const QString availableName = m_userMode ? tr("Other groups") : tr("Other users");
    const QString memberName = m_userMode ? tr("Member of") : tr("Members");
    m_availableFilter = new QLineEdit(this);
    m_availableFilter->setObjectName(QStringLiteral("availableFilter"));
    m_availableFilter->setAccessibleName(tr("Filter %1").arg(availableName));
    m_availableFilter->setPlaceholderText(tr("Filter"));
    m_availableFilter->setClearButtonEnabled(true);
    m_memberFilter = new QLineEdit(this);
    m_memberFilter->setObjectName(QStringLiteral("memberFilter"));
    m_memberFilter->setAccessibleName(tr("Filter %1").arg(memberName));
    m_memberFilter->setPlaceholderText(tr("Filter"));
    m_memberFilter->setClearButtonEnabled(true);
    m_availableView = makeList(this, QStringLiteral("availableList"), availableName, m_availableProxy);
    m_memberView = makeList(this, QStringLiteral("memberList"), memberName, m_memberProxy);

    m_add = new QPushButton(tr("&Add →"), this);
    m_add->setObjectName(QStringLiteral("addMembership"));
    m_add->setAccessibleName(tr("Add"));
    m_remove = new QPushButton(tr("← &Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeMembership"));
    m_remove->setAccessibleName(tr("Remove"));

    auto* buttons = new QVBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(availableName, this), 0, 0);
    grid->addWidget(new QLabel(memberName, this), 0, 2);
    grid->addWidget(m_availableFilter, 1, 0);
    grid->addWidget(m_memberFilter, 1, 2);
    grid->addWidget(m_availableView, 2, 0);
    grid->addLayout(buttons, 2, 1);
    grid->addWidget(m_memberView, 2, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_message);
    layout->addLayout(grid, 1);

    connect(m_availableFilter, &QLineEdit::textChanged, m_availableProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_memberFilter, &QLineEdit::textChanged, m_memberProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_add, &QPushButton::clicked, this, [this] { addMembers(selectedIds(m_availableView)); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeMembers(selectedIds(m_memberView)); });
    connect(m_availableView, &QListView::doubleClicked, this,
            [this](const QModelIndex& i) { addMembers({i.data(Qt::UserRole).toLongLong()}); });
    connect(m_memberView, &QListView::doubleClicked, this,
            [this](const QModelIndex& i) { removeMembers({i.data(Qt::UserRole).toLongLong()}); });
    connect(m_availableView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MembershipEditor::updateButtons);
    connect(m_memberView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MembershipEditor::updateButtons);

    m_worker = std::make_unique<FetchWorker>(conn.url(), conn.isReadOnly(), QStringLiteral("memberships"));
    reload();
}

MembershipEditor::~MembershipEditor() {
    FetchWorker::retire(std::move(m_worker));
}

QString MembershipEditor::message() const {
    return m_message->text();
}

void MembershipEditor::showMessage(const QString& text) {
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void MembershipEditor::updateButtons() {
    const bool writable = !m_conn.isReadOnly() && m_writer && !m_loading;
    m_add->setEnabled(writable && m_availableView->selectionModel()->hasSelection());
    m_remove->setEnabled(writable && m_memberView->selectionModel()->hasSelection());
}

void MembershipEditor::reload() {
    const int generation = ++m_generation;
    m_loading = true;
    updateButtons();
    m_worker->clear();
    QPointer<MembershipEditor> self(this);
    const bool userMode = m_userMode;
    const qint64 id = m_id;
    m_worker->post([self, generation, userMode, id](const DbConnection* conn) {
        QString subject, error;
        QList<Entry> entries;
        if (!conn) {
            error = tr("The memberships could not be read: no connection.");
        } else {
            QSqlQuery q(conn->db());
            const QString subjectSql = userMode ? QStringLiteral("SELECT email, full_name FROM users WHERE id = ?")
                                                : QStringLiteral("SELECT name, NULL FROM groups WHERE id = ?");
            // Everyone of the other side, flagged when already a member: one list each, so no duplicates.
            const QString entriesSql =
                userMode ? QStringLiteral("SELECT g.id, g.name, NULL, CASE WHEN ug.user_id IS NULL THEN 0 ELSE 1 END "
                                          "FROM groups g LEFT JOIN user_groups ug ON ug.group_id = g.id AND "
                                          "ug.user_id = ? ORDER BY g.name, g.id")
                         : QStringLiteral("SELECT u.id, u.email, u.full_name, CASE WHEN ug.group_id IS NULL THEN 0 "
                                          "ELSE 1 END FROM users u LEFT JOIN user_groups ug ON ug.user_id = u.id AND "
                                          "ug.group_id = ? ORDER BY u.email, u.id");
            QString databaseText;
            if (conn->execBound(&q, subjectSql, {id}, &databaseText)) {
                if (q.next())
                    subject = userMode ? userLabel(q.value(0), q.value(1)) : q.value(0).toString();
                else
                    error = userMode ? tr("This user no longer exists.") : tr("This group no longer exists.");
                q.finish();
            }
            if (error.isEmpty() && databaseText.isEmpty() && conn->execBound(&q, entriesSql, {id}, &databaseText)) {
                while (q.next())
                    entries.append(Entry{q.value(0).toLongLong(),
                                         userMode ? q.value(1).toString() : userLabel(q.value(1), q.value(2)),
                                         q.value(3).toInt() == 1});
            }
            if (!databaseText.isEmpty()) {
                qWarning("Reading memberships: %s", qPrintable(databaseText));
                error = tr("The memberships could not be read from the database.");
            }
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
            [self, generation, subject, entries, error] {
                if (self)
                    self->applyLoad(generation, subject, entries, error);
            },
            Qt::QueuedConnection);
    });
}

void MembershipEditor::applyLoad(int generation, const QString& subject, const QList<Entry>& entries,
                                 const QString& error) {
    if (generation != m_generation)
        return;
    m_loading = false;
    m_available->clear();
    m_members->clear();
    if (!error.isEmpty()) {
        showMessage(error);
    } else {
        m_title->setText(m_userMode ? tr("Groups of %1").arg(subject) : tr("Members of the group %1").arg(subject));
        for (const Entry& e : entries) {
            auto* item = new QStandardItem(e.label);
            item->setData(e.id, Qt::UserRole);
            item->setEditable(false);
            (e.member ? m_members : m_available)->appendRow(item);
        }
    }
    updateButtons();
    emit loaded();
}

QList<qint64> MembershipEditor::selectedIds(QListView* view) const {
    QList<qint64> ids;
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    for (const QModelIndex& i : rows)
        ids << i.data(Qt::UserRole).toLongLong();
    return ids;
}

QVariantMap MembershipEditor::keyFor(qint64 other) const {
    return {{QStringLiteral("user_id"), m_userMode ? m_id : other},
            {QStringLiteral("group_id"), m_userMode ? other : m_id}};
}

void MembershipEditor::moveItem(qint64 id, QStandardItemModel* from, QStandardItemModel* to) {
    for (int row = 0; row < from->rowCount(); ++row) {
        if (from->item(row)->data(Qt::UserRole).toLongLong() != id)
            continue;
        to->appendRow(from->takeRow(row));
        return;
    }
}

bool MembershipEditor::addMembers(const QList<qint64>& ids) {
    if (!m_writer)
        return false;
    // Administration is asked for before it is given: the rule of what is sensitive is core's, the question ours.
    QStringList rights;
    for (qint64 id : ids) {
        QStringList granted;
        QString error;
        if (!SensitiveGrants::check(m_conn, ChangeSet::insert(membershipTable, keyFor(id)), &granted, &error)) {
            showMessage(tr("What the membership would grant could not be read, so nothing was added."));
            return false;
        }
        rights << granted;
    }
    if (!rights.isEmpty() && !confirmRights(rights)) {
        showMessage(tr("Nothing was added."));
        return false;
    }
    for (qint64 id : ids) {
        const WriteResult r = m_writer->apply(ChangeSet::insert(membershipTable, keyFor(id)));
        if (!r.ok()) {
            // Someone may have added it meanwhile (the key refuses a second one): show what the database holds.
            showMessage(r.message);
            reload();
            return false;
        }
        moveItem(id, m_available, m_members);
        emit changed();
    }
    showMessage({});
    updateButtons();
    return true;
}

bool MembershipEditor::confirmRights(const QStringList& rights) {
    QMessageBox box(QMessageBox::Warning, tr("Grant administration rights?"),
                    tr("This membership grants more than access to projects:"), QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("sensitiveMembershipConfirm"));
    box.setInformativeText(
        rights.join(QLatin1Char('\n')) +
        tr("\n\nIt takes effect at once, on the platform itself, and is recorded in its audit log."));
    QPushButton* grant = box.addButton(tr("&Grant"), QMessageBox::AcceptRole);
    grant->setObjectName(QStringLiteral("grantButton"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(cancel); // Enter does not make an administrator
    box.exec();
    return box.clickedButton() == grant;
}

bool MembershipEditor::confirmRemoval(const QStringList& rights) {
    QMessageBox box(QMessageBox::Warning, tr("Take away administration rights?"),
                    tr("Removing this membership takes away more than access to projects:"), QMessageBox::NoButton,
                    this);
    box.setObjectName(QStringLiteral("sensitiveRemovalConfirm"));
    box.setInformativeText(
        rights.join(QLatin1Char('\n')) +
        tr("\n\nIt takes effect at once, on the platform itself, and is recorded in its audit log."));
    QPushButton* remove = box.addButton(tr("&Remove"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("removeButton"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(cancel);
    box.exec();
    return box.clickedButton() == remove;
}

bool MembershipEditor::removeMembers(const QList<qint64>& ids) {
    if (!m_writer)
        return false;
    const TableDescriptor& table = *m_conn.catalog().table(membershipTable);
    // Each membership as stored, read first: leaving an admin group is asked for as joining one is, all at once.
    QList<QPair<qint64, QVariantMap>> rows;
    for (qint64 id : ids) {
        const QVariantMap key = keyFor(id);
        QVariantMap row;
        bool found = false;
        QString error;
        // One row by its key: small enough for this connection.
        if (!RowStore(m_conn, table)
                 .fetch({key.value(QStringLiteral("user_id")), key.value(QStringLiteral("group_id"))}, &row, &found,
                        &error)) {
            showMessage(tr("The membership could not be read, so it was not removed."));
            return false;
        }
        if (!found) {
            showMessage(tr("Someone else removed this membership meanwhile; the lists were reloaded."));
            reload();
            return false;
        }
        rows.append({id, row});
    }
    QList<ChangeSet> removals;
    for (const auto& entry : std::as_const(rows))
        removals << ChangeSet::remove(membershipTable, entry.second);
    QStringList lost;
    QString error;
    if (!SensitiveGrants::checkRemovals(m_conn, removals, &lost, nullptr, &error)) {
        showMessage(tr("What the removal would take away could not be read, so nothing was removed."));
        return false;
    }
    if (!lost.isEmpty() && !confirmRemoval(lost)) {
        showMessage(tr("Nothing was removed."));
        return false;
    }
    // All of them or none, in one transaction: the write path refuses what would leave no active administrator
    // (RowWriter's rule, whichever way it is reached), and then nothing is removed.
    WriteResult failure;
    if (m_writer->applyAll(removals, &failure).size() != removals.size()) {
        if (failure.outcome == WriteResult::Outcome::Invalid) {
            QMessageBox box(QMessageBox::Warning, tr("Not removed"), failure.message, QMessageBox::Close, this);
            box.setObjectName(QStringLiteral("removalRefused"));
            box.exec();
            showMessage(tr("Nothing was removed."));
            return false;
        }
        const bool conflict = failure.outcome == WriteResult::Outcome::Conflict;
        showMessage(conflict ? tr("%1 The lists were reloaded.").arg(failure.message) : failure.message);
        reload();
        return false;
    }
    for (const auto& entry : std::as_const(rows))
        moveItem(entry.first, m_members, m_available);
    emit changed();
    showMessage({});
    updateButtons();
    return true;
}

} // namespace metadesk
