#include "FernetKeysDialog.h"

#include "core/secrets/FernetKeyRing.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

FernetKeysDialog::FernetKeysDialog(const QString& profileId, const QString& databaseName, QWidget* parent)
    : QDialog(parent), m_profileId(profileId) {
    setObjectName(QStringLiteral("fernetKeysDialog"));
    setWindowTitle(tr("Fernet Keys of %1").arg(databaseName));
    auto* intro = new QLabel(tr("The keys Tabularia encrypts connection credentials with (its "
                                "SECURITY__FERNET_KEY), newest first, one a line: credentials are decrypted with "
                                "each in turn and encrypted with the first. They are kept in the system keychain "
                                "only, never in Metadesk's settings."),
                             this);
    intro->setWordWrap(true);
    m_edit = new QPlainTextEdit(this);
    m_edit->setObjectName(QStringLiteral("fernetKeysEdit"));
    m_edit->setAccessibleName(tr("New list of Fernet keys"));
    m_edit->setPlaceholderText(tr("Paste the keys here, newest first, to replace the stored ones."));
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setMaximumHeight(m_edit->fontMetrics().lineSpacing() * 7);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("fernetKeysStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* saveButton = buttons->addButton(tr("&Save Keys"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(QStringLiteral("saveKeysButton"));
    QPushButton* forgetButton = buttons->addButton(tr("&Remove Stored Keys"), QDialogButtonBox::DestructiveRole);
    forgetButton->setObjectName(QStringLiteral("forgetKeysButton"));
    connect(saveButton, &QPushButton::clicked, this, &FernetKeysDialog::save);
    connect(forgetButton, &QPushButton::clicked, this, &FernetKeysDialog::forget);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_edit);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
    showStored();
}

FernetKeysDialog::~FernetKeysDialog() {
    m_edit->setPlainText(QString(m_edit->toPlainText().size(), QLatin1Char(' ')));
}

QString FernetKeysDialog::statusText() const {
    return m_status->text();
}

void FernetKeysDialog::showStored() {
    QString text, why;
    bool found = false;
    if (!FernetKeyRing::load(m_profileId, &text, &found, &why)) {
        m_status->setText(found || FernetKeyRing::keychainFailed() ? why : tr("No keys are stored for this database."));
        return;
    }
    const std::optional<FernetKeyRing> keys = FernetKeyRing::parse(text, &why);
    text.fill(QLatin1Char(' '));
    m_status->setText(keys ? tr("%n key(s) stored in the system keychain.", nullptr, keys->size())
                           : tr("The stored keys are not valid: %1").arg(why));
}

bool FernetKeysDialog::save() {
    // One key a line (commas work too), as the keychain entry keeps them: comma-separated.
    QStringList lines = m_edit->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString& line : lines)
        line = line.trimmed();
    lines.removeAll(QString());
    QString why;
    const bool stored = FernetKeyRing::store(m_profileId, lines.join(QLatin1Char(',')), &why);
    for (QString& line : lines)
        line.fill(QLatin1Char(' '));
    if (!stored) {
        m_status->setText(why);
        return false;
    }
    m_edit->setPlainText(QString(m_edit->toPlainText().size(), QLatin1Char(' ')));
    m_edit->clear();
    showStored();
    return true;
}

bool FernetKeysDialog::forget() {
    QString why;
    if (!FernetKeyRing::forget(m_profileId, &why)) {
        m_status->setText(why);
        return false;
    }
    showStored();
    return true;
}

} // namespace metadesk
