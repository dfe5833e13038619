#include "NumericText.h"

#include <QLocale>
#include <QRegularExpression>

namespace metadesk::numerictext {

namespace {
const QRegularExpression& literal() {
    static const QRegularExpression re(QStringLiteral("^[-+]?([0-9]+[.]?[0-9]*|[.][0-9]+)$"));
    return re;
}
} // namespace

bool isTextType(const QString& storageType) {
    const QString t = storageType.trimmed().toLower();
    return t.contains(QLatin1String("char")) || t.contains(QLatin1String("text")) ||
           t.contains(QLatin1String("clob")) || t == QLatin1String("string");
}

bool isNumericText(const ColumnDescriptor& column) {
    return column.kind == ColumnKind::Decimal && isTextType(column.storageType);
}

QString guarded(const QString& quotedName, bool sqlite) {
    if (!sqlite) // the same literal as literal(), spaces around allowed (numeric's input skips them)
        return QStringLiteral("CASE WHEN %1 ~ '^ *[-+]{0,1}([0-9]+[.]{0,1}[0-9]*|[.][0-9]+) *$' THEN %1 END")
            .arg(quotedName);
    // SQLite has no regular expressions: a digit somewhere, at most one point, and after an optional sign nothing but
    // digits and points. trim() drops spaces only, as the pattern above allows them.
    const QString t = QStringLiteral("trim(%1)").arg(quotedName);
    return QStringLiteral(
               "CASE WHEN %1 GLOB '*[0-9]*' AND %1 NOT GLOB '*.*.*' AND substr(%1, CASE WHEN substr(%1, 1, 1) "
               "IN ('-', '+') THEN 2 ELSE 1 END) NOT GLOB '*[^0-9.]*' THEN %2 END")
        .arg(t, quotedName);
}

QString value(const QString& quotedName, bool sqlite) {
    return sqlite ? QStringLiteral("CAST(trim(%1) AS REAL)").arg(guarded(quotedName, true))
                  : QStringLiteral("(%1)::numeric").arg(guarded(quotedName, false));
}

QString placeholder(bool sqlite) {
    return sqlite ? QStringLiteral("CAST(trim(?) AS REAL)") : QStringLiteral("?::numeric");
}

QString normalized(const QString& typed) {
    const QString text = typed.trimmed();
    if (literal().match(text).hasMatch())
        return text;
    const QLocale locale;
    QString local = text;
    local.remove(locale.groupSeparator());
    local.remove(QChar(0x00A0)).remove(QChar(0x202F)).remove(QLatin1Char(' ')); // spaces some locales group with
    local.replace(locale.decimalPoint(), QStringLiteral("."));
    local.replace(locale.negativeSign(), QStringLiteral("-"));
    return literal().match(local).hasMatch() ? local : QString();
}

} // namespace metadesk::numerictext
