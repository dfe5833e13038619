#pragma once

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace metadesk {

/// Fernet symmetric tokens (AES-128-CBC + HMAC-SHA256), as Tabularia stores connection credentials.
class Fernet {
public:
    /// Key is the url-safe base64 of 32 bytes (signing key = first 16, encryption key = last 16).
    static std::optional<Fernet> fromKey(const QByteArray& base64UrlKey, QString* error = nullptr);
    /// Returns a new random key (32 bytes from RAND_bytes, url-safe base64), or an empty array if the CSPRNG fails.
    static QByteArray generateKey();

    Fernet(const Fernet& other) = default;
    Fernet& operator=(const Fernet& other) = default;
    /// Wipes the key material so it does not linger in freed memory.
    ~Fernet();

    /// Encrypts with the current time and a random IV; returns an empty array (and logs why) on failure.
    QByteArray encrypt(const QByteArray& plaintext) const;
    /// Deterministic variant for tests and demos: iv16 must be 16 bytes and unixTime >= 0, else returns empty.
    QByteArray encrypt(const QByteArray& plaintext, qint64 unixTime, const QByteArray& iv16) const;
    /// ttlSeconds <= 0 means no expiry check. nowUnix < 0 means the current time.
    std::optional<QByteArray> decrypt(const QByteArray& token, qint64 ttlSeconds = 0, qint64 nowUnix = -1,
                                      QString* error = nullptr) const;

private:
    static constexpr int KeyPartSize = 16;

    Fernet() = default;

    std::array<unsigned char, KeyPartSize> m_signingKey{};
    std::array<unsigned char, KeyPartSize> m_encryptionKey{};
};

} // namespace metadesk
