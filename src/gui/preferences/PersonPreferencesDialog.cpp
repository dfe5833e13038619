#include "PersonPreferencesDialog.h"

#include "core/db/DbConnection.h"
#include "gui/history/DashboardRename.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTimeZone>
#include <QVBoxLayout>

namespace metadesk {

namespace {

QString jsonText(const QJsonValue& v) {
    if (v.isUndefined())
        return {};
    const QString wrapped = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    return wrapped.mid(1, wrapped.size() - 2);
}

} // namespace

PersonPreferencesDialog::PersonPreferencesDialog(const DbConnection& conn, const QVariantMap& row, QWidget* parent)
    : QDialog(parent), m_conn(conn), m_row(row) {
    setObjectName(QStringLiteral("personPreferencesDialog"));
    const QString sub = row.value(QStringLiteral("sub")).toString();
    setWindowTitle(tr("Preferences of %1").arg(sub));
    resize(860, 720);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("As Holotable reads this row: field by field, a value that does not parse replaced by "
                                "the field's default, a key it does not know dropped."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    const QJsonObject stored = QJsonDocument::fromJson(row.value(QStringLiteral("prefs")).toString().toUtf8()).object();
    const QList<HolotablePreferences::Member> members = HolotablePreferences::read(stored);
    m_reading = new QTableWidget(int(members.size()), 4, this);
    m_reading->setObjectName(QStringLiteral("preferencesReading"));
    m_reading->setAccessibleName(tr("Preferences as the platform reads them"));
    m_reading->setHorizontalHeaderLabels({tr("Field"), tr("Stored"), tr("The platform uses"), tr("Why")});
    m_reading->verticalHeader()->hide();
    m_reading->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_reading->horizontalHeader()->setStretchLastSection(true);
    for (int i = 0; i < members.size(); ++i) {
        const HolotablePreferences::Member& m = members.at(i);
        QString used;
        switch (m.reading) {
        case HolotablePreferences::Reading::Kept:
            used = jsonText(m.used);
            break;
        case HolotablePreferences::Reading::Defaulted:
            used = tr("%1 (the default: the stored value does not parse)").arg(jsonText(m.used));
            break;
        case HolotablePreferences::Reading::Dropped:
            used = tr("nothing: the key is dropped");
            break;
        case HolotablePreferences::Reading::Missing:
            used = tr("%1 (the default: not set)").arg(jsonText(m.used));
            break;
        }
        // Stored text is the person's (or another writer's): shown as plain text.
        const QStringList cells{m.key, jsonText(m.stored), used, m.problem};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(cells.at(c));
            m_reading->setItem(i, c, item);
        }
    }
    m_reading->resizeColumnsToContents();
    layout->addWidget(m_reading, 1);

    auto* editors = new QGroupBox(tr("Edit (only what each field accepts)"), this);
    auto* form = new QFormLayout(editors);
    QStringList zones{QStringLiteral("local")};
    for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
        zones << QString::fromLatin1(id);
    for (const HolotablePreferences::Field& f : HolotablePreferences::fields()) {
        auto* box = new QComboBox(editors);
        box->setObjectName(f.key);
        box->setAccessibleName(f.key);
        box->addItem(tr("not set (the default, %1)").arg(jsonText(f.defaultValue)), QVariant());
        QList<QJsonValue> choices;
        switch (f.kind) {
        case HolotablePreferences::Kind::Boolean:
            choices = {QJsonValue(true), QJsonValue(false)};
            break;
        case HolotablePreferences::Kind::OneOf:
            for (const QString& c : f.choices)
                choices << QJsonValue(c);
            break;
        case HolotablePreferences::Kind::Number:
            for (const QString& c : f.choices)
                choices << QJsonValue(c.toLongLong());
            break;
        case HolotablePreferences::Kind::TimeZone:
            for (const QString& z : std::as_const(zones))
                choices << QJsonValue(z);
            break;
        case HolotablePreferences::Kind::StartPage:
            choices = {QJsonValue(QStringLiteral("dashboards")), QJsonValue(QStringLiteral("explore"))};
            break;
        }
        // A valid stored value the list does not name (a start page on one dashboard) is offered as it is.
        const QJsonValue current = stored.value(f.key);
        if (!current.isUndefined() && HolotablePreferences::problem(f.key, current).isEmpty() &&
            !choices.contains(current))
            choices << current;
        for (const QJsonValue& c : std::as_const(choices))
            box->addItem(jsonText(c), c.toVariant());
        if (!current.isUndefined() && HolotablePreferences::problem(f.key, current).isEmpty())
            box->setCurrentIndex(int(choices.indexOf(current)) + 1);
        m_editors.insert(f.key, box);
        form->addRow(f.key, box);
    }
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(editors);
    scroll->setWidgetResizable(true);
    layout->addWidget(scroll, 1);

    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("preferencesState"));
    m_state->setWordWrap(true);
    int dropped = 0, defaulted = 0;
    for (const HolotablePreferences::Member& m : members) {
        dropped += m.reading == HolotablePreferences::Reading::Dropped;
        defaulted += m.reading == HolotablePreferences::Reading::Defaulted;
    }
    m_state->setText(dropped + defaulted == 0
                         ? tr("The platform reads every stored value as it is.")
                         : tr("Saving writes what the platform reads: %1; %2.")
                               .arg(tr("%n key(s) it drops left out", nullptr, dropped),
                                    tr("%n value(s) it would replace by the default left to the default unless you "
                                       "choose one",
                                       nullptr, defaulted)));
    layout->addWidget(m_state);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    m_save->setObjectName(QStringLiteral("savePreferences"));
    m_save->setEnabled(!conn.isReadOnly());
    m_save->setToolTip(conn.isReadOnly() ? tr("This connection is read-only.")
                                         : tr("Writes the fields as chosen, through the write path (audited)"));
    connect(m_save, &QPushButton::clicked, this, [this]() {
        bool ok = false;
        emit saved(save(&ok));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString PersonPreferencesDialog::toWrite() const {
    QJsonObject out;
    for (const HolotablePreferences::Field& f : HolotablePreferences::fields()) {
        const QComboBox* box = m_editors.value(f.key);
        if (box && box->currentData().isValid())
            out.insert(f.key, QJsonValue::fromVariant(box->currentData()));
    }
    return QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact));
}

QString PersonPreferencesDialog::save(bool* ok) {
    if (ok)
        *ok = false;
    const ChangeSet change =
        ChangeSet::update(QStringLiteral("user_preferences"), m_row, {{QStringLiteral("prefs"), toWrite()}});
    const WriteResult r = DashboardRename::withWriter(m_conn, [&](RowWriter& writer) { return writer.apply(change); });
    QString said;
    if (r.ok()) {
        if (ok)
            *ok = true;
        m_row = r.after.isEmpty() ? m_row : r.after;
        said = r.nothingChanged ? tr("Nothing changed.") : tr("Preferences saved.");
    } else {
        said = r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details;
    }
    m_state->setText(said);
    return said;
}

} // namespace metadesk
