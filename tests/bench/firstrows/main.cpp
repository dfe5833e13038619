// metadesk-first-rows: starts a desktop program on an X display (Xvfb) and times, from outside, the first frame
// that shows what the program settles on, then the memory it holds after a jump to the end of its grid.
//
// Every change of the screen is seen through the X Damage extension on the root window and the screen is read at
// once through MIT-SHM, so each frame the program puts on the screen is kept with the time it appeared (from just
// before the program was started). Once the screen has been still for --settle ms (or --timeout passed), the last
// frame is the settled one; the first rows are the first frame that differs from it in at most --threshold of the
// window's pixels (the status line's counts, a caret, a progress figure differ in a fraction of a percent; a grid
// without its rows differs in several percent). The frame found, the one before it and the settled one are written
// as PNG pictures, to be looked at.
//
// With --jump-to-end FX,FY it then presses Escape (a message box the program put up is answered with its default
// way out), clicks the point FX,FY of its window (fractions of its width and height: a cell of its grid), presses
// Ctrl+End through xdotool, waits for the screen to be still again and reads the program's resident memory
// (VmRSS).
//
// One line of JSON on standard output. Not part of the app, never installed: built beside metadesk-bench.

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <xcb/damage.h>
#include <xcb/shm.h>
#include <xcb/xcb.h>

#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/wait.h>

#include <poll.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

namespace {

double nowMs() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) * 1000.0 + double(ts.tv_nsec) / 1.0e6;
}

struct Frame {
    double atMs = 0;
    std::vector<uint32_t> pixels;
};

struct Options {
    QString out;
    double settleMs = 1500;
    double timeoutMs = 8000;
    double threshold = 0.015;
    bool jumpToEnd = false;
    double clickX = 0.5;
    double clickY = 0.5;
    double endTimeoutMs = 120000;
    QStringList command;
};

[[noreturn]] void usage(const char* why) {
    std::fprintf(stderr,
                 "metadesk-first-rows: %s\n"
                 "usage: metadesk-first-rows --out DIR [--settle MS] [--timeout MS] [--threshold FRACTION]\n"
                 "                           [--jump-to-end FX,FY] -- COMMAND [ARG…]\n",
                 why);
    std::exit(2);
}

Options parse(int argc, char** argv) {
    Options o;
    int i = 1;
    for (; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        auto next = [&]() {
            if (i + 1 >= argc)
                usage("an option needs a value");
            return QString::fromLocal8Bit(argv[++i]);
        };
        if (a == QLatin1String("--")) {
            ++i;
            break;
        }
        if (a == QLatin1String("--out"))
            o.out = next();
        else if (a == QLatin1String("--settle"))
            o.settleMs = next().toDouble();
        else if (a == QLatin1String("--timeout"))
            o.timeoutMs = next().toDouble();
        else if (a == QLatin1String("--threshold"))
            o.threshold = next().toDouble();
        else if (a == QLatin1String("--jump-to-end")) {
            const QStringList xy = next().split(QLatin1Char(','));
            if (xy.size() != 2)
                usage("--jump-to-end takes FX,FY");
            o.jumpToEnd = true;
            o.clickX = xy[0].toDouble();
            o.clickY = xy[1].toDouble();
        } else
            usage("unknown option");
    }
    for (; i < argc; ++i)
        o.command << QString::fromLocal8Bit(argv[i]);
    if (o.out.isEmpty() || o.command.isEmpty())
        usage("--out and a command are needed");
    return o;
}

