#pragma once

#include <QJsonObject>
#include <QMutex>
#include <QString>
#include <QVariant>

#include <memory>

class QSettings;

namespace metadesk {

/// The user's preferences, through one typed table of keys (name and default per key), never raw key strings.
///
/// Holds no secret: passwords live only in the OS keychain. Safe to call from any thread (one lock around the
/// QSettings object).
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

    /// Re-points these settings at another INI file (an empty path: the usual place), dropping nothing on disk.
    void openFile(const QString& iniFile);
    /// The file the settings are written to.
    QString fileName() const;

    /// The stored value, or the key's default when none is stored.
    QVariant get(Key key) const;
    /// Stores a value; storing the default removes the entry, so a changed default reaches users who never chose.
    void set(Key key, const QVariant& value);
    void reset(Key key);
    /// A key kept as a JSON object in a string (LastTables, ColumnOrder): its object, empty when none is stored or
    /// the text is not one; and stored so, an empty object removing the entry.
    QJsonObject object(Key key) const;
    void setObject(Key key, const QJsonObject& value);
    /// Writes pending changes to disk now (they are written on destruction and by Qt's timer otherwise).
    void sync();

    static QString name(Key key);
    static QVariant defaultValue(Key key);

private:
    mutable QMutex m_mutex;
    std::unique_ptr<QSettings> m_settings;
};

} // namespace metadesk
