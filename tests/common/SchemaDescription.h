#pragma once

#include "core/schema/LiveSchema.h"
#include "core/schema/Platform.h"

#include <QStringList>

namespace metadesk::test {

/// The written description of a platform's schema at each revision, taken from the platform's own sources
/// (tests/data/schemas/<platform>-<engine>.json), and the comparison of a live database with it.
class SchemaDescription {
public:
    /// Loads tests/data/schemas/<platform>-<engine>.json; false with the reason in *error.
    static bool load(Platform platform, const QString& engine, SchemaDescription* out, QString* error);

    QStringList revisions() const { return m_revisions; }
    /// The schema at `revision`, as a LiveSchema to compare with (empty when the description has no such revision).
    LiveSchema at(const QString& revision) const;

    struct Options {
        bool types = true;    ///< compare column types exactly
        bool triggers = true; ///< compare trigger names
        bool checks = true;   ///< compare the number of CHECK constraints
    };
    /// Every difference between `live` and `expected`, one line each ("runs.kind: type text, expected character
    /// varying"); tables in `ignore` are left out on both sides. Empty when they agree.
    static QStringList differences(const LiveSchema& live, const LiveSchema& expected, const Options& options,
                                   const QStringList& ignore = {});

private:
    QStringList m_revisions;
    QList<LiveSchema> m_schemas;
};

} // namespace metadesk::test
