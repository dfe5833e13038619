#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowStore.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/connect/StartPage.h"
#include "gui/edit/EditController.h"

#include <QApplication>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QMenu>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QXmlStreamReader>

#include <algorithm>
#include <memory>

using namespace metadesk;

namespace {

/// One message of a .ts file, as lupdate and lrelease see it.
struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;             ///< the translation's type attribute: empty when finished
    QStringList translations; ///< one text, or one per numerus form
    QString location;         ///< the first source location, relative to the source tree, for the failure message
};

using TsKey = std::tuple<QString, QString, QString, bool>;

TsKey keyOf(const TsMessage& m) {
    return {m.context, m.source, m.comment, m.numerus};
}

QString describe(const TsMessage& m) {
    QString text = QStringLiteral("[%1] \"%2\"").arg(m.context, m.source);
    if (!m.comment.isEmpty())
        text += QStringLiteral(" (%1)").arg(m.comment);
    if (!m.location.isEmpty())
        text += QStringLiteral(" at %1").arg(m.location);
    return text;
}

/// Where a .ts file's location points, relative to the source tree (a copy elsewhere names the same files).
QString sourcePath(const QString& tsPath, const QString& location) {
    const QDir root = QFileInfo(QStringLiteral(METADESK_TS_FILE)).dir().filePath(QStringLiteral(".."));
    return QDir::cleanPath(root.relativeFilePath(QFileInfo(tsPath).dir().absoluteFilePath(location)));
}

/// The messages of a .ts file; false with `error` set when it cannot be read.
bool readTs(const QString& path, QList<TsMessage>* messages, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return false;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("TS"))
            continue;
        if (xml.name() != QLatin1String("context")) {
            xml.skipCurrentElement();
            continue;
        }
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("message")) {
                TsMessage m;
                m.context = context;
                m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("source")) {
                        m.source = xml.readElementText();
                    } else if (xml.name() == QLatin1String("comment")) {
                        m.comment = xml.readElementText();
                    } else if (xml.name() == QLatin1String("location")) {
                        if (m.location.isEmpty())
                            m.location =
                                sourcePath(path, xml.attributes().value(QLatin1String("filename")).toString()) +
                                QLatin1Char(':') + xml.attributes().value(QLatin1String("line")).toString();
                        xml.skipCurrentElement();
                    } else if (xml.name() == QLatin1String("translation")) {
                        m.type = xml.attributes().value(QLatin1String("type")).toString();
                        if (m.numerus) {
                            while (xml.readNextStartElement()) {
                                if (xml.name() == QLatin1String("numerusform"))
                                    m.translations << xml.readElementText();
                                else
                                    xml.skipCurrentElement();
                            }
                        } else {
                            m.translations << xml.readElementText();
                        }
                    } else {
                        xml.skipCurrentElement();
                    }
                }
                messages->append(m);
            } else {
                xml.skipCurrentElement();
            }
        }
    }
    if (xml.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return false;
    }
    return true;
}

