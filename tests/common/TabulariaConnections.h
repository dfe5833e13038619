#pragma once

#include "core/db/DbConnection.h"
#include "core/secrets/Fernet.h"

#include <QSqlQuery>
#include <QStringList>

namespace metadesk::test {

/// The Fernet spec's test-vector key (generate.json, verify.json): the platform's "old" key in these tests.
inline QByteArray vectorKey() {
    return QByteArrayLiteral("cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4=");
}
/// The spec's token of "hello" under vectorKey(), made in 1985 (generate.json): a token the platform made.
inline QByteArray vectorToken() {
    return QByteArrayLiteral("gAAAAAAdwJ6wAAECAwQFBgcICQoLDA0ODy021cpGVWKZ_eEwCGM4BLLF_5CV9dOPmrhuVUPgJobwOz7JcbmrR64j"
                             "VmpU4IwqDA==");
}
/// A fixed key of 32 bytes `first`, `first`+1, …: the "new" key (newKey) and one the database never saw (strayKey).
inline QByteArray fixedKey(char first) {
    QByteArray raw;
    for (int i = 0; i < 32; ++i)
        raw.append(char(first + i));
    return raw.toBase64(QByteArray::Base64UrlEncoding);
}
inline QByteArray newKey() {
    return fixedKey(1);
}
inline QByteArray strayKey() {
    return fixedKey(64);
}
/// A JSON credential whose spacing and key order a reparse would change: kept byte for byte or not at all.
inline QByteArray jsonCredential() {
    return QByteArrayLiteral("{\"secret_access_key\":  \"wJalr/K7MDENG+bPxRfi\", \"a\": [2,1], \"\xc3\xa9\": 1}");
}

/// Users, two projects and four connections as the platform stores them (a Tabularia schema made by the
/// migrations):
///
///   id  project      name       type        credential
///    1  1 Finance    warehouse  postgresql  "hello" under vectorKey() (the spec's own token)
///    2  1 Finance    lake       s3          jsonCredential() under vectorKey()
///    3  2 Sales      mail       smtp        none ("")
///    4  2 Sales      reports    mysql       "r3ports!" under newKey()
inline bool seedConnections(const DbConnection& conn, QString* error) {
    const auto vector = Fernet::fromKey(vectorKey());
    const auto fresh = Fernet::fromKey(newKey());
    if (!vector || !fresh) {
        *error = QStringLiteral("the test keys do not parse");
        return false;
    }
    QSqlQuery q(conn.db());
    const QStringList plain = {
        QStringLiteral("INSERT INTO users (id, email, full_name, hashed_password, is_active, is_superuser, "
                       "is_observer, created_at) VALUES (1, 'admin@example.com', 'Admin', NULL, TRUE, TRUE, FALSE, "
                       "'2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO projects (id, name, description, parent_id, owner_id, created_at) VALUES "
                       "(1, 'Finance', '', NULL, 1, '2026-01-01 00:00:00'), (2, 'Sales', '', NULL, 1, "
                       "'2026-01-01 00:00:00')"),
    };
    for (const QString& sql : plain)
        if (!conn.execBound(&q, sql, {}, error))
            return false;
    struct Row {
        int id;
        int project;
        const char* name;
        const char* type;
        QByteArray token;
    };
    const Row rows[] = {
        {1, 1, "warehouse", "postgresql", vectorToken()},
        {2, 1, "lake", "s3", vector->encrypt(jsonCredential())},
        {3, 2, "mail", "smtp", QByteArray()},
        {4, 2, "reports", "mysql", fresh->encrypt("r3ports!")},
    };
    for (const Row& r : rows)
        if (!conn.execBound(&q,
                            QStringLiteral("INSERT INTO connections (password_encrypted, extra, id, name, description, "
                                           "project_id, owner_id, db_type, host, port, username, \"database\", "
                                           "db_schema, created_at, updated_at) VALUES (?, '{}', ?, ?, '', ?, 1, ?, "
                                           "'db.example.com', NULL, 'etl', 'dw', '', '2026-01-01 00:00:00', "
                                           "'2026-01-01 00:00:00')"),
                            {r.token.isEmpty() ? QStringLiteral("") : QString::fromLatin1(r.token), r.id,
                             QString::fromLatin1(r.name), r.project, QString::fromLatin1(r.type)},
                            error))
            return false;
    return true;
}

} // namespace metadesk::test
