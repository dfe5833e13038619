#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QDialog>

#include <memory>

class QFormLayout;
class QLabel;
class QPushButton;

namespace metadesk {

class DbConnection;
class DeleteDatasource;
struct TableDescriptor;

/// The Delete of a row of Tabularia's datasources: lists everything core's DeleteDatasource would do first — where the
/// datasource comes from (a dangling snapshot_run_id as a warning), the runs detached, the contract rows removed and
/// the objects queued, with counts and ids — and deletes only on "Delete". A conflict (something that refers to it
/// changed meanwhile) writes nothing: the dialog says so and shows the plan read again. Refused on a read-only
/// connection, with the reason, and when the plan is (a saved view shows the datasource).
class DatasourceDeleteDialog : public QDialog {
    Q_OBJECT
public:
    DatasourceDeleteDialog(const DbConnection& connection, qint64 id, QWidget* parent = nullptr);
    ~DatasourceDeleteDialog() override;

    /// Whether the Delete of a row of `table` goes through this dialog instead of the generic delete.
    static bool handles(const TableDescriptor& table);

    const OperationPlan& plan() const { return m_plan; }
    /// Deletes as planned; closes the dialog (accepted) when written, else says why and reads the plan again.
    bool deleteNow();
    /// A Delete was refused or conflicted and the plan read again: the rows behind the grid may have moved.
    bool readAgain() const { return m_readAgain; }

private:
    /// Reads the plan and fills the dialog from it.
    void replan();

    const DbConnection& m_conn;
    qint64 m_id;
    std::unique_ptr<RowWriter> m_writer;
    std::unique_ptr<DeleteDatasource> m_operation;
    OperationPlan m_plan;
    QLabel* m_heading = nullptr;
    QLabel* m_origin = nullptr;
    QLabel* m_warnings = nullptr;
    QFormLayout* m_counts = nullptr;
    QLabel* m_sentences = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_delete = nullptr;
    bool m_readAgain = false;
};

} // namespace metadesk
