// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyDialog.h"

#include <memory>

class QCheckBox;
class QComboBox;

namespace keyward::app {
class KeyRenewJob;
}

namespace keyward::gui {

/**
 * Card → Renew a key's subkeys: `keyward-cli key renew` in the window, in its two steps. The
 * form is checked by app::KeyRenewCommand; "Prepare" makes the renewed key from the secret key
 * file in a temporary keyring (app::KeyRenewJob's worker) and shows what the everyday keyring
 * would get; "Renew" puts only the renewed public key there (the card and its stubs stay as they
 * are) and the report is what that keyring lists afterwards. Closing before "Renew" discards the
 * prepared renewal. The dialog cannot be closed while a step runs (OfflineKeyDialog).
 *
 * Object names for tests: renewBackup, renewExpire, renewPrimaryExpire, renewNewBackup,
 * renewPassphrase, renewProblem, renewPrepare, renewApply, renewText.
 */
class KeyRenewDialog : public OfflineKeyDialog
{
    Q_OBJECT
public:
    explicit KeyRenewDialog(QWidget *parent = nullptr);
    ~KeyRenewDialog() override;

Q_SIGNALS:
    /// Renew ended: the report is shown (true) or a problem is (false).
    void renewed(bool ok);

protected:
    QList<QWidget *> formWidgets() const override;
    void discardPrepared() override;
    void prepare() override;
    void apply() override;

private:
    std::unique_ptr<app::KeyRenewJob> m_job;
    QComboBox *m_expire = nullptr;
    QComboBox *m_primaryExpire = nullptr;
    QCheckBox *m_newBackup = nullptr;
};

} // namespace keyward::gui
