#include "core/schema/MigrationSet.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/settings/AboutDialog.h"
#include "gui/settings/PreferencesDialog.h"
#include "gui/style/Glyphs.h"
#include "gui/style/Theme.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace metadesk;

namespace {
double luminance(const QColor& c) {
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
/// WCAG's contrast ratio.
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
QImage drawn(const QIcon& icon, int side, qreal ratio = 1.0, QIcon::Mode mode = QIcon::Normal) {
    return icon.pixmap(QSize(side, side), ratio, mode).toImage().convertToFormat(QImage::Format_ARGB32);
}
/// The colour of a glyph's most opaque pixel, and how many pixels it covers at all.
QColor inkOf(const QImage& image, int* covered = nullptr) {
    QColor ink;
    int alpha = 0, count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += c.alpha() > 0;
            if (c.alpha() > alpha) {
                alpha = c.alpha();
                ink = c;
            }
        }
    if (covered)
        *covered = count;
    return ink;
}
/// The same colour but for rounding (an antialiased glyph's most opaque pixel may be a shade short of opaque).
bool sameColour(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) <= 2 && std::abs(a.green() - b.green()) <= 2 &&
           std::abs(a.blue() - b.blue()) <= 2;
}
QString versionOf(const QList<QPair<QString, QString>>& rows, const QString& what) {
    for (const auto& row : rows)
        if (row.first == what)
            return row.second;
    return {};
}
} // namespace

/// The look (light, dark, following the desktop), status colours that read on both, Preferences that apply and
/// persist, and an About that names the real versions of what Metadesk runs on.
class TestLookAndAbout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void statusColoursReadOnBothPalettes_data();
    void statusColoursReadOnBothPalettes();
    void tonedWidgetsFollowTheTheme();
    void preferencesApplyAndPersist();
    void aboutNamesTheRealVersions();
    void glyphsDrawInThePalettesColours();
    void styleAndWindowUseTheGlyphs();
    void sortArrowPointsUpForAscending();
};

void TestLookAndAbout::initTestCase() {
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-look-test"));
}

void TestLookAndAbout::statusColoursReadOnBothPalettes_data() {
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestLookAndAbout::statusColoursReadOnBothPalettes() {
    QFETCH(bool, dark);
    const QPalette palette = dark ? theme::darkPalette() : theme::lightPalette();
    QCOMPARE(theme::isDark(palette), dark);
    for (theme::Tone tone : {theme::Tone::Neutral, theme::Tone::Good, theme::Tone::Warning, theme::Tone::Bad}) {
        const QColor text = theme::toneColour(tone, palette);
        for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button})
            QVERIFY2(contrast(text, palette.color(role)) >= 4.5,
                     qPrintable(QStringLiteral("tone %1 on role %2: %3")
                                    .arg(int(tone))
                                    .arg(int(role))
                                    .arg(contrast(text, palette.color(role)))));
        QVERIFY(contrast(text, theme::toneBackground(tone, palette)) >= 4.5);
    }
    // The palette's own text reads too.
    QVERIFY(contrast(palette.color(QPalette::Text), palette.color(QPalette::Base)) >= 7.0);
    QVERIFY(contrast(palette.color(QPalette::WindowText), palette.color(QPalette::Window)) >= 7.0);
}

