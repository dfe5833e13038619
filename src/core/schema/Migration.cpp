#include "Migration.h"

#include <QCryptographicHash>
#include <QObject>
#include <QStringList>

#include <algorithm>

namespace metadesk {

QString Migration::describe() const {
    QString name = fileName;
    if (name.endsWith(QLatin1String(".sql")))
        name.chop(4);
    return message.isEmpty() ? name : name + QStringLiteral(" (") + message + QLatin1Char(')');
}

QString Migration::sqlPreview(bool down) const {
    if (down && !hasRollback())
        return QObject::tr("-- %1 has no rollback: %2\n").arg(describe(), noRollbackReason);
    QString text = QStringLiteral("-- %1%2\n").arg(describe(), down ? QObject::tr(", rollback") : QString());
    for (const SqlScript::Statement& s : statements(down)) {
        text += QObject::tr("-- statement %1, line %2 of %3").arg(s.number).arg(s.line).arg(fileName);
        if (s.outsideTransaction)
            text += QLatin1Char(' ') +
                    (down ? QObject::tr("(runs on its own, outside the transaction: first, before it begins)")
                          : QObject::tr("(runs on its own, outside the transaction: last, after it commits)"));
        text += QLatin1Char('\n') + s.sql + QStringLiteral(";\n");
    }
    return text;
}

bool Migration::needsOwnTransactions(bool down) const {
    const auto list = statements(down);
    return std::any_of(list.begin(), list.end(), [](const SqlScript::Statement& s) { return s.outsideTransaction; });
}

bool Migration::parse(Platform platform, const QString& fileName, const QByteArray& content, Migration* out,
                      QString* error) {
    auto fail = [&](const QString& why) {
        if (error)
            *error = QObject::tr("Migration %1 of %2: %3").arg(fileName, platforms::displayName(platform), why);
        return false;
    };
    Migration m;
    m.platform = platform;
    m.fileName = fileName;
    m.checksum = QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex());

    enum class Section { Header, Up, Down, NoRollback } section = Section::Header;
    bool sawUp = false, sawDown = false, sawRevision = false;
    QStringList up, down;
    const QStringList lines = QString::fromUtf8(content).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString raw = lines.at(i);
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("-- migrate:"))) {
            const QString directive = line.mid(11).trimmed();
            if (directive == QLatin1String("up")) {
                if (sawUp)
                    return fail(QObject::tr("two \"-- migrate:up\" sections"));
                sawUp = true;
                section = Section::Up;
                m.upFirstLine = i + 2;
            } else if (directive == QLatin1String("down")) {
                if (!sawUp || sawDown || !m.noRollbackReason.isEmpty())
                    return fail(QObject::tr("\"-- migrate:down\" must follow the up section, once"));
                sawDown = true;
                section = Section::Down;
                m.downFirstLine = i + 2;
            } else if (directive.startsWith(QLatin1String("no-rollback:"))) {
                if (!sawUp || sawDown)
                    return fail(QObject::tr("\"-- migrate:no-rollback:\" must follow the up section"));
                m.noRollbackReason = directive.mid(12).trimmed();
                if (m.noRollbackReason.isEmpty())
                    return fail(QObject::tr("\"-- migrate:no-rollback:\" needs a reason"));
                section = Section::NoRollback;
            } else {
                return fail(QObject::tr("unknown directive \"%1\" on line %2").arg(line).arg(i + 1));
            }
            continue;
        }
        switch (section) {
        case Section::Header:
            if (line.startsWith(QLatin1String("-- revision:"))) {
                m.id = line.mid(12).trimmed();
                sawRevision = true;
            } else if (line.startsWith(QLatin1String("-- down_revision:"))) {
                m.parent = line.mid(17).trimmed();
            } else if (line.startsWith(QLatin1String("-- message:"))) {
                m.message = line.mid(11).trimmed();
            } else if (line.startsWith(QLatin1String("-- fingerprint:"))) {
                m.fingerprint = line.mid(15).trimmed();
            }
            break;
        case Section::Up:
            up << raw;
            break;
        case Section::Down:
            down << raw;
            break;
        case Section::NoRollback:
            if (!line.isEmpty() && !line.startsWith(QLatin1String("--")))
                return fail(QObject::tr("statements after \"-- migrate:no-rollback:\" on line %1").arg(i + 1));
            break;
        }
    }
    if (!sawUp)
        return fail(QObject::tr("no \"-- migrate:up\" section"));
    if (!sawDown && m.noRollbackReason.isEmpty())
        return fail(QObject::tr("declares neither a rollback (\"-- migrate:down\") nor a reason it has none "
                                "(\"-- migrate:no-rollback: …\")"));
    if (platform == Platform::Tabularia) {
        if (!sawRevision || m.id.isEmpty())
            return fail(QObject::tr("no \"-- revision:\" header"));
        if (m.id.size() > 32)
            return fail(QObject::tr("revision \"%1\" is longer than alembic_version allows (32)").arg(m.id));
    } else {
        m.id = fileName;
    }
    m.upSql = up.join(QLatin1Char('\n'));
    m.downSql = down.join(QLatin1Char('\n'));
    *out = m;
    return true;
}

} // namespace metadesk
