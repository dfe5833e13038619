#include "Settings.h"

#include "core/schema/Migrator.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QJsonDocument>
#include <QSettings>

#include <condition_variable>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

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

/// Every key's entry in `settings` (none where it has none).
Settings::Values readAll(const QSettings& settings) {
    Settings::Values values;
    for (size_t i = 0; i < values.size(); ++i) {
        const QString name = Settings::name(static_cast<Settings::Key>(i));
        if (settings.contains(name))
            values[i] = settings.value(name);
    }
    return values;
}

/// A key's entry kept as a JSON object (`stored`, none for no entry) with its member `entry` set to `value` (an
/// undefined or null value removing it); none when the object is left empty.
std::optional<QVariant> withMember(const std::optional<QVariant>& stored, const QString& entry,
                                   const QJsonValue& value) {
    QJsonObject object = QJsonDocument::fromJson((stored ? *stored : QVariant()).toString().toUtf8()).object();
    if (value.isUndefined() || value.isNull())
        object.remove(entry);
    else
        object.insert(entry, value);
    if (object.isEmpty())
        return std::nullopt;
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}
} // namespace

/// The one thread that touches the QSettings object: it makes the changes in the order they were made and writes the
/// file once for each batch of them. (QSettings would otherwise write from the event loop of the thread it was made
/// on, the window's: a lock file, a new file and a rename.)
class Settings::Writer {
public:
    /// `written`: after each batch of changes, the file's entries as written (merged with what another program wrote
    /// meanwhile) and the keys the batch changed, once for each change.
    using Written = std::function<void(const Values&, const std::vector<size_t>&)>;
    explicit Writer(Written written) : m_written(std::move(written)), m_thread([this] { run(); }) {}
    ~Writer() {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join(); // what is queued is written first
    }

    /// Reads `iniFile` (the usual place when empty), the file before it written first; waits for both.
    std::pair<Values, QString> open(const QString& iniFile) {
        std::pair<Values, QString> read;
        queue(-1, [&read, iniFile](std::unique_ptr<QSettings>& settings) {
            if (settings)
                settings->sync();
            settings = iniFile.isEmpty() ? std::make_unique<QSettings>()
                                         : std::make_unique<QSettings>(iniFile, QSettings::IniFormat);
            read = {readAll(*settings), settings->fileName()};
        }).wait();
        return read;
    }
    /// Sets (or, with no value, removes) a key's entry; written soon.
    void change(Key key, const std::optional<QVariant>& value) {
        queue(static_cast<int>(key), [name = Settings::name(key), value](std::unique_ptr<QSettings>& settings) {
            if (value)
                settings->setValue(name, *value);
            else
                settings->remove(name);
        });
    }
    /// Sets (or, with an undefined or null value, removes) one entry of a key kept as a JSON object, in the object
    /// the file holds as it is written.
    void changeEntry(Key key, const QString& entry, const QJsonValue& value) {
        queue(static_cast<int>(key), [name = Settings::name(key), entry, value](std::unique_ptr<QSettings>& settings) {
            settings->sync(); // what another program wrote since
            const std::optional<QVariant> stored =
                settings->contains(name) ? std::optional<QVariant>(settings->value(name)) : std::nullopt;
            if (const std::optional<QVariant> changed = withMember(stored, entry, value))
                settings->setValue(name, *changed);
            else
                settings->remove(name);
        });
    }
    /// Waits until every change queued so far is in the file.
    void flush() { queue(-1, {}).wait(); }
    /// Waits until every change queued so far is in the file and the file's entries are handed back.
    void reread() { queue(-1, {}, true).wait(); }

private:
    using Change = std::function<void(std::unique_ptr<QSettings>&)>;
    struct Task {
        int key; ///< the key it changes, -1 for none
        Change change;
        std::shared_ptr<std::promise<void>> written;
        bool reread = false; ///< the file's entries are handed back even if nothing changed
    };

