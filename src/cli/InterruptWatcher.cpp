#include "InterruptWatcher.h"

#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace metadesk {

#ifdef Q_OS_UNIX
namespace {
// One watcher at a time (the CLI runs one command): the handler knows only this pipe.
int g_pipe[2] = {-1, -1};
struct sigaction g_previous[2];
constexpr int kSignals[2] = {SIGINT, SIGTERM};

extern "C" void onSignal(int signalNumber) {
    const int savedErrno = errno;
    const unsigned char byte = static_cast<unsigned char>(signalNumber);
    [[maybe_unused]] const ssize_t written = ::write(g_pipe[1], &byte, 1); // non-blocking: never stalls the handler
    errno = savedErrno;
}
} // namespace
#endif

InterruptWatcher::InterruptWatcher(std::function<void(int)> onInterrupt) : m_onInterrupt(std::move(onInterrupt)) {
#ifdef Q_OS_UNIX
    if (g_pipe[0] >= 0 || ::pipe(g_pipe) != 0)
        return;
    for (int fd : g_pipe)
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
    ::fcntl(g_pipe[1], F_SETFL, ::fcntl(g_pipe[1], F_GETFL) | O_NONBLOCK);
    m_thread = std::thread([this]() {
        for (;;) {
            unsigned char byte = 0;
            const ssize_t n = ::read(g_pipe[0], &byte, 1);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0 || byte == 0) // 0: the destructor's wake-up
                return;
            int expected = 0;
            if (m_signal.compare_exchange_strong(expected, byte)) {
                // A second signal of the same kind ends the process as it would have without the watcher.
                for (int i = 0; i < 2; ++i)
                    if (kSignals[i] == byte)
                        ::sigaction(byte, &g_previous[i], nullptr);
            }
            if (m_onInterrupt)
                m_onInterrupt(byte);
        }
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < 2; ++i)
        ::sigaction(kSignals[i], &action, &g_previous[i]);
    m_installed = true;
#endif
}

InterruptWatcher::~InterruptWatcher() {
#ifdef Q_OS_UNIX
    if (!m_installed)
        return;
    for (int i = 0; i < 2; ++i)
        ::sigaction(kSignals[i], &g_previous[i], nullptr);
    const unsigned char stop = 0;
    while (::write(g_pipe[1], &stop, 1) < 0 && errno == EINTR) {
    }
    m_thread.join();
    ::close(g_pipe[0]);
    ::close(g_pipe[1]);
    g_pipe[0] = g_pipe[1] = -1;
#endif
}

} // namespace metadesk
