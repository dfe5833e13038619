#include "JsonTreeModel.h"

#include "JobPool.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonParseError>
#include <QThreadPool>

namespace metadesk {

namespace {
constexpr int kDisplayLength = 300;
constexpr int kToolTipLength = 4000;

JsonTreeModel::Type typeOf(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return JsonTreeModel::Type::Bool;
    case QJsonValue::Double:
        return JsonTreeModel::Type::Number;
    case QJsonValue::String:
        return JsonTreeModel::Type::String;
    case QJsonValue::Array:
        return JsonTreeModel::Type::Array;
    case QJsonValue::Object:
        return JsonTreeModel::Type::Object;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return JsonTreeModel::Type::Null;
}

/// Whether `key` reads as an identifier ([A-Za-z_][A-Za-z0-9_]*), written after a dot in a path. By hand rather than
/// by a shared regular expression: trees are built on worker threads too.
bool isIdentifier(const QString& key) {
    if (key.isEmpty())
        return false;
    for (qsizetype i = 0; i < key.size(); ++i) {
        const char16_t c = key.at(i).unicode();
        const bool letter = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || c == u'_';
        if (!letter && (i == 0 || c < u'0' || c > u'9'))
            return false;
    }
    return true;
}

QString memberPath(const QString& parent, const QString& key) {
    if (isIdentifier(key))
        return parent + QLatin1Char('.') + key;
    QString escaped = key;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return parent + QStringLiteral("[\"") + escaped + QStringLiteral("\"]");
}

/// A scalar as one line: newlines become a visible mark so a multi-line string does not hide its second line.
QString scalarText(const QJsonValue& value, int limit) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return value.toVariant().toString();
    case QJsonValue::String: {
        QString text = value.toString();
        if (limit < kToolTipLength)
            text.replace(QLatin1Char('\n'), QStringLiteral(" ↵ "));
        if (text.size() > limit)
            text = text.left(limit - 1) + QChar(0x2026);
        return text;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QStringLiteral("null");
    case QJsonValue::Array:
    case QJsonValue::Object:
        break;
    }
    return {};
}
} // namespace

JsonTreeModel::JsonTreeModel(QObject* parent) : QAbstractItemModel(parent), m_root(std::make_unique<Node>()) {}

JsonTreeModel::~JsonTreeModel() {
    release(std::move(m_root));
}

QString JsonTreeModel::typeName(Type type) {
    switch (type) {
    case Type::Null:
        return tr("null");
    case Type::Bool:
        return tr("boolean");
    case Type::Number:
        return tr("number");
    case Type::String:
        return tr("string");
    case Type::Array:
        return tr("array");
    case Type::Object:
        return tr("object");
    }
    return {};
}

JsonTreeModel::Parsed::Parsed() = default;
JsonTreeModel::Parsed::~Parsed() = default;

std::unique_ptr<JsonTreeModel::Parsed> JsonTreeModel::parse(const QByteArray& json) {
    auto parsed = std::make_unique<Parsed>();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error == QJsonParseError::NoError) {
        parsed->value = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
        parsed->root = rootOf(parsed->value, QString::fromUtf8(json));
        return parsed;
    }
    // QJsonDocument only takes an object or an array at the top; a column may well hold a bare scalar.
    QJsonParseError scalarError;
    const QJsonDocument wrapped =
        QJsonDocument::fromJson(QByteArrayLiteral("[") + json + QByteArrayLiteral("]"), &scalarError);
    if (scalarError.error == QJsonParseError::NoError && wrapped.array().size() == 1) {
        parsed->value = wrapped.array().at(0);
        parsed->root = rootOf(parsed->value, QString::fromUtf8(json));
        return parsed;
    }
    parsed->root = std::make_unique<Node>();
    parsed->error = json.trimmed().isEmpty()
                        ? tr("the text is empty")
                        : tr("%1 at character %2").arg(parseError.errorString()).arg(parseError.offset);
    return parsed;
}

bool JsonTreeModel::adopt(std::unique_ptr<Parsed> parsed) {
    if (!parsed) {
        clear();
        return true;
    }
    load(parsed->value, std::move(parsed->root), parsed->error);
    return isValid();
}

bool JsonTreeModel::setJson(const QByteArray& json) {
    return adopt(parse(json));
}

