#pragma once

#include "LlmLimitDefaults.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// A workspace's LLM ceilings as Holotable reads and writes them (src/lib/limits/llm.ts `resolveLimits`,
/// src/lib/workspace-limits.ts `applyLimitsPatch` and `workspaceLimitsView`, src/lib/db/repo.ts
/// `saveWorkspaceLimits`, the route src/app/api/workspaces/[id]/limits/route.ts). Per limit three states: a column
/// left NULL (or no row) inherits the environment's value (LLM_RATE_PER_MINUTE, LLM_DAILY_TOKEN_BUDGET, kept per
/// database in its connection profile), 0 disables the limit, any other value is the workspace's own.
///
/// Setting them is an upsert of the row, as the route's: each limit named is written (inherit = NULL, off = 0, a
/// value), the other kept; one `workspace.limits.update` audit row on the workspace (from Holotable's 012; before,
/// the local journal). The limiter reads the row on every admission, so the change applies to the next model call.
class WorkspaceLimits {
    Q_DECLARE_TR_FUNCTIONS(WorkspaceLimits)
public:
    /// What to do with one limit.
    struct Setting {
        enum class Mode { Keep, Inherit, Off, Value };
        Mode mode = Mode::Keep;
        qint64 value = 0; ///< with Value (at least 1; 0 is Off)

        static Setting keep() { return {}; }
        static Setting inherit() { return {Mode::Inherit, 0}; }
        static Setting off() { return {Mode::Off, 0}; }
        static Setting of(qint64 v) { return v == 0 ? off() : Setting{Mode::Value, v}; }
        /// "inherit", "off" or a whole number (0 is off); false when `text` is none of them.
        static bool parse(const QString& text, Setting* out);
    };
    /// One limit as the platform's gate sees it.
    struct Limit {
        QVariant override; ///< the column: null when it inherits
        qint64 global = 0; ///< the environment's value it inherits
        qint64 effective = 0;
        bool inherits() const { return override.isNull(); }
        bool disabled() const { return effective <= 0; }
    };
    struct Limits {
        QString workspace;
        bool rowExists = false;
        Limit rate;
        Limit budget;
    };

    WorkspaceLimits(const DbConnection& connection, const LlmLimitDefaults& defaults)
        : m_conn(connection), m_defaults(defaults) {}

    /// resolveLimits: the override where the column holds one, else the environment's value.
    static Limit resolve(const QVariant& override, qint64 global);
    /// The workspace's limits now. False with *error when the database cannot say.
    bool read(const QString& workspace, Limits* out, QString* error) const;
    /// The workspace ids the database knows (knownWorkspaceIds: sources, dashboards, limits and usage), sorted, at
    /// most `limit`.
    bool workspaces(QStringList* out, QString* error, int limit = 1000) const;
    /// A workspace id as a group path segment names it (WorkspaceId, src/lib/workspace-limits.ts).
    static bool isWorkspaceId(const QString& id);

    OperationPlan plan(const QString& workspace, const Setting& rate, const Setting& budget) const;
    /// Writes the plan; a plan with nothing to change writes nothing and is done.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// "20 a minute (LLM_RATE_PER_MINUTE)", "off (0)", … for a person.
    static QString describeRate(const Limit& limit);
    static QString describeBudget(const Limit& limit);
    /// The column's value in words: "inherit", "off" or the number.
    static QString stateText(const QVariant& override);

private:
    const DbConnection& m_conn;
    LlmLimitDefaults m_defaults;
};

} // namespace metadesk
