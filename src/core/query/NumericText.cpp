#include "NumericText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace metadesk::numerictext {

namespace {
const QRegularExpression& literal() {
    static const QRegularExpression re(QStringLiteral("^[-+]?([0-9]+[.]?[0-9]*|[.][0-9]+)$"));
    return re;
}
} // namespace

bool isStoredNumber(const QString& text) {
    return literal().match(text.trimmed()).hasMatch();
}

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
/// optionally the locale's decimal point and digits when `decimals`. As a stored literal may, the digits may stand on
/// one side of the point only (",5" and "5," in German): localeText() writes ".5" so, and what it writes reads back.
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
    const QRegularExpression re(QStringLiteral("^([-+]?)(\\d{1,3}(?:%1\\d{3})+|\\d*)%2$")
                                    .arg(g, decimals ? QStringLiteral("(?:%1(\\d*))?").arg(d) : QString()));
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch() || (m.captured(2).isEmpty() && m.captured(3).isEmpty()))
        return {}; // no digit at all
    QString out = m.captured(1) + m.captured(2).remove(group);
    if (decimals && m.hasCaptured(3))
        out += QLatin1Char('.') + m.captured(3);
    return out;
}
} // namespace

namespace {
/// How a typed text reads as a number: its plain literal, or why it has none.
struct Reading {
    enum class Why { Number, Unreadable, TwoWays, Decimals } why = Why::Unreadable;
    QString plain;  ///< Number: the plain literal
    QString local;  ///< TwoWays: the user's locale's reading
    QString stored; ///< TwoWays: the reading as a stored value is written
};

Reading readDecimal(const QString& typed) {
    const QString text = typed.trimmed();
    Reading r;
    // Both readings, compared: a stored text pasted in German ("1.500", one and a half as stored) and the same text
    // typed as German writes a thousand and a half are indistinguishable, so neither is guessed. Where both readings
    // give the same literal ("1000", or "1.5" in English) the text means one number.
    r.local = fromLocale(text, true);
    r.stored = literal().match(text).hasMatch() ? text : QString();
    if (!r.local.isEmpty() && !r.stored.isEmpty() && r.local != r.stored) {
        r.why = Reading::Why::TwoWays;
        return r;
    }
    r.plain = r.local.isEmpty() ? r.stored : r.local;
    r.why = r.plain.isEmpty() ? Reading::Why::Unreadable : Reading::Why::Number;
    return r;
}

Reading readInteger(const QString& typed) {
    static const QRegularExpression plain(QStringLiteral("^[-+]?\\d+$"));
    const QString text = typed.trimmed();
    Reading r;
    if (plain.match(text).hasMatch()) {
        r.plain = text;
        r.why = Reading::Why::Number;
        return r;
    }
    r = readDecimal(text);
    // A whole number has no decimals, not even zeros: "1.000" in English would otherwise be one, which whoever typed
    // it as a thousand does not see.
    if (r.why == Reading::Why::Number && r.plain.contains(QLatin1Char('.'))) {
        r.why = Reading::Why::Decimals;
        r.plain.clear();
    }
    return r;
}

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::numerictext", text);
}
} // namespace

QString normalized(const QString& typed) {
    return readDecimal(typed).plain;
}

bool parseInteger(const QString& typed, qlonglong* value) {
    const Reading r = readInteger(typed);
    bool ok = false;
    const qlonglong n = r.plain.toLongLong(&ok);
    if (ok)
        *value = n;
    return ok;
}

QString problem(const QString& typed, bool whole) {
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return {};
    const Reading r = whole ? readInteger(text) : readDecimal(text);
    const QLocale locale;
    switch (r.why) {
    case Reading::Why::Number:
        if (!whole)
            return {};
        if (bool ok = false; r.plain.toLongLong(&ok), ok)
            return {};
        return tr("“%1” is too large for a whole number here.").arg(text);
    case Reading::Why::TwoWays:
        return whole ? tr("“%1” reads two ways: %2 with the point grouping thousands, as you write numbers, or %3 "
                          "with the point before the decimals, as stored values are written. Type %2 if that is the "
                          "number you mean, without the point.")
                           .arg(text, r.local, localeText(r.stored))
                     : tr("“%1” reads two ways: %2 with the point grouping thousands, as you write numbers, or %3 "
                          "with the point before the decimals, as stored values are written. Type %2 or %3, "
                          "whichever you mean.")
                           .arg(text, localeText(r.local), localeText(r.stored));
    case Reading::Why::Decimals:
        return tr("“%1” has decimals, and a whole number is needed here: type digits only, as 1000000 or %2.")
            .arg(text, locale.toString(1000000));
    case Reading::Why::Unreadable:
        break;
    }
    return whole ? tr("“%1” is not a whole number: type digits, as 1000000 or %2.").arg(text, locale.toString(1000000))
                 : tr("“%1” is not a number: type digits, with “%2” before the decimals, as %3 or 1234.5.")
                       .arg(text, locale.decimalPoint(), locale.toString(1234.5, 'f', 1));
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
