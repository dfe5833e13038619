#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;
class FernetKeyRing;

/// Replaces one Tabularia connection's credential as the platform's `PATCH /connections/{id}` does with a password:
/// the new plaintext encrypted with the first key (`encrypt_secret`), an empty one stored as "" (no password), the
/// platform's `connection.update` audit row on target `connection`, `updated_at` now.
///
/// Written through the one write path with the optimistic check on the whole row, the stored token included: a
/// credential someone changed since it was read is not overwritten. A stored token no key decrypts is not replaced
/// by accident: plan() refuses unless the caller says it is meant (`replaceUndecryptable`).
class UpdateCredential {
    Q_DECLARE_TR_FUNCTIONS(UpdateCredential)

public:
    UpdateCredential(const DbConnection& connection, const FernetKeyRing& keys);

    /// Reads connection `id` and plans storing `plaintext` (kept byte for byte) under the first key. The plan holds
    /// the new token, never the plaintext. Refused with facts["undecryptable"] true when the stored token is one no
    /// key decrypts and `replaceUndecryptable` is false.
    OperationPlan plan(qint64 id, const QByteArray& plaintext, bool replaceUndecryptable = false) const;
    /// Writes `plan` through `writer`: one transaction, optimistic, audited.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

private:
    const DbConnection& m_conn;
    const FernetKeyRing& m_keys;
};

} // namespace metadesk
