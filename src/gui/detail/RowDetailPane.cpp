#include "RowDetailPane.h"

#include "core/export/StoredBytes.h"

#include "DetailHeader.h"
#include "DetailStyle.h"
#include "FieldWidgets.h"
#include "FlowSummaryView.h"
#include "ReferenceLookup.h"
#include "core/query/ReferenceQuery.h"
#include "core/rules/FlowRules.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace metadesk {

namespace {
const QString kRowLink = QStringLiteral("row:");
const QString kReferencingLink = QStringLiteral("refs:");

QString idText(const QVariant& value) {
    return QLatin1Char('#') + value.toString();
}

/// A key beside a label is context, not content: a uuid is cut to its first characters (the tooltip has it whole).
QString shortIdText(const QVariant& value) {
    const QString id = value.toString();
    return id.size() > 14 ? QLatin1Char('#') + id.left(8) + QChar(0x2026) : QLatin1Char('#') + id;
}

/// What a referenced row's label reads as; empty when it names nothing better than the key beside it.
QString labelText(const TableDescriptor& table, const QString& keyColumn, const QVariant& label) {
    if (label.isNull() || ReferenceQuery::labelColumnOf(table) == keyColumn)
        return {};
    return DetailHeader::nameOf(table, label);
}

/// Takes a widget out of the pane at once (nothing finds it, nothing paints it) and deletes it once control returns
/// to the event loop: a link of it may be the one whose click brought us here.
void discard(QWidget* widget) {
    widget->hide();
    widget->setParent(nullptr);
    widget->deleteLater();
}

void setColour(QLabel* label, const QColor& colour) {
    detailstyle::setTextColour(label, colour);
}
void clearColour(QLabel* label) {
    detailstyle::setTextColour(label, QColor());
}
} // namespace

