#pragma once

#include "PlatformMigrations.h"
#include "core/db/DatabaseUrl.h"
#include "core/schema/LockHolder.h"
#include "core/schema/MigrationFailure.h"
#include "core/schema/SchemaDiff.h"

#include <QDialog>
#include <QMap>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace metadesk {

class MigrationRunner;
class PlatformSection;

/// The migration panel: for each platform the database holds, its revision, applied migrations (when each ran, where
/// the version table records it), pending ones with their SQL, drift in red, and Apply pending / Roll back last /
/// Baseline, each after a confirmation showing the SQL. Apply's and Roll back's confirmations first say what the
/// change does to the data there now (MigrationLint: tables and columns dropped with their rows, rows deleted, rewrites
/// and locks with the table's size); an error among them must be acknowledged before the change can be confirmed. The
/// work runs on a worker thread with its own writable connection, bounded by the lock wait and statement time limit
/// of Preferences; while another session holds the PostgreSQL migration lock the panel names it and counts down.
/// Cancel stops the statement that is running and rolls its migration back.
///
/// With a read-only connection (audit browsing) everything is shown and the actions are off, saying why.
class MigrationPanel : public QDialog {
    Q_OBJECT
public:
    /// `standby`: the server is a hot standby (DbConnection::isStandby): read-only, and its migrations run on its
    /// primary.
    MigrationPanel(const DatabaseUrl& url, bool readOnly, QWidget* parent = nullptr, bool standby = false);
    ~MigrationPanel() override;

    const DatabaseUrl& url() const { return m_url; }
    bool isReadOnly() const { return m_readOnly; }
    bool isBusy() const;
    /// The section of a platform, once the first inspection arrived (null before, or when the platform is absent).
    PlatformSection* section(Platform platform) const { return m_sections.value(platform); }
    MigrationRunner* runner() const { return m_runner; }
    QString logText() const;
    /// Reads the database again (after a change made elsewhere).
    void refresh();

signals:
    /// The schema or its history changed: whoever shows the database should reopen it.
    void schemaChanged();
    /// An inspection arrived and the panel shows it.
    void refreshed();
    /// An operation ended (after the panel showed its outcome).
    void operationFinished(bool ok);

private:
    void showPlatforms(const QList<PlatformMigrations>& platforms, const QString& error);
    void requestApply(Platform platform);
    void requestRollBack(Platform platform);
    void requestStamp(Platform platform, const QString& revision);
    /// With `none` (what to say when there is no finding): the findings are shown, and an error must be acknowledged.
    bool confirm(const QString& title, const QString& question, const QString& sql, const QString& acceptText,
                 const QList<LintFinding>& findings = {}, const QString& none = {}, const QString& lintError = {});
    /// The lock wait and statement time limit the next operation runs with, as a sentence for its confirmation.
    QString limitsText() const;
    void begin(const QString& what, int statements);
    void showStatement(const QString& migration, int number, int total);
    void showLockWait(const LockHolder& holder, int remainingMs);
    void finish(bool ok, const QString& error, const MigrationFailure& failure, const SchemaDiff& diff, bool changed);
    void appendLog(const QString& line, bool error = false);
    void updateActions();

    DatabaseUrl m_url;
    bool m_readOnly = false;
    bool m_standby = false;
    MigrationRunner* m_runner = nullptr;
    QMap<Platform, PlatformSection*> m_sections;
    QLabel* m_readOnlyLabel = nullptr;
    QLabel* m_errorLabel = nullptr;
    QVBoxLayout* m_sectionsLayout = nullptr;
    QLabel* m_lockLabel = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QPlainTextEdit* m_log = nullptr;
    int m_done = 0;
    bool m_running = false;
    QString m_operationError; ///< why the last operation failed, shown until the next begins
};

} // namespace metadesk
