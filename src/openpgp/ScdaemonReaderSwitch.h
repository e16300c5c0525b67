// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace keyward::openpgp {

/**
 * GnuPG 2.2's scdaemon opens one PC/SC reader: the one "reader-port" in
 * scdaemon.conf names, else the first. To act on a card in another reader,
 * Keyward points reader-port at that reader for the time of the operation and
 * restarts scdaemon ("SCD KILLSCD"; gpg-agent starts a new one that reads the
 * file), then puts the user's file back byte for byte and restarts scdaemon
 * again.
 *
 * Before the file is touched, its exact bytes (or that there was none) are kept
 * in a marker file next to it, with this process's id. A process that ends
 * without putting the file back leaves the marker; the next AgentSession
 * (recoverLeftover) restores the file from it when that process is gone.
 *
 * The files only: restarting scdaemon is the caller's part (AgentSession).
 */
class ScdaemonReaderSwitch
{
public:
    /// The switch for the GnuPG home directory `homedir`.
    explicit ScdaemonReaderSwitch(QString homedir);

    /// Keep the user's scdaemon.conf in the marker, then write it with
    /// "reader-port READER" (any earlier reader-port line dropped).
    Status apply(const QString &reader);
    /// Put the user's file back as it was (or remove it when there was none) and the marker away.
    /// Nothing to do when apply() did not run.
    Status restore();
    /// apply() ran and restore() has not.
    bool active() const { return m_active; }
    /// The reader apply() switched to.
    QString reader() const { return m_reader; }

    /// What the user is told while a job runs switched to `reader` (the command
    /// line on stderr, the window in its status bar): one sentence, said once.
    static QString announcement(const QString &reader);

    /// A marker left by a process that is gone: restore the file it kept.
    /// True when a file was put back (scdaemon then needs a restart).
    static bool recoverLeftover(const QString &homedir);

    /// `conf` with every reader-port line dropped and "reader-port READER" added at the end.
    static QByteArray withReaderPort(const QByteArray &conf, const QString &reader);
    /// What the marker holds: the process id, whether the file existed, and its bytes.
    struct Saved
    {
        qint64 pid = 0;
        bool existed = false;
        QByteArray original;
    };
    static QByteArray markerBytes(const Saved &saved);
    /// std::nullopt for anything that is not a whole marker.
    static std::optional<Saved> parseMarker(const QByteArray &bytes);

    /// Whether the process that wrote a marker still runs.
    static bool processAlive(qint64 pid);

    static QString confPath(const QString &homedir);
    static QString markerPath(const QString &homedir);

private:
    QString m_home;
    QString m_reader;
    bool m_active = false;
};

} // namespace keyward::openpgp
