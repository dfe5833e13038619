#include "Finding.h"

namespace metadesk {

QString severities::key(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Notice:
        return QStringLiteral("notice");
    }
    return {};
}

QString Finding::keyText() const {
    QStringList parts;
    for (int i = 0; i < keyColumns.size(); ++i)
        parts << keyColumns.at(i) + QLatin1Char('=') +
                     (keyValues.value(i).isNull() ? QStringLiteral("NULL") : keyValues.value(i).toString());
    return parts.join(QStringLiteral(", "));
}

} // namespace metadesk
