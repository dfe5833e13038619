// The database URL parser (core/db/DatabaseUrl): what a user types or pastes into the connect dialog, or passes to
// metadesk-cli --database.

#include "FuzzCheck.h"
#include "core/db/DatabaseUrl.h"

#include <QString>
#include <QUrl>

#include <cstddef>
#include <cstdint>

using metadesk::DatabaseUrl;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const DatabaseUrl url = DatabaseUrl::parse(text, &error);
    FUZZ_CHECK(url.isValid() == error.isEmpty());
    // Whatever is typed, its masked form must come out, and a URL that parses has a display form and a short name.
    const QString masked = DatabaseUrl::maskPassword(text);
    (void)masked;
    if (url.isValid()) {
        const QString shown = url.toDisplayString();
        (void)url.shortName();
        // A password is never shown: never as user:password@, and a long one nowhere; unless the same text is also
        // in what the URL shows without any password (its host, user, database, path or options: a password
        // "slmode=verif" is in "?sslmode=verify-full").
        const QString pw = url.password();
        DatabaseUrl withoutPassword = url;
        withoutPassword.setPassword(QString());
        const bool elsewhere = withoutPassword.toDisplayString().contains(pw);
        if (!pw.isEmpty() && !elsewhere) {
            FUZZ_CHECK(!shown.contains(QLatin1Char(':') + pw + QLatin1Char('@')));
            FUZZ_CHECK(
                !shown.contains(QLatin1Char(':') + QString::fromUtf8(QUrl::toPercentEncoding(pw)) + QLatin1Char('@')));
            if (pw.size() >= 8)
                FUZZ_CHECK(!shown.contains(pw));
        }
        // What is shown parses again, to the same place: the same file, or the same server, user and database (a
        // PostgreSQL profile is kept in settings in this form).
        QString again;
        const DatabaseUrl reparsed = DatabaseUrl::parse(shown, &again);
        FUZZ_CHECK(reparsed.isValid());
        FUZZ_CHECK(reparsed.engine() == url.engine());
        FUZZ_CHECK(reparsed.path() == url.path());
        FUZZ_CHECK(reparsed.host() == url.host() && reparsed.port() == url.port());
        FUZZ_CHECK(reparsed.user() == url.user() && reparsed.databaseName() == url.databaseName());
        FUZZ_CHECK(reparsed.sslMode() == url.sslMode() && reparsed.sslRootCert() == url.sslRootCert());
        FUZZ_CHECK(reparsed.sslCert() == url.sslCert() && reparsed.sslKey() == url.sslKey());
    }
    return 0;
}
