#include "ConnectDialog.h"
#include "ui_ConnectDialog.h"

#include "core/db/DbConnection.h"
#include "core/schema/SchemaInspector.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ConnectionProfile.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/style/Theme.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include <algorithm>

namespace metadesk {

namespace {
/// libpq's SSL modes, in its order; "prefer" is libpq's own default.
const char* const kSslModes[] = {"disable", "allow", "prefer", "require", "verify-ca", "verify-full"};
const QLatin1String kDefaultSslMode("prefer");
} // namespace

ConnectDialog::ConnectDialog(QWidget* parent) : QDialog(parent), m_ui(std::make_unique<Ui::ConnectDialog>()) {
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("connectDialog"));

    for (const char* mode : kSslModes)
        m_ui->sslModeCombo->addItem(QLatin1String(mode), QLatin1String(mode));
    const int preferred = m_ui->sslModeCombo->findData(Settings::instance().get(Settings::Key::ConnectSslMode));
    m_ui->sslModeCombo->setCurrentIndex(preferred >= 0 ? preferred
                                                       : m_ui->sslModeCombo->findData(QString(kDefaultSslMode)));
    m_ui->sslModeCombo->setToolTip(
        tr("How the connection uses SSL: \"prefer\" tries SSL first; \"verify-full\" also checks the server's "
           "certificate and name."));

    // TLS files, under the SSL mode: libpq's sslrootcert, sslcert and sslkey, kept in the profile's URL.
    const auto fileRow = [this](int row, const QString& label, const char* name, const QString& accessible,
                                const QString& tip, const QString& filter) {
        auto* edit = new QLineEdit(this);
        edit->setObjectName(QString::fromLatin1(name));
        edit->setAccessibleName(accessible);
        edit->setToolTip(tip);
        edit->setPlaceholderText(tr("none"));
        edit->setClearButtonEnabled(true);
        auto* browse = new QToolButton(this);
        browse->setText(tr("Browse…"));
        browse->setObjectName(QString::fromLatin1(name) + QStringLiteral("Browse"));
        browse->setAccessibleName(tr("Choose the file: %1").arg(accessible));
        connect(browse, &QToolButton::clicked, this, [this, edit, accessible, filter]() {
            const QString path = QFileDialog::getOpenFileName(this, accessible, edit->text(), filter);
            if (!path.isEmpty())
                edit->setText(path);
        });
        auto* line = new QHBoxLayout();
        line->addWidget(edit, 1);
        line->addWidget(browse);
        auto* caption = new QLabel(label, this);
        caption->setBuddy(edit);
        m_ui->formLayout->insertRow(row, caption, line);
        return edit;
    };
    const QString certificates = tr("Certificates (*.crt *.pem *.cer);;All files (*)");
    m_sslRootCertEdit = fileRow(5, tr("CA certificate:"), "sslRootCertEdit", tr("CA certificate file"),
                                tr("The certificate authority the server's certificate is checked against "
                                   "(verify-ca, verify-full). None: libpq's default, ~/.postgresql/root.crt."),
                                certificates);
    m_sslCertEdit = fileRow(6, tr("Client certificate:"), "sslCertEdit", tr("Client certificate file"),
                            tr("For a server that asks for a certificate (pg_hba's cert): yours, signed by a CA "
                               "it trusts."),
                            certificates);
    m_sslKeyEdit = fileRow(7, tr("Client key:"), "sslKeyEdit", tr("Client key file"),
                           tr("The client certificate's private key, readable by you alone. A key with a passphrase "
                              "is not supported here."),
                           tr("Keys (*.key *.pem);;All files (*)"));

    setTabOrder(m_ui->sslModeCombo, m_sslRootCertEdit);
    setTabOrder(m_sslRootCertEdit, m_sslCertEdit);
    setTabOrder(m_sslCertEdit, m_sslKeyEdit);
    setTabOrder(m_sslKeyEdit, m_ui->rememberCheck);

