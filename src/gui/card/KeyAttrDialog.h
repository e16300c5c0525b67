// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QDialog>

class QComboBox;
class QLabel;

namespace keyward::gui::card {

/// Choose a key slot and one of the algorithms this card supports for it;
/// warns that the slot's key is destroyed.
class KeyAttrDialog : public QDialog
{
    Q_OBJECT
public:
    KeyAttrDialog(const openpgp::CardInfo &card, QWidget *parent = nullptr);

    openpgp::KeySlot slot() const;
    QString algorithm() const;
    /// Select by name (tests, keyboard users who know what they want).
    void select(openpgp::KeySlot slot, const QString &algorithm);

private:
    void fillAlgorithms();

    openpgp::CardInfo m_card;
    QComboBox *m_slot;
    QComboBox *m_algorithm;
    QLabel *m_warning;
};

} // namespace keyward::gui::card
