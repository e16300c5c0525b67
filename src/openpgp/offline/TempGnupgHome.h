// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QString>

#include <functional>
#include <memory>

namespace keyward::openpgp::offline {

/// Where a temporary GNUPGHOME was made.
enum class HomeBase
{
    XdgRuntime, ///< $XDG_RUNTIME_DIR, a tmpfs
    DevShm,     ///< /dev/shm, a tmpfs
    TmpDir,     ///< $TMPDIR or /tmp: possibly on disk
};

/// "xdg-runtime", "dev-shm", "tmpdir" (stable tokens for --json).
QString homeBaseToken(HomeBase base);

/**
 * A throw-away GNUPGHOME (mode 0700) with its own gpg-agent, made where a secret key is least
 * likely to reach a disk: $XDG_RUNTIME_DIR when it is a tmpfs, else /dev/shm, else $TMPDIR
 * (or /tmp). The agent allows loopback pinentry so GPGME's passphrase provider answers.
 *
 * remove() kills the agent (gpgconf --kill all for this home), removes its socket folder,
 * overwrites every file with zeros and unlinks it, then removes the folders. The destructor
 * does the same unless keep() was called. Blocking: call on a worker.
 */
class TempGnupgHome
{
public:
    /// The folder a new home goes into and whether it is memory-backed. `env` reads an
    /// environment variable, `isMemory` tells whether a folder is on tmpfs/ramfs and
    /// writable (replaceable for tests).
    struct BaseChoice
    {
        HomeBase base = HomeBase::TmpDir;
        QString folder;
        bool memoryBacked = false;
    };
    static BaseChoice chooseBase(const std::function<QByteArray(const char *)> &env,
                                 const std::function<bool(const QString &)> &isMemory);
    /// The choice for this process.
    static BaseChoice chooseBase();

    /// Makes a new home ("<base>/kw-<prefix>-XXXXXX") with gpg-agent.conf, and starts its agent.
    static Result<std::unique_ptr<TempGnupgHome>> create(const QString &prefix,
                                                         const QString &operation);
    ~TempGnupgHome();
    TempGnupgHome(const TempGnupgHome &) = delete;
    TempGnupgHome &operator=(const TempGnupgHome &) = delete;

    QString path() const { return m_path; }
    HomeBase base() const { return m_choice.base; }
    bool memoryBacked() const { return m_choice.memoryBacked; }

    /// Leave the home and its agent in place when this object goes.
    void keep() { m_keep = true; }
    bool kept() const { return m_keep; }
    /// Kill the agent and remove the home as described above (idempotent).
    Status remove();
    bool removed() const { return m_removed; }

private:
    TempGnupgHome(QString path, BaseChoice choice);
    Status launchAgent(const QString &operation);

    QString m_path;
    BaseChoice m_choice;
    bool m_keep = false;
    bool m_removed = false;
};

} // namespace keyward::openpgp::offline