    QPushButton* ok = m_ui->buttonBox->button(QDialogButtonBox::Ok);
    ok->setText(tr("&Connect"));
    ok->setObjectName(QStringLiteral("connectButton"));
    ok->setAccessibleName(tr("Connect"));
    m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    m_ui->buttonBox->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));

    // A soft red panel: the sentence must be seen without shouting; what the server said, smaller, below it.
    theme::keepStyled(m_ui->errorPanel, [](const QPalette& palette) {
        using theme::Tone;
        return QStringLiteral("#errorPanel { background: %1; border: 1px solid %2; border-radius: 4px; }"
                              " QLabel { color: %3; background: transparent; }")
            .arg(theme::toneBackground(Tone::Bad, palette).name(), theme::toneBorder(Tone::Bad, palette).name(),
                 theme::toneColour(Tone::Bad, palette).name());
    });
    QFont sentence = m_ui->errorLabel->font();
    sentence.setBold(true);
    m_ui->errorLabel->setFont(sentence);
    QFont detail = m_ui->errorDetailLabel->font();
    detail.setPointSizeF(detail.pointSizeF() * 0.9);
    m_ui->errorDetailLabel->setFont(detail);
    theme::setToneBox(m_ui->noticeLabel, theme::Tone::Warning);
    m_ui->errorPanel->hide();
    m_ui->noticeLabel->hide();
    m_ui->busyWidget->hide();

    connect(m_ui->hostEdit, &QLineEdit::textChanged, this, &ConnectDialog::updateOkButton);
    connect(m_ui->databaseEdit, &QLineEdit::textChanged, this, &ConnectDialog::updateOkButton);
    connect(m_ui->userEdit, &QLineEdit::textChanged, this, &ConnectDialog::updateOkButton);
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &ConnectDialog::tryAccept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    updateOkButton();
}

ConnectDialog::~ConnectDialog() {
    // A check still running is let go, not waited for: the GUI never waits on the network.
    FetchWorker::retire(std::move(m_worker));
}

void ConnectDialog::setProfile(const ConnectionProfile& profile) {
    const DatabaseUrl& url = profile.url;
    m_ui->hostEdit->setText(url.host());
    m_ui->portSpin->setValue(url.port());
    m_ui->databaseEdit->setText(url.databaseName());
    m_ui->userEdit->setText(url.user());
    const int ssl = m_ui->sslModeCombo->findData(url.sslMode().isEmpty() ? QString(kDefaultSslMode) : url.sslMode());
    if (ssl >= 0)
        m_ui->sslModeCombo->setCurrentIndex(ssl);
    m_sslRootCertEdit->setText(url.sslRootCert());
    m_sslCertEdit->setText(url.sslCert());
    m_sslKeyEdit->setText(url.sslKey());
    m_ui->rememberCheck->setChecked(profile.rememberPassword && m_ui->rememberCheck->isEnabled());
    m_ui->readOnlyCheck->setChecked(profile.readOnly);
}

void ConnectDialog::setReadOnly(bool readOnly) {
    m_ui->readOnlyCheck->setChecked(readOnly);
}

void ConnectDialog::updateOkButton() {
    const bool filled = !m_ui->hostEdit->text().trimmed().isEmpty() &&
                        !m_ui->databaseEdit->text().trimmed().isEmpty() && !m_ui->userEdit->text().trimmed().isEmpty();
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(filled && !isChecking());
}

