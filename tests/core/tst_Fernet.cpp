#include "core/secrets/Fernet.h"
#include "core/secrets/LibCrypto.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QTest>

#include <limits>
#include <utility>

using metadesk::Fernet;
using metadesk::LibCrypto;

namespace {

// Timestamp of the spec's vectors ("1985-10-26T01:20:00-07:00"), reused so the hand-written tests match them.
constexpr qint64 VectorTime = 499162800;
const char* const VectorKey = "cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4=";

QByteArray fixedIv() {
    QByteArray iv(16, Qt::Uninitialized);
    for (int i = 0; i < iv.size(); ++i)
        iv[i] = static_cast<char>(i);
    return iv;
}

/// Loads one vector file and checks that every entry carries the fields the tests rely on.
bool loadVectors(const QDir& dir, const QString& fileName, const QStringList& stringKeys, bool needsIv, bool needsTtl,
                 QJsonArray* out, QString* error) {
    const QString path = dir.filePath(fileName);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isArray()) {
        *error = QStringLiteral("%1 is not a JSON array: %2").arg(path, parseError.errorString());
        return false;
    }
    const QJsonArray entries = doc.array();
    if (entries.isEmpty()) {
        *error = QStringLiteral("%1 contains no vectors").arg(path);
        return false;
    }
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject entry = entries.at(i).toObject();
        for (const QString& key : stringKeys) {
            if (!entry.value(key).isString()) {
                *error = QStringLiteral("%1 entry %2: missing string field \"%3\"").arg(path).arg(i).arg(key);
                return false;
            }
        }
        const QDateTime now = QDateTime::fromString(entry.value(QLatin1String("now")).toString(), Qt::ISODate);
        if (!now.isValid()) {
            *error = QStringLiteral("%1 entry %2: \"now\" is not an RFC 3339 time").arg(path).arg(i);
            return false;
        }
        if (needsTtl && !entry.value(QLatin1String("ttl_sec")).isDouble()) {
            *error = QStringLiteral("%1 entry %2: missing number field \"ttl_sec\"").arg(path).arg(i);
            return false;
        }
        if (needsIv) {
            const QJsonArray iv = entry.value(QLatin1String("iv")).toArray();
            if (iv.size() != 16) {
                *error = QStringLiteral("%1 entry %2: \"iv\" must be an array of 16 byte values").arg(path).arg(i);
                return false;
            }
            for (const QJsonValue& byte : iv) {
                if (!byte.isDouble() || byte.toInt(-1) < 0 || byte.toInt(-1) > 255) {
                    *error = QStringLiteral("%1 entry %2: \"iv\" holds a value that is not a byte").arg(path).arg(i);
                    return false;
                }
            }
        }
    }
    *out = entries;
    return true;
}

qint64 vectorNow(const QJsonObject& entry) {
    return QDateTime::fromString(entry.value(QLatin1String("now")).toString(), Qt::ISODate).toSecsSinceEpoch();
}

QByteArray vectorIv(const QJsonObject& entry) {
    QByteArray iv;
    const QJsonArray values = entry.value(QLatin1String("iv")).toArray();
    for (const QJsonValue& value : values)
        iv.append(static_cast<char>(value.toInt()));
    return iv;
}

QByteArray utf8(const QJsonObject& entry, const char* key) {
    return entry.value(QLatin1String(key)).toString().toUtf8();
}

/// Maps an invalid.json description to a fragment of the error we expect, so each vector hits the intended check.
QString expectedReason(const QString& desc) {
    struct Rule {
        const char* descFragment;
        const char* errorFragment;
    };
    static const Rule rules[] = {
        {"incorrect mac", "HMAC"},
        {"too short", "too short"},
        {"block size", "multiple of"},
        {"padding error", "padding"},
        {"far-future", "future"},
        {"expired", "expired"},
        {"b64", "base64"},
        {"base64", "base64"},
    };
    for (const Rule& rule : rules) {
        if (desc.contains(QLatin1String(rule.descFragment), Qt::CaseInsensitive))
            return QLatin1String(rule.errorFragment);
    }
    return {};
}

