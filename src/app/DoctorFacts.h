// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// keyward-cli doctor: what it reads from this computer, as plain values (the checks in
// DoctorChecks judge them; unit tests make them up).

#include "DoctorConfig.h"
#include "OpenPgpCards.h"
#include "openpgp/keytocard/LocalKey.h"
#include "pcsc/ReaderState.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace keyward::app::doctor {

struct Facts
{
    QDateTime now; ///< UTC, when the facts were read

    // GnuPG, as GPGME reports it (gpgconf).
    QString gnupgVersion; ///< empty: gpgconf not found
    QString gpgconfPath;
    QString homedir;
    QString agentSocket;
    QString agentSshSocket;
    QString defaultPinentry; ///< GnuPG's own pinentry when gpg-agent.conf names none

    // gpg-agent and scdaemon, asked without starting either.
    std::optional<QString> agentVersion; ///< nullopt: gpg-agent did not answer
    QString agentError;                  ///< why not, for people
    bool agentSocketExists = false;
    bool scdaemonRunning = false;
    std::optional<QString> scdaemonVersion; ///< "SCD GETINFO version" while scdaemon runs

    // PC/SC.
    bool pcscReachable = false;
    QString pcscError;
    QList<pcsc::ReaderState> readers;
    QStringList openPgpReaders; ///< readers whose card scdaemon serves (ReaderSharing)

    // Configuration files: the options in effect, the system-wide file's (sysconfdir) and then
    // the user's lines it lets through (effectiveGnupgConf).
    QString sysconfdir;           ///< GnuPG's system-wide configuration folder (/etc/gnupg)
    GnupgConf agentConf;          ///< gpg-agent.conf
    GnupgConf scdaemonConf;       ///< scdaemon.conf
    GnupgConf commonConf;         ///< common.conf (GnuPG 2.3 and later; else empty)
    bool pcscDriverExists = true; ///< the file scdaemon.conf's pcsc-driver names (when set)
    QString openScConfPath;       ///< empty: no opensc.conf
    OpenScConf openSc;
    std::optional<P11KitModule> openScModule; ///< p11-kit's registration of OpenSC, if any

    /// The marker Keyward keeps beside scdaemon.conf while it has switched scdaemon's reader
    /// (ScdaemonReaderSwitch); there after a Keyward process ended in the middle.
    struct ReaderSwitchMarker
    {
        QString path;
        qint64 pid = 0;
        bool processRunning = false;
    };
    std::optional<ReaderSwitchMarker> readerSwitchMarker;

    // pinentry: the configured one, else GnuPG's default.
    QString pinentry;
    bool pinentryConfigured = false; ///< named in gpg-agent.conf
    bool pinentryExists = false;
    bool pinentryExecutable = false;
    QString pinentryTarget; ///< the file after symlinks, which decides its kind

    // The environment a gpg started from here would pass on.
    std::optional<QString> display;
    std::optional<QString> waylandDisplay;
    std::optional<QString> gpgTty;
    std::optional<QString> sshAuthSock;

    // Keys and cards (only while gpg-agent, and for the cards scdaemon, already runs).
    bool keysListed = false;
    QList<openpgp::keytocard::LocalKey> secretKeys;
    bool cardsListed = false;
    QList<PresentCard> cards;
};

/// Reads the facts. Blocking (gpg-agent, scdaemon, PC/SC, the keyring): run it on a worker.
/// Writes nothing and starts no daemon: gpg-agent is only asked when it runs, scdaemon only
/// when gpg-agent already runs it.
Facts gatherFacts();

} // namespace keyward::app::doctor
