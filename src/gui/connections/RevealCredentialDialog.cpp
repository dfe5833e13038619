#include "RevealCredentialDialog.h"

#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/ops/tabularia/RevealCredential.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/settings/ProfileStore.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace metadesk {

RevealCredentialDialog::RevealCredentialDialog(const DbConnection& connection, qint64 connectionId, QWidget* parent)
    : QDialog(parent), m_conn(connection), m_id(connectionId) {
    setObjectName(QStringLiteral("revealCredentialDialog"));
    setWindowTitle(tr("Reveal Credential"));
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("revealStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("revealedText"));
    m_text->setReadOnly(true);
    m_text->setAccessibleName(tr("Credential in plain text"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setMaximumHeight(m_text->fontMetrics().lineSpacing() * 6);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_again = buttons->addButton(tr("Reveal &Again"), QDialogButtonBox::ActionRole);
    m_again->setObjectName(QStringLiteral("revealAgainButton"));
    m_again->hide();
    connect(m_again, &QPushButton::clicked, this, &RevealCredentialDialog::reveal);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* note = new QLabel(tr("Shown only while this window has the focus. Each reveal is recorded in the local "
                               "change journal; the platform itself never shows a credential."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_status);
    layout->addWidget(m_text);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
    reveal();
}

RevealCredentialDialog::~RevealCredentialDialog() {
    conceal(QString());
}

QString RevealCredentialDialog::statusText() const {
    return m_status->text();
}

void RevealCredentialDialog::reveal() {
    m_again->hide();
    m_title->setText(tr("Connection %1").arg(m_id));
    if (m_conn.isReadOnly()) {
        conceal(tr("This database is open read-only (audit browsing): no credential is revealed. Open it for "
                   "editing to reveal one."));
        return;
    }
    const ProfileStore store;
    const ConnectionProfile profile = store.findByUrl(m_conn.url());
    QString text, why;
    bool found = false;
    if (!profile.isValid() || !FernetKeyRing::load(profile.id, &text, &found, &why)) {
        conceal(found || !profile.isValid() || FernetKeyRing::keychainFailed()
                    ? why
                    : tr("No Fernet keys are kept for this database: add the platform's keys with Fernet Keys… "
                         "first."));
        return;
    }
    std::optional<FernetKeyRing> keys = FernetKeyRing::parse(text, &why);
    text.fill(QLatin1Char(' '));
    if (!keys) {
        conceal(why);
        return;
    }
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 m_conn.url().toDisplayString()));
    const Actor actor = AuditActor::resolve(m_conn, profile.auditIdentity);
    RevealCredential::Revealed r = RevealCredential(m_conn, *keys).reveal(m_id, actor, &journal);
    if (!r.row.isEmpty())
        m_title->setText(tr("Connection %1 (%2, %3@%4)")
                             .arg(r.row.value(QStringLiteral("name")).toString(),
                                  r.row.value(QStringLiteral("db_type")).toString(),
                                  r.row.value(QStringLiteral("username")).toString(),
                                  r.row.value(QStringLiteral("host")).toString()));
    if (!r.ok()) {
        conceal(r.refusal);
        return;
    }
    m_text->setEnabled(true);
    m_text->setPlainText(QString::fromUtf8(r.plaintext));
    r.plaintext.fill('\0');
    m_showing = true;
    m_status->setText(tr("Decrypted with key %1 of %2.").arg(r.keyPosition).arg(keys->size()));
}

void RevealCredentialDialog::conceal(const QString& why) {
    // Overwritten before it is cleared, so the document's buffer does not keep the text.
    if (m_showing)
        m_text->setPlainText(QString(m_text->toPlainText().size(), QLatin1Char(' ')));
    m_text->clear();
    m_text->setEnabled(false);
    m_text->setPlaceholderText(QStringLiteral("••••••"));
    m_showing = false;
    m_status->setText(why);
}

void RevealCredentialDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && !isActiveWindow() && m_showing) {
        conceal(tr("Hidden again: the window lost the focus."));
        m_again->show();
    }
}

} // namespace metadesk
