#pragma once

#include "gui/history/RowDialogAction.h"

#include <QString>

namespace metadesk {

/// Retire Source… on Holotable's Sources grid (and the Database menu): RetireSource planned on the picked source, its
/// plan shown — tombstoned because these dashboards refer to it, or deleted because none does — then written with
/// the platform's audit row; the grid shows the outcome. Refused on a read-only connection, with the reason.
class SourceRetireAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit SourceRetireAction(QWidget* window);

    /// Retires the picked source after a yes to the plan (`ask` false: without asking, for tests). What was said
    /// instead of, or after, writing: the refusal, the conflict, or the outcome.
    QString retire(bool ask = true);

protected:
    void triggered() override { retire(); }
};

} // namespace metadesk
