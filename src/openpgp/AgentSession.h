// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AssuanReply.h"
#include "StatusParsers.h"
#include "core/Result.h"
#include "core/Worker.h"

#include <QFuture>
#include <QMap>
#include <QMutex>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace keyward {
class TouchWatch;
}

namespace keyward::openpgp {
class AgentChannel;
class ScdaemonReaderSwitch;
} // namespace keyward::openpgp

namespace keyward::openpgp {

/**
 * The one connection to gpg-agent (libassuan, AgentChannel), owned by a Worker
 * thread and reused for every command; card commands go through the agent's
 * "SCD" pass-through to scdaemon. Starts the agent when it is not running and
 * reconnects once when it went away.
 *
 * The futures resolve on the worker; continue them with
 * `whenFinished(future, context, ...)` (core/Continuation.h). Code that already runs on worker()
 * (command objects, the card reader) calls transactNow() directly to chain several commands without
 * bouncing between threads.
 */
class AgentSession : public QObject
{
    Q_OBJECT
public:
    /// Answers an INQUIRE from the agent (for example "PASSPHRASE" in
    /// loopback mode): return the data to send, or an Error to cancel the
    /// command. The returned bytes are wiped after sending.
    using InquireHandler =
        std::function<Result<QByteArray>(const QByteArray &keyword, const QByteArray &args)>;

    explicit AgentSession(QObject *parent = nullptr);
    ~AgentSession() override;

    /// The serial queue every agent command runs on.
    Worker &worker() { return *m_worker; }

    /// "GETINFO version": gpg-agent's version, e.g. "2.2.40".
    QFuture<Result<QString>> agentVersion();
    /// "SCD SERIALNO": the current card's AID; NoCard when there is none.
    QFuture<Result<CardAid>> cardSerial();
    /// Any assuan command, e.g. "SCD GETATTR KEY-FPR". Never send a PIN in a
    /// command line: use an InquireHandler through transactNow().
    QFuture<Result<AssuanReply>> transact(QByteArray command);

    /// Worker thread only: run one command on the persistent connection.
    /// `operation` names it for error messages (defaults to the command word).
    Result<AssuanReply> transactNow(const QByteArray &command, const InquireHandler &inquire = {},
                                    const QString &operation = {});
    /// Worker thread only: the agent version, cached per connection, as
    /// {major, minor, patch} (0s when unknown).
    std::array<int, 3> agentVersionNow();
    /// Worker thread only: loopback PIN entry. While on, commands go over a
    /// second persistent connection with pinentry-mode=loopback, and PINs are
    /// asked through the InquireHandler (INQUIRE PASSPHRASE). Off (default):
    /// the main connection, and gpg-agent runs its own pinentry.
    Status setLoopbackPinentry(bool loopback);

    /// What decides whether an operation with a card key may wait for a touch: the card's serial
    /// (as shown to the user), whether it is the virtual card, and per slot whether its touch
    /// policy (UIF) is anything but off.
    struct TouchContext
    {
        QString serial;
        bool isVirtual = false;
        std::array<bool, 3> uif{};
    };
    /// Worker thread only: remember what the last reading of the card showed (CardReader does).
    void setTouchContext(const TouchContext &context) { m_touch = context; }
    /// The touch prompt hook: touchWanted() when an operation with a card key that may need a
    /// touch has not answered within 200 ms, touchEnded() when it answered. Its signals come from
    /// another thread.
    TouchWatch *touchWatch() const { return m_touchWatch.get(); }
    /// Worker thread only: an operation that uses the key in `slot` (1..3; 0 when not known)
    /// starts; the prompt follows when it may need a touch. Commands sent with transactNow() do
    /// this themselves; operations that reach the agent another way (gpg through GPGME) call it.
    void keyOperationStarted(int slot);
    /// Worker thread only: the card answered (or the operation now waits for a PIN instead).
    void keyOperationEnded();
    /// Worker thread only: the card (AID, 32 hex digits) the running job acts
    /// on; empty for whichever card scdaemon picks. While set, every SCD
    /// command goes to that card: before a connection's first SCD command
    /// (and after a reset) the card is selected (GnuPG 2.4: "SCD SWITCHCARD",
    /// then "SCD SERIALNO --demand=AID"; 2.2: "SCD SERIALNO --demand=AID"), and
    /// "SCD SERIALNO" itself asks for that card, so it answers with that card or
    /// fails. The job that sets it clears it (TargetCardScope).
    void setTargetCardNow(const QByteArray &aidHex);
    QByteArray targetCardNow() const;
    /// Any thread: the card every job acts on when it names none itself (the
    /// command line's --card); empty: whichever card scdaemon picks.
    void setDefaultCard(const QByteArray &aidHex);

