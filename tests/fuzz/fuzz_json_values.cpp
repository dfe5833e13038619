// JSON values as stored (core/edit/JsonText) and the validators that read them: Holotable's dashboard spec
// (DashboardSpec), its user preferences (HolotablePreferences) and its sources' configs (HolotableRules).

#include "FuzzCheck.h"
#include "core/edit/JsonText.h"
#include "core/ops/holotable/DashboardSpec.h"
#include "core/rules/HolotablePreferences.h"
#include "core/rules/HolotableRules.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <cstdint>

using namespace metadesk;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString problem = jsontext::problem(text);
    const QString line = jsontext::oneLine(text);
    const QString indented = jsontext::indented(text);
    if (problem.isEmpty()) {
        // Laying a document out again keeps it one JSON value, and the two layouts hold the same tokens.
        FUZZ_CHECK(jsontext::problem(line).isEmpty());
        FUZZ_CHECK(jsontext::problem(indented).isEmpty());
        FUZZ_CHECK(jsontext::oneLine(indented) == line);
        FUZZ_CHECK(jsontext::oneLine(line) == line);
    } else {
        FUZZ_CHECK(line == text); // text that is not JSON comes back as it is
    }
    // Broken over lines to edit, joined again to save: every character as it was (the editor's one-line JSON).
    QString joined = jsontext::brokenForEditing(text);
    if (jsontext::breaksForEditing(text)) {
        joined.remove(QLatin1Char('\n'));
        FUZZ_CHECK(joined == text);
        if (problem.isEmpty())
            FUZZ_CHECK(jsontext::problem(jsontext::brokenForEditing(text)).isEmpty());
    } else {
        FUZZ_CHECK(joined == text);
    }

    const QString specProblem = DashboardSpec::problem(text);
    if (!problem.isEmpty())
        FUZZ_CHECK(!specProblem.isEmpty());
    (void)DashboardSpec::sourceIds(text);
    const QString title = DashboardSpec::title(text);
    QString renamed;
    if (DashboardSpec::withTitle(text, QStringLiteral("Renamed \"board\""), &renamed)) {
        // A rename changes the title and nothing a validator would see otherwise.
        FUZZ_CHECK(DashboardSpec::title(renamed) == QStringLiteral("Renamed \"board\""));
        if (problem.isEmpty())
            FUZZ_CHECK(jsontext::problem(renamed).isEmpty());
    }
    QString member;
    (void)DashboardSpec::memberText(text, QStringLiteral("panels"), &member);
    (void)DashboardSpec::titleProblem(title);

    (void)HolotablePreferences::problems(text);

    // A source's config, against each kind Metadesk knows the shape of and one it does not.
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    if (doc.isObject()) {
        for (const char* kind : {"timescaledb", "prometheus", "csv"}) {
            bool known = false;
            const QString configProblem =
                HolotableRules::sourceConfigProblem(QString::fromLatin1(kind), doc.object(), &known);
            if (!known)
                FUZZ_CHECK(configProblem.isEmpty());
        }
    }
    (void)HolotableRules::secretRefProblem(text);
    return 0;
}
