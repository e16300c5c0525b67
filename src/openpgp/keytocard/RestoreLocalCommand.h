// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyToCardStep.h"
#include "LocalKey.h"

namespace keyward::openpgp::keytocard {

/**
 * Turn the card stubs of a key back into local secret keys, from Keyward's
 * verified backup: the backup is first checked against the key in a
 * throw-away keyring (every stubbed subkey must have its secret in it), then
 * each stub is deleted and the backup imported into the keyring. The card
 * keeps its copy; gpg on this computer then uses the local key, not the card.
 *
 * The import keeps the passphrase protection the backup has; no passphrase
 * passes through Keyward (gpg-agent's pinentry asks when the key is used).
 */
class RestoreLocalCommand : public KeyToCardStep
{
    Q_OBJECT
public:
    explicit RestoreLocalCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    /// The key (fingerprint or anything gpg finds one key by); read again
    /// from the keyring when the command runs.
    void setKey(const QByteArray &fingerprint) { m_key = fingerprint; }
    void setBackupPath(const QString &path) { m_backupPath = path; }

    /// After success: the subkeys that are local again (empty: they all were).
    const QList<SubkeyInfo> &restored() const { return m_restored; }
    /// After success: the backup's absolute path as checked.
    QString backupPath() const { return m_checkedPath; }

    /// The subkeys whose secret is a card stub: what a restore changes. Pure.
    static QList<SubkeyInfo> stubbedSubkeys(const LocalKey &key);
    /// What a restore will change, in words, for the question asked first.
    static QString consequences(const LocalKey &key, const QString &backupPath);

    /// Worker only: replace the stubs of `keygrips` (where they are stubs)
    /// by the secret keys of the backup file, then check that each keygrip
    /// is a local key. When the import fails, gpg-agent LEARNs the card's
    /// stubs again and the error says where the keys are.
    static Status replaceStubs(AgentSession &session, const QList<QByteArray> &keygrips,
                               const QString &backupPath, const QString &operation);

protected:
    Status execute() override;
    QString successText() const override;

private:
    QByteArray m_key;
    QString m_backupPath;
    QString m_checkedPath;
    QByteArray m_primary;
    QList<SubkeyInfo> m_restored;
};

} // namespace keyward::openpgp::keytocard
