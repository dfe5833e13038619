#include "core/edit/ValueCodec.h"

#include <QTest>

using namespace metadesk;

namespace {
ColumnDescriptor column(ColumnKind kind, const QString& storageType) {
    ColumnDescriptor c;
    c.name = QStringLiteral("c");
    c.kind = kind;
    c.storageType = storageType;
    return c;
}
} // namespace

/// The value codec's forms keep what the database holds: bytes stay bytes, JSON stays as typed, a day is no zone, a
/// fixed-length type keeps its length.
class TestValueCodec : public QObject {
    Q_OBJECT
private slots:
    void aZoneFollowsOnlyATime();
    void castKeepsFixedLengths();
    void bytesAndSecretsAreNeverText();
    void jsonIsBoundAsTyped();
    void storedValuesBindBackExactly();
};

void TestValueCodec::aZoneFollowsOnlyATime() {
    // The -05 of 2026-03-05 is the day, not five hours west of UTC.
    QCOMPARE(valuecodec::parseTimestamp(QStringLiteral("2026-03-05 10:00:00-05")),
             QDateTime(QDate(2026, 3, 5), QTime(15, 0), Qt::UTC));
    QCOMPARE(valuecodec::parseTimestamp(QStringLiteral("2026-03-05 10:00:00.123456+05:30")),
             QDateTime(QDate(2026, 3, 5), QTime(4, 30, 0, 123), Qt::UTC));
    QCOMPARE(valuecodec::parseTimestamp(QStringLiteral("2026-03-05T10:00:00Z")),
             QDateTime(QDate(2026, 3, 5), QTime(10, 0), Qt::UTC));
    const QDateTime day = valuecodec::parseTimestamp(QStringLiteral("2026-03-05"));
    QVERIFY(!day.isValid() || day == QDateTime(QDate(2026, 3, 5), QTime(0, 0), Qt::UTC));
}

void TestValueCodec::castKeepsFixedLengths() {
    QCOMPARE(valuecodec::castType(column(ColumnKind::Text, QStringLiteral("character(3)"))),
             QStringLiteral("character(3)"));
    QCOMPARE(valuecodec::castType(column(ColumnKind::Text, QStringLiteral("bit(8)"))), QStringLiteral("bit(8)"));
    QCOMPARE(valuecodec::castType(column(ColumnKind::Text, QStringLiteral("character varying(64)"))),
             QStringLiteral("character varying"));
    QCOMPARE(valuecodec::castType(column(ColumnKind::Decimal, QStringLiteral("numeric(12,2)"))),
             QStringLiteral("numeric"));
}

void TestValueCodec::bytesAndSecretsAreNeverText() {
    const QByteArray sealed("\x00\xff\xfe"
                            "A\x80\x00z\xc3(",
                            9);
    const ColumnDescriptor blob = column(ColumnKind::Secret, QStringLiteral("bytea"));
    const QVariant edit = valuecodec::toEdit(blob, sealed);
    QCOMPARE(edit.typeId(), QMetaType::QByteArray);
    QCOMPARE(edit.toByteArray(), sealed);
    QCOMPARE(valuecodec::toBind(blob, edit, false).toByteArray(), sealed);
    QCOMPARE(valuecodec::toBind(blob, edit, true).typeId(), QMetaType::QByteArray);
    QVERIFY(valuecodec::sameValue(blob, edit, sealed));
    QVERIFY(!valuecodec::sameValue(blob, edit, QString::fromUtf8(sealed)));
    QCOMPARE(valuecodec::toJson(blob, edit).toString(), QStringLiteral("[secret]"));
    // A NULL of a byte column binds as a byte NULL, not as text.
    QCOMPARE(valuecodec::toBind(blob, QVariant(), false).typeId(), QMetaType::QByteArray);
    // Plain bytes that are no secret: described by their size, never decoded.
    const ColumnDescriptor bytes = column(ColumnKind::Text, QStringLiteral("BLOB"));
    QCOMPARE(valuecodec::toEdit(bytes, sealed).toByteArray(), sealed);
    QCOMPARE(valuecodec::toJson(bytes, sealed).toString(), QStringLiteral("[9 bytes]"));
}

void TestValueCodec::jsonIsBoundAsTyped() {
    const ColumnDescriptor json = column(ColumnKind::Json, QStringLiteral("TEXT"));
    const QString typed = QStringLiteral("{\"zeta\": 1.50, \"alpha\": 12345678901234567890}");
    QCOMPARE(valuecodec::toBind(json, typed, true).toString(), typed);
    QCOMPARE(valuecodec::toBind(json, typed, false).toString(), typed);
    // In the audit trail as the document itself only where that is exact; here the text.
    QCOMPARE(valuecodec::toJson(json, typed).toString(), typed);
    QCOMPARE(valuecodec::toJson(json, QStringLiteral("{\"a\": 1}")).toMap().value(QStringLiteral("a")).toInt(), 1);
}

void TestValueCodec::storedValuesBindBackExactly() {
    const ColumnDescriptor zoned = column(ColumnKind::Timestamp, QStringLiteral("timestamp with time zone"));
    QCOMPARE(valuecodec::bindStored(zoned, QStringLiteral("2026-10-25 00:30:00.654321"), false).toString(),
             QStringLiteral("2026-10-25 00:30:00.654321+00"));
    const ColumnDescriptor naive = column(ColumnKind::Timestamp, QStringLiteral("timestamp without time zone"));
    QCOMPARE(valuecodec::bindStored(naive, QStringLiteral("2026-03-29 02:30:00.123456"), false).toString(),
             QStringLiteral("2026-03-29 02:30:00.123456"));
    // SQLite's storage classes: 1 and 1.0 are different values, text is not a number.
    QVERIFY(!valuecodec::sameStored(QVariant(qint64(1)), QVariant(1.0)));
    QVERIFY(!valuecodec::sameStored(QVariant(qint64(1)), QVariant(QStringLiteral("1"))));
    QVERIFY(valuecodec::sameStored(QVariant(qint64(1)), QVariant(int(1))));
    QVERIFY(valuecodec::sameStored(QVariant(), QVariant(QMetaType::fromType<QString>())));
}

QTEST_GUILESS_MAIN(TestValueCodec)
#include "tst_ValueCodec.moc"