void JsonTreeModel::setDocument(const QJsonDocument& document) {
    if (document.isObject())
        setValue(document.object());
    else if (document.isArray())
        setValue(document.array());
    else
        setValue(QJsonValue());
}

void JsonTreeModel::setValue(const QJsonValue& value) {
    load(value, rootOf(value, {}), {});
}

std::unique_ptr<JsonTreeModel::Node> JsonTreeModel::rootOf(const QJsonValue& value, QStringView storedText) {
    auto root = std::make_unique<Node>();
    root->path = QStringLiteral("$");
    if (value.isObject() || value.isArray()) {
        build(root.get(), value);
    } else {
        // A bare scalar is one row, so it is still seen (and typed) in the tree.
        auto only = std::make_unique<Node>();
        only->key = tr("(value)");
        only->path = QStringLiteral("$");
        only->parent = root.get();
        build(only.get(), value);
        root->children.push_back(std::move(only));
    }
    if (!storedText.isEmpty() && value.isDouble() && root->children.size() == 1)
        root->children.front()->number = storedText.trimmed().toString(); // a bare number, as spelled
    if (!storedText.isEmpty() && (value.isObject() || value.isArray())) {
        // The root holds the document's members or items directly: walked as the document itself.
        Node document;
        document.type = value.isObject() ? Type::Object : Type::Array;
        document.children.swap(root->children);
        qsizetype pos = 0;
        if (keepStoredForm(&document, storedText, &pos)) {
            root->children.swap(document.children);
        } else {
            root->children.clear(); // the parser's tree, as built (the walk may have taken it apart)
            build(root.get(), value);
        }
    }
    return root;
}

void JsonTreeModel::load(const QJsonValue& value, std::unique_ptr<Node> root, const QString& error) {
    beginResetModel();
    std::unique_ptr<Node> previous = std::move(m_root);
    m_error = error;
    m_value = error.isEmpty() ? value : QJsonValue();
    m_root = root ? std::move(root) : std::make_unique<Node>();
    endResetModel();
    release(std::move(previous));
}

void JsonTreeModel::clear() {
    load(QJsonValue(), nullptr, QString());
}

void JsonTreeModel::release(std::unique_ptr<Node> root) {
    if (!root || root->children.empty())
        return;
    // A tree of megabytes of JSON takes the GUI thread tens of milliseconds to free (the detail pane moving off a
    // row that held one): freed on a pool thread, where nothing else sees it any more. Its strings and values are
    // implicitly shared with atomic counts, so dropping them there is safe.
    auto garbage = std::make_shared<std::unique_ptr<Node>>(std::move(root));
    jobPool()->start([garbage = std::move(garbage)]() mutable { garbage.reset(); });
}

void JsonTreeModel::build(Node* node, const QJsonValue& value) {
    node->type = typeOf(value);
    node->value = value;
    auto add = [node](const QString& key, const QString& path, const QJsonValue& childValue) {
        auto child = std::make_unique<Node>();
        child->key = key;
        child->path = path;
        child->parent = node;
        child->row = int(node->children.size());
        build(child.get(), childValue);
        node->children.push_back(std::move(child));
    };
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            add(it.key(), memberPath(node->path, it.key()), it.value());
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (int i = 0; i < array.size(); ++i)
            add(QString::number(i), node->path + QStringLiteral("[%1]").arg(i), array.at(i));
    }
}

namespace {
void skipSpace(QStringView s, qsizetype* i) {
    while (*i < s.size() && (s[*i] == u' ' || s[*i] == u'\t' || s[*i] == u'\n' || s[*i] == u'\r'))
        ++*i;
}

/// The string token at *i (quotes included), *i moved past it; empty when there is none.
QStringView stringToken(QStringView s, qsizetype* i) {
    if (*i >= s.size() || s[*i] != u'"')
        return {};
    const qsizetype start = (*i)++;
    while (*i < s.size() && s[*i] != u'"')
        *i += s[*i] == u'\\' ? 2 : 1;
    if (*i >= s.size())
        return {};
    ++*i;
    return s.mid(start, *i - start);
}

QString decodeKey(QStringView token) {
    if (!token.contains(u'\\'))
        return token.mid(1, token.size() - 2).toString();
    const QJsonDocument d = QJsonDocument::fromJson(QByteArrayLiteral("[") + token.toUtf8() + QByteArrayLiteral("]"));
    return d.array().at(0).toString();
}
} // namespace

