// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportDialog.h"
#include "ui_ImportDialog.h"

#include "core/Continuation.h"
#include "pkcs11/TokenFailures.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLayout>
#include <QPushButton>
#include <QRegularExpressionValidator>

#include <utility>

namespace keyward::gui::token {

ImportDialog::ImportDialog(Mode mode, const QString &label, const QByteArray &id, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::ImportDialog>())
{
    m_ui->setupUi(this);
    const bool p12 = mode == Mode::Pkcs12;
    setWindowTitle(p12 ? tr("Import PKCS#12") : tr("Import certificate"));
    m_ui->descriptionLabel->setText(
        p12 ? tr("The private key and certificate of a PKCS#12 file are written onto the token. "
                 "Not every token accepts private keys this way (a SmartCard-HSM needs a DKEK); "
                 "if this one refuses, nothing is written.")
            : tr("A certificate (PEM or DER) is written onto the token. Give it the ID of its "
                 "key so applications find the pair."));
    m_ui->passwordLabel->setVisible(p12);
    m_ui->passwordEdit->setVisible(p12);
    m_ui->labelEdit->setText(label);
    m_ui->idEdit->setText(QString::fromLatin1(id.toHex()));
    m_ui->idEdit->setPlaceholderText(p12 ? tr("empty: 20 random bytes") : tr("empty: none"));
    m_ui->idEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("([0-9a-fA-F]{2})*[0-9a-fA-F]?")), m_ui->idEdit));
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(m_ui->browseButton, &QPushButton::clicked, this, [this, p12] {
        const QString path = QFileDialog::getOpenFileName(
            this, windowTitle(), m_ui->pathEdit->text(),
            p12 ? tr("PKCS#12 files (*.p12 *.pfx);;All files (*)")
                : tr("Certificates (*.crt *.cer *.pem *.der);;All files (*)"));
        if (!path.isEmpty()) {
            m_ui->pathEdit->setText(path);
        }
    });
    for (QLineEdit *e : {m_ui->pathEdit, m_ui->idEdit}) {
        connect(e, &QLineEdit::textChanged, this, &ImportDialog::validate);
    }
    m_ui->messageLabel->hide();
    m_ui->pathEdit->setFocus();
    validate();
}

void ImportDialog::setPkcs12Check(const QString &tokenLabel, Pkcs12Check check)
{
    m_tokenLabel = tokenLabel;
    m_check = std::move(check);
}

ImportDialog::~ImportDialog() = default;

void ImportDialog::validate()
{
    const bool ok =
        !m_checking && QFileInfo(path()).isFile() && m_ui->idEdit->text().size() % 2 == 0;
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

QString ImportDialog::path() const
{
    return m_ui->pathEdit->text().trimmed();
}

QString ImportDialog::label() const
{
    return m_ui->labelEdit->text().trimmed();
}

QByteArray ImportDialog::id() const
{
    return QByteArray::fromHex(m_ui->idEdit->text().toLatin1());
}

pkcs11::SecretBytes ImportDialog::takePassword()
{
    if (m_check) {
        return std::exchange(m_password, pkcs11::SecretBytes());
    }
    QByteArray bytes = m_ui->passwordEdit->text().toUtf8();
    m_ui->passwordEdit->clear();
    return pkcs11::SecretBytes::take(bytes);
}

void ImportDialog::done(int result)
{
    if (result == Accepted && m_check) {
        startCheck(); // closes the dialog once the file reads with its password
        return;
    }
    if (result != Accepted) {
        ++m_checkGeneration; // a check still running is not waited for
        m_ui->passwordEdit->clear();
        m_password = pkcs11::SecretBytes();
    }
    QDialog::done(result);
}

void ImportDialog::startCheck()
{
    if (m_checking) {
        return;
    }
    // The password leaves its field now; a check that fails asks for it again.
    QByteArray bytes = m_ui->passwordEdit->text().toUtf8();
    m_ui->passwordEdit->clear();
    const pkcs11::SecretBytes password = pkcs11::SecretBytes::take(bytes);
    const int generation = ++m_checkGeneration;
    setChecking(true);
    whenFinished(m_check(path(), password), this,
                 [this, generation, password](const Result<pkcs11::Importer::Pkcs12File> &file) {
                     if (generation != m_checkGeneration) {
                         return;
                     }
                     setChecking(false);
                     if (!file) {
                         m_ui->messageLabel->setText(
                             pkcs11::failedTo(pkcs11::TokenOperation::ImportPkcs12, file.error(),
                                              m_tokenLabel)
                                 .userMessage());
                         m_ui->messageLabel->show();
                         growToFit();
                         m_ui->passwordEdit->setFocus();
                         return;
                     }
                     m_file = file.value();
                     m_password = password;
                     QDialog::done(Accepted);
                 });
}

void ImportDialog::growToFit()
{
    // The sentence wraps at the dialog's width: as tall as that needs, never narrower.
    layout()->activate();
    const int height = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : sizeHint().height();
    if (height > this->height()) {
        resize(width(), height);
    }
}

void ImportDialog::setChecking(bool checking)
{
    m_checking = checking;
    const QList<QWidget *> inputs = {m_ui->pathEdit, m_ui->browseButton, m_ui->passwordEdit,
                                     m_ui->labelEdit, m_ui->idEdit};
    for (QWidget *w : inputs) {
        w->setEnabled(!checking);
    }
    if (checking) {
        m_ui->messageLabel->setText(tr("Reading the file with its password…"));
        m_ui->messageLabel->show();
        growToFit();
    }
    validate();
}

} // namespace keyward::gui::token
