#include "core/schema/MigrationSet.h"
#include "core/settings/Settings.h"
#include "gui/settings/AboutDialog.h"
#include "gui/settings/PreferencesDialog.h"
#include "gui/style/Theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlQuery>
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
    void preferencesApplyAndPersist();
    void aboutNamesTheRealVersions();
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

QTEST_MAIN(TestLookAndAbout)
#include "tst_LookAndAbout.moc"
