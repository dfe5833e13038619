#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QMutex>
#include <QString>
#include <QVariant>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace metadesk {

/// The user's preferences, through one typed table of keys (name and default per key), never raw key strings.
///
/// Holds no secret: passwords live only in the OS keychain. Safe to call from any thread. Reads come from memory and
/// writes return at once: the file (QSettings) is written on a thread of its own, so a slow disk or a home folder on
/// the network never holds up the window.
class Settings {
public:
    /// Every key Metadesk stores. Add a key here and a row in the table in Settings.cpp; nothing else may name
    /// a QSettings key.
    enum class Key {
        /// The recent connections as a JSON array (see ProfileStore); never a password.
        RecentConnections,
        /// The start page's "Read-only (audit browsing)" switch, kept between sessions.
        StartReadOnly,
        /// Where "Open SQLite file…" starts browsing.
        LastSqliteFolder,
        /// The SSL mode the connect dialog offers first.
        ConnectSslMode,
        MainWindowGeometry,
        MainWindowState,
        /// The widths of the navigator, the table and the detail pane, as a JSON array.
        WorkspaceSplitter,
        /// The table last shown per database, as a JSON object from the database's display URL to the table name.
        LastTables,
        /// How often the home view reads its figures again, in seconds (0: only on F5).
        HomeRefreshSeconds,
        /// "system", "light" or "dark".
        Theme,
        /// A language code such as "de", or empty to follow the system.
        Language,
        /// Migrations on PostgreSQL: how long, in seconds, to wait for a lock another session holds (the migration
        /// lock and each statement's table locks) before giving up, changing nothing. On SQLite: the write lock.
        MigrationLockWaitSeconds,
        /// Migrations on PostgreSQL: the longest one statement may run, in seconds (0: no limit).
        MigrationStatementTimeoutSeconds,
        /// The zone times are shown in: "local" (the user's own) or "utc" (see timedisplay).
        TimeZone,
        /// The order the user dragged a table's columns into, as a JSON object from the table's name to its column
        /// names left to right (a table in its own order has no entry).
        ColumnOrder,
        KeyCount ///< not a key: the size of the table
    };

    /// The application's settings: the platform's usual place for the organisation and application name.
    static Settings& instance();

    /// Settings in the INI file at `iniFile` (tests, portable use); an empty path means the platform's usual place.
    explicit Settings(const QString& iniFile = {});
    ~Settings();
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    /// Re-points these settings at another INI file (an empty path: the usual place), dropping nothing on disk: what
    /// was set is written to the old file first. Waits for both.
    void openFile(const QString& iniFile);
    /// The file the settings are written to.
    QString fileName() const;

    /// The stored value, or the key's default when none is stored.
    QVariant get(Key key) const;
    /// Stores a value; storing the default removes the entry, so a changed default reaches users who never chose.
    void set(Key key, const QVariant& value);
    void reset(Key key);
    /// A key kept as a JSON object in a string (LastTables, ColumnOrder): its object, empty when none is stored or
    /// the text is not one.
    QJsonObject object(Key key) const;
    /// Sets one entry of a key kept as a JSON object (an undefined or null value removes it), merged into the file's
    /// object as the file holds it when written: another window or program keeping its own entries there (another
    /// database's last table) loses nothing.
    void setObjectEntry(Key key, const QString& entry, const QJsonValue& value);
    /// Reads again what the file holds now (where nothing set here is still on its way) and waits for it: before a
    /// change made from what is read (the profiles), so that another program's entries are kept.
    void reload();
    /// Waits until everything set so far is in the file (it is written soon after each change, on the writing thread,
    /// and on destruction; another Settings object on the file reads it then).
    void sync();

    static QString name(Key key);
    static QVariant defaultValue(Key key);

    /// Each key's entry (none: the key has no entry).
    using Values = std::array<std::optional<QVariant>, static_cast<size_t>(Key::KeyCount)>;

private:
    class Writer;
    void store(Key key, const std::optional<QVariant>& value);
    void written(const Values& file, const std::vector<size_t>& changed);

    QMutex m_mutex; ///< held while a change is queued, and through openFile(): the writer gets them in order
    mutable QMutex m_valuesMutex;
    Values m_values;                                                    ///< under m_valuesMutex
    std::array<int, static_cast<size_t>(Key::KeyCount)> m_pending = {}; ///< changes not yet written, per key; ditto
    QString m_fileName;                                                 ///< ditto
    std::unique_ptr<Writer> m_writer; ///< last: gone first, what it has queued written
};

} // namespace metadesk
