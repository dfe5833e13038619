#pragma once

#include "IntegrityRule.h"

namespace metadesk {

/// Tabularia's credentials (connections.password_encrypted) decrypt with one of the Fernet keys the check was given
/// (IntegrityChecker::Options::fernetKeys): the gateway decrypts one to connect, and a token no key opens is a
/// connection that fails until its password is entered again. A token is judged only by decrypting it, so the rows
/// are read here, in key order, at most kScanLimit of them; an empty token (no password) is none. Applies only when
/// keys were given, and names a key by its position only.
class FernetTokenRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    FernetTokenRule(RuleInfo info, QString table, QString column);

    /// How many rows are read at most.
    static constexpr int kScanLimit = 100000;

    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;

private:
    QString m_table;
    QString m_column;
};

} // namespace metadesk