/// The %1…%99 placeholders of a text, sorted and without repeats (%n and %Ln are the count, not a placeholder).
QStringList placeholders(const QString& text) {
    static const QRegularExpression marker(QStringLiteral("%L?([1-9][0-9]?)"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found << it.next().captured(1);
    found.sort();
    found.removeDuplicates();
    return found;
}

/// What a translator would have to fix in one message; empty when it is translated.
QString problemOf(const TsMessage& m) {
    if (m.type == QLatin1String("unfinished"))
        return QStringLiteral("unfinished");
    if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
        return QStringLiteral("%1: no longer in the sources").arg(m.type);
    if (m.translations.isEmpty() || (m.numerus && m.translations.size() < 2))
        return QStringLiteral("missing translation");
    for (const QString& t : m.translations) {
        if (t.isEmpty())
            return QStringLiteral("empty translation");
    }
    // A singular may spell its count out ("Eine Zeile"), but no form may drop or add an argument.
    const QStringList wanted = placeholders(m.source);
    for (const QString& t : m.translations) {
        if (placeholders(t) != wanted)
            return QStringLiteral("placeholders differ: \"%1\"").arg(t);
    }
    return {};
}

/// The first few of `lines` for a failure message (Qt Test cuts long ones), after printing up to `printed` of them.
QString listed(const QStringList& lines, int printed = 40, int most = 3) {
    for (const QString& line : lines.mid(0, printed))
        qInfo().noquote() << "  " << line;
    QStringList shown = lines.mid(0, most);
    if (lines.size() > most)
        shown << QStringLiteral("… and %1 more").arg(lines.size() - most);
    return QStringLiteral("\n  ") + shown.join(QStringLiteral("\n  "));
}

} // namespace

/// The German translation is complete and current: lupdate over the GUI's sources changes nothing in the checked-in
/// .ts, every message in it is translated, and the .qm the app embeds turns real widgets German.
class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tsFileMatchesTheSources();
    void englishPluralFormsAreCompleteAndCurrent();
    void everyMessageIsTranslated();
    // Before any window in English: the catalog's names are translated once, by the first window.
    void germanNavigatorAndSearchReadInFull();
    void embeddedGermanTranslatesTheWindow();
    void auditActorIsInThePlatformsWords_data() { test::addEngineColumn(), test::addEngineRows(); }
    void auditActorIsInThePlatformsWords();
    void cleanup();

private:
    QList<TsMessage> m_checkedIn;
    std::unique_ptr<QTranslator> m_translator;
};

void TestTranslations::initTestCase() {
    QVERIFY2(QFileInfo(QStringLiteral(METADESK_LUPDATE)).isExecutable(), METADESK_LUPDATE);
    QVERIFY2(QFile::exists(QStringLiteral(METADESK_LUPDATE_LIST)), METADESK_LUPDATE_LIST);
    QString error;
    QVERIFY2(readTs(QStringLiteral(METADESK_TS_FILE), &m_checkedIn, &error), qPrintable(error));
    QVERIFY(!m_checkedIn.isEmpty());
}

/// What lupdate, run as the update_translations target runs it (plus `extraOptions`), would change in the checked-in
/// `tsFile` whose messages are `checkedIn`: empty when nothing.
static QString driftOf(const QString& tsFile, const QList<TsMessage>& checkedIn, const QStringList& extraOptions) {
    QTemporaryDir dir;
    if (!dir.isValid())
        return QStringLiteral("no temporary folder");
    const QString name = QFileInfo(tsFile).fileName();
    const QString copy = dir.filePath(name);
    if (!QFile::copy(tsFile, copy))
        return QStringLiteral("could not copy ") + tsFile;
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    // The same files, include paths and options as the update_translations target.
    QStringList arguments = QString::fromUtf8(METADESK_LUPDATE_OPTIONS).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    arguments << extraOptions << QStringLiteral("-silent") << QLatin1Char('@') + QStringLiteral(METADESK_LUPDATE_LIST)
              << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(METADESK_LUPDATE), arguments);
    if (!lupdate.waitForFinished(60000))
        return lupdate.errorString();
    const QString output = QString::fromLocal8Bit(lupdate.readAllStandardError() + lupdate.readAllStandardOutput());
    if (lupdate.exitStatus() != QProcess::NormalExit || lupdate.exitCode() != 0)
        return output;

    QList<TsMessage> updated;
    QString error;
    if (!readTs(copy, &updated, &error))
        return error;
    QMap<TsKey, const TsMessage*> before, after;
    for (const TsMessage& m : checkedIn)
        before.insert(keyOf(m), &m);
    for (const TsMessage& m : std::as_const(updated))
        after.insert(keyOf(m), &m);
    QStringList added, gone;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        if (!before.contains(it.key()))
            added << describe(*it.value());
    }
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!after.contains(it.key()))
            gone << describe(*it.value());
    }
    QString failure;
    if (!added.isEmpty()) {
        qInfo("In the sources, not in translations/%s:", qPrintable(name));
        failure +=
            QStringLiteral("\n%1 message(s) in the sources are not in translations/%2:").arg(added.size()).arg(name) +
            listed(added);
    }
    if (!gone.isEmpty()) {
        qInfo("In translations/%s, no longer in the sources:", qPrintable(name));
        failure += QStringLiteral("\n%1 message(s) in translations/%2 are no longer in the sources:")
                       .arg(gone.size())
                       .arg(name) +
                   listed(gone);
    }
    if (!failure.isEmpty())
        failure += QStringLiteral("\nBuild the update_translations target and translate what it adds.");
    return failure;
}

