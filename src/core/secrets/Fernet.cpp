#include "Fernet.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QStringList>
#include <QtEndian>

#include "LibCrypto.h"

#include <algorithm>
#include <climits>
#include <memory>

namespace metadesk {

namespace {

Q_LOGGING_CATEGORY(lcFernet, "metadesk.secrets.fernet")

constexpr char VersionByte = '\x80';
constexpr int TimestampSize = 8;
constexpr int IvSize = 16;
constexpr int BlockSize = 16;
constexpr int HmacSize = 32;
constexpr int KeySize = 32;
constexpr int HeaderSize = 1 + TimestampSize + IvSize;
// PKCS7 always adds at least one byte, so even an empty plaintext yields one cipher block.
constexpr int MinTokenSize = HeaderSize + BlockSize + HmacSize;
constexpr quint64 MaxClockSkewSeconds = 60;

struct CipherCtxDeleter {
    const LibCrypto* crypto = nullptr;
    void operator()(EVP_CIPHER_CTX* ctx) const { crypto->EVP_CIPHER_CTX_free(ctx); }
};
using CipherCtxPtr = std::unique_ptr<EVP_CIPHER_CTX, CipherCtxDeleter>;
CipherCtxPtr newCipherCtx(const LibCrypto& crypto) {
    return CipherCtxPtr(crypto.EVP_CIPHER_CTX_new(), CipherCtxDeleter{&crypto});
}

const unsigned char* uchars(const QByteArray& bytes) {
    return reinterpret_cast<const unsigned char*>(bytes.constData());
}
unsigned char* uchars(QByteArray& bytes) {
    return reinterpret_cast<unsigned char*>(bytes.data());
}

void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

/// Drains OpenSSL's per-thread error queue into one line, so failures are explained and do not leak into later calls.
QString takeOpenSslErrors(const LibCrypto& crypto) {
    QStringList parts;
    while (const unsigned long code = crypto.ERR_get_error()) {
        char buffer[256];
        crypto.ERR_error_string_n(code, buffer, sizeof(buffer));
        parts.append(QString::fromLatin1(buffer));
    }
    return parts.isEmpty() ? QStringLiteral("no OpenSSL error reported") : parts.join(QStringLiteral("; "));
}

int base64UrlValue(char c) {
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '-')
        return 62;
    if (c == '_')
        return 63;
    return -1;
}

/// Strict RFC 4648 url-safe base64 decoder: padding required, no foreign characters, canonical trailing bits.
// Hand-written because QByteArray::fromBase64 is lenient about these cases, and the Fernet spec requires rejecting
// them; canonical trailing bits also guarantee that changing any character of a token changes the decoded bytes.
std::optional<QByteArray> decodeBase64UrlStrict(const QByteArray& input, QString* error) {
    const qsizetype size = input.size();
    if (size % 4 != 0) {
        setError(error, QStringLiteral("invalid base64: length %1 is not a multiple of 4 (url-safe base64 with "
                                       "padding is required)")
                            .arg(size));
        return std::nullopt;
    }
    qsizetype padding = 0;
    while (padding < size && padding < 3 && input.at(size - 1 - padding) == '=')
        ++padding;
    if (padding > 2) {
        setError(error, QStringLiteral("invalid base64: too much '=' padding at the end"));
        return std::nullopt;
    }

    QByteArray out;
    out.reserve(size / 4 * 3);
    quint32 accumulator = 0;
    int bits = 0;
    int lastValue = 0;
    for (qsizetype i = 0; i < size - padding; ++i) {
        const char c = input.at(i);
        const int value = base64UrlValue(c);
        if (value < 0) {
            if (c == '=')
                setError(error, QStringLiteral("invalid base64: '=' padding before the end, at offset %1").arg(i));
            else if (c == '+' || c == '/')
                setError(error, QStringLiteral("invalid base64: standard-alphabet character at offset %1 (url-safe "
                                               "'-' and '_' are required)")
                                    .arg(i));
            else
                setError(error, QStringLiteral("invalid base64: character 0x%1 at offset %2 is not in the url-safe "
                                               "alphabet")
                                    .arg(static_cast<uchar>(c), 2, 16, QLatin1Char('0'))
                                    .arg(i));
            return std::nullopt;
        }
        lastValue = value;
        accumulator = (accumulator << 6) | static_cast<quint32>(value);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.append(static_cast<char>((accumulator >> bits) & 0xFF));
        }
    }
    // With "==" the last symbol carries 4 unused bits, with "=" 2; a canonical encoder leaves them zero.
    const int unusedMask = padding == 2 ? 0x0F : padding == 1 ? 0x03 : 0;
    if ((lastValue & unusedMask) != 0) {
        setError(error, QStringLiteral("invalid base64: non-zero bits before the padding (not a canonical encoding)"));
        return std::nullopt;
    }
    return out;
}

