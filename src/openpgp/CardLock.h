// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/LockFile.h"
#include "core/Result.h"

#include <QByteArray>
#include <QString>

namespace keyward::openpgp {

/**
 * One process at a time changes a card: a LockFile per card ("card-" and
 * the card's manufacturer and serial) in $XDG_RUNTIME_DIR/keyward/ (or
 * /tmp/keyward-$UID/, made 0700 and checked to be the user's own). Taken without waiting by every
 * command that changes the card, for the whole of its multi-step work, so two Keyward processes
 * cannot interleave PIN tries or key generation on one card. The lock goes with the process (the
 * kernel drops it when the file is closed, also on a crash). Two CardLocks for one card in one
 * process exclude each other as well.
 */
class CardLock
{
public:
    CardLock() = default;

    /// Takes the lock of the card with this AID (32 hex digits; the
    /// manufacturer and serial part names the file); `serial` names it to
    /// the user. ErrorKind::Busy, with the sentence for the user as detail,
    /// when another holder has it.
    static Result<CardLock> acquire(const QByteArray &aidHex, const QString &serial,
                                    const QString &operation);

    bool isHeld() const { return m_lock.isHeld(); }
    /// Which card the lock is for (manufacturer and serial, hex).
    QByteArray cardKey() const { return m_card; }
    /// The same for an AID (32 hex digits).
    static QByteArray cardKeyOf(const QByteArray &aidHex);
    void release() { m_lock.release(); }

    /// The folder holding the lock files, made and checked (0700, own user).
    static Result<QString> directory() { return LockFile::directory(); }

private:
    LockFile m_lock;
    QByteArray m_card;
};

} // namespace keyward::openpgp
