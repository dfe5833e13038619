// The filter bar's conditions as typed (core/query/NumericText, TimestampMatch): numbers in the user's locale or the
// C form, and points in time at any precision. The first byte picks the locale.

#include "FuzzCheck.h"
#include "core/query/NumericText.h"
#include "core/query/TimestampMatch.h"

#include <QLocale>
#include <QString>
#include <QVariant>

#include <cstddef>
#include <cstdint>

using namespace metadesk;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    static const QLocale locales[] = {QLocale::c(), QLocale(QLocale::English, QLocale::UnitedStates),
                                      QLocale(QLocale::German, QLocale::Germany), QLocale(QLocale::French)};
    QLocale::setDefault(locales[data[0] % 4]);
    const QString typed = QString::fromUtf8(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));

    const QString number = numerictext::normalized(typed);
    const QString numberProblem = numerictext::problem(typed, false);
    if (!number.isEmpty()) {
        FUZZ_CHECK(numberProblem.isEmpty());
        FUZZ_CHECK(numerictext::isStoredNumber(number)); // what is written is a plain decimal literal
        FUZZ_CHECK(numerictext::normalized(numerictext::localeText(number)) == number);
    }
    qlonglong whole = 0;
    if (numerictext::parseInteger(typed, &whole))
        FUZZ_CHECK(numerictext::problem(typed, true).isEmpty());

    timestampmatch::Span span;
    if (timestampmatch::parse(QVariant(typed), &span))
        FUZZ_CHECK(span.from < span.until);
    return 0;
}
