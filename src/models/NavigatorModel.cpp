#include "NavigatorModel.h"

#include "FetchWorker.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/query/TableQuery.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPointer>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

namespace {
/// `SELECT count(*)` of a table the database itself listed; -1 and `error` when it fails.
qint64 countRows(const DbConnection& conn, const QString& table, QString* error) {
    QSqlQuery q(conn.db());
    q.setForwardOnly(true);
    // The name is one the database itself listed (an "Other table" too): quoted here, doubling any quote, never left
    // to the driver (which passes a name already in quotes through).
    QString quoted = table;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    if (q.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(quoted)) && q.next())
        return q.value(0).toLongLong();
    *error = sqlErrorText(q.lastError());
    return -1;
}
} // namespace

int NavigatorModel::Node::row() const {
    if (!parent)
        return 0;
    for (size_t i = 0; i < parent->children.size(); ++i)
        if (parent->children[i].get() == this)
            return int(i);
    return 0;
}

NavigatorModel::NavigatorModel(QObject* parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>()) {}

NavigatorModel::~NavigatorModel() {
    FetchWorker::retire(std::move(m_worker));
}

void NavigatorModel::clear() {
    beginResetModel();
    ++m_generation;
    m_liveGeneration->store(m_generation);
    m_root = std::make_unique<Node>();
    m_pendingCounts = 0;
    m_widestEstimate = -1;
    FetchWorker::retire(std::move(m_worker));
    endResetModel();
}

void NavigatorModel::load(const DatabaseUrl& url, bool readOnly, const QList<SchemaStatus>& statuses,
                          const std::shared_ptr<const Catalog>& catalog) {
    clear();
    m_url = url;
    m_readOnly = readOnly;
    beginResetModel();
    const auto addTables = [](Node* parent, const QList<TableDescriptor>& tables) {
        Node* section = nullptr;
        for (const TableDescriptor& t : tables) {
            if (!section || section->label != t.section) {
                auto s = std::make_unique<Node>();
                s->kind = Node::Section;
                s->label = t.section;
                s->parent = parent;
                section = s.get();
                parent->children.push_back(std::move(s));
            }
            auto table = std::make_unique<Node>();
            table->kind = Node::Table;
            table->label = t.label;
            table->table = t.name;
            table->tooltip = t.name + QStringLiteral(" — ") + t.summary;
            table->parent = section;
            section->children.push_back(std::move(table));
        }
    };
    for (const SchemaStatus& status : statuses) {
        if (!status.isPresent() || !catalog)
            continue;
        auto platform = std::make_unique<Node>();
        platform->kind = Node::Platform;
        platform->label = platforms::displayName(status.platform);
        platform->tooltip = status.summary();
        platform->parent = m_root.get();
        addTables(platform.get(), catalog->tables(status.platform));
        m_root->children.push_back(std::move(platform));
    }
    // Whatever else the database holds is listed too, read-only: a generic browser never hides a table.
    const QList<TableDescriptor> others = catalog ? catalog->otherTables() : QList<TableDescriptor>();
    if (!others.isEmpty()) {
        auto group = std::make_unique<Node>();
        group->kind = Node::Platform;
        group->label = Catalog::otherTablesSection();
        group->tooltip = tr("Tables Metadesk does not describe: shown as the database has them, read-only.");
        group->parent = m_root.get();
        for (const TableDescriptor& t : others) {
            auto table = std::make_unique<Node>();
            table->kind = Node::Table;
            table->label = t.label;
            table->table = t.name;
            table->tooltip = t.summary;
            table->parent = group.get();
            group->children.push_back(std::move(table));
        }
        m_root->children.push_back(std::move(group));
    }
    endResetModel();
    m_worker = std::make_unique<FetchWorker>(url, readOnly, QStringLiteral("navigator"));
    // The counts run below the window's threads: at start-up the first rows of a table come first (SQLite counts ten
    // million rows on this thread, in its process).
    m_worker->setBackground();
    refreshCounts();
}

void NavigatorModel::refreshCounts() {
    if (!m_worker)
        return;
    ++m_generation;
    m_liveGeneration->store(m_generation);
    m_worker->clear();
    QStringList tables;
    std::function<void(Node*)> visit = [&](Node* node) {
        if (node->kind == Node::Table)
            tables << node->table;
        for (auto& child : node->children)
            visit(child.get());
    };
    visit(m_root.get());
    m_pendingCounts = int(tables.size());
    if (tables.isEmpty())
        return;
    // One pass: the statistics' estimates first (one statement), then the counts, the smallest tables first, so that
    // one of ten million rows (80 ms on SQLite) is not what every table listed after it waits for; a table without
    // statistics counts as small (on PostgreSQL: never analysed, so new).
    const int generation = m_generation;
    const auto live = m_liveGeneration;
    const TableQuery::Statement estimates = TableQuery::estimates(m_url.isSqlite());
    QPointer<NavigatorModel> self(this);
    m_worker->post(
        [self, generation, live, tables, estimates](const DbConnection* conn) {
            QHash<QString, qint64> estimated;
            if (conn && live->load() == generation) {
                QSqlQuery q(conn->db());
                q.setForwardOnly(true);
                if (q.exec(estimates.sql)) // no statistics is no error
                    while (q.next())
                        estimated.insert(q.value(0).toString(), q.value(1).toLongLong());
            }
            qint64 widest = -1;
            for (const QString& table : tables)
                widest = qMax(widest, estimated.value(table, -1));
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
                [self, generation, widest]() {
                    if (self)
                        self->applyEstimates(generation, widest);
                },
                Qt::QueuedConnection);
            QStringList order = tables;
            std::stable_sort(order.begin(), order.end(), [&estimated](const QString& a, const QString& b) {
                return estimated.value(a, -1) < estimated.value(b, -1);
            });
            for (const QString& table : std::as_const(order)) {
                if (live->load() != generation)
                    return; // asked anew: that pass counts them
                countOn(conn, self, generation, table);
            }
        },
        -1, false);
}

