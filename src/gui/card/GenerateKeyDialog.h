// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"
#include "openpgp/GenerateKeyCommand.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QRadioButton;
class QVBoxLayout;

namespace keyward::gui::card {

/**
 * Generate keys on the card: all three with a new OpenPGP certificate (name,
 * e-mail, expiry, algorithm among those the card supports), or one slot with
 * the slot's current algorithm. Names the keys that will be replaced. With a
 * certificate in the keyring that holds the card's keys, one slot can update
 * it (encryption and authentication key); for the slot that holds the
 * certificate's primary key it says, before generating, that the
 * certificate will no longer match.
 */
class GenerateKeyDialog : public QDialog
{
    Q_OBJECT
public:
    GenerateKeyDialog(const openpgp::CardInfo &card, const openpgp::CardCertificate &certificate,
                      QWidget *parent = nullptr);

    /// Apply the choices to a command.
    void configure(openpgp::GenerateKeyCommand *command) const;

    /// One slot chosen, and it holds the primary key of the card's certificate.
    bool replacesPrimary() const;
    /// The off-card backup of the encryption key was chosen: the file to write (empty: none).
    QString backupPath() const;
    /// All three keys with a new certificate were chosen (not one slot).
    bool makesCertificate() const;
    /// The certificate found for the card (null when none).
    const openpgp::CardCertificate &certificate() const { return m_certificate; }

    void accept() override;

private:
    void updateState();
    void buildBackupRow(QVBoxLayout *layout);

    openpgp::KeySlot chosenSlot() const;

    openpgp::CardInfo m_card;
    openpgp::CardCertificate m_certificate;
    QRadioButton *m_all;
    QRadioButton *m_one;
    QLineEdit *m_name;
    QLineEdit *m_email;
    QComboBox *m_expiry;
    QComboBox *m_algorithm;
    QComboBox *m_slot;
    QCheckBox *m_updateCert;
    QCheckBox *m_backup;
    QLineEdit *m_backupPath;
    QWidget *m_backupRow;
    QFormLayout *m_slotForm = nullptr;
    QLabel *m_note;
    QLabel *m_error;
};

} // namespace keyward::gui::card