void TestTranslations::tsFileMatchesTheSources() {
    const QString failure = driftOf(QStringLiteral(METADESK_TS_FILE), m_checkedIn, {});
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

void TestTranslations::englishPluralFormsAreCompleteAndCurrent() {
    // English shows counts through metadesk_en.ts, which holds only the messages with a %n (lupdate -pluralonly):
    // each with its singular and plural, none missing, none stale, and the embedded file gives them.
    QList<TsMessage> english;
    QString error;
    QVERIFY2(readTs(QStringLiteral(METADESK_EN_TS_FILE), &english, &error), qPrintable(error));
    QVERIFY(!english.isEmpty());
    const QString failure = driftOf(QStringLiteral(METADESK_EN_TS_FILE), english, {QStringLiteral("-pluralonly")});
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QStringList offenders;
    for (const TsMessage& m : std::as_const(english)) {
        const QString problem = problemOf(m);
        if (!problem.isEmpty())
            offenders << describe(m) + QStringLiteral(": ") + problem;
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(listed(offenders)));
    QTranslator plurals;
    QVERIFY(plurals.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&plurals));
    const auto remove = qScopeGuard([&plurals] { QCoreApplication::removeTranslator(&plurals); });
    const char* source = "Dashboard “%1”: %n version(s). Every save appends one, a rename and a restore too; none is "
                         "ever changed.";
    QCOMPARE(QCoreApplication::translate("metadesk::DashboardHistoryDialog", source, nullptr, 1),
             QStringLiteral("Dashboard “%1”: 1 version. Every save appends one, a rename and a restore too; none is "
                            "ever changed."));
    QCOMPARE(QCoreApplication::translate("metadesk::DashboardHistoryDialog", source, nullptr, 8),
             QStringLiteral("Dashboard “%1”: 8 versions. Every save appends one, a rename and a restore too; none "
                            "is ever changed."));
}

void TestTranslations::everyMessageIsTranslated() {
    QStringList offenders;
    for (const TsMessage& m : std::as_const(m_checkedIn)) {
        const QString problem = problemOf(m);
        if (!problem.isEmpty())
            offenders << describe(m) + QStringLiteral(": ") + problem;
    }
    if (!offenders.isEmpty())
        qInfo("Not translated in translations/metadesk_de.ts:");
    QVERIFY2(offenders.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 message(s) in translations/metadesk_de.ts are not translated:")
                            .arg(offenders.size())
                            .arg(m_checkedIn.size()) +
                        (offenders.isEmpty() ? QString() : listed(offenders))));
}

