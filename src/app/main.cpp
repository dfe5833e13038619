#include "core/db/DatabaseUrl.h"
#include "core/db/PreparedOpen.h"
#include "core/settings/Settings.h"
#include "core/trace/StartupTrace.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/chat/ChatTranscriptAction.h"
#include "gui/edit/EditController.h"
#include "gui/pages/TablePage.h"
#include "gui/style/AppIcon.h"
#include "gui/style/Theme.h"
#include "models/WindowedTableModel.h"

#include "gui/grid/VirtualTableView.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDialog>
#include <QEvent>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <functional>
#include <memory>
#include <thread>

#include <dlfcn.h>

using metadesk::DatabaseUrl;
using metadesk::MainWindow;

namespace {
/// Calls `then` once `widget` has painted next, from the event loop (the frame is done when the loop is back).
class AfterNextPaint : public QObject {
public:
    AfterNextPaint(QWidget* widget, std::function<void()> then) : QObject(widget), m_then(std::move(then)) {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this]() {
                m_then();
                deleteLater();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_then;
};

/// Fontconfig reads its configuration (some fifty XML files) and its font caches when the window first asks for a
/// font: a tenth of the GUI thread's work before a table's first rows are on the screen. Asked for here, on a thread
/// of its own, it is done while the application connects to the display, and Qt's own FcInit() finds it done
/// (fontconfig is thread-safe). Reached through the library Qt loaded, where Qt uses fontconfig at all.
void warmFontconfig() {
    using Init = int (*)();
    if (const auto init = reinterpret_cast<Init>(dlsym(RTLD_DEFAULT, "FcInit")))
        std::thread(init).detach();
}

/// The value of `--name VALUE` or `--name=VALUE` on the command line, read before the parser exists: the language
/// has to be chosen before the help text is translated.
QString earlyOption(const QStringList& arguments, const QString& name) {
    const QString option = QStringLiteral("--") + name;
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == option && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (arguments.at(i).startsWith(option + QLatin1Char('=')))
            return arguments.at(i).mid(option.size() + 1);
    }
    return {};
}
/// With the start-up traced: when the table's first rows are read, and when a frame first shows them.
void traceFirstRows(metadesk::TablePage* page) {
    if (!page)
        return;
    auto* viewport = page->grid()->tableView()->viewport();
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = QObject::connect(page->model(), &metadesk::WindowedTableModel::pageLoaded, viewport, [viewport, once]() {
        QObject::disconnect(*once);
        metadesk::startuptrace::mark("first rows read");
        new AfterNextPaint(viewport, []() {
            metadesk::startuptrace::mark("first frame with rows painted");
            // METADESK_TRACE_STARTUP=quit: done once they are on the screen (a profiler's run ends there).
            if (qEnvironmentVariable("METADESK_TRACE_STARTUP") == QLatin1String("quit"))
                QApplication::quit();
        });
    });
}
} // namespace

