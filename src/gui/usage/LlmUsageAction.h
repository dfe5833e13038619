#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace metadesk {

class DbConnection;
class LlmUsageDialog;
class Workspace;

/// Database → LLM Usage and Limits… on a Holotable database from its 003 (also in the context menu of the LLM usage
/// and Workspace limits grids): opens LlmUsageDialog on the workspace of the row picked there, else the first one the
/// database knows. The dialog closes with the database.
class LlmUsageAction : public QObject {
    Q_OBJECT
public:
    explicit LlmUsageAction(QWidget* window);
    ~LlmUsageAction() override;

    QAction* action() const { return m_action; }
    void attach(const DbConnection* connection, Workspace* workspace);
    void detach();
    /// Opens (or raises) the dialog; null when no database with the tables is open.
    LlmUsageDialog* open();

signals:
    void message(const QString& text);

private:
    void pageShown();
    QWidget* m_window;
    QAction* m_action;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
    QPointer<LlmUsageDialog> m_dialog;
};

} // namespace metadesk