/// The screen read through one shared-memory segment, and the damage on the root window that says when to read it.
class Screen {
public:
    bool open(QString* why) {
        int screenNumber = 0;
        c_ = xcb_connect(nullptr, &screenNumber);
        if (xcb_connection_has_error(c_)) {
            *why = QStringLiteral("cannot connect to the X display (is DISPLAY set?)");
            return false;
        }
        xcb_screen_iterator_t it = xcb_setup_roots_iterator(xcb_get_setup(c_));
        for (int n = 0; n < screenNumber; ++n)
            xcb_screen_next(&it);
        root_ = it.data->root;
        width_ = it.data->width_in_pixels;
        height_ = it.data->height_in_pixels;
        const xcb_query_extension_reply_t* damage = xcb_get_extension_data(c_, &xcb_damage_id);
        const xcb_query_extension_reply_t* shm = xcb_get_extension_data(c_, &xcb_shm_id);
        if (!damage || !damage->present || !shm || !shm->present) {
            *why = QStringLiteral("the X server lacks the DAMAGE or MIT-SHM extension");
            return false;
        }
        damageEvent_ = damage->first_event + XCB_DAMAGE_NOTIFY;
        free(xcb_damage_query_version_reply(c_, xcb_damage_query_version(c_, 1, 1), nullptr));
        free(xcb_shm_query_version_reply(c_, xcb_shm_query_version(c_), nullptr));
        const size_t bytes = size_t(width_) * height_ * 4;
        shmId_ = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0600);
        if (shmId_ < 0) {
            *why = QStringLiteral("shmget failed");
            return false;
        }
        data_ = static_cast<uint32_t*>(shmat(shmId_, nullptr, 0));
        seg_ = xcb_generate_id(c_);
        xcb_shm_attach(c_, seg_, uint32_t(shmId_), 0);
        shmctl(shmId_, IPC_RMID, nullptr); // gone once both sides detach
        damage_ = xcb_generate_id(c_);
        xcb_damage_create(c_, damage_, root_, XCB_DAMAGE_REPORT_LEVEL_NON_EMPTY);
        xcb_flush(c_);
        return true;
    }
    ~Screen() {
        if (c_) {
            if (data_)
                shmdt(data_);
            xcb_disconnect(c_);
        }
    }

    /// Waits up to `ms` for the screen to change; true when it did (the damage is taken away, so the next change
    /// is reported again).
    bool waitForChange(double ms) {
        const double until = nowMs() + ms;
        for (;;) {
            bool changed = false;
            while (xcb_generic_event_t* e = xcb_poll_for_event(c_)) {
                if ((e->response_type & 0x7f) == damageEvent_)
                    changed = true;
                free(e);
            }
            if (changed) {
                xcb_damage_subtract(c_, damage_, XCB_NONE, XCB_NONE);
                xcb_flush(c_);
                return true;
            }
            const double left = until - nowMs();
            if (left <= 0)
                return false;
            pollfd p{xcb_get_file_descriptor(c_), POLLIN, 0};
            poll(&p, 1, int(left) + 1);
        }
    }

    void read(std::vector<uint32_t>* into) {
        xcb_shm_get_image_reply_t* r = xcb_shm_get_image_reply(
            c_, xcb_shm_get_image(c_, root_, 0, 0, width_, height_, ~0u, XCB_IMAGE_FORMAT_Z_PIXMAP, seg_, 0), nullptr);
        free(r);
        into->assign(data_, data_ + size_t(width_) * height_);
    }

    int width() const { return width_; }
    int height() const { return height_; }

private:
    xcb_connection_t* c_ = nullptr;
    xcb_window_t root_ = 0;
    int width_ = 0;
    int height_ = 0;
    uint8_t damageEvent_ = 0;
    int shmId_ = -1;
    uint32_t* data_ = nullptr;
    xcb_shm_seg_t seg_ = 0;
    xcb_damage_damage_t damage_ = 0;
};

struct Box {
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1; // inclusive
    qint64 area() const { return x1 < x0 ? 0 : qint64(x1 - x0 + 1) * (y1 - y0 + 1); }
};

/// The smallest box holding every pixel that differs between a and b.
Box changedBox(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b, int w, int h) {
    Box box{w, h, -1, -1};
    for (int y = 0; y < h; ++y) {
        const uint32_t* pa = a.data() + size_t(y) * w;
        const uint32_t* pb = b.data() + size_t(y) * w;
        for (int x = 0; x < w; ++x) {
            if ((pa[x] & 0xffffff) != (pb[x] & 0xffffff)) {
                box.x0 = std::min(box.x0, x);
                box.x1 = std::max(box.x1, x);
                box.y0 = std::min(box.y0, y);
                box.y1 = std::max(box.y1, y);
            }
        }
    }
    return box;
}

qint64 differing(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b, int w, const Box& in) {
    qint64 n = 0;
    for (int y = in.y0; y <= in.y1; ++y) {
        const uint32_t* pa = a.data() + size_t(y) * w;
        const uint32_t* pb = b.data() + size_t(y) * w;
        for (int x = in.x0; x <= in.x1; ++x)
            n += (pa[x] & 0xffffff) != (pb[x] & 0xffffff);
    }
    return n;
}

void savePng(const std::vector<uint32_t>& pixels, int w, int h, const QString& path) {
    QImage image(reinterpret_cast<const uchar*>(pixels.data()), w, h, w * 4, QImage::Format_RGB32);
    image.save(path);
}

