#pragma once

#include <QVariant>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace metadesk {

class DbConnection;
class FetchWorker;
struct PermissionGrant;

/// Effective permissions as the platform resolves them, of a user (every project, with each grant that reaches it:
/// direct, through a group, inherited from an ancestor, or being a superuser) or on a project (who holds what there,
/// including what is inherited from its ancestors, and the superusers): a table of capability (with what it
/// includes), project, grantee and source. States the platform's inheritance rule; a project's sub-projects' own
/// grants can be listed beside it.
///
/// Everything is read on a worker with its own connection; loaded() follows each read.
class EffectivePermissionsPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { CapabilityColumn, ProjectColumn, GranteeColumn, SourceColumn, ColumnCount };
    /// On a row's capability cell: whether the grant is in effect (false: its user is deactivated).
    static constexpr int InEffectRole = Qt::UserRole + 1;
    /// At most this many rows for a project (a group grant lists every member).
    static constexpr int ProjectRowLimit = 5000;

    explicit EffectivePermissionsPanel(const DbConnection& conn, QWidget* parent = nullptr);
    ~EffectivePermissionsPanel() override;

    void showUser(qint64 userId);
    void showProject(qint64 projectId, bool withSubprojects = false);
    QStandardItemModel* grantsModel() const { return m_grants; }
    QTableView* view() const { return m_view; }
    bool isLoading() const { return m_pending > 0; }
    QString statusText() const;

signals:
    void loaded();

private:
    /// "alice@example.com (deactivated)": a user whose users.is_active is false.
    static QString deactivatedLabel(const QString& label);
    struct Subject {
        qint64 id;
        QString label;
    };
    void loadSubjects();
    void applySubjects(int generation, const QList<Subject>& subjects, const QString& error);
    void showCurrent();
    void loadGrants();
    void applyGrants(int generation, const QList<PermissionGrant>& grants, bool truncated, const QString& error);
    bool userMode() const;

    std::unique_ptr<FetchWorker> m_worker;
    int m_subjectGeneration = 0;
    int m_grantGeneration = 0;
    int m_pending = 0;
    bool m_subjectsLoading = false;
    QVariant m_wanted; ///< a subject asked for before the list arrived
    QComboBox* m_mode = nullptr;
    QComboBox* m_subject = nullptr;
    QCheckBox* m_withSubprojects = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_view = nullptr;
    QStandardItemModel* m_grants = nullptr;
};

} // namespace metadesk
