#include "ChartView.h"

#include "ChartBackend.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPalette>
#include <QPluginLoader>
#include <QStackedLayout>

#include <dlfcn.h>

#include <mutex>
#include <thread>

namespace metadesk {

namespace {

constexpr QLatin1String kModuleName("metadesk-charts.so");

/// The module once loaded (kept for the process, as Qt keeps a plugin), or why it could not be.
struct Loaded {
    QString file; ///< loaded from this file instead of the candidates (setModuleFile)
    bool tried = false;
    charts::ChartBackend* backend = nullptr;
    QString error;
};

Loaded& loaded() {
    static Loaded module;
    return module;
}

/// The first of `candidates` that exists, or empty.
QString firstThere(const QStringList& candidates) {
    for (const QString& candidate : candidates)
        if (QFileInfo::exists(candidate))
            return candidate;
    return {};
}

charts::ChartBackend* backend(QString* error) {
    Loaded& module = loaded();
    if (!module.tried) {
        module.tried = true;
        const QStringList candidates = module.file.isEmpty() ? ChartView::moduleCandidates() : QStringList{module.file};
        const QString file = firstThere(candidates);
        if (file.isEmpty()) {
            module.error = QCoreApplication::translate(
                               "metadesk::ChartView", "Charts cannot be drawn: the chart module (%1) is not installed.")
                               .arg(candidates.value(0, QString(kModuleName)));
        } else {
            QPluginLoader loader(file);
            QObject* instance = loader.instance();
            module.backend = qobject_cast<charts::ChartBackend*>(instance);
            if (!module.backend && instance) {
                // A Qt plugin, but not this Metadesk's chart module (another program's, or another version's).
                loader.unload();
                module.error = QCoreApplication::translate(
                                   "metadesk::ChartView",
                                   "Charts cannot be drawn: %1 is not the chart module of this version of Metadesk.")
                                   .arg(file);
            } else if (!module.backend) {
                module.error = QCoreApplication::translate("metadesk::ChartView", "Charts cannot be drawn: %1")
                                   .arg(loader.errorString());
            }
        }
    }
    if (error)
        *error = module.error;
    return module.backend;
}

} // namespace

ChartView::ChartView(QWidget* parent) : QWidget(parent) {
    m_stack = new QStackedLayout(this);
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_unavailable = new QLabel(this);
    m_unavailable->setObjectName(QStringLiteral("chartUnavailable"));
    m_unavailable->setAlignment(Qt::AlignCenter);
    m_unavailable->setWordWrap(true);
    m_unavailable->setTextFormat(Qt::PlainText);
    m_unavailable->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stack->addWidget(m_unavailable);
}

charts::Spec ChartView::newSpec(const QString& title, const QPalette& palette) {
    charts::Spec spec;
    spec.title = title;
    spec.text = palette.color(QPalette::WindowText);
    spec.grid = palette.color(QPalette::Mid);
    return spec;
}

QStringList ChartView::moduleCandidates() {
    QStringList candidates;
    const QString programDir = QCoreApplication::applicationDirPath();
    candidates << QDir::cleanPath(programDir + QLatin1Char('/') + QStringLiteral(METADESK_CHARTS_DIR_FROM_BINDIR) +
                                  QLatin1Char('/') + kModuleName);
    // A program run from its build tree: the tree's own module.
    for (QDir dir(programDir); !dir.isRoot(); dir.setPath(QDir::cleanPath(dir.path() + QStringLiteral("/..")))) {
        if (dir.exists(QStringLiteral("CMakeCache.txt"))) {
            candidates << dir.filePath(QStringLiteral("modules/") + kModuleName);
            break;
        }
    }
    return candidates;
}

void ChartView::loadModuleSoon() {
    static std::once_flag once;
    std::call_once(once, [] {
        const Loaded& module = loaded();
        if (module.tried || !module.file.isEmpty())
            return; // loaded, or failed, already; or a test's file
        const QString file = firstThere(moduleCandidates());
        if (file.isEmpty())
            return; // said when a chart is shown
        // As QPluginLoader opens it (lazily, locally): its open on the window's thread then finds it mapped. Never
        // closed: Qt keeps a plugin for the process too.
        std::thread([path = QFile::encodeName(file)]() { dlopen(path.constData(), RTLD_LAZY | RTLD_LOCAL); }).detach();
    });
}

void ChartView::setModuleFile(const QString& file) {
    Loaded& module = loaded();
    if (module.backend)
        return; // loaded: it stays
    module.file = file;
    module.tried = false;
    module.error.clear();
}

QString ChartView::unavailableText() const {
    return m_stack->currentWidget() == m_unavailable ? m_unavailable->text() : QString();
}

void ChartView::setChart(const charts::Spec& spec) {
    m_spec = spec;
    m_drawn = false;
    if (isVisible())
        draw();
}

void ChartView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!m_drawn)
        draw();
}

void ChartView::draw() {
    m_drawn = true;
    QString error;
    charts::ChartBackend* charts = backend(&error);
    if (!charts) {
        m_unavailable->setText(error);
        m_stack->setCurrentWidget(m_unavailable);
        return;
    }
    if (!m_canvas) {
        m_canvas = charts->createView(this);
        m_canvas->setAccessibleName(accessibleName());
        m_stack->addWidget(m_canvas);
    }
    m_stack->setCurrentWidget(m_canvas);
    charts->draw(m_canvas, m_spec, [this](int bar, int set) {
        if (set >= 0 && set < m_spec.bars.size())
            emit barClicked(bar, m_spec.bars.at(set).key);
    });
}

} // namespace metadesk
