#include "ProjectTreeModel.h"

#include "FetchWorker.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <QPointer>
#include <QSqlQuery>

#include <algorithm>
#include <functional>

namespace metadesk {

namespace {

const QString projectsTable = QStringLiteral("projects");

bool sameParent(const QVariant& a, const QVariant& b) {
    if (a.isNull() || b.isNull())
        return a.isNull() == b.isNull();
    return a.toLongLong() == b.toLongLong();
}

/// A parent id in the model's form: qint64, or a null QVariant for the top level.
QVariant parentValue(const QVariant& v) {
    return v.isNull() || !v.isValid() ? QVariant() : QVariant(v.toLongLong());
}

} // namespace

int ProjectTreeModel::Node::row() const {
    if (!parent)
        return 0;
    for (size_t i = 0; i < parent->children.size(); ++i)
        if (parent->children[i].get() == this)
            return int(i);
    return 0;
}

ProjectTreeModel::ProjectTreeModel(QObject* parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>()) {}

ProjectTreeModel::~ProjectTreeModel() {
    FetchWorker::retire(std::move(m_worker));
}

void ProjectTreeModel::setWriter(const DbConnection* connection, RowWriter* writer) {
    m_conn = connection;
    m_writer = writer;
}

void ProjectTreeModel::load(const DatabaseUrl& url, bool readOnly) {
    FetchWorker::retire(std::move(m_worker));
    m_worker = std::make_unique<FetchWorker>(url, readOnly, QStringLiteral("project-tree"));
    reload();
}

void ProjectTreeModel::reload() {
    if (!m_worker)
        return;
    m_worker->clear();
    const int generation = ++m_generation;
    m_loading = true;
    QPointer<ProjectTreeModel> self(this);
    m_worker->post([self, generation](const DbConnection* conn) {
        QList<Row> rows;
        QString error = conn ? QString() : tr("The project tree could not open its own connection to the database.");
        if (conn) {
            QSqlQuery q(conn->db());
            QString databaseText;
            if (conn->execBound(&q, QStringLiteral("SELECT id, parent_id, name, description FROM projects ORDER BY id"),
                                {}, &databaseText)) {
                while (q.next())
                    rows.append(Row{q.value(0).toLongLong(), parentValue(q.value(1)), q.value(2).toString(),
                                    q.value(3).toString()});
            } else {
                qWarning("Reading the project tree: %s", qPrintable(databaseText));
                error = tr("The projects could not be read from the database.");
            }
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
            [self, generation, rows, error]() {
                if (self)
                    self->applyLoad(generation, rows, error);
            },
            Qt::QueuedConnection);
    });
}

void ProjectTreeModel::applyLoad(int generation, const QList<Row>& rows, const QString& error) {
    if (generation != m_generation)
        return;
    m_loading = false;
    if (!error.isEmpty()) {
        emit loadFailed(error);
        return;
    }
    beginResetModel();
    m_root = std::make_unique<Node>();
    m_byId.clear();
    std::unordered_map<qint64, std::unique_ptr<Node>> pending;
    for (const Row& r : rows) {
        auto node = std::make_unique<Node>();
        node->id = r.id;
        node->parentId = r.parentId;
        node->name = r.name;
        node->description = r.description;
        m_byId[r.id] = node.get();
        pending[r.id] = std::move(node);
    }
    // Attach from the top down, so a project in a cycle or under a missing parent (neither can be written through
    // Metadesk, but a database may hold one) is still shown, at the top level.
    std::unordered_map<qint64, std::vector<qint64>> childrenOf;
    std::vector<qint64> tops;
    for (const Row& r : rows) {
        if (r.parentId.isNull() || !m_byId.count(r.parentId.toLongLong()))
            tops.push_back(r.id);
        else
            childrenOf[r.parentId.toLongLong()].push_back(r.id);
    }
    std::function<void(Node*, qint64)> attach = [&](Node* parent, qint64 id) {
        auto it = pending.find(id);
        if (it == pending.end())
            return;
        Node* node = it->second.get();
        node->parent = parent;
        parent->children.push_back(std::move(it->second));
        pending.erase(it);
        for (qint64 child : childrenOf[id])
            attach(node, child);
    };
    for (qint64 id : tops)
        attach(m_root.get(), id);
    for (const Row& r : rows) // what is left lies in a cycle
        if (pending.count(r.id))
            attach(m_root.get(), r.id);
    std::function<void(Node*)> sortChildren = [&](Node* node) {
        std::sort(node->children.begin(), node->children.end(), [](const auto& a, const auto& b) {
            const int c = a->name.compare(b->name, Qt::CaseInsensitive);
            return c != 0 ? c < 0 : a->id < b->id;
        });
        for (auto& child : node->children)
            sortChildren(child.get());
    };
    sortChildren(m_root.get());
    endResetModel();
    emit loaded();
}

ProjectTreeModel::Node* ProjectTreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : m_root.get();
}