bool JsonTreeModel::keepStoredForm(Node* node, QStringView s, qsizetype* i) {
    skipSpace(s, i);
    if (*i >= s.size())
        return false;
    if (node->type == Type::Object || node->type == Type::Array) {
        const bool object = node->type == Type::Object;
        if (s[*i] != (object ? u'{' : u'['))
            return false;
        ++*i;
        std::vector<std::unique_ptr<Node>> ordered;
        std::vector<std::unique_ptr<Node>>& children = node->children;
        size_t item = 0;
        skipSpace(s, i);
        if (*i < s.size() && s[*i] == (object ? u'}' : u']')) {
            ++*i;
            return children.empty();
        }
        while (true) {
            Node* child = nullptr;
            if (object) {
                skipSpace(s, i);
                const QString key = decodeKey(stringToken(s, i));
                for (auto& c : children)
                    if (c && c->key == key) {
                        child = c.get();
                        ordered.push_back(std::move(c));
                        break;
                    }
                if (!child)
                    return false; // a key seen twice (the parser kept the last): leave the parser's tree
                skipSpace(s, i);
                if (*i >= s.size() || s[*i] != u':')
                    return false;
                ++*i;
            } else {
                if (item >= children.size())
                    return false;
                child = children.at(item++).get();
            }
            if (!keepStoredForm(child, s, i))
                return false;
            skipSpace(s, i);
            if (*i < s.size() && s[*i] == u',') {
                ++*i;
                continue;
            }
            if (*i < s.size() && s[*i] == (object ? u'}' : u']')) {
                ++*i;
                break;
            }
            return false;
        }
        if (object) {
            if (ordered.size() != children.size())
                return false;
            children.swap(ordered);
            for (size_t r = 0; r < children.size(); ++r)
                children.at(r)->row = int(r);
        }
        return true;
    }
    if (node->type == Type::String)
        return !stringToken(s, i).isEmpty();
    const qsizetype start = *i;
    while (*i < s.size() && QStringView(u"-+.eE0123456789truefalsn").contains(s[*i]))
        ++*i;
    if (node->type == Type::Number)
        node->number = s.mid(start, *i - start).toString();
    return *i > start;
}

JsonTreeModel::Node* JsonTreeModel::nodeOf(const QModelIndex& index) const {
    return index.isValid() ? static_cast<Node*>(index.internalPointer()) : m_root.get();
}

QModelIndex JsonTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    Node* node = nodeOf(parent);
    return createIndex(row, column, node->children.at(size_t(row)).get());
}

QModelIndex JsonTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid())
        return {};
    Node* up = static_cast<Node*>(child.internalPointer())->parent;
    if (!up || up == m_root.get())
        return {};
    return createIndex(up->row, 0, up);
}

int JsonTreeModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() && parent.column() != KeyColumn)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int JsonTreeModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant JsonTreeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node* node = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case KeyColumn:
            return node->key;
        case ValueColumn: {
            const int n = int(node->children.size());
            if (node->type == Type::Object)
                return n == 1 ? tr("{1 key}") : tr("{%n keys}", nullptr, n);
            if (node->type == Type::Array)
                return n == 1 ? tr("[1 item]") : tr("[%n items]", nullptr, n);
            if (node->type == Type::Number && !node->number.isEmpty())
                return node->number; // as stored, not as the double it parses to
            return scalarText(node->value, kDisplayLength);
        }
        case TypeColumn:
            return typeName(node->type);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == ValueColumn && node->type == Type::String)
            return scalarText(node->value, kToolTipLength);
        if (index.column() == KeyColumn)
            return node->path;
        break;
    case JsonTypeRole:
        return int(node->type);
    case JsonValueRole:
        return QVariant::fromValue(node->value);
    case PathRole:
        return node->path;
    default:
        break;
    }
    return {};
}

QVariant JsonTreeModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case ValueColumn:
        return tr("Value");
    case TypeColumn:
        return tr("Type");
    default:
        return {};
    }
}

Qt::ItemFlags JsonTreeModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (nodeOf(index)->children.empty())
        f |= Qt::ItemNeverHasChildren;
    return f;
}

} // namespace metadesk
