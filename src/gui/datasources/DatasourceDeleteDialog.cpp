#include "DatasourceDeleteDialog.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/ops/tabularia/DeleteDatasource.h"
#include "core/settings/ProfileStore.h"
#include "gui/detail/DetailStyle.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

namespace {
QLabel* wrapped(QWidget* parent, const QString& objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/// "2 — runs 6, 9" for a count row.
QString countText(const QVariantList& ids) {
    if (ids.isEmpty())
        return QStringLiteral("0");
    QStringList shown;
    for (qsizetype i = 0; i < ids.size() && i < 12; ++i)
        shown << ids.at(i).toString();
    if (ids.size() > 12)
        shown << QStringLiteral("…");
    return DatasourceDeleteDialog::tr("%1 (ids %2)").arg(ids.size()).arg(shown.join(QStringLiteral(", ")));
}
} // namespace

bool DatasourceDeleteDialog::handles(const TableDescriptor& table) {
    return table.platform == Platform::Tabularia && table.name == QLatin1String("datasources");
}

DatasourceDeleteDialog::DatasourceDeleteDialog(const DbConnection& connection, qint64 id, QWidget* parent)
    : QDialog(parent), m_conn(connection), m_id(id) {
    setObjectName(QStringLiteral("datasourceDeleteDialog"));
    setWindowTitle(tr("Delete Datasource"));
    m_writer = std::make_unique<RowWriter>(connection);
    // In the audit table's words: the admin's Tabularia account where the profile names one.
    m_writer->setActor(AuditActor::resolve(connection, ProfileStore().auditIdentity(connection.url())));
    // The grace before the queued object is deleted follows the installation's run timeout (the profile's).
    m_operation = std::make_unique<DeleteDatasource>(connection, ProfileStore().runThresholds(connection.url()));

    auto* layout = new QVBoxLayout(this);
    m_heading = wrapped(this, QStringLiteral("heading"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    layout->addWidget(m_heading);

    auto* originBox = new QGroupBox(tr("Where it comes from"), this);
    auto* originLayout = new QVBoxLayout(originBox);
    m_origin = wrapped(originBox, QStringLiteral("origin"));
    m_warnings = wrapped(originBox, QStringLiteral("warnings"));
    QPalette warningPalette = m_warnings->palette();
    warningPalette.setColor(QPalette::WindowText, detailstyle::warning(palette()));
    m_warnings->setPalette(warningPalette);
    originLayout->addWidget(m_origin);
    originLayout->addWidget(m_warnings);
    layout->addWidget(originBox);

    auto* goesBox = new QGroupBox(tr("What the delete does, in one transaction"), this);
    m_counts = new QFormLayout(goesBox);
    layout->addWidget(goesBox);

    m_sentences = wrapped(this, QStringLiteral("sentences"));
    layout->addWidget(m_sentences);
    m_status = wrapped(this, QStringLiteral("statusLabel"));
    layout->addWidget(m_status);

    auto* buttons = new QDialogButtonBox(this);
    m_delete = buttons->addButton(tr("Delete"), QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    m_delete->setAccessibleName(tr("Delete"));
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    cancel->setDefault(true);
    connect(m_delete, &QPushButton::clicked, this, [this]() { deleteNow(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(560);
    replan();
}

DatasourceDeleteDialog::~DatasourceDeleteDialog() = default;

void DatasourceDeleteDialog::replan() {
    m_plan = m_operation->plan(m_id);
    const DeleteDatasource::Counts c = DeleteDatasource::counts(m_plan);
    const QString name = m_plan.row.value(QStringLiteral("name")).toString();
    m_heading->setText(m_plan.row.isEmpty() ? tr("Datasource %1").arg(m_id)
                                            : tr("Delete datasource %1 (%2)?").arg(m_id).arg(name));
    m_origin->setText(c.originLines.join(QLatin1Char('\n')));
    m_warnings->setText(c.warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!c.warnings.isEmpty());
    while (m_counts->rowCount() > 0)
        m_counts->removeRow(0);
    const auto addCount = [this](const QString& label, const QString& objectName, const QString& text) {
        QLabel* value = wrapped(this, objectName);
        value->setText(text);
        m_counts->addRow(label, value);
    };
    addCount(tr("Runs detached (they stay):"), QStringLiteral("runsCount"), countText(c.runs));
    addCount(tr("Data contracts removed:"), QStringLiteral("contractsCount"), countText(c.contracts));
    addCount(tr("Contract versions removed:"), QStringLiteral("versionsCount"), countText(c.contractVersions));
    addCount(tr("Contract results removed:"), QStringLiteral("resultsCount"), countText(c.contractResults));
    const QString key = m_plan.row.value(QStringLiteral("key")).toString();
    addCount(tr("Objects queued for deletion:"), QStringLiteral("queuedCount"),
             c.queuedObjects > 0
                 ? tr("%1 (%2/%3)").arg(c.queuedObjects).arg(m_plan.row.value(QStringLiteral("bucket")).toString(), key)
                 : QStringLiteral("0"));
    // The plan's own sentences, after the counts: when the object is deleted, the audit row. The origin is above.
    QStringList rest = m_plan.sentences;
    for (const QString& line : c.originLines)
        rest.removeAll(line);
    for (const QString& warning : c.warnings)
        rest.removeAll(DeleteDatasource::tr("Warning: %1").arg(warning));
    m_sentences->setText(m_plan.isRefused() ? QString() : rest.join(QLatin1Char('\n')));

    QString blocked;
    if (m_plan.isRefused())
        blocked = m_plan.refusal;
    else if (m_conn.isReadOnly())
        blocked = tr("This connection is read-only: deleting a datasource writes runs, contracts, the deletion queue "
                     "and the datasource, so it is not offered.");
    m_delete->setEnabled(blocked.isEmpty());
    m_delete->setToolTip(blocked);
    if (!blocked.isEmpty()) {
        m_status->setText(blocked);
        QPalette p = m_status->palette();
        p.setColor(QPalette::WindowText, detailstyle::warning(palette()));
        m_status->setPalette(p);
    }
}

bool DatasourceDeleteDialog::deleteNow() {
    if (!m_delete->isEnabled())
        return false;
    const WriteResult r = m_operation->apply(m_plan, *m_writer);
    if (r.ok()) {
        accept();
        return true;
    }
    const QString why = r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details;
    replan(); // what is there now
    m_readAgain = true;
    m_status->setText(r.outcome == WriteResult::Outcome::Conflict
                          ? tr("%1 Read again: this is what a delete would do now.").arg(why)
                          : why);
    QPalette p = m_status->palette();
    p.setColor(QPalette::WindowText, detailstyle::warning(palette()));
    m_status->setPalette(p);
    return false;
}

} // namespace metadesk
