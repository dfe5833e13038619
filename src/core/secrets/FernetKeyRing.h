#pragma once

#include "Fernet.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace metadesk {

/// Tabularia's Fernet keys as an ordered list, newest first, used as cryptography's MultiFernet uses its keys: a
/// token is decrypted by each key in turn, a new one is encrypted with the first. The platform itself reads one key
/// (SECURITY__FERNET_KEY); the list is how an admin rotates it: the new key first, the old one after it until every
/// credential is re-encrypted (RotateCredentials).
///
/// The keys of a database profile live only in the OS keychain, one entry per profile (load/store/forget), as the
/// text the CLI reads from METADESK_FERNET_KEYS: the keys comma-separated, newest first. Never in the settings file,
/// never logged, never part of a message: a key that is not one is named by its position.
class FernetKeyRing {
    Q_DECLARE_TR_FUNCTIONS(FernetKeyRing)

public:
    /// The keys in `text`, comma-separated, newest first (blanks around each ignored). Refused with a sentence when
    /// the list is empty or a key is not 32 bytes of url-safe base64 (naming its position, never its value).
    static std::optional<FernetKeyRing> parse(const QString& text, QString* error);

    /// How many keys.
    int size() const { return int(m_keys.size()); }
    /// The key at 1-based `position` named without its value: the first 8 bytes of the SHA-256 of its text, in hex
    /// ("3f:a2:…"), so an admin can tell which key is which; empty for a position outside the list.
    QString fingerprint(int position) const { return m_fingerprints.value(position - 1); }

    /// A new token of `plaintext` under the first key (now, a random IV); empty when OpenSSL failed.
    QByteArray encrypt(const QByteArray& plaintext) const;
    /// The plaintext of `token`, tried with each key in order; *position is the 1-based position of the key that
    /// decrypted it. Without one, nullopt with a sentence in *error (the token's own fault when every key finds the
    /// same, else what each key found).
    std::optional<QByteArray> decrypt(const QByteArray& token, int* position = nullptr, QString* error = nullptr) const;
    /// `token` under the first key as MultiFernet.rotate makes it: the same plaintext and timestamp, a new IV. Empty
    /// with *error when no key decrypts it.
    QByteArray rotate(const QByteArray& token, QString* error) const;

    /// The keychain entry of the profile `profileId`'s keys.
    static QString keychainKey(const QString& profileId);
    /// The profile's key text from the keychain: false when there is none (*found false) or the keychain failed.
    static bool load(const QString& profileId, QString* text, bool* found, QString* why);
    /// The profile's keys from the keychain, parsed (the text read is wiped): nullopt with *why when there are none
    /// (*found false), the keychain failed, or what is stored does not parse.
    static std::optional<FernetKeyRing> fromKeychain(const QString& profileId, bool* found, QString* why);
    /// After load() or fromKeychain() found no keys: true when the keychain could not be asked (their *why says why),
    /// false when it answered that none are kept. "No keys are kept" is said only then.
    static bool keychainFailed();
    /// Stores `text` as the profile's keys, after checking that it parses (normalised: one comma between keys).
    static bool store(const QString& profileId, const QString& text, QString* why);
    /// Removes the profile's keys; none stored counts as removed.
    static bool forget(const QString& profileId, QString* why);

private:
    FernetKeyRing() = default;

    QList<Fernet> m_keys;
    QStringList m_fingerprints;
};

} // namespace metadesk
