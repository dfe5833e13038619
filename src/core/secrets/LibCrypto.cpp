#include "LibCrypto.h"

#include <QLibrary>
#include <QStringList>

#include <atomic>
#include <cstring>

namespace metadesk {

namespace {

std::atomic<bool> g_loaded{false};

struct Loaded {
    LibCrypto api;
    QString error;
};

template <typename F> bool resolve(QLibrary& library, const char* name, F& into, QStringList& missing) {
    into = reinterpret_cast<F>(library.resolve(name));
    if (!into)
        missing.append(QString::fromLatin1(name));
    return into != nullptr;
}

Loaded load() {
    Loaded out;
    QLibrary library(QStringLiteral("crypto"), 3);
    if (!library.load()) {
        out.error = QStringLiteral("OpenSSL's libcrypto (libcrypto.so.3, Debian's libssl3) could not be loaded: %1")
                        .arg(library.errorString());
        return out;
    }
    LibCrypto& a = out.api;
    QStringList missing;
    resolve(library, "EVP_CIPHER_CTX_new", a.EVP_CIPHER_CTX_new, missing);
    resolve(library, "EVP_CIPHER_CTX_free", a.EVP_CIPHER_CTX_free, missing);
    resolve(library, "EVP_aes_128_cbc", a.EVP_aes_128_cbc, missing);
    resolve(library, "EVP_EncryptInit_ex", a.EVP_EncryptInit_ex, missing);
    resolve(library, "EVP_EncryptUpdate", a.EVP_EncryptUpdate, missing);
    resolve(library, "EVP_EncryptFinal_ex", a.EVP_EncryptFinal_ex, missing);
    resolve(library, "EVP_DecryptInit_ex", a.EVP_DecryptInit_ex, missing);
    resolve(library, "EVP_DecryptUpdate", a.EVP_DecryptUpdate, missing);
    resolve(library, "EVP_DecryptFinal_ex", a.EVP_DecryptFinal_ex, missing);
    resolve(library, "EVP_Q_mac", a.EVP_Q_mac, missing);
    resolve(library, "RAND_bytes", a.RAND_bytes, missing);
    resolve(library, "CRYPTO_memcmp", a.CRYPTO_memcmp, missing);
    resolve(library, "ERR_get_error", a.ERR_get_error, missing);
    resolve(library, "ERR_error_string_n", a.ERR_error_string_n, missing);
    resolve(library, "ERR_clear_error", a.ERR_clear_error, missing);
    if (!missing.isEmpty())
        out.error = QStringLiteral("OpenSSL's libcrypto (%1) lacks %2: OpenSSL 3 is needed")
                        .arg(library.fileName(), missing.join(QStringLiteral(", ")));
    else
        g_loaded.store(true, std::memory_order_release);
    return out;
}

} // namespace

const LibCrypto* LibCrypto::get(QString* error) {
    static const Loaded loaded = load(); // thread-safe: one load, whoever asks first
    if (!loaded.error.isEmpty()) {
        if (error)
            *error = loaded.error;
        return nullptr;
    }
    return &loaded.api;
}

bool LibCrypto::isLoaded() {
    return g_loaded.load(std::memory_order_acquire);
}

void wipeSecret(void* data, std::size_t size) {
    if (data && size)
        explicit_bzero(data, size);
}

} // namespace metadesk
