// `connections list|reveal|rotate`: Tabularia's Fernet credentials from a shell. The keys come from the environment
// (METADESK_FERNET_KEYS, comma-separated, newest first) or, with --profile, from the profile's keychain entry: never
// from the command line, which every user of the machine can read, and never printed. Each action is the core
// operation (core/ops/tabularia) the app calls too.

#include "Cli.h"
#include "InterruptWatcher.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/RevealCredential.h"
#include "core/ops/tabularia/RotateCredentials.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <atomic>

namespace metadesk {

namespace {
const char* const kKeysVariable = "METADESK_FERNET_KEYS";
} // namespace

int Cli::connections(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption project(QStringLiteral("project"), QObject::tr("The project, by name or id."),
                                     QStringLiteral("NAME|ID"));
    const QCommandLineOption name(QStringLiteral("name"), QObject::tr("The connection's name."),
                                  QStringLiteral("NAME"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Rotate without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, project, name, json, yes, dryRun, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli connections")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (positional.size() != 1 ||
        !QStringList{QStringLiteral("list"), QStringLiteral("reveal"), QStringLiteral("rotate")}.contains(verb))
        return usage(QObject::tr("connections takes one of list, reveal, rotate."));
    QList<QCommandLineOption> allowed{database, profile, json};
    if (verb == QLatin1String("list"))
        allowed << project;
    else if (verb == QLatin1String("reveal"))
        allowed << project << name << as;
    else
        allowed << yes << dryRun << as;
    for (const QString& option : parser.optionNames()) {
        const bool ok = std::any_of(allowed.begin(), allowed.end(),
                                    [&](const QCommandLineOption& o) { return o.names().contains(option); });
        if (!ok)
            return usage(QObject::tr("connections %1 takes no --%2.").arg(verb, option));
    }
    QHash<QString, QString> target;
    if (parser.isSet(database))
        target.insert(QStringLiteral("database"), parser.value(database));
    if (parser.isSet(profile))
        target.insert(QStringLiteral("profile"), parser.value(profile));
    if (target.size() != 1)
        return usage(QObject::tr("connections %1 needs --database URL or --profile NAME (one of them).").arg(verb));
    if (verb == QLatin1String("reveal") &&
        (parser.value(project).trimmed().isEmpty() || parser.value(name).trimmed().isEmpty()))
        return usage(QObject::tr("connections reveal needs --project NAME|ID and --name NAME."));
    if (parser.isSet(yes) && parser.isSet(dryRun))
        return usage(QObject::tr("connections rotate takes --yes or --dry-run, not both."));

    int exitCode = Ok;
    const DatabaseUrl url = this->target(target, &exitCode);
    if (!url.isValid())
        return exitCode;

    // The keys: the environment first; else, for a saved profile, its keychain entry. A key's text is never printed.
    QString keyText = qEnvironmentVariable(kKeysVariable);
    QString keySource = QString::fromLatin1(kKeysVariable);
    if (!qEnvironmentVariableIsSet(kKeysVariable) && parser.isSet(profile)) {
        const ConnectionProfile saved = ProfileStore().findByUrl(url);
        QString why;
        bool found = false;
        if (saved.isValid() && !FernetKeyRing::load(saved.id, &keyText, &found, &why) &&
            FernetKeyRing::keychainFailed()) {
            printError(QObject::tr("The Fernet keys of \"%1\" are kept in the system keychain, which could not be "
                                   "read: %2")
                           .arg(parser.value(profile), why));
            return DatabaseError;
        }
        if (!found)
            return usage(QObject::tr("connections %1 needs the platform's Fernet keys: set %2 (comma-separated, "
                                     "newest first), or keep them for the profile in the app.")
                             .arg(verb, QString::fromLatin1(kKeysVariable)));
        keySource = QObject::tr("the keychain entry of \"%1\"").arg(parser.value(profile));
    }
    if (!qEnvironmentVariableIsSet(kKeysVariable) && !parser.isSet(profile))
        return usage(QObject::tr("connections %1 needs the platform's Fernet keys in %2 (comma-separated, newest "
                                 "first); they are never taken from the command line.")
                         .arg(verb, QString::fromLatin1(kKeysVariable)));
    QString error;
    const std::optional<FernetKeyRing> keys = FernetKeyRing::parse(keyText, &error);
    keyText.fill(QLatin1Char(' ')); // no copy of the keys lingers past this point
    if (!keys)
        return usage(QStringLiteral("%1: %2").arg(keySource, error));

    DbConnection::Options connectOptions;
    // Only list is read-only: a reveal (journalled locally, nothing written to the database) and a rotation's plan
    // are refused on a read-only connection.
    connectOptions.readOnly = verb == QLatin1String("list");
    connectOptions.purpose = QStringLiteral("connections");
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    if (!conn->catalog().table(QStringLiteral("connections"))) {
        printError(QObject::tr("%1 holds no Tabularia schema: there are no connections.").arg(url.toDisplayString()));
        return DatabaseError;
    }
    const bool asJson = parser.isSet(json);
    const auto printJson = [&](const QJsonObject& o) {
        m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        m_out.flush();
    };

    if (verb == QLatin1String("list")) {
        qint64 projectId = 0;
        bool notFound = false;
        if (parser.isSet(project) &&
            !RevealCredential::locateProject(*conn, parser.value(project), &projectId, &notFound, &error)) {
            printError(error);
            return notFound ? int(Found) : int(DatabaseError);
        }
        QList<QVariantMap> rows;
        QHash<qint64, QString> projects;
        if (!RevealCredential::readAll(*conn, projectId, &rows, &error) ||
            !RevealCredential::projectNames(*conn, &projects, &error)) {
            printError(error);
            return DatabaseError;
        }
        QJsonArray listed;
        QStringList unreadable;
        if (!asJson)
            m_out << QStringLiteral("%1  %2  %3  %4  %5\n")
                         .arg(QStringLiteral("id").rightJustified(6), QStringLiteral("project").leftJustified(16),
                              QStringLiteral("name").leftJustified(24), QStringLiteral("type").leftJustified(10),
                              QObject::tr("credential"));
        for (const QVariantMap& row : std::as_const(rows)) {
            const QByteArray token = row.value(RevealCredential::TokenColumn).toString().toUtf8();
            int position = 0;
            QString why;
            if (!token.isEmpty() && !keys->decrypt(token, &position, &why))
                unreadable << QStringLiteral("%1 (id %2)")
                                  .arg(row.value(QStringLiteral("name")).toString(),
                                       row.value(QStringLiteral("id")).toString());
            const qint64 pid = row.value(QStringLiteral("project_id")).toLongLong();
            const QString state = token.isEmpty() ? QObject::tr("none")
                                  : position > 0  ? QObject::tr("key %1").arg(position)
                                                  : QObject::tr("no key decrypts it");
            if (asJson) {
                QJsonObject o{{QStringLiteral("id"), row.value(QStringLiteral("id")).toLongLong()},
                              {QStringLiteral("project_id"), pid},
                              {QStringLiteral("project"), projects.value(pid)},
                              {QStringLiteral("name"), row.value(QStringLiteral("name")).toString()},
                              {QStringLiteral("db_type"), row.value(QStringLiteral("db_type")).toString()},
                              {QStringLiteral("has_password"), !token.isEmpty()},
                              {QStringLiteral("key"), position > 0 ? QJsonValue(position) : QJsonValue()}};
                if (!why.isEmpty())
                    o.insert(QStringLiteral("error"), why);
                listed.append(o);
            } else {
                m_out << QStringLiteral("%1  %2  %3  %4  %5\n")
                             .arg(row.value(QStringLiteral("id")).toString().rightJustified(6),
                                  projects.value(pid, QString::number(pid)).leftJustified(16),
                                  row.value(QStringLiteral("name")).toString().leftJustified(24),
                                  row.value(QStringLiteral("db_type")).toString().leftJustified(10), state);
            }
        }
        if (asJson)
            printJson({{QStringLiteral("database"), url.toDisplayString()},
                       {QStringLiteral("keys"), keys->size()},
                       {QStringLiteral("connections"), listed},
                       {QStringLiteral("undecryptable"), int(unreadable.size())}});
        else
            m_out.flush();
        if (!unreadable.isEmpty()) {
            printError(counted(int(unreadable.size()),
                               QObject::tr("No key decrypts the credential of %n connection: %1."),
                               QObject::tr("No key decrypts the credentials of %n connections: %1."))
                           .arg(unreadable.join(QStringLiteral(", "))));
            return Found;
        }
        return Ok;
    }

    const Actor actor =
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url));
    if (verb == QLatin1String("reveal")) {
        qint64 id = 0;
        bool notFound = false;
        if (!RevealCredential::locate(*conn, parser.value(project), parser.value(name), &id, &notFound, &error)) {
            printError(error);
            return notFound ? int(Found) : int(DatabaseError);
        }
        // Journalled where the app journals this database's changes.
        ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                     url.toDisplayString()));
        const RevealCredential::Revealed r = RevealCredential(*conn, *keys).reveal(id, actor, &journal);
        if (!r.ok()) {
            printError(r.refusal);
            return Found;
        }
        if (asJson)
            printJson({{QStringLiteral("id"), id},
                       {QStringLiteral("project_id"), r.row.value(QStringLiteral("project_id")).toLongLong()},
                       {QStringLiteral("name"), r.row.value(QStringLiteral("name")).toString()},
                       {QStringLiteral("key"), r.keyPosition},
                       {QStringLiteral("credential"), QString::fromUtf8(r.plaintext)}});
        else {
            m_out << QString::fromUtf8(r.plaintext) << "\n";
            m_out.flush();
        }
        return Ok;
    }

    // rotate
    const RotateCredentials rotate(*conn, *keys);
    const OperationPlan plan = rotate.plan();
    QJsonArray sentences;
    for (const QString& s : plan.sentences)
        sentences.append(s);
    if (plan.isRefused()) {
        printError(plan.refusal);
        return Found;
    }
    if (!asJson || parser.isSet(dryRun)) {
        if (asJson)
            printJson({{QStringLiteral("plan"), sentences}, {QStringLiteral("rotated"), 0}});
        else
            for (const QString& s : plan.sentences)
                m_out << s << "\n";
        m_out.flush();
    }
    if (parser.isSet(dryRun))
        return Ok;
    const int count = int(plan.changes.size());
    if (count > 0 && !parser.isSet(yes) &&
        !askYes(counted(count, QObject::tr("Re-encrypt %n credential of %1 with key 1? Type yes: "),
                        QObject::tr("Re-encrypt %n credentials of %1 with key 1? Type yes: "))
                    .arg(url.toDisplayString()),
                QObject::tr("Nothing re-encrypted: there is no terminal to confirm on. Pass --yes to rotate."),
                QObject::tr("Nothing re-encrypted.")))
        return Found;
    RowWriter writer(*conn);
    writer.setActor(actor);
    // Ctrl+C or SIGTERM before the commit: the transaction is rolled back, nothing re-encrypted.
    std::atomic_bool stop{false};
    InterruptWatcher interrupts([&stop](int) { stop = true; });
    const WriteResult r = rotate.apply(plan, writer, [&stop](int, int) { return !stop.load(); });
    if (interrupts.signalNumber() && !r.ok()) {
        printError(r.message);
        return 128 + interrupts.signalNumber();
    }
    if (!r.ok()) {
        printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
        return r.outcome == WriteResult::Outcome::Failed ? int(DatabaseError) : int(Found);
    }
    const QString done = counted(count, QObject::tr("Re-encrypted %n credential with key 1."),
                                 QObject::tr("Re-encrypted %n credentials with key 1."));
    if (asJson)
        printJson(
            {{QStringLiteral("plan"), sentences}, {QStringLiteral("rotated"), count}, {QStringLiteral("done"), done}});
    else {
        m_out << done << "\n";
        m_out.flush();
    }
    return Ok;
}

} // namespace metadesk
