#include "MigrationListModel.h"
#include "core/settings/TimeDisplay.h"
#include "gui/style/Theme.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>

namespace metadesk {

MigrationListModel::MigrationListModel(QObject* parent) : QAbstractTableModel(parent) {}

void MigrationListModel::setRecords(const QList<MigrationRecord>& records) {
    beginResetModel();
    m_records = records;
    endResetModel();
}

const MigrationRecord* MigrationListModel::recordAt(int row) const {
    return row >= 0 && row < m_records.size() ? &m_records.at(row) : nullptr;
}

int MigrationListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_records.size());
}

int MigrationListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString MigrationListModel::stateText(MigrationRecord::State state) {
    switch (state) {
    case MigrationRecord::State::Applied:
        return tr("applied");
    case MigrationRecord::State::Pending:
        return tr("pending");
    case MigrationRecord::State::Modified:
        return tr("DRIFT");
    case MigrationRecord::State::Unknown:
        return tr("UNKNOWN");
    }
    return {};
}

QVariant MigrationListModel::data(const QModelIndex& index, int role) const {
    const MigrationRecord* r = index.isValid() ? recordAt(index.row()) : nullptr;
    if (!r)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case StateColumn:
            return r->uncertain ? tr("unknown") : stateText(r->state);
        case MigrationColumn:
            return r->description;
        case AppliedColumn:
            if (!r->isApplied())
                return QString();
            if (!r->historyRecorded)
                return tr("not recorded");
            return r->appliedAt.isValid() ? timedisplay::text(r->appliedAt) : tr("not recorded");
        }
        return {};
    case Qt::ToolTipRole:
        if (r->isDrift())
            return r->drift;
        if (!r->driftUnchecked.isEmpty())
            return tr("The live schema was not compared with the migrations': %1").arg(r->driftUnchecked);
        if (r->uncertain)
            return tr("The database is at a revision this Metadesk does not know: whether this migration ran cannot "
                      "be told.");
        if (!r->hasRollback)
            return tr("No rollback: %1").arg(r->noRollbackReason);
        return {};
    case Qt::ForegroundRole:
        if (r->isDrift())
            return QBrush(theme::toneColour(theme::Tone::Bad, QGuiApplication::palette()));
        if (r->state == MigrationRecord::State::Pending)
            return QBrush(QGuiApplication::palette().color(QPalette::Link));
        return {};
    case Qt::FontRole:
        if (r->isDrift()) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case IdRole:
        return r->id;
    case DriftRole:
        return r->drift;
    case PendingRole:
        return r->state == MigrationRecord::State::Pending;
    }
    return {};
}

QVariant MigrationListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StateColumn:
        return tr("State");
    case MigrationColumn:
        return tr("Migration");
    case AppliedColumn:
        return tr("Applied");
    }
    return {};
}

} // namespace metadesk