QModelIndex ProjectTreeModel::indexOf(const Node* node, int column) const {
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row(), column, const_cast<Node*>(node));
}

QModelIndex ProjectTreeModel::indexOfProject(qint64 id, int column) const {
    const auto it = m_byId.find(id);
    return it == m_byId.end() ? QModelIndex() : indexOf(it->second, column);
}

bool ProjectTreeModel::isWithin(qint64 id, qint64 ancestor) const {
    const auto it = m_byId.find(id);
    for (const Node* n = it == m_byId.end() ? nullptr : it->second; n && n != m_root.get(); n = n->parent)
        if (n->id == ancestor)
            return true;
    return false;
}

QModelIndex ProjectTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const Node* p = nodeOf(parent);
    if (parent.isValid() && parent.column() != NameColumn)
        return {};
    if (row >= int(p->children.size()))
        return {};
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex ProjectTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int ProjectTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != NameColumn)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int ProjectTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant ProjectTreeModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const Node* n = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? n->name : n->description.section(QLatin1Char('\n'), 0, 0);
    case Qt::ToolTipRole:
        return n->description.isEmpty() ? tr("Project #%1").arg(n->id)
                                        : tr("Project #%1: %2").arg(n->id).arg(n->description);
    case ProjectIdRole:
        return n->id;
    case ParentIdRole:
        return n->parentId;
    default:
        return {};
    }
}

QVariant ProjectTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Project") : section == DescriptionColumn ? tr("Description") : QVariant();
}

Qt::ItemFlags ProjectTreeModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::ItemIsDropEnabled; // dropping on the empty area moves to the top level
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
}

QStringList ProjectTreeModel::mimeTypes() const {
    return {mimeType()};
}

QMimeData* ProjectTreeModel::mimeData(const QModelIndexList& indexes) const {
    QList<qint64> ids;
    for (const QModelIndex& i : indexes) {
        if (!i.isValid())
            continue;
        const qint64 id = nodeOf(i)->id;
        if (!ids.contains(id))
            ids << id;
    }
    if (ids.isEmpty())
        return nullptr;
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << ids;
    auto* mime = new QMimeData;
    mime->setData(mimeType(), bytes);
    return mime;
}

QList<qint64> ProjectTreeModel::idsFrom(const QMimeData* data) {
    QList<qint64> ids;
    if (!data || !data->hasFormat(mimeType()))
        return ids;
    QDataStream in(data->data(mimeType()));
    in >> ids;
    if (in.status() != QDataStream::Ok)
        return {};
    return ids;
}

Qt::DropActions ProjectTreeModel::supportedDropActions() const {
    return Qt::MoveAction;
}

Qt::DropActions ProjectTreeModel::supportedDragActions() const {
    return Qt::MoveAction;
}

bool ProjectTreeModel::canDropMimeData(const QMimeData* data, Qt::DropAction action, int, int,
                                       const QModelIndex& parent) const {
    if (action != Qt::MoveAction)
        return false;
    const QList<qint64> ids = idsFrom(data);
    if (ids.isEmpty())
        return false;
    // Offer no drop into a project's own subtree; dropMimeData still asks the rules.
    if (parent.isValid()) {
        const qint64 target = nodeOf(parent)->id;
        for (qint64 id : ids)
            if (isWithin(target, id))
                return false;
    }
    return true;
}

bool ProjectTreeModel::dropMimeData(const QMimeData* data, Qt::DropAction action, int, int, const QModelIndex& parent) {
    if (action != Qt::MoveAction)
        return false;
    const QList<qint64> ids = idsFrom(data);
    if (ids.isEmpty())
        return false;
    const QVariant target = parent.isValid() ? QVariant(nodeOf(parent)->id) : QVariant();
    bool all = true;
    for (qint64 id : ids) {
        QString message;
        if (!moveProject(id, target, &message)) {
            all = false;
            emit writeRefused(message);
            break; // the tree may have reloaded: the remaining ids are asked again by a new drag
        }
    }
    return all;
}

int ProjectTreeModel::insertPosition(const Node* parent, const QString& name, qint64 id) {
    int row = 0;
    for (const auto& child : parent->children) {
        const int c = child->name.compare(name, Qt::CaseInsensitive);
        if (c > 0 || (c == 0 && child->id > id))
            break;
        ++row;
    }
    return row;
}

bool ProjectTreeModel::refuse(const QString& message, QString* out, bool reloadTree) {
    if (out)
        *out = message;
    if (reloadTree)
        reload();
    return false;
}

bool ProjectTreeModel::currentRow(qint64 id, QVariantMap* row, QString* message) {
    const TableDescriptor* t = m_conn->catalog().table(projectsTable);
    bool found = false;
    QString error;
    if (!RowStore(*m_conn, *t).fetch({id}, row, &found, &error))
        return refuse(tr("The project could not be read from the database, so nothing was changed."), message, false);
    if (!found)
        return refuse(tr("Someone else deleted this project since the tree was loaded; the tree was reloaded."),
                      message, true);
    const auto it = m_byId.find(id);
    if (it != m_byId.end() && !sameParent(row->value(QStringLiteral("parent_id")), it->second->parentId))
        return refuse(tr("Someone else moved this project since the tree was loaded; the tree was reloaded."), message,
                      true);
    return true;
}

