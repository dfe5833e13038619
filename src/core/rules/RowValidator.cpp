#include "RowValidator.h"

#include "core/catalog/Catalog.h"
#include "core/catalog/SentenceLabel.h"
#include "core/db/DbConnection.h"
#include "core/edit/JsonText.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/query/NumericText.h"
#include "core/query/ReferenceQuery.h"
#include "core/rules/FlowRules.h"
#include "core/rules/HolotableRules.h"
#include "core/rules/TemplateRules.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>

namespace metadesk {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::RowValidator", text);
}

bool isEmpty(const QVariant& v) {
    if (!v.isValid() || v.isNull())
        return true;
    if (v.typeId() == QMetaType::QString)
        return v.toString().trimmed().isEmpty();
    return false;
}

} // namespace

RowValidator::RowValidator(const TableDescriptor& table) : m_table(table) {}

bool RowValidator::filledOnInsert(const TableDescriptor& table, const ColumnDescriptor& column) {
    // The database fills it (identity, now(), a constant), the platform's model does (its field default, which the
    // insert then writes), or the write path does (the last editor).
    const bool identityKey = table.primaryKey == QStringList{column.name} && column.kind == ColumnKind::Integer;
    return column.hasDefault || column.insertDefault.has_value() || identityKey || column.lastEditor;
}

QVariant RowValidator::platformDefault(const ColumnDescriptor& column) {
    if (!column.insertDefault.has_value())
        return {};
    const QString& value = *column.insertDefault;
    switch (column.kind) {
    case ColumnKind::Bool:
        return value == QLatin1String("true");
    case ColumnKind::Integer:
        return value.toLongLong();
    case ColumnKind::Timestamp:
        return QDateTime::currentDateTimeUtc(); // "now"
    default:
        // Never a null QString: the SQL drivers bind a null string as NULL.
        return value.isEmpty() ? QStringLiteral("") : value;
    }
}

bool RowValidator::isEmailAddress(const QString& text) {
    // The shape the platform's two ways in share: one "@" between a local part and a domain of dot-separated labels,
    // no spaces. (The sign-in form's e-mail field is stricter, ASCII only; SSO takes any address with an "@", which
    // may bring letters beyond ASCII, so those pass.)
    static const QRegularExpression shape(QStringLiteral("^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)*$"));
    return shape.match(text).hasMatch();
}

ChangeSet RowValidator::normalized(const TableDescriptor& table, const ChangeSet& change) {
    ChangeSet out = change;
    for (auto it = out.values.begin(); it != out.values.end(); ++it) {
        const ColumnDescriptor* c = table.column(it.key());
        if (!c || it.value().typeId() != QMetaType::QString)
            continue;
        if (c->textRule != TextRule::Free)
            it.value() = it.value().toString().trimmed();
        // A number typed as the user writes it ("1.234,5" in German) is written as the platform stores it; a value
        // left as it was is written back byte for byte, whatever it holds (carried ones are not among the values).
        const bool number = c->kind == ColumnKind::Integer || c->kind == ColumnKind::Decimal;
        if (!number || (change.kind == ChangeSet::Kind::Update && change.original.contains(c->name) &&
                        valuecodec::toEdit(*c, change.original.value(c->name)).toString() == it.value().toString()))
            continue;
        if (c->kind == ColumnKind::Integer) {
            qlonglong n = 0;
            if (numerictext::parseInteger(it.value().toString(), &n))
                it.value() = n;
        } else if (const QString plain = numerictext::normalized(it.value().toString());
                   !plain.isEmpty() && !numerictext::isStoredNumber(it.value().toString())) {
            it.value() = plain;
        }
    }
    // Holotable's own: a dashboard's description and tags as its metadata writer stores them.
    HolotableRules::normalize(table, &out);
    return out;
}

