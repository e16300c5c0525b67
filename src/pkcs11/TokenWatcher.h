// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TokenInfo.h"
#include "core/Error.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <memory>

namespace keyward {
class Worker;
}

namespace keyward::pkcs11 {

/// Watches every PKCS#11 token of p11-kit's registry (and of the modules given
/// by path) for insertion, removal and changes. The modules are loaded and
/// polled on the watcher's own Worker (about every 500 ms; cheap: the slot
/// list and slot flags; C_GetTokenInfo only for a slot whose state changed).
/// Trust-only modules (p11-kit-trust) are skipped. Signals arrive on the
/// thread that owns the watcher.
class TokenWatcher : public QObject
{
    Q_OBJECT
public:
    /// Starts polling at once; the first tokensChanged() follows the first poll.
    explicit TokenWatcher(QStringList extraModules = {}, QObject *parent = nullptr);
    ~TokenWatcher() override;

    /// The last snapshot sent with tokensChanged().
    QList<TokenInfo> tokens() const { return m_tokens; }
    /// The modules that could not be used, as last sent with moduleProblemsChanged().
    QList<ModuleProblem> moduleProblems() const { return m_problems; }
    /// The poll interval in milliseconds (default 500).
    void setInterval(int ms) { m_timer.setInterval(ms); }

public Q_SLOTS:
    /// Re-read every token's information at the next poll, not just changed
    /// slots: call after an operation that changed a token (init, PIN change).
    void refresh();
    /// Replace the modules given by path; they are reloaded at the next poll.
    void setExtraModules(const QStringList &paths);
    /// Hold or resume polling of modules that reach cards over PC/SC (OpenSC).
    /// Polling such a module connects to every inserted card; while scdaemon
    /// is claiming a card it must not get there first, or scdaemon's
    /// exclusive connect fails. Held modules keep their last tokens.
    void setPcscModulesHeld(bool held);
    /// Readers whose card another stack serves (an OpenPGP card behind
    /// scdaemon): OpenSC, loaded by this watcher, is configured to ignore
    /// them (OpenScGuard) and is loaded again when the list changes, so it
    /// never holds a connection scdaemon needs.
    void setReadersKeptFromOpenSc(const QStringList &readers);
    /// Finalise and reload every module at the next poll. SoftHSM2 reads its
    /// token directory only in C_Initialize, so a token made by another
    /// process (softhsm2-util) shows up only after this.
    void rescanModules() { m_reload = true; }

Q_SIGNALS:
    /// The set of present tokens or what one of them reports changed; the
    /// full snapshot, in module and slot order. Sent only on change.
    void tokensChanged(const QList<keyward::pkcs11::TokenInfo> &tokens);
    /// The modules that could not be used (did not load, C_Initialize failed),
    /// each once: sent with the first snapshot and whenever the list changes
    /// (the modules are loaded again), never as error().
    void moduleProblemsChanged(const QList<keyward::pkcs11::ModuleProblem> &problems);
    /// Polling failed (a loaded module stopped answering). Sent once per
    /// distinct error, not on every poll.
    void error(const keyward::Error &error);

private:
    struct State;
    struct PollResult;
    void poll();
    /// Poll now, or right after the poll that runs.
    void pollSoon();

    std::shared_ptr<State> m_state; ///< used on the worker only
    std::unique_ptr<Worker> m_worker;
    QTimer m_timer;
    bool m_busy = false;
    bool m_pollAgain = false; ///< asked for while a poll ran: poll again right after it
    bool m_first = true;
    bool m_sent = false; ///< the first snapshot goes out even when empty
    bool m_fullRefresh = false;
    bool m_reload = false;
    bool m_pcscHeld = false;
    QStringList m_keptReaders;
    bool m_keptChanged = false;
    QStringList m_extraModules;
    QList<TokenInfo> m_tokens;
    QList<ModuleProblem> m_problems;
    QString m_lastError;
};

} // namespace keyward::pkcs11