RowDetailPane::RowDetailPane(QWidget* parent) : QWidget(parent), m_lookup(new ReferenceLookup(this)) {
    setObjectName(QStringLiteral("rowDetailPane"));
    setAccessibleName(tr("Row details"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack);

    m_empty = new QLabel(tr("Select a row to see its details."), m_stack);
    m_empty->setObjectName(QStringLiteral("detailEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->addWidget(m_empty);

    auto* page = new QWidget(m_stack);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(0);
    m_header = new DetailHeader(page);
    pageLayout->addWidget(m_header);
    auto* rule = new QFrame(page);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Plain);
    rule->setForegroundRole(QPalette::Mid);
    pageLayout->addWidget(rule);

    m_scroll = new QScrollArea(page);
    m_scroll->setObjectName(QStringLiteral("detailScroll"));
    m_scroll->setAccessibleName(tr("Row details"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    pageLayout->addWidget(m_scroll, 1);

    m_error = fieldwidgets::valueLabel(QString(), page);
    m_error->setObjectName(QStringLiteral("detailError"));
    m_error->setContentsMargins(14, 6, 14, 6);
    m_error->setWordWrap(true);
    m_error->hide();
    pageLayout->addWidget(m_error);
    m_stack->addWidget(page);
    connect(m_lookup, &ReferenceLookup::labelFound, this, &RowDetailPane::receiveLabel);
    connect(m_lookup, &ReferenceLookup::countFound, this, &RowDetailPane::receiveCount);
    connect(m_lookup, &ReferenceLookup::flowOverviewFound, this, &RowDetailPane::receiveFlowOverview);
    applyPalette();
}

RowDetailPane::~RowDetailPane() = default;

void RowDetailPane::setDatabase(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog) {
    m_catalog = std::move(catalog);
    m_lookup->setDatabase(url);
    dropForm(); // "Referenced by" and the links follow the new catalog
    if (m_hasRow) {
        // Labels read through the previous database no longer apply.
        const TableDescriptor table = m_table;
        const QVariantList values = m_values;
        const QHash<int, QByteArray> bytes = m_storedBytes;
        showRow(table, values, bytes);
    }
}

void RowDetailPane::clear(const QString& why) {
    m_empty->setText(why.isEmpty() ? tr("Select a row to see its details.") : why);
    m_lookup->restart();
    m_hasRow = false;
    m_values.clear();
    m_storedBytes.clear();
    m_links.clear();
    m_error->hide();
    m_stack->setCurrentWidget(m_empty); // the form stays for the table's next row
}

bool RowDetailPane::formFits() const {
    if (!m_content || m_formTable != m_table.name || m_formColumns.size() != m_table.columns.size())
        return false;
    for (int i = 0; i < m_formColumns.size(); ++i)
        if (m_formColumns.at(i) != m_table.columns.at(i).name)
            return false;
    return true;
}

void RowDetailPane::dropForm() {
    m_links.clear();
    m_references.clear();
    m_slots.clear();
    m_formTable.clear();
    m_formColumns.clear();
    // Owned by the content taken below.
    m_flow = nullptr;
    m_fields = nullptr;
    m_form = nullptr;
    m_referencedBy = nullptr;
    m_referencesGrid = nullptr;
    m_fieldsHeading = nullptr;
    m_referencesHeading = nullptr;
    m_contentLayout = nullptr;
    m_content = nullptr;
    if (QWidget* old = m_scroll->takeWidget())
        discard(old);
}

void RowDetailPane::makeForm() {
    if (formFits())
        return;
    dropForm();
    m_formTable = m_table.name;
    m_formColumns.clear();
    for (const ColumnDescriptor& column : std::as_const(m_table.columns))
        m_formColumns << column.name;

    m_content = new QWidget;
    m_contentLayout = new QVBoxLayout(m_content);
    m_contentLayout->setContentsMargins(14, 8, 14, 14);
    m_contentLayout->setSpacing(6);
    if (FlowRules::applies(m_table)) {
        // A flow's page: what its fields mean together (the summary, made per row), above the fields themselves.
        m_contentLayout->addWidget(sectionHeading(tr("Flow"), QStringLiteral("flowHeading")));
        m_contentLayout->addSpacing(10);
    }
    m_fieldsHeading = sectionHeading(tr("Fields"), QStringLiteral("fieldsHeading"));
    m_contentLayout->addWidget(m_fieldsHeading);
    m_fields = new QWidget(m_content);
    m_fields->setObjectName(QStringLiteral("fieldsForm"));
    m_fields->setAccessibleName(tr("Fields"));
    // A grid laid out as a form: QFormLayout sizes a wrapping value for a wider field than it gets, cutting off its
    // last line in a narrow pane. Column i has rows 2i and 2i+1: its name and value side by side in the first, or
    // the name across the first and the value across the second (an empty row takes no room).
    m_form = new QGridLayout(m_fields);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setHorizontalSpacing(16);
    m_form->setVerticalSpacing(7);
    m_form->setColumnStretch(1, 1);
    m_contentLayout->addWidget(m_fields);
    m_contentLayout->addSpacing(10);
    m_referencesHeading = sectionHeading(tr("Referenced by"), QStringLiteral("referencedByHeading"));
    m_contentLayout->addWidget(m_referencesHeading);
    m_referencedBy = new QWidget(m_content);
    m_referencedBy->setObjectName(QStringLiteral("referencedByList"));
    m_referencedBy->setAccessibleName(tr("Referenced by"));
    m_referencesGrid = new QGridLayout(m_referencedBy);
    m_referencesGrid->setContentsMargins(0, 0, 0, 0);
    m_referencesGrid->setHorizontalSpacing(16);
    m_referencesGrid->setVerticalSpacing(5);
    m_referencesGrid->setColumnStretch(0, 1);
    m_contentLayout->addWidget(m_referencedBy);
    m_contentLayout->addStretch(1);

    const QColor muted = detailstyle::muted(palette());
    for (const ColumnDescriptor& column : std::as_const(m_table.columns)) {
        FieldSlot slot;
        slot.name = new QLabel(column.label, m_fields);
        slot.name->setObjectName(QStringLiteral("label_") + column.name);
        setColour(slot.name, muted);
        slot.name->setToolTip(column.hint.isEmpty() ? column.name : column.name + QStringLiteral(" — ") + column.hint);
        m_slots << slot;
    }
    buildReferences();
}

void RowDetailPane::showRow(const TableDescriptor& table, const QVariantList& values,
                            const QHash<int, QByteArray>& storedBytes) {
    const TableDescriptor shown = table; // `table` may be m_table itself
    const QVariantList row = values;
    const QHash<int, QByteArray> bytes = storedBytes;
    m_lookup->restart();
    m_links.clear();
    m_error->hide();
    m_table = shown;
    m_values = row;
    m_storedBytes = bytes;
    while (m_values.size() < m_table.columns.size())
        m_values << QVariant();
    m_hasRow = true;
    makeForm();

    QVariantMap flow;
    if (FlowRules::applies(m_table)) {
        for (int i = 0; i < m_table.columns.size(); ++i)
            flow.insert(m_table.columns.at(i).name, m_values.at(i));
        auto* summary = new FlowSummaryView(flow, m_content);
        connect(summary, &FlowSummaryView::openReferencingRequested, this, &RowDetailPane::openReferencingRequested);
        if (m_flow) {
            delete m_contentLayout->replaceWidget(m_flow, summary);
            discard(m_flow);
        } else {
            m_contentLayout->insertWidget(1, summary); // under its heading
        }
        m_flow = summary;
    }
    m_header->showRow(m_table, m_values);
    fillFields();
    fillReferences();
    if (m_scroll->widget() != m_content)
        m_scroll->setWidget(m_content);
    m_stack->setCurrentIndex(1);
    requestLookups();
    if (m_flow)
        m_lookup->requestFlowOverview(flow);
}

void RowDetailPane::receiveFlowOverview(const FlowOverview::Facts& facts, const QString& error) {
    if (!m_flow)
        return;
    if (error.isEmpty())
        m_flow->setFacts(facts);
    else
        m_flow->setError(error);
}

void RowDetailPane::fillFields() {
    for (int i = 0; i < m_table.columns.size(); ++i) {
        const ColumnDescriptor& column = m_table.columns.at(i);
        const QVariant& value = m_values.at(i);
        const ForeignKeyDescriptor* reference = m_table.foreignKey(column.name);
        const bool link = reference && !value.isNull();
        const auto storedBytes = link ? m_storedBytes.cend() : m_storedBytes.constFind(i);
        const bool stored = storedBytes != m_storedBytes.cend();
        // Bytes that are not UTF-8: each such byte as \xNN, never the characters SQLite's conversion made.
        const QVariant shown = stored ? QVariant(storedbytes::shown(*storedBytes)) : value;
        FieldSlot& slot = m_slots[i];
        bool kept = false;
        if (slot.field && slot.link == link && slot.stored == stored) {
            if (link)
                resetLink(static_cast<QLabel*>(slot.field), *reference, value);
            kept = link || fieldwidgets::update(slot.field, column, shown);
        }
        if (!kept) {
            QWidget* field = nullptr;
            if (link) {
                QLabel* label = fieldwidgets::valueLabel(QString(), m_fields);
                label->setOpenExternalLinks(false);
                connect(label, &QLabel::linkActivated, this, &RowDetailPane::activateLink);
                resetLink(label, *reference, value);
                field = label;
            } else {
                field = fieldwidgets::create(column, shown, m_fields);
            }
            field->setObjectName(QStringLiteral("field_") + column.name);
            field->setAccessibleName(column.label);
            slot.name->setBuddy(field);
            if (QWidget* old = slot.field) {
                m_form->removeWidget(old);
                discard(old);
            }
            slot.field = field;
            slot.link = link;
            slot.stored = stored;
        }
        if (stored)
            slot.field->setToolTip(storedbytes::explanation());
        if (link)
            m_links.append({*reference, value, static_cast<QLabel*>(slot.field), false});
        const bool spans = !link && fieldwidgets::spansRow(column, value);
        if (!kept || spans != slot.spans) {
            slot.spans = spans;
            placeField(i);
        }
    }
}

void RowDetailPane::placeField(int column) {
    const FieldSlot& slot = m_slots.at(column);
    m_form->removeWidget(slot.name);
    m_form->removeWidget(slot.field);
    const int row = 2 * column;
    if (slot.spans) {
        m_form->addWidget(slot.name, row, 0, 1, 2);
        m_form->addWidget(slot.field, row + 1, 0, 1, 2);
    } else {
        m_form->addWidget(slot.name, row, 0, Qt::AlignLeft | Qt::AlignTop);
        // A widget that must not grow (an enum's pill) is aligned instead, so it does not cap the column.
        if (slot.field->sizePolicy().horizontalPolicy() == QSizePolicy::Maximum)
            m_form->addWidget(slot.field, row, 1, Qt::AlignLeft | Qt::AlignTop);
        else
            m_form->addWidget(slot.field, row, 1);
    }
    slot.name->show();
    slot.field->show();
}

void RowDetailPane::resetLink(QLabel* link, const ForeignKeyDescriptor& reference, const QVariant& value) {
    // The raw id until the label arrives; a link once it has.
    const QString id = idText(value);
    link->setTextFormat(Qt::PlainText);
    link->setText(id);
    link->setWordWrap(fieldwidgets::needsWrap(id));
    link->setTextInteractionFlags(Qt::TextBrowserInteraction);
    link->setToolTip(tr("Looking up the %1 row…").arg(reference.targetTable));
    link->setAccessibleDescription(QString());
    link->setProperty("dangling", QVariant());
    clearColour(link);
}

void RowDetailPane::buildReferences() {
    const QList<Catalog::Reference> references =
        m_catalog ? m_catalog->referencesTo(m_table.name) : QList<Catalog::Reference>();
    if (references.isEmpty()) {
        QLabel* none = fieldwidgets::valueLabel(tr("No table refers to %1.").arg(m_table.label), m_referencedBy);
        none->setObjectName(QStringLiteral("referencedByNone"));
        setColour(none, detailstyle::muted(palette()));
        m_referencesGrid->addWidget(none, 0, 0, 1, 2);
        return;
    }
    for (int i = 0; i < references.size(); ++i) {
        const Catalog::Reference& reference = references.at(i);
        const TableDescriptor* source = m_catalog->table(reference.table);
        const ColumnDescriptor* column = source ? source->column(reference.foreignKey.column) : nullptr;
        const QString id = reference.table + QLatin1Char('_') + reference.foreignKey.column;
        const QString text = tr("%1 · %2").arg(source ? source->label : reference.table,
                                               column ? column->label : reference.foreignKey.column);
        auto* link = new QLabel(m_referencedBy);
        link->setObjectName(QStringLiteral("ref_") + id);
        link->setTextFormat(Qt::RichText);
        link->setOpenExternalLinks(false);
        link->setAccessibleName(text);
        link->setToolTip(
            reference.foreignKey.enforced
                ? tr("%1.%2 (a foreign key)").arg(reference.table, reference.foreignKey.column)
                : tr("%1.%2 (kept without a foreign key by design)").arg(reference.table, reference.foreignKey.column));
        connect(link, &QLabel::linkActivated, this, &RowDetailPane::activateLink);
        auto* count = new QLabel(m_referencedBy);
        count->setObjectName(QStringLiteral("refCount_") + id);
        count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        count->setAccessibleName(tr("Rows in %1").arg(text));
        m_referencesGrid->addWidget(link, i, 0);
        m_referencesGrid->addWidget(count, i, 1);
        m_references.append({reference, QVariant(), link, count, -1});
    }
}

void RowDetailPane::fillReferences() {
    const QColor muted = detailstyle::muted(palette());
    for (int i = 0; i < m_references.size(); ++i) {
        ReferenceEntry& e = m_references[i];
        const int target = m_table.columnIndex(e.reference.foreignKey.targetColumn);
        e.value = target >= 0 ? m_values.at(target) : QVariant();
        e.rows = -1;
        // Counting: the entry's name, not yet a link, and "…".
        e.link->setText(e.link->accessibleName().toHtmlEscaped());
        e.link->setTextInteractionFlags(Qt::TextBrowserInteraction);
        clearColour(e.link);
        e.count->setText(QStringLiteral("…"));
        e.count->setToolTip(QString());
        e.count->setProperty("rows", QVariant());
        setColour(e.count, muted);
        if (e.value.isNull())
            receiveCount(i, 0, QString());
    }
}

void RowDetailPane::requestLookups() {
    QList<ForeignKeyDescriptor> references;
    QVariantList values;
    for (const LinkField& f : std::as_const(m_links)) {
        references << f.reference;
        values << f.value;
    }
    m_lookup->requestLabels(references, values);
    for (int i = 0; i < m_references.size(); ++i)
        if (m_references.at(i).rows < 0)
            m_lookup->requestCount(i, m_references.at(i).reference, m_references.at(i).value);
}

void RowDetailPane::receiveLabel(int field, const QVariant& label, bool found, const QString& error) {
    if (field < 0 || field >= m_links.size())
        return;
    LinkField& f = m_links[field];
    const QString id = idText(f.value);
    if (!error.isEmpty()) {
        f.label->setToolTip(error);
        showError(error);
        return;
    }
    const TableDescriptor* target = m_catalog ? m_catalog->table(f.reference.targetTable) : nullptr;
    if (!found || !target) {
        f.label->setTextFormat(Qt::PlainText);
        f.label->setText(f.reference.enforced ? tr("%1 — not found").arg(id)
                                              : tr("%1 — not found (no foreign key by design)").arg(id));
        f.label->setToolTip(f.reference.enforced
                                ? tr("No %1 row has %2 = %3.")
                                      .arg(f.reference.targetTable, f.reference.targetColumn, f.value.toString())
                                : tr("No %1 row has %2 = %3. The schema keeps this reference without a foreign key "
                                     "on purpose, so the row it named may have been deleted since.")
                                      .arg(f.reference.targetTable, f.reference.targetColumn, f.value.toString()));
        f.label->setProperty("dangling", true);
        f.label->setWordWrap(true); // a warning may take a second line rather than widen the pane
        setColour(f.label, detailstyle::warning(palette()));
        return;
    }
    const QString name = labelText(*target, f.reference.targetColumn, label);
    const QString muted = detailstyle::css(detailstyle::muted(palette()));
    const QString href = kRowLink + QString::number(field);
    const QString shortId = shortIdText(f.value);
    f.label->setTextFormat(Qt::RichText);
    f.label->setWordWrap(fieldwidgets::needsWrap(name + shortId));
    f.label->setText(name.isEmpty()
                         ? QStringLiteral("<a href=\"%1\">%2</a>").arg(href, id.toHtmlEscaped())
                         : QStringLiteral("<a href=\"%1\">%2</a>&nbsp;&nbsp;<span style=\"color:%3\">%4</span>")
                               .arg(href, name.toHtmlEscaped(), muted, shortId.toHtmlEscaped()));
    f.label->setToolTip(tr("Open %1 %2").arg(target->label, id));
    f.label->setAccessibleDescription(name.isEmpty() ? id : name);
    f.resolved = true;
}

void RowDetailPane::receiveCount(int entry, qint64 rows, const QString& error) {
    if (entry < 0 || entry >= m_references.size())
        return;
    ReferenceEntry& e = m_references[entry];
    if (!error.isEmpty()) {
        e.count->setText(QStringLiteral("?"));
        e.count->setToolTip(error);
        showError(error);
        return;
    }
    e.rows = rows;
    e.count->setText(QLocale().toString(rows));
    e.count->setProperty("rows", rows);
    const QString text = e.link->accessibleName();
    if (rows == 0) {
        e.link->setText(text.toHtmlEscaped());
        setColour(e.link, detailstyle::muted(palette()));
        setColour(e.count, detailstyle::muted(palette()));
        e.link->setTextInteractionFlags(Qt::NoTextInteraction);
    } else {
        e.link->setText(
            QStringLiteral("<a href=\"%1%2\">%3</a>").arg(kReferencingLink).arg(entry).arg(text.toHtmlEscaped()));
        clearColour(e.count);
    }
}

void RowDetailPane::activateLink(const QString& href) {
    bool ok = false;
    if (href.startsWith(kRowLink)) {
        const int field = href.mid(kRowLink.size()).toInt(&ok);
        if (ok && field >= 0 && field < m_links.size() && m_links.at(field).resolved) {
            const LinkField f = m_links.at(field); // the signal may replace the row shown
            emit openRowRequested(f.reference.targetTable, f.reference.targetColumn, f.value);
        }
    } else if (href.startsWith(kReferencingLink)) {
        const int entry = href.mid(kReferencingLink.size()).toInt(&ok);
        if (ok && entry >= 0 && entry < m_references.size() && m_references.at(entry).rows > 0) {
            const ReferenceEntry e = m_references.at(entry);
            emit openReferencingRequested(e.reference.table, e.reference.foreignKey.column, e.value);
        }
    }
}

void RowDetailPane::showError(const QString& message) {
    if (m_error->isVisible())
        return; // the first failure says it; the rest are the same connection failing again
    m_error->setText(tr("Some references could not be looked up. %1").arg(message));
    m_error->show();
}

QLabel* RowDetailPane::sectionHeading(const QString& text, const QString& name) {
    auto* heading = new QLabel(text);
    heading->setObjectName(name);
    heading->setFont(fieldwidgets::headingFont(font()));
    setColour(heading, detailstyle::muted(palette()));
    return heading;
}

void RowDetailPane::applyPalette() {
    setColour(m_empty, detailstyle::muted(palette()));
    setColour(m_error, detailstyle::warning(palette()));
}

void RowDetailPane::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange || !m_error) // m_error, made last, tells construction is over
        return;
    applyPalette();
    m_formTable.clear(); // colours of the fields were chosen for the previous palette
    if (m_hasRow) {
        const TableDescriptor table = m_table;
        const QVariantList values = m_values;
        const QHash<int, QByteArray> bytes = m_storedBytes;
        showRow(table, values, bytes);
    }
}

} // namespace metadesk
