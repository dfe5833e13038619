// Tabularia's access control for the demo: users (local and SSO), groups, the project tree, permissions, connections.
#include "DemoContext.h"
#include "DemoKey.h"
#include "core/secrets/Fernet.h"

#include <iterator>

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}

const QStringList kFirstNames = {
    QStringLiteral("Ada"),   QStringLiteral("Bruno"),  QStringLiteral("Chiara"), QStringLiteral("Dmitri"),
    QStringLiteral("Elif"),  QStringLiteral("Farid"),  QStringLiteral("Greta"),  QStringLiteral("Hiro"),
    QStringLiteral("Ines"),  QStringLiteral("Jonas"),  QStringLiteral("Kemi"),   QStringLiteral("Lars"),
    QStringLiteral("Maya"),  QStringLiteral("Nikhil"), QStringLiteral("Olga"),   QStringLiteral("Pablo"),
    QStringLiteral("Quinn"), QStringLiteral("Rosa"),   QStringLiteral("Sven"),   QStringLiteral("Tariq"),
    QStringLiteral("Uma"),   QStringLiteral("Viktor")};
const QStringList kLastNames = {QStringLiteral("Lindqvist"), QStringLiteral("Okafor"),  QStringLiteral("Moreau"),
                                QStringLiteral("Tanaka"),    QStringLiteral("Schmidt"), QStringLiteral("Costa"),
                                QStringLiteral("Novak"),     QStringLiteral("Haddad"),  QStringLiteral("Kowalski"),
                                QStringLiteral("Ferreira"),  QStringLiteral("Berg"),    QStringLiteral("Ivanova")};
} // namespace

