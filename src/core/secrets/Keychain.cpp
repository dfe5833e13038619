#include "Keychain.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QPointer>
#include <QTimer>
#include <QUuid>

#include <qt6keychain/keychain.h>

namespace metadesk {

namespace {
Keychain::Availability g_availability = Keychain::Availability::Unknown;
QString g_reason;
bool g_noticeGiven = false;

void setWhy(QString* why, const QString& text) {
    if (why)
        *why = text;
}

struct Outcome {
    bool finished = false;
    QKeychain::Error error = QKeychain::NoError;
    QString errorString;
    QString text;
};

/// Starts `job` and waits for it in a local event loop, at most `timeoutMs`.
///
/// A job that does not finish in time is left to finish on its own: it deletes itself then (auto-delete), or with
/// the application, and its late answer reaches nobody.
Outcome run(QKeychain::Job* job, int timeoutMs) {
    Outcome outcome;
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&outcome, &loop](QKeychain::Job* done) {
        outcome.finished = true;
        outcome.error = done->error();
        outcome.errorString = done->errorString();
        if (auto* read = qobject_cast<QKeychain::ReadPasswordJob*>(done))
            outcome.text = read->textData();
        loop.quit();
    });
    job->setAutoDelete(true);
    job->start();
    // The job may finish synchronously inside start() on some backends.
    if (!outcome.finished) {
        timer.start(timeoutMs);
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    return outcome;
}

QObject* jobParent() {
    // Parented to the application so a job that never answers is deleted at exit rather than leaked.
    return QCoreApplication::instance();
}

QString timeoutSentence(int timeoutMs) {
    return Keychain::tr("The system keychain did not answer within %n second(s); it may be locked "
                        "or waiting for a prompt.",
                        nullptr, qMax(1, (timeoutMs + 999) / 1000));
}

QString failureSentence(const Outcome& outcome) {
    const QString detail = outcome.errorString.trimmed();
    QString sentence;
    switch (outcome.error) {
    case QKeychain::NoBackendAvailable:
        sentence = Keychain::tr("No system keychain is available");
        break;
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        sentence = Keychain::tr("The system keychain refused access");
        break;
    default:
        sentence = Keychain::tr("The system keychain could not be used");
        break;
    }
    return detail.isEmpty() ? sentence + QLatin1Char('.')
                            : sentence + QStringLiteral(" (") + detail + QStringLiteral(").");
}

/// Records what a finished (or abandoned) call says about the keychain; true when it answered.
bool note(const Outcome& outcome, int timeoutMs, QString* why) {
    if (!outcome.finished) {
        g_availability = Keychain::Availability::Unavailable;
        g_reason = timeoutSentence(timeoutMs);
        setWhy(why, g_reason);
        return false;
    }
    switch (outcome.error) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
        g_availability = Keychain::Availability::Available;
        g_reason.clear();
        return true;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
    case QKeychain::CouldNotDeleteEntry:
        break;
    }
    g_availability = Keychain::Availability::Unavailable;
    g_reason = failureSentence(outcome);
    setWhy(why, g_reason);
    return false;
}
} // namespace

QString Keychain::serviceName() {
    return QStringLiteral("Metadesk");
}

bool Keychain::probe(int timeoutMs, QString* why) {
    const QString key = QStringLiteral("probe/") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto* writeJob = new QKeychain::WritePasswordJob(serviceName(), jobParent());
    writeJob->setInsecureFallback(false); // never a plain-text file instead of the keychain
    writeJob->setKey(key);
    writeJob->setTextData(QStringLiteral("probe"));
    const Outcome written = run(writeJob, timeoutMs);
    if (!note(written, timeoutMs, why))
        return false;
    if (written.error != QKeychain::NoError) {
        g_availability = Availability::Unavailable;
        g_reason = failureSentence(written);
        setWhy(why, g_reason);
        return false;
    }
    auto* deleteJob = new QKeychain::DeletePasswordJob(serviceName(), jobParent());
    deleteJob->setInsecureFallback(false);
    deleteJob->setKey(key);
    return note(run(deleteJob, timeoutMs), timeoutMs, why);
}

Keychain::Availability Keychain::availability() {
    return g_availability;
}

bool Keychain::isAvailable(int timeoutMs, QString* why) {
    if (g_availability == Availability::Unknown)
        return probe(timeoutMs, why);
    if (g_availability == Availability::Unavailable)
        setWhy(why, g_reason);
    return g_availability == Availability::Available;
}

QString Keychain::unavailableReason() {
    return g_reason;
}

bool Keychain::read(const QString& key, QString* password, bool* found, QString* why, int timeoutMs) {
    if (found)
        *found = false;
    auto* job = new QKeychain::ReadPasswordJob(serviceName(), jobParent());
    job->setInsecureFallback(false);
    job->setKey(key);
    const Outcome outcome = run(job, timeoutMs);
    if (!note(outcome, timeoutMs, why))
        return false;
    if (outcome.error == QKeychain::EntryNotFound) {
        setWhy(why, Keychain::tr("No password is stored for this connection."));
        return false;
    }
    if (found)
        *found = true;
    if (password)
        *password = outcome.text;
    return true;
}

bool Keychain::write(const QString& key, const QString& password, QString* why, int timeoutMs) {
    auto* job = new QKeychain::WritePasswordJob(serviceName(), jobParent());
    job->setInsecureFallback(false);
    job->setKey(key);
    job->setTextData(password);
    const Outcome outcome = run(job, timeoutMs);
    if (!note(outcome, timeoutMs, why))
        return false;
    if (outcome.error != QKeychain::NoError) {
        setWhy(why, failureSentence(outcome));
        return false;
    }
    return true;
}

bool Keychain::remove(const QString& key, QString* why, int timeoutMs) {
    auto* job = new QKeychain::DeletePasswordJob(serviceName(), jobParent());
    job->setInsecureFallback(false);
    job->setKey(key);
    return note(run(job, timeoutMs), timeoutMs, why);
}

QString Keychain::takeUnavailableNotice() {
    if (g_availability != Availability::Unavailable || g_noticeGiven)
        return {};
    g_noticeGiven = true;
    return Keychain::tr("%1 Metadesk will ask for passwords each time instead of remembering them.").arg(g_reason);
}

void Keychain::resetForTesting() {
    g_availability = Availability::Unknown;
    g_reason.clear();
    g_noticeGiven = false;
}

} // namespace metadesk
