// `metadesk-cli verify --fix`: the integrity check's safe fixes from a shell, the same ones the app's Integrity page
// offers (core/checks/SafeFix). Nothing here decides what a fix writes.

#include "Cli.h"

#include "core/checks/SafeFix.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPreview.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace metadesk {

int Cli::verifyFix(const DatabaseUrl& url, const IntegrityReport& report, const IntegrityChecker::Options& options,
                   bool dryRun, bool yes, bool json, const QString& actor) {
    DbConnection::Options connectOptions;
    connectOptions.readOnly = dryRun;
    connectOptions.purpose = QStringLiteral("verify");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    struct Planned {
        std::shared_ptr<SafeFix> fix;
        Finding finding;
        OperationPlan plan;
    };
    QList<Planned> planned;
    QJsonArray fixes;
    QStringList rules;
    int refused = 0;
    for (const RuleOutcome& o : report.outcomes) {
        std::shared_ptr<SafeFix> fix = SafeFix::forRule(o.info.id, *conn, options.thresholds);
        if (!fix || o.findings.isEmpty())
            continue;
        rules << o.info.id;
        for (const Finding& f : o.findings) {
            const OperationPlan plan = fix->plan(f);
            const QString sql = plan.isRefused() ? QString() : OperationPreview::sql(*conn, plan);
            fixes.append(
                QJsonObject{{QStringLiteral("id"), f.ruleId},
                            {QStringLiteral("table"), f.table},
                            {QStringLiteral("key"), f.keyText()},
                            {QStringLiteral("fix"), fix->label()},
                            {QStringLiteral("refusal"), plan.isRefused() ? QJsonValue(plan.refusal) : QJsonValue()},
                            {QStringLiteral("plan"), QJsonArray::fromStringList(plan.sentences)},
                            {QStringLiteral("sql"), sql.isEmpty() ? QJsonValue() : QJsonValue(sql)}});
            if (!json) {
                m_out << QStringLiteral("%1  %2 %3: %4\n").arg(f.ruleId, f.table, f.keyText(), fix->label());
                for (const QString& s : plan.isRefused() ? QStringList{plan.refusal} : plan.sentences)
                    m_out << "    " << s << "\n";
                if (!sql.isEmpty())
                    m_out << "    " << QString(sql).replace(QLatin1Char('\n'), QStringLiteral("\n    ")) << "\n";
            }
            if (plan.isRefused())
                ++refused;
            else
                planned << Planned{fix, f, plan};
        }
    }
    m_out.flush();
    const auto finish = [&](const QJsonObject& extra) {
        if (json) {
            QJsonObject root{{QStringLiteral("database"), url.toDisplayString()}, {QStringLiteral("fixes"), fixes}};
            for (auto it = extra.begin(); it != extra.end(); ++it)
                root.insert(it.key(), it.value());
            m_out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
            m_out.flush();
        }
    };
    if (planned.isEmpty()) {
        if (!json)
            m_out << QObject::tr("No finding listed has a safe fix to apply.") << "\n";
        finish({{QStringLiteral("written"), 0}});
        m_out.flush();
        return refused > 0 ? Found : Ok;
    }
    if (dryRun) {
        finish({{QStringLiteral("written"), 0}, {QStringLiteral("dry_run"), true}});
        return Ok;
    }
    if (conn->isReadOnly()) {
        printError(QObject::tr("This connection is read-only: nothing was written."));
        return Found;
    }
    if (!yes && !askYes(QObject::tr("Type yes to apply these %1 fixes: ").arg(planned.size()),
                        QObject::tr("Not fixed: there is no terminal to confirm on. Pass --yes to apply without "
                                    "asking. Nothing was changed."),
                        QObject::tr("Not fixed: the answer was not yes. Nothing was changed.")))
        return Found;

    RowWriter writer(*conn);
    writer.setActor(AuditActor::resolve(*conn, actor));
    int written = 0;
    QJsonArray failures;
    for (const Planned& p : std::as_const(planned)) {
        const WriteResult r = p.fix->apply(p.plan, writer);
        if (r.ok()) {
            ++written;
            continue;
        }
        const QString why =
            QStringLiteral("%1 %2 %3: %4").arg(p.finding.ruleId, p.finding.table, p.finding.keyText(), r.message);
        failures.append(why);
        printError(why);
        if (r.outcome == WriteResult::Outcome::Failed) {
            finish({{QStringLiteral("written"), written}, {QStringLiteral("failures"), failures}});
            return DatabaseError;
        }
    }
    // Checked again: what is left of the rules fixed.
    IntegrityChecker::Options again = options;
    again.ruleIds = rules;
    const IntegrityReport after = IntegrityChecker::run(*conn, again);
    if (!after.error.isEmpty()) {
        printError(after.error);
        return DatabaseError;
    }
    if (!json)
        m_out << QObject::tr("%1 of %2 fixes written; the rules they serve now find %3.")
                     .arg(written)
                     .arg(planned.size())
                     .arg(after.total())
              << "\n";
    finish({{QStringLiteral("written"), written},
            {QStringLiteral("failures"), failures},
            {QStringLiteral("remaining"), after.total()}});
    m_out.flush();
    return written == planned.size() && refused == 0 && after.total() == 0 ? Ok : Found;
}

} // namespace metadesk
