// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace keyward::app {
class KeyCardLostJob;
}

namespace keyward::gui {

class StepOutput;

/**
 * Card → Revoke a lost card's subkeys: `keyward-cli key card-lost` in the window, in two steps
 * as KeyRenewDialog does the renewal. The form is checked by app::KeyCardLostCommand; "Prepare"
 * revokes the subkeys (those of the card's stubs in the everyday keyring, or the ones named) from
 * the secret key file in a temporary keyring (app::KeyCardLostJob's worker) and shows what is
 * revoked and lost; "Revoke" puts only the public key with the revocations into the everyday
 * keyring (and the publish folder, when one is given), and the report is what that keyring lists
 * afterwards. Closing before "Revoke" discards the prepared revocation. The dialog cannot be
 * closed while a step runs.
 *
 * Object names for tests: cardLostBackup, cardLostByCard, cardLostSerial, cardLostBySubkeys,
 * cardLostSubkeys, cardLostReason, cardLostPublish, cardLostPassphrase, cardLostProblem,
 * cardLostPrepare, cardLostApply, cardLostText.
 */
class KeyCardLostDialog : public QDialog
{
    Q_OBJECT
public:
    explicit KeyCardLostDialog(QWidget *parent = nullptr);
    ~KeyCardLostDialog() override;

    bool isWorking() const { return m_working; }
    /// What the dialog shows below the form (the plan, then the report), for tests.
    QString text() const;

    void reject() override;

Q_SIGNALS:
    /// A step ended: prepared (the plan is shown), revoked (the report is shown), or failed.
    void prepared(bool ok);
    void revoked(bool ok);

private:
    void prepare();
    void apply();
    void chooseBackup();
    void choosePublish();
    void updateChoice();
    void startWork(const QString &what);
    void endWork();
    void failWork(const QString &problem);
    void setFormEnabled(bool enabled);

    std::unique_ptr<app::KeyCardLostJob> m_job;
    QLineEdit *m_backup = nullptr;
    QPushButton *m_browse = nullptr;
    QRadioButton *m_byCard = nullptr;
    QLineEdit *m_serial = nullptr;
    QRadioButton *m_bySubkeys = nullptr;
    QLineEdit *m_subkeys = nullptr;
    QComboBox *m_reason = nullptr;
    QLineEdit *m_publish = nullptr;
    QPushButton *m_browsePublish = nullptr;
    QLineEdit *m_passphrase = nullptr;
    StepOutput *m_output = nullptr;
    QPushButton *m_prepare = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_close = nullptr;
    bool m_working = false;
    bool m_isPrepared = false;
};

} // namespace keyward::gui
