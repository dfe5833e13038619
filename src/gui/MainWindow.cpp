#include "MainWindow.h"
#include "ui_MainWindow.h"

#include "core/db/DbConnection.h"
#include "core/demo/DemoGenerator.h"
#include "core/schema/SchemaInspector.h"
#include "models/TableOverviewModel.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStandardPaths>

namespace metadesk {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_ui(std::make_unique<Ui::MainWindow>()) {
    m_ui->setupUi(this);
    m_overview = new TableOverviewModel(this);
    m_ui->tablesView->setModel(m_overview);
    QHeaderView* header = m_ui->tablesView->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TableOverviewModel::TableColumn, QHeaderView::Stretch);

    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_readOnlyBadge = new QLabel(tr("Read-only"), this);
    m_readOnlyBadge->setObjectName(QStringLiteral("readOnlyBadge"));
    m_readOnlyBadge->setAccessibleName(tr("Read-only mode"));
    m_readOnlyBadge->setStyleSheet(QStringLiteral(
        "QLabel { background: #b45309; color: white; border-radius: 3px; padding: 1px 6px; font-weight: bold; }"));
    m_readOnlyBadge->hide();
    statusBar()->addWidget(m_connectionLabel, 1);
    statusBar()->addPermanentWidget(m_readOnlyBadge);

    connect(m_ui->openDemoAction, &QAction::triggered, this, &MainWindow::openDemoInteractively);
    connect(m_ui->openFileAction, &QAction::triggered, this, &MainWindow::openFileInteractively);
    connect(m_ui->quitAction, &QAction::triggered, qApp, &QApplication::closeAllWindows);
    connect(m_ui->aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    updateHeadline();
}

MainWindow::~MainWindow() = default;

QString MainWindow::demoPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("demo.sqlite"));
}

bool MainWindow::openDemo(QString* error) {
    const QString path = demoPath();
    if (!QFileInfo::exists(path)) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        const DemoGenerator::Result result =
            DemoGenerator::create(DatabaseUrl::sqliteFile(path), DemoGenerator::Options{}, {});
        if (!result.ok) {
            if (error)
                *error = tr("Could not create the demo database: %1").arg(result.error);
            return false;
        }
    }
    return openDatabase(DatabaseUrl::sqliteFile(path), false, error);
}

bool MainWindow::openDatabase(const DatabaseUrl& url, bool readOnly, QString* error) {
    DbConnection::Options options;
    options.readOnly = readOnly;
    auto conn = DbConnection::open(url, options, error);
    if (!conn)
        return false;
    QList<SchemaStatus> statuses;
    if (!SchemaInspector::inspect(*conn, &statuses, error))
        return false;
    bool any = false;
    bool mustBeReadOnly = false;
    for (const SchemaStatus& s : statuses) {
        any = any || s.isPresent();
        mustBeReadOnly = mustBeReadOnly || (s.isPresent() && !s.isWritable());
    }
    if (!any) {
        if (error)
            *error = tr("%1 holds neither a Tabularia nor a Holotable schema.").arg(url.toDisplayString());
        return false;
    }
    if (mustBeReadOnly && !readOnly) {
        // A schema other than the one this Metadesk knows is browsed, never written.
        options.readOnly = true;
        conn = DbConnection::open(url, options, error);
        if (!conn)
            return false;
    }
    m_conn = std::move(conn);
    m_statuses = statuses;
    m_readOnly = options.readOnly;
    m_overview->load(url, m_readOnly, statuses);
    updateHeadline();
    return true;
}

void MainWindow::updateHeadline() {
    if (!m_conn) {
        setWindowTitle(tr("Metadesk"));
        m_ui->headlineLabel->setText(tr("<b>No database open.</b> Use File → Open Demo to try Metadesk."));
        m_ui->schemaLabel->clear();
        m_connectionLabel->setText(tr("Not connected"));
        m_readOnlyBadge->hide();
        return;
    }
    const DatabaseUrl& url = m_conn->url();
    setWindowTitle(tr("%1 — Metadesk").arg(url.shortName()));
    m_ui->headlineLabel->setText(tr("<b>%1</b>").arg(url.toDisplayString().toHtmlEscaped()));
    QStringList lines;
    QStringList revisions;
    for (const SchemaStatus& s : m_statuses) {
        if (!s.isPresent())
            continue;
        lines << s.summary();
        revisions << tr("%1 %2").arg(platforms::displayName(s.platform),
                                     s.current.isEmpty() ? tr("(base)") : s.current);
    }
    m_ui->schemaLabel->setText(lines.join(QLatin1Char('\n')));
    m_connectionLabel->setText(tr("%1 · %2").arg(url.toDisplayString(), revisions.join(QStringLiteral(" · "))));
    m_readOnlyBadge->setVisible(m_readOnly);
}

void MainWindow::openFileInteractively() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open SQLite Database"), QString(),
                                                      tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openDatabase(DatabaseUrl::sqliteFile(path), false, &error))
        QMessageBox::warning(this, tr("Open SQLite File"), error);
}

void MainWindow::openDemoInteractively() {
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = openDemo(&error);
    QApplication::restoreOverrideCursor();
    if (!ok)
        QMessageBox::warning(this, tr("Open Demo"), error);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Metadesk"),
                       tr("<b>Metadesk %1</b><p>An admin console for the metadata databases of Tabularia and "
                          "Holotable.</p>")
                           .arg(QStringLiteral(METADESK_VERSION)));
}

} // namespace metadesk
