#include "SqlConfirmDialog.h"

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
    m_sql = new QPlainTextEdit(sql, this);
    m_sql->setObjectName(QStringLiteral("sqlView"));
    m_sql->setAccessibleName(tr("SQL that will run"));
    m_sql->setReadOnly(true);
    m_sql->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_sql, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(acceptText);
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("confirmButton"));
    buttons->button(QDialogButtonBox::Ok)->setAccessibleName(QString(acceptText).remove(QLatin1Char('&')));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 520);
}

QString SqlConfirmDialog::sql() const {
    return m_sql->toPlainText();
}

} // namespace metadesk
