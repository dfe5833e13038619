#include "Settings.h"

#include "core/schema/Migrator.h"

#include <QDir>
#include <QJsonDocument>
#include <QSettings>

#include <array>

namespace metadesk {

namespace {
struct KeyInfo {
    Settings::Key key;
    const char* name;
    QVariant (*defaultValue)();
};

// One row per key, in enum order (checked below): the only place key names are spelled.
const std::array<KeyInfo, static_cast<size_t>(Settings::Key::KeyCount)> kKeys = {{
    {Settings::Key::RecentConnections, "connections/recent", [] { return QVariant(QString()); }},
    {Settings::Key::StartReadOnly, "start/readOnly", [] { return QVariant(false); }},
    {Settings::Key::LastSqliteFolder, "start/lastSqliteFolder", [] { return QVariant(QDir::homePath()); }},
    {Settings::Key::ConnectSslMode, "connect/sslMode", [] { return QVariant(QStringLiteral("prefer")); }},
    {Settings::Key::MainWindowGeometry, "mainWindow/geometry", [] { return QVariant(QByteArray()); }},
    {Settings::Key::MainWindowState, "mainWindow/state", [] { return QVariant(QByteArray()); }},
    {Settings::Key::WorkspaceSplitter, "mainWindow/workspaceSplitter", [] { return QVariant(QByteArray()); }},
    {Settings::Key::LastTables, "mainWindow/lastTables", [] { return QVariant(QString()); }},
    {Settings::Key::HomeRefreshSeconds, "home/refreshSeconds", [] { return QVariant(30); }},
    {Settings::Key::Theme, "appearance/theme", [] { return QVariant(QStringLiteral("system")); }},
    {Settings::Key::Language, "appearance/language", [] { return QVariant(QString()); }},
    {Settings::Key::MigrationLockWaitSeconds, "migrations/lockWaitSeconds",
     [] { return QVariant(Migrator::DefaultLockTimeoutMs / 1000); }},
    {Settings::Key::MigrationStatementTimeoutSeconds, "migrations/statementTimeoutSeconds",
     [] { return QVariant(Migrator::DefaultStatementTimeoutMs / 1000); }},
    {Settings::Key::TimeZone, "appearance/timeZone", [] { return QVariant(QStringLiteral("local")); }},
    {Settings::Key::ColumnOrder, "tables/columnOrder", [] { return QVariant(QString()); }},
}};

bool tableInEnumOrder() {
    for (size_t i = 0; i < kKeys.size(); ++i) {
        if (static_cast<size_t>(kKeys[i].key) != i)
            return false;
    }
    return true;
}

const KeyInfo& info(Settings::Key key) {
    return kKeys.at(static_cast<size_t>(key));
}

std::unique_ptr<QSettings> makeSettings(const QString& iniFile) {
    if (iniFile.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(iniFile, QSettings::IniFormat);
}
} // namespace

Settings& Settings::instance() {
    static Settings settings;
    return settings;
}

Settings::Settings(const QString& iniFile) : m_settings(makeSettings(iniFile)) {
    Q_ASSERT(tableInEnumOrder());
}

Settings::~Settings() = default;

void Settings::openFile(const QString& iniFile) {
    QMutexLocker lock(&m_mutex);
    m_settings->sync();
    m_settings = makeSettings(iniFile);
}

QString Settings::fileName() const {
    QMutexLocker lock(&m_mutex);
    return m_settings->fileName();
}

QVariant Settings::get(Key key) const {
    const KeyInfo& row = info(key);
    QMutexLocker lock(&m_mutex);
    return m_settings->value(QLatin1String(row.name), row.defaultValue());
}

void Settings::set(Key key, const QVariant& value) {
    const KeyInfo& row = info(key);
    QMutexLocker lock(&m_mutex);
    if (value == row.defaultValue())
        m_settings->remove(QLatin1String(row.name));
    else
        m_settings->setValue(QLatin1String(row.name), value);
}

QJsonObject Settings::object(Key key) const {
    return QJsonDocument::fromJson(get(key).toString().toUtf8()).object();
}

void Settings::setObject(Key key, const QJsonObject& value) {
    set(key, value.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact)));
}

void Settings::reset(Key key) {
    QMutexLocker lock(&m_mutex);
    m_settings->remove(QLatin1String(info(key).name));
}

void Settings::sync() {
    QMutexLocker lock(&m_mutex);
    m_settings->sync();
}

QString Settings::name(Key key) {
    return QLatin1String(info(key).name);
}

QVariant Settings::defaultValue(Key key) {
    return info(key).defaultValue();
}

} // namespace metadesk
