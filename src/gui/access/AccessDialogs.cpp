#include "AccessDialogs.h"

#include "EffectivePermissionsPanel.h"
#include "MembershipEditor.h"
#include "ProjectTreePanel.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

void AccessDialogs::host(QWidget* parent, QWidget* panel, const QString& objectName, const QSize& size) {
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(objectName);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(panel->windowTitle());
    dialog->setAccessibleName(panel->windowTitle());
    dialog->setModal(false);
    panel->setParent(dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    buttons->setObjectName(QStringLiteral("buttons"));
    QPushButton* close = buttons->button(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    close->setAccessibleName(QCoreApplication::translate("metadesk::AccessDialogs", "Close"));
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(panel, 1);
    layout->addWidget(buttons);
    dialog->resize(size);
    dialog->show();
}

ProjectTreePanel* AccessDialogs::openProjectTree(QWidget* parent, const DbConnection& conn, RowWriter* writer) {
    auto* panel = new ProjectTreePanel(conn, writer);
    host(parent, panel, QStringLiteral("projectTreeWindow"), QSize(720, 560));
    return panel;
}

MembershipEditor* AccessDialogs::openMemberships(QWidget* parent, const DbConnection& conn, RowWriter* writer,
                                                 const QString& mode, const QVariant& id) {
    auto* panel = new MembershipEditor(conn, writer, mode, id);
    host(parent, panel, QStringLiteral("membershipWindow"), QSize(720, 480));
    return panel;
}

EffectivePermissionsPanel* AccessDialogs::openEffectivePermissions(QWidget* parent, const DbConnection& conn,
                                                                   const QString& mode, const QVariant& id) {
    auto* panel = new EffectivePermissionsPanel(conn);
    if (mode == QLatin1String("project")) {
        if (id.isValid())
            panel->showProject(id.toLongLong());
    } else if (id.isValid()) {
        panel->showUser(id.toLongLong());
    }
    host(parent, panel, QStringLiteral("effectivePermissionsWindow"), QSize(820, 560));
    return panel;
}

} // namespace metadesk
