#include "WorkspaceLimits.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/ops/OperationWriter.h"

#include <QLocale>
#include <QRegularExpression>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kTable = QStringLiteral("workspace_limits");
const QString kWorkspace = QStringLiteral("workspace_id");
const QString kRate = QStringLiteral("rate_per_minute");
const QString kBudget = QStringLiteral("daily_token_budget");
const QString kExisted = QStringLiteral("rowExisted");
constexpr qint64 kMaxRate = 2147483647LL;         // rate_per_minute is an INTEGER column
constexpr qint64 kMaxBudget = 9007199254740991LL; // Number.MAX_SAFE_INTEGER

QVariant nullableInt(const QVariant& stored) {
    if (stored.isNull() || !stored.isValid() || stored.toString().isEmpty())
        return {};
    return stored.toLongLong();
}

QVariant after(const WorkspaceLimits::Setting& s, const QVariant& current) {
    switch (s.mode) {
    case WorkspaceLimits::Setting::Mode::Keep:
        return current;
    case WorkspaceLimits::Setting::Mode::Inherit:
        return {};
    case WorkspaceLimits::Setting::Mode::Off:
        return qint64(0);
    case WorkspaceLimits::Setting::Mode::Value:
        return s.value;
    }
    return current;
}

bool same(const QVariant& a, const QVariant& b) {
    return a.isNull() == b.isNull() && (a.isNull() || a.toLongLong() == b.toLongLong());
}
} // namespace

bool WorkspaceLimits::Setting::parse(const QString& text, Setting* out) {
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("inherit")) {
        *out = inherit();
        return true;
    }
    if (t == QLatin1String("off")) {
        *out = off();
        return true;
    }
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,16}$"));
    if (!digits.match(t).hasMatch())
        return false;
    *out = of(t.toLongLong());
    return true;
}

WorkspaceLimits::Limit WorkspaceLimits::resolve(const QVariant& override, qint64 global) {
    Limit l;
    l.override = nullableInt(override);
    l.global = global;
    l.effective = l.override.isNull() ? global : l.override.toLongLong();
    return l;
}

bool WorkspaceLimits::isWorkspaceId(const QString& id) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$"));
    return re.match(id).hasMatch();
}

bool WorkspaceLimits::read(const QString& workspace, Limits* out, QString* error) const {
    *out = Limits();
    out->workspace = workspace;
    const TableDescriptor* t = m_conn.catalog().table(kTable);
    QVariantMap row;
    if (t && !RowStore(m_conn, *t).fetch({workspace}, &row, &out->rowExists, error))
        return false;
    out->rate = resolve(row.value(kRate), m_defaults.ratePerMinute);
    out->budget = resolve(row.value(kBudget), m_defaults.dailyTokenBudget);
    return true;
}

bool WorkspaceLimits::workspaces(QStringList* out, QString* error, int limit) const {
    out->clear();
    QStringList parts;
    for (const char* table : {"sources", "dashboards", "workspace_limits", "llm_usage"})
        if (m_conn.catalog().table(QString::fromLatin1(table)))
            parts << QStringLiteral("SELECT workspace_id FROM %1").arg(QString::fromLatin1(table));
    if (parts.isEmpty())
        return true;
    QSqlQuery q(m_conn.db());
    const QString sql = QStringLiteral("SELECT workspace_id FROM (%1) w ORDER BY workspace_id LIMIT %2")
                            .arg(parts.join(QStringLiteral(" UNION ")))
                            .arg(limit);
    if (!m_conn.execBound(&q, sql, {}, error))
        return false;
    while (q.next())
        *out << q.value(0).toString();
    return true;
}

QString WorkspaceLimits::stateText(const QVariant& override) {
    if (override.isNull())
        return QStringLiteral("inherit");
    return override.toLongLong() == 0 ? QStringLiteral("off") : QString::number(override.toLongLong());
}

QString WorkspaceLimits::describeRate(const Limit& l) {
    const QLocale locale;
    if (l.disabled())
        return l.inherits() ? tr("off (LLM_RATE_PER_MINUTE is 0)") : tr("off (0 in this workspace)");
    return l.inherits()
               ? tr("%1 requests a minute per person (LLM_RATE_PER_MINUTE)").arg(locale.toString(l.effective))
               : tr("%1 requests a minute per person (this workspace's own)").arg(locale.toString(l.effective));
}

QString WorkspaceLimits::describeBudget(const Limit& l) {
    const QLocale locale;
    if (l.disabled())
        return l.inherits() ? tr("off (LLM_DAILY_TOKEN_BUDGET is 0)") : tr("off (0 in this workspace)");
    return l.inherits() ? tr("%1 tokens a UTC day (LLM_DAILY_TOKEN_BUDGET)").arg(locale.toString(l.effective))
                        : tr("%1 tokens a UTC day (this workspace's own)").arg(locale.toString(l.effective));
}

