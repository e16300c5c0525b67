// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pcsc/ScHsmInit.h"
#include "pkcs11/TokenInfo.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace keyward::gui::token {

/// Asks for what a SmartCard-HSM (Nitrokey HSM) initialisation needs, as
/// sc-hsm-tool --initialize: the current SO PIN (the factory value is named,
/// never filled in), the new user PIN twice, the user PIN's tries and the DKEK
/// choice. Initialise stays disabled until the values pass ScHsm::validate()
/// and the loss of every key on the device is acknowledged.
class ScHsmInitDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ScHsmInitDialog(const pkcs11::TokenInfo &token, QWidget *parent = nullptr);

    /// The parameters; clears the PIN fields.
    pcsc::ScHsm::InitParams takeParams();

protected:
    void done(int result) override;

private:
    pcsc::ScHsm::InitParams params() const;
    void validate();

    QLineEdit *m_soPin;
    QLineEdit *m_userPin;
    QLineEdit *m_userPinRepeat;
    QSpinBox *m_retries;
    QRadioButton *m_noDkek;
    QRadioButton *m_shares;
    QSpinBox *m_shareCount;
    QCheckBox *m_understood;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace keyward::gui::token