Fernet makeFernet(const QByteArray& key) {
    QString error;
    std::optional<Fernet> fernet = Fernet::fromKey(key, &error);
    if (!fernet)
        qFatal("test key rejected: %s", qPrintable(error));
    return *fernet;
}

} // namespace

/// Fernet spec vectors plus round-trip, tampering, key and time-window checks.
class TestFernet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void libcryptoLoadedOnFirstUse(); // first: no other test may have used a key yet
    void generateVectors_data();
    void generateVectors();
    void verifyVectors_data();
    void verifyVectors();
    void invalidVectors_data();
    void invalidVectors();

    void generateKey();
    void roundTripRandomKey_data();
    void roundTripRandomKey();
    void randomIvMakesTokensDiffer();
    void tamperedByteFails();
    void tamperedCharacterFails();
    void truncatedOrExtendedTokenFails();
    void wrongKeyFails();
    void fromKeyRejectsWrongLength_data();
    void fromKeyRejectsWrongLength();
    void fromKeyRejectsInvalidBase64_data();
    void fromKeyRejectsInvalidBase64();
    void fromKeyAcceptsTrailingNewline();
    void timeWindow_data();
    void timeWindow();
    void encryptRejectsBadArguments();
    void decryptWithoutErrorPointer();

private:
    QJsonArray m_generate;
    QJsonArray m_verify;
    QJsonArray m_invalid;
};

void TestFernet::initTestCase() {
    // The compiled-in path is authoritative; the environment variable covers builds that do not pass it.
    QStringList candidates;
#ifdef METADESK_FERNET_VECTORS_DIR
    candidates.append(QString::fromUtf8(METADESK_FERNET_VECTORS_DIR));
#endif
    const QByteArray fromEnv = qgetenv("METADESK_FERNET_VECTORS_DIR");
    if (!fromEnv.isEmpty())
        candidates.append(QString::fromLocal8Bit(fromEnv));
    if (candidates.isEmpty())
        QFAIL("Fernet vectors not configured: build with METADESK_FERNET_VECTORS_DIR or set that environment "
              "variable to the directory holding generate.json, verify.json and invalid.json");

    QString vectorsDir;
    for (const QString& candidate : std::as_const(candidates)) {
        if (QFileInfo::exists(QDir(candidate).filePath(QStringLiteral("generate.json")))) {
            vectorsDir = candidate;
            break;
        }
    }
    if (vectorsDir.isEmpty())
        QFAIL(qPrintable(QStringLiteral("Fernet vectors directory missing: no generate.json in %1")
                             .arg(candidates.join(QStringLiteral(", ")))));

    const QDir dir(vectorsDir);
    const QString token = QStringLiteral("token");
    const QString now = QStringLiteral("now");
    const QString secret = QStringLiteral("secret");
    const QString src = QStringLiteral("src");
    const QString desc = QStringLiteral("desc");
    QString error;
    if (!loadVectors(dir, QStringLiteral("generate.json"), {token, now, src, secret}, true, false, &m_generate,
                     &error) ||
        !loadVectors(dir, QStringLiteral("verify.json"), {token, now, src, secret}, false, true, &m_verify, &error) ||
        !loadVectors(dir, QStringLiteral("invalid.json"), {desc, token, now, secret}, false, true, &m_invalid, &error))
        QFAIL(qPrintable(error));
}

namespace {
bool processMapsLibcrypto() {
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains("libcrypto.so");
}
} // namespace

// The programs do not link libcrypto: it is loaded the first time a key encrypts or decrypts, not with the program
// and not when a key is only read.
void TestFernet::libcryptoLoadedOnFirstUse() {
    QVERIFY(!LibCrypto::isLoaded());
    QVERIFY2(!processMapsLibcrypto(), "libcrypto is in the process before any Fernet key was used");
    const auto fernet = Fernet::fromKey(QByteArrayLiteral("cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4="));
    QVERIFY(fernet.has_value());
    QVERIFY(!LibCrypto::isLoaded());
    QVERIFY(!processMapsLibcrypto());

    const QByteArray token = fernet->encrypt(QByteArrayLiteral("hello"));
    QVERIFY(!token.isEmpty());
    QVERIFY(LibCrypto::isLoaded());
    QVERIFY(processMapsLibcrypto());
    QCOMPARE(fernet->decrypt(token).value_or(QByteArray()), QByteArrayLiteral("hello"));
    QString error;
    QVERIFY(LibCrypto::get(&error));
    QVERIFY(error.isEmpty());
}

