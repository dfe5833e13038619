#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace metadesk {

class DbConnection;

/// Holotable's generation log, read-only: the newest rows as the platform's reader returns them, with
/// GENERATION_LOG_RETENTION_DAYS (the connection profile's) applied on read. Prompts and errors are shown as text.
class GenerationLogDialog : public QDialog {
    Q_OBJECT
public:
    explicit GenerationLogDialog(const DbConnection& conn, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }
    QString status() const;

private:
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace metadesk
