#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace metadesk {

/// Asks before a schema change, showing the exact SQL that will run.
class SqlConfirmDialog : public QDialog {
    Q_OBJECT
public:
    SqlConfirmDialog(const QString& title, const QString& question, const QString& sql, const QString& acceptText,
                     QWidget* parent = nullptr);
    QString sql() const;

private:
    QPlainTextEdit* m_sql = nullptr;
};

} // namespace metadesk