void TestFernet::generateVectors_data() {
    QTest::addColumn<QByteArray>("secret");
    QTest::addColumn<qint64>("now");
    QTest::addColumn<QByteArray>("iv");
    QTest::addColumn<QByteArray>("src");
    QTest::addColumn<QByteArray>("token");
    for (qsizetype i = 0; i < m_generate.size(); ++i) {
        const QJsonObject entry = m_generate.at(i).toObject();
        QTest::addRow("generate[%d] src=\"%s\"", int(i), utf8(entry, "src").constData())
            << utf8(entry, "secret") << vectorNow(entry) << vectorIv(entry) << utf8(entry, "src")
            << utf8(entry, "token");
    }
}

void TestFernet::generateVectors() {
    QFETCH(QByteArray, secret);
    QFETCH(qint64, now);
    QFETCH(QByteArray, iv);
    QFETCH(QByteArray, src);
    QFETCH(QByteArray, token);

    const Fernet fernet = makeFernet(secret);
    QCOMPARE(fernet.encrypt(src, now, iv), token);

    QString error;
    const std::optional<QByteArray> decrypted = fernet.decrypt(token, 0, now, &error);
    QVERIFY2(decrypted.has_value(), qPrintable(error));
    QCOMPARE(*decrypted, src);
}

void TestFernet::verifyVectors_data() {
    QTest::addColumn<QByteArray>("secret");
    QTest::addColumn<qint64>("now");
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<QByteArray>("src");
    QTest::addColumn<QByteArray>("token");
    for (qsizetype i = 0; i < m_verify.size(); ++i) {
        const QJsonObject entry = m_verify.at(i).toObject();
        QTest::addRow("verify[%d] src=\"%s\"", int(i), utf8(entry, "src").constData())
            << utf8(entry, "secret") << vectorNow(entry)
            << static_cast<qint64>(entry.value(QLatin1String("ttl_sec")).toDouble()) << utf8(entry, "src")
            << utf8(entry, "token");
    }
}

void TestFernet::verifyVectors() {
    QFETCH(QByteArray, secret);
    QFETCH(qint64, now);
    QFETCH(qint64, ttl);
    QFETCH(QByteArray, src);
    QFETCH(QByteArray, token);

    QString error;
    const std::optional<QByteArray> decrypted = makeFernet(secret).decrypt(token, ttl, now, &error);
    QVERIFY2(decrypted.has_value(), qPrintable(error));
    QCOMPARE(*decrypted, src);
    QVERIFY(error.isEmpty());
}

void TestFernet::invalidVectors_data() {
    QTest::addColumn<QByteArray>("secret");
    QTest::addColumn<qint64>("now");
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QString>("reason");
    for (qsizetype i = 0; i < m_invalid.size(); ++i) {
        const QJsonObject entry = m_invalid.at(i).toObject();
        const QString desc = entry.value(QLatin1String("desc")).toString();
        QTest::addRow("invalid[%d] %s", int(i), qPrintable(desc))
            << utf8(entry, "secret") << vectorNow(entry)
            << static_cast<qint64>(entry.value(QLatin1String("ttl_sec")).toDouble()) << utf8(entry, "token")
            << expectedReason(desc);
    }
}

void TestFernet::invalidVectors() {
    QFETCH(QByteArray, secret);
    QFETCH(qint64, now);
    QFETCH(qint64, ttl);
    QFETCH(QByteArray, token);
    QFETCH(QString, reason);

    QString error;
    const std::optional<QByteArray> decrypted = makeFernet(secret).decrypt(token, ttl, now, &error);
    QVERIFY2(!decrypted.has_value(), "an invalid token was accepted");
    QVERIFY2(!error.isEmpty(), "rejection without an error message");
    if (!reason.isEmpty())
        QVERIFY2(error.contains(reason, Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(reason, error)));
}

