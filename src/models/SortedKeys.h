#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QVariantList>

#include <atomic>
#include <memory>
#include <mutex>

class QFile;
class QTemporaryDir;

namespace metadesk {

/// The rows of a view in order, as their identities (primary key, or rowid/ctid), kept in a file of the model's own:
/// what one pass over the table gives where no index serves the sort. Row n's identity is then read from the file in
/// constant time, whatever n, and only a page's rows are fetched from the database, by key.
///
/// Works on a read-only connection on both engines (nothing is written to the database, not even a temporary
/// table), and holds only a few kilobytes in memory: the identities live in a temporary directory that goes with the
/// object. One thread appends (the pass), others read what has been published so far.
class SortedKeys {
public:
    SortedKeys();
    ~SortedKeys();
    SortedKeys(const SortedKeys&) = delete;
    SortedKeys& operator=(const SortedKeys&) = delete;

    /// False, with the reason, when the files could not be made (no space, no temporary directory).
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    /// Adds the next row's identity (buffered: published by flush()). False when the disk refused it.
    bool append(const QVariantList& identity);
    /// Makes what was appended readable; false with error() when it could not be written.
    bool flush();
    /// Identities published so far.
    qint64 size() const { return m_published.load(); }

    /// Up to `count` identities from position `first` on (fewer at the end of what is published).
    QList<QVariantList> read(qint64 first, int count) const;
    /// Where this identity sits (-1: not among those published), compared as the pass read it. One sequential read
    /// of the file, for finding a row again after a refresh.
    qint64 find(const QVariantList& identity) const;

    /// The bytes an identity is kept as: values compared by these compare as the database returned them.
    static QByteArray encode(const QVariantList& identity);
    static QVariantList decode(const QByteArray& bytes);

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QFile> m_data;  ///< the identities, encoded, one after the other
    std::unique_ptr<QFile> m_index; ///< per row, where its identity starts in m_data (8 bytes, little-endian)
    QByteArray m_pendingData;
    QByteArray m_pendingIndex;
    qint64 m_dataEnd = 0;  ///< m_data's length with what is pending
    qint64 m_appended = 0; ///< rows appended, published or not
    std::atomic<qint64> m_published{0};
    mutable std::mutex m_mutex; ///< the files' positions are shared by the writer and the readers
    QString m_error;
};

} // namespace metadesk
