#pragma once

#include <QAbstractItemModel>
#include <QJsonDocument>
#include <QJsonValue>

#include <memory>
#include <vector>

namespace metadesk {

/// A JSON document as a tree of key, value and type: objects and arrays are rows with children, scalars are leaves.
///
/// The document is copied into the model's own nodes once, so a view expanding and scrolling never re-parses it.
/// Text that is not valid JSON leaves the model empty and is described by errorString() instead.
class JsonTreeModel : public QAbstractItemModel {
    Q_OBJECT
    struct Node;

public:
    enum Column { KeyColumn, ValueColumn, TypeColumn, ColumnCount };
    enum Role {
        JsonTypeRole = Qt::UserRole + 1, ///< the node's JsonTreeModel::Type, as an int
        JsonValueRole,                   ///< the node's value as a QJsonValue (objects and arrays whole)
        PathRole,                        ///< where the node sits, e.g. `$.panels[2].title`
    };
    enum class Type { Null, Bool, Number, String, Array, Object };
    Q_ENUM(Type)

    /// A text read as JSON away from the model, on any thread (a document of megabytes takes a while), then taken in
    /// by adopt() on the model's. What setJson() does in one step.
    class Parsed {
    public:
        Parsed();
        ~Parsed();
        bool isValid() const { return error.isEmpty(); }

    private:
        friend class JsonTreeModel;
        std::unique_ptr<Node> root;
        QJsonValue value;
        QString error;
    };
    /// Reads `json` into a tree; touches no model, so any thread may call it.
    static std::unique_ptr<Parsed> parse(const QByteArray& json);
    /// Takes in what parse() read; false when it was not JSON (the model is then empty, with its errorString()).
    bool adopt(std::unique_ptr<Parsed> parsed);

    explicit JsonTreeModel(QObject* parent = nullptr);
    ~JsonTreeModel() override;

    /// Loads JSON text. A top-level scalar (`42`, `"x"`, `null`) is one row. False, with the model empty and the
    /// parser's reason (and where it stopped) in errorString(), when the text is not valid JSON.
    bool setJson(const QByteArray& json);
    void setDocument(const QJsonDocument& document);
    void setValue(const QJsonValue& value);
    void clear();

    /// Empty after a successful load; otherwise why the text is not JSON ("unterminated string at offset 12").
    QString errorString() const { return m_error; }
    bool isValid() const { return m_error.isEmpty(); }
    /// The loaded value (null when invalid or cleared).
    QJsonValue value() const { return m_value; }

    static QString typeName(Type type);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Node {
        QString key;
        QString path;
        Type type = Type::Null;
        QJsonValue value; ///< implicitly shared with the document, so a container costs no copy
        QString number;   ///< a number's token as stored (QJsonValue holds a double: 12345678901234567890 would round)
        Node* parent = nullptr;
        int row = 0;
        std::vector<std::unique_ptr<Node>> children;
    };
    static void build(Node* node, const QJsonValue& value);
    /// The tree of `value`, and where the text it was parsed from is known, its stored order and spelling kept.
    static std::unique_ptr<Node> rootOf(const QJsonValue& value, QStringView storedText);
    void load(const QJsonValue& value, std::unique_ptr<Node> root, const QString& error);
    /// Frees a tree no longer shown, off the GUI thread when it has anything in it.
    static void release(std::unique_ptr<Node> root);
    /// Walks the stored text beside the tree built from it: members in their stored order (QJsonObject sorts them),
    /// numbers as spelled. False, leaving the tree as built, where the two do not line up (duplicate keys).
    static bool keepStoredForm(Node* node, QStringView json, qsizetype* pos);
    Node* nodeOf(const QModelIndex& index) const;

    std::unique_ptr<Node> m_root; ///< invisible; its children are the top-level rows
    QJsonValue m_value;
    QString m_error;
};

} // namespace metadesk
