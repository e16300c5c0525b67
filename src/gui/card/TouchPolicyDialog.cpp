// SPDX-License-Identifier: GPL-3.0-or-later
#include "TouchPolicyDialog.h"

#include "openpgp/KnownDevices.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

using openpgp::KeySlot;
using openpgp::TouchPolicy;

namespace {
constexpr int kAllSlots = -1;

QString policyExplained(TouchPolicy p)
{
    switch (p) {
    case TouchPolicy::Off:
        return TouchPolicyDialog::tr("Off: the key works without a touch.");
    case TouchPolicy::On:
        return TouchPolicyDialog::tr("On: every signature, decryption or login waits for a "
                                     "touch.");
    case TouchPolicy::Fixed:
        return TouchPolicyDialog::tr("Fixed: as On, and it cannot be turned off again.");
    case TouchPolicy::Cached:
        return TouchPolicyDialog::tr("Cached: as On, but one touch also covers what follows "
                                     "within 15 seconds (handy for a burst of git commits).");
    case TouchPolicy::CachedFixed:
        return TouchPolicyDialog::tr("Cached, fixed: as Cached, and it cannot be turned off "
                                     "again.");
    case TouchPolicy::Unknown:
        break;
    }
    return {};
}
} // namespace

TouchPolicyDialog::TouchPolicyDialog(const openpgp::CardInfo &card, QWidget *parent)
    : QDialog(parent)
    , m_card(card)
    , m_slot(new QComboBox(this))
    , m_policy(new QComboBox(this))
    , m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("touchPolicyDialog"));
    setWindowTitle(tr("Touch policy"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_slot->setObjectName(QStringLiteral("slotCombo"));
    m_policy->setObjectName(QStringLiteral("policyCombo"));
    m_note->setObjectName(QStringLiteral("touchNote"));
    for (KeySlot s : {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}) {
        m_slot->addItem(openpgp::keySlotName(s), static_cast<int>(s));
    }
    m_slot->addItem(tr("all three keys (one admin PIN)"), kAllSlots);
    QList<TouchPolicy> policies{TouchPolicy::Off, TouchPolicy::On, TouchPolicy::Fixed};
    if (openpgp::takesCachedTouch(card.aid.manufacturerId)) {
        policies << TouchPolicy::Cached << TouchPolicy::CachedFixed;
    }
    for (TouchPolicy p : policies) {
        m_policy->addItem(openpgp::touchPolicyName(p), static_cast<int>(p));
    }
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("With touch on, the card works only after you touch its button, "
                                "so malware cannot use the key unnoticed."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    auto *slotLabel = new QLabel(tr("&Key slot:"), this);
    slotLabel->setBuddy(m_slot);
    auto *policyLabel = new QLabel(tr("&Policy:"), this);
    policyLabel->setBuddy(m_policy);
    form->addRow(slotLabel, m_slot);
    form->addRow(policyLabel, m_policy);
    layout->addLayout(form);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Set policy"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_slot, &QComboBox::currentIndexChanged, this, &TouchPolicyDialog::slotChanged);
    connect(m_policy, &QComboBox::currentIndexChanged, this, &TouchPolicyDialog::policyChanged);
    slotChanged();
    setMinimumWidth(480);
}

KeySlot TouchPolicyDialog::slot() const
{
    return chosenSlots().constFirst();
}

QList<KeySlot> TouchPolicyDialog::chosenSlots() const
{
    const int chosen = m_slot->currentData().toInt();
    if (chosen == kAllSlots) {
        return {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication};
    }
    return {static_cast<KeySlot>(chosen)};
}

void TouchPolicyDialog::selectAllSlots(TouchPolicy policy)
{
    m_slot->setCurrentIndex(m_slot->findData(kAllSlots));
    m_policy->setCurrentIndex(m_policy->findData(static_cast<int>(policy)));
}

TouchPolicy TouchPolicyDialog::policy() const
{
    return static_cast<TouchPolicy>(m_policy->currentData().toInt());
}

void TouchPolicyDialog::select(KeySlot slot, TouchPolicy policy)
{
    m_slot->setCurrentIndex(m_slot->findData(static_cast<int>(slot)));
    m_policy->setCurrentIndex(m_policy->findData(static_cast<int>(policy)));
}

void TouchPolicyDialog::slotChanged()
{
    const int idx = m_policy->findData(static_cast<int>(m_card.key(slot()).touch));
    if (idx >= 0) {
        m_policy->setCurrentIndex(idx);
    }
    policyChanged();
}

void TouchPolicyDialog::policyChanged()
{
    QStringList now;
    bool fixedNow = false;
    for (KeySlot s : chosenSlots()) {
        const TouchPolicy t = m_card.key(s).touch;
        fixedNow = fixedNow || t == TouchPolicy::Fixed || t == TouchPolicy::CachedFixed;
        now << tr("%1: %2").arg(openpgp::keySlotName(s), openpgp::touchPolicyName(t));
    }
    QString note = tr("Now: %1.").arg(now.join(QStringLiteral(", ")));
    note += QLatin1Char(' ') + policyExplained(policy());
    if (fixedNow) {
        note += QLatin1Char(' ') + tr("A fixed policy is in place: only a factory reset "
                                      "changes it.");
    } else if (policy() == TouchPolicy::Fixed || policy() == TouchPolicy::CachedFixed) {
        note += QLatin1Char(' ') + tr("<b>Fixed cannot be undone:</b> only a factory reset, "
                                      "which destroys all keys, turns it off again.");
    }
    m_note->setText(note);
}

} // namespace keyward::gui::card
