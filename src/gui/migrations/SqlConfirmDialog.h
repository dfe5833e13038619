#pragma once

#include "core/schema/MigrationLint.h"
#include "gui/style/Theme.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace metadesk {

/// The colour a lint finding's level is shown in: errors as bad, warnings as warnings, notices as plain text.
inline theme::Tone lintTone(LintFinding::Level level) {
    return level == LintFinding::Level::Error     ? theme::Tone::Bad
           : level == LintFinding::Level::Warning ? theme::Tone::Warning
                                                  : theme::Tone::Neutral;
}

/// Asks before a schema change, showing what it does to the data there now (the lint's findings) and the exact SQL
/// that will run. A finding at error level (data lost, a statement that will fail) must be acknowledged with a check
/// box before the change can be confirmed.
class SqlConfirmDialog : public QDialog {
    Q_OBJECT
public:
    SqlConfirmDialog(const QString& title, const QString& question, const QString& sql, const QString& acceptText,
                     QWidget* parent = nullptr);
    /// Shows `findings` above the SQL (or `none` when there are none; `lintError` when the data could not be
    /// measured).
    void setFindings(const QList<LintFinding>& findings, const QString& none, const QString& lintError = {});
    QString sql() const;
    /// The findings as shown, one a line.
    QString findingsText() const;
    /// Whether confirming needs the acknowledgement check box first.
    bool needsAcknowledgement() const;

private:
    void updateConfirm();

    QPlainTextEdit* m_sql = nullptr;
    QLabel* m_findings = nullptr;
    QCheckBox* m_acknowledge = nullptr;
    QPushButton* m_confirm = nullptr;
    QString m_findingsText;
};

} // namespace metadesk
