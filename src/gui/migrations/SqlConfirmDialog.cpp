#include "SqlConfirmDialog.h"
#include "gui/style/Theme.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

SqlConfirmDialog::SqlConfirmDialog(const QString& title, const QString& question, const QString& sql,
                                   const QString& acceptText, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("sqlConfirmDialog"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    auto* label = new QLabel(question, this);
    label->setWordWrap(true);
    label->setObjectName(QStringLiteral("questionLabel"));
    layout->addWidget(label);
    m_findings = new QLabel(this);
    m_findings->setObjectName(QStringLiteral("findingsLabel"));
    m_findings->setAccessibleName(tr("What the change does to the data"));
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::RichText);
    m_findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_findings->hide();
    layout->addWidget(m_findings);
    m_acknowledge = new QCheckBox(tr("I have read the errors above: go ahead anyway"), this);
    m_acknowledge->setObjectName(QStringLiteral("acknowledgeCheck"));
    m_acknowledge->setAccessibleName(tr("Acknowledge the errors"));
    m_acknowledge->hide();
    layout->addWidget(m_acknowledge);
    m_sql = new QPlainTextEdit(sql, this);
    m_sql->setObjectName(QStringLiteral("sqlView"));
    m_sql->setAccessibleName(tr("SQL that will run"));
    m_sql->setReadOnly(true);
    m_sql->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_sql, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_confirm = buttons->button(QDialogButtonBox::Ok);
    m_confirm->setText(acceptText);
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    m_confirm->setAccessibleName(QString(acceptText).remove(QLatin1Char('&')));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_acknowledge, &QCheckBox::toggled, this, &SqlConfirmDialog::updateConfirm);
    layout->addWidget(buttons);
    resize(760, 560);
}

void SqlConfirmDialog::setFindings(const QList<LintFinding>& findings, const QString& none, const QString& lintError) {
    QStringList html, lines;
    for (const LintFinding& f : findings) {
        const QString colour = theme::toneColour(lintTone(f.level), palette()).name();
        const QString level = f.level == LintFinding::Level::Error     ? tr("error")
                              : f.level == LintFinding::Level::Warning ? tr("warning")
                                                                       : tr("notice");
        const QString where = tr("%1, statement %2 (line %3)").arg(f.fileName).arg(f.statement).arg(f.line);
        lines << QStringLiteral("%1 [%2] %3: %4").arg(level, f.id, where, f.message);
        html << QStringLiteral("<li><span style=\"color:%1\"><b>%2</b></span> %3 <i>(%4, %5)</i></li>")
                    .arg(colour, level.toHtmlEscaped(), f.message.toHtmlEscaped(), f.id, where.toHtmlEscaped());
    }
    if (!lintError.isEmpty())
        lines << tr("The data it touches could not be measured: %1").arg(lintError);
    if (findings.isEmpty() && lintError.isEmpty())
        lines << none;
    m_findingsText = lines.join(QLatin1Char('\n'));
    QString text =
        html.isEmpty() ? QString() : QStringLiteral("<ul style=\"margin:0\">%1</ul>").arg(html.join(QString()));
    if (!lintError.isEmpty())
        text += QStringLiteral("<p>%1</p>")
                    .arg(tr("The data it touches could not be measured: %1").arg(lintError).toHtmlEscaped());
    if (findings.isEmpty() && lintError.isEmpty())
        text = QStringLiteral("<p>%1</p>").arg(none.toHtmlEscaped());
    m_findings->setText(text);
    m_findings->show();
    m_acknowledge->setVisible(MigrationLint::hasErrors(findings));
    m_acknowledge->setChecked(false);
    updateConfirm();
}

void SqlConfirmDialog::updateConfirm() {
    m_confirm->setEnabled(!needsAcknowledgement() || m_acknowledge->isChecked());
}

bool SqlConfirmDialog::needsAcknowledgement() const {
    return !m_acknowledge->isHidden();
}

QString SqlConfirmDialog::sql() const {
    return m_sql->toPlainText();
}

QString SqlConfirmDialog::findingsText() const {
    return m_findingsText;
}

} // namespace metadesk
