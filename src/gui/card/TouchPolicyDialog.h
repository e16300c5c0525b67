// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QDialog>

class QComboBox;
class QLabel;

namespace keyward::gui::card {

/// Choose the touch policy (UIF) of one key slot. "Fixed" is explained here;
/// the command asks once more before writing it.
class TouchPolicyDialog : public QDialog
{
    Q_OBJECT
public:
    TouchPolicyDialog(const openpgp::CardInfo &card, QWidget *parent = nullptr);

    openpgp::KeySlot slot() const;
    openpgp::TouchPolicy policy() const;
    void select(openpgp::KeySlot slot, openpgp::TouchPolicy policy);

private:
    void slotChanged();
    void policyChanged();

    openpgp::CardInfo m_card;
    QComboBox *m_slot;
    QComboBox *m_policy;
    QLabel *m_note;
};

} // namespace keyward::gui::card
