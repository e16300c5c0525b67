// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportDialog.h"
#include "ui_ImportDialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QPushButton>
#include <QRegularExpressionValidator>

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
    m_ui->pathEdit->setFocus();
    validate();
}

ImportDialog::~ImportDialog() = default;

void ImportDialog::validate()
{
    const bool ok = QFileInfo(path()).isFile() && m_ui->idEdit->text().size() % 2 == 0;
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
    QByteArray bytes = m_ui->passwordEdit->text().toUtf8();
    m_ui->passwordEdit->clear();
    return pkcs11::SecretBytes::take(bytes);
}

void ImportDialog::done(int result)
{
    if (result != Accepted) {
        m_ui->passwordEdit->clear();
    }
    QDialog::done(result);
}

} // namespace keyward::gui::token