/// Text and notices in a status tone take the new theme's colours when it is chosen while they are shown (a fixed red
/// stayed dim on the dark background), and a style kept with keepStyled is made again from the palette.
void TestLookAndAbout::tonedWidgetsFollowTheTheme() {
    theme::apply(theme::Choice::Light);
    QWidget window;
    auto* text = new QLabel(QStringLiteral("A problem"), &window);
    theme::setTone(text, theme::Tone::Bad, QStringLiteral("font-size: small;"));
    auto* box = new QLabel(QStringLiteral("A notice"), &window);
    theme::setToneBox(box, theme::Tone::Warning);
    auto* edit = new QLineEdit(&window);
    theme::keepStyled(edit, [](const QPalette& palette) {
        return QStringLiteral("QLineEdit { border: 2px solid %1; }")
            .arg(theme::toneColour(theme::Tone::Bad, palette).name());
    });
    window.show();
    for (theme::Choice choice : {theme::Choice::Dark, theme::Choice::Light, theme::Choice::Dark}) {
        theme::apply(choice);
        QCoreApplication::processEvents(); // the windows take the application's palette
        const QPalette palette = QApplication::palette();
        QCOMPARE(theme::isDark(palette), choice == theme::Choice::Dark);
        QCOMPARE(text->palette().color(QPalette::WindowText), theme::toneColour(theme::Tone::Bad, palette));
        QVERIFY2(text->styleSheet().contains(QStringLiteral("font-size: small;")), qPrintable(text->styleSheet()));
        QCOMPARE(box->palette().color(QPalette::WindowText), theme::toneColour(theme::Tone::Warning, palette));
        const QImage shot = box->grab().toImage();
        QCOMPARE(shot.pixelColor(shot.width() / 2, 2), theme::toneBackground(theme::Tone::Warning, palette));
        QVERIFY2(edit->styleSheet().contains(theme::toneColour(theme::Tone::Bad, palette).name()),
                 qPrintable(edit->styleSheet()));
    }
    // A second call replaces the maker: the same keeper, the new style.
    theme::keepStyled(edit, [](const QPalette&) { return QString(); });
    QVERIFY(edit->styleSheet().isEmpty());
    QCOMPARE(edit->findChildren<QObject*>(QStringLiteral("metadeskStyleKeeper"), Qt::FindDirectChildrenOnly).size(), 1);
    theme::apply(theme::Choice::Light);
    QVERIFY(edit->styleSheet().isEmpty());
}

void TestLookAndAbout::preferencesApplyAndPersist() {
    Settings::instance().reset(Settings::Key::Theme);
    Settings::instance().reset(Settings::Key::Language);
    QVERIFY(PreferencesDialog::availableLanguages().contains(QStringLiteral("de")));
    PreferencesDialog dialog;
    auto* look = dialog.findChild<QComboBox*>(QStringLiteral("themeChoice"));
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("languageChoice"));
    QVERIFY(look && language);
    QVERIFY(!look->accessibleName().isEmpty() && !language->accessibleName().isEmpty());
    QCOMPARE(look->currentData().toString(), QStringLiteral("system"));
    QVERIFY(language->findData(QStringLiteral("de")) > 0);
    look->setCurrentIndex(look->findData(QStringLiteral("dark")));
    language->setCurrentIndex(language->findData(QStringLiteral("de")));
    dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    QVERIFY(theme::isDark(QApplication::palette())); // at once, for every window
    QCOMPARE(Settings::instance().get(Settings::Key::Theme).toString(), QStringLiteral("dark"));
    QCOMPARE(Settings::instance().get(Settings::Key::Language).toString(), QStringLiteral("de"));
    theme::apply(theme::Choice::Light);
    QVERIFY(!theme::isDark(QApplication::palette()));
    // Following the desktop: the palette the platform gave (offscreen: light) unless GNOME asks for dark.
    theme::apply(theme::Choice::System);
    QCOMPARE(theme::isDark(QApplication::palette()), theme::systemPrefersDark(theme::lightPalette()));
    Settings::instance().reset(Settings::Key::Theme);
    Settings::instance().reset(Settings::Key::Language);
}

void TestLookAndAbout::aboutNamesTheRealVersions() {
    const auto rows = AboutDialog::versions();
    QCOMPARE(versionOf(rows, QStringLiteral("Metadesk")), QStringLiteral(METADESK_VERSION));
    QVERIFY(versionOf(rows, QStringLiteral("Qt")).startsWith(QString::fromLatin1(qVersion())));
    QVERIFY(versionOf(rows, QStringLiteral("Database drivers")).contains(QStringLiteral("QSQLITE")));
    QVERIFY(versionOf(rows, QStringLiteral("Database drivers")).contains(QStringLiteral("QPSQL")));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("about-check"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT sqlite_version()")) && q.next());
        QCOMPARE(versionOf(rows, QStringLiteral("SQLite library")), q.value(0).toString());
    }
    QSqlDatabase::removeDatabase(QStringLiteral("about-check"));
    QVERIFY(versionOf(rows, QStringLiteral("PostgreSQL client (libpq)")).contains(QLatin1Char('.')));
    QVERIFY(versionOf(rows, QStringLiteral("QtKeychain")).contains(QLatin1Char('.')));
    for (Platform p : platforms::all()) {
        MigrationSet set;
        QString error;
        QVERIFY2(MigrationSet::loadBuiltIn(p, false, &set, &error), qPrintable(error));
        QCOMPARE(versionOf(rows, QStringLiteral("%1 schema revision shipped").arg(platforms::displayName(p))),
                 set.head());
    }
    QCOMPARE(versionOf(rows, QStringLiteral("Tabularia schema revision shipped")), QStringLiteral("13343e5ea2aa"));
    AboutDialog dialog(QStringLiteral("PostgreSQL 15.10"));
    const QString text = dialog.findChild<QLabel*>(QStringLiteral("aboutText"))->text();
    QVERIFY(text.contains(QStringLiteral("PostgreSQL 15.10")));
    QVERIFY(text.contains(QStringLiteral("13343e5ea2aa")));
    QVERIFY(AboutDialog::versionText().contains(QStringLiteral("QtKeychain: ")));
}