/// HMAC-SHA256 via EVP_Q_mac (the non-deprecated OpenSSL 3 route); false means OpenSSL failed.
bool hmacSha256(const LibCrypto& crypto, const unsigned char* key, size_t keySize, const char* data, qsizetype size,
                std::array<unsigned char, HmacSize>& mac) {
    size_t macSize = 0;
    const unsigned char* result = crypto.EVP_Q_mac(nullptr, "HMAC", nullptr, "SHA256", nullptr, key, keySize,
                                                   reinterpret_cast<const unsigned char*>(data),
                                                   static_cast<size_t>(size), mac.data(), mac.size(), &macSize);
    return result != nullptr && macSize == HmacSize;
}

} // namespace

Fernet::~Fernet() {
    wipeSecret(m_signingKey.data(), m_signingKey.size());
    wipeSecret(m_encryptionKey.data(), m_encryptionKey.size());
}

std::optional<Fernet> Fernet::fromKey(const QByteArray& base64UrlKey, QString* error) {
    // Keys usually come from config files or environment variables, where a trailing newline is easy to pick up.
    QString decodeError;
    std::optional<QByteArray> raw = decodeBase64UrlStrict(base64UrlKey.trimmed(), &decodeError);
    if (!raw) {
        setError(error, QStringLiteral("Fernet key is not valid url-safe base64: %1").arg(decodeError));
        return std::nullopt;
    }
    if (raw->size() != KeySize) {
        const qsizetype gotSize = raw->size();
        wipeSecret(uchars(*raw), static_cast<size_t>(raw->size()));
        setError(error, QStringLiteral("Fernet key must decode to exactly %1 bytes, got %2").arg(KeySize).arg(gotSize));
        return std::nullopt;
    }
    Fernet fernet;
    std::copy_n(uchars(*raw), KeyPartSize, fernet.m_signingKey.begin());
    std::copy_n(uchars(*raw) + KeyPartSize, KeyPartSize, fernet.m_encryptionKey.begin());
    wipeSecret(uchars(*raw), static_cast<size_t>(raw->size()));
    return fernet;
}

QByteArray Fernet::generateKey() {
    QString why;
    const LibCrypto* crypto = LibCrypto::get(&why);
    if (!crypto) {
        qCWarning(lcFernet, "Fernet::generateKey: %s", qPrintable(why));
        return {};
    }
    QByteArray raw(KeySize, Qt::Uninitialized);
    if (crypto->RAND_bytes(uchars(raw), KeySize) != 1) {
        qCWarning(lcFernet, "Fernet::generateKey: RAND_bytes failed: %s", qPrintable(takeOpenSslErrors(*crypto)));
        return {};
    }
    const QByteArray key = raw.toBase64(QByteArray::Base64UrlEncoding);
    wipeSecret(uchars(raw), static_cast<size_t>(raw.size()));
    return key;
}

QByteArray Fernet::encrypt(const QByteArray& plaintext) const {
    QString why;
    const LibCrypto* crypto = LibCrypto::get(&why);
    if (!crypto) {
        qCWarning(lcFernet, "Fernet::encrypt: %s", qPrintable(why));
        return {};
    }
    QByteArray iv(IvSize, Qt::Uninitialized);
    if (crypto->RAND_bytes(uchars(iv), IvSize) != 1) {
        qCWarning(lcFernet, "Fernet::encrypt: RAND_bytes failed for the IV: %s",
                  qPrintable(takeOpenSslErrors(*crypto)));
        return {};
    }
    return encrypt(plaintext, QDateTime::currentSecsSinceEpoch(), iv);
}