void TestFernet::generateKey() {
    const QByteArray first = Fernet::generateKey();
    const QByteArray second = Fernet::generateKey();
    QCOMPARE(first.size(), 44); // 32 bytes -> 44 url-safe base64 characters including one '='
    QVERIFY(first.endsWith('='));
    QVERIFY(!first.contains('+') && !first.contains('/'));
    QVERIFY(first != second);
    QCOMPARE(QByteArray::fromBase64(first, QByteArray::Base64UrlEncoding).size(), 32);

    QString error;
    QVERIFY2(Fernet::fromKey(first, &error).has_value(), qPrintable(error));
}

void TestFernet::roundTripRandomKey_data() {
    QTest::addColumn<QByteArray>("plaintext");
    QByteArray allBytes;
    for (int i = 0; i < 256; ++i)
        allBytes.append(static_cast<char>(i));
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("hello") << QByteArrayLiteral("hello");
    QTest::newRow("15 bytes (one short of a block)") << QByteArray(15, 'a');
    QTest::newRow("16 bytes (exactly a block)") << QByteArray(16, 'b');
    QTest::newRow("17 bytes (one past a block)") << QByteArray(17, 'c');
    QTest::newRow("all byte values incl. NUL") << allBytes;
    QTest::newRow("utf-8 text") << QStringLiteral("p\u00e4ssw\u00f6rd \u2713").toUtf8();
    QTest::newRow("64 KiB") << allBytes.repeated(256);
}

void TestFernet::roundTripRandomKey() {
    QFETCH(QByteArray, plaintext);

    const Fernet fernet = makeFernet(Fernet::generateKey());
    const QByteArray token = fernet.encrypt(plaintext);
    QVERIFY(!token.isEmpty());
    QCOMPARE(token.at(0), 'g'); // version byte 0x80 always encodes to a leading 'g'

    QString error;
    std::optional<QByteArray> decrypted = fernet.decrypt(token, 0, -1, &error);
    QVERIFY2(decrypted.has_value(), qPrintable(error));
    QCOMPARE(*decrypted, plaintext);

    decrypted = fernet.decrypt(token, 60, -1, &error);
    QVERIFY2(decrypted.has_value(), qPrintable(error));
    QCOMPARE(*decrypted, plaintext);
}

void TestFernet::randomIvMakesTokensDiffer() {
    const Fernet fernet = makeFernet(Fernet::generateKey());
    const QByteArray first = fernet.encrypt(QByteArrayLiteral("same"));
    const QByteArray second = fernet.encrypt(QByteArrayLiteral("same"));
    QVERIFY(first != second);
    const QByteArray rawFirst = QByteArray::fromBase64(first, QByteArray::Base64UrlEncoding);
    const QByteArray rawSecond = QByteArray::fromBase64(second, QByteArray::Base64UrlEncoding);
    QVERIFY(rawFirst.mid(9, 16) != rawSecond.mid(9, 16));
}

void TestFernet::tamperedByteFails() {
    const Fernet fernet = makeFernet(QByteArray(VectorKey));
    const QByteArray token = fernet.encrypt(QByteArrayLiteral("credential"), VectorTime, fixedIv());
    const QByteArray raw = QByteArray::fromBase64(token, QByteArray::Base64UrlEncoding);
    QVERIFY(fernet.decrypt(token, 0, VectorTime).has_value());

    for (qsizetype i = 0; i < raw.size(); ++i) {
        for (const int mask : {0x01, 0x80}) {
            QByteArray tampered = raw;
            tampered[i] = static_cast<char>(tampered.at(i) ^ mask);
            QString error;
            const std::optional<QByteArray> result =
                fernet.decrypt(tampered.toBase64(QByteArray::Base64UrlEncoding), 0, VectorTime, &error);
            QVERIFY2(!result.has_value(), qPrintable(QStringLiteral("byte %1 ^ %2 was accepted").arg(i).arg(mask)));
            QVERIFY(!error.isEmpty());
        }
    }
}