int main(int argc, char* argv[]) {
    namespace trace = metadesk::startuptrace;
    trace::mark("main entered");
    warmFontconfig();
    QApplication app(argc, argv);
    trace::mark("application made");
    QApplication::setOrganizationName(QStringLiteral("Metadesk"));
    QApplication::setApplicationName(QStringLiteral("metadesk"));
    QApplication::setApplicationDisplayName(QStringLiteral("Metadesk"));
    QApplication::setApplicationVersion(QStringLiteral(METADESK_VERSION));

    QApplication::setDesktopFileName(QStringLiteral("org.metadesk.Metadesk"));

    // The language chosen in Preferences, else the system's, where Metadesk has it; Qt's own strings (dialog
    // buttons) to match. English is the source language: nothing to load.
    const QString languageArgument = earlyOption(QApplication::arguments(), QStringLiteral("language"));
    const QString chosen = !languageArgument.isEmpty()
                               ? languageArgument
                               : metadesk::Settings::instance().get(metadesk::Settings::Key::Language).toString();
    const QLocale language = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    if (!chosen.isEmpty())
        QLocale::setDefault(QLocale(language.language(), QLocale().territory()));
    // The system's languages are tried in the user's order (LANGUAGE=de with LANG=en_US finds German); English
    // first, or chosen, loads only Metadesk's English plural forms ("1 version", "8 versions"), not Qt's.
    const QString firstLanguage = language.uiLanguages().value(0);
    QTranslator translator, qtTranslator;
    if (!firstLanguage.startsWith(QLatin1String("en"))) {
        if (translator.load(language, QStringLiteral("metadesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
            QApplication::installTranslator(&translator);
        if (qtTranslator.load(language, QStringLiteral("qtbase"), QStringLiteral("_"),
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QApplication::installTranslator(&qtTranslator);
    }
    // English, or a language Metadesk is not translated into: the English plural forms.
    if (translator.isEmpty() && translator.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    const QString themeArgument = earlyOption(QApplication::arguments(), QStringLiteral("theme"));
    metadesk::theme::apply(metadesk::theme::choiceFromKey(
        !themeArgument.isEmpty() ? themeArgument
                                 : metadesk::Settings::instance().get(metadesk::Settings::Key::Theme).toString()));

    trace::mark("translations and theme");
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
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QApplication::translate("main", "Show this page once the database is open: overview, integrity, queue or "
                                        "administration (administration:TABLE shows that table's tab)."),
        QStringLiteral("PAGE"));
    const QCommandLineOption rowOption(
        QStringLiteral("select-row"), QApplication::translate("main", "Select this row of the table (0 is the first)."),
        QStringLiteral("N"));
    const QCommandLineOption editOption(
        QStringLiteral("edit"),
        QApplication::translate("main", "Open the row dialog for the selected row (a new row when none is selected)."));
    const QCommandLineOption chatOption(
        QStringLiteral("chat-transcript"),
        QApplication::translate("main", "Open the chat transcript of the selected row (a dashboard, conversation or AI "
                                        "chat)."));
    const QCommandLineOption themeOption(QStringLiteral("theme"),
                                         QApplication::translate("main", "Look for this run: system, light or dark."),
                                         QStringLiteral("THEME"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        QApplication::translate("main", "Language for this run, such as de or en (default: the system's)."),
        QStringLiteral("CODE"));
    parser.addOptions({demoOption, readOnlyOption, screenshotOption, tableOption, pageOption, rowOption, editOption,
                       chatOption, themeOption, languageOption});
    parser.addPositionalArgument(
        QStringLiteral("url"),
        QApplication::translate("main", "sqlite:///path.db, postgresql://user@host:port/db, or the path "
                                        "of a SQLite file"));
    parser.process(app);

    // The database named on the command line is opened and its schema and catalog read on a thread of their own
    // while the window is built here.
    std::shared_ptr<metadesk::PreparedOpen> prepared;
    if (!parser.isSet(demoOption) && !parser.positionalArguments().isEmpty()) {
        QString ignored; // said by the open below
        const DatabaseUrl url = DatabaseUrl::fromArgument(parser.positionalArguments().constFirst(), &ignored);
        if (url.isValid())
            prepared = metadesk::PreparedOpen::start(url, parser.isSet(readOnlyOption));
    }
    MainWindow window;
    // The icon once the first frame is on the screen (the window manager takes it as well a moment later): the PNG of
    // each size (src/gui/CMakeLists.txt).
    new AfterNextPaint(&window, []() { QApplication::setWindowIcon(metadesk::applicationIcon()); });
    trace::mark("main window built");
    if (parser.isSet(screenshotOption))
        window.resize(1280, 800); // pictures of one size, whatever the last session left
    QString error;
    bool opened = true;
    if (parser.isSet(demoOption)) {
        opened = window.openDemo(parser.isSet(readOnlyOption), &error);
    } else if (!parser.positionalArguments().isEmpty()) {
        const DatabaseUrl url = DatabaseUrl::fromArgument(parser.positionalArguments().constFirst(), &error);
        opened = url.isValid() && window.openDatabase(url, parser.isSet(readOnlyOption), &error, prepared.get());
    }
    trace::mark("database open");
    // The table's page before the window is shown: its first rows are read on their worker while the window is
    // shown and laid out here.
    if (opened && parser.isSet(tableOption)) {
        window.workspace()->navigate(metadesk::Location{parser.value(tableOption), {}, {}});
        trace::mark("table page made");
        if (trace::enabled())
            traceFirstRows(window.workspace()->currentPage());
    }
    window.show();
    trace::mark("window shown");
    if (opened && parser.isSet(tableOption)) {
        if (parser.isSet(rowOption)) {
            const int row = parser.value(rowOption).toInt();
            if (metadesk::TablePage* page = window.workspace()->currentPage()) {
                // Select it once its page is read, and only then: a later sort or filter reads the pages again with
                // no current row, and the highlight follows the record chosen, not row N.
                auto once = std::make_shared<QMetaObject::Connection>();
                *once = QObject::connect(
                    page->model(), &metadesk::WindowedTableModel::pageLoaded, page, [page, row, once]() {
                        if (page->grid()->currentSourceRow() >= 0 || !page->model()->isRowLoaded(row))
                            return;
                        QObject::disconnect(*once);
                        page->grid()->selectRow(row);
                    });
                page->model()->prefetch(row, row);
            }
        }
    }

    if (opened && parser.isSet(pageOption)) {
        const QString page = parser.value(pageOption).toLower();
        if (page == QLatin1String("queue"))
            window.workspace()->showQueue();
        else if (page == QLatin1String("integrity"))
            window.workspace()->showIntegrity();
        else if (page == QLatin1String("overview"))
            window.workspace()->goHome();
        else if (page == QLatin1String("administration") || page.startsWith(QLatin1String("administration:")))
            window.workspace()->showAdministration(page.section(QLatin1Char(':'), 1)); // Administration
        else
            std::fprintf(stderr, "metadesk: %s\n",
                         qPrintable(QApplication::translate("main", "--page takes overview, integrity, queue or "
                                                                    "administration, not \"%1\".")
                                        .arg(page)));
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

    if (opened && parser.isSet(chatOption)) {
        QTimer::singleShot(1200, &window, [&window]() {
            for (metadesk::ChatTranscriptAction* chat : {window.chatTranscript(), window.aiChatTranscript()})
                if (chat->action()->isEnabled()) {
                    chat->action()->trigger();
                    break;
                }
        });
    }

    const QString screenshot = parser.value(screenshotOption);
    if (!opened) {
        if (!screenshot.isEmpty()) {
            std::fprintf(stderr, "metadesk: %s\n", qPrintable(error));
            return 3;
        }
        window.reportOpenError(error);
    }
    if (!screenshot.isEmpty()) {
        // Let the counts arrive and the layout settle, then save the window as shown.
        QTimer::singleShot(2500, &window, [&window, screenshot]() {
            // A dialog open over the window (--edit) is what there is to see.
            QWidget* shown = QApplication::activeModalWidget() ? QApplication::activeModalWidget() : &window;
            // A dialog opened beside it (--chat-transcript) likewise.
            for (QWidget* top : QApplication::topLevelWidgets())
                if (shown == &window && top->isVisible() && qobject_cast<QDialog*>(top))
                    shown = top;
            const bool saved = shown->grab().save(screenshot);
            if (!saved)
                std::fprintf(stderr, "metadesk: could not save %s\n", qPrintable(screenshot));
            QApplication::exit(saved ? 0 : 3);
        });
    }
    return QApplication::exec();
}
