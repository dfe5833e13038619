#pragma once

#include "core/edit/ChangeJournal.h"

#include <QDialog>

class QStandardItemModel;
class QTableView;

namespace metadesk {

/// Shows the local change journal (Holotable's substitute for an audit table before its migration 012), newest first,
/// and exports it as JSON; its first sentence says where this database's changes are recorded.
class ChangeJournalDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChangeJournalDialog(const ChangeJournal& journal, QWidget* parent = nullptr);

    QStandardItemModel* model() const { return m_model; }
    bool exportTo(const QString& file, QString* error) const;
    /// Where the changes of a database with this coverage go, and what the journal of `entries` lines holds.
    static QString introText(const ChangeJournal::Coverage& coverage, int entries);

private:
    void exportInteractively();

    const ChangeJournal& m_journal;
    QStandardItemModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace metadesk