QString RowValidator::checkField(const QString& column, const QVariant& value) const {
    const ColumnDescriptor* c = m_table.column(column);
    if (!c || isEmpty(value))
        return {};
    if (c->textRule == TextRule::Email && !isEmailAddress(value.toString().trimmed()))
        return tr("Not an e-mail address the platform accepts: a name, “@” and a domain, such as "
                  "quinn@example.com, without spaces.");
    switch (c->kind) {
    case ColumnKind::Integer:
    case ColumnKind::Decimal: {
        // The editors read what is typed (numerictext, as the filter bar does) and hand over the value as stored: a
        // whole number, or a decimal's plain literal ("1234.5"), which the filter and the sort read the same way.
        // Other text is what they could not read, said in their words ("1e3", "nan"); no infinity either.
        const bool whole = c->kind == ColumnKind::Integer;
        if (value.typeId() == QMetaType::QString && (whole || !numerictext::isStoredNumber(value.toString())))
            return numerictext::problem(value.toString(), whole);
        if ((value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) && !qIsFinite(value.toDouble()))
            return numerictext::problem(value.toString(), whole);
        break;
    }
    case ColumnKind::Json:
        if (const QString problem = jsontext::problem(value.toString()); !problem.isEmpty())
            return problem; // any JSON value, a scalar too
        break;
    case ColumnKind::Enum:
        if (!c->enumValues.contains(value.toString()))
            return tr("Must be one of: %1.").arg(c->enumValues.join(QStringLiteral(", ")));
        break;
    case ColumnKind::Timestamp:
        if (value.typeId() == QMetaType::QDateTime && !value.toDateTime().isValid())
            return tr("Not a valid date and time.");
        break;
    default:
        break;
    }
    // What Holotable's code holds a value to where its database does not (preferences, secret references, limits).
    return HolotableRules::checkField(m_table, column, value);
}

QList<FieldProblem> RowValidator::checkValues(const ChangeSet& change) const {
    QList<FieldProblem> problems;
    if (change.kind == ChangeSet::Kind::Delete)
        return problems;
    const QStringList changed = change.kind == ChangeSet::Kind::Update ? change.changedColumns(m_table) : QStringList();
    for (const ColumnDescriptor& c : m_table.columns) {
        // A value written back as it was read (Undo, Duplicate, Re-create) is what the database held: it is restored,
        // not judged. An edit judges what it changes, not the fields it leaves as they were.
        if (change.isCarried(c.name) || (change.kind == ChangeSet::Kind::Update && !changed.contains(c.name)))
            continue;
        const QVariant v = change.after(m_table, c.name);
        if (isEmpty(v)) {
            // A NOT NULL column the database fills itself (identity key, now(), a constant), or the platform's code
            // does (its models' defaults, which the insert then writes), may be left empty on insert.
            const QVariant fallback = platformDefault(c);
            const bool filledOnInsert =
                change.kind == ChangeSet::Kind::Insert && RowValidator::filledOnInsert(m_table, c);
            // Where the platform's model defaults to "" (a group without a description), empty text is a value.
            const bool emptyIsAValue = v.typeId() == QMetaType::QString && fallback.typeId() == QMetaType::QString &&
                                       fallback.toString().isEmpty();
            if (!c.nullable && !filledOnInsert && !emptyIsAValue)
                problems << FieldProblem{c.name, tr("Required.")};
            continue;
        }
        if (c.kind == ColumnKind::Secret && change.values.contains(c.name)) {
            // Typed text would be stored as is, and the platform cannot read it: a secret is written only by the
            // operation that makes its format, or carried as it was.
            problems << FieldProblem{c.name, tr("%1 is stored as the platform makes it (a hash or ciphertext); it is "
                                                "never written as typed.")
                                                 .arg(c.label)};
            continue;
        }
        if (HolotableRules::platformWritten(m_table, c.name) && change.values.contains(c.name) &&
            !(v.typeId() == QMetaType::QStringList && v.toStringList().isEmpty())) {
            problems << FieldProblem{c.name, tr("%1 is written only by the platform itself; it is shown, never written "
                                                "here.")
                                                 .arg(c.label)};
            continue;
        }
        const QString problem = checkField(c.name, v);
        if (!problem.isEmpty())
            problems << FieldProblem{c.name, problem};
    }
    HolotableRules::checkRow(m_table, change, &problems);
    if (m_table.has(TableBehaviour::ExactlyOneOf) && !m_table.exactlyOneOf.isEmpty()) {
        QStringList set, labels;
        for (const QString& name : m_table.exactlyOneOf) {
            const ColumnDescriptor* c = m_table.column(name);
            labels << (c ? c->label : name);
            if (!isEmpty(change.after(m_table, name)))
                set << name;
        }
        if (set.size() != 1) {
            const QString message = set.isEmpty()
                                        ? tr("Choose one of %1: exactly one must be set.").arg(labels.join(tr(" or ")))
                                        : tr("Only one of %1 may be set, not both.").arg(labels.join(tr(" and ")));
            for (const QString& name : m_table.exactlyOneOf)
                problems << FieldProblem{name, message};
        }
    }
    // Columns set together or not at all (users: an SSO identity is the pair issuer/subject; a local account has
    // neither).
    for (const QStringList& group : m_table.bothOrNeither) {
        QStringList set, empty, labels;
        for (const QString& name : group) {
            (isEmpty(change.after(m_table, name)) ? empty : set) << name;
            labels << m_table.column(name)->label;
        }
        if (!set.isEmpty() && !empty.isEmpty()) {
            const QString message = group.size() == 2
                                        ? tr("%1 go together: fill both, or neither.").arg(labels.join(tr(" and ")))
                                        : tr("%1 go together: fill all of them, or none.").arg(labels.join(tr(", ")));
            for (const QString& name : std::as_const(empty))
                problems << FieldProblem{name, message};
        }
    }
    if (m_table.has(TableBehaviour::NoCycle) && !m_table.noCycleColumn.isEmpty() && m_table.primaryKey.size() == 1) {
        const QVariant parent = change.after(m_table, m_table.noCycleColumn);
        const QVariant self = change.after(m_table, m_table.primaryKey.first());
        if (!isEmpty(parent) && !isEmpty(self) && parent.toString() == self.toString())
            problems << FieldProblem{m_table.noCycleColumn, tr("A row cannot be its own parent.")};
    }
    // A Holotable template's kind goes with its body's (templates_kind_matches_body), said before the database does.
    TemplateRules::checkValues(m_table, change, &problems);
    return problems;
}

