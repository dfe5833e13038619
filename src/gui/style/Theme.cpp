#include "Theme.h"

#include "Glyphs.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QPointer>
#include <QProcess>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

#include <utility>

namespace metadesk::theme {

namespace {
QPalette& platformPalette() {
    static QPalette palette; // what the desktop gave, before any choice replaced it
    return palette;
}
bool& platformPaletteTaken() {
    static bool taken = false;
    return taken;
}
} // namespace

Choice choiceFromKey(const QString& key) {
    if (key == QLatin1String("light"))
        return Choice::Light;
    if (key == QLatin1String("dark"))
        return Choice::Dark;
    return Choice::System;
}

QString keyOf(Choice choice) {
    switch (choice) {
    case Choice::Light:
        return QStringLiteral("light");
    case Choice::Dark:
        return QStringLiteral("dark");
    case Choice::System:
        break;
    }
    return QStringLiteral("system");
}

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

bool systemPrefersDark(const QPalette& palette) {
    if (isDark(palette))
        return true;
    // Qt 6.4 does not read GNOME's colour scheme; ask gsettings once, briefly, where it exists.
    const QString gsettings = QStandardPaths::findExecutable(QStringLiteral("gsettings"));
    if (gsettings.isEmpty() || qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
        return false;
    QProcess p;
    p.start(gsettings,
            {QStringLiteral("get"), QStringLiteral("org.gnome.desktop.interface"), QStringLiteral("color-scheme")});
    if (!p.waitForFinished(700)) {
        p.kill();
        p.waitForFinished(200);
        return false;
    }
    return QString::fromUtf8(p.readAllStandardOutput()).contains(QLatin1String("dark"));
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1f, 0x21, 0x24), text(0xe8, 0xea, 0xed);
    const QColor disabled(0x80, 0x84, 0x8a), highlight(0x3d, 0x7a, 0xd6), link(0x8a, 0xb4, 0xf8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2d));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x40, 0x43));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3f, 0x42, 0x46));
    p.setColor(QPalette::Mid, QColor(0x5f, 0x63, 0x68));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, link);
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    return p;
}

QPalette lightPalette() {
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QPalette p = fusion ? fusion->standardPalette() : QPalette();
    delete fusion;
    return p;
}

void apply(Choice choice) {
    if (!platformPaletteTaken()) {
        platformPalette() = QApplication::palette();
        platformPaletteTaken() = true;
    }
    bool dark = false;
    switch (choice) {
    case Choice::Dark:
        dark = true;
        break;
    case Choice::Light:
        break;
    case Choice::System:
        dark = systemPrefersDark(platformPalette());
        break;
    }
    // Fusion draws the same on every desktop and honours every palette role, so both palettes look finished; its
    // icons that windows show at start are Metadesk's own glyphs, drawn in the palette's colours.
    QApplication::setStyle(new glyphs::Style);
    if (choice == Choice::System && isDark(platformPalette()))
        QApplication::setPalette(platformPalette()); // the desktop's own dark palette
    else
        QApplication::setPalette(dark ? darkPalette() : lightPalette());
}

QColor toneColour(Tone tone, const QPalette& palette) {
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x81, 0xc9, 0x95) : QColor(0x1e, 0x6b, 0x34);
    case Tone::Warning:
        return dark ? QColor(0xf5, 0xb9, 0x42) : QColor(0x8a, 0x4b, 0x00);
    case Tone::Bad:
        return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::WindowText);
}

QColor toneBackground(Tone tone, const QPalette& palette) {
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Good:
        return dark ? QColor(0x1e, 0x3a, 0x28) : QColor(0xe6, 0xf4, 0xea);
    case Tone::Warning:
        return dark ? QColor(0x45, 0x34, 0x10) : QColor(0xfe, 0xf3, 0xd6);
    case Tone::Bad:
        return dark ? QColor(0x4a, 0x1f, 0x1c) : QColor(0xfc, 0xe8, 0xe6);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::AlternateBase);
}

QColor toneBorder(Tone tone, const QPalette& palette) {
    const QColor text = toneColour(tone, palette);
    const QColor back = toneBackground(tone, palette);
    return QColor((text.red() + back.red()) / 2, (text.green() + back.green()) / 2, (text.blue() + back.blue()) / 2);
}

namespace {
/// Made a child of the widget it styles, so that it goes with it; one per widget (keepStyled replaces its maker).
/// It watches the widget's window: a widget with a style sheet holds every palette role its sheet resolved, so a new
/// application palette reaches its window but sends the widget itself no PaletteChange.
class StyleKeeper : public QObject {
public:
    explicit StyleKeeper(QWidget* widget) : QObject(widget), m_widget(widget) {
        setObjectName(QStringLiteral("metadeskStyleKeeper"));
        widget->installEventFilter(this);
        watchWindow();
    }
    void setMaker(std::function<QString(const QPalette&)> maker) {
        m_maker = std::move(maker);
        restyle();
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_widget && event->type() == QEvent::ParentChange) {
            watchWindow();
            restyle();
        } else if (watched == m_window && watched != m_widget && event->type() == QEvent::PaletteChange) {
            restyle();
        }
        return false;
    }

private:
    void watchWindow() {
        QWidget* window = m_widget->window();
        if (window == m_window)
            return;
        if (m_window && m_window != m_widget)
            m_window->removeEventFilter(this);
        m_window = window;
        if (window != m_widget)
            window->installEventFilter(this);
    }
    void restyle() {
        if (!m_maker)
            return;
        const QString sheet = m_maker(m_widget->window()->palette());
        if (sheet != m_widget->styleSheet()) // the same sheet again would be parsed and polished again
            m_widget->setStyleSheet(sheet);
    }
    QWidget* m_widget;
    QPointer<QWidget> m_window;
    std::function<QString(const QPalette&)> m_maker;
};
} // namespace

void keepStyled(QWidget* widget, std::function<QString(const QPalette&)> sheet) {
    auto* keeper = widget->findChild<StyleKeeper*>(QStringLiteral("metadeskStyleKeeper"), Qt::FindDirectChildrenOnly);
    if (!keeper)
        keeper = new StyleKeeper(widget);
    keeper->setMaker(std::move(sheet));
}

void setTone(QWidget* widget, Tone tone, const QString& more) {
    keepStyled(widget, [tone, more](const QPalette& palette) {
        return QStringLiteral("color: %1;%2")
            .arg(toneColour(tone, palette).name(), more.isEmpty() ? more : QLatin1Char(' ') + more);
    });
}

void setToneBox(QWidget* widget, Tone tone, const QString& selector) {
    const QString what = selector.isEmpty()
                             ? QString::fromLatin1(widget->metaObject()->className()).section(QStringLiteral("::"), -1)
                             : selector;
    keepStyled(widget, [tone, what](const QPalette& palette) {
        return QStringLiteral(
                   "%1 { color: %2; background: %3; border: 1px solid %4; border-radius: 4px; padding: 4px 6px; }")
            .arg(what, toneColour(tone, palette).name(), toneBackground(tone, palette).name(),
                 toneBorder(tone, palette).name());
    });
}

QString toneSpan(Tone tone, const QPalette& palette, const QString& text) {
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(toneColour(tone, palette).name(), text.toHtmlEscaped());
}

} // namespace metadesk::theme
