#include "ReferencePicker.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/query/ReferenceQuery.h"

#include <QCompleter>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTimer>
#include <QUuid>

namespace metadesk {

namespace {
constexpr int kMatches = 25;
constexpr int KeyRole = Qt::UserRole + 1;

/// A table's label inside a sentence: English lower-cases it ("search users"); a translation says whether its language
/// does (German keeps a noun's capital).
QString labelInSentence(const QString& label) {
    //: Translate as "lower" where a table's name is lower-cased inside a sentence, as anything else where it is not.
    const QString rule = ReferencePicker::tr("lower", "how a table's name is written inside a sentence");
    return rule == QLatin1String("lower") ? label.toLower() : label;
}
} // namespace

ReferencePicker::ReferencePicker(const DbConnection& connection, const ForeignKeyDescriptor& reference, QWidget* parent)
    : QWidget(parent), m_conn(connection), m_reference(reference),
      m_target(connection.catalog().table(reference.targetTable)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("referenceEdit"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setPlaceholderText(m_target ? tr("Type to search %1 by name or id").arg(labelInSentence(m_target->label))
                                        : tr("An id"));
    layout->addWidget(m_edit);
    setFocusProxy(m_edit);

    m_matches = new QStandardItemModel(this);
    m_completer = new QCompleter(m_matches, this);
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion); // the database did the filtering
    m_completer->setMaxVisibleItems(12);
    m_edit->setCompleter(m_completer);
    connect(m_completer, qOverload<const QModelIndex&>(&QCompleter::activated), this,
            [this](const QModelIndex& index) { choose(index.row()); });

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, [this]() { search(m_edit->text()); });
    connect(m_edit, &QLineEdit::textEdited, this, &ReferencePicker::typed);
    connect(m_edit, &QLineEdit::editingFinished, this, &ReferencePicker::finished);
}

bool ReferencePicker::numericKey() const {
    const ColumnDescriptor* c = m_target ? m_target->column(m_reference.targetColumn) : nullptr;
    return !c || c->kind == ColumnKind::Integer;
}

bool ReferencePicker::uuidKey() const {
    const ColumnDescriptor* c = m_target ? m_target->column(m_reference.targetColumn) : nullptr;
    return c && m_conn.isPostgres() && c->storageType.compare(QLatin1String("uuid"), Qt::CaseInsensitive) == 0;
}

bool ReferencePicker::comparableWithKey(const QString& text) const {
    return !uuidKey() || !QUuid::fromString(text).isNull();
}

QVariant ReferencePicker::keyOf(const QVariant& raw) const {
    return numericKey() ? QVariant(raw.toLongLong()) : QVariant(raw.toString());
}

void ReferencePicker::settle() {
    m_debounce->stop();
    finished();
}

QString ReferencePicker::describe(const QVariant& key, const QVariant& label, bool found) const {
    if (!found)
        return tr("#%1 (no such row)").arg(key.toString());
    const QString text = label.toString();
    if (text.isEmpty() || text == key.toString())
        return QStringLiteral("#%1").arg(key.toString());
    return QStringLiteral("%1  #%2").arg(text, key.toString());
}

void ReferencePicker::setValue(const QVariant& key) {
    m_value = (key.isValid() && !key.isNull()) ? keyOf(key) : QVariant();
    if (!m_value.isValid()) {
        m_edit->clear();
        return;
    }
    QVariant label;
    bool found = false;
    QString error;
    if (!ReferenceQuery::fetchLabel(m_conn, m_reference, m_value, &label, &found, &error))
        found = true; // cannot tell: show the id alone
    m_edit->setText(describe(m_value, label, found));
}

void ReferencePicker::typed() {
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        m_value = QVariant();
        emit changed();
        return;
    }
    m_debounce->start();
}

void ReferencePicker::finished() {
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        if (m_value.isValid()) {
            m_value = QVariant();
            emit changed();
        }
        return;
    }
    // "42" or "#42": that id, whatever its label (the rules check it exists).
    static const QRegularExpression id(QStringLiteral("^#?(\\d+)$"));
    const auto m = id.match(text);
    if (m.hasMatch() && numericKey()) {
        const QVariant key = keyOf(m.captured(1));
        if (key != m_value) {
            setValue(key);
            emit changed();
        }
    } else if (!numericKey() && text.startsWith(QLatin1Char('#')) && !text.contains(QLatin1Char(' ')) &&
               comparableWithKey(text.mid(1))) {
        const QVariant key = keyOf(text.mid(1));
        if (key != m_value) {
            setValue(key);
            emit changed();
        }
    }
}

void ReferencePicker::search(const QString& rawText) {
    m_matches->clear();
    if (!m_target)
        return;
    const QString text = rawText.trimmed();
    const RowStore store(m_conn, *m_target);
    const QString key = store.quote(m_reference.targetColumn);
    const QString labelColumn = ReferenceQuery::labelColumnOf(*m_target);
    const QString label = store.quote(labelColumn);
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
        .replace(QLatin1Char('%'), QStringLiteral("\\%"))
        .replace(QLatin1Char('_'), QStringLiteral("\\_"));
    const QString like = m_conn.isSqlite() ? QStringLiteral("%1 LIKE ? ESCAPE '\\'").arg(label)
                                           : QStringLiteral("CAST(%1 AS text) ILIKE ? ESCAPE '\\'").arg(label);
    QVariantList values{QLatin1Char('%') + escaped + QLatin1Char('%')};
    QString where = like;
    bool isNumber = false;
    const qint64 n = QString(text).remove(QLatin1Char('#')).toLongLong(&isNumber);
    if (isNumber && numericKey()) {
        where += QStringLiteral(" OR %1 = ?").arg(key);
        values << n;
    } else if (!numericKey() && comparableWithKey(QString(text).remove(QLatin1Char('#')))) {
        // A title is looked up by its label alone: PostgreSQL would refuse the whole search for comparing a uuid key
        // with it.
        where += QStringLiteral(" OR %1 = ?").arg(key);
        values << QString(text).remove(QLatin1Char('#'));
    }
    const QString sql = QStringLiteral("SELECT %1, %2 FROM %3 WHERE %4 ORDER BY %2 LIMIT %5")
                            .arg(key, label, store.quotedTable(), where)
                            .arg(kMatches);
    QSqlQuery q(m_conn.db());
    QString error;
    if (!m_conn.execBound(&q, sql, values, &error)) {
        auto* item = new QStandardItem(tr("Search failed: %1").arg(error));
        item->setEnabled(false);
        m_matches->appendRow(item);
        return;
    }
    while (q.next()) {
        auto* item = new QStandardItem(describe(q.value(0), q.value(1), true));
        item->setData(q.value(0), KeyRole);
        m_matches->appendRow(item);
    }
    if (m_matches->rowCount() == 0) {
        auto* item = new QStandardItem(tr("No %1 matches “%2”").arg(labelInSentence(m_target->label), text));
        item->setEnabled(false);
        m_matches->appendRow(item);
    }
    if (m_edit->hasFocus())
        m_completer->complete();
}

void ReferencePicker::choose(int row) {
    const QStandardItem* item = m_matches->item(row);
    if (!item || !item->data(KeyRole).isValid())
        return;
    m_value = keyOf(item->data(KeyRole));
    m_edit->setText(item->text());
    emit changed();
}

} // namespace metadesk
