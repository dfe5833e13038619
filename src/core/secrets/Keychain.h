#pragma once

#include <QCoreApplication>
#include <QString>

namespace metadesk {

/// The OS keychain (Secret Service, Keychain, Credential Manager) through QtKeychain, under the service "Metadesk".
///
/// Every call waits for the keychain in a local event loop, never longer than its timeout: a locked keyring may
/// show a prompt nobody answers. Whether the keychain answered is remembered for the process, so the notice that
/// passwords cannot be remembered is given once. Main thread only; QtCore alone, so the app's dialogs and
/// metadesk-cli (reading a saved profile's password) use the same service and keys.
class Keychain {
    Q_DECLARE_TR_FUNCTIONS(Keychain)

public:
    /// How long a call waits for the keychain by default.
    static constexpr int DefaultTimeoutMs = 5000;

    enum class Availability { Unknown, Available, Unavailable };

    static QString serviceName();

    /// Writes and deletes a throwaway entry; false with a sentence in *why when the keychain did not do both in
    /// time. Updates availability().
    static bool probe(int timeoutMs, QString* why);
    /// What the last call learned: Unknown until a call reached the keychain or gave up on it.
    static Availability availability();
    /// availability(), probing first when it is still unknown. *why gets the reason when unavailable.
    static bool isAvailable(int timeoutMs, QString* why);
    /// Why the last call found the keychain unavailable (empty when it answered).
    static QString unavailableReason();

    /// The password stored under `key`. False when there is none (*found false) or the keychain failed (*why).
    static bool read(const QString& key, QString* password, bool* found, QString* why,
                     int timeoutMs = DefaultTimeoutMs);
    static bool write(const QString& key, const QString& password, QString* why, int timeoutMs = DefaultTimeoutMs);
    /// Deletes the entry; an entry that does not exist counts as deleted.
    static bool remove(const QString& key, QString* why, int timeoutMs = DefaultTimeoutMs);

    /// The sentence telling the user that passwords will be asked for each time, the first time it is due in this
    /// process (the keychain was found unavailable); empty afterwards and while the keychain answers.
    static QString takeUnavailableNotice();

    /// Forgets what was learned (tests).
    static void resetForTesting();
};

} // namespace metadesk
