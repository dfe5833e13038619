#pragma once

#include <QDialog>

class QStandardItemModel;
class QTableView;

namespace metadesk {

class ChangeJournal;

/// Shows the local change journal (Holotable's substitute for an audit table), newest first, and exports it as JSON.
class ChangeJournalDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChangeJournalDialog(const ChangeJournal& journal, QWidget* parent = nullptr);

    QStandardItemModel* model() const { return m_model; }
    bool exportTo(const QString& file, QString* error) const;

private:
    void exportInteractively();

    const ChangeJournal& m_journal;
    QStandardItemModel* m_model = nullptr;
    QTableView* m_view = nullptr;
};

} // namespace metadesk
