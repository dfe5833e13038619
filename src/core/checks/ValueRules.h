#pragma once

#include "RowRule.h"

namespace metadesk {

/// A value the platform does not know in a column whose values its code fixes (runs.status, permissions.capability,
/// templates.kind …). The values are the catalog's, read from the platform's sources (see the catalog files); a
/// database with a CHECK never holds another, one without it (Tabularia's, or a CHECK dropped) may.
class EnumValueRule : public RowRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    EnumValueRule(RuleInfo info, QString column);

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override;
    QString message(const QVariantList& details) const override;

private:
    QString m_column;
    mutable QStringList m_values; // of the last query(), for the message
};

/// Exactly one of the catalog's exactlyOneOf columns is set (permissions: a user or a group).
class ExactlyOneOfRule : public RowRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    using RowRule::RowRule;

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override;
    QString message(const QVariantList& details) const override;

private:
    mutable QStringList m_columns;
};

/// The catalog's bothOrNeither columns are set together or not at all (users' SSO anchor, a workspace's provider
/// and settings).
class BothOrNeitherRule : public RowRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    BothOrNeitherRule(RuleInfo info, QStringList columns);

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override;
    QString message(const QVariantList& details) const override;

private:
    QStringList m_columns;
};

} // namespace metadesk