void TestTranslations::embeddedGermanTranslatesTheWindow() {
    // Loaded as main.cpp loads it: by locale from the resource the app carries.
    QVERIFY(QFile::exists(QStringLiteral(":/i18n/metadesk_de.qm")));
    m_translator = std::make_unique<QTranslator>();
    QVERIFY(m_translator->load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("metadesk"),
                               QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QApplication::installTranslator(m_translator.get()));

    auto translation = [this](const char* context, const char* source) {
        for (const TsMessage& m : std::as_const(m_checkedIn)) {
            if (m.context == QLatin1String(context) && m.source == QLatin1String(source) && !m.numerus)
                return m.translations.value(0);
        }
        return QString();
    };
    // Two menus from the form and a start page button from its own form, in a real window.
    MainWindow window;
    for (const auto& [menuName, source] : {std::pair{"fileMenu", "&File"}, std::pair{"helpMenu", "&Help"}}) {
        auto* menu = window.findChild<QMenu*>(QLatin1String(menuName));
        QVERIFY2(menu, menuName);
        const QString german = translation("MainWindow", source);
        QVERIFY2(!german.isEmpty() && german != QLatin1String(source), source);
        QCOMPARE(menu->title(), german);
    }
    auto* demo = window.startPage()->findChild<QToolButton*>(QStringLiteral("demoButton"));
    QVERIFY(demo);
    QCOMPARE(demo->text(), translation("StartPage", "Open &demo"));
    QVERIFY(demo->text() != QLatin1String("Open &demo"));

    // Plural forms come through: the first message whose two forms differ gives each for its count.
    const auto plural = std::find_if(m_checkedIn.cbegin(), m_checkedIn.cend(), [](const TsMessage& m) {
        return m.numerus && m.translations.size() == 2 && m.translations.at(0) != m.translations.at(1);
    });
    QVERIFY(plural != m_checkedIn.cend());
    const QByteArray context = plural->context.toUtf8(), source = plural->source.toUtf8(),
                     comment = plural->comment.toUtf8();
    auto expected = [](QString form, int n) {
        return form.replace(QLatin1String("%Ln"), QLocale().toString(n))
            .replace(QLatin1String("%n"), QString::number(n));
    };
    QCOMPARE(QCoreApplication::translate(context, source, comment.isEmpty() ? nullptr : comment.constData(), 1),
             expected(plural->translations.at(0), 1));
    QCOMPARE(QCoreApplication::translate(context, source, comment.isEmpty() ? nullptr : comment.constData(), 5),
             expected(plural->translations.at(1), 5));
}

void TestTranslations::auditActorIsInThePlatformsWords() {
    // The actor is data in the platform's audit table, read by people and tools that do not speak the admin's
    // language: the German window writes exactly what the English one writes, never "… über Metadesk" — and with no
    // identity set, the database role or the system user name, never an anonymous "an administrator".
    QFETCH(test::ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
    std::unique_ptr<test::ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &why), qPrintable(why));
    conn.reset();
    const QByteArray user = qgetenv("USER");
    qunsetenv("USER");
    qunsetenv("USERNAME");
    ProfileStore profiles;
    profiles.setAuditIdentity(scratch->url(), QString());
    // The actor of a window in `language`, and the actor_label its change wrote into audit_logs.
    auto written = [&](bool german, QString* label) -> QString {
        if (german) {
            m_translator = std::make_unique<QTranslator>();
            if (!m_translator->load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("metadesk"),
                                    QStringLiteral("_"), QStringLiteral(":/i18n")) ||
                !QApplication::installTranslator(m_translator.get()))
                return QStringLiteral("<no German translation>");
        }
        MainWindow window;
        QString error;
        if (!window.openDatabase(scratch->url(), false, &error))
            return error;
        *label = window.editController()->actor().label;
        const std::unique_ptr<DbConnection> side = scratch->connect();
        if (!side)
            return QStringLiteral("<no second connection>");
        const DbConnection& db = *side;
        QSqlQuery q(db.db());
        if (!db.execBound(&q, QStringLiteral("SELECT min(id) FROM banners"), {}, &error) || !q.next())
            return error;
        const QVariant id = q.value(0);
        q.finish();
        QVariantMap row; // in stored form, as the writer compares it
        bool found = false;
        if (!RowStore(db, *db.catalog().table(QStringLiteral("banners"))).fetch({id}, &row, &found, &error) || !found)
            return QStringLiteral("<banner not read>");
        const WriteResult r = window.editController()->writer()->apply(ChangeSet::update(
            QStringLiteral("banners"), row,
            {{QStringLiteral("message"), row.value(QStringLiteral("message")).toString() + QStringLiteral("!")}}));
        if (!r.ok())
            return r.message;
        if (!db.execBound(&q, QStringLiteral("SELECT actor_label FROM audit_logs WHERE id = ?"), {r.auditId}, &error) ||
            !q.next())
            return error;
        const QString stored = q.value(0).toString();
        if (m_translator) {
            QApplication::removeTranslator(m_translator.get());
            m_translator.reset();
        }
        return stored;
    };
    QString englishLabel, germanLabel;
    const QString english = written(false, &englishLabel);
    const QString german = written(true, &germanLabel);
    QCOMPARE(german, english);
    QCOMPARE(germanLabel, englishLabel);
    QCOMPARE(english, englishLabel);
    QVERIFY2(english.endsWith(QLatin1String(" via Metadesk")), qPrintable(english));
    QVERIFY2(!english.startsWith(QLatin1String("an administrator")), qPrintable(english));
    if (engine == test::ScratchDatabase::Engine::Sqlite) // PostgreSQL names the database role instead
        QCOMPARE(english, AuditActor::systemUserName() + QStringLiteral(" via Metadesk"));
    else
        QCOMPARE(english, scratch->url().user() + QStringLiteral(" via Metadesk"));

    profiles.setAuditIdentity(scratch->url(), QStringLiteral("admin@example.com"));
    QCOMPARE(written(true, &germanLabel), QStringLiteral("admin@example.com via Metadesk"));
    QCOMPARE(written(false, &englishLabel), QStringLiteral("admin@example.com via Metadesk"));
    profiles.remove(profiles.findByUrl(scratch->url()).id);
    if (!user.isEmpty())
        qputenv("USER", user);
}

