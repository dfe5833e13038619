#pragma once

#include <QCoreApplication>
#include <QString>

namespace metadesk {

/// A table or column label set inside a sentence ("No users has id 5", "has this email"): lower-cased where the
/// language writes it so (English), kept as written where it keeps its capital (German nouns). The translation says
/// which, as Qt's own QT_LAYOUT_DIRECTION does for the writing direction.
inline QString sentenceLabel(const QString& label) {
    const QString mode = QCoreApplication::translate(
        "metadesk::sentenceLabel", "lowercase",
        "Translate as \"keep\" if table and column labels keep their capital letter inside a sentence in this "
        "language (German nouns); anything else lower-cases them, as English does.");
    return mode == QLatin1String("keep") ? label : label.toLower();
}

} // namespace metadesk
