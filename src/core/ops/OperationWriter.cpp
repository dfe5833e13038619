#include "OperationWriter.h"

namespace metadesk {

WriteResult OperationWriter::apply(const OperationPlan& plan, RowWriter& writer, const Recheck& recheck,
                                   const Steps& steps, QList<WriteResult>* results) {
    if (results)
        results->clear();
    if (plan.isRefused() || plan.changes.isEmpty()) {
        WriteResult refused;
        refused.outcome = WriteResult::Outcome::Invalid;
        refused.message = plan.isRefused() ? plan.refusal : tr("The plan has nothing to write.");
        return refused;
    }
    QList<WriteResult> written;
    WriteResult failure;
    const bool done = writer.applyInTransaction(
        [&](WriteResult* stop) {
            if (recheck && !recheck(stop))
                return false;
            const QList<Step> todo = steps();
            for (const Step& step : todo) {
                WriteResult r = writer.applyOperation(step.change, step.how);
                if (!r.ok()) {
                    *stop = r;
                    return false;
                }
                written << r;
            }
            return true;
        },
        &failure);
    if (!done)
        return failure;
    if (results)
        *results = written;
    WriteResult result = written.value(0);
    if (written.isEmpty()) {
        result.outcome = WriteResult::Outcome::Done;
        result.nothingChanged = true;
    }
    // Committed: what applyInTransaction still has to say (the local change journal could not record it) is a
    // warning that goes with the result, not lost.
    if (!failure.message.isEmpty())
        result.message = failure.message;
    return result;
}

} // namespace metadesk
