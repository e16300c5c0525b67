// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace keyward::app {

/// Who holds a card that Keyward could not have because another PC/SC client
/// keeps it (SCARD_E_SHARING_VIOLATION), found without opening anything:
/// scdaemon when it is running and has a card open, otherwise the processes
/// of the same user that have pcsc-lite's client library mapped.
namespace CardHolder {

/// A process that is a PC/SC client.
struct Client
{
    QString name; ///< its comm ("ykman", "scdaemon")
    qint64 pid = 0;
};

/// Which pcscd a process talks to: the socket it names (PCSCLITE_CSOCK_NAME in its environment,
/// else pcsc-lite's default) and its mount namespace (/proc/PID/ns/mnt), in which that path
/// names one socket. Two processes with equal values are clients of the same pcscd.
struct PcscService
{
    QByteArray socket;
    QString mountNamespace;
    bool operator==(const PcscService &) const = default;
};
/// The pcscd of process `pid` under `procRoot`; a null mountNamespace when unreadable.
PcscService pcscServiceOf(const QString &procRoot, const QString &pid);

/// The PC/SC clients under `procRoot` (normally "/proc") that run as `uid` and talk to `ours`
/// (the pcscd Keyward uses): processes with libpcsclite mapped (/proc/PID/maps), except
/// `selfPid` and pcscd. Clients of another pcscd (another user's, another mount namespace's,
/// another socket) are left out. Sorted by pid. Unreadable entries (processes that ended,
/// other users') are passed over.
QList<Client> pcscClients(const QString &procRoot, qint64 selfPid, uint uid,
                          const PcscService &ours);

/// What is known about the holder of the card in a reader.
struct Holder
{
    bool scdaemon = false;  ///< gpg-agent's scdaemon has a card open and nobody else is a client
    qint64 scdaemonPid = 0; ///< its pid when known
    QList<Client> others;   ///< the other PC/SC clients, when scdaemon is not the holder
};

/// Decides the holder from the PC/SC clients found and whether scdaemon has
/// a card open (nullopt: scdaemon could not be asked). scdaemon is named
/// when it is a client with a card open and no other client is found.
Holder decide(const QList<Client> &clients, std::optional<bool> scdaemonHasCard);

/// One sentence for the user: "The card in "READER" is in use by another
/// program (ykman, process 1234); close it and try again." (translated).
QString message(const QString &reader, const Holder &holder);

/// Whether scdaemon has a card open, asked through gpg-agent without
/// starting it or scdaemon and without touching a card ("GETINFO
/// scd_running", "SCD GETINFO card_list"); nullopt when it cannot be asked.
std::optional<bool> askScdaemonHasCard();

/// The holder of the card in `reader` on this machine, as message() words it.
QString explain(const QString &reader);

/// For a reader seen held exclusively while Keyward only watches (the token
/// poller): explain(reader) when a program other than scdaemon may hold it;
/// nullopt when scdaemon has a card open (its hold is the normal case) or no
/// other PC/SC client of the user is found. Asks gpg-agent only when scdaemon
/// runs beside another client.
std::optional<QString> explainForeignHold(const QString &reader);

/// When a reader's card is held exclusively (SCARD_STATE_EXCLUSIVE) by a
/// program other than scdaemon, explainForeignHold() for the first such
/// reader; nullopt when none is, or when pcscd cannot be asked. For errors
/// that come back through gpg-agent ("no card") when scdaemon could not have
/// the card.
std::optional<QString> explainHeldCard();

/// `error` unchanged unless it is the busy reader (ErrorKind::Busy); then an
/// error of the same kind whose user message is explain(reader).
Error explainBusy(const Error &error, const QString &reader);

} // namespace CardHolder

} // namespace keyward::app
