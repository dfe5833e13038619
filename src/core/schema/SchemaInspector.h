#pragma once

#include "SchemaStatus.h"

#include <QList>

namespace metadesk {

class DbConnection;

/// Detects which platforms a database holds and where each stands against the migrations Metadesk ships.
class SchemaInspector {
public:
    /// One status per platform (both, present or not), in platforms::all() order.
    static bool inspect(const DbConnection& connection, QList<SchemaStatus>* out, QString* error);
    /// Whether any platform's table or a non-empty version table exists (what `demo` refuses to overwrite).
    static bool holdsAnyPlatform(const DbConnection& connection, bool* holds, QString* error);
};

} // namespace metadesk
