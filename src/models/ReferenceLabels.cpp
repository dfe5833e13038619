#include "ReferenceLabels.h"

#include "CellFormat.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/query/ReferenceQuery.h"

#include <QSet>

#include <algorithm>

namespace metadesk {

namespace {
constexpr int kMaxLabelLength = 60; ///< a label is context in a cell; the tooltip and the detail pane have it whole

/// A key beside a label is context, not content: a uuid is cut to its first characters (the tooltip has it whole).
QString shortId(const QString& id) {
    return id.size() > 14 ? id.left(8) + QChar(0x2026) : id;
}

/// A label as a cell shows it: the label column's own formatting on one line; a number or a time with its column's
/// name, since "3" says nothing on its own where "Version 3" does.
QString labelText(const ColumnDescriptor& column, const QVariant& label) {
    QString text = cellformat::display(column, label).simplified();
    if (text.isEmpty())
        return {};
    if (text.size() > kMaxLabelLength)
        text = text.left(kMaxLabelLength - 1) + QChar(0x2026);
    const bool readsAlone =
        column.kind == ColumnKind::Text || column.kind == ColumnKind::LongText || column.kind == ColumnKind::Enum;
    return readsAlone ? text
                      : ReferenceLabels::tr("%1 %2").arg(column.label.isEmpty() ? column.name : column.label, text);
}
} // namespace

QList<ReferenceLabels::Target> ReferenceLabels::plan(const TableDescriptor& table) {
    QList<Target> targets;
    for (const ForeignKeyDescriptor& fk : table.foreignKeys) {
        const int column = table.columnIndex(fk.column);
        if (column < 0 || table.columns.at(column).kind == ColumnKind::Secret)
            continue;
        auto it = std::find_if(targets.begin(), targets.end(), [&](const Target& t) {
            return t.table == fk.targetTable && t.column == fk.targetColumn;
        });
        if (it == targets.end())
            it = targets.insert(targets.end(), Target{fk.targetTable, fk.targetColumn, {}, {}});
        it->columns << column;
        it->names << fk.column;
    }
    return targets;
}

ReferenceLabels ReferenceLabels::fetch(const DbConnection& connection, const QList<Target>& plan,
                                       const QList<QVariantList>& rows, QString* error) {
    ReferenceLabels out;
    // Per referenced table, the page's distinct values in its columns: at most a page's worth, whatever the table's
    // size. A table no value on the page points at (every one NULL, which stays empty) is not asked.
    struct Asked {
        const Target* target;
        ForeignKeyDescriptor reference;
        QVariantList values;
        QHash<QString, QVariant> labels;
        bool read = false;
    };
    QList<Asked> asked;
    qsizetype total = 0;
    for (const Target& target : plan) {
        QVariantList values;
        QSet<QString> seen;
        for (const QVariantList& row : rows) {
            for (int column : target.columns) {
                const QVariant& value = row.value(column);
                if (value.isNull())
                    continue;
                const QString text = value.toString();
                if (!seen.contains(text)) {
                    seen.insert(text);
                    values << value;
                }
            }
        }
        if (values.isEmpty())
            continue;
        ForeignKeyDescriptor reference;
        reference.column = target.names.join(QStringLiteral(", "));
        reference.targetTable = target.table;
        reference.targetColumn = target.column;
        total += values.size();
        asked.push_back(Asked{&target, reference, values, {}, false});
    }
    // On PostgreSQL each statement is a round trip, the first screen waits for them all: one statement for every
    // table, where the page's values fit in one. Should it fail, each table is asked alone below, so that one the
    // role may not read does not cost the others their labels and the error names it.
    if (!connection.isSqlite() && asked.size() > 1 && total <= ReferenceQuery::maxLabelBatch()) {
        QList<ForeignKeyDescriptor> references;
        QList<QVariantList> values;
        for (const Asked& a : std::as_const(asked)) {
            references << a.reference;
            values << a.values;
        }
        QList<QHash<QString, QVariant>> labels;
        QString ignored;
        ++out.m_queries;
        if (ReferenceQuery::fetchLabelsTogether(connection, references, values, &labels, &ignored)) {
            for (qsizetype i = 0; i < asked.size(); ++i) {
                asked[i].labels = labels.value(i);
                asked[i].read = true;
            }
        }
    }
    for (Asked& a : asked) {
        if (!a.read) {
            // One statement per referenced table, unless the page holds more distinct values than one may bind.
            QString failure;
            bool ok = true;
            for (qsizetype from = 0; ok && from < a.values.size(); from += ReferenceQuery::maxLabelBatch()) {
                ++out.m_queries;
                QHash<QString, QVariant> batch;
                ok = ReferenceQuery::fetchLabels(connection, a.reference,
                                                 a.values.mid(from, ReferenceQuery::maxLabelBatch()), &batch, &failure);
                a.labels.insert(batch);
            }
            if (!ok) {
                if (error && error->isEmpty())
                    *error = failure;
                continue;
            }
        }
        const Target& target = *a.target;
        TargetLabels resolved;
        const TableDescriptor* table = connection.catalog().table(target.table);
        const QString labelColumn = table ? ReferenceQuery::labelColumnOf(*table) : QString();
        const ColumnDescriptor* label = table ? table->column(labelColumn) : nullptr;
        resolved.labelled = label && labelColumn != target.column;
        if (resolved.labelled)
            resolved.labelName = label->label.isEmpty() ? label->name : label->label;
        for (auto it = a.labels.cbegin(); it != a.labels.cend(); ++it)
            resolved.found.insert(it.key(), Entry{resolved.labelled ? labelText(*label, it.value()) : QString()});
        out.m_targets << resolved;
        for (int column : target.columns)
            out.m_targetOf.insert(column, int(out.m_targets.size()) - 1);
    }
    return out;
}

const ReferenceLabels::TargetLabels* ReferenceLabels::targetOf(int column) const {
    const auto it = m_targetOf.constFind(column);
    return it == m_targetOf.cend() ? nullptr : &m_targets.at(*it);
}

bool ReferenceLabels::isLabelled(int column) const {
    const TargetLabels* target = targetOf(column);
    return target && target->labelled;
}

QString ReferenceLabels::labelName(int column) const {
    const TargetLabels* target = targetOf(column);
    return target ? target->labelName : QString();
}

QString ReferenceLabels::display(int column, const QVariant& value, const QString& stored) const {
    const TargetLabels* target = targetOf(column);
    if (!target)
        return {};
    if (value.isNull())
        return stored;
    const auto it = target->found.constFind(value.toString());
    if (it == target->found.cend())
        return tr("%1 — not found").arg(stored);
    if (it->label.isEmpty())
        return stored;
    return tr("%1 · %2").arg(it->label, shortId(stored));
}

QString ReferenceLabels::toolTip(int column, const ForeignKeyDescriptor& reference, const QVariant& value) const {
    const TargetLabels* target = targetOf(column);
    if (!target || value.isNull())
        return {};
    const auto it = target->found.constFind(value.toString());
    if (it == target->found.cend()) {
        const QString missing =
            tr("No %1 row has %2 = %3.").arg(reference.targetTable, reference.targetColumn, value.toString());
        return reference.enforced ? missing
                                  : missing + QLatin1Char(' ') +
                                        tr("The schema keeps this reference without a foreign key on purpose, so the "
                                           "row it named may have been deleted since.");
    }
    if (it->label.isEmpty())
        return tr("The %1 row with %2 = %3.").arg(reference.targetTable, reference.targetColumn, value.toString());
    return tr("%1: the %2 row with %3 = %4.")
        .arg(it->label, reference.targetTable, reference.targetColumn, value.toString());
}

} // namespace metadesk
