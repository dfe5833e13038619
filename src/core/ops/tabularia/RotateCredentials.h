#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

#include <functional>

namespace metadesk {

class DbConnection;
class FernetKeyRing;

/// Re-encrypts every Tabularia connection's credential with the first key, as cryptography's `MultiFernet.rotate`
/// does (same plaintext, byte for byte, and timestamp; a new IV), so that the platform can then run on that key
/// alone (SECURITY__FERNET_KEY). The platform has no rotation of its own; each row is audited as its own edit of a
/// connection, `connection.update` on target `connection` (detail `operation: rotate_credentials`).
///
/// A credential the first key already decrypts is left as it is; an empty one (no password) too. A token no key
/// decrypts stops the rotation before anything is written, naming its connection (see plan()). Everything is written in
/// one transaction, each row with the optimistic check on its token; a cancel (from the progress callback) or a row
/// changed meanwhile rolls it all back.
class RotateCredentials {
    Q_DECLARE_TR_FUNCTIONS(RotateCredentials)

public:
    /// Called before each row is written and once more before the commit, with the rows written so far and the
    /// total; returning false cancels (nothing is written).
    using Progress = std::function<bool(int done, int total)>;

    RotateCredentials(const DbConnection& connection, const FernetKeyRing& keys);

    /// Reads every connection and plans the re-encryption (the new tokens, never a plaintext). facts: "total"
    /// connections, "rotated", "current" (already under key 1), "empty" (no password), "undecryptable" (a sentence
    /// per token no key decrypts), "keyFingerprint" (key 1's, FernetKeyRing::fingerprint).
    ///
    /// A token no key decrypts refuses the whole rotation, naming every such connection, unless `leaveUndecryptable`:
    /// then those rows are left untouched (listed in the sentences) and the others rotated, for an admin who knows
    /// their keys are lost.
    OperationPlan plan(bool leaveUndecryptable = false) const;
    /// Writes `plan` through `writer` in one transaction.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, const Progress& progress = {}) const;

private:
    const DbConnection& m_conn;
    const FernetKeyRing& m_keys;
};

} // namespace metadesk
