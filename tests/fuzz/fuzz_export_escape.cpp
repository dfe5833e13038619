// CSV and JSON export escaping (core/export/ExportText): a cell's text as the exporter writes it must read back as
// the same text, whatever it holds. The first byte picks what is fuzzed.

#include "FuzzCheck.h"
#include "core/export/ExportText.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QString>

#include <cstddef>
#include <cstdint>

using namespace metadesk;

namespace {

/// One RFC 4180 field as a reader takes it back.
QByteArray readCsvField(const QByteArray& field) {
    if (!field.startsWith('"'))
        return field;
    FUZZ_CHECK(field.size() >= 2 && field.endsWith('"'));
    QByteArray out;
    for (qsizetype i = 1; i < field.size() - 1; ++i) {
        if (field[i] == '"') {
            FUZZ_CHECK(field[i + 1] == '"'); // a quote inside is doubled
            ++i;
        }
        out += field[i];
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));
    switch (data[0] % 3) {
    case 0: { // a CSV field reads back as the text's UTF-8
        QByteArray out;
        exporttext::appendString(out, true, text);
        const QByteArray back = readCsvField(out);
        FUZZ_CHECK(back == text.toUtf8());
        if (!out.startsWith('"'))
            FUZZ_CHECK(!out.contains(',') && !out.contains('\n') && !out.contains('\r') && !out.contains('"'));
        break;
    }
    case 1: { // a JSON string reads back as the same text
        QByteArray out("[");
        exporttext::appendString(out, false, text);
        out += ']';
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
        FUZZ_CHECK(error.error == QJsonParseError::NoError);
        FUZZ_CHECK(doc.array().size() == 1);
        FUZZ_CHECK(doc.array().at(0).toString() == QString::fromUtf8(text.toUtf8()));
        break;
    }
    default: { // a PostgreSQL array literal becomes a JSON array, or is refused
        QByteArray json;
        if (exporttext::pgArrayToJson(text, &json)) {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
            FUZZ_CHECK(error.error == QJsonParseError::NoError);
            FUZZ_CHECK(doc.isArray());
        }
        break;
    }
    }
    return 0;
}
