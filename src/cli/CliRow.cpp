// `row get|set|delete`: one row read or changed from a shell, through the app's one write path (RowWriter): the same
// rules, the same optimistic check and the same audit entry as an edit in the window. Values typed here are read as
// the window's editors read them (numerictext for numbers, valuecodec for the rest); nothing here decides a rule.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/query/NumericText.h"
#include "core/rules/DeleteImpact.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace metadesk {

namespace {

/// `text` typed for `column`, in the edit form the window's editor would hold; false with *why when the text is no
/// value of the column's type at all. Numbers that do not read stay text, as in the editor: the rules name them.
bool typedValue(const ColumnDescriptor& column, const QString& text, QVariant* value, QString* why) {
    switch (column.kind) {
    case ColumnKind::Integer: {
        qlonglong n = 0;
        *value = numerictext::parseInteger(text, &n) ? QVariant(n) : QVariant(text);
        return true;
    }
    case ColumnKind::Decimal: {
        const QString number = numerictext::normalized(text);
        *value = number.isEmpty() ? QVariant(text) : QVariant(number);
        return true;
    }
    case ColumnKind::Bool: {
        static const QStringList words = {QStringLiteral("true"),  QStringLiteral("t"), QStringLiteral("1"),
                                          QStringLiteral("false"), QStringLiteral("f"), QStringLiteral("0")};
        if (!words.contains(text.trimmed().toLower())) {
            *why = QObject::tr("%1 takes true or false, not \"%2\".").arg(column.name, text);
            return false;
        }
        *value = valuecodec::toEdit(column, text.trimmed());
        return true;
    }
    case ColumnKind::Timestamp: {
        const QDateTime time = valuecodec::parseTimestamp(text.trimmed());
        if (!time.isValid()) {
            *why = QObject::tr("%1 takes a point in time as ISO 8601 (UTC unless it names a zone), not \"%2\".")
                       .arg(column.name, text);
            return false;
        }
        *value = time;
        return true;
    }
    case ColumnKind::Date:
        *value = valuecodec::toEdit(column, text.trimmed());
        if (value->typeId() != QMetaType::QDate) {
            *why = QObject::tr("%1 takes a day as YYYY-MM-DD, not \"%2\".").arg(column.name, text);
            return false;
        }
        return true;
    case ColumnKind::TextArray:
        *value = valuecodec::toEdit(column, text);
        return true;
    default:
        *value = text; // text, enums and JSON as typed: the rules check an enum's values and a document's syntax
        return true;
    }
}

QString valueText(const QJsonValue& v) {
    if (v.isNull())
        return QStringLiteral("NULL");
    if (v.isString())
        return v.toString();
    // Numbers, true/false, lists and documents as compact JSON: the one spelling --json gives them too.
    const QString wrapped = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    return wrapped.mid(1, wrapped.size() - 2);
}

/// `col=value` → (col, value); false when there is no "=" or no column name.
bool splitAssignment(const QString& text, QString* column, QString* value) {
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0)
        return false;
    *column = text.left(eq).trimmed();
    *value = text.mid(eq + 1);
    return true;
}

} // namespace

