#pragma once

#include "core/db/DatabaseUrl.h"

#include <QAbstractItemModel>

#include <memory>
#include <unordered_map>
#include <vector>

namespace metadesk {

class DbConnection;
class FetchWorker;
class RowWriter;

/// The project tree (projects nested through parent_id), read whole on a worker thread and changed only through a
/// RowWriter, so every create, move and delete is checked by the schema's rules (a project can never become its own
/// ancestor), concurrency-checked and audited once. Drag and drop carries project ids; dropping re-parents.
///
/// After a write the tree is updated in place; when the database no longer holds what the tree showed (someone
/// else moved or deleted a project), the write is refused as a conflict and the tree reloads.
class ProjectTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, DescriptionColumn, ColumnCount };
    enum Role {
        ProjectIdRole = Qt::UserRole + 1, ///< qint64
        ParentIdRole,                     ///< qint64, or a null QVariant at the top level
    };
    /// The drag-and-drop payload: a QDataStream of qint64 project ids.
    static QString mimeType() { return QStringLiteral("application/x-metadesk-project-ids"); }

    explicit ProjectTreeModel(QObject* parent = nullptr);
    ~ProjectTreeModel() override;

    /// Where writes go and single rows are read (the GUI thread's connection). Neither is owned.
    void setWriter(const DbConnection* connection, RowWriter* writer);
    /// Reads every project on a worker with its own connection to `url`; loaded() or loadFailed() follow.
    void load(const DatabaseUrl& url, bool readOnly);
    void reload();
    bool isLoading() const { return m_loading; }
    int projectCount() const { return int(m_byId.size()); }

    QModelIndex indexOfProject(qint64 id, int column = NameColumn) const;
    /// Is `ancestor` the project itself or one it lies inside, as the tree shows it?
    bool isWithin(qint64 id, qint64 ancestor) const;

    /// Creates a project under `parent` (null: top level). False with a sentence in *message when refused.
    bool createProject(const QVariant& parent, const QString& name, const QString& description, qint64* newId,
                       QString* message);
    /// Moves a project under `newParent` (null: top level). False with the rule's or the conflict's sentence.
    bool moveProject(qint64 id, const QVariant& newParent, QString* message);
    /// Deletes a project; refused (with what still belongs to it) while anything depends on it.
    bool deleteProject(qint64 id, QString* message);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;
    bool canDropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                         const QModelIndex& parent) const override;
    /// Re-parents the dropped projects under `parent` through the writer; a refused move changes nothing and is
    /// told through moveRefused().
    bool dropMimeData(const QMimeData* data, Qt::DropAction action, int row, int column,
                      const QModelIndex& parent) override;

    /// The ids a payload carries (empty when it is not one of ours).
    static QList<qint64> idsFrom(const QMimeData* data);

signals:
    void loaded();
    void loadFailed(const QString& message);
    /// A write was refused or met a conflict: the sentence to show.
    void writeRefused(const QString& message);
    /// A project was created, moved or deleted.
    void changed();

private:
    struct Node {
        qint64 id = 0;
        QVariant parentId;
        QString name;
        QString description;
        Node* parent = nullptr;
        std::vector<std::unique_ptr<Node>> children;
        int row() const;
    };
    struct Row {
        qint64 id;
        QVariant parentId;
        QString name;
        QString description;
    };
    Node* nodeOf(const QModelIndex& index) const;
    QModelIndex indexOf(const Node* node, int column = NameColumn) const;
    void applyLoad(int generation, const QList<Row>& rows, const QString& error);
    /// Where a node named `name` goes among `parent`'s children (sorted by name, then id).
    static int insertPosition(const Node* parent, const QString& name, qint64 id);
    /// Reads the project's row as the database holds it now, failing as a conflict when the tree no longer matches.
    bool currentRow(qint64 id, QVariantMap* row, QString* message);
    bool refuse(const QString& message, QString* out, bool reloadTree);

    std::unique_ptr<Node> m_root;
    std::unordered_map<qint64, Node*> m_byId;
    std::unique_ptr<FetchWorker> m_worker;
    const DbConnection* m_conn = nullptr;
    RowWriter* m_writer = nullptr;
    int m_generation = 0;
    bool m_loading = false;
};

} // namespace metadesk
