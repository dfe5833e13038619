#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Enables or disables one of Tabularia's AI models as the admin panel's PUT /ai/models/{id} does (routes/ai.py
/// `set_ai_model`): `enabled` set, `updated_at` now and `updated_by` the acting admin's users.id (the write path's
/// last editor), audited `ai.model_enable` / `ai.model_disable` on target `ai_model` labelled with the model.
///
/// The platform asks its provider which models exist; Metadesk cannot, so it toggles the models `ai_models` already
/// holds (a model the provider lists but nobody chose yet has no row). Enabling a model that cannot chat (an
/// embedding, audio or reranker model: services/ai_models.py `is_chat_model`) is refused in the platform's words.
/// The update is optimistic on the row as plan() read it.
class ToggleAiModel {
    Q_DECLARE_TR_FUNCTIONS(ToggleAiModel)
public:
    explicit ToggleAiModel(const DbConnection& connection);

    OperationPlan plan(const QString& modelId, bool enable) const;
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// Whether the platform lets a model be enabled for the chat: its id names none of the markers of embedding,
    /// audio and reranker models (services/ai_models.py `_NOT_CHAT`), case-insensitively.
    static bool isChatModel(const QString& modelId);

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
