#include "DatabaseUrl.h"

#include <QDir>
#include <QFileInfo>
#include <QObject>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace metadesk {

namespace {
void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

// A URL's part written so that parse() reads the same text back: '%' and what the part cannot hold (a control
// character, ASCII punctuation not in `keep`, white space at its end, which parse() trims) percent-encoded; other
// printable characters kept as typed, so that a name in Cyrillic stays readable.
QString encodedPart(const QString& text, QLatin1String keep) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool pair = c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate();
        const char32_t point = pair ? QChar::surrogateToUcs4(c, text.at(i + 1)) : c.unicode();
        const QString one = text.mid(i, pair ? 2 : 1);
        i += pair ? 1 : 0;
        bool plain = point < 0x80
                         ? QChar::isLetterOrNumber(point) || QLatin1String("-._~").contains(c) || keep.contains(c)
                         : QChar::isPrint(point) && (pair || !c.isSurrogate());
        if (i + 1 == text.size() && QChar::isSpace(point))
            plain = false;
        out += plain ? one : QString::fromLatin1(QUrl::toPercentEncoding(one));
    }
    return out;
}

const QStringList kSslModes = {QStringLiteral("disable"), QStringLiteral("allow"),     QStringLiteral("prefer"),
                               QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
} // namespace

DatabaseUrl DatabaseUrl::sqliteFile(const QString& path) {
    DatabaseUrl url;
    url.m_engine = Engine::Sqlite;
    url.m_path = QFileInfo(path).absoluteFilePath();
    return url;
}

DatabaseUrl DatabaseUrl::parse(const QString& input, QString* error) {
    const QString text = input.trimmed();
    if (text.isEmpty()) {
        setError(error, QObject::tr("No database URL given."));
        return {};
    }
    if (text.startsWith(QLatin1String("sqlite:"), Qt::CaseInsensitive)) {
        QString rest = text.mid(7);
        if (rest.startsWith(QLatin1String("///")))
            rest = rest.mid(2); // sqlite:///abs/path -> /abs/path
        else if (rest.startsWith(QLatin1String("//")))
            rest = rest.mid(2); // sqlite://rel (lenient)
        rest = QUrl::fromPercentEncoding(rest.toUtf8());
        if (rest.isEmpty()) {
            setError(error, QObject::tr("The SQLite URL \"%1\" names no file; write sqlite:///absolute/path.db or "
                                        "sqlite:relative.db.")
                                .arg(maskPassword(text)));
            return {};
        }
        return sqliteFile(QDir::current().absoluteFilePath(rest));
    }
    if (text.startsWith(QLatin1String("postgresql:"), Qt::CaseInsensitive) ||
        text.startsWith(QLatin1String("postgres:"), Qt::CaseInsensitive)) {
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty()) {
            setError(error, QObject::tr("The PostgreSQL URL \"%1\" is not valid; write "
                                        "postgresql://user@host:port/database.")
                                .arg(maskPassword(text)));
            return {};
        }
        DatabaseUrl result;
        result.m_engine = Engine::Postgres;
        result.m_host = url.host();
        result.m_port = url.port(5432);
        result.m_user = url.userName();
        result.m_password = url.password();
        result.m_database = url.path().mid(1);
        if (result.m_database.isEmpty() || result.m_database.contains(QLatin1Char('/'))) {
            setError(error, QObject::tr("The PostgreSQL URL \"%1\" names no database; write "
                                        "postgresql://user@host:port/database.")
                                .arg(maskPassword(text)));
            return {};
        }
        const QUrlQuery query(url);
        for (const auto& item : query.queryItems(QUrl::FullyDecoded)) {
            if (item.first == QLatin1String("sslmode")) {
                if (!kSslModes.contains(item.second)) {
                    setError(error, QObject::tr("Unknown sslmode \"%1\"; use one of %2.")
                                        .arg(item.second, kSslModes.join(QLatin1String(", "))));
                    return {};
                }
                result.m_sslMode = item.second;
            } else if (item.first == QLatin1String("sslrootcert") || item.first == QLatin1String("sslcert") ||
                       item.first == QLatin1String("sslkey")) {
                // A file's path, handed to libpq as one value: a ";" would split Qt's option list.
                if (item.second.isEmpty() || item.second.contains(QLatin1Char(';'))) {
                    setError(
                        error,
                        QObject::tr("The URL parameter %1 needs the path of a file (without \";\").").arg(item.first));
                    return {};
                }
                QString* file = item.first == QLatin1String("sslrootcert") ? &result.m_sslRootCert
                                : item.first == QLatin1String("sslcert")   ? &result.m_sslCert
                                                                           : &result.m_sslKey;
                *file = item.second;
            } else {
                setError(error, QObject::tr("Unknown URL parameter \"%1\"; understood are sslmode, sslrootcert, "
                                            "sslcert and sslkey.")
                                    .arg(item.first));
                return {};
            }
        }
        return result;
    }
    setError(error, QObject::tr("\"%1\" is not a database URL Metadesk understands; use sqlite:///path.db or "
                                "postgresql://user@host:port/database.")
                        .arg(maskPassword(text)));
    return {};
}

