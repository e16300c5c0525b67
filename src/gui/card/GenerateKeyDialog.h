// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace keyward::openpgp {
class GenerateKeyCommand;
}

namespace keyward::gui::card {

/**
 * Generate keys on the card: all three with a new OpenPGP certificate (name,
 * e-mail, expiry, algorithm among those the card supports), or one slot with
 * the slot's current algorithm, leaving the keyring as it is. Names the keys
 * that will be replaced.
 */
class GenerateKeyDialog : public QDialog
{
    Q_OBJECT
public:
    GenerateKeyDialog(const openpgp::CardInfo &card, QWidget *parent = nullptr);

    /// Apply the choices to a command.
    void configure(openpgp::GenerateKeyCommand *command) const;

    void accept() override;

private:
    void updateState();

    openpgp::CardInfo m_card;
    QRadioButton *m_all;
    QRadioButton *m_one;
    QLineEdit *m_name;
    QLineEdit *m_email;
    QComboBox *m_expiry;
    QComboBox *m_algorithm;
    QComboBox *m_slot;
    QLabel *m_note;
    QLabel *m_error;
};

} // namespace keyward::gui::card