void TestFernet::tamperedCharacterFails() {
    // Also covers the base64 layer: changing only the unused bits before '=' must not yield an equivalent token.
    static const QByteArray symbols =
        QByteArrayLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ .");
    const Fernet fernet = makeFernet(QByteArray(VectorKey));
    const QByteArray token = fernet.encrypt(QByteArrayLiteral("credential"), VectorTime, fixedIv());

    for (qsizetype i = 0; i < token.size(); ++i) {
        for (const char symbol : symbols) {
            if (symbol == token.at(i))
                continue;
            QByteArray tampered = token;
            tampered[i] = symbol;
            QVERIFY2(!fernet.decrypt(tampered, 0, VectorTime).has_value(),
                     qPrintable(QStringLiteral("character %1 -> '%2' was accepted").arg(i).arg(QLatin1Char(symbol))));
        }
    }
}

void TestFernet::truncatedOrExtendedTokenFails() {
    const Fernet fernet = makeFernet(QByteArray(VectorKey));
    const QByteArray token = fernet.encrypt(QByteArrayLiteral("credential"), VectorTime, fixedIv());
    const QByteArray raw = QByteArray::fromBase64(token, QByteArray::Base64UrlEncoding);

    QVERIFY(!fernet.decrypt(QByteArray(), 0, VectorTime).has_value());
    QVERIFY(!fernet.decrypt(token.chopped(1), 0, VectorTime).has_value());
    QVERIFY(!fernet.decrypt(token + '\n', 0, VectorTime).has_value());
    for (qsizetype cut = 1; cut <= 17; ++cut)
        QVERIFY(!fernet.decrypt(raw.chopped(cut).toBase64(QByteArray::Base64UrlEncoding), 0, VectorTime).has_value());
    QVERIFY(!fernet.decrypt((raw + '\0').toBase64(QByteArray::Base64UrlEncoding), 0, VectorTime).has_value());
    QVERIFY(!fernet.decrypt(token.left(token.indexOf('=')), 0, VectorTime).has_value()); // padding stripped
}

void TestFernet::wrongKeyFails() {
    const Fernet right = makeFernet(Fernet::generateKey());
    const Fernet wrong = makeFernet(Fernet::generateKey());
    const QByteArray token = right.encrypt(QByteArrayLiteral("secret"));

    QString error;
    QVERIFY(!wrong.decrypt(token, 0, -1, &error).has_value());
    QVERIFY2(error.contains(QLatin1String("HMAC")), qPrintable(error));
}

void TestFernet::fromKeyRejectsWrongLength_data() {
    QTest::addColumn<int>("rawSize");
    QTest::newRow("0 bytes (empty key)") << 0;
    QTest::newRow("16 bytes") << 16;
    QTest::newRow("31 bytes") << 31;
    QTest::newRow("33 bytes") << 33;
    QTest::newRow("64 bytes") << 64;
}

void TestFernet::fromKeyRejectsWrongLength() {
    QFETCH(int, rawSize);
    const QByteArray key = QByteArray(rawSize, '\x42').toBase64(QByteArray::Base64UrlEncoding);

    QString error;
    QVERIFY(!Fernet::fromKey(key, &error).has_value());
    QVERIFY2(error.contains(QLatin1String("32")) && error.contains(QString::number(rawSize)), qPrintable(error));
}

void TestFernet::fromKeyRejectsInvalidBase64_data() {
    QTest::addColumn<QByteArray>("key");
    QTest::newRow("standard alphabet (+ and /)") << QByteArrayLiteral("cw/0x689RpI+jtRR7oE8h/eQsKImvJapLeSbXpwF4e4=");
    QTest::newRow("padding stripped") << QByteArrayLiteral("cw_0x689RpI-jtRR7oE8h_eQsKImvJapLeSbXpwF4e4");
    QTest::newRow("not base64 at all") << QByteArrayLiteral("this is not a key!!!");
    QTest::newRow("embedded space") << QByteArrayLiteral("cw_0x689RpI-jtRR7oE8h eQsKImvJapLeSbXpwF4e4=");
}

