// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>

namespace keyward {

/**
 * An flock()ed file in Keyward's private lock folder: $XDG_RUNTIME_DIR/keyward/
 * (or /tmp/keyward-$UID/, made 0700 and checked to be the user's own). One
 * process at a time holds a name; the kernel drops the lock when the file is
 * closed, also on a crash. Two LockFiles for one name in one process exclude
 * each other as well. openpgp::CardLock (per card) and the key pool (per
 * token) take theirs here.
 */
class LockFile
{
public:
    LockFile() = default;
    LockFile(LockFile &&other) noexcept;
    LockFile &operator=(LockFile &&other) noexcept;
    LockFile(const LockFile &) = delete;
    LockFile &operator=(const LockFile &) = delete;
    ~LockFile();

    enum class Wait
    {
        No,  ///< ErrorKind::Busy (empty detail) when another holder has it
        Yes, ///< blocks until the other holder lets go
    };

    /// Takes the lock `name` (made a safe file name part; the file is
    /// name + ".lock" in directory()).
    static Result<LockFile> acquire(const QString &name, Wait wait, const QString &operation);
    /// The lock file `name` names (nothing is made or taken).
    static Result<QString> pathOf(const QString &name);

    bool isHeld() const { return m_fd >= 0; }
    void release();

    /// The folder holding the lock files, made and checked (0700, own user).
    static Result<QString> directory();

private:
    int m_fd = -1;
};

} // namespace keyward
