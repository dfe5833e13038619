#include "FernetKeyRing.h"

#include "Keychain.h"
#include "LibCrypto.h"

#include <QCryptographicHash>
#include <QStringList>
#include <QtEndian>

#include <limits>

namespace metadesk {

namespace {
/// The platform decrypts without a TTL (`decrypt_secret`), and cryptography then checks no clock at all: a token
/// stamped by a server whose clock runs ahead of this machine's still decrypts. Fernet::decrypt always refuses a
/// timestamp more than 60 s ahead of `now`, so the ring hands it a `now` no token reaches.
constexpr qint64 kNoClock = std::numeric_limits<qint64>::max() / 2;

/// The keys of `text` as written, blanks around each removed (an environment variable or a pasted list picks them
/// up easily).
QStringList split(const QString& text) {
    QStringList keys = text.split(QLatin1Char(','));
    for (QString& key : keys)
        key = key.trimmed();
    return keys;
}
} // namespace

std::optional<FernetKeyRing> FernetKeyRing::parse(const QString& text, QString* error) {
    const QStringList keys = split(text);
    if (text.trimmed().isEmpty()) {
        if (error)
            *error = tr("The list of Fernet keys is empty: give at least one key (the platform's "
                        "SECURITY__FERNET_KEY), newest first.");
        return std::nullopt;
    }
    FernetKeyRing ring;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (keys.at(i).isEmpty()) {
            if (error)
                *error = tr("Fernet key %1 of %2 is empty: the keys are separated by single commas.")
                             .arg(i + 1)
                             .arg(keys.size());
            return std::nullopt;
        }
        // Fernet's own reason names lengths and offsets, never the key's characters.
        QString why;
        const std::optional<Fernet> key = Fernet::fromKey(keys.at(i).toLatin1(), &why);
        if (!key || keys.at(i).toLatin1() != keys.at(i).toUtf8()) {
            if (error)
                *error = tr("Fernet key %1 of %2 is not a Fernet key (32 bytes in url-safe base64, as "
                            "Fernet.generate_key() makes it): %3.")
                             .arg(i + 1)
                             .arg(keys.size())
                             .arg(key ? tr("it holds characters outside base64") : why);
            return std::nullopt;
        }
        ring.m_keys << *key;
        // Eight bytes of the key's SHA-256: enough to tell keys apart, nothing to recover one from.
        ring.m_fingerprints << QString::fromLatin1(
            QCryptographicHash::hash(keys.at(i).toLatin1(), QCryptographicHash::Sha256).left(8).toHex(':'));
    }
    return ring;
}

QByteArray FernetKeyRing::encrypt(const QByteArray& plaintext) const {
    return m_keys.isEmpty() ? QByteArray() : m_keys.constFirst().encrypt(plaintext);
}

std::optional<QByteArray> FernetKeyRing::decrypt(const QByteArray& token, int* position, QString* error) const {
    QStringList reasons;
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        QString why;
        if (std::optional<QByteArray> plain = m_keys.at(i).decrypt(token, 0, kNoClock, &why)) {
            if (position)
                *position = int(i + 1);
            return plain;
        }
        reasons << why;
    }
    if (position)
        *position = 0;
    if (error) {
        // A malformed token (truncated, another version byte, bad base64) is refused alike by every key: say it once.
        reasons.removeDuplicates();
        if (reasons.size() <= 1) {
            *error = tr("No key of the %n decrypts this token: %1.", nullptr, size())
                         .arg(reasons.value(0, tr("there are no keys")));
        } else {
            QStringList each;
            for (qsizetype i = 0; i < m_keys.size(); ++i) {
                QString why;
                m_keys.at(i).decrypt(token, 0, kNoClock, &why);
                each << tr("key %1: %2").arg(i + 1).arg(why);
            }
            *error =
                tr("No key of the %n decrypts this token (%1).", nullptr, size()).arg(each.join(QStringLiteral("; ")));
        }
    }
    return std::nullopt;
}

QByteArray FernetKeyRing::rotate(const QByteArray& token, QString* error) const {
    std::optional<QByteArray> plain = decrypt(token, nullptr, error);
    if (!plain)
        return {};
    // The token decrypted, so it is well-formed: its timestamp is the 8 bytes after the version byte.
    const QByteArray raw = QByteArray::fromBase64(token, QByteArray::Base64UrlEncoding);
    const qint64 timestamp = qint64(qFromBigEndian<quint64>(raw.constData() + 1));
    QByteArray iv(16, Qt::Uninitialized);
    QByteArray rotated;
    const LibCrypto* crypto = LibCrypto::get(); // loaded: the token was just decrypted
    if (crypto && crypto->RAND_bytes(reinterpret_cast<unsigned char*>(iv.data()), int(iv.size())) == 1)
        rotated = m_keys.constFirst().encrypt(*plain, timestamp, iv);
    wipeSecret(plain->data(), size_t(plain->size()));
    if (rotated.isEmpty() && error)
        *error = tr("The token could not be encrypted again (OpenSSL failed).");
    return rotated;
}

QString FernetKeyRing::keychainKey(const QString& profileId) {
    return QStringLiteral("fernet-keys/") + profileId;
}

bool FernetKeyRing::load(const QString& profileId, QString* text, bool* found, QString* why) {
    bool there = false;
    const bool ok = Keychain::read(keychainKey(profileId), text, &there, why);
    if (found)
        *found = there;
    // The keychain answered, without an entry: say so in this entry's words, not the password's.
    if (!ok && !there && Keychain::availability() == Keychain::Availability::Available && why)
        *why = tr("No Fernet keys are stored for this connection profile.");
    return ok;
}

bool FernetKeyRing::keychainFailed() {
    return Keychain::availability() == Keychain::Availability::Unavailable;
}

std::optional<FernetKeyRing> FernetKeyRing::fromKeychain(const QString& profileId, bool* found, QString* why) {
    QString text;
    if (!load(profileId, &text, found, why))
        return std::nullopt;
    std::optional<FernetKeyRing> keys = parse(text, why);
    text.fill(QLatin1Char(' ')); // no copy of the keys lingers past this point
    return keys;
}

bool FernetKeyRing::store(const QString& profileId, const QString& text, QString* why) {
    if (!parse(text, why))
        return false;
    return Keychain::write(keychainKey(profileId), split(text).join(QLatin1Char(',')), why);
}

bool FernetKeyRing::forget(const QString& profileId, QString* why) {
    return Keychain::remove(keychainKey(profileId), why);
}

} // namespace metadesk
