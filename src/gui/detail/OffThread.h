#pragma once

#include "models/JobPool.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

#include <memory>
#include <utility>

namespace metadesk {

/// Runs `work` on Metadesk's job pool (jobPool()), then `deliver(result)` on the GUI thread if `receiver` still exists.
///
/// For work that takes the GUI thread too long on a huge value (reading megabytes of JSON, laying out a long text)
/// and touches no widget. The result travels to the GUI thread by itself and is destroyed there, delivered or not:
/// `work` may make QObjects, moved to the application's thread before it returns. A newer request to the same receiver
/// does not cancel an older one: the receiver tells them apart (a generation it counts).
template <typename Result, typename Work, typename Deliver>
void runOffThread(QObject* receiver, Work work, Deliver deliver) {
    QPointer<QObject> guard(receiver);
    jobPool()->start([guard, work = std::move(work), deliver = std::move(deliver)]() {
        auto result = std::make_shared<Result>(work());
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, deliver, result]() {
                if (guard)
                    deliver(std::move(*result));
            },
            Qt::QueuedConnection);
    });
}

} // namespace metadesk