bool RowValidator::wouldCycle(const DbConnection& connection, const TableDescriptor& table, const QVariant& self,
                              const QVariant& parent, bool* cycles, QString* error) {
    *cycles = false;
    if (isEmpty(parent) || isEmpty(self) || table.primaryKey.size() != 1 || table.noCycleColumn.isEmpty())
        return true;
    if (parent.toString() == self.toString()) {
        *cycles = true;
        return true;
    }
    const RowStore store(connection, table);
    const QString key = store.quote(table.primaryKey.first());
    const QString up = store.quote(table.noCycleColumn);
    QSqlQuery q(connection.db());
    if (connection.isSqlite()) {
        // The write holds SQLite's one write lock (BEGIN IMMEDIATE): nobody moves a row while the chain is read.
        // Walk from the new parent to the root; reaching `self` means `self` would become its own ancestor.
        const QString sql = QStringLiteral("WITH RECURSIVE chain(node, up, depth) AS ("
                                           "SELECT %1, %2, 0 FROM %3 WHERE %1 = ? "
                                           "UNION ALL SELECT t.%1, t.%2, chain.depth + 1 FROM %3 t "
                                           "JOIN chain ON t.%1 = chain.up WHERE chain.depth < 100000) "
                                           "SELECT 1 FROM chain WHERE node = ? LIMIT 1")
                                .arg(key, up, store.quotedTable());
        if (!connection.execBound(&q, sql, {parent, self}, error))
            return false;
        *cycles = q.next();
        return true;
    }
    // PostgreSQL, READ COMMITTED: two admins moving A under B and B under A at once would each see the other's move
    // uncommitted and both commit a cycle. Moves checked by Metadesk take turns on one transaction-scoped lock per
    // table, and each link of the chain is read FOR SHARE, so a move still uncommitted by anyone (the platform's own
    // code included) is waited for and then read as committed.
    if (!connection.execBound(&q, QStringLiteral("SELECT pg_advisory_xact_lock(hashtext(?))"),
                              {QStringLiteral("metadesk.no-cycle.") + table.name}, error))
        return false;
    q.finish();
    const QString step = QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? FOR SHARE").arg(up, store.quotedTable(), key);
    QVariant node = parent;
    QSet<QString> seen;
    for (int depth = 0; depth < 100000; ++depth) {
        if (node.toString() == self.toString()) {
            *cycles = true;
            return true;
        }
        if (seen.contains(node.toString()))
            return true; // a cycle above that does not pass through this row: not this move's doing
        seen.insert(node.toString());
        if (!connection.execBound(&q, step, {node}, error))
            return false;
        if (!q.next())
            return true;
        node = q.value(0);
        q.finish();
        if (isEmpty(node))
            return true;
    }
    return true;
}

