#include "WriteErrors.h"

#include "core/catalog/SentenceLabel.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace metadesk::writeerrors {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::writeerrors", text);
}

/// The constraint a database message names: PostgreSQL quotes it ("ix_groups_name", "permissions_user_id_fkey",
/// "templates_name_unique"); otherwise a name with one of the platforms' prefixes (uq_connection_project_name).
QString constraintName(const QString& text) {
    static const QRegularExpression quoted(QStringLiteral("constraint \"([A-Za-z0-9_]+)\""));
    if (const auto m = quoted.match(text); m.hasMatch())
        return m.captured(1);
    static const QRegularExpression name(QStringLiteral("\\b((?:pk|uq|ck|fk|ix)_[a-z0-9_]+)\\b"));
    const auto m = name.match(text);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString labelsOf(const TableDescriptor& table, const QStringList& columns) {
    QStringList labels;
    for (const QString& c : columns) {
        const ColumnDescriptor* d = table.column(c);
        labels << (d ? sentenceLabel(d->label) : c);
    }
    return labels.join(QStringLiteral(", "));
}

/// The named rule of `table` the text is about (SQLite: "CHECK constraint failed: <name>"; PostgreSQL: constraint
/// "<name>"), or null.
const CheckRule* checkRuleOf(const TableDescriptor& table, const QString& text) {
    for (const CheckRule& rule : table.checks) {
        const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(rule.name)));
        if (word.match(text).hasMatch())
            return &rule;
    }
    return nullptr;
}

/// The columns a constraint name is about: the longest run of the table's column names after its prefix.
QStringList columnsOf(const TableDescriptor& table, const QString& constraint) {
    // uq_/ix_… names, PostgreSQL's own <table>_<columns>_pkey/_fkey/_key, Holotable's <table>_<columns>_unique.
    static const QRegularExpression prefix(QStringLiteral("^(?:pk|uq|ck|fk|ix)_"));
    static const QRegularExpression suffix(QStringLiteral("_(?:pkey|fkey|key|check|unique)$"));
    QString rest = constraint;
    rest.remove(prefix);
    rest.remove(suffix);
    if (rest == table.name && constraint.endsWith(QLatin1String("_pkey")))
        return table.primaryKey; // PostgreSQL's <table>_pkey
    if (rest.startsWith(table.name + QLatin1Char('_')))
        rest = rest.mid(table.name.size() + 1);
    else if (table.name.endsWith(QLatin1Char('s')) && rest.startsWith(table.name.chopped(1) + QLatin1Char('_')))
        rest = rest.mid(table.name.size()); // uq_connection_project_name names the table in the singular
    QStringList out;
    while (!rest.isEmpty()) {
        QString best;
        for (const ColumnDescriptor& c : table.columns)
            if ((rest == c.name || rest.startsWith(c.name + QLatin1Char('_'))) && c.name.size() > best.size())
                best = c.name;
        if (best.isEmpty())
            break;
        out << best;
        rest = rest.mid(best.size() + 1);
    }
    return out;
}

} // namespace

QString columnOf(const TableDescriptor& table, const QString& text) {
    if (const CheckRule* rule = checkRuleOf(table, text))
        return rule->columns.value(0);
    static const QRegularExpression pgNotNull(QStringLiteral("null value in column \"([^\"]+)\""));
    static const QRegularExpression sqliteColumn(QStringLiteral("constraint failed: [a-z_]+\\.([a-z_0-9]+)"));
    for (const QRegularExpression* re : {&pgNotNull, &sqliteColumn}) {
        const auto m = re->match(text);
        if (m.hasMatch() && table.column(m.captured(1)))
            return m.captured(1);
    }
    const QStringList cols = columnsOf(table, constraintName(text));
    return cols.value(0);
}

QString describe(const TableDescriptor& table, const QString& text) {
    const QString lower = text.toLower();
    const QString constraint = constraintName(text);
    const QStringList columns = columnsOf(table, constraint);
    QString sentence;
    if (lower.contains(QLatin1String("lock timeout")) || lower.contains(QLatin1String("database is locked")) ||
        lower.contains(QLatin1String("deadlock"))) {
        sentence = tr("Someone else is changing these rows right now. Nothing was written; try again in a moment.");
    } else if (lower.contains(QLatin1String("read-only")) || lower.contains(QLatin1String("readonly"))) {
        sentence = tr("This connection is read-only: nothing was written.");
    } else if (lower.contains(QLatin1String("unique"))) {
        QStringList cols = columns;
        if (cols.isEmpty()) { // SQLite: "UNIQUE constraint failed: users.email, users.x"
            static const QRegularExpression col(QStringLiteral("[a-z_]+\\.([a-z_0-9]+)"));
            for (auto it = col.globalMatch(text); it.hasNext();)
                cols << it.next().captured(1);
        }
        sentence = cols.isEmpty()
                       ? tr("Another row of %1 already holds these values.").arg(table.label)
                       : tr("Another row of %1 already has this %2.").arg(table.label, labelsOf(table, cols));
    } else if (lower.contains(QLatin1String("foreign key"))) {
        if (lower.contains(QLatin1String("still referenced")) || lower.contains(QLatin1String("update or delete")))
            sentence = tr("Other rows still point at this one, so it cannot go: see what refers to it in the "
                          "detail pane's “Referenced by”.");
        else if (!columns.isEmpty())
            sentence = tr("The %1 points at a row that does not exist (any more).").arg(labelsOf(table, columns));
        else
            sentence = tr("A reference points at a row that does not exist, or other rows still point at this one.");
    } else if (lower.contains(QLatin1String("not null")) || lower.contains(QLatin1String("not-null"))) {
        const QString c = columnOf(table, text);
        sentence = tr("%1 is required.").arg(c.isEmpty() ? tr("A value") : table.column(c)->label);
    } else if (lower.contains(QLatin1String("check"))) {
        const ColumnDescriptor* only = columns.size() == 1 ? table.column(columns.first()) : nullptr;
        if (const CheckRule* rule = checkRuleOf(table, text))
            sentence = rule->sentence;
        else if (constraint.endsWith(QLatin1String("_json")))
            sentence = tr("The %1 must be valid JSON.").arg(labelsOf(table, columns));
        else if (only && !only->hint.isEmpty())
            sentence = tr("%1 is outside what the platform allows: %2").arg(only->label, only->hint);
        else if (!columns.isEmpty())
            sentence = tr("The %1 is not allowed here (rule %2).").arg(labelsOf(table, columns), constraint);
        else
            sentence =
                tr("A value breaks one of %1's rules%2.")
                    .arg(table.label, constraint.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(constraint));
    } else {
        sentence = tr("The database refused the change.");
    }
    return sentence;
}

QString details(const QString& text) {
    // QSqlError::text() is the database's text followed by the driver's own, which says nothing about the refusal.
    static const QRegularExpression driverTail(
        QStringLiteral("\\s*(?:Q[A-Z]+: )?Unable to (?:fetch row|execute statement|create query|begin transaction|"
                       "commit transaction|prepare statement)\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    QString out = text.trimmed();
    const QString stripped = QString(out).remove(driverTail).trimmed();
    return stripped.isEmpty() ? out : stripped;
}

} // namespace metadesk::writeerrors
