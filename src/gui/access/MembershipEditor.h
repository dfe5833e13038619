#pragma once

#include <QVariant>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace metadesk {

class DbConnection;
class FetchWorker;
class RowWriter;

/// A user's groups, or a group's members, as two lists: available and member, each with a filter box. Adding or
/// removing (buttons, double-click) writes one user_groups row per membership through the RowWriter, so each is
/// checked, concurrency-checked and audited once. An entry is only ever in one list, so a duplicate cannot be asked
/// for (and the table's key would refuse it).
///
/// The lists are read on a worker with its own connection; loaded() follows. The connection and writer must
/// outlive the editor.
class MembershipEditor : public QWidget {
    Q_OBJECT
public:
    /// `mode` "user": `id` is a user, the lists hold groups; "group": `id` is a group, the lists hold users.
    MembershipEditor(const DbConnection& conn, RowWriter* writer, const QString& mode, const QVariant& id,
                     QWidget* parent = nullptr);
    ~MembershipEditor() override;

    bool isUserMode() const { return m_userMode; }
    bool isLoading() const { return m_loading; }
    /// Rows: the entry's label; Qt::UserRole: its id (a group's in user mode, a user's in group mode).
    QStandardItemModel* availableModel() const { return m_available; }
    QStandardItemModel* memberModel() const { return m_members; }
    QString message() const;

    /// Adds memberships for these ids (of the other side); false when any was refused (the rest are kept). A group
    /// that makes its members administrators or observers (SensitiveGrants) is asked for first, naming the rights;
    /// declined, nothing is added.
    bool addMembers(const QList<qint64>& ids);
    bool removeMembers(const QList<qint64>& ids);
    void reload();

signals:
    void loaded();
    /// A membership was added or removed.
    void changed();

private:
    struct Entry {
        qint64 id;
        QString label;
        bool member;
    };
    void applyLoad(int generation, const QString& subject, const QList<Entry>& entries, const QString& error);
    QVariantMap keyFor(qint64 other) const;
    void moveItem(qint64 id, QStandardItemModel* from, QStandardItemModel* to);
    QList<qint64> selectedIds(QListView* view) const;
    void showMessage(const QString& text);
    /// Asks before granting `rights` (sentences of SensitiveGrants); true when the user chose Grant.
    bool confirmRights(const QStringList& rights);
    /// Asks before memberships that take away administration are removed, naming what each loses.
    bool confirmRemoval(const QStringList& rights);
    void updateButtons();

    const DbConnection& m_conn;
    RowWriter* m_writer;
    bool m_userMode;
    qint64 m_id;
    std::unique_ptr<FetchWorker> m_worker;
    int m_generation = 0;
    bool m_loading = false;

    QLabel* m_title = nullptr;
    QLabel* m_message = nullptr;
    QLineEdit* m_availableFilter = nullptr;
    QLineEdit* m_memberFilter = nullptr;
    QListView* m_availableView = nullptr;
    QListView* m_memberView = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QStandardItemModel* m_available = nullptr;
    QStandardItemModel* m_members = nullptr;
    QSortFilterProxyModel* m_availableProxy = nullptr;
    QSortFilterProxyModel* m_memberProxy = nullptr;
};

} // namespace metadesk