void TestTranslations::germanNavigatorAndSearchReadInFull() {
    // In German, at a common first window size: every table's name shows whole in the navigator (German names are
    // long: "Gruppenmitgliedschaften"), and the quick search names the columns as German writes them, capitalised.
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
    QTemporaryDir settingsDir;
    Settings::instance().openFile(settingsDir.filePath(QStringLiteral("metadesk.conf"))); // no saved widths
    m_translator = std::make_unique<QTranslator>();
    QVERIFY(m_translator->load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("metadesk"),
                               QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QApplication::installTranslator(m_translator.get()));
    std::unique_ptr<test::ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(test::ScratchDatabase::Engine::Sqlite, &scratch, &conn, &error), qPrintable(error));
    conn.reset();
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch->url(), true, &error), qPrintable(error));
    QTest::qWait(100); // the splitter takes its sizes
    auto* tree = window.findChild<QTreeView*>(QStringLiteral("navigator"));
    QVERIFY(tree);
    QAbstractItemModel* model = tree->model();
    QStringList cut;
    int names = 0;
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, 0, parent);
            ++names;
            if (tree->visualRect(index).width() < tree->sizeHintForIndex(index).width())
                cut << QStringLiteral("%1 (%2 of %3, tree %4)")
                           .arg(index.data().toString())
                           .arg(tree->visualRect(index).width())
                           .arg(tree->sizeHintForIndex(index).width())
                           .arg(tree->width());
            walk(index);
        }
    };
    walk(QModelIndex());
    QVERIFY(names > 20);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    test::saveScreenshot(&window, QStringLiteral("navigator-de-1280x800.png"));

    window.workspace()->navigate(Location{QStringLiteral("users"), {}, {}});
    QLineEdit* search = nullptr;
    for (QLineEdit* e : window.findChildren<QLineEdit*>(QStringLiteral("quickSearch")))
        if (e->isVisible())
            search = e;
    QVERIFY(search);
    const QString placeholder = search->placeholderText();
    QVERIFY2(placeholder.endsWith(QStringLiteral(" durchsuchen…")), qPrintable(placeholder));
    const QStringList columns = placeholder.chopped(QStringLiteral(" durchsuchen…").size()).split(QStringLiteral(", "));
    QVERIFY2(columns.size() >= 2, qPrintable(placeholder));
    for (const QString& column : columns)
        QVERIFY2(column.at(0).isUpper(), qPrintable(placeholder));
}

void TestTranslations::cleanup() {
    if (m_translator) {
        QApplication::removeTranslator(m_translator.get());
        m_translator.reset();
    }
}

QTEST_MAIN(TestTranslations)
#include "tst_Translations.moc"
