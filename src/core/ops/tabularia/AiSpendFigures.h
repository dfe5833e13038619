#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QMap>
#include <QString>

namespace metadesk {

class DbConnection;

/// One UTC day of Tabularia's AI spend (`ai_spend`, the ledger the platform's daily caps read).
struct AiSpendDay {
    QDate day;
    QMap<qint64, double> perUser; ///< users.id → the day's known cost in USD (only users who spent)
    double total = 0;             ///< the day's known cost, every user
    qint64 turns = 0;             ///< rows of the day
    qint64 unknownCost = 0;       ///< rows whose cost the platform could not tell (NULL: unknown, not zero)
};

/// What a model cost, as the ledger recorded it: the platform keeps no price list (services/ai_pricing.py takes the
/// price of each turn from its pricing library when the turn ends), so what a model costs is what was charged.
struct AiModelSpend {
    QString modelId;
    qint64 turns = 0;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double cost = 0;        ///< USD, the known costs
    qint64 unknownCost = 0; ///< turns without a cost
};

/// Tabularia's AI spend added up in SQL, on either engine: per UTC day and user, and per model. `cost_usd` is a
/// decimal kept as text; a value that is not a number is skipped, as the platform's `_somma` skips it.
class AiSpendFigures {
    Q_DECLARE_TR_FUNCTIONS(AiSpendFigures)
public:
    explicit AiSpendFigures(const DbConnection& connection);

    /// Whether the database holds Tabularia's `ai_spend`; false with *why in words.
    bool isAvailable(QString* why) const;
    /// Every UTC day of [from, to) in order, days without spend present with nothing.
    bool perDay(const QDate& from, const QDate& to, QList<AiSpendDay>* days, QString* error) const;
    /// One entry per model found in `ai_spend`, by model id.
    bool perModel(QList<AiModelSpend>* models, QString* error) const;
    /// The e-mail of each user id that appears in `days` (a deleted user is absent: the ledger outlives accounts).
    bool userLabels(const QList<AiSpendDay>& days, QMap<qint64, QString>* labels, QString* error) const;

private:
    /// The expression reading `cost_usd` as a number (NULL when it is none).
    QString costExpression() const;

    const DbConnection& m_conn;
};

} // namespace metadesk
