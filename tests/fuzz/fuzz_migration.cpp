// The migration file parser (core/schema/Migration, SqlScript): a migration directory given to `migrate
// --directory` is read as it stands. The first byte picks the platform; the first line is the file's name, the rest
// its content.

#include "FuzzCheck.h"
#include "core/schema/Migration.h"
#include "core/schema/Platform.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

using namespace metadesk;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    const Platform platform = (data[0] & 1) ? Platform::Holotable : Platform::Tabularia;
    const QByteArray input(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));
    const qsizetype newline = input.indexOf('\n');
    const QString fileName = QString::fromUtf8(newline < 0 ? input : input.left(newline));
    const QByteArray content = newline < 0 ? QByteArray() : input.mid(newline + 1);
    Migration migration;
    QString error;
    const bool ok = Migration::parse(platform, fileName, content, &migration, &error);
    FUZZ_CHECK(ok == error.isEmpty());
    if (ok) {
        (void)migration.sqlPreview(false);
        (void)migration.sqlPreview(true);
        (void)migration.needsOwnTransactions(false);
        (void)migration.needsOwnTransactions(true);
        (void)migration.describe();
    }
    return 0;
}