QByteArray Fernet::encrypt(const QByteArray& plaintext, qint64 unixTime, const QByteArray& iv16) const {
    if (iv16.size() != IvSize) {
        qCWarning(lcFernet, "Fernet::encrypt: the IV must be exactly %d bytes, got %lld", IvSize,
                  static_cast<long long>(iv16.size()));
        return {};
    }
    if (unixTime < 0) {
        qCWarning(lcFernet, "Fernet::encrypt: the timestamp must not be negative, got %lld",
                  static_cast<long long>(unixTime));
        return {};
    }
    // EVP_EncryptUpdate takes an int length and may emit up to one extra block.
    if (plaintext.size() > INT_MAX - 2 * BlockSize) {
        qCWarning(lcFernet, "Fernet::encrypt: plaintext of %lld bytes is too large",
                  static_cast<long long>(plaintext.size()));
        return {};
    }
    QString why;
    const LibCrypto* crypto = LibCrypto::get(&why);
    if (!crypto) {
        qCWarning(lcFernet, "Fernet::encrypt: %s", qPrintable(why));
        return {};
    }

    QByteArray token(HeaderSize + plaintext.size() + BlockSize + HmacSize, Qt::Uninitialized);
    token[0] = VersionByte;
    qToBigEndian<quint64>(static_cast<quint64>(unixTime), token.data() + 1);
    std::copy_n(iv16.constData(), IvSize, token.data() + 1 + TimestampSize);

    const int plainSize = static_cast<int>(plaintext.size()); // range checked above
    const CipherCtxPtr ctx = newCipherCtx(*crypto);
    unsigned char* cipherOut = uchars(token) + HeaderSize;
    int updateSize = 0;
    int finalSize = 0;
    if (!ctx ||
        crypto->EVP_EncryptInit_ex(ctx.get(), crypto->EVP_aes_128_cbc(), nullptr, m_encryptionKey.data(),
                                   uchars(iv16)) != 1 ||
        crypto->EVP_EncryptUpdate(ctx.get(), cipherOut, &updateSize, uchars(plaintext), plainSize) != 1 ||
        crypto->EVP_EncryptFinal_ex(ctx.get(), cipherOut + updateSize, &finalSize) != 1) {
        qCWarning(lcFernet, "Fernet::encrypt: AES-128-CBC encryption failed: %s",
                  qPrintable(takeOpenSslErrors(*crypto)));
        return {};
    }
    const qsizetype signedSize = HeaderSize + updateSize + finalSize;
    std::array<unsigned char, HmacSize> mac{};
    if (!hmacSha256(*crypto, m_signingKey.data(), m_signingKey.size(), token.constData(), signedSize, mac)) {
        qCWarning(lcFernet, "Fernet::encrypt: HMAC-SHA256 failed: %s", qPrintable(takeOpenSslErrors(*crypto)));
        return {};
    }
    std::copy(mac.begin(), mac.end(), uchars(token) + signedSize);
    token.truncate(signedSize + HmacSize);
    return token.toBase64(QByteArray::Base64UrlEncoding);
}