bool ProjectTreeModel::createProject(const QVariant& parent, const QString& name, const QString& description,
                                     qint64* newId, QString* message) {
    if (!m_writer || !m_conn)
        return refuse(tr("The project tree has no connection to write to."), message, false);
    Node* parentNode = m_root.get();
    if (!parent.isNull()) {
        const auto it = m_byId.find(parent.toLongLong());
        if (it == m_byId.end())
            return refuse(tr("The parent project is not in the tree any more."), message, true);
        parentNode = it->second;
    }
    QVariantMap values{{QStringLiteral("name"), name.trimmed()},
                       {QStringLiteral("description"), description.trimmed().isEmpty() ? QVariant() : description},
                       {QStringLiteral("parent_id"), parentValue(parent)}};
    const WriteResult r = m_writer->apply(ChangeSet::insert(projectsTable, values));
    if (!r.ok())
        return refuse(r.message, message, r.outcome == WriteResult::Outcome::Conflict);
    const qint64 id = r.key.value(0).toLongLong();
    auto node = std::make_unique<Node>();
    node->id = id;
    node->parentId = parentValue(parent);
    node->name = r.after.value(QStringLiteral("name")).toString();
    node->description = r.after.value(QStringLiteral("description")).toString();
    node->parent = parentNode;
    const int row = insertPosition(parentNode, node->name, id);
    beginInsertRows(indexOf(parentNode), row, row);
    m_byId[id] = node.get();
    parentNode->children.insert(parentNode->children.begin() + row, std::move(node));
    endInsertRows();
    if (newId)
        *newId = id;
    emit changed();
    return true;
}

bool ProjectTreeModel::moveProject(qint64 id, const QVariant& newParent, QString* message) {
    if (!m_writer || !m_conn)
        return refuse(tr("The project tree has no connection to write to."), message, false);
    const auto it = m_byId.find(id);
    if (it == m_byId.end())
        return refuse(tr("That project is not in the tree any more."), message, true);
    Node* node = it->second;
    const QVariant target = parentValue(newParent);
    if (sameParent(node->parentId, target))
        return true;
    Node* targetNode = m_root.get();
    if (!target.isNull()) {
        const auto t = m_byId.find(target.toLongLong());
        if (t == m_byId.end())
            return refuse(tr("The chosen parent project is not in the tree any more."), message, true);
        targetNode = t->second;
    }
    QVariantMap row;
    if (!currentRow(id, &row, message))
        return false;
    const WriteResult r =
        m_writer->apply(ChangeSet::update(projectsTable, row, {{QStringLiteral("parent_id"), target}}));
    if (!r.ok()) {
        const bool conflict = r.outcome == WriteResult::Outcome::Conflict;
        return refuse(conflict ? tr("%1 The tree was reloaded.").arg(r.message) : r.message, message, conflict);
    }
    Node* from = node->parent;
    const int fromRow = node->row();
    const int toRow = insertPosition(targetNode, node->name, node->id);
    if (!beginMoveRows(indexOf(from), fromRow, fromRow, indexOf(targetNode), toRow)) {
        reload(); // the tree did not show what the database holds
        emit changed();
        return true;
    }
    std::unique_ptr<Node> owned = std::move(from->children[size_t(fromRow)]);
    from->children.erase(from->children.begin() + fromRow);
    owned->parent = targetNode;
    owned->parentId = target;
    targetNode->children.insert(targetNode->children.begin() + toRow, std::move(owned));
    endMoveRows();
    emit changed();
    return true;
}

bool ProjectTreeModel::deleteProject(qint64 id, QString* message) {
    if (!m_writer || !m_conn)
        return refuse(tr("The project tree has no connection to write to."), message, false);
    const auto it = m_byId.find(id);
    if (it == m_byId.end())
        return refuse(tr("That project is not in the tree any more."), message, true);
    QVariantMap row;
    if (!currentRow(id, &row, message))
        return false;
    const WriteResult r = m_writer->apply(ChangeSet::remove(projectsTable, row));
    if (!r.ok()) {
        const bool conflict = r.outcome == WriteResult::Outcome::Conflict;
        return refuse(conflict ? tr("%1 The tree was reloaded.").arg(r.message) : r.message, message, conflict);
    }
    Node* node = it->second;
    if (!node->children.empty()) { // the database held none, so the tree was stale
        reload();
        emit changed();
        return true;
    }
    Node* parent = node->parent;
    const int rowIndex = node->row();
    beginRemoveRows(indexOf(parent), rowIndex, rowIndex);
    m_byId.erase(it);
    parent->children.erase(parent->children.begin() + rowIndex);
    endRemoveRows();
    emit changed();
    return true;
}

} // namespace metadesk
