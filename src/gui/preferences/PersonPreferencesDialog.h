#pragma once

#include "core/rules/HolotablePreferences.h"

#include <QDialog>
#include <QHash>
#include <QVariantMap>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace metadesk {

class DbConnection;

/// One person's Holotable preferences (`user_preferences.prefs`) as the platform reads them (parsePreferences, through
/// HolotablePreferences): each stored member kept, replaced by the default because it does not parse, or dropped
/// because the platform does not know the key, and each field the row leaves out at its default; then an editor per
/// field that offers only what its schema accepts. Saving writes the object as the platform's own writer would — the
/// known fields as chosen, no key it drops, no value it would not read — through the one write path (optimistic on
/// the row as read, audited).
class PersonPreferencesDialog : public QDialog {
    Q_OBJECT
public:
    /// `row` is the user_preferences row as read (stored form).
    PersonPreferencesDialog(const DbConnection& connection, const QVariantMap& row, QWidget* parent = nullptr);

    /// The table of members as read: key, stored value, what the platform makes of it.
    QTableWidget* readingTable() const { return m_reading; }
    /// The editor of a field (a combo box: "not set" first, then the choices).
    QComboBox* editor(const QString& key) const { return m_editors.value(key); }
    /// The object Save would write, as compact JSON.
    QString toWrite() const;
    /// Writes it; what happened, in words. *ok whether it was written.
    QString save(bool* ok = nullptr);

signals:
    void saved(const QString& message);

private:
    const DbConnection& m_conn;
    QVariantMap m_row;
    QTableWidget* m_reading;
    QHash<QString, QComboBox*> m_editors;
    QLabel* m_state;
    QPushButton* m_save;
};

} // namespace metadesk
