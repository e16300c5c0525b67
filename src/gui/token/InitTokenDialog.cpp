// SPDX-License-Identifier: GPL-3.0-or-later
#include "InitTokenDialog.h"
#include "ui_InitTokenDialog.h"

#include "pkcs11/TokenPin.h"
#include "pkcs11/TokenPinRoles.h"

#include <QPushButton>

namespace keyward::gui::token {

namespace {

constexpr int kLabelBytes = 32; // CK_TOKEN_INFO.label
constexpr int kNamedObjects = 6;

pkcs11::SecretBytes takeText(QLineEdit *edit)
{
    QByteArray bytes = edit->text().toUtf8();
    edit->clear();
    return pkcs11::SecretBytes::take(bytes);
}

} // namespace

InitTokenDialog::InitTokenDialog(const pkcs11::TokenInfo &token,
                                 const QList<pkcs11::ObjectInfo> &objects, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::InitTokenDialog>())
    , m_token(token)
{
    m_ui->setupUi(this);
    const bool initialised = token.isInitialized();
    const QString name = token.label.isEmpty() ? tr("(no label)") : token.label;
    m_ui->tokenLabel->setText(tr("Token “%1”: %2 %3, serial %4, slot %5 of module %6.")
                                  .arg(name, token.manufacturer, token.model,
                                       token.serial.isEmpty() ? tr("none") : token.serial)
                                  .arg(token.slotId)
                                  .arg(token.moduleName));
    if (!initialised) {
        m_ui->destroyLabel->setText(
            tr("The token is blank. Initialising it sets its label and its SO PIN."));
    } else if (!objects.isEmpty()) {
        QStringList names;
        for (const auto &o : objects.mid(0, kNamedObjects)) {
            names << tr("%1 “%2”").arg(pkcs11::objectClassName(o.objectClass), o.label);
        }
        if (objects.size() > kNamedObjects) {
            names << tr("%n more", nullptr, int(objects.size() - kNamedObjects));
        }
        m_ui->destroyLabel->setText(
            tr("Initialising destroys every object on this token — %1, and any private "
               "objects not listed — and resets the user PIN. This cannot be undone.")
                .arg(names.join(QStringLiteral(", "))));
    } else {
        m_ui->destroyLabel->setText(
            tr("Initialising destroys every object on this token — keys, certificates and "
               "data — and resets the user PIN. This cannot be undone."));
    }
    // OpenSC logs in to an OpenPGP card as SO with its admin PIN.
    m_ui->soPinLabel->setText(pkcs11::soPinIsAdminPin(token) ? tr("Current &admin PIN:")
                              : initialised                  ? tr("Current &SO PIN:")
                                                             : tr("New &SO PIN:"));
    // A token without an SO PIN of its own (NSS softokn) is initialised without one.
    m_asksSoPin = pkcs11::requiredPinRole(pkcs11::TokenOperation::InitToken, token).has_value();
    m_ui->soPinLabel->setVisible(m_asksSoPin);
    m_ui->soPinEdit->setVisible(m_asksSoPin);
    m_ui->soRepeatLabel->setVisible(m_asksSoPin && !initialised);
    m_ui->soRepeatEdit->setVisible(m_asksSoPin && !initialised);
    m_ui->newLabelEdit->setText(token.label);
    m_ui->newLabelEdit->setMaxLength(kLabelBytes);
    if (token.maxPinLength > 0) {
        for (QLineEdit *e :
             {m_ui->soPinEdit, m_ui->soRepeatEdit, m_ui->userPinEdit, m_ui->userRepeatEdit}) {
            e->setMaxLength(int(token.maxPinLength));
        }
    }
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setText(tr("&Initialise"));

    for (QLineEdit *e : {m_ui->newLabelEdit, m_ui->soPinEdit, m_ui->soRepeatEdit, m_ui->userPinEdit,
                         m_ui->userRepeatEdit, m_ui->confirmEdit}) {
        connect(e, &QLineEdit::textChanged, this, &InitTokenDialog::validate);
    }
    connect(m_ui->setUserPinCheck, &QCheckBox::toggled, this, [this](bool on) {
        for (QWidget *w : {static_cast<QWidget *>(m_ui->userPinEdit),
                           static_cast<QWidget *>(m_ui->userRepeatEdit),
                           static_cast<QWidget *>(m_ui->userPinLabel),
                           static_cast<QWidget *>(m_ui->userRepeatLabel)}) {
            w->setEnabled(on);
        }
        validate();
    });
    m_ui->newLabelEdit->setFocus();
    validate();
}

InitTokenDialog::~InitTokenDialog() = default;

QString InitTokenDialog::confirmationText() const
{
    return m_token.isInitialized() && !m_token.label.isEmpty()
               ? m_token.label
               : m_ui->newLabelEdit->text().trimmed();
}

void InitTokenDialog::validate()
{
    const QString confirm = confirmationText();
    m_ui->confirmLabel->setText(
        m_token.isInitialized() && !m_token.label.isEmpty()
            ? tr("To confirm, type the token's current label “%1”:").arg(confirm)
            : tr("To confirm, type the new label “%1”:").arg(confirm));

    const qint64 minPin = m_token.minPinLength;
    auto tooShort = [minPin](const QLineEdit *e) {
        return minPin > 0 && e->text().toUtf8().size() < minPin;
    };
    QString hint;
    const QString label = m_ui->newLabelEdit->text().trimmed();
    if (label.isEmpty()) {
        hint = tr("The token needs a label.");
    } else if (label.toUtf8().size() > kLabelBytes) {
        hint = tr("The label is longer than 32 bytes.");
    } else if (m_asksSoPin && m_ui->soPinEdit->text().isEmpty()) {
        hint =
            pkcs11::soPinIsAdminPin(m_token) ? tr("Enter the admin PIN.") : tr("Enter the SO PIN.");
    } else if (m_asksSoPin && !m_token.isInitialized() &&
               (tooShort(m_ui->soPinEdit) ||
                m_ui->soPinEdit->text() != m_ui->soRepeatEdit->text())) {
        hint = tooShort(m_ui->soPinEdit)
                   ? tr("The SO PIN needs at least %n characters.", nullptr, int(minPin))
                   : tr("The two SO PINs differ.");
    } else if (setUserPin() && (tooShort(m_ui->userPinEdit) ||
                                m_ui->userPinEdit->text() != m_ui->userRepeatEdit->text())) {
        hint = tooShort(m_ui->userPinEdit)
                   ? tr("The user PIN needs at least %n characters.", nullptr, int(minPin))
                   : tr("The two user PINs differ.");
    } else if (!confirmed()) {
        hint = tr("Type the label exactly to enable Initialise.");
    }
    m_ui->hintLabel->setText(hint);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(hint.isEmpty());
}

QString InitTokenDialog::newLabel() const
{
    return m_ui->newLabelEdit->text().trimmed();
}

bool InitTokenDialog::confirmed() const
{
    const QString want = confirmationText();
    return !want.isEmpty() && m_ui->confirmEdit->text() == want;
}

bool InitTokenDialog::setUserPin() const
{
    return m_ui->setUserPinCheck->isChecked();
}

pkcs11::SecretBytes InitTokenDialog::takeSoPin()
{
    m_ui->soRepeatEdit->clear();
    return takeText(m_ui->soPinEdit);
}

pkcs11::SecretBytes InitTokenDialog::takeUserPin()
{
    m_ui->userRepeatEdit->clear();
    return takeText(m_ui->userPinEdit);
}

void InitTokenDialog::done(int result)
{
    if (result != Accepted) {
        for (QLineEdit *e :
             {m_ui->soPinEdit, m_ui->soRepeatEdit, m_ui->userPinEdit, m_ui->userRepeatEdit}) {
            e->clear();
        }
    }
    QDialog::done(result);
}

} // namespace keyward::gui::token
