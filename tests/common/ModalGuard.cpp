// Linked into every GUI test (tests/CMakeLists.txt): a modal dialog nobody answers fails the test at once instead of
// blocking it in the dialog's own event loop until ctest's timeout kills the whole binary.

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPointer>
#include <QTest>
#include <QTimer>

namespace metadesk::test {

namespace {

/// How long a modal may stay open. The tests answer the dialogs they expect from a zero timer or a QTRY as soon as
/// the dialog's event loop runs, so a dialog still open after this long is one no test code is going to close.
constexpr int kPatienceMs = 20000;

/// Watches QApplication::activeModalWidget(); one that stays open past kPatienceMs is rejected and the running test
/// fails, naming it.
class ModalGuard : public QObject {
public:
    explicit ModalGuard(QObject* parent) : QObject(parent) {
        m_timer.setInterval(500);
        connect(&m_timer, &QTimer::timeout, this, &ModalGuard::check);
        m_timer.start();
    }

private:
    void check() {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal != m_seen) {
            m_seen = modal;
            m_since.start();
            return;
        }
        if (!modal || m_since.elapsed() < kPatienceMs)
            return;
        const QString what = describe(modal);
        m_seen = nullptr;
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
        QTest::qFail(qPrintable(QStringLiteral("a modal dialog nobody answered stayed open for %1 s and was closed: %2")
                                    .arg(kPatienceMs / 1000)
                                    .arg(what)),
                     __FILE__, __LINE__);
    }

    static QString describe(const QWidget* modal) {
        QString text =
            QStringLiteral("%1 \"%2\"").arg(QLatin1String(modal->metaObject()->className()), modal->windowTitle());
        if (!modal->objectName().isEmpty())
            text += QStringLiteral(" (%1)").arg(modal->objectName());
        if (const auto* box = qobject_cast<const QMessageBox*>(modal)) {
            text += QStringLiteral(": ") + box->text();
            if (!box->informativeText().isEmpty())
                text += QLatin1Char(' ') + box->informativeText();
        }
        return text;
    }

    QPointer<QWidget> m_seen;
    QElapsedTimer m_since;
    QTimer m_timer;
};

void installModalGuard() {
    // The application is still being constructed here: start watching once its event loop first runs.
    QTimer::singleShot(0, QCoreApplication::instance(), []() { new ModalGuard(QCoreApplication::instance()); });
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installModalGuard)

} // namespace metadesk::test
