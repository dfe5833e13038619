#pragma once

#include "core/db/DatabaseUrl.h"

#include <QThread>

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace metadesk {

class DbConnection;

/// A thread with its own database connection that runs queued tasks, newest first.
///
/// The GUI thread posts work and never waits for it; results come back by queued calls. Tasks not yet started can
/// be withdrawn (scrolling made them obsolete). A task gets a null connection when it could not be opened, with
/// the reason in openError().
class FetchWorker : public QThread {
    Q_OBJECT
public:
    using Task = std::function<void(const DbConnection*)>;

    FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose, QObject* parent = nullptr);
    /// Stops after the task that is running, dropping the rest, and waits for it: prefer retire().
    ~FetchWorker() override;

    /// Lets a worker go without waiting for the query it is running (a count on ten million rows takes a while):
    /// it stops after that task and is deleted then; the application waits for stragglers when it quits.
    static void retire(std::unique_ptr<FetchWorker> worker);

    /// Queues a task under a tag (for withdraw()); `urgent` tasks run before all others, newest first.
    void post(Task task, qint64 tag = -1, bool urgent = true);
    /// Withdraws queued tasks whose tag matches; returns how many.
    int withdraw(const std::function<bool(qint64)>& matches);
    /// Withdraws every queued task.
    void clear();
    QString openError() const;

protected:
    void run() override;

private:
    void requestStop();

private:
    struct Item {
        Task task;
        qint64 tag;
    };
    DatabaseUrl m_url;
    bool m_readOnly;
    QString m_purpose;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Item> m_urgent;     // LIFO
    std::deque<Item> m_background; // FIFO
    bool m_stop = false;
    QString m_openError;
};

} // namespace metadesk
