// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyRenewal.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;

namespace keyward::app {
class KeyRenewJob;
}

namespace keyward::gui {

class StepOutput;

/**
 * Card → Renew a key's subkeys: `keyward-cli key renew` in the window, in its two steps. The
 * form is checked by app::KeyRenewCommand; "Prepare" makes the renewed key from the secret key
 * file in a temporary keyring (app::KeyRenewJob's worker) and shows what the everyday keyring
 * would get; "Renew" puts only the renewed public key there (the card and its stubs stay as they
 * are) and the report is what that keyring lists afterwards. Closing before "Renew" discards the
 * prepared renewal. The dialog cannot be closed while a step runs.
 *
 * Object names for tests: renewBackup, renewExpire, renewPrimaryExpire, renewNewBackup,
 * renewPassphrase, renewProblem, renewPrepare, renewApply, renewText.
 */
class KeyRenewDialog : public QDialog
{
    Q_OBJECT
public:
    explicit KeyRenewDialog(QWidget *parent = nullptr);
    ~KeyRenewDialog() override;

    bool isWorking() const { return m_working; }
    /// What the dialog shows below the form (the plan, then the report), for tests.
    QString text() const;

    void reject() override;

Q_SIGNALS:
    /// A step ended: prepared (the plan is shown), renewed (the report is shown), or failed.
    void prepared(bool ok);
    void renewed(bool ok);

private:
    void prepare();
    void apply();
    void chooseBackup();
    void startWork(const QString &what);
    void endWork();
    void failWork(const QString &problem);
    void setFormEnabled(bool enabled);

    std::unique_ptr<app::KeyRenewJob> m_job;
    QLineEdit *m_backup = nullptr;
    QPushButton *m_browse = nullptr;
    QComboBox *m_expire = nullptr;
    QComboBox *m_primaryExpire = nullptr;
    QCheckBox *m_newBackup = nullptr;
    QLineEdit *m_passphrase = nullptr;
    StepOutput *m_output = nullptr;
    QPushButton *m_prepare = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_close = nullptr;
    bool m_working = false;
    bool m_isPrepared = false;
};

} // namespace keyward::gui
