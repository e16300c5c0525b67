// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderSharing.h"
#include "core/DeviceListModel.h"
#include "core/Error.h"
#include "core/Worker.h"
#include "pkcs11/ModuleProblem.h"

#include <QObject>
#include <QSet>
#include <QStringList>

#include <memory>

namespace keyward::pcsc {
class ReaderWatcher;
}
namespace keyward::pkcs11 {
class TokenWatcher;
}
namespace keyward::openpgp {
class AgentSession;
class CardWatcher;
class DevinfoWatcher;
} // namespace keyward::openpgp

namespace keyward::app {

/// Every device the back ends can see, live, in one model: PC/SC readers
/// (hot-plug), the OpenPGP card behind gpg-agent, and PKCS#11 tokens from
/// p11-kit's registry. Owns the back ends' watchers; each runs on its own
/// worker thread and reports snapshots, so nothing here blocks the caller.
class DeviceDirectory : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QStringList extraPkcs11Modules; ///< modules given by path, besides p11-kit's registry
        bool watchAgent = true;         ///< false: do not start or ask gpg-agent (hardware probe)
        /// GnuPG 2.3+: also take card changes from "SCD DEVINFO --watch" (on its own agent
        /// connection; see openpgp::DevinfoWatcher). Reader changes (PC/SC) are the cue too.
        bool watchScdaemonDevices = true;
    };

    explicit DeviceDirectory(Options options, QObject *parent = nullptr);
    ~DeviceDirectory() override;

    DeviceListModel *model() { return &m_model; }
    openpgp::AgentSession *agentSession() const { return m_agent.get(); }
    /// GnuPG 2.4: the "SCD DEVINFO --watch" watch once the agent's version is known; null on
    /// GnuPG 2.2, where reader changes (PC/SC) alone are the cue to ask the agent again.
    openpgp::DevinfoWatcher *devinfoWatcher() const { return m_devinfo.get(); }
    /// The PKCS#11 modules that could not be used (the model lists them among the tokens,
    /// each with DeviceInfo::problem set), as the token watcher last reported them.
    QList<pkcs11::ModuleProblem> moduleProblems() const { return m_moduleProblems; }

public Q_SLOTS:
    /// Start watching (readers, tokens, the agent's card).
    void start();
    /// Ask every back end for a fresh look (F5).
    void refresh();

Q_SIGNALS:
    /// A back end could not do its job (no pcscd, agent not running, module failed).
    void backendError(const keyward::Error &error);
    /// Every back end has reported once (devices or an error) since start().
    void initialScanComplete();
    /// GnuPG 2.2: a job switched scdaemon to another reader (`sentence` says so, for the
    /// status bar), or switched it back (`sentence` empty).
    void readerSwitchNotice(const QString &sentence);

private:
    void sourceReported(const QString &source);
    void holdPcscTokens(bool held);
    /// Tell the token watcher which readers scdaemon's cards sit in.
    void shareReaders();
    /// GnuPG 2.2 serves one card: read the other OpenPGP cards' AIDs through
    /// PC/SC (readers no process holds), so every card is listed.
    void probeOtherCards();
    void publishCards();
    /// The readers, each with the card it holds; a card whose ATR Keyward does not know but
    /// reads as an OpenPGP card is named so.
    void publishReaders();
    /// GnuPG 2.4: start the DEVINFO watch once the agent's version is known.
    void watchDevinfo();
    /// Readers whose card another program holds exclusively: say who, once
    /// per hold (the token poller cannot see those cards).
    void reportHeldReaders(const QList<pcsc::ReaderState> &readers);

    Options m_options;
    QStringList m_pendingSources; // back ends that have not reported since start()
    DeviceListModel m_model;
    std::unique_ptr<pcsc::ReaderWatcher> m_readers;
    std::unique_ptr<pkcs11::TokenWatcher> m_tokens;
    std::unique_ptr<openpgp::AgentSession> m_agent;
    std::unique_ptr<openpgp::CardWatcher> m_cards;
    std::unique_ptr<openpgp::DevinfoWatcher> m_devinfo;
    bool m_devinfoSeen = false; ///< the watch's first list (taken at start) has come
    ReaderSharing m_sharing;
    QList<pcsc::ReaderState> m_lastReaders;
    QList<pkcs11::ModuleProblem> m_moduleProblems;
    bool m_agentHasCard = false;
    bool m_readersSeen = false;     ///< the reader watcher has reported (readers or an error)
    bool m_cardsSeen = false;       ///< the card watcher has reported (cards or an error)
    QList<DeviceInfo> m_agentCards; ///< the cards scdaemon serves
    QList<DeviceInfo> m_otherCards; ///< GnuPG 2.2: cards read through PC/SC
    std::unique_ptr<Worker> m_holderWorker; ///< looks for who holds a card (reads /proc)
    QSet<QString> m_heldReported;           ///< readers held since they were last reported
};

} // namespace keyward::app
