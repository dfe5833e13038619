#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace metadesk {

class DbConnection;

/// Holotable's `llm_usage` for one workspace over a range of UTC days, summed in the database: per day (the figures
/// the platform's budget gate adds up, `tokensUsed` = input + output of every route and model that day) and per
/// route and model (its /metrics labels). Read only. Bounded: the rows of one workspace and at most kMaxDays days,
/// read through the primary key (workspace_id, day, route, model).
class LlmUsage {
    Q_DECLARE_TR_FUNCTIONS(LlmUsage)
public:
    static constexpr int kMaxDays = 366;

    struct Day {
        QDate day;
        qint64 inputTokens = 0;
        qint64 outputTokens = 0;
        qint64 requests = 0;
        qint64 tokens() const { return inputTokens + outputTokens; }
    };
    struct Split {
        QString route;
        QString model;
        qint64 inputTokens = 0;
        qint64 outputTokens = 0;
        qint64 requests = 0;
    };

    explicit LlmUsage(const DbConnection& connection) : m_conn(connection) {}

    /// Whether the database has the table (Holotable from its 003).
    bool available() const;
    /// Every day of [from, to] (inclusive), a day without usage as zeros. False with *error when the database cannot
    /// say or the range is longer than kMaxDays.
    bool daily(const QString& workspace, const QDate& from, const QDate& to, QList<Day>* out, QString* error) const;
    /// The range's totals per route and model, the most tokens first.
    bool byRouteAndModel(const QString& workspace, const QDate& from, const QDate& to, QList<Split>* out,
                         QString* error) const;

private:
    bool range(const QDate& from, const QDate& to, QString* error) const;
    const DbConnection& m_conn;
};

} // namespace metadesk
