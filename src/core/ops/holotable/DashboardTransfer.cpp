#include "DashboardTransfer.h"

#include "DashboardCreate.h"
#include "DashboardSpec.h"
#include "DashboardVersionSave.h"
#include "core/db/DbConnection.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QStringDecoder>

namespace metadesk {

namespace {

/// A text value shaped like a URL that carries a password (`scheme://user:password@host`).
bool looksLikeCredential(const QJsonValue& v) {
    static const QRegularExpression url(QStringLiteral("[A-Za-z][A-Za-z0-9+.-]*://[^/\\s:@]+:[^/\\s@]+@"));
    if (v.isString())
        return url.match(v.toString()).hasMatch();
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        return std::any_of(a.begin(), a.end(), [](const QJsonValue& e) { return looksLikeCredential(e); });
    }
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        return std::any_of(o.begin(), o.end(), [](const QJsonValue& e) { return looksLikeCredential(e); });
    }
    return false;
}

} // namespace

bool ExportDashboard::read(const DbConnection& conn, const QString& id, Spec* out, QString* refusal, bool* notFound) {
    OperationPlan p;
    DashboardVersionSave::Current current;
    const bool ok = DashboardVersionSave::readCurrent(conn, id, &p, &current);
    if (notFound)
        *notFound = p.notFound;
    if (!ok) {
        *refusal = p.refusal;
        return false;
    }
    out->dashboardId = id;
    out->title = p.row.value(QStringLiteral("title")).toString();
    out->version = current.version;
    out->bytes = current.spec.toUtf8();
    return true;
}

QString ExportDashboard::fileName(const QString& title) {
    // exportFilename: lower case, every run of other characters one "-", trimmed, at most 48 characters.
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    static const QRegularExpression ends(QStringLiteral("^-+|-+$"));
    QString slug = title.toLower().replace(other, QStringLiteral("-")).remove(ends).left(48);
    slug.remove(QRegularExpression(QStringLiteral("-+$")));
    return QStringLiteral("holotable-%1.json").arg(slug.isEmpty() ? QStringLiteral("dashboard") : slug);
}

bool ImportDashboard::workspaces(const DbConnection& conn, QStringList* out, QString* error) {
    out->clear();
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q,
                        QStringLiteral("SELECT DISTINCT workspace_id FROM sources WHERE tombstoned_at IS NULL "
                                       "ORDER BY workspace_id"),
                        {}, error))
        return false;
    while (q.next())
        *out << q.value(0).toString();
    return true;
}

OperationPlan ImportDashboard::plan(const QString& workspace, const QByteArray& bytes) const {
    OperationPlan p;
    if (bytes.size() > kMaxBytes) {
        p.refusal = tr("That file is %1 bytes; an import is at most %2 bytes (1 MiB), as the platform's.")
                        .arg(bytes.size())
                        .arg(kMaxBytes);
        return p;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    if (utf8.hasError()) {
        p.refusal = tr("That file is not JSON: it is not UTF-8 text.");
        return p;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    if (parse.error != QJsonParseError::NoError) {
        p.refusal = tr("That file is not JSON: %1 (at character %2).").arg(parse.errorString()).arg(parse.offset);
        return p;
    }
    QString spec = text;
    const QJsonObject root = doc.object();
    if (root.contains(QStringLiteral("format"))) {
        // The platform's own export file: an envelope around the spec (DashboardExportFile).
        if (root.value(QStringLiteral("format")).toString() != QLatin1String("holotable.dashboard")) {
            p.refusal = tr("That file is not a dashboard export: its format is not holotable.dashboard.");
            return p;
        }
        if (root.value(QStringLiteral("formatVersion")).toInt() != 1 ||
            !root.value(QStringLiteral("formatVersion")).isDouble()) {
            p.refusal = tr("That file is not a dashboard export this Metadesk reads: its formatVersion is not 1.");
            return p;
        }
        if (!DashboardSpec::memberText(text, QStringLiteral("spec"), &spec)) {
            p.refusal = tr("That file is not a dashboard export: it has no spec.");
            return p;
        }
    }
    const QString why = DashboardSpec::problem(spec);
    if (!why.isEmpty()) {
        p.refusal = tr("That file is not a dashboard spec: %1").arg(why);
        return p;
    }
    if (looksLikeCredential(QJsonDocument::fromJson(spec.toUtf8()).object())) {
        p.refusal = tr("That file holds a connection string with a password: a dashboard spec names its sources by id "
                       "only, so it is not imported.");
        return p;
    }
    if (!DashboardCreate::prepare(m_conn, workspace.trimmed(), spec,
                                  {{QStringLiteral("via"), QStringLiteral("import")}}, &p))
        return p;
    p.sentences.prepend(tr("Imports dashboard “%1” as a new dashboard: the file's spec alone, validated, with "
                           "nothing of the dashboard it came from.")
                            .arg(DashboardSpec::title(spec)));
    return p;
}

WriteResult ImportDashboard::apply(const OperationPlan& plan, RowWriter& writer, QString* dashboardId) const {
    QString created;
    const WriteResult r = DashboardCreate::apply(m_conn, plan, writer, {}, &created);
    if (dashboardId)
        *dashboardId = created;
    return r;
}

} // namespace metadesk
