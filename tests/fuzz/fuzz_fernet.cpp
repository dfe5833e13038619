// Fernet decryption (core/secrets/Fernet): the tokens Tabularia stores, which Metadesk reads from a database it does
// not control. The first byte picks what is fuzzed: a token under the test vectors' key, or a key itself.

#include "FuzzCheck.h"
#include "core/secrets/Fernet.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using metadesk::Fernet;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return 0;
    static const std::optional<Fernet> fernet =
        Fernet::fromKey(QByteArrayLiteral("cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4="));
    FUZZ_CHECK(fernet.has_value());
    const QByteArray input(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));
    QString error;
    switch (data[0] % 4) {
    case 0: { // a token, no expiry
        const auto plain = fernet->decrypt(input, 0, -1, &error);
        FUZZ_CHECK(plain.has_value() == error.isEmpty());
        break;
    }
    case 1: // a token with a time to live, at the test vectors' "now"
        (void)fernet->decrypt(input, 60, 499162801, &error);
        break;
    case 2: { // a key
        const auto other = Fernet::fromKey(input, &error);
        FUZZ_CHECK(other.has_value() == error.isEmpty());
        if (other)
            (void)other->decrypt(QByteArrayLiteral("gAAAAAAdwJ6wAAECAwQFBgcICQoLDA0ODy021cpGVWKZ_eEwCGM4BLLF_5CV9dOPmr"
                                                   "huVUPgJobwOz7JcbmrR64jVmpU4IwqDA=="));
        break;
    }
    default: { // any plaintext comes back whole from its own token
        const QByteArray iv = QByteArrayLiteral("0123456789abcdef");
        const QByteArray token = fernet->encrypt(input, 499162800, iv);
        FUZZ_CHECK(!token.isEmpty());
        const auto plain = fernet->decrypt(token, 60, 499162801, &error);
        FUZZ_CHECK(plain.has_value());
        FUZZ_CHECK(*plain == input);
        break;
    }
    }
    return 0;
}