DatabaseUrl ConnectDialog::urlFromFields(QString* error) const {
    // Built through QUrl so a user or database name with reserved characters is encoded, not misread.
    QUrl text;
    text.setScheme(QStringLiteral("postgresql"));
    text.setUserName(m_ui->userEdit->text().trimmed());
    text.setHost(m_ui->hostEdit->text().trimmed());
    text.setPort(m_ui->portSpin->value());
    text.setPath(QLatin1Char('/') + m_ui->databaseEdit->text().trimmed());
    if (!text.isValid() || text.host().isEmpty()) {
        *error = tr("\"%1\" is not a host name or address.").arg(m_ui->hostEdit->text().trimmed());
        return {};
    }
    DatabaseUrl url = DatabaseUrl::parse(text.toString(QUrl::FullyEncoded), error);
    if (!url.isValid())
        return {};
    const QString mode = m_ui->sslModeCombo->currentData().toString();
    url.setSslMode(mode == kDefaultSslMode ? QString() : mode); // libpq's default needs no mention in the URL
    const QString rootCert = m_sslRootCertEdit->text().trimmed();
    const QString cert = m_sslCertEdit->text().trimmed();
    const QString key = m_sslKeyEdit->text().trimmed();
    for (const QString& path : {rootCert, cert, key}) {
        if (path.isEmpty())
            continue;
        if (path.contains(QLatin1Char(';'))) {
            *error = tr("The file name %1 holds a \";\", which cannot be handed to the connection.").arg(path);
            return {};
        }
        if (!QFileInfo(path).isFile()) {
            *error = tr("There is no file %1.").arg(path);
            return {};
        }
    }
    if (cert.isEmpty() != key.isEmpty()) {
        *error = tr("A client certificate goes with its key: give both files, or neither.");
        return {};
    }
    url.setSslFiles(rootCert, cert, key);
    url.setPassword(m_ui->passwordEdit->text());
    return url;
}

void ConnectDialog::tryAccept() {
    if (isChecking() || !m_ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled())
        return;
    QString error;
    const DatabaseUrl url = urlFromFields(&error);
    if (!url.isValid()) {
        showError(error);
        return;
    }
    m_ui->errorPanel->hide();
    m_checkedUrl = url;
    const int attempt = ++m_attempt;
    m_focusBeforeCheck = focusWidget();
    // The check only reads, so it runs read-only whatever is asked for the session itself.
    m_worker = std::make_unique<FetchWorker>(url, true, QStringLiteral("connect-check"));
    setBusy(true, tr("Connecting to %1:%2…").arg(url.host()).arg(url.port()));
    FetchWorker* worker = m_worker.get();
    QPointer<ConnectDialog> self(this);
    const QString target = url.toDisplayString();
    worker->post([worker, self, attempt, target](const DbConnection* conn) {
        QString problem;
        if (!conn) {
            problem = worker->openError();
        } else {
            QList<SchemaStatus> statuses;
            QString inspectError;
            if (!SchemaInspector::inspect(*conn, &statuses, &inspectError)) {
                problem = tr("Connected, but could not read which platforms the database holds: %1").arg(inspectError);
            } else if (std::none_of(statuses.cbegin(), statuses.cend(),
                                    [](const SchemaStatus& s) { return s.isPresent(); })) {
                problem = tr("%1 holds neither a Tabularia nor a Holotable schema: choose the database one of the "
                             "platforms uses.")
                              .arg(target);
            }
        }
        // Through the application object: the dialog may be gone by now, which only the GUI thread may ask.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, attempt, problem]() {
                if (self)
                    self->checkFinished(attempt, problem);
            },
            Qt::QueuedConnection);
    });
}

void ConnectDialog::checkFinished(int attempt, const QString& error) {
    if (attempt != m_attempt)
        return; // a cancelled check answering late
    FetchWorker::retire(std::move(m_worker));
    setBusy(false);
    if (!error.isEmpty()) {
        showError(error);
        if (m_focusBeforeCheck)
            m_focusBeforeCheck->setFocus();
        return;
    }
    succeed();
}

void ConnectDialog::succeed() {
    m_url = m_checkedUrl;
    m_readOnly = m_ui->readOnlyCheck->isChecked();
    Settings::instance().set(Settings::Key::ConnectSslMode, m_ui->sslModeCombo->currentData());

    ProfileStore store;
    const ConnectionProfile before = store.findByUrl(m_url);
    ConnectionProfile profile = store.noteOpened(m_url, m_readOnly);
    // An empty password (libpq takes PGPASSWORD or ~/.pgpass) has nothing to remember.
    const bool wanted =
        m_ui->rememberCheck->isEnabled() && m_ui->rememberCheck->isChecked() && !m_url.password().isEmpty();
    QString why;
    if (wanted) {
        // A keychain that fails now is noted by Keychain; the next dialog says so. The connection itself is fine.
        profile.rememberPassword = Keychain::write(profile.keychainKey(), m_url.password(), &why);
    } else {
        if (before.isValid() && before.rememberPassword)
            Keychain::remove(before.keychainKey(), &why); // unticked: the stored password goes too
        profile.rememberPassword = false;
    }
    store.save(profile);
    accept();
}