void TestFernet::fromKeyRejectsInvalidBase64() {
    QFETCH(QByteArray, key);
    QString error;
    QVERIFY(!Fernet::fromKey(key, &error).has_value());
    QVERIFY2(error.contains(QLatin1String("base64")), qPrintable(error));
}

void TestFernet::fromKeyAcceptsTrailingNewline() {
    QString error;
    QVERIFY2(Fernet::fromKey(QByteArray(VectorKey) + '\n', &error).has_value(), qPrintable(error));
}

void TestFernet::timeWindow_data() {
    constexpr qint64 Max = std::numeric_limits<qint64>::max();
    QTest::addColumn<qint64>("tokenTime");
    QTest::addColumn<qint64>("ttl");
    QTest::addColumn<qint64>("now");
    QTest::addColumn<QString>("reason"); // empty: must decrypt

    const qint64 t = VectorTime;
    QTest::newRow("ttl 60, now = ts") << t << qint64(60) << t << QString();
    QTest::newRow("ttl 60, now = ts + 60 (last valid second)") << t << qint64(60) << t + 60 << QString();
    QTest::newRow("ttl 60, now = ts + 61 (expired)") << t << qint64(60) << t + 61 << QStringLiteral("expired");
    QTest::newRow("ttl 0 disables expiry") << t << qint64(0) << t + 1000000000 << QString();
    QTest::newRow("negative ttl disables expiry") << t << qint64(-5) << t + 1000000000 << QString();
    QTest::newRow("now = ts - 60 (maximum skew)") << t << qint64(60) << t - 60 << QString();
    QTest::newRow("now = ts - 61 (too far in the future)") << t << qint64(60) << t - 61 << QStringLiteral("future");
    QTest::newRow("skew is checked without ttl too") << t << qint64(0) << t - 61 << QStringLiteral("future");
    QTest::newRow("huge ttl and now do not overflow") << t << Max << Max << QString();
    QTest::newRow("huge now expires") << t << qint64(60) << Max << QStringLiteral("expired");
    QTest::newRow("max timestamp, huge ttl") << Max << Max << Max << QString();
}

void TestFernet::timeWindow() {
    QFETCH(qint64, tokenTime);
    QFETCH(qint64, ttl);
    QFETCH(qint64, now);
    QFETCH(QString, reason);

    const Fernet fernet = makeFernet(QByteArray(VectorKey));
    const QByteArray token = fernet.encrypt(QByteArrayLiteral("hello"), tokenTime, fixedIv());
    QVERIFY(!token.isEmpty());

    QString error;
    const std::optional<QByteArray> decrypted = fernet.decrypt(token, ttl, now, &error);
    if (reason.isEmpty()) {
        QVERIFY2(decrypted.has_value(), qPrintable(error));
        QCOMPARE(*decrypted, QByteArrayLiteral("hello"));
    } else {
        QVERIFY(!decrypted.has_value());
        QVERIFY2(error.contains(reason), qPrintable(error));
    }
}

void TestFernet::encryptRejectsBadArguments() {
    const Fernet fernet = makeFernet(QByteArray(VectorKey));

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("IV must be exactly 16 bytes, got 15")));
    QVERIFY(fernet.encrypt(QByteArrayLiteral("x"), VectorTime, QByteArray(15, '\0')).isEmpty());

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("timestamp must not be negative")));
    QVERIFY(fernet.encrypt(QByteArrayLiteral("x"), -1, fixedIv()).isEmpty());
}

void TestFernet::decryptWithoutErrorPointer() {
    const Fernet fernet = makeFernet(QByteArray(VectorKey));
    QVERIFY(!fernet.decrypt(QByteArrayLiteral("%%%%")).has_value());
    QVERIFY(!fernet.decrypt(QByteArrayLiteral("gAAAAAAdwJ6w")).has_value());
}

QTEST_GUILESS_MAIN(TestFernet)
#include "tst_Fernet.moc"