    std::future<void> queue(int key, Change change, bool reread = false) {
        auto written = std::make_shared<std::promise<void>>();
        std::future<void> done = written->get_future();
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_tasks.push_back({key, std::move(change), std::move(written), reread});
        }
        m_wake.notify_one();
        return done;
    }

    void run() {
        std::unique_ptr<QSettings> settings;
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [this] { return m_stop || !m_tasks.empty(); });
            if (m_tasks.empty())
                break; // stopped, everything written
            std::vector<Task> batch;
            batch.swap(m_tasks);
            lock.unlock();
            std::vector<size_t> changed;
            bool reread = false;
            for (const Task& task : batch) {
                if (task.change)
                    task.change(settings);
                if (task.key >= 0)
                    changed.push_back(size_t(task.key));
                reread = reread || task.reread;
            }
            if (settings) {
                settings->sync();
                // The request to write later that each change posted: written now, and this thread has no event loop.
                QCoreApplication::removePostedEvents(settings.get(), QEvent::UpdateRequest);
                if (!changed.empty() || reread)
                    m_written(readAll(*settings), changed);
            }
            for (const Task& task : batch)
                task.written->set_value();
            lock.lock();
        }
        lock.unlock();
        settings.reset(); // made on this thread, so let go of here
    }

    const Written m_written;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::vector<Task> m_tasks; ///< under m_mutex
    bool m_stop = false;       ///< under m_mutex
    std::thread m_thread;      ///< last: starts once the rest is made
};

Settings& Settings::instance() {
    static Settings settings;
    return settings;
}

Settings::Settings(const QString& iniFile)
    : m_writer(std::make_unique<Writer>(
          [this](const Values& values, const std::vector<size_t>& changed) { written(values, changed); })) {
    Q_ASSERT(tableInEnumOrder());
    std::tie(m_values, m_fileName) = m_writer->open(iniFile);
}

Settings::~Settings() = default;

void Settings::written(const Values& file, const std::vector<size_t>& changed) {
    QMutexLocker lock(&m_valuesMutex);
    for (size_t key : changed)
        --m_pending[key];
    // What another program wrote since, where nothing set here is still on its way.
    for (size_t key = 0; key < file.size(); ++key)
        if (m_pending[key] == 0)
            m_values[key] = file[key];
}

void Settings::openFile(const QString& iniFile) {
    // Held throughout: what is set meanwhile goes to the new file. (The writer takes m_valuesMutex only.)
    QMutexLocker order(&m_mutex);
    auto [values, fileName] = m_writer->open(iniFile);
    QMutexLocker lock(&m_valuesMutex);
    m_values = values;
    m_fileName = fileName;
}

QString Settings::fileName() const {
    QMutexLocker lock(&m_valuesMutex);
    return m_fileName;
}

QVariant Settings::get(Key key) const {
    QMutexLocker lock(&m_valuesMutex);
    const std::optional<QVariant>& stored = m_values.at(static_cast<size_t>(key));
    return stored ? *stored : info(key).defaultValue();
}

void Settings::store(Key key, const std::optional<QVariant>& value) {
    QMutexLocker order(&m_mutex); // the writer takes the changes in the order they are made here
    {
        QMutexLocker lock(&m_valuesMutex);
        m_values.at(static_cast<size_t>(key)) = value;
        ++m_pending.at(static_cast<size_t>(key));
    }
    m_writer->change(key, value);
}

void Settings::set(Key key, const QVariant& value) {
    store(key, value == info(key).defaultValue() ? std::nullopt : std::optional<QVariant>(value));
}

QJsonObject Settings::object(Key key) const {
    return QJsonDocument::fromJson(get(key).toString().toUtf8()).object();
}

void Settings::setObjectEntry(Key key, const QString& entry, const QJsonValue& value) {
    QMutexLocker order(&m_mutex);
    {
        QMutexLocker lock(&m_valuesMutex);
        std::optional<QVariant>& stored = m_values.at(static_cast<size_t>(key));
        stored = withMember(stored, entry, value);
        ++m_pending.at(static_cast<size_t>(key));
    }
    m_writer->changeEntry(key, entry, value);
}

void Settings::reload() {
    m_writer->reread();
}

void Settings::reset(Key key) {
    store(key, std::nullopt);
}

void Settings::sync() {
    m_writer->flush();
}

QString Settings::name(Key key) {
    return QLatin1String(info(key).name);
}

QVariant Settings::defaultValue(Key key) {
    return info(key).defaultValue();
}

} // namespace metadesk
