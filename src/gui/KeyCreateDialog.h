// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyCreation.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLineEdit;
class QPushButton;

namespace keyward::app {
class KeyCreateJob;
}

namespace keyward::gui {

class StepOutput;

/**
 * Card → Create a key for cards: `keyward-cli key create` in the window. A certify-only primary
 * key and signing, encryption and authentication subkeys made in a temporary keyring, never in
 * the everyday one; the public key, the passphrase-protected secret key and a revocation
 * certificate written to a folder the user chooses and the secret key file checked by a
 * re-import. The form is checked by app::KeyCreateCommand before anything is made; the key is
 * made on app::KeyCreateJob's worker and the report is what the new keyring and the files
 * hold. The dialog cannot be closed while the key is being made.
 *
 * Object names for tests: keyName, keyEmail, keyAlgorithm, keyExpire, keyPrimaryExpire,
 * keyFolder, keyPassphrase, keyRepeat, keyProblem, keyCreate, keyText.
 */
class KeyCreateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit KeyCreateDialog(QWidget *parent = nullptr);
    ~KeyCreateDialog() override;

    bool isCreating() const { return m_creating; }
    /// The report as shown (plain text), for tests.
    QString reportText() const;

    void reject() override;

Q_SIGNALS:
    /// The creation ended (made, or refused by gpg); the report or the error is shown.
    void finished(bool ok);

private:
    void create();
    void chooseFolder();
    void showResult(const Result<openpgp::offline::OfflineKeyReport> &result);
    void setFormEnabled(bool enabled);

    std::unique_ptr<app::KeyCreateJob> m_job;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_email = nullptr;
    QComboBox *m_algorithm = nullptr;
    QComboBox *m_expire = nullptr;
    QComboBox *m_primaryExpire = nullptr;
    QLineEdit *m_folder = nullptr;
    QPushButton *m_browse = nullptr;
    QLineEdit *m_passphrase = nullptr;
    QLineEdit *m_repeat = nullptr;
    StepOutput *m_output = nullptr;
    QPushButton *m_create = nullptr;
    QPushButton *m_close = nullptr;
    bool m_creating = false;
};

} // namespace keyward::gui
