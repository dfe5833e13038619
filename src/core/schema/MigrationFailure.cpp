#include "MigrationFailure.h"

#include <QObject>
#include <QStringList>

namespace metadesk {

QString MigrationFailure::describe() const {
    if (!isValid())
        return databaseMessage;
    QString text = QObject::tr("%1 failed %2 at statement %3 of %4, line %5 of %6:\n%7\nThe database said: %8")
                       .arg(migration, down ? QObject::tr("rolling back") : QObject::tr("applying"))
                       .arg(statementNumber)
                       .arg(statementCount)
                       .arg(line)
                       .arg(fileName, statement, databaseMessage);
    if (!committedStatements.isEmpty()) {
        QStringList numbers;
        for (int n : committedStatements)
            numbers << QString::number(n);
        text += QLatin1Char('\n') +
                QObject::tr("Statements %1 could not run inside the migration's transaction and stay applied; the "
                            "migration is not recorded.")
                    .arg(numbers.join(QStringLiteral(", ")));
    }
    if (!invalidIndex.isEmpty())
        text += QLatin1Char('\n') + QObject::tr("The index %1 was left INVALID.").arg(invalidIndex);
    if (!wayOut.isEmpty())
        text += QLatin1Char('\n') + wayOut;
    return text;
}

} // namespace metadesk
