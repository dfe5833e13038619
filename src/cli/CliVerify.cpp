// `metadesk-cli verify`: the integrity check from a shell or a CI job, the same rules and findings the app's
// Integrity page lists (core/checks). Nothing here decides what a finding is.

#include "Cli.h"

#include "InterruptWatcher.h"
#include "core/db/CancelRequest.h"

#include "core/checks/IntegrityChecker.h"
#include "core/db/DbConnection.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace metadesk {

namespace {

QJsonValue jsonValue(const QVariant& v) {
    return v.isNull() ? QJsonValue() : QJsonValue::fromVariant(v);
}

QJsonObject keyJson(const Finding& f) {
    QJsonObject key;
    for (int i = 0; i < f.keyColumns.size(); ++i)
        key.insert(f.keyColumns.at(i), jsonValue(f.keyValues.value(i)));
    return key;
}

QJsonObject ruleJson(const RuleInfo& r) {
    return {{QStringLiteral("id"), r.id},
            {QStringLiteral("severity"), severities::key(r.severity)},
            {QStringLiteral("platform"), r.platform ? platforms::key(*r.platform) : QJsonValue()},
            {QStringLiteral("table"), r.table.isEmpty() ? QJsonValue() : QJsonValue(r.table)},
            {QStringLiteral("rule"), r.rule},
            {QStringLiteral("source"), r.source}};
}

} // namespace

