#include "ChangeWarning.h"

#include "core/catalog/Catalog.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/ValueCodec.h"
#include "core/rules/SensitiveGrants.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace metadesk {

QString ChangeWarning::text(const ChangeSet& change) {
    const TableDescriptor* t = Catalog::instance().table(change.table);
    if (!t)
        return {};
    // Administration handed out (a superuser or admin flag, a token's role) is named first: SensitiveGrants's rule.
    QStringList warnings = SensitiveGrants::ofRow(*t, change);
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

bool ChangeWarning::confirm(QWidget* parent, const ChangeSet& change) {
    const QString warning = text(change);
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