void NavigatorModel::refreshCounts(const QStringList& tables) {
    if (!m_worker)
        return;
    // Counted after whatever is queued (the one worker answers in order), so a full count under way still lands and
    // these answers, newer, land after it. The old figure stays shown meanwhile.
    for (const QString& table : tables)
        if (indexOfTable(table).isValid())
            count(table);
}

void NavigatorModel::count(const QString& table) {
    ++m_pendingCounts;
    const int generation = m_generation;
    QPointer<NavigatorModel> self(this);
    m_worker->post([self, generation, table](const DbConnection* conn) { countOn(conn, self, generation, table); }, -1,
                   false);
}

void NavigatorModel::countOn(const DbConnection* conn, const QPointer<NavigatorModel>& self, int generation,
                             const QString& table) {
    QString error = conn ? QString() : QObject::tr("No connection for counting.");
    const qint64 rows = conn ? countRows(*conn, table, &error) : -1;
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
        [self, generation, table, rows, error]() {
            if (self)
                self->applyCount(generation, table, rows, error);
        },
        Qt::QueuedConnection);
}

void NavigatorModel::applyCount(int generation, const QString& table, qint64 rows, const QString& error) {
    if (generation != m_generation)
        return;
    const QModelIndex at = indexOfTable(table);
    if (Node* node = nodeOf(at)) {
        node->rows = rows;
        node->error = error;
        emit dataChanged(at.siblingAtColumn(NameColumn), at.siblingAtColumn(RowsColumn));
    }
    if (--m_pendingCounts == 0) {
        m_widestEstimate = -1; // the counts are in: the column fits them
        emit countsFinished();
    }
}

void NavigatorModel::applyEstimates(int generation, qint64 widest) {
    if (generation != m_generation || m_pendingCounts == 0)
        return;
    m_widestEstimate = widest;
    emit estimatesKnown();
}

QString NavigatorModel::widestEstimateText() const {
    return m_widestEstimate >= 0 ? QLocale().toString(m_widestEstimate) : QString();
}

QModelIndex NavigatorModel::indexOfTable(const QString& table) const {
    // Platform tables sit under a section; the other tables directly under their group.
    std::function<QModelIndex(const Node*)> find = [&](const Node* node) -> QModelIndex {
        for (size_t i = 0; i < node->children.size(); ++i) {
            Node* child = node->children[i].get();
            if (child->kind == Node::Table && child->table == table)
                return createIndex(int(i), 0, child);
            const QModelIndex found = find(child);
            if (found.isValid())
                return found;
        }
        return {};
    };
    return find(m_root.get());
}

qint64 NavigatorModel::rowCountOf(const QString& table) const {
    const Node* node = nodeOf(indexOfTable(table));
    return node ? node->rows : -1;
}

int NavigatorModel::tableCount() const {
    std::function<int(const Node*)> count = [&count](const Node* node) {
        int n = node->kind == Node::Table ? 1 : 0;
        for (const auto& child : node->children)
            n += count(child.get());
        return n;
    };
    return count(m_root.get());
}

NavigatorModel::Node* NavigatorModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : nullptr;
}

QModelIndex NavigatorModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    Node* p = parent.isValid() ? nodeOf(parent) : m_root.get();
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex NavigatorModel::parent(const QModelIndex& child) const {
    Node* node = nodeOf(child);
    if (!node || !node->parent || node->parent == m_root.get())
        return {};
    return createIndex(node->parent->row(), 0, node->parent);
}

int NavigatorModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const Node* p = parent.isValid() ? nodeOf(parent) : m_root.get();
    return int(p->children.size());
}

int NavigatorModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant NavigatorModel::data(const QModelIndex& index, int role) const {
    const Node* node = nodeOf(index);
    if (!node)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return node->label;
        if (node->kind == Node::Table)
            return node->rows >= 0 ? QLocale().toString(node->rows)
                                   : (node->error.isEmpty() ? QStringLiteral("…") : tr("error"));
        return {};
    case Qt::ToolTipRole:
        return node->error.isEmpty() ? node->tooltip : node->error;
    case Qt::TextAlignmentRole:
        if (index.column() == RowsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TableNameRole:
        return node->table;
    case RowCountRole:
        return node->rows;
    case SearchRole:
        // Sections and platforms match through their tables (the proxy filters recursively).
        return node->kind == Node::Table ? node->label + QLatin1Char(' ') + node->table : QString();
    case Qt::AccessibleTextRole:
        return node->kind == Node::Table ? tr("%1, %2 rows").arg(node->label).arg(node->rows) : node->label;
    default:
        return {};
    }
}

QVariant NavigatorModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Table") : tr("Rows");
}

Qt::ItemFlags NavigatorModel::flags(const QModelIndex& index) const {
    const Node* node = nodeOf(index);
    if (!node)
        return Qt::NoItemFlags;
    return node->kind == Node::Table ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren
                                     : Qt::ItemIsEnabled;
}

} // namespace metadesk
