#include "core/db/DatabaseUrl.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include "gui/grid/VirtualTableView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using metadesk::DatabaseUrl;
using metadesk::MainWindow;

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Metadesk"));
    QApplication::setApplicationName(QStringLiteral("metadesk"));
    QApplication::setApplicationDisplayName(QStringLiteral("Metadesk"));
    QApplication::setApplicationVersion(QStringLiteral(METADESK_VERSION));

    // The user's language where Metadesk has it, and Qt's own strings (dialog buttons) to match.
    QTranslator translator, qtTranslator;
    if (translator.load(QLocale(), QStringLiteral("metadesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Admin console for Tabularia and Holotable."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demoOption(
        QStringLiteral("demo"), QApplication::translate("main", "Open the demo database (created on first use)."));
    const QCommandLineOption readOnlyOption(
        QStringLiteral("read-only"),
        QApplication::translate("main", "Open for audit browsing: nothing can be written."));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE once it has loaded, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption tableOption(QStringLiteral("table"),
                                         QApplication::translate("main", "Show this table once the database is open."),
                                         QStringLiteral("NAME"));
    const QCommandLineOption rowOption(
        QStringLiteral("select-row"), QApplication::translate("main", "Select this row of the table (0 is the first)."),
        QStringLiteral("N"));
    const QCommandLineOption editOption(
        QStringLiteral("edit"),
        QApplication::translate("main", "Open the row dialog for the selected row (a new row when none is selected)."));
    parser.addOptions({demoOption, readOnlyOption, screenshotOption, tableOption, rowOption, editOption});
    parser.addPositionalArgument(
        QStringLiteral("url"), QApplication::translate("main", "sqlite:///path.db or postgresql://user@host:port/db"));
    parser.process(app);

    MainWindow window;
    window.resize(1100, 720);
    QString error;
    bool opened = true;
    if (parser.isSet(demoOption)) {
        opened = window.openDemo(parser.isSet(readOnlyOption), &error);
    } else if (!parser.positionalArguments().isEmpty()) {
        const DatabaseUrl url = DatabaseUrl::parse(parser.positionalArguments().constFirst(), &error);
        opened = url.isValid() && window.openDatabase(url, parser.isSet(readOnlyOption), &error);
    }
    window.show();
    if (opened && parser.isSet(tableOption)) {
        window.workspace()->navigate(metadesk::Location{parser.value(tableOption), {}, {}});
        if (parser.isSet(rowOption)) {
            const int row = parser.value(rowOption).toInt();
            if (metadesk::TablePage* page = window.workspace()->currentPage()) {
                // Select it once its page is read.
                QObject::connect(page->model(), &metadesk::WindowedTableModel::pageLoaded, page, [page, row]() {
                    if (page->grid()->currentSourceRow() < 0 && page->model()->isRowLoaded(row))
                        page->grid()->selectRow(row);
                });
                page->model()->prefetch(row, row);
            }
        }
    }

    if (opened && parser.isSet(editOption)) {
        QTimer::singleShot(1200, &window, [&window]() {
            metadesk::EditController* edit = window.editController();
            if (edit->editAction()->isEnabled())
                edit->editAction()->trigger();
            else if (edit->newAction()->isEnabled())
                edit->newAction()->trigger();
        });
    }

    const QString screenshot = parser.value(screenshotOption);
    if (!opened) {
        if (!screenshot.isEmpty()) {
            std::fprintf(stderr, "metadesk: %s\n", qPrintable(error));
            return 3;
        }
        QMessageBox::warning(&window, QApplication::translate("main", "Open Database"), error);
    }
    if (!screenshot.isEmpty()) {
        // Let the counts arrive and the layout settle, then save the window as shown.
        QTimer::singleShot(2500, &window, [&window, screenshot]() {
            // A dialog open over the window (--edit) is what there is to see.
            QWidget* shown = QApplication::activeModalWidget() ? QApplication::activeModalWidget() : &window;
            const bool saved = shown->grab().save(screenshot);
            if (!saved)
                std::fprintf(stderr, "metadesk: could not save %s\n", qPrintable(screenshot));
            QApplication::exit(saved ? 0 : 3);
        });
    }
    return QApplication::exec();
}
