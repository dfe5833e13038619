#include "AboutDialog.h"

#include "core/db/DriverVersions.h"
#include "core/schema/MigrationSet.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSqlDatabase>
#include <QVBoxLayout>

namespace metadesk {

QList<QPair<QString, QString>> AboutDialog::versions(const QString& serverVersion) {
    QList<QPair<QString, QString>> rows;
    rows << qMakePair(tr("Metadesk"), QStringLiteral(METADESK_VERSION));
    rows << qMakePair(tr("Qt"),
                      tr("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)));
    QStringList drivers = QSqlDatabase::drivers();
    rows << qMakePair(tr("Database drivers"), drivers.join(QStringLiteral(", ")));
    const QString sqlite = driverversions::sqlite();
    rows << qMakePair(tr("SQLite library"), sqlite.isEmpty() ? tr("not available") : sqlite);
    const QString libpq = driverversions::libpq();
    rows << qMakePair(tr("PostgreSQL client (libpq)"), libpq.isEmpty() ? tr("not available") : libpq);
    if (!serverVersion.isEmpty())
        rows << qMakePair(tr("Open database's server"), serverVersion);
    rows << qMakePair(tr("QtKeychain"), QStringLiteral(METADESK_QTKEYCHAIN_VERSION));
    for (Platform p : platforms::all()) {
        MigrationSet set;
        QString error;
        const QString head = MigrationSet::loadBuiltIn(p, false, &set, &error) ? set.head() : error;
        rows << qMakePair(tr("%1 schema revision shipped").arg(platforms::displayName(p)), head);
    }
    return rows;
}

QString AboutDialog::versionText(const QString& serverVersion) {
    QStringList lines;
    for (const auto& row : versions(serverVersion))
        lines << tr("%1: %2").arg(row.first, row.second);
    return lines.join(QLatin1Char('\n'));
}

AboutDialog::AboutDialog(const QString& serverVersion, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Metadesk"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout();
    auto* icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    top->addWidget(icon, 0, Qt::AlignTop);
    auto* text = new QLabel(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setTextFormat(Qt::RichText);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QString html = tr("<h3>Metadesk %1</h3><p>An admin console for the metadata databases of Tabularia and "
                      "Holotable: see and change what they hold with the platforms' own rules, browse them "
                      "read-only for an audit, or try the demo.</p>")
                       .arg(QStringLiteral(METADESK_VERSION));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    for (const auto& row : versions(serverVersion))
        html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                    .arg(row.first.toHtmlEscaped(), row.second.toHtmlEscaped());
    html += QStringLiteral("</table>");
    text->setText(html);
    top->addWidget(text, 1);
    layout->addLayout(top);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* copy = buttons->addButton(tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersions"));
    copy->setAccessibleName(tr("Copy the versions to the clipboard"));
    connect(copy, &QPushButton::clicked, this,
            [serverVersion]() { QApplication::clipboard()->setText(versionText(serverVersion)); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace metadesk