DatabaseUrl DatabaseUrl::fromArgument(const QString& text, QString* error) {
    const QString trimmed = text.trimmed();
    // A scheme first (sqlite:, postgresql:, another's): a URL, read as parse() reads it; file: names a path.
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    const bool fileUrl = trimmed.startsWith(QLatin1String("file:"), Qt::CaseInsensitive);
    if (trimmed.isEmpty() || (!fileUrl && scheme.match(trimmed).hasMatch()))
        return parse(text, error);
    const QString path = fileUrl ? QUrl(trimmed).toLocalFile() : trimmed;
    const QFileInfo file(path);
    if (!path.isEmpty() && file.isFile())
        return sqliteFile(file.absoluteFilePath());
    if (path.isEmpty() || file.exists()) // a folder, a device, a file: URL of no local file
        setError(error, QObject::tr("\"%1\" is not a file Metadesk can open; give a SQLite database's file, "
                                    "sqlite:///path.db or postgresql://user@host:port/database.")
                            .arg(path.isEmpty() ? trimmed : QDir::toNativeSeparators(path)));
    else // said as a SQLite URL of nothing is, not as a URL misspelt
        setError(error, QObject::tr("There is no file %1.").arg(QDir::toNativeSeparators(file.absoluteFilePath())));
    return {};
}

QString DatabaseUrl::passwordMask() {
    return QString(4, QChar(0x2022));
}

QString DatabaseUrl::maskPassword(const QString& text) {
    QString masked = text;
    // URL form: whatever follows the first colon of the user part, up to the last "@" (a password may hold "@" or
    // "/" unencoded), even when the rest of the URL is not one Metadesk understands.
    const qsizetype slashes = masked.indexOf(QLatin1String("//"));
    const qsizetype at = masked.lastIndexOf(QLatin1Char('@'));
    if (slashes >= 0 && at > slashes) {
        const qsizetype colon = masked.indexOf(QLatin1Char(':'), slashes + 2);
        if (colon >= 0 && colon < at && colon + 1 < at)
            masked.replace(colon + 1, at - colon - 1, passwordMask());
    }
    // Key/value form (libpq's "host=… password=…") and a password given as a URL parameter.
    static const QRegularExpression keyword(QStringLiteral("(password\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|[^\\s&]+)"),
                                            QRegularExpression::CaseInsensitiveOption);
    masked.replace(keyword, QStringLiteral("\\1") + passwordMask());
    return masked;
}

QString DatabaseUrl::toDisplayString() const {
    switch (m_engine) {
    case Engine::Sqlite:
        // parse() reads "%41" as "A": a '%' in a file's name is written "%25", so the form names this file again.
        return QStringLiteral("sqlite://") + encodedPart(m_path, QLatin1String(" !\"#$&'()*+,/:;<=>?@[\\]^`{|}"));
    case Engine::Postgres: {
        QString s = QStringLiteral("postgresql://");
        if (!m_user.isEmpty())
            s += QString::fromUtf8(QUrl::toPercentEncoding(m_user)) + QLatin1Char('@');
        s += m_host.contains(QLatin1Char(':')) ? QLatin1Char('[') + m_host + QLatin1Char(']') : m_host;
        s += QLatin1Char(':') + QString::number(m_port) + QLatin1Char('/') +
             encodedPart(m_database, QLatin1String("!$&'()*+,;=:@")); // "my db" or "a/b" would not read back
        QStringList query;
        if (!m_sslMode.isEmpty())
            query << QStringLiteral("sslmode=") + m_sslMode;
        const auto file = [&query](const char* name, const QString& path) {
            if (!path.isEmpty())
                query << QString::fromLatin1(name) + QLatin1Char('=') +
                             QString::fromUtf8(QUrl::toPercentEncoding(path, "/"));
        };
        file("sslrootcert", m_sslRootCert);
        file("sslcert", m_sslCert);
        file("sslkey", m_sslKey);
        if (!query.isEmpty())
            s += QLatin1Char('?') + query.join(QLatin1Char('&'));
        return s;
    }
    case Engine::Invalid:
        break;
    }
    return {};
}

QString DatabaseUrl::shortName() const {
    switch (m_engine) {
    case Engine::Sqlite:
        return QFileInfo(m_path).fileName();
    case Engine::Postgres:
        return m_database + QLatin1Char('@') + m_host;
    case Engine::Invalid:
        break;
    }
    return {};
}

} // namespace metadesk
