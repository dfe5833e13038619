#include "ChangeWarning.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/ValueCodec.h"
#include "core/rules/SensitiveGrants.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace metadesk {

QString ChangeWarning::text(const DbConnection& conn, const ChangeSet& change) {
    const TableDescriptor* t = conn.catalog().table(change.table);
    if (!t)
        return {};
    // Administration handed out (a superuser or admin flag, joining an admin group, a token's role) is named first:
    // SensitiveGrants's rule. A database that cannot be read to tell says so rather than letting it pass unasked.
    QStringList warnings;
    QString error;
    if (!SensitiveGrants::check(conn, change, &warnings, &error))
        warnings << QCoreApplication::translate("metadesk::ChangeWarning",
                                                "Whether this change hands out administration could not be read: %1")
                        .arg(error);
    if (change.kind != ChangeSet::Kind::Update)
        return warnings.join(QLatin1Char('\n'));
    for (const QString& name : change.changedColumns(*t)) {
        const ColumnDescriptor* c = t->column(name);
        if (c && !c->changeWarning.isEmpty())
            warnings << c->changeWarning.arg(
                valuecodec::displayText(*c, valuecodec::toEdit(*c, change.original.value(name))),
                valuecodec::displayText(*c, change.values.value(name)));
    }
    return warnings.join(QLatin1Char('\n'));
}

bool ChangeWarning::confirm(QWidget* parent, const DbConnection& conn, const ChangeSet& change) {
    const QString warning = text(conn, change);
    if (warning.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("metadesk::ChangeWarning", "Confirm the change"),
                    warning, QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("changeWarning"));
    QPushButton* go =
        box.addButton(QCoreApplication::translate("metadesk::ChangeWarning", "Change Anyway"), QMessageBox::AcceptRole);
    go->setObjectName(QStringLiteral("changeAnywayButton"));
    go->setAccessibleName(QCoreApplication::translate("metadesk::ChangeWarning", "Change Anyway"));
    box.button(QMessageBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    box.button(QMessageBox::Cancel)
        ->setAccessibleName(QCoreApplication::translate("metadesk::ChangeWarning", "Cancel"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == go;
}

} // namespace metadesk