    /// Any thread: the PC/SC reader that holds the card (AID). GnuPG 2.2 only: when
    /// scdaemon does not answer with a target card that has a reader, scdaemon is switched to
    /// that reader for the time of the job (ScdaemonReaderSwitch; scdaemonReaderSwitched()),
    /// and the user's scdaemon.conf is put back when the job ends.
    void setCardReader(const QByteArray &aidHex, const QString &reader);
    /// Worker thread only: put scdaemon.conf back and restart scdaemon when switched.
    Status restoreReaderNow();
    /// GnuPG 2.2's reader switch restarts the user's scdaemon, which ends whatever another
    /// program does with a card. It is done only for an operation the user started in Keyward
    /// (allowed for every job of this session here, any thread: the command line's --card; or
    /// per job, TargetCardScope), and only when gpg-agent has no client but this session
    /// (otherAgentClientsNow()); else the job is refused and says why.
    void allowScdaemonRestart(bool allowed) { m_restartAllowed = allowed; }
    /// Worker thread only: the running job was started by the user (TargetCardScope).
    void setJobMayRestartScdaemonNow(bool may) { m_jobMayRestart = may; }
    /// Worker thread only: how many clients gpg-agent serves besides this session's
    /// connections ("GETINFO connections"); -1 when it does not say.
    int otherAgentClientsNow();

    /// Any thread, before the first command: a session that only looks (keyward-cli doctor). It
    /// never starts gpg-agent (a command to an agent that is not running fails with
    /// AgentUnavailable) and never puts back a scdaemon.conf another Keyward left switched.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    /// How many connections this session has opened so far (1 in normal use).
    int connectionCount() const { return m_connections.loadRelaxed(); }

    /// Parse "2.2.40" into {2, 2, 40}.
    static std::array<int, 3> parseVersion(const QString &version);

Q_SIGNALS:
    /// The agent could not be reached even after trying to start it.
    void agentUnavailable(const keyward::Error &error);
    /// GnuPG 2.2: scdaemon now uses `reader` (emitted on the worker thread, before the job's
    /// first command reaches the card).
    void scdaemonReaderSwitched(const QString &reader);
    /// GnuPG 2.2: the switch is over and scdaemon restarted with the user's scdaemon.conf
    /// (emitted on the worker thread; also when putting the file back failed).
    void scdaemonReaderRestored();

private:
    Status ensureConnected();
    /// What to do after a failed attempt.
    enum class Retry
    {
        No,
        Reconnect,          ///< the connection broke before anything came back
        ScdaemonRestarting, ///< the agent answered that its scdaemon pipe broke
    };
    Result<AssuanReply> attempt(const QByteArray &command, const InquireHandler &inquire,
                                const QString &op, Retry &retry);
    void launchAgent();
    /// Select the target card on the current connection when it is not yet.
    Result<AssuanReply> selectTarget(const QString &op, Retry &retry);
    /// GnuPG 2.2: point scdaemon at `reader` and wait until it answers with the target card.
    Result<AssuanReply> switchReader(const QString &reader, const QString &op);
    /// After a switch: restart scdaemon (so it reads the user's file again) when gpg-agent has
    /// no other client; else leave it for the next job or the session's end.
    void restartPendingScdaemonNow();
    /// gpg-agent answered "No SmartCard daemon" on a second connection: its scdaemon runs
    /// without a socket (it started while the one of a killed agent still had it). For a job the
    /// user started, with no other client: restart it. False when not done.
    bool restartScdaemonWithoutSocketNow();
    /// Once per process: a scdaemon.conf another Keyward left switched is put back.
    void recoverReaderSwitch();

    std::unique_ptr<Worker> m_worker;
    // Used on the worker thread only.
    std::unique_ptr<AgentChannel> m_main; // the commands' connection
    std::unique_ptr<AgentChannel> m_loop; // only while loopback PIN entry is on
    bool m_loopback = false;
    std::array<int, 3> m_version{};
    QByteArray m_target;
    mutable QMutex m_defaultMutex;
    QByteArray m_defaultTarget; // guarded by m_defaultMutex
    QByteArray m_selected[2];   // the card selected on the main [0] and loopback [1] connection
    QAtomicInt m_connections;
    TouchContext m_touch;                                 // worker thread only
    QMap<QByteArray, QString> m_cardReaders;              // guarded by m_defaultMutex
    std::unique_ptr<ScdaemonReaderSwitch> m_readerSwitch; // worker thread only
    std::atomic<bool> m_restartAllowed{false};
    std::atomic<bool> m_readOnly{false};
    bool m_jobMayRestart = false;  // worker thread only
    bool m_scdaemonKilled = false; // worker thread only: the last SCD command was KILLSCD
    bool m_restartPending = false; // worker thread only: file restored, scdaemon not yet
    std::unique_ptr<TouchWatch> m_touchWatch;
};

/// Whether a job was started by the user (a command, a read the user asked for), so that it may
/// switch GnuPG 2.2's scdaemon to its card's reader (AgentSession::allowScdaemonRestart).
enum class StartedBy
{
    Keyward, ///< a refresh, a watcher: never restarts the user's scdaemon
    User,
};

/// Sets a session's target card for a scope on its worker, and clears it at the end.
class TargetCardScope
{
public:
    TargetCardScope(AgentSession &session, const QByteArray &aidHex,
                    StartedBy startedBy = StartedBy::Keyward)
        : m_session(session)
    {
        m_session.setJobMayRestartScdaemonNow(startedBy == StartedBy::User);
        m_session.setTargetCardNow(aidHex);
    }
    ~TargetCardScope()
    {
        m_session.setTargetCardNow({});
        m_session.setJobMayRestartScdaemonNow(false);
    }
    TargetCardScope(const TargetCardScope &) = delete;
    TargetCardScope &operator=(const TargetCardScope &) = delete;

private:
    AgentSession &m_session;
};

} // namespace keyward::openpgp
