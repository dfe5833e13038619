#include "SortedKeys.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtEndian>

namespace metadesk {

namespace {
enum Tag : char { Null = 0, Integer = 1, Real = 2, Text = 3, Bytes = 4 };

void putU32(QByteArray* out, quint32 v) {
    char b[4];
    qToLittleEndian(v, b);
    out->append(b, 4);
}

void putI64(QByteArray* out, qint64 v) {
    char b[8];
    qToLittleEndian(v, b);
    out->append(b, 8);
}

constexpr int kFlushBytes = 1 << 20;
} // namespace

SortedKeys::SortedKeys()
    : m_dir(std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/metadesk-order-XXXXXX"))) {
    if (!m_dir->isValid()) {
        m_error = QObject::tr("Could not make a temporary directory for the order: %1").arg(m_dir->errorString());
        return;
    }
    m_data = std::make_unique<QFile>(m_dir->filePath(QStringLiteral("keys")));
    m_index = std::make_unique<QFile>(m_dir->filePath(QStringLiteral("index")));
    for (QFile* f : {m_data.get(), m_index.get()}) {
        if (!f->open(QIODevice::ReadWrite | QIODevice::Truncate | QIODevice::Unbuffered)) {
            m_error = QObject::tr("Could not make a temporary file for the order: %1").arg(f->errorString());
            return;
        }
    }
}

SortedKeys::~SortedKeys() = default;

QByteArray SortedKeys::encode(const QVariantList& identity) {
    QByteArray out;
    for (const QVariant& v : identity) {
        if (v.isNull()) {
            out.append(char(Null));
            continue;
        }
        switch (v.typeId()) {
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::UInt:
        case QMetaType::ULongLong:
            out.append(char(Integer));
            putI64(&out, v.toLongLong());
            break;
        case QMetaType::Double: {
            out.append(char(Real));
            const double d = v.toDouble();
            qint64 bits;
            static_assert(sizeof bits == sizeof d, "a double is 8 bytes");
            memcpy(&bits, &d, sizeof d);
            putI64(&out, bits);
            break;
        }
        case QMetaType::QByteArray: {
            const QByteArray b = v.toByteArray();
            out.append(char(Bytes));
            putU32(&out, quint32(b.size()));
            out.append(b);
            break;
        }
        default: {
            const QByteArray t = v.toString().toUtf8();
            out.append(char(Text));
            putU32(&out, quint32(t.size()));
            out.append(t);
            break;
        }
        }
    }
    return out;
}

QVariantList SortedKeys::decode(const QByteArray& bytes) {
    QVariantList values;
    const char* p = bytes.constData();
    const char* end = p + bytes.size();
    while (p < end) {
        const char tag = *p++;
        switch (tag) {
        case Null:
            values << QVariant();
            break;
        case Integer:
            if (end - p < 8)
                return values;
            values << QVariant(qFromLittleEndian<qint64>(p));
            p += 8;
            break;
        case Real: {
            if (end - p < 8)
                return values;
            const qint64 bits = qFromLittleEndian<qint64>(p);
            double d;
            memcpy(&d, &bits, sizeof d);
            values << QVariant(d);
            p += 8;
            break;
        }
        case Text:
        case Bytes: {
            if (end - p < 4)
                return values;
            const quint32 n = qFromLittleEndian<quint32>(p);
            p += 4;
            if (quint32(end - p) < n)
                return values;
            const QByteArray b(p, int(n));
            p += n;
            if (tag == Text)
                values << QVariant(QString::fromUtf8(b));
            else
                values << QVariant(b);
            break;
        }
        default:
            return values;
        }
    }
    return values;
}

bool SortedKeys::append(const QVariantList& identity) {
    if (!isValid())
        return false;
    const QByteArray record = encode(identity);
    putI64(&m_pendingIndex, m_dataEnd);
    putU32(&m_pendingData, quint32(record.size()));
    m_pendingData.append(record);
    m_dataEnd += 4 + record.size();
    ++m_appended;
    if (m_pendingData.size() >= kFlushBytes)
        return flush();
    return true;
}

bool SortedKeys::flush() {
    if (!isValid())
        return false;
    if (m_pendingIndex.isEmpty())
        return true;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const bool written = m_data->seek(m_data->size()) && m_data->write(m_pendingData) == m_pendingData.size() &&
                             m_index->seek(m_index->size()) && m_index->write(m_pendingIndex) == m_pendingIndex.size();
        if (!written) {
            m_error =
                QObject::tr("Could not write the order to a temporary file: %1")
                    .arg(m_data->error() != QFileDevice::NoError ? m_data->errorString() : m_index->errorString());
            return false;
        }
    }
    m_pendingData.clear();
    m_pendingIndex.clear();
    m_published.store(m_appended);
    return true;
}

QList<QVariantList> SortedKeys::read(qint64 first, int count) const {
    QList<QVariantList> out;
    const qint64 published = size();
    if (first < 0 || first >= published || count <= 0)
        return out;
    count = int(qMin<qint64>(count, published - first));
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_index->seek(first * 8))
        return out;
    const QByteArray starts = m_index->read(qint64(count) * 8);
    if (starts.size() != count * 8)
        return out;
    const qint64 start = qFromLittleEndian<qint64>(starts.constData());
    const qint64 last = qFromLittleEndian<qint64>(starts.constData() + (count - 1) * 8);
    if (!m_data->seek(last))
        return out;
    const QByteArray lastHead = m_data->read(4);
    if (lastHead.size() != 4)
        return out;
    const qint64 end = last + 4 + qFromLittleEndian<quint32>(lastHead.constData());
    if (!m_data->seek(start))
        return out;
    const QByteArray bytes = m_data->read(end - start);
    if (bytes.size() != end - start)
        return out;
    const char* p = bytes.constData();
    for (int i = 0; i < count; ++i) {
        const quint32 n = qFromLittleEndian<quint32>(p);
        out << decode(QByteArray(p + 4, int(n)));
        p += 4 + n;
    }
    return out;
}

qint64 SortedKeys::find(const QVariantList& identity) const {
    const QByteArray wanted = encode(identity);
    const qint64 published = size();
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_data->seek(0))
        return -1;
    QByteArray buffer;
    qint64 row = 0;
    int at = 0;
    while (row < published) {
        if (buffer.size() - at < 4 ||
            buffer.size() - at < 4 + int(qFromLittleEndian<quint32>(buffer.constData() + at))) {
            buffer.remove(0, at);
            at = 0;
            const QByteArray more = m_data->read(kFlushBytes);
            if (more.isEmpty())
                return -1;
            buffer.append(more);
            continue;
        }
        const quint32 n = qFromLittleEndian<quint32>(buffer.constData() + at);
        if (int(n) == wanted.size() && memcmp(buffer.constData() + at + 4, wanted.constData(), n) == 0)
            return row;
        at += 4 + int(n);
        ++row;
    }
    return -1;
}

} // namespace metadesk
