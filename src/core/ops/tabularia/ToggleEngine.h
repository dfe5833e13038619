#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Disables or enables an execution engine as Tabularia's admin panel does (routes/engine_policy.py
/// `set_engine_policy`): disabling inserts the `disabled_engines` row (`disabled_at` now, `disabled_by` the acting
/// admin's users.id), enabling deletes it; audited `engine.disallow` / `engine.allow` on target `engine` with
/// `{"flows_using": n}` in the detail, the flows still on it at the moment of the decision, as the platform records.
///
/// The engine policy: a disabled engine can no longer be *chosen* (FlowRules refuses it for a new flow or a changed
/// engine); the flows already on it keep running. plan() lists them first (`engine` or `production_engine`, as
/// `_flows_using` counts). Refused as the platform refuses: an engine it does not know (not found), and disabling the
/// last allowed one ("at least one engine must stay allowed").
class ToggleEngine {
    Q_DECLARE_TR_FUNCTIONS(ToggleEngine)
public:
    /// A flow still on the engine: which of its two engine fields names it.
    struct FlowUsing {
        qint64 id = 0;
        QString name;
        bool development = false; ///< `engine`
        bool production = false;  ///< `production_engine`
    };

    explicit ToggleEngine(const DbConnection& connection);

    /// The engines the platform knows (the catalog's `disabled_engines.engine_id` values, services/engine_policy.py
    /// KNOWN_ENGINES) and whether each is disabled now; false with *error when the table cannot be read.
    bool engines(QStringList* known, QStringList* disabled, QString* error) const;
    /// The flows whose `engine` or `production_engine` is `engine`, by id.
    bool flowsUsing(const QString& engine, QList<FlowUsing>* flows, QString* error) const;

    OperationPlan plan(const QString& engine, bool disable) const;
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// The plan's flows still on the engine, as plan() read them.
    static int flowsUsingCount(const OperationPlan& plan);

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
