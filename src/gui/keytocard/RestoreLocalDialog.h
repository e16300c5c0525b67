// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "openpgp/keytocard/LocalKey.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace keyward::openpgp {
class AgentSession;
}

namespace keyward::gui::keytocard {

/**
 * Restore local secret keys from Keyward's backup: the keys of the keyring
 * whose subkeys are card stubs, the backup file, and in words what changes
 * (the stubs become local secret keys again; the card keeps its copy) before
 * the user presses Restore. The work is one RestoreLocalCommand on the
 * agent's worker; passphrases only ever go through gpg-agent's pinentry.
 */
class RestoreLocalDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RestoreLocalDialog(openpgp::AgentSession *session, QWidget *parent = nullptr);

    /// Preselect a key (fingerprint) and a backup file, e.g. from the wizard's
    /// last page after the local copy was removed.
    void preset(const QByteArray &fingerprint, const QString &backupPath);
    /// True after a restore succeeded.
    bool restored() const { return m_restored; }

Q_SIGNALS:
    /// A restore ended: ok, and the text shown to the user.
    void restoreFinished(bool ok, const QString &message);

private:
    void loadKeys();
    void showConsequences();
    void restore();
    const openpgp::keytocard::LocalKey *currentKey() const;
    void updateButtons();

    QPointer<openpgp::AgentSession> m_session;
    QList<openpgp::keytocard::LocalKey> m_keys;
    QByteArray m_presetKey;
    QComboBox *m_keyCombo;
    QLineEdit *m_path;
    QLabel *m_changes;
    QProgressBar *m_busy;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_restore;
    bool m_running = false;
    bool m_restored = false;
};

} // namespace keyward::gui::keytocard