bool DemoGenerator::fillTabulariaAccess(DemoContext& c) {
    DemoRandom& r = c.rng;
    // The realm the gateway's OIDC login trusts; subjects are Keycloak-style uuids.
    const QString ssoIssuer = QStringLiteral("https://login.example.com/realms/tabularia");

    // --- users: local accounts (bcrypt hash, no OIDC identity) and SSO identities (issuer + subject, no hash) -----
    c.say(QObject::tr("Writing Tabularia users, groups and permissions…"));
    QList<QVariantList> rows;
    const int userCount = 22;
    for (int i = 1; i <= userCount; ++i) {
        const QString first = kFirstNames.at((i - 1) % kFirstNames.size());
        const QString last = kLastNames.at((i * 7) % kLastNames.size());
        QString email = first.toLower() + QLatin1Char('.') + last.toLower() + QStringLiteral("@example.com");
        QString name = first + QLatin1Char(' ') + last;
        if (i == 1) {
            email = QStringLiteral("admin@example.com");
            name = QStringLiteral("Administrator");
        } else if (i == 6) {
            // The shared observer account of a public demo: read-only everywhere, IP and user agent never stored.
            email = QStringLiteral("observer@example.com");
            name = QStringLiteral("Observer");
        }
        const bool sso = i > 6;
        const QString subject = sso ? r.uuid() : QString();
        if (sso)
            c.subjects << subject;
        const bool superuser = i == 1 || i == 7;
        const bool observer = i == 6;
        const bool active = i != 5 && i != 18;
        const bool seen = i % 5 != 0;
        rows << QVariantList{
            i,
            email,
            name,
            sso ? null() : QVariant(c.bcryptShapedHash()),
            active,
            superuser,
            observer,
            c.naiveAgo(86400LL * r.range(200, 900)),
            seen ? QVariant(c.naiveAgo(r.range(60, 86400 * 30))) : null(),
            seen && !observer ? QVariant(QStringLiteral("10.20.%1.%2").arg(r.below(255)).arg(r.below(255))) : null(),
            sso ? QVariant(ssoIssuer) : null(),
            sso ? QVariant(subject) : null()};
        c.userIds << i;
        c.userEmail.insert(i, email);
        c.userName.insert(i, name);
        (sso ? c.ssoUserIds : c.localUserIds) << i;
        if (superuser)
            c.adminUserIds << i;
    }
    if (!c.insert(QStringLiteral("users"),
                  {QStringLiteral("id"), QStringLiteral("email"), QStringLiteral("full_name"),
                   QStringLiteral("hashed_password"), QStringLiteral("is_active"), QStringLiteral("is_superuser"),
                   QStringLiteral("is_observer"), QStringLiteral("created_at"), QStringLiteral("last_seen_at"),
                   QStringLiteral("last_seen_ip"), QStringLiteral("oidc_issuer"), QStringLiteral("oidc_subject")},
                  rows))
        return false;
    c.deletedUserLabel = QStringLiteral("former.contractor@example.com");

    // --- groups (matched to the identity provider's groups by name) and memberships ------------------------------
    struct GroupSeed {
        const char* name;
        const char* description;
        bool admin;
        bool observer;
    };
    const GroupSeed groups[] = {
        {"tabularia-admins", "Platform administrators (from the identity provider)", true, false},
        {"data-engineering", "Builds and schedules the flows", false, false},
        {"analytics", "Reads the catalog and runs ad-hoc flows", false, false},
        {"finance", "", false, false},
        {"auditors", "Read-only access for the yearly audit", false, true},
        {"marketing", "", false, false},
    };
    rows.clear();
    for (int g = 0; g < int(std::size(groups)); ++g) {
        rows << QVariantList{g + 1,
                             QString::fromUtf8(groups[g].name),
                             QString::fromUtf8(groups[g].description),
                             groups[g].admin,
                             groups[g].observer,
                             c.naiveAgo(86400LL * r.range(300, 900))};
        c.groupIds << g + 1;
    }
    if (!c.insert(QStringLiteral("groups"),
                  {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("description"),
                   QStringLiteral("is_admin"), QStringLiteral("is_observer"), QStringLiteral("created_at")},
                  rows))
        return false;
    rows.clear();
    const qint64 groupCount = qint64(std::size(groups));
    for (qint64 u : c.userIds) {
        QList<qint64> mine;
        if (u == 1 || u == 7)
            mine = {1, 2};
        else if (u != 6)
            mine << 2 + (u % (groupCount - 1));
        if (u % 4 == 0)
            mine << 3 + (u % 3);
        std::sort(mine.begin(), mine.end());
        mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
        for (qint64 g : mine)
            rows << QVariantList{u, g};
    }
    if (!c.insert(QStringLiteral("user_groups"), {QStringLiteral("user_id"), QStringLiteral("group_id")}, rows))
        return false;

    // --- projects: a tree three levels deep ------------------------------------------------------------------------
    struct ProjectSeed {
        int id;
        int parent;
        const char* name;
        const char* description;
    };
    const ProjectSeed projects[] = {
        {1, 0, "Sales", "Pipelines and reporting for the sales organisation"},
        {2, 0, "Finance", "Ledger exports, reconciliation and month-end reporting"},
        {3, 0, "Operations", "Logistics, warehouses and supplier feeds"},
        {4, 1, "EMEA", "Sales in Europe, the Middle East and Africa"},
        {5, 1, "Americas", ""},
        {6, 2, "Reporting", "Board and regulator reporting"},
        {7, 3, "Logistics", "Carriers, shipments and delivery times"},
        {8, 4, "Germany", "DACH region accounts and forecasts"},
        {9, 4, "France", ""},
        {10, 6, "Quarterly close", "Quarter-end packs and audit trails"},
        {11, 7, "Warehouses", "Stock levels and picking performance"},
        {12, 0, "Sandbox", "Experiments; nothing here is scheduled"},
    };
    rows.clear();
    for (const ProjectSeed& p : projects) {
        rows << QVariantList{p.id,
                             QString::fromUtf8(p.name),
                             QString::fromUtf8(p.description),
                             p.parent ? QVariant(p.parent) : null(),
                             p.id == 9 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
                             c.naiveAgo(86400LL * r.range(300, 700))};
        c.projectIds << p.id;
        if (p.id >= 8 || p.id == 5 || p.id == 12)
            c.leafProjectIds << p.id;
    }
    if (!c.insert(QStringLiteral("projects"),
                  {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("description"),
                   QStringLiteral("parent_id"), QStringLiteral("owner_id"), QStringLiteral("created_at")},
                  rows))
        return false;

    // --- permissions: one capability on a project, to a user or to a group (exactly one of the two) -------------
    // VIEW < RUN < EDIT < MANAGE; CONNECT is separate (use and manage the branch's connections).
    const QStringList ladder = {QStringLiteral("view"), QStringLiteral("run"), QStringLiteral("edit"),
                                QStringLiteral("manage")};
    rows.clear();
    qint64 permissionId = 0;
    for (qint64 project : c.projectIds) {
        if (project <= 3) { // the top of each branch: granted to groups, inherited below
            rows << QVariantList{++permissionId, project, null(), 2, QStringLiteral("edit")};
            rows << QVariantList{++permissionId, project, null(), 2, QStringLiteral("connect")};
            rows << QVariantList{++permissionId, project, null(), 3, QStringLiteral("view")};
            rows << QVariantList{++permissionId, project, null(), 5, QStringLiteral("view")};
        }
        const qint64 user = c.userIds.at(int(7 + r.below(c.userIds.size() - 7)));
        rows << QVariantList{++permissionId, project, user, null(), ladder.at(int(r.below(ladder.size())))};
    }
    rows << QVariantList{++permissionId, 2, null(), 4, QStringLiteral("run")};
    rows << QVariantList{++permissionId, 1, null(), 6, QStringLiteral("view")};
    rows << QVariantList{++permissionId, 12, 3, null(), QStringLiteral("manage")};
    rows << QVariantList{++permissionId, 7, 9, null(), QStringLiteral("connect")};
    if (!c.insert(QStringLiteral("permissions"),
                  {QStringLiteral("id"), QStringLiteral("project_id"), QStringLiteral("user_id"),
                   QStringLiteral("group_id"), QStringLiteral("capability")},
                  rows))
        return false;

    // --- connections: the password as a real Fernet token under the published demo key ('' when there is none) --
    c.say(QObject::tr("Writing connections…"));
    const auto fernet = Fernet::fromKey(demoFernetKey(), &c.error);
    if (!fernet)
        return false;
    struct ConnectionSeed {
        const char* dbType;
        const char* name;
        const char* host;
        int port; // 0: the db_type's default (NULL)
        const char* username;
        const char* database;
        const char* schema;
        bool password;
    };
    // For s3 the columns are reused as the platform does: username = access key id, host = endpoint,
    // database = default bucket, db_schema = region, password = secret access key.
    const ConnectionSeed connectionSeeds[] = {
        {"postgresql", "crm-replica", "crm-replica.db.example.com", 5432, "svc_tabularia", "crm", "public", true},
        {"clickhouse", "events-warehouse", "clickhouse.internal.example.com", 8443, "tabularia", "events", "", true},
        {"s3", "landing-bucket", "https://s3.eu-central-1.amazonaws.com", 0, "AKIADEMO4TABULARIA7Q", "landing",
         "eu-central-1", true},
        {"smtp", "alerts-mailer", "smtp.example.com", 587, "tabularia-alerts", "", "", true},
        {"mysql", "shop-orders", "orders.mysql.example.com", 3306, "reporting", "shop", "", true},
        {"trino", "lakehouse", "trino.example.com", 8080, "tabularia", "hive", "sales", false},
        {"mariadb", "supplier-portal", "mariadb.supplier.example.net", 0, "tabularia_ro", "portal", "", true},
        {"postgresql", "ledger", "ledger.db.example.com", 5432, "ledger_reader", "ledger", "accounting", true},
    };
    const int seedCount = int(std::size(connectionSeeds));
    rows.clear();
    qint64 connectionId = 0;
    for (qint64 project : c.projectIds) {
        if (project == 12)
            continue;
        const int count = project <= 3 ? 3 : 1 + int(r.below(2));
        for (int k = 0; k < count; ++k) {
            const ConnectionSeed& s = connectionSeeds[(project + k * 3) % seedCount];
            ++connectionId;
            const QString dbType = QString::fromLatin1(s.dbType);
            QString token;
            if (s.password) {
                const QByteArray secret = QStringLiteral("demo-%1-%2-not-a-real-password")
                                              .arg(QString::fromLatin1(s.name))
                                              .arg(connectionId)
                                              .toUtf8();
                const qint64 issued = c.nowMs / 1000 - 86400LL * r.range(5, 300);
                token = QString::fromLatin1(fernet->encrypt(secret, issued, r.bytes(16)));
                if (token.isEmpty()) {
                    c.error = QObject::tr("Fernet encryption failed for the demo credentials.");
                    return false;
                }
            }
            const QString extra =
                dbType == QLatin1String("smtp")
                    ? DemoContext::json(
                          {{QStringLiteral("sender"), QStringLiteral("tabularia@example.com")},
                           {QStringLiteral("tls"), QStringLiteral("starttls")},
                           {QStringLiteral("allowed_domains"), QVariantList{QStringLiteral("example.com")}}})
                    : QStringLiteral("{}");
            rows << QVariantList{token,
                                 extra,
                                 connectionId,
                                 QString::fromLatin1(s.name),
                                 k == 0 ? QObject::tr("Shared by the %1 flows").arg(project) : QString(),
                                 project,
                                 connectionId % 7 == 0 ? null() : QVariant(c.userIds.at(int(r.below(8)))),
                                 dbType,
                                 QString::fromLatin1(s.host),
                                 s.port ? QVariant(s.port) : null(),
                                 QString::fromLatin1(s.username),
                                 QString::fromLatin1(s.database),
                                 QString::fromLatin1(s.schema),
                                 c.naiveAgo(86400LL * r.range(100, 400)),
                                 c.naiveAgo(86400LL * r.range(1, 99))};
            c.connectionIds << connectionId;
            c.connectionProject.insert(connectionId, project);
            if (dbType == QLatin1String("smtp"))
                c.smtpConnectionIds << connectionId;
            else if (dbType != QLatin1String("s3"))
                c.databaseConnectionIds << connectionId;
        }
    }
    return c.insert(QStringLiteral("connections"),
                    {QStringLiteral("password_encrypted"), QStringLiteral("extra"), QStringLiteral("id"),
                     QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("project_id"),
                     QStringLiteral("owner_id"), QStringLiteral("db_type"), QStringLiteral("host"),
                     QStringLiteral("port"), QStringLiteral("username"), QStringLiteral("database"),
                     QStringLiteral("db_schema"), QStringLiteral("created_at"), QStringLiteral("updated_at")},
                    rows);
}

} // namespace metadesk