std::optional<QByteArray> Fernet::decrypt(const QByteArray& token, qint64 ttlSeconds, qint64 nowUnix,
                                          QString* error) const {
    QString decodeError;
    const std::optional<QByteArray> raw = decodeBase64UrlStrict(token, &decodeError);
    if (!raw) {
        setError(error, QStringLiteral("Fernet token rejected: %1").arg(decodeError));
        return std::nullopt;
    }
    if (raw->isEmpty() || raw->at(0) != VersionByte) {
        setError(error, raw->isEmpty() ? QStringLiteral("Fernet token rejected: token is empty")
                                       : QStringLiteral("Fernet token rejected: unsupported version byte 0x%1 "
                                                        "(expected 0x80)")
                                             .arg(static_cast<uchar>(raw->at(0)), 2, 16, QLatin1Char('0')));
        return std::nullopt;
    }
    // Only a token without any ciphertext byte is "too short"; a partial block is reported as the more precise
    // block-size error, which is what the spec's "payload size not multiple of block size" vector describes.
    const qsizetype cipherSize = raw->size() - HeaderSize - HmacSize;
    if (cipherSize <= 0) {
        setError(error, QStringLiteral("Fernet token rejected: too short (%1 bytes decoded, at least %2 required)")
                            .arg(raw->size())
                            .arg(MinTokenSize));
        return std::nullopt;
    }
    if (cipherSize % BlockSize != 0) {
        setError(error, QStringLiteral("Fernet token rejected: ciphertext length %1 is not a multiple of the %2-byte "
                                       "AES block")
                            .arg(cipherSize)
                            .arg(BlockSize));
        return std::nullopt;
    }
    if (cipherSize > INT_MAX - 2 * BlockSize) {
        setError(error, QStringLiteral("Fernet token rejected: ciphertext of %1 bytes is too large").arg(cipherSize));
        return std::nullopt;
    }

    QString why;
    const LibCrypto* crypto = LibCrypto::get(&why);
    if (!crypto) {
        setError(error, QStringLiteral("Fernet token not checked: %1").arg(why));
        return std::nullopt;
    }

    // Authenticate before looking at anything else, so no later check (padding above all) acts as an oracle.
    const qsizetype signedSize = raw->size() - HmacSize;
    std::array<unsigned char, HmacSize> expectedMac{};
    if (!hmacSha256(*crypto, m_signingKey.data(), m_signingKey.size(), raw->constData(), signedSize, expectedMac)) {
        setError(error, QStringLiteral("Fernet token rejected: HMAC-SHA256 computation failed: %1")
                            .arg(takeOpenSslErrors(*crypto)));
        return std::nullopt;
    }
    if (crypto->CRYPTO_memcmp(expectedMac.data(), uchars(*raw) + signedSize, HmacSize) != 0) {
        setError(error, QStringLiteral("Fernet token rejected: HMAC signature mismatch (wrong key or tampered token)"));
        return std::nullopt;
    }

    const quint64 timestamp = qFromBigEndian<quint64>(raw->constData() + 1);
    const qint64 now = nowUnix < 0 ? QDateTime::currentSecsSinceEpoch() : nowUnix;
    // now is non-negative here, so now + skew cannot overflow quint64; the comparisons stay unsigned on purpose.
    if (timestamp > static_cast<quint64>(now) + MaxClockSkewSeconds) {
        setError(error, QStringLiteral("Fernet token rejected: timestamp %1 is more than %2 s in the future (now %3)")
                            .arg(timestamp)
                            .arg(MaxClockSkewSeconds)
                            .arg(now));
        return std::nullopt;
    }
    // timestamp <= now + 60 < 2^63 + 60 and ttl < 2^63, so the sum fits in quint64.
    if (ttlSeconds > 0 && timestamp + static_cast<quint64>(ttlSeconds) < static_cast<quint64>(now)) {
        setError(error, QStringLiteral("Fernet token rejected: expired (issued at %1, ttl %2 s, now %3)")
                            .arg(timestamp)
                            .arg(ttlSeconds)
                            .arg(now));
        return std::nullopt;
    }

    const unsigned char* iv = uchars(*raw) + 1 + TimestampSize;
    QByteArray plaintext(cipherSize + BlockSize, Qt::Uninitialized);
    const CipherCtxPtr ctx = newCipherCtx(*crypto);
    int updateSize = 0;
    int finalSize = 0;
    if (!ctx ||
        crypto->EVP_DecryptInit_ex(ctx.get(), crypto->EVP_aes_128_cbc(), nullptr, m_encryptionKey.data(), iv) != 1 ||
        crypto->EVP_DecryptUpdate(ctx.get(), uchars(plaintext), &updateSize, uchars(*raw) + HeaderSize,
                                  static_cast<int>(cipherSize)) != 1) {
        setError(
            error,
            QStringLiteral("Fernet token rejected: AES-128-CBC decryption failed: %1").arg(takeOpenSslErrors(*crypto)));
        return std::nullopt;
    }
    if (crypto->EVP_DecryptFinal_ex(ctx.get(), uchars(plaintext) + updateSize, &finalSize) != 1) {
        // A bad-padding failure is expected input, not an OpenSSL malfunction: drop the queued error quietly.
        crypto->ERR_clear_error();
        wipeSecret(uchars(plaintext), static_cast<size_t>(plaintext.size()));
        setError(error, QStringLiteral("Fernet token rejected: invalid PKCS7 padding after decryption"));
        return std::nullopt;
    }
    plaintext.truncate(updateSize + finalSize);
    return plaintext;
}

} // namespace metadesk
