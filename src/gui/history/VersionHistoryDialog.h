#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/diff/JsonDiff.h"
#include "core/history/FlowHistory.h"

#include <QDialog>

#include <functional>
#include <memory>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QTableView;
class QVBoxLayout;

namespace metadesk {

class DbConnection;
class DiffView;
class FetchWorker;
class FlowVersionsModel;

/// A version history, read-only: every version with who, when and note, and the diff of any two (DiffView), chosen
/// in the From and To boxes or by picking a version in the list (compared with the one before it; the first version,
/// with nothing before it, is shown whole rather than compared with itself). Reads on a worker
/// connection of its own; the window never waits on the database. What it reads is its subclass's (a flow's
/// versions, a dashboard's).
///
/// Actions on a version (restore: a new version, written through the operations of core/ops) are added with
/// addVersionAction(); they act on selectedVersion() and call reload() once they wrote.
class VersionHistoryDialog : public QDialog {
    Q_OBJECT
public:
    ~VersionHistoryDialog() override;
    /// The version picked in the list; 0 when none.
    int selectedVersion() const;
    /// Puts a button for `action` under the list, enabled while a version is picked.
    void addVersionAction(QAction* action);
    /// Reads the versions again (after an action wrote one), keeping the picked version.
    void reload();
    /// Runs `task` on the dialog's own worker and connection, after what it reads already (the versions, a
    /// definition): a read about the versions that must not wait on the GUI thread for the database.
    void readBeside(std::function<void(const DbConnection*)> task);
    /// Compares `from` with `to` (versions of this flow).
    void compare(int from, int to);

    QTableView* versionsView() const { return m_list; }
    FlowVersionsModel* versionsModel() const { return m_versions; }
    DiffView* diffView() const { return m_diff; }
    QComboBox* fromBox() const { return m_from; }
    QComboBox* toBox() const { return m_to; }

signals:
    /// The list of versions is there (or the reason it is not, in the heading).
    void versionsLoaded();
    void selectedVersionChanged(int version);
    /// An action of the dialog wrote `tables` (a restore): the window counts them again.
    void wrote(const QStringList& tables);

protected:
    /// What a history reads, on the dialog's worker connection: called on its thread, so touching no widget.
    struct Reader {
        /// The object's name (*found false when it is gone) and its versions, newest first.
        std::function<bool(const DbConnection&, QString* name, bool* found, QList<FlowVersionInfo>* versions,
                           QString* error)>
            versions;
        /// The text stored with a version, exactly as stored (*found false when there is none).
        std::function<bool(const DbConnection&, int version, QString* text, bool* found, QString* error)> text;
    };

    VersionHistoryDialog(const DbConnection& connection, Reader reader, int select, QWidget* parent);
    /// The sentence above the list once the versions are read: the object and how many versions it has.
    virtual QString heading(const QString& name, bool found, int count) const = 0;
    /// Two versions were compared (their texts; empty when they could not be read).
    virtual void compared(int from, int to, const QString& oldText, const QString& newText) {
        Q_UNUSED(from)
        Q_UNUSED(to)
        Q_UNUSED(oldText)
        Q_UNUSED(newText)
    }
    /// Puts `widget` between the version boxes and the diff (a subclass's own view of the change).
    void addAboveDiff(QWidget* widget);

private:
    void deliverVersions(int generation, const QList<FlowVersionInfo>& versions, const QString& name, bool found,
                         const QString& error);
    void deliverDiff(int generation, int from, int to, const DiffResult& result, const QString& oldText,
                     const QString& newText, const QString& error);
    /// One version on both sides: its content alone, saying why there is nothing to compare.
    void showOne(int version);
    void deliverOne(int generation, int version, const QString& text, const QString& error);
    void pickRow(int row);
    void compareChosen();
    void fillBoxes();

    Reader m_reader;
    int m_select;
    std::unique_ptr<FetchWorker> m_worker;
    int m_listGeneration = 0;
    int m_diffGeneration = 0;
    QLabel* m_heading = nullptr;
    QTableView* m_list = nullptr;
    FlowVersionsModel* m_versions = nullptr;
    QHBoxLayout* m_actions = nullptr;
    QList<QAction*> m_versionActions;
    QComboBox* m_from = nullptr;
    QComboBox* m_to = nullptr;
    QVBoxLayout* m_bottom = nullptr;
    DiffView* m_diff = nullptr;
    bool m_filling = false;
};

} // namespace metadesk
