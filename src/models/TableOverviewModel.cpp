#include "TableOverviewModel.h"

#include "core/db/DbConnection.h"

#include <QLocale>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <atomic>

namespace metadesk {

TableOverviewModel::TableOverviewModel(QObject* parent) : QAbstractTableModel(parent) {}

TableOverviewModel::~TableOverviewModel() {
    stopWorker();
}

void TableOverviewModel::stopWorker() {
    if (!m_worker)
        return;
    if (m_cancel)
        m_cancel->store(true);
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
}

void TableOverviewModel::load(const DatabaseUrl& url, bool readOnly, const QList<SchemaStatus>& statuses) {
    stopWorker();
    beginResetModel();
    m_entries.clear();
    for (const SchemaStatus& s : statuses) {
        if (!s.isPresent())
            continue;
        for (const QString& t : platforms::tables(s.platform))
            m_entries.append({s.platform, t, -1, {}});
    }
    endResetModel();

    QStringList tables;
    for (const Entry& e : m_entries)
        tables << e.table;
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    QPointer<TableOverviewModel> self(this);
    m_worker = QThread::create([url, readOnly, tables, cancel, self]() {
        DbConnection::Options options;
        options.readOnly = readOnly;
        options.purpose = QStringLiteral("counts");
        QString error;
        auto conn = DbConnection::open(url, options, &error);
        for (const QString& table : tables) {
            if (cancel->load())
                return;
            qint64 count = -1;
            QString tableError = error;
            if (conn) {
                QSqlQuery q(conn->db());
                q.setForwardOnly(true);
                // Table names come from the catalog constants in core, never from input.
                if (q.exec(QStringLiteral("SELECT count(*) FROM ") +
                           conn->db().driver()->escapeIdentifier(table, QSqlDriver::TableName)) &&
                    q.next())
                    count = q.value(0).toLongLong();
                else
                    tableError = q.lastError().text();
            }
            QMetaObject::invokeMethod(
                self.data(),
                [self, table, count, tableError]() {
                    if (self)
                        self->applyCount(table, count, tableError);
                },
                Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(
            self.data(),
            [self]() {
                if (self)
                    emit self->countingFinished();
            },
            Qt::QueuedConnection);
    });
    m_worker->start();
}

void TableOverviewModel::applyCount(const QString& table, qint64 count, const QString& error) {
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).table != table)
            continue;
        m_entries[i].rows = count;
        m_entries[i].error = error;
        emit dataChanged(index(i, RowsColumn), index(i, RowsColumn));
        if (count < 0)
            emit countFailed(table, error);
    }
}

qint64 TableOverviewModel::rowCountOf(const QString& table) const {
    for (const Entry& e : m_entries)
        if (e.table == table)
            return e.rows;
    return -1;
}

bool TableOverviewModel::isCounting() const {
    return m_worker && !m_worker->isFinished();
}

int TableOverviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_entries.size());
}

int TableOverviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TableOverviewModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PlatformColumn:
            return platforms::displayName(e.platform);
        case TableColumn:
            return e.table;
        case RowsColumn:
            if (e.rows >= 0)
                return QLocale().toString(e.rows);
            return e.error.isEmpty() ? tr("counting…") : tr("error");
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == RowsColumn && !e.error.isEmpty())
            return e.error;
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == RowsColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case RowCountRole:
        return e.rows;
    case TableNameRole:
        return e.table;
    }
    return {};
}

QVariant TableOverviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PlatformColumn:
        return tr("Platform");
    case TableColumn:
        return tr("Table");
    case RowsColumn:
        return tr("Rows");
    }
    return {};
}

} // namespace metadesk