void ConnectDialog::reject() {
    cancelCheck();
    QDialog::reject();
}

void ConnectDialog::cancelCheck() {
    if (!isChecking())
        return;
    ++m_attempt;
    FetchWorker::retire(std::move(m_worker));
    setBusy(false);
}

void ConnectDialog::setBusy(bool busy, const QString& message) {
    for (QWidget* field : {static_cast<QWidget*>(m_ui->hostEdit), static_cast<QWidget*>(m_ui->portSpin),
                           static_cast<QWidget*>(m_ui->databaseEdit), static_cast<QWidget*>(m_ui->userEdit),
                           static_cast<QWidget*>(m_ui->passwordEdit), static_cast<QWidget*>(m_ui->sslModeCombo),
                           static_cast<QWidget*>(m_ui->readOnlyCheck), static_cast<QWidget*>(m_sslRootCertEdit),
                           static_cast<QWidget*>(m_sslCertEdit), static_cast<QWidget*>(m_sslKeyEdit)})
        field->setEnabled(!busy);
    // The remember box stays as the keychain check left it.
    if (!busy)
        m_ui->rememberCheck->setEnabled(Keychain::availability() != Keychain::Availability::Unavailable);
    else
        m_ui->rememberCheck->setEnabled(false);
    m_ui->busyLabel->setText(message);
    m_ui->busyWidget->setVisible(busy);
    updateOkButton();
}

QString ConnectDialog::errorText() const {
    if (m_ui->errorPanel->isHidden())
        return {};
    const QString detail = m_ui->errorDetailLabel->text();
    return detail.isEmpty() ? m_ui->errorLabel->text() : m_ui->errorLabel->text() + QLatin1Char('\n') + detail;
}

void ConnectDialog::showError(const QString& text) {
    // describeConnectError() writes "Sentence. (what the driver said)": the two are shown apart.
    QString detail;
    m_ui->errorLabel->setText(connectErrorSentence(text, &detail));
    m_ui->errorDetailLabel->setText(detail);
    m_ui->errorDetailLabel->setVisible(!detail.isEmpty());
    m_ui->errorPanel->show();
    growToFit();
}

void ConnectDialog::growToFit() {
    // A panel that appears must not squeeze the fields: grow rather than rely on the window system to.
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

void ConnectDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    if (!m_keychainChecked) {
        m_keychainChecked = true;
        // After the dialog is on screen: the keychain may take a moment to answer.
        QTimer::singleShot(0, this, &ConnectDialog::checkKeychain);
    }
}

void ConnectDialog::checkKeychain() {
    QPointer<ConnectDialog> self(this);
    QString why;
    const bool available = Keychain::isAvailable(Keychain::DefaultTimeoutMs, &why);
    if (!self)
        return; // closed while the keychain was asked
    if (available) {
        m_ui->rememberCheck->setEnabled(!isChecking());
        m_ui->rememberCheck->setToolTip(tr("Keep the password in the system keychain, never in Metadesk's settings."));
        return;
    }
    m_ui->rememberCheck->setChecked(false);
    m_ui->rememberCheck->setEnabled(false);
    m_ui->rememberCheck->setToolTip(
        tr("No system keychain answered, so the password cannot be remembered. %1").arg(why));
    const QString notice = Keychain::takeUnavailableNotice();
    if (!notice.isEmpty()) {
        m_ui->noticeLabel->setText(notice);
        m_ui->noticeLabel->show();
        growToFit();
    }
}

void ConnectDialog::hideEvent(QHideEvent* event) {
    // A typed password does not outlive the dialog on screen (url() keeps it for whoever accepted it).
    m_ui->passwordEdit->clear();
    QDialog::hideEvent(event);
}

} // namespace metadesk
