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

namespace {
/// `text` in the user's locale as a plain literal ("-1234.5"), or empty: an optional sign, digits either plain or
/// grouped in threes by the locale's separator (a space of any width where the locale groups with one), then
/// optionally the locale's decimal point and digits when `decimals`.
QString fromLocale(const QString& text, bool decimals) {
    const QLocale locale;
    QString t = text;
    t.replace(locale.negativeSign(), QStringLiteral("-"));
    QString group = locale.groupSeparator();
    if (group.trimmed().isEmpty() || group == QString(QChar(0x00A0)) || group == QString(QChar(0x202F))) {
        t.replace(QChar(0x00A0), QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' '));
        group = QStringLiteral(" ");
    }
    const QString g = QRegularExpression::escape(group);
    const QString d = QRegularExpression::escape(locale.decimalPoint());
    const QRegularExpression re(QStringLiteral("^([-+]?)(\\d{1,3}(?:%1\\d{3})+|\\d+)%2$")
                                    .arg(g, decimals ? QStringLiteral("(?:%1(\\d+))?").arg(d) : QString()));
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch())
        return {};
    QString out = m.captured(1) + m.captured(2).remove(group);
    if (decimals && m.hasCaptured(3))
        out += QLatin1Char('.') + m.captured(3);
    return out;
}
} // namespace

QString normalized(const QString& typed) {
    const QString text = typed.trimmed();
    // The locale first: where both readings exist, the user's language decides ("1.000" is a thousand in German,
    // one in English). The C form is read only where the locale has no reading (a copied "9.50" in German).
    const QString local = fromLocale(text, true);
    if (!local.isEmpty())
        return local;
    return literal().match(text).hasMatch() ? text : QString();
}

bool parseInteger(const QString& typed, qlonglong* value) {
    const QString text = typed.trimmed();
    static const QRegularExpression plain(QStringLiteral("^[-+]?\\d+$"));
    QString digits = plain.match(text).hasMatch() ? text : fromLocale(text, true);
    // A whole number written with decimals that are all zeros ("1.000" in English, "1,0" in German) is that number.
    if (const qsizetype point = digits.indexOf(QLatin1Char('.')); point >= 0) {
        static const QRegularExpression zeros(QStringLiteral("^0*$"));
        if (!zeros.match(digits.mid(point + 1)).hasMatch())
            return false;
        digits.truncate(point);
    }
    bool ok = false;
    const qlonglong n = digits.isEmpty() ? 0 : digits.toLongLong(&ok);
    if (ok)
        *value = n;
    return ok;
}

QString localeText(const QString& plain) {
    const QString text = plain.trimmed();
    if (!literal().match(text).hasMatch())
        return plain;
    const QLocale locale;
    QString out = text;
    out.replace(QLatin1Char('.'), locale.decimalPoint());
    if (out.startsWith(QLatin1Char('-')))
        out.replace(0, 1, locale.negativeSign());
    return out;
}

} // namespace metadesk::numerictext
