#pragma once

#include <QByteArray>

namespace metadesk {

/// The fixed Fernet key of the demo database, published on purpose: it guards only the demo's fake credentials.
/// A real deployment's key lives only in the OS keychain, never in code or settings.
inline QByteArray demoFernetKey() {
    return QByteArrayLiteral("bWV0YWRlc2stZGVtby1rZXktZmFrZS1zZWNyZXRzISE=");
}

} // namespace metadesk
