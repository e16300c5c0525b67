// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyDialog.h"

#include <memory>

class QComboBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace keyward::app {
class KeyCardLostJob;
}

namespace keyward::gui {

/**
 * Card → Revoke a lost card's subkeys: `keyward-cli key card-lost` in the window, in two steps
 * as KeyRenewDialog does the renewal. The form is checked by app::KeyCardLostCommand; "Prepare"
 * revokes the subkeys (those of the card's stubs in the everyday keyring, or the ones named) from
 * the secret key file in a temporary keyring (app::KeyCardLostJob's worker) and shows what is
 * revoked and lost; "Revoke" puts only the public key with the revocations into the everyday
 * keyring (and the publish folder, when one is given), and the report is what that keyring lists
 * afterwards. Closing before "Revoke" discards the prepared revocation. The dialog cannot be
 * closed while a step runs (OfflineKeyDialog).
 *
 * Object names for tests: cardLostBackup, cardLostByCard, cardLostSerial, cardLostBySubkeys,
 * cardLostSubkeys, cardLostReason, cardLostPublish, cardLostPassphrase, cardLostProblem,
 * cardLostPrepare, cardLostApply, cardLostText.
 */
class KeyCardLostDialog : public OfflineKeyDialog
{
    Q_OBJECT
public:
    explicit KeyCardLostDialog(QWidget *parent = nullptr);
    ~KeyCardLostDialog() override;

Q_SIGNALS:
    /// Revoke ended: the report is shown (true) or a problem is (false).
    void revoked(bool ok);

protected:
    QList<QWidget *> formWidgets() const override;
    void discardPrepared() override;
    void prepare() override;
    void apply() override;
    void updateForm() override;

private:
    void choosePublish();

    std::unique_ptr<app::KeyCardLostJob> m_job;
    QRadioButton *m_byCard = nullptr;
    QLineEdit *m_serial = nullptr;
    QRadioButton *m_bySubkeys = nullptr;
    QLineEdit *m_subkeys = nullptr;
    QComboBox *m_reason = nullptr;
    QLineEdit *m_publish = nullptr;
    QPushButton *m_browsePublish = nullptr;
};

} // namespace keyward::gui
