#include "cli/Cli.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    // The desktop app's names: QSettings finds the connections it saved (--profile) where it keeps them.
    QCoreApplication::setOrganizationName(QStringLiteral("Metadesk"));
    QCoreApplication::setApplicationName(QStringLiteral("metadesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(METADESK_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    metadesk::Cli cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
