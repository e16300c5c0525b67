// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateKeyDialog.h"

#include "CardText.h"

#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

using openpgp::KeySlot;

GenerateKeyDialog::GenerateKeyDialog(const openpgp::CardInfo &card, QWidget *parent)
    : QDialog(parent)
    , m_card(card)
    , m_all(new QRadioButton(tr("&All three keys and a new OpenPGP certificate"), this))
    , m_one(new QRadioButton(tr("&One key slot only (the keyring stays as it is)"), this))
    , m_name(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_expiry(new QComboBox(this))
    , m_algorithm(new QComboBox(this))
    , m_slot(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("generateKeyDialog"));
    setWindowTitle(tr("Generate keys on the card"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_all->setObjectName(QStringLiteral("allRadio"));
    m_one->setObjectName(QStringLiteral("oneRadio"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_email->setObjectName(QStringLiteral("emailEdit"));
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    m_slot->setObjectName(QStringLiteral("slotCombo"));
    m_name->setText(card.cardholderName);

    // What the card takes for signing; the encryption slot follows (ed25519
    // gives cv25519 there). The card's current setting is the default.
    const QString current = card.key(KeySlot::Signature).algorithm;
    m_algorithm->addItem(
        tr("as set on the card (%1)").arg(current.isEmpty() ? tr("unknown") : current), QString());
    for (const QString &a : text::algorithmsForSlot(card.supportedAlgorithms, KeySlot::Signature)) {
        m_algorithm->addItem(
            a == QLatin1String("ed25519") ? tr("ed25519 (cv25519 for encryption; fast)") : a, a);
    }
    m_expiry->addItem(tr("never"), QStringLiteral("0"));
    m_expiry->addItem(tr("1 year"), QStringLiteral("1y"));
    m_expiry->addItem(tr("2 years"), QStringLiteral("2y"));
    m_expiry->addItem(tr("5 years"), QStringLiteral("5y"));
    m_expiry->setCurrentIndex(2);
    for (KeySlot s : {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}) {
        m_slot->addItem(tr("%1 (%2)").arg(openpgp::keySlotName(s), card.key(s).algorithm),
                        static_cast<int>(s));
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_all);
    auto *form = new QFormLayout;
    auto row = [&](const QString &label, QWidget *w) {
        auto *l = new QLabel(label, this);
        l->setBuddy(w);
        form->addRow(l, w);
    };
    row(tr("&Name:"), m_name);
    row(tr("&E-mail:"), m_email);
    row(tr("E&xpires:"), m_expiry);
    row(tr("Al&gorithm:"), m_algorithm);
    layout->addLayout(form);
    layout->addWidget(m_one);
    auto *slotForm = new QFormLayout;
    auto *slotLabel = new QLabel(tr("&Slot:"), this);
    slotLabel->setBuddy(m_slot);
    slotForm->addRow(slotLabel, m_slot);
    layout->addLayout(slotForm);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8a1c12; }"));
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_all, &QRadioButton::toggled, this, &GenerateKeyDialog::updateState);
    connect(m_slot, &QComboBox::currentIndexChanged, this, &GenerateKeyDialog::updateState);
    m_all->setChecked(true);
    updateState();
    setMinimumWidth(520);
}

void GenerateKeyDialog::updateState()
{
    const bool all = m_all->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_email),
                       static_cast<QWidget *>(m_expiry), static_cast<QWidget *>(m_algorithm)}) {
        w->setEnabled(all);
    }
    m_slot->setEnabled(!all);
    QStringList replaced;
    for (const openpgp::CardKeySlot &k : m_card.keys) {
        const bool affected = all || static_cast<int>(k.slot) == m_slot->currentData().toInt();
        if (affected && k.hasKey()) {
            replaced << openpgp::keySlotName(k.slot);
        }
    }
    QString note;
    if (!replaced.isEmpty()) {
        note = tr("<b>Replaces the existing keys:</b> %1. They cannot be recovered from the "
                  "card.")
                   .arg(replaced.join(QStringLiteral(", ")));
    }
    note += QLatin1Char(' ') +
            tr("Needs the admin PIN%1. RSA 4096 can take several minutes on some cards; the "
               "window stays usable meanwhile.")
                .arg(all ? tr(" and the user PIN") : QString());
    m_note->setText(note.trimmed());
}

void GenerateKeyDialog::accept()
{
    if (m_all->isChecked() && m_name->text().trimmed().isEmpty() &&
        m_email->text().trimmed().isEmpty()) {
        m_error->setText(tr("Enter a name or an e-mail address for the certificate."));
        m_error->show();
        return;
    }
    QDialog::accept();
}

void GenerateKeyDialog::configure(openpgp::GenerateKeyCommand *command) const
{
    if (m_one->isChecked()) {
        command->setSlotOnly(static_cast<KeySlot>(m_slot->currentData().toInt()));
        return;
    }
    command->setUserId(m_name->text().trimmed(), m_email->text().trimmed());
    command->setExpiry(m_expiry->currentData().toString());
    command->setAlgorithm(m_algorithm->currentData().toString());
}

} // namespace keyward::gui::card
