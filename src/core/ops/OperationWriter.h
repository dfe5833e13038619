#pragma once

#include "OperationPlan.h"
#include "core/edit/RowWriter.h"

#include <QCoreApplication>

#include <functional>

namespace metadesk {

/// Writes a domain operation's plan the one way every operation writes (DESIGN.md, "Domain operations"): in one
/// transaction of RowWriter::applyInTransaction, the plan's condition checked again first inside it, then each change
/// through RowWriter::applyOperation (optimistic on the values plan() read, audited in the platform's words). Anything
/// that stops it rolls everything back.
class OperationWriter {
    Q_DECLARE_TR_FUNCTIONS(OperationWriter)
public:
    /// One change as written, and how (its audit's words, what it takes over from the generic rules).
    struct Step {
        ChangeSet change;
        OperationWrite how;
    };
    /// Runs inside the transaction before anything is written: whether the plan still holds (the rows it is about
    /// locked where the engine can). False with *stop saying why: a conflict with the current row, or a failure.
    using Recheck = std::function<bool(WriteResult* stop)>;
    /// The changes to write, called once the recheck passed (so they can carry the moment of writing).
    using Steps = std::function<QList<Step>()>;

    /// Writes `plan` through `writer`. Returns the first change's result when all are written (with, in its
    /// message, a warning of the local change journal if it could not record them); otherwise what stopped them,
    /// nothing written. `results`, when given, receives every change's result in order.
    static WriteResult apply(const OperationPlan& plan, RowWriter& writer, const Recheck& recheck, const Steps& steps,
                             QList<WriteResult>* results = nullptr);
};

} // namespace metadesk
