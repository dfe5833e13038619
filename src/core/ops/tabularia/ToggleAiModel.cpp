#include "ToggleAiModel.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/OperationWriter.h"

namespace metadesk {

ToggleAiModel::ToggleAiModel(const DbConnection& connection) : m_conn(connection) {}

bool ToggleAiModel::isChatModel(const QString& modelId) {
    static const char* const kNotChat[] = {"embedding", "embed-", "bge-",   "whisper",
                                           "rerank",    "tts",    "speech", "transcri"};
    const QString low = modelId.toLower();
    for (const char* marker : kNotChat)
        if (low.contains(QLatin1String(marker)))
            return false;
    return true;
}

OperationPlan ToggleAiModel::plan(const QString& modelId, bool enable) const {
    OperationPlan p;
    const TableDescriptor* table = m_conn.catalog().table(QStringLiteral("ai_models"));
    if (!table || !table->column(QStringLiteral("enabled"))) {
        p.refusal = tr("This database has no Tabularia AI models table.");
        return p;
    }
    bool found = false;
    QString error;
    if (!RowStore(m_conn, *table).fetch({modelId}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read AI model %1: %2").arg(modelId, error);
        return p;
    }
    if (!found) {
        p.notFound = true;
        p.refusal = tr("There is no AI model %1 in ai_models. Metadesk cannot ask the provider which models exist: "
                       "a model nobody has enabled yet is enabled from the platform's admin panel.")
                        .arg(modelId);
        return p;
    }
    const bool now = valuecodec::storedFlag(*table, p.row, QStringLiteral("enabled"));
    if (now == enable) {
        p.refusal = enable ? tr("AI model %1 is already enabled: there is nothing to change.").arg(modelId)
                           : tr("AI model %1 is already disabled: there is nothing to change.").arg(modelId);
        return p;
    }
    if (enable && !isChatModel(modelId)) {
        // routes/ai.py set_ai_model: 422, in the platform's words.
        p.refusal = tr("AI model %1 is not a chat model (embedding, audio or reranker): the platform does not let "
                       "it be enabled for the chat.")
                        .arg(modelId);
        return p;
    }
    ChangeSet change = ChangeSet::update(QStringLiteral("ai_models"), p.row, {});
    change.values.insert(QStringLiteral("enabled"), enable);
    p.changes << change;
    p.sentences << (enable ? tr("Enables AI model %1: the assistant offers it to every user.").arg(modelId)
                           : tr("Disables AI model %1: the assistant no longer offers it; saved chats keep their "
                                "turns.")
                                 .arg(modelId));
    p.sentences << tr("Sets updated_at to now and updated_by to the acting admin, and audits %1 as the platform does.")
                       .arg(enable ? QStringLiteral("ai.model_enable") : QStringLiteral("ai.model_disable"));
    return p;
}

WriteResult ToggleAiModel::apply(const OperationPlan& plan, RowWriter& writer) const {
    const auto steps = [&]() { return QList<OperationWriter::Step>{{plan.changes.constFirst(), {}}}; };
    return OperationWriter::apply(plan, writer, {}, steps);
}

} // namespace metadesk
