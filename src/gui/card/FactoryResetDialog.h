// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/CardInfo.h"

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace keyward::gui::card {

/// Says exactly what a factory reset destroys on this card (its keys by
/// fingerprint, the cardholder data, PINs, reset code, KDF and touch
/// settings) and enables the reset only once the card's serial is typed.
class FactoryResetDialog : public QDialog
{
    Q_OBJECT
public:
    FactoryResetDialog(const openpgp::CardInfo &card, QWidget *parent = nullptr);

    QString typedSerial() const;
    /// The list of what will be destroyed on this card, as rich text.
    static QString destroyedText(const openpgp::CardInfo &card);

private:
    QString m_serial;
    QLineEdit *m_edit;
    QPushButton *m_reset;
};

} // namespace keyward::gui::card
