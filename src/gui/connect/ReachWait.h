#pragma once

#include "core/db/DatabaseUrl.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace metadesk {

/// Whether a PostgreSQL server can be reached now, found off the GUI thread: a connection of its own is opened (and
/// closed) on a thread of its own while the GUI thread goes on, with a progress dialog over `parent` after a moment
/// that says so and can be cancelled. DbConnection::ReachCheck for the window's connection: a server that went away
/// is asked for before the connection is opened again on the GUI thread, which then takes no longer than a login.
class ReachWait {
    Q_DECLARE_TR_FUNCTIONS(ReachWait)

public:
    /// True once a connection opened; false with the sentence of the failed open, or that it was cancelled, in
    /// *error. A second call while one waits is refused at once (a timer's read during the wait, say).
    static bool reachable(QWidget* parent, const DatabaseUrl& url, QString* error);
    /// The dialog shown while waiting (its object name), for tests and screen readers.
    static QString dialogName() { return QStringLiteral("reachWaitDialog"); }
};

} // namespace metadesk
