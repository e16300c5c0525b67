// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pkcs11/ObjectInfo.h"
#include "pkcs11/SecretBytes.h"
#include "pkcs11/TokenInfo.h"

#include <QDialog>

#include <memory>

namespace Ui {
class InitTokenDialog;
}

namespace keyward::gui::token {

/// Asks before C_InitToken: names the token and what will be destroyed, takes
/// the SO PIN and the new label, optionally the first user PIN, and accepts
/// only once the token's label (for a blank token: the new label) is typed.
class InitTokenDialog : public QDialog
{
    Q_OBJECT
public:
    /// objects: those listed on the token now, named in the warning.
    InitTokenDialog(const pkcs11::TokenInfo &token, const QList<pkcs11::ObjectInfo> &objects,
                    QWidget *parent = nullptr);
    ~InitTokenDialog() override;

    QString newLabel() const;
    /// The user typed the confirmation text.
    bool confirmed() const;
    bool setUserPin() const;
    /// The SO PIN (empty for a token without one: NSS softokn); clears its fields.
    pkcs11::SecretBytes takeSoPin();
    /// The new user PIN; clears its fields.
    pkcs11::SecretBytes takeUserPin();

protected:
    void done(int result) override;

private:
    QString confirmationText() const;
    void validate();

    std::unique_ptr<Ui::InitTokenDialog> m_ui;
    pkcs11::TokenInfo m_token;
    bool m_asksSoPin = true;
};

} // namespace keyward::gui::token