OperationPlan WorkspaceLimits::plan(const QString& workspace, const Setting& rate, const Setting& budget) const {
    OperationPlan p;
    const TableDescriptor* t = m_conn.catalog().table(kTable);
    if (!t) {
        p.refusal =
            tr("%1 has no workspace limits (Holotable's migration 003 adds them).").arg(m_conn.url().toDisplayString());
        return p;
    }
    if (!isWorkspaceId(workspace)) {
        p.refusal = tr("“%1” is not a workspace id: letters, digits, “.”, “_” and “-”, starting with a letter or "
                       "digit, at most 128 characters.")
                        .arg(workspace);
        return p;
    }
    if (rate.mode == Setting::Mode::Keep && budget.mode == Setting::Mode::Keep) {
        p.refusal = tr("Say which limit to set: the rate per minute, the daily token budget, or both.");
        return p;
    }
    if (rate.mode == Setting::Mode::Value && rate.value > kMaxRate) {
        p.refusal = tr("A rate per minute is at most %1.").arg(kMaxRate);
        return p;
    }
    if (budget.mode == Setting::Mode::Value && budget.value > kMaxBudget) {
        p.refusal = tr("A daily token budget is at most %1.").arg(kMaxBudget);
        return p;
    }
    Limits now;
    QString error;
    if (!read(workspace, &now, &error)) {
        p.refusal = tr("Could not read the limits of workspace %1: %2").arg(workspace, error);
        return p;
    }
    QVariantMap row;
    bool found = false;
    if (!RowStore(m_conn, *t).fetch({workspace}, &row, &found, &error)) {
        p.refusal = tr("Could not read the limits of workspace %1: %2").arg(workspace, error);
        return p;
    }
    p.row = row;
    p.facts.insert(kExisted, found);
    const QVariant rateAfter = after(rate, now.rate.override);
    const QVariant budgetAfter = after(budget, now.budget.override);
    const Limit rateLimit = resolve(rateAfter, m_defaults.ratePerMinute);
    const Limit budgetLimit = resolve(budgetAfter, m_defaults.dailyTokenBudget);
    p.facts.insert(kRate, rateAfter);
    p.facts.insert(kBudget, budgetAfter);
    if (found && same(rateAfter, now.rate.override) && same(budgetAfter, now.budget.override)) {
        p.sentences << tr("Workspace %1 already has these limits: nothing to write.").arg(workspace);
        p.facts.insert(QStringLiteral("unchanged"), true);
    } else if (found) {
        QVariantMap values;
        if (!same(rateAfter, now.rate.override))
            values.insert(kRate, rateAfter);
        if (!same(budgetAfter, now.budget.override))
            values.insert(kBudget, budgetAfter);
        p.changes << ChangeSet::update(kTable, row, values);
    } else {
        p.changes << ChangeSet::insert(kTable, {{kWorkspace, workspace}, {kRate, rateAfter}, {kBudget, budgetAfter}});
        p.sentences << tr("Workspace %1 has no row of its own yet: one is added, as the platform's save adds it.")
                           .arg(workspace);
    }
    if (!p.facts.value(QStringLiteral("unchanged")).toBool()) {
        if (rate.mode != Setting::Mode::Keep)
            p.sentences << tr("Rate per minute: %1 → %2; in effect: %3.")
                               .arg(stateText(now.rate.override), stateText(rateAfter), describeRate(rateLimit));
        if (budget.mode != Setting::Mode::Keep)
            p.sentences << tr("Daily token budget: %1 → %2; in effect: %3.")
                               .arg(stateText(now.budget.override), stateText(budgetAfter),
                                    describeBudget(budgetLimit));
    }
    return p;
}

WriteResult WorkspaceLimits::apply(const OperationPlan& plan, RowWriter& writer) const {
    if (plan.changes.isEmpty() && !plan.isRefused()) {
        WriteResult done;
        done.outcome = WriteResult::Outcome::Done;
        done.nothingChanged = true;
        return done;
    }
    const QString workspace = plan.changes.value(0).kind == ChangeSet::Kind::Insert
                                  ? plan.changes.value(0).values.value(kWorkspace).toString()
                                  : plan.row.value(kWorkspace).toString();
    const bool existed = plan.facts.value(kExisted).toBool();
    // saveWorkspaceLimits reads and writes under the row's lock; here, a row added or removed meanwhile is a
    // conflict, and one changed meanwhile fails the update's optimistic check.
    const auto recheck = [&](WriteResult* stop) {
        const TableDescriptor* t = m_conn.catalog().table(kTable);
        QVariantMap row;
        bool found = false;
        QString error;
        if (!t || !RowStore(m_conn, *t).fetch({workspace}, &row, &found, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = error;
            return false;
        }
        if (found == existed)
            return true;
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->current = row;
        stop->rowGone = !found;
        stop->message =
            tr("The limits of workspace %1 changed since they were read: nothing was written.").arg(workspace);
        return false;
    };
    const auto steps = [&]() { return QList<OperationWriter::Step>{{plan.changes.value(0), OperationWrite()}}; };
    return OperationWriter::apply(plan, writer, recheck, steps);
}

} // namespace metadesk