void TestLookAndAbout::glyphsDrawInThePalettesColours() {
    using glyphs::Glyph;
    const QList<Glyph> all{Glyph::Back,      Glyph::Forward, Glyph::Refresh, Glyph::Export,
                           Glyph::Databases, Glyph::Home,    Glyph::NewRow,  Glyph::EditRow,
                           Glyph::DeleteRow, Glyph::Clear,   Glyph::More};
    for (theme::Choice choice : {theme::Choice::Light, theme::Choice::Dark}) {
        theme::apply(choice);
        const QPalette palette = QApplication::palette();
        QList<QImage> seen;
        for (Glyph glyph : all) {
            const QIcon icon = glyphs::icon(glyph);
            QVERIFY(!icon.isNull());
            for (int side : {16, 24}) {
                for (qreal ratio : {1.0, 2.0}) {
                    const QImage image = drawn(icon, side, ratio);
                    QCOMPARE(image.size(), QSize(side, side) * ratio);
                    int covered = 0;
                    const QColor ink = inkOf(image, &covered);
                    // A drawing, not a blot: some of the square, far from all of it.
                    QVERIFY2(covered > image.width() * image.height() / 20 &&
                                 covered < image.width() * image.height() * 3 / 4,
                             qPrintable(QStringLiteral("glyph %1 at %2×%3: %4 pixels")
                                            .arg(int(glyph))
                                            .arg(side)
                                            .arg(ratio)
                                            .arg(covered)));
                    QVERIFY(sameColour(ink, palette.color(QPalette::Active, QPalette::ButtonText)));
                }
            }
            const QColor disabled = inkOf(drawn(icon, 24, 1.0, QIcon::Disabled));
            QVERIFY(sameColour(disabled, palette.color(QPalette::Disabled, QPalette::ButtonText)));
            const QColor selected = inkOf(drawn(icon, 24, 1.0, QIcon::Selected));
            QVERIFY(sameColour(selected, palette.color(QPalette::Active, QPalette::HighlightedText)));
            const QImage image = drawn(icon, 24);
            QVERIFY2(!seen.contains(image), qPrintable(QStringLiteral("glyph %1 draws as another").arg(int(glyph))));
            seen << image;
        }
    }
    // Back points the way text begins: left, and right in a right-to-left layout, where it draws as Forward did.
    const QImage forward = drawn(glyphs::icon(Glyph::Forward), 24);
    const QImage back = drawn(glyphs::icon(Glyph::Back), 24);
    QVERIFY(back != forward);
    QApplication::setLayoutDirection(Qt::RightToLeft);
    QCOMPARE(drawn(glyphs::icon(Glyph::Back), 24), forward);
    QApplication::setLayoutDirection(Qt::LeftToRight);
    theme::apply(theme::Choice::Light);
}