qint64 residentKb(pid_t pid) {
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

/// Reads frames until the screen has been still for `settleMs` or `timeoutMs` passed since `t0`.
void capture(Screen& screen, std::vector<Frame>* frames, double t0, double settleMs, double timeoutMs) {
    for (;;) {
        const double left = t0 + timeoutMs - nowMs();
        if (left <= 0 || !screen.waitForChange(std::min(settleMs, left)))
            return;
        Frame f;
        f.atMs = nowMs() - t0;
        screen.read(&f.pixels);
        if (!frames->empty() && frames->back().pixels == f.pixels)
            continue; // a change drawn over with the same pixels
        frames->push_back(std::move(f));
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // for QImage's writers only
    const Options o = parse(argc, argv);
    Screen screen;
    QString why;
    if (!screen.open(&why)) {
        std::fprintf(stderr, "metadesk-first-rows: %s\n", qPrintable(why));
        return 3;
    }
    const int w = screen.width();
    const int h = screen.height();
    std::vector<Frame> frames;
    frames.push_back(Frame{});
    screen.read(&frames.back().pixels); // the screen before the program

    std::vector<QByteArray> args;
    for (const QString& a : o.command)
        args.push_back(a.toLocal8Bit());
    std::vector<char*> argvChild;
    for (QByteArray& a : args)
        argvChild.push_back(a.data());
    argvChild.push_back(nullptr);

    const double t0 = nowMs();
    const pid_t pid = fork();
    if (pid == 0) {
        execvp(argvChild[0], argvChild.data());
        std::perror("exec");
        _exit(127);
    }
    capture(screen, &frames, t0, o.settleMs, o.timeoutMs);
    const Frame& settled = frames.back();
    const Box window = changedBox(frames.front().pixels, settled.pixels, w, h);
    QJsonObject result;
    result.insert(QStringLiteral("frames"), int(frames.size()) - 1);
    if (window.area() == 0 || frames.size() < 2) {
        result.insert(QStringLiteral("error"), QStringLiteral("the program drew nothing"));
    } else {
        const qint64 allowed = qint64(double(window.area()) * o.threshold);
        size_t first = frames.size() - 1;
        QJsonArray trail;
        for (size_t i = 1; i < frames.size(); ++i) {
            const qint64 d = differing(frames[i].pixels, settled.pixels, w, window);
            trail.append(
                QJsonArray{qRound(frames[i].atMs * 10) / 10.0, qRound(double(d) * 10000 / window.area()) / 10000.0});
            if (d <= allowed && first == frames.size() - 1)
                first = i;
        }
        result.insert(QStringLiteral("first_rows_ms"), qRound(frames[first].atMs * 10) / 10.0);
        result.insert(QStringLiteral("settled_ms"), qRound(settled.atMs * 10) / 10.0);
        result.insert(QStringLiteral("window"), QStringLiteral("%1x%2+%3+%4")
                                                    .arg(window.x1 - window.x0 + 1)
                                                    .arg(window.y1 - window.y0 + 1)
                                                    .arg(window.x0)
                                                    .arg(window.y0));
        result.insert(QStringLiteral("trail"), trail); // [ms, fraction of the window differing from the settled frame]
        savePng(frames[first].pixels, w, h, o.out + QStringLiteral("/first-rows.png"));
        savePng(frames[first - 1].pixels, w, h, o.out + QStringLiteral("/before-first-rows.png"));
        savePng(settled.pixels, w, h, o.out + QStringLiteral("/settled.png"));
    }
    result.insert(QStringLiteral("rss_settled_kb"), residentKb(pid));
    if (o.jumpToEnd && window.area() > 0 && waitpid(pid, nullptr, WNOHANG) == 0) {
        const QByteArray press =
            QStringLiteral("xdotool key Escape sleep 0.3 mousemove %1 %2 click 1 sleep 0.3 key ctrl+End")
                .arg(window.x0 + int(o.clickX * (window.x1 - window.x0)))
                .arg(window.y0 + int(o.clickY * (window.y1 - window.y0)))
                .toLocal8Bit();
        const double pressedAt = nowMs();
        if (std::system(press.constData()) != 0) {
            result.insert(QStringLiteral("end_error"), QStringLiteral("xdotool failed"));
        } else {
            std::vector<Frame> after;
            after.push_back(Frame{});
            after.back().atMs = nowMs() - pressedAt;
            capture(screen, &after, pressedAt, o.settleMs, o.endTimeoutMs);
            result.insert(QStringLiteral("end_settled_ms"), qRound(after.back().atMs));
            result.insert(QStringLiteral("rss_after_end_kb"), residentKb(pid));
            if (after.size() > 1)
                savePng(after.back().pixels, w, h, o.out + QStringLiteral("/after-end.png"));
        }
    }
    kill(pid, SIGTERM);
    for (int i = 0; i < 50 && waitpid(pid, nullptr, WNOHANG) == 0; ++i)
        usleep(100000);
    if (waitpid(pid, nullptr, WNOHANG) == 0) {
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
    }
    std::printf("%s\n", QJsonDocument(result).toJson(QJsonDocument::Compact).constData());
    return result.contains(QStringLiteral("error")) ? 1 : 0;
}
