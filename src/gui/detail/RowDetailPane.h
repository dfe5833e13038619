#pragma once

#include "core/catalog/Catalog.h"
#include "core/db/DatabaseUrl.h"
#include "core/ops/tabularia/FlowOverview.h"

#include <QByteArray>
#include <QHash>
#include <QVariant>
#include <QVariantList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QScrollArea;
class QStackedWidget;
class QVBoxLayout;

#include <memory>

namespace metadesk {

class DetailHeader;
class FlowSummaryView;
class ReferenceLookup;

/// The selected row of any table, field by field: references as links reading the referenced row's label, JSON as a
/// folding tree or coloured text, secrets masked, and which rows elsewhere point at this one ("Referenced by").
///
/// Labels and counts are read by a ReferenceLookup on the pane's own read-only worker connection; each showRow()
/// starts a new generation of it, so answers still arriving for a row shown earlier are dropped.
///
/// The form is made once for a table and kept while rows of that table follow (arrowing down a grid): each field's
/// widget is given the new value, and only a field whose value needs another kind of widget (a NULL where text was)
/// gets a new one. Another table, another database or another palette makes the form again.
class RowDetailPane : public QWidget {
    Q_OBJECT
public:
    explicit RowDetailPane(QWidget* parent = nullptr);
    ~RowDetailPane() override;

    /// The connection the pane reads labels and counts through (its own worker connection, read-only).
    /// The database whose rows are shown, with its reconciled catalog (what "Referenced by" and the links name).
    void setDatabase(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    /// Shows one row: `values` in the catalog's column order (WindowedTableModel::RawValueRole values); a text whose
    /// stored bytes are not UTF-8 (WindowedTableModel::StoredBytesRole, by column) as those bytes.
    void showRow(const TableDescriptor& table, const QVariantList& values,
                 const QHash<int, QByteArray>& storedBytes = {});
    /// Shows nothing but `why` (empty: "Select a row…"); the form stays for the table's next row.
    void clear(const QString& why = {});
    /// Forgets the form kept for the table shown last, with every value it held (the database was closed).
    void dropForm();

signals:
    void openRowRequested(const QString& table, const QString& column, const QVariant& value); // follow a reference
    void openReferencingRequested(const QString& table, const QString& column,
                                  const QVariant& value); // filtered table

protected:
    void changeEvent(QEvent* event) override;

private:
    /// One column's place in the form: its name, the widget showing its value, and how that widget was made.
    struct FieldSlot {
        QLabel* name = nullptr;
        QWidget* field = nullptr;
        bool link = false;   ///< a reference's link (made here, not by fieldwidgets)
        bool stored = false; ///< showing bytes that are not UTF-8
        bool spans = false;  ///< across the form's width, under its name
    };
    /// A field that refers to another table's row.
    struct LinkField {
        ForeignKeyDescriptor reference;
        QVariant value;
        QLabel* label = nullptr;
        bool resolved = false;
    };
    /// One line of "Referenced by".
    struct ReferenceEntry {
        Catalog::Reference reference;
        QVariant value;
        QLabel* link = nullptr;
        QLabel* count = nullptr;
        qint64 rows = -1;
    };

    /// Makes the form for m_table (the sections, a slot per column, "Referenced by"), unless it is made already.
    void makeForm();
    bool formFits() const;
    void fillFields();
    void placeField(int column);
    void resetLink(QLabel* link, const ForeignKeyDescriptor& reference, const QVariant& value);
    void buildReferences();
    void fillReferences();
    void requestLookups();
    void receiveLabel(int field, const QVariant& label, bool found, const QString& error);
    void receiveCount(int entry, qint64 rows, const QString& error);
    void receiveFlowOverview(const FlowOverview::Facts& facts, const QString& error);
    void activateLink(const QString& href);
    void showError(const QString& message);
    void clearLayouts();
    void applyPalette();
    QLabel* sectionHeading(const QString& text, const QString& name);

    ReferenceLookup* m_lookup = nullptr;
    std::shared_ptr<const Catalog> m_catalog;
    bool m_hasRow = false;
    TableDescriptor m_table;
    QVariantList m_values;
    QHash<int, QByteArray> m_storedBytes;
    QList<LinkField> m_links;
    QList<ReferenceEntry> m_references;
    QList<FieldSlot> m_slots;
    QString m_formTable;       ///< the table the form was made for (empty: none made)
    QStringList m_formColumns; ///< its columns then

    QStackedWidget* m_stack = nullptr;
    QLabel* m_empty = nullptr;
    DetailHeader* m_header = nullptr;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr; ///< the form, in m_scroll while a row is shown
    QVBoxLayout* m_contentLayout = nullptr;
    FlowSummaryView* m_flow = nullptr; ///< a flow's page: its summary above the fields
    QLabel* m_fieldsHeading = nullptr;
    QWidget* m_fields = nullptr;
    QGridLayout* m_form = nullptr;
    QLabel* m_referencesHeading = nullptr;
    QWidget* m_referencedBy = nullptr;
    QGridLayout* m_referencesGrid = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace metadesk
