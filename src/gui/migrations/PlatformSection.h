#pragma once

#include "PlatformMigrations.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace metadesk {

class MigrationListModel;

/// One platform in the migration panel: its revision, applied and pending migrations (drift in red; a database whose
/// revision is merely not recorded in amber, said once), what the pending
/// migrations do to the data there now (the lint's findings), the SQL of the selected or pending migrations, and the
/// Apply / Roll back / Baseline actions.
class PlatformSection : public QGroupBox {
    Q_OBJECT
public:
    PlatformSection(Platform platform, QWidget* parent = nullptr);

    Platform platform() const { return m_platform; }
    void setData(const PlatformMigrations& data);
    const PlatformMigrations& data() const { return m_data; }
    /// Turns the actions off (a read-only connection, or work in progress), with the reason as their tooltip.
    void setActionsEnabled(bool enabled, const QString& reason = {});

    /// The SQL that "Apply pending" runs, and that "Roll back last" runs.
    QString pendingSql() const;
    QString rollbackSql() const;
    /// The migration "Roll back last" would undo, or null.
    const Migration* lastApplied() const;
    QString selectedStampRevision() const;
    MigrationListModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }

signals:
    void applyRequested(metadesk::Platform platform);
    void rollBackRequested(metadesk::Platform platform);
    void stampRequested(metadesk::Platform platform, const QString& revision);

private:
    void showSelectedSql();
    void updateButtons();

    Platform m_platform;
    PlatformMigrations m_data;
    bool m_enabled = true;
    QString m_reason;
    QLabel* m_revision = nullptr;
    QLabel* m_state = nullptr;
    QLabel* m_drift = nullptr;
    QLabel* m_lint = nullptr;
    MigrationListModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_sqlTitle = nullptr;
    QPlainTextEdit* m_sql = nullptr;
    QPushButton* m_apply = nullptr;
    QPushButton* m_rollBack = nullptr;
    QComboBox* m_stampRevision = nullptr;
    QPushButton* m_stamp = nullptr;
};

} // namespace metadesk
