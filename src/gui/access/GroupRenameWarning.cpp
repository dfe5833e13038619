#include "GroupRenameWarning.h"

#include "core/catalog/Catalog.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/ValueCodec.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace metadesk {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::GroupRenameWarning", text);
}
const QString nameColumn = QStringLiteral("name");
} // namespace

bool GroupRenameWarning::applies(const ChangeSet& change) {
    if (change.kind != ChangeSet::Kind::Update || change.table != QLatin1String("groups"))
        return false;
    const TableDescriptor* t = Catalog::instance().table(change.table);
    return t && change.changedColumns(*t).contains(nameColumn);
}

QString GroupRenameWarning::text(const QString& oldName, const QString& newName) {
    return tr("Single sign-on matches groups by name, not by id. After renaming \"%1\" to \"%2\", members who sign in "
              "through the identity provider are no longer matched to this group unless the provider's group is "
              "renamed too; the next sign-in may create a new group named \"%1\" or drop their membership.")
        .arg(oldName, newName);
}

bool GroupRenameWarning::confirm(QWidget* parent, const ChangeSet& change) {
    if (!applies(change))
        return true;
    const TableDescriptor* t = Catalog::instance().table(change.table);
    const ColumnDescriptor* c = t->column(nameColumn);
    const QString oldName = valuecodec::toEdit(*c, change.original.value(nameColumn)).toString();
    const QString newName = change.values.value(nameColumn).toString();
    QMessageBox box(QMessageBox::Warning, tr("Rename Group"), text(oldName, newName), QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("groupRenameWarning"));
    QPushButton* rename = box.addButton(tr("Rename Anyway"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == rename;
}

} // namespace metadesk