void TestLookAndAbout::styleAndWindowUseTheGlyphs() {
    using glyphs::Glyph;
    theme::apply(theme::Choice::Light);
    QStyle* style = QApplication::style();
    // The standard icons a window shows at start are glyphs: the style never asks the desktop's icon theme for them.
    for (const auto& [standard, glyph] :
         {std::pair{QStyle::SP_LineEditClearButton, Glyph::Clear},
          std::pair{QStyle::SP_ToolBarHorizontalExtensionButton, Glyph::More},
          std::pair{QStyle::SP_ArrowBack, Glyph::Back}, std::pair{QStyle::SP_ArrowForward, Glyph::Forward},
          std::pair{QStyle::SP_BrowserReload, Glyph::Refresh}})
        QCOMPARE(drawn(style->standardIcon(standard), 16), drawn(glyphs::icon(glyph), 16));
    QVERIFY(!style->standardIcon(QStyle::SP_MessageBoxWarning).isNull()); // the rest are Fusion's
    QLineEdit edit;
    edit.setClearButtonEnabled(true);
    edit.setText(QStringLiteral("x"));
    const auto clear = edit.findChildren<QAction*>();
    QVERIFY(std::any_of(clear.begin(), clear.end(), [](const QAction* a) {
        return drawn(a->icon(), 16) == drawn(glyphs::icon(Glyph::Clear), 16);
    }));

    MainWindow window;
    for (const auto& [name, glyph] :
         {std::pair{"homeAction", Glyph::Home}, std::pair{"backAction", Glyph::Back},
          std::pair{"forwardAction", Glyph::Forward}, std::pair{"refreshAction", Glyph::Refresh},
          std::pair{"exportAction", Glyph::Export}, std::pair{"startPageAction", Glyph::Databases}}) {
        auto* action = window.findChild<QAction*>(QString::fromLatin1(name));
        QVERIFY2(action, name);
        QVERIFY2(drawn(action->icon(), 24) == drawn(glyphs::icon(glyph), 24), name);
    }
    // Switching the theme redraws them in the new text colour at once.
    auto* home = window.findChild<QAction*>(QStringLiteral("homeAction"));
    theme::apply(theme::Choice::Dark);
    QVERIFY(sameColour(inkOf(drawn(home->icon(), 24)), QApplication::palette().color(QPalette::ButtonText)));
    theme::apply(theme::Choice::Light);
    QVERIFY(sameColour(inkOf(drawn(home->icon(), 24)), QApplication::palette().color(QPalette::ButtonText)));
}

/// A header sorted ascending shows ▲ (narrow at the top, wide at the bottom), descending ▼.
void TestLookAndAbout::sortArrowPointsUpForAscending() {
    theme::apply(theme::Choice::Light);
    QStandardItemModel model(3, 1);
    model.setHorizontalHeaderLabels({QStringLiteral("Started")});
    QTableView view;
    view.setModel(&model);
    view.resize(400, 200);
    view.horizontalHeader()->setSortIndicatorShown(true);
    view.horizontalHeader()->setMinimumSectionSize(200);
    view.horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QColor background = view.horizontalHeader()->palette().color(QPalette::Button);
    // The arrow's ink row by row at the section's right end (the label is on the left): its widths top to bottom.
    const auto widths = [&](Qt::SortOrder order) {
        view.horizontalHeader()->setSortIndicator(0, order);
        const QImage image = view.horizontalHeader()->grab().toImage();
        const int section = view.horizontalHeader()->sectionSize(0);
        QList<int> rows;
        for (int y = 2; y < image.height() - 2; ++y) {
            int ink = 0;
            for (int x = section - 32; x < section - 3; ++x) {
                const QColor c = image.pixelColor(x, y);
                ink += qAbs(c.lightness() - background.lightness()) > 60 ? 1 : 0;
            }
            if (ink > 0)
                rows << ink;
        }
        return rows;
    };
    const QList<int> up = widths(Qt::AscendingOrder);
    QVERIFY2(up.size() >= 3, qPrintable(QString::number(up.size())));
    QVERIFY2(up.constFirst() < up.constLast(),
             qPrintable(QStringLiteral("%1 … %2").arg(up.constFirst()).arg(up.constLast())));
    const QList<int> down = widths(Qt::DescendingOrder);
    QVERIFY2(down.size() >= 3, qPrintable(QString::number(down.size())));
    QVERIFY2(down.constFirst() > down.constLast(),
             qPrintable(QStringLiteral("%1 … %2").arg(down.constFirst()).arg(down.constLast())));
}

QTEST_MAIN(TestLookAndAbout)
#include "tst_LookAndAbout.moc"
