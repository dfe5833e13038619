#include "cli/Cli.h"

#include <QCoreApplication>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("metadesk-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(METADESK_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    metadesk::Cli cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
