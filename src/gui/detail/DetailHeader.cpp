#include "DetailHeader.h"

#include "DetailStyle.h"
#include "FieldWidgets.h"
#include "core/query/ReferenceQuery.h"
#include "models/CellFormat.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace metadesk {

namespace {
constexpr int kMaxTitleLength = 80;
}

DetailHeader::DetailHeader(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("detailHeader"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    layout->setSpacing(2);
    m_tableLabel = new QLabel(this);
    m_tableLabel->setObjectName(QStringLiteral("detailTable"));
    m_tableLabel->setFont(fieldwidgets::headingFont(font()));
    // Capitals with accents (German "LÄUFE") reach above the small font's ascent: room for the dots.
    m_tableLabel->setContentsMargins(0, 2, 0, 0);
    m_titleLabel = fieldwidgets::valueLabel(QString(), this);
    m_titleLabel->setObjectName(QStringLiteral("detailTitle"));
    QFont title = font();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setWeight(QFont::Bold);
    m_titleLabel->setFont(title);
    m_keyLabel = fieldwidgets::valueLabel(QString(), this);
    m_keyLabel->setObjectName(QStringLiteral("detailKey"));
    // Outside the form, so wrapping costs nothing; a composite key or a long title must not widen the pane.
    m_titleLabel->setWordWrap(true);
    m_keyLabel->setWordWrap(true);
    layout->addWidget(m_tableLabel);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_keyLabel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase); // after the labels: it sends a palette change
    applyPalette();
}

QString DetailHeader::rowTitle(const TableDescriptor& table, const QVariantList& values) {
    const int index = table.columnIndex(ReferenceQuery::labelColumnOf(table));
    return nameOf(table, index >= 0 && index < values.size() ? values.at(index) : QVariant());
}

QString DetailHeader::nameOf(const TableDescriptor& table, const QVariant& label) {
    const QString labelColumn = ReferenceQuery::labelColumnOf(table);
    const ColumnDescriptor* column = table.column(labelColumn);
    if (label.isNull() || !column)
        return tr("(unnamed)");
    const bool isKey = table.primaryKey.contains(labelColumn);
    if (isKey && column->kind == ColumnKind::Integer)
        return QLatin1Char('#') + label.toString();
    QString text = cellformat::display(*column, label).simplified();
    if (text.size() > kMaxTitleLength)
        text = text.left(kMaxTitleLength - 1) + QChar(0x2026);
    const bool readsAlone =
        column->kind == ColumnKind::Text || column->kind == ColumnKind::LongText || column->kind == ColumnKind::Enum;
    // "3" says nothing on its own where "Version 3" does.
    return readsAlone || isKey ? text : tr("%1 %2").arg(column->label, text);
}

void DetailHeader::showRow(const TableDescriptor& table, const QVariantList& values) {
    m_tableLabel->setText(tr("%1 · %2").arg(table.label, platforms::displayName(table.platform)));
    m_titleLabel->setText(rowTitle(table, values));
    QStringList key;
    for (const QString& name : table.primaryKey) {
        const int index = table.columnIndex(name);
        const ColumnDescriptor* column = table.column(name);
        if (index >= 0 && index < values.size() && column && column->kind != ColumnKind::Secret)
            key << QStringLiteral("%1 = %2").arg(name, values.at(index).toString());
    }
    m_keyLabel->setText(key.isEmpty() ? table.name
                                      : table.name + QStringLiteral("  ·  ") + key.join(QStringLiteral(", ")));
    setAccessibleName(tr("%1: %2").arg(table.label, m_titleLabel->text()));
    setToolTip(table.summary);
}

QString DetailHeader::title() const {
    return m_titleLabel->text();
}

void DetailHeader::applyPalette() {
    const QColor muted = detailstyle::muted(palette());
    detailstyle::setTextColour(m_tableLabel, muted);
    detailstyle::setTextColour(m_keyLabel, muted);
}

void DetailHeader::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
}

} // namespace metadesk
