// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyAttrDialog.h"

#include "CardText.h"

#include "core/AlgorithmNames.h"

#include "openpgp/SetKeyAttrCommand.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

using openpgp::KeySlot;

KeyAttrDialog::KeyAttrDialog(const openpgp::CardInfo &card, QWidget *parent)
    : QDialog(parent)
    , m_card(card)
    , m_slot(new QComboBox(this))
    , m_algorithm(new QComboBox(this))
    , m_warning(new QLabel(this))
{
    setObjectName(QStringLiteral("keyAttrDialog"));
    setWindowTitle(tr("Key algorithm"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_slot->setObjectName(QStringLiteral("slotCombo"));
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    for (KeySlot s : {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}) {
        m_slot->addItem(openpgp::keySlotName(s), static_cast<int>(s));
    }
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    auto *slotLabel = new QLabel(tr("&Key slot:"), this);
    slotLabel->setBuddy(m_slot);
    auto *algoLabel = new QLabel(tr("&Algorithm:"), this);
    algoLabel->setBuddy(m_algorithm);
    form->addRow(slotLabel, m_slot);
    form->addRow(algoLabel, m_algorithm);
    layout->addLayout(form);
    m_warning->setWordWrap(true);
    layout->addWidget(m_warning);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Change algorithm"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_slot, &QComboBox::currentIndexChanged, this, &KeyAttrDialog::fillAlgorithms);
    fillAlgorithms();
    setMinimumWidth(480);
}

KeySlot KeyAttrDialog::slot() const
{
    return static_cast<KeySlot>(m_slot->currentData().toInt());
}

QString KeyAttrDialog::algorithm() const
{
    return m_algorithm->currentData().toString();
}

void KeyAttrDialog::select(KeySlot slot, const QString &algorithm)
{
    m_slot->setCurrentIndex(m_slot->findData(static_cast<int>(slot)));
    m_algorithm->setCurrentIndex(m_algorithm->findData(text::algorithm(algorithm)));
}

void KeyAttrDialog::fillAlgorithms()
{
    const openpgp::CardKeySlot &k = m_card.key(slot());
    m_algorithm->clear();
    // Names people use, the recommended one first; the machine name is the item's data.
    const QStringList offered =
        recommendedFirst(text::algorithmsForSlot(m_card.supportedAlgorithms, slot()));
    for (const QString &a : offered) {
        m_algorithm->addItem(algorithmChoiceName(a, a == offered.constFirst()), a);
    }
    // The slot's current algorithm stays chosen: changing it destroys the key.
    // GnuPG 2.2 reports curve names as "Ed25519"; the card list says "ed25519".
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(text::algorithm(k.algorithm))));
    QString warning =
        tr("Currently %1.")
            .arg(k.algorithm.isEmpty() ? tr("unknown")
                                       : algorithmDisplayName(text::algorithm(k.algorithm)));
    if (const QString loss = openpgp::SetKeyAttrCommand::whatIsLost(m_card, slot());
        !loss.isEmpty()) {
        // The same sentence keyward-cli says before `card key-attr`.
        warning += QStringLiteral(" <b>%1</b>").arg(loss.toHtmlEscaped());
    }
    if (m_algorithm->count() == 0) {
        warning += QLatin1Char(' ') + tr("The card does not say which algorithms it supports.");
    }
    m_warning->setText(warning);
}

} // namespace keyward::gui::card
