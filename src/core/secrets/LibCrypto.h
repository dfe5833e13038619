#pragma once

#include <QString>

#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <cstddef>

namespace metadesk {

/// OpenSSL's libcrypto, loaded the first time a Fernet key is used rather than with the program.
///
/// Only Fernet (Tabularia's credentials: reveal, rotate, the integrity check's token rule, the demo) needs it, and
/// most sessions never do; linked, it was loaded and relocated at every start and held 1.4 MB (its symbol tables and
/// relocated data) for nothing. The functions are OpenSSL 3's own, declared by its headers and resolved from
/// libcrypto.so.3, the library Debian's libssl3 ships (the package depends on it).
struct LibCrypto {
    decltype(&::EVP_CIPHER_CTX_new) EVP_CIPHER_CTX_new = nullptr;
    decltype(&::EVP_CIPHER_CTX_free) EVP_CIPHER_CTX_free = nullptr;
    decltype(&::EVP_aes_128_cbc) EVP_aes_128_cbc = nullptr;
    decltype(&::EVP_EncryptInit_ex) EVP_EncryptInit_ex = nullptr;
    decltype(&::EVP_EncryptUpdate) EVP_EncryptUpdate = nullptr;
    decltype(&::EVP_EncryptFinal_ex) EVP_EncryptFinal_ex = nullptr;
    decltype(&::EVP_DecryptInit_ex) EVP_DecryptInit_ex = nullptr;
    decltype(&::EVP_DecryptUpdate) EVP_DecryptUpdate = nullptr;
    decltype(&::EVP_DecryptFinal_ex) EVP_DecryptFinal_ex = nullptr;
    decltype(&::EVP_Q_mac) EVP_Q_mac = nullptr;
    decltype(&::RAND_bytes) RAND_bytes = nullptr;
    decltype(&::CRYPTO_memcmp) CRYPTO_memcmp = nullptr;
    decltype(&::ERR_get_error) ERR_get_error = nullptr;
    decltype(&::ERR_error_string_n) ERR_error_string_n = nullptr;
    decltype(&::ERR_clear_error) ERR_clear_error = nullptr;

    /// The library, loaded on the first call (thread-safe); nullptr, with why in *error, when it cannot be loaded or
    /// lacks one of the functions above. Never unloaded.
    static const LibCrypto* get(QString* error = nullptr);
    /// True once get() has loaded it (tests: a start must not).
    static bool isLoaded();
};

/// Overwrites size bytes at data in a way the compiler may not remove (secrets must not linger in freed memory);
/// needs no library.
void wipeSecret(void* data, std::size_t size);

} // namespace metadesk
