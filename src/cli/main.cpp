#include "cli/Cli.h"

#include <QCoreApplication>
#include <QTranslator>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    // The desktop app's names: QSettings finds the connections it saved (--profile) where it keeps them.
    QCoreApplication::setOrganizationName(QStringLiteral("Metadesk"));
    QCoreApplication::setApplicationName(QStringLiteral("metadesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(METADESK_VERSION));
    // The core's sentences it prints count in English words ("1 version", "3 versions"), as the app's do: the same
    // embedded plural forms (translations/metadesk_en.ts). The CLI speaks English only; nothing else is loaded.
    QTranslator english;
    if (english.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&english);
    QTextStream out(stdout);
    QTextStream err(stderr);
    metadesk::Cli cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
