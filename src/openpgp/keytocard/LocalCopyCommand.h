// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyToCardStep.h"
#include "MoveToCardCommand.h"

namespace keyward::openpgp::keytocard {

/**
 * Step 3: keep or remove the local secret key of the moved subkeys.
 *
 * - Remove: only after the card is read back again and still holds each
 *   key (keygrip from READKEY). The local secret is deleted and gpg-agent
 *   `LEARN` writes a stub in its place, so gpg uses the card ("ssb>").
 *   The verified backup stays the only other copy, so it is read again
 *   first: nothing is deleted unless it still has the verified size and hash.
 * - Keep: the local secret stays (or is restored from the backup where a
 *   newer GnuPG already replaced it with a stub). gpg on this computer
 *   then keeps using the local key, not the card: gpg-agent has one key
 *   file per keygrip, either the key or a stub.
 */
class LocalCopyCommand : public KeyToCardStep
{
    Q_OBJECT
public:
    explicit LocalCopyCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    void setMoved(const QList<MovedKey> &moved) { m_moved = moved; }
    void setKeepLocal(bool keep) { m_keep = keep; }
    /// The verified backup: before a local secret key is deleted, the file is read again and
    /// must still have the size and SHA-256 that were verified.
    void setBackup(const BackupReport &backup)
    {
        m_backup = backup;
        m_backupPath = backup.path;
    }

    /// What each choice means, for the confirmation text.
    static QString consequences(bool keepLocal);

protected:
    Status execute() override;
    QString successText() const override;

private:
    Status removeLocal();
    Status keepLocal();

    QList<MovedKey> m_moved;
    bool m_keep = false;
    BackupReport m_backup;
    QString m_backupPath;
};

} // namespace keyward::openpgp::keytocard
