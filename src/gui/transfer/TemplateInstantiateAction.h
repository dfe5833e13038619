#pragma once

#include "gui/history/RowDialogAction.h"

#include <QString>

namespace metadesk {

/// Instantiate Template… on Holotable's Templates grid (and the Database menu): InstantiateTemplate planned on the
/// picked template with the title asked for (the spec's own filled in), its plan shown, then written with the
/// platform's audit row; the new dashboard is opened. Refused on a read-only connection, and wherever the operation
/// refuses (a panel template, a body whose kind differs, a source gone), with the reason.
class TemplateInstantiateAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit TemplateInstantiateAction(QWidget* window);

    /// Makes a dashboard of the picked template after asking for its title and a yes to the plan (`ask` false:
    /// with `title`, without asking, for tests). What was said: the refusal, the failure, or the outcome.
    QString instantiate(bool ask = true, const QString& title = {});

protected:
    void triggered() override { instantiate(); }
};

} // namespace metadesk
