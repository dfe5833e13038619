#pragma once

#include "gui/history/RowDialogAction.h"

namespace metadesk {

class PersonPreferencesDialog;

/// Person Preferences… on Holotable's User preferences grid (and the Database menu): the picked person's preferences
/// as the platform reads them, and an editor that writes only what it reads (PersonPreferencesDialog).
class PersonPreferencesAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit PersonPreferencesAction(QWidget* window);
    /// Opens the dialog on the picked row; null when none is picked or it is gone.
    PersonPreferencesDialog* open();

protected:
    void triggered() override { open(); }
};

} // namespace metadesk
