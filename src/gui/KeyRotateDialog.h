// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyDialog.h"

#include <memory>

class QComboBox;
class QPlainTextEdit;

namespace keyward::app {
class KeyRotateJob;
}

namespace keyward::gui {

/**
 * Card → Rotate a key's subkeys: `keyward-cli key rotate` in the window, in two steps as
 * KeyRenewDialog does the renewal. The form is checked before anything runs (a new secret key
 * file that exists is refused then); "Prepare" makes new sign, encrypt and authenticate subkeys
 * and sets the old ones to expire in a temporary keyring (app::KeyRotateJob's worker) and asks,
 * naming the subkeys that expire and what stops working until the card has the new ones;
 * "Rotate" writes the new secret key file and gives the everyday keyring the public key. The
 * report is what that keyring lists afterwards, and the commands that put the new subkeys onto
 * the card are shown as text to copy. Closing before "Rotate" discards the prepared rotation.
 *
 * Object names for tests: rotateBackup, rotateOut, rotateExpire, rotatePassphrase,
 * rotateProblem, rotatePrepare, rotateApply, rotateText, rotateNext.
 */
class KeyRotateDialog : public OfflineKeyDialog
{
    Q_OBJECT
public:
    explicit KeyRotateDialog(QWidget *parent = nullptr);
    ~KeyRotateDialog() override;

    /// The commands for the card shown after the rotation (empty before), for tests.
    QString nextSteps() const;

Q_SIGNALS:
    /// Rotate ended: the report is shown (true) or a problem is (false).
    void rotated(bool ok);

protected:
    QList<QWidget *> formWidgets() const override;
    void discardPrepared() override;
    void prepare() override;
    void apply() override;

private:
    void chooseOut();
    /// A sentence when the new secret key file cannot be written (empty name, missing folder,
    /// a file there); empty when it can.
    QString outProblem(const QString &path) const;

    std::unique_ptr<app::KeyRotateJob> m_job;
    QLineEdit *m_out = nullptr;
    QPushButton *m_browseOut = nullptr;
    QComboBox *m_expire = nullptr;
    QLabel *m_nextLabel = nullptr;
    QPlainTextEdit *m_next = nullptr;
};

} // namespace keyward::gui
