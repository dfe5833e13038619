#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QVariantList>
#include <QWidget>

class QLabel;

namespace metadesk {

/// The top of the detail pane: which table (and platform) the row is from, the row's name for people (its label
/// column), and its key as SQL would name it.
class DetailHeader : public QWidget {
    Q_OBJECT
public:
    explicit DetailHeader(QWidget* parent = nullptr);

    void showRow(const TableDescriptor& table, const QVariantList& values);
    QString title() const;
    /// The row's name: its label column's value, "#42" for a numeric key, "Version 3" for a bare number.
    static QString rowTitle(const TableDescriptor& table, const QVariantList& values);
    /// The same name from the label column's value alone (a referenced row's label).
    static QString nameOf(const TableDescriptor& table, const QVariant& label);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyPalette();

    QLabel* m_tableLabel = nullptr;
    QLabel* m_titleLabel = nullptr;
    QLabel* m_keyLabel = nullptr;
};

} // namespace metadesk