bool RowValidator::checkDatabase(const DbConnection& connection, const ChangeSet& change, QList<FieldProblem>* problems,
                                 QString* error) const {
    // A delete checks nothing here: the last administrator, the one rule a delete could break, is RowWriter's
    // (SensitiveGrants::adminExists() before and after every write that could take one away, whichever way).
    if (change.kind == ChangeSet::Kind::Delete)
        return true;
    const bool sqlite = connection.isSqlite();
    const RowStore store(connection, m_table);
    const QVariantList selfKey = change.kind == ChangeSet::Kind::Update ? change.originalKey(m_table) : QVariantList();

    // Unique keys (and an explicitly typed primary key on insert): name the row that already holds the values.
    QList<QStringList> keys = m_table.uniqueKeys;
    if (change.kind == ChangeSet::Kind::Insert)
        keys.prepend(m_table.primaryKey);
    // A template's name clash is answered in the platform's words (TemplateRules, below).
    if (TemplateRules::applies(m_table))
        keys.removeAll(TemplateRules::nameKey());
    for (const QStringList& columns : std::as_const(keys)) {
        if (columns.isEmpty())
            continue;
        QStringList parts;
        QVariantList values;
        bool anyNull = false, touched = change.kind == ChangeSet::Kind::Insert;
        const QStringList changed = change.changedColumns(m_table);
        for (const QString& name : columns) {
            const ColumnDescriptor* c = m_table.column(name);
            const QVariant v = change.after(m_table, name);
            if (!c || isEmpty(v)) {
                anyNull = true; // NULLs never collide in a unique key (and partial keys skip them)
                break;
            }
            touched = touched || changed.contains(name);
            parts << store.quote(name) + QStringLiteral(" = ?");
            values << valuecodec::toBind(*c, v, sqlite);
        }
        if (anyNull || !touched)
            continue;
        if (!selfKey.isEmpty()) {
            parts << QStringLiteral("NOT (%1)").arg(store.keyPredicate());
            values << selfKey;
        }
        const QString label = m_table.labelColumn.isEmpty() ? m_table.primaryKey.value(0) : m_table.labelColumn;
        QStringList select;
        for (const QString& k : m_table.primaryKey)
            select << store.quote(k);
        select << store.quote(label);
        QSqlQuery q(connection.db());
        const QString sql =
            QStringLiteral("SELECT %1 FROM %2 WHERE %3 LIMIT 1")
                .arg(select.join(QStringLiteral(", ")), store.quotedTable(), parts.join(QStringLiteral(" AND ")));
        if (!connection.execBound(&q, sql, values, error))
            return false;
        if (q.next()) {
            QStringList labels, keyText;
            for (const QString& name : columns)
                labels << m_table.column(name)->label;
            for (int i = 0; i < m_table.primaryKey.size(); ++i)
                keyText << q.value(i).toString();
            const QString holder = q.value(m_table.primaryKey.size()).toString();
            const QString message =
                columns.size() == 1
                    ? tr("Already taken: %1 #%2 (“%3”) has this %4.")
                          .arg(m_table.label, keyText.join(QStringLiteral(", ")), holder, sentenceLabel(labels.first()))
                    : tr("Already taken: %1 #%2 (“%3”) has the same %4.")
                          .arg(m_table.label, keyText.join(QStringLiteral(", ")), holder,
                               sentenceLabel(labels.join(QStringLiteral(", "))));
            for (const QString& name : columns)
                if (!m_table.primaryKey.contains(name) || columns == m_table.primaryKey)
                    problems->append(FieldProblem{name, message});
        }
    }

    // The platform refuses an exact copy of a grant (routes/permissions.py hands back the existing one): the same
    // capability on the same project to the same grantee. Its database has no key for it.
    if (m_table.has(TableBehaviour::ExactlyOneOf) && m_table.primaryKey.size() == 1 &&
        (change.kind == ChangeSet::Kind::Insert || !change.changedColumns(m_table).isEmpty())) {
        QStringList parts;
        QVariantList values;
        bool comparable = true;
        for (const ColumnDescriptor& c : m_table.columns) {
            if (m_table.primaryKey.contains(c.name))
                continue;
            if (c.kind != ColumnKind::Integer && c.kind != ColumnKind::Text && c.kind != ColumnKind::Enum) {
                comparable = false; // only plain values compare as bound; the grant tables hold nothing else
                break;
            }
            parts << valuecodec::unchangedPredicate(c, sqlite, store.quote(c.name));
            values << valuecodec::toBind(c, change.after(m_table, c.name), sqlite);
        }
        if (comparable && !parts.isEmpty()) {
            if (!selfKey.isEmpty()) {
                parts << QStringLiteral("NOT (%1)").arg(store.keyPredicate());
                values << selfKey;
            }
            QSqlQuery q(connection.db());
            const QString sql = QStringLiteral("SELECT %1 FROM %2 WHERE %3 LIMIT 1")
                                    .arg(store.quote(m_table.primaryKey.first()), store.quotedTable(),
                                         parts.join(QStringLiteral(" AND ")));
            if (!connection.execBound(&q, sql, values, error))
                return false;
            if (q.next()) {
                const QString message =
                    tr("Already there: %1 #%2 grants exactly this.").arg(m_table.label, q.value(0).toString());
                for (const QString& name : m_table.exactlyOneOf)
                    if (!isEmpty(change.after(m_table, name)))
                        problems->append(FieldProblem{name, message});
            }
        }
    }

    // References must point at an existing row (the ones kept without a foreign key by design may dangle).
    for (const ForeignKeyDescriptor& fk : m_table.foreignKeys) {
        if (!fk.enforced)
            continue;
        const QVariant v = change.after(m_table, fk.column);
        if (isEmpty(v) ||
            (change.kind == ChangeSet::Kind::Update && !change.changedColumns(m_table).contains(fk.column)))
            continue;
        const TableDescriptor* target = connection.catalog().table(fk.targetTable);
        if (!target)
            continue;
        QVariant label;
        bool found = false;
        if (!ReferenceQuery::fetchLabel(connection, fk, v, &label, &found, error))
            return false;
        if (!found)
            problems->append(
                FieldProblem{fk.column, tr("No %1 has id %2.").arg(sentenceLabel(target->label)).arg(v.toString())});
    }

    // No cycles through the self-reference.
    if (m_table.has(TableBehaviour::NoCycle) && m_table.primaryKey.size() == 1 &&
        change.kind == ChangeSet::Kind::Update && change.changedColumns(m_table).contains(m_table.noCycleColumn)) {
        bool cycles = false;
        if (!wouldCycle(connection, m_table, change.original.value(m_table.primaryKey.first()),
                        change.after(m_table, m_table.noCycleColumn), &cycles, error))
            return false;
        if (cycles)
            problems->append(FieldProblem{
                m_table.noCycleColumn, tr("That would make it its own ancestor: the chosen parent lies inside it.")});
    }

    // The platform's own rules across tables for a flow (engine policy, the failure notice's connection).
    if (!FlowRules::check(connection, m_table, change, problems, error))
        return false;
    // A Holotable template's name, unique within its workspace and kind, answered as the platform's 409 is.
    return TemplateRules::check(connection, m_table, change, problems, error);
}

} // namespace metadesk