int Cli::row(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption tableOption(QStringLiteral("table"), QObject::tr("The table."), QStringLiteral("T"));
    const QCommandLineOption keyOption(QStringLiteral("key"), QObject::tr("The row's key (col=value[,col=value])."),
                                       QStringLiteral("KEY"));
    const QCommandLineOption set(QStringLiteral("set"), QObject::tr("A new value (repeatable)."),
                                 QStringLiteral("COL=VALUE"));
    const QCommandLineOption setNull(QStringLiteral("set-null"), QObject::tr("Empties a column (repeatable)."),
                                     QStringLiteral("COL"));
    const QCommandLineOption setStdin(QStringLiteral("set-stdin"),
                                      QObject::tr("A column whose new value is read from standard input."),
                                      QStringLiteral("COL"));
    const QCommandLineOption expect(QStringLiteral("expect"), QObject::tr("A value the row held when you read it."),
                                    QStringLiteral("COL=VALUE"));
    const QCommandLineOption expectNull(QStringLiteral("expect-null"), QObject::tr("A column you read empty."),
                                        QStringLiteral("COL"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Delete without asking."));
    const QCommandLineOption readOnly(QStringLiteral("read-only"), QObject::tr("Write nothing."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, tableOption, keyOption, set, setNull, setStdin, expect, expectNull, json, yes,
                       readOnly, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli row")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (positional.size() != 1 ||
        !QStringList{QStringLiteral("get"), QStringLiteral("set"), QStringLiteral("delete")}.contains(verb))
        return usage(QObject::tr("row takes one of get, set, delete."));
    QList<QCommandLineOption> allowed{database, profile, tableOption, keyOption, json, readOnly};
    if (verb == QLatin1String("set"))
        allowed << set << setNull << setStdin << expect << expectNull << as;
    else if (verb == QLatin1String("delete"))
        allowed << expect << expectNull << yes << as;
    for (const QString& name : parser.optionNames()) {
        const bool ok = std::any_of(allowed.begin(), allowed.end(),
                                    [&](const QCommandLineOption& o) { return o.names().contains(name); });
        if (!ok)
            return usage(QObject::tr("row %1 takes no --%2.").arg(verb, name));
    }
    QHash<QString, QString> targetOptions;
    if (parser.isSet(database))
        targetOptions.insert(QStringLiteral("database"), parser.value(database));
    if (parser.isSet(profile))
        targetOptions.insert(QStringLiteral("profile"), parser.value(profile));
    if (targetOptions.size() != 1 || parser.values(database).size() > 1 || parser.values(profile).size() > 1)
        return usage(QObject::tr("row %1 needs --database URL or --profile NAME (one of them).").arg(verb));
    if (parser.values(tableOption).size() != 1)
        return usage(QObject::tr("row %1 needs --table T, once.").arg(verb));
    if (!parser.isSet(keyOption))
        return usage(QObject::tr("row %1 needs --key COL=VALUE, the row's primary key.").arg(verb));
    const bool writes = verb != QLatin1String("get");
    if (verb == QLatin1String("set") && !parser.isSet(set) && !parser.isSet(setNull) && !parser.isSet(setStdin))
        return usage(QObject::tr("row set needs --set COL=VALUE, --set-null COL or --set-stdin COL."));
    if (parser.values(setStdin).size() > 1)
        return usage(QObject::tr("--set-stdin reads one column's value; give it once."));
    QStringList keyTexts;
    for (const QString& k : parser.values(keyOption))
        keyTexts << k.split(QLatin1Char(','));

    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    // Read-only, whether asked now or kept with the saved connection: nothing is written, and the reason is said.
    if (writes && (parser.isSet(readOnly) || (parser.isSet(profile) && ProfileStore().findByUrl(url).readOnly))) {
        printError(parser.isSet(readOnly)
                       ? QObject::tr("Nothing written: row %1 was asked with --read-only.").arg(verb)
                       : QObject::tr("Nothing written: the connection \"%1\" is kept read-only (for audit browsing); "
                                     "open it for editing in Metadesk, or pass --database.")
                             .arg(parser.value(profile)));
        return Found;
    }

    DbConnection::Options connectOptions;
    connectOptions.readOnly = !writes;
    connectOptions.purpose = QStringLiteral("row");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    const TableDescriptor* table = conn->catalog().table(parser.value(tableOption));
    if (!table) {
        printError(QObject::tr("%1 has no table \"%2\" Metadesk knows.")
                       .arg(url.toDisplayString(), parser.value(tableOption)));
        return Found;
    }
    const auto column = [&](const QString& name, QString* why) -> const ColumnDescriptor* {
        const ColumnDescriptor* c = table->column(name);
        if (!c)
            *why = QObject::tr("%1 has no column \"%2\".").arg(table->name, name);
        return c;
    };

    // The key, in the table's key order, each part typed as its column.
    QVariantMap keyEdit;
    for (const QString& part : std::as_const(keyTexts)) {
        QString name, text, why;
        if (!splitAssignment(part, &name, &text))
            return usage(QObject::tr("--key takes COL=VALUE, not \"%1\".").arg(part));
        const ColumnDescriptor* c = column(name, &why);
        if (!c)
            return usage(why);
        if (!table->primaryKey.contains(name))
            return usage(QObject::tr("%1 is no part of %2's primary key (%3).")
                             .arg(name, table->name, table->primaryKey.join(QStringLiteral(", "))));
        QVariant v;
        if (!typedValue(*c, text, &v, &why))
            return usage(why);
        keyEdit.insert(name, v);
    }
    if (table->primaryKey.isEmpty())
        return usage(QObject::tr("%1 has no primary key: its rows cannot be named one by one.").arg(table->name));
    QVariantList key;
    for (const QString& k : table->primaryKey) {
        if (!keyEdit.contains(k))
            return usage(QObject::tr("--key needs every column of %1's primary key (%2).")
                             .arg(table->name, table->primaryKey.join(QStringLiteral(", "))));
        key << valuecodec::toBind(*table->column(k), keyEdit.value(k), conn->isSqlite());
    }

    // What the caller typed: new values and the values they saw.
    QVariantMap values;
    for (const QString& assignment : parser.values(set)) {
        QString name, text, why;
        if (!splitAssignment(assignment, &name, &text))
            return usage(QObject::tr("--set takes COL=VALUE, not \"%1\".").arg(assignment));
        const ColumnDescriptor* c = column(name, &why);
        if (!c)
            return usage(why);
        // A command line is in the process list for every user of the machine to read.
        if (c->kind == ColumnKind::Secret)
            return usage(
                QObject::tr("%1 is a secret: it is never given on the command line; use --set-stdin %1.").arg(name));
        QVariant v;
        if (!typedValue(*c, text, &v, &why))
            return usage(why);
        values.insert(name, v);
    }
    for (const QString& name : parser.values(setNull)) {
        QString why;
        if (!column(name, &why))
            return usage(why);
        values.insert(name, QVariant());
    }
    if (parser.isSet(setStdin)) {
        QString why;
        const ColumnDescriptor* c = column(parser.value(setStdin), &why);
        if (!c)
            return usage(why);
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return usage(QObject::tr("--set-stdin could not read standard input."));
        QString text = QString::fromUtf8(in.readAll());
        if (text.endsWith(QLatin1Char('\n')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('\r')))
            text.chop(1);
        QVariant v;
        if (c->kind == ColumnKind::Secret)
            v = text; // the rules say what may be written into a secret; the value itself is never printed
        else if (!typedValue(*c, text, &v, &why))
            return usage(why);
        values.insert(c->name, v);
    }
    QVariantMap expected;
    for (const QString& assignment : parser.values(expect)) {
        QString name, text, why;
        if (!splitAssignment(assignment, &name, &text))
            return usage(QObject::tr("--expect takes COL=VALUE, not \"%1\".").arg(assignment));
        const ColumnDescriptor* c = column(name, &why);
        if (!c)
            return usage(why);
        if (c->kind == ColumnKind::Secret)
            return usage(QObject::tr("%1 is a secret: it is never compared from the command line.").arg(name));
        QVariant v;
        if (!typedValue(*c, text, &v, &why))
            return usage(why);
        expected.insert(name, v);
    }
    for (const QString& name : parser.values(expectNull)) {
        QString why;
        if (!column(name, &why))
            return usage(why);
        expected.insert(name, QVariant());
    }

    const bool asJson = parser.isSet(json);
    const auto printRow = [&](const QVariantMap& row) {
        const QJsonObject o = rowJson(*table, row);
        if (asJson) {
            m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        } else {
            for (const ColumnDescriptor& c : table->columns)
                if (o.contains(c.name))
                    m_out << QStringLiteral("%1  %2\n").arg(c.name.leftJustified(20), valueText(o.value(c.name)));
        }
        m_out.flush();
    };
    const QString keyText = keyTexts.join(QLatin1Char(','));

    const RowStore store(*conn, *table);
    QVariantMap current;
    bool found = false;
    if (!store.fetch(key, &current, &found, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (!found) {
        printError(QObject::tr("%1 has no row %2.").arg(table->name, keyText));
        return Found;
    }
    if (!writes) {
        printRow(current);
        return Ok;
    }

    // The values the caller saw: a row that changed since is a conflict, and nothing is written.
    QStringList changed;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const ColumnDescriptor& c = *table->column(it.key());
        if (!valuecodec::sameValue(c, valuecodec::toEdit(c, current.value(it.key())), it.value()))
            changed << c.name;
    }
    if (!changed.isEmpty()) {
        printError(QObject::tr("Nothing written: %1 %2 changed since it was read (%3); the row as it is now follows.")
                       .arg(table->name, keyText, changed.join(QStringLiteral(", "))));
        printRow(current);
        return Found;
    }

    const bool remove = verb == QLatin1String("delete");
    if (remove && !parser.isSet(yes)) {
        DeleteImpact impact;
        if (!DeleteImpact::measure(*conn, *table, current.value(table->primaryKey.value(0)), &impact, &error)) {
            printError(error);
            return DatabaseError;
        }
        QStringList lines;
        for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
            lines << QStringLiteral("  ") + e.sentence;
        for (const QString& note : std::as_const(impact.notes))
            lines << QStringLiteral("  ") + note;
        m_out << (lines.isEmpty() ? QObject::tr("Nothing else refers to it.") : lines.join(QLatin1Char('\n'))) << "\n";
        if (!askYes(QObject::tr("Delete %1 %2? Type yes: ").arg(table->name, keyText),
                    QObject::tr("Nothing deleted: there is no terminal to confirm on. Pass --yes to delete %1 %2.")
                        .arg(table->name, keyText),
                    QObject::tr("Nothing deleted: the answer was not yes.")))
            return Found;
    }

    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url)));
    const ChangeSet change =
        remove ? ChangeSet::remove(table->name, current) : ChangeSet::update(table->name, current, values);
    const WriteResult r = writer.apply(change);
    if (r.ok()) {
        const QString done =
            remove ? QObject::tr("Deleted %1 %2.").arg(table->name, keyText)
            : r.nothingChanged
                ? QObject::tr("Nothing to write: %1 %2 already holds these values.").arg(table->name, keyText)
                : QObject::tr("Updated %1 %2.").arg(table->name, keyText);
        if (asJson) {
            QJsonObject o{{QStringLiteral("done"), done},
                          {QStringLiteral("row"), remove ? QJsonValue() : QJsonValue(rowJson(*table, r.after))}};
            if (r.auditId.isValid() && !r.auditId.isNull())
                o.insert(QStringLiteral("audit_id"), QJsonValue::fromVariant(r.auditId));
            if (remove) {
                o.insert(QStringLiteral("cascaded_rows"), r.cascadedRows);
                o.insert(QStringLiteral("emptied_rows"), r.emptiedRows);
            }
            m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        } else {
            m_out << done << "\n";
        }
        m_out.flush();
        if (!r.message.isEmpty())
            printError(r.message);
        return Ok;
    }
    if (r.outcome == WriteResult::Outcome::Invalid) {
        QStringList reasons;
        for (const FieldProblem& p : r.problems)
            reasons << (p.column.isEmpty() ? p.message : QStringLiteral("%1: %2").arg(p.column, p.message));
        QString why = reasons.isEmpty() ? r.message : reasons.join(QStringLiteral(" "));
        // The queue's rows change only through its operations, which this command line has too.
        if (reasons.isEmpty() && table->name == QLatin1String("runs"))
            why += QLatin1Char(' ') + QObject::tr("Its operations: metadesk-cli runs close, runs enqueue.");
        printError(QObject::tr("Nothing written: %1").arg(why));
        return Found;
    }
    printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
    if (r.outcome == WriteResult::Outcome::Conflict) {
        printRow(r.current);
        return Found;
    }
    return DatabaseError;
}

} // namespace metadesk