int Cli::verify(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption platform(QStringLiteral("platform"), QObject::tr("Only this platform's rules."),
                                      QStringLiteral("tabularia|holotable"));
    const QCommandLineOption rule(QStringLiteral("rule"), QObject::tr("Only this rule (repeatable)."),
                                  QStringLiteral("ID"));
    const QCommandLineOption limit(QStringLiteral("limit"), QObject::tr("Findings listed per rule (default 20)."),
                                   QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption list(QStringLiteral("list"), QObject::tr("List the rules, check nothing."));
    const QCommandLineOption deep(
        QStringLiteral("deep"),
        QObject::tr("SQLite: run integrity_check (every index against its table; several times as long on a large "
                    "file) instead of quick_check."));
    const QCommandLineOption fix(QStringLiteral("fix"),
                                 QObject::tr("Apply the safe fix of each finding listed, then check its rule again."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    QObject::tr("With --fix: print each fix and its SQL, write nothing."));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("With --fix: apply without asking."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("With --fix: who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, platform, rule, limit, json, list, deep, fix, dryRun, yes, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli verify")} + args))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(QObject::tr("verify takes no argument \"%1\".").arg(parser.positionalArguments().first()));

    if (!parser.isSet(fix) && (parser.isSet(dryRun) || parser.isSet(yes) || parser.isSet(as)))
        return usage(QObject::tr("--dry-run, --yes and --as go with --fix."));
    IntegrityChecker::Options options;
    if (parser.isSet(platform)) {
        options.platform = platforms::fromKey(parser.value(platform));
        if (!options.platform)
            return usage(QObject::tr("--platform is tabularia or holotable, not \"%1\".").arg(parser.value(platform)));
    }
    options.ruleIds = parser.values(rule);
    options.deep = parser.isSet(deep);
    QString unknown;
    if (!IntegrityChecker::validRuleIds(options.ruleIds, &unknown))
        return usage(QObject::tr("%1 'metadesk-cli verify --list' lists them.").arg(unknown));
    if (parser.isSet(limit)) {
        bool ok = false;
        options.exampleLimit = parser.value(limit).toInt(&ok);
        if (!ok || options.exampleLimit < 1)
            return usage(QObject::tr("--limit takes a whole number of at least 1."));
    }
    if (parser.isSet(list)) {
        QJsonArray rules;
        for (const RuleInfo& r : IntegrityChecker::rules()) {
            if (options.platform && r.platform && *r.platform != *options.platform)
                continue;
            if (parser.isSet(json))
                rules.append(ruleJson(r));
            else
                m_out << r.id << "  " << severities::key(r.severity) << "\n    " << r.rule << "\n    (" << r.source
                      << ")\n";
        }
        if (parser.isSet(json))
            m_out << QString::fromUtf8(QJsonDocument(rules).toJson(QJsonDocument::Indented));
        m_out.flush();
        return Ok;
    }

    QHash<QString, QString> targetOptions;
    if (parser.isSet(database))
        targetOptions.insert(QStringLiteral("database"), parser.value(database));
    if (parser.isSet(profile))
        targetOptions.insert(QStringLiteral("profile"), parser.value(profile));
    if (targetOptions.size() != 1)
        return usage(QObject::tr("verify needs --database URL or --profile NAME, one of them."));
    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    // When Tabularia gives up on a run: the profile's thresholds, the platform's defaults unless it changed them.
    options.thresholds = ProfileStore().runThresholds(url);
    // With the Fernet keys (as `connections` reads them: the environment first, else the saved profile's keychain
    // entry, as the app's Integrity page reads it), the credentials none of them decrypts are found too. Without
    // keys that rule is not run.
    if (qEnvironmentVariableIsSet("METADESK_FERNET_KEYS")) {
        QString why;
        std::optional<FernetKeyRing> keys = FernetKeyRing::parse(qEnvironmentVariable("METADESK_FERNET_KEYS"), &why);
        if (!keys)
            return usage(QStringLiteral("METADESK_FERNET_KEYS: ") + why);
        options.fernetKeys = std::make_shared<const FernetKeyRing>(std::move(*keys));
    } else if (parser.isSet(profile)) {
        const ConnectionProfile saved = ProfileStore().findByUrl(url);
        bool found = false;
        QString why;
        std::optional<FernetKeyRing> keys =
            saved.isValid() ? FernetKeyRing::fromKeychain(saved.id, &found, &why) : std::nullopt;
        if (keys)
            options.fernetKeys = std::make_shared<const FernetKeyRing>(std::move(*keys));
        else if (found)
            return usage(
                QObject::tr("The Fernet keys kept for \"%1\" could not be used: %2").arg(parser.value(profile), why));
        else if (saved.isValid() && FernetKeyRing::keychainFailed())
            // The check still runs, without the rule that needs the keys: said, as the app's Integrity page says it.
            printError(QObject::tr("warning: credentials are not checked: the Fernet keys of \"%1\" are kept in the "
                                   "system keychain, which could not be read: %2")
                           .arg(parser.value(profile), why));
    }
    DbConnection::Options connectOptions;
    connectOptions.readOnly = true;
    connectOptions.purpose = QStringLiteral("verify");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn) {
        printError(error);
        return DatabaseError;
    }
    // Ctrl+C or SIGTERM: the statement running is cancelled on the server (PostgreSQL; SQLite stops after the rule
    // it is in), and no rule starts after it. A second signal ends the program at once.
    CancelRequest cancel;
    InterruptWatcher interrupts([&cancel](int) { cancel.request(); });
    IntegrityReport report = IntegrityChecker::run(*conn, options, &cancel);
    // The rules the saved connection silenced are not listed, as on the app's Integrity page.
    const QStringList silenced = parser.isSet(profile) ? ProfileStore().silencedRules(url) : QStringList();
    report.outcomes.removeIf([&](const RuleOutcome& o) { return silenced.contains(o.info.id); });
    if (report.cancelled || interrupts.signalNumber()) {
        printError(QObject::tr("verify interrupted (%1 rules checked); it writes nothing.")
                       .arg(report.outcomes.size() + report.skipped.size()));
        return 128 + (interrupts.signalNumber() ? interrupts.signalNumber() : 2);
    }
    if (!report.error.isEmpty()) {
        printError(report.error);
        return DatabaseError;
    }
    if (parser.isSet(fix))
        return verifyFix(url, report, options, parser.isSet(dryRun), parser.isSet(yes), parser.isSet(json),
                         parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url));

    if (parser.isSet(json)) {
        QJsonArray rules, findings, errors;
        for (const RuleOutcome& o : report.outcomes) {
            QJsonObject r = ruleJson(o.info);
            r.insert(QStringLiteral("total"), o.total);
            r.insert(QStringLiteral("listed"), int(o.findings.size()));
            r.insert(QStringLiteral("ms"), o.elapsedMs);
            if (!o.error.isEmpty()) {
                r.insert(QStringLiteral("error"), o.error);
                errors.append(QStringLiteral("%1: %2").arg(o.info.id, o.error));
            }
            rules.append(r);
            for (const Finding& f : o.findings)
                findings.append(QJsonObject{{QStringLiteral("id"), f.ruleId},
                                            {QStringLiteral("rule"), o.info.rule},
                                            {QStringLiteral("severity"), severities::key(f.severity)},
                                            {QStringLiteral("table"), f.table},
                                            {QStringLiteral("key"), keyJson(f)},
                                            {QStringLiteral("message"), f.message}});
        }
        QJsonObject root{{QStringLiteral("database"), url.toDisplayString()},
                         {QStringLiteral("checked_at"), report.checkedAt.toString(Qt::ISODateWithMs)},
                         {QStringLiteral("total"), report.total()},
                         {QStringLiteral("rules"), rules},
                         {QStringLiteral("findings"), findings}};
        if (!errors.isEmpty())
            root.insert(QStringLiteral("errors"), errors);
        if (!silenced.isEmpty())
            root.insert(QStringLiteral("silenced"), QJsonArray::fromStringList(silenced));
        m_out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        int withFindings = 0;
        for (const RuleOutcome& o : report.outcomes) {
            if (!o.error.isEmpty())
                m_err << "metadesk-cli: " << QObject::tr("%1 could not run: %2").arg(o.info.id, o.error.simplified())
                      << "\n";
            if (o.total == 0)
                continue;
            ++withFindings;
            // One arg() call each: a message from the database may itself hold "%2".
            // Spelled per count: the CLI loads no translation to give %n its plural forms.
            const QString count = o.total == 1 ? QObject::tr("1 finding") : QObject::tr("%1 findings").arg(o.total);
            m_out << QStringLiteral("%1  %2  %3\n").arg(o.info.id, severities::key(o.info.severity), count);
            m_out << "    " << o.info.rule << "\n";
            for (const Finding& f : o.findings)
                m_out << QStringLiteral("    %1 %2: %3\n").arg(f.table, f.keyText(), f.message);
            if (o.total > o.findings.size())
                m_out << "    " << QObject::tr("… and %1 more (--limit N lists more)").arg(o.total - o.findings.size())
                      << "\n";
        }
        if (!silenced.isEmpty())
            m_out << QObject::tr("Silenced for this connection: %1").arg(silenced.join(QStringLiteral(", "))) << "\n";
        // Which of SQLite's checks read the file, as the Integrity page says under its totals.
        for (const RuleOutcome& o : std::as_const(report.outcomes)) {
            if (o.info.id == QLatin1String("sqlite.quick_check.E001"))
                m_out << QObject::tr("The file was read with SQLite's quick_check; --deep runs integrity_check, "
                                     "which also compares every index with its table.")
                      << "\n";
            else if (o.info.id == QLatin1String("sqlite.integrity_check.E001"))
                m_out << QObject::tr("The file was read with SQLite's integrity_check (--deep).") << "\n";
        }
        if (withFindings == 0)
            m_out << QObject::tr("No findings: %1 rules checked.").arg(report.outcomes.size()) << "\n";
        else
            m_out << QObject::tr("%1 found by %2 of %3 rules checked.")
                         .arg(report.total() == 1 ? QObject::tr("1 finding")
                                                  : QObject::tr("%1 findings").arg(report.total()))
                         .arg(withFindings)
                         .arg(report.outcomes.size())
                  << "\n";
    }
    m_out.flush();
    m_err.flush();
    if (report.failedRules() > 0)
        return DatabaseError;
    return report.total() > 0 ? Found : Ok;
}

} // namespace metadesk
