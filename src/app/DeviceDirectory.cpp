// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceDirectory.h"

#include "CardHolder.h"
#include "bench/runners/CardIdentity.h"
#include "core/Continuation.h"
#include "core/Logging.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardWatcher.h"
#include "openpgp/DevinfoWatcher.h"
#include "openpgp/ScdaemonReaderSwitch.h"
#include "pcsc/Atr.h"
#include "pcsc/ReaderDeviceInfo.h"
#include "pcsc/ReaderWatcher.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenWatcher.h"

#include <QCoreApplication>
#include <QPointer>

namespace keyward::app {

namespace {
const QString kPcsc = QStringLiteral("pcsc");
const QString kPkcs11 = QStringLiteral("pkcs11");
const QString kPkcs11Modules = QStringLiteral("pkcs11-module"); // modules that could not be used
const QString kOpenPgp = QStringLiteral("openpgp");
const QString kOtherCards = QStringLiteral("openpgp-pcsc"); // a pending source only
} // namespace

DeviceDirectory::DeviceDirectory(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{}

DeviceDirectory::~DeviceDirectory()
{
    // Watchers first: their threads may still post snapshots to the model.
    m_devinfo.reset();
    m_cards.reset();
    m_agent.reset();
    m_tokens.reset();
    m_readers.reset();
}

void DeviceDirectory::start()
{
    if (m_readers) {
        return;
    }
    m_pendingSources = {kPcsc, kPkcs11};

    m_readers = std::make_unique<pcsc::ReaderWatcher>();
    connect(m_readers.get(), &pcsc::ReaderWatcher::readersChanged, this,
            [this](const QList<pcsc::ReaderState> &readers) {
                m_lastReaders = readers;
                m_readersSeen = true;
                shareReaders(); // publishes the readers
                reportHeldReaders(readers);
                // GnuPG 2.2 has no card events: a reader change is the cue to ask the agent.
                if (m_cards) {
                    holdPcscTokens(true);
                    m_cards->refresh();
                    probeOtherCards();
                }
                sourceReported(kPcsc);
            });
    connect(m_readers.get(), &pcsc::ReaderWatcher::error, this, [this](const Error &e) {
        m_readersSeen = true;
        probeOtherCards();
        Q_EMIT backendError(e);
        sourceReported(kPcsc);
    });

    m_tokens = std::make_unique<pkcs11::TokenWatcher>(m_options.extraPkcs11Modules);
    connect(m_tokens.get(), &pkcs11::TokenWatcher::tokensChanged, this,
            [this](const QList<pkcs11::TokenInfo> &tokens) {
                // The plural keeps ids unique when one card shows as two tokens.
                m_model.setDevices(kPkcs11, pkcs11::toDeviceInfos(tokens));
                sourceReported(kPkcs11);
            });
    connect(m_tokens.get(), &pkcs11::TokenWatcher::moduleProblemsChanged, this,
            [this](const QList<pkcs11::ModuleProblem> &problems) {
                // Each module that could not be used, once, among the tokens.
                QList<DeviceInfo> rows;
                for (const pkcs11::ModuleProblem &p : problems) {
                    rows << pkcs11::toDeviceInfo(p);
                }
                m_model.setDevices(kPkcs11Modules, rows);
                m_moduleProblems = problems;
            });
    connect(m_tokens.get(), &pkcs11::TokenWatcher::error, this, [this](const Error &e) {
        Q_EMIT backendError(e);
        sourceReported(kPkcs11);
    });

    if (m_options.watchAgent) {
        m_pendingSources << kOpenPgp << kOtherCards;
        m_agent = std::make_unique<openpgp::AgentSession>();
        // GnuPG 2.2: the sentence the command line prints, for the window (queued: the session
        // emits on its worker).
        connect(m_agent.get(), &openpgp::AgentSession::scdaemonReaderSwitched, this,
                [this](const QString &reader) {
                    Q_EMIT readerSwitchNotice(openpgp::ScdaemonReaderSwitch::announcement(reader));
                });
        connect(m_agent.get(), &openpgp::AgentSession::scdaemonReaderRestored, this,
                [this] { Q_EMIT readerSwitchNotice({}); });
        m_cards = std::make_unique<openpgp::CardWatcher>(m_agent.get());
        connect(m_cards.get(), &openpgp::CardWatcher::cardsChanged, this,
                [this](const QList<DeviceInfo> &cards) {
                    m_agentCards = cards;
                    m_cardsSeen = true;
                    publishCards();
                    probeOtherCards();
                    m_agentHasCard = !cards.isEmpty();
                    shareReaders();
                    // OpenSC loads only once it knows which readers to leave alone.
                    holdPcscTokens(!m_readersSeen);
                    sourceReported(kOpenPgp);
                });
        // A refresh that finds the cards as they were emits no cardsChanged; the tokens held
        // for it (a reader change holds them) are let go all the same, once the readers are
        // known. Without this, a first card report before the first reader report left
        // OpenSC's tokens held for ever and `list` waited out its bound.
        connect(m_cards.get(), &openpgp::CardWatcher::refreshed, this,
                [this] { holdPcscTokens(!m_readersSeen); });
        connect(m_cards.get(), &openpgp::CardWatcher::refreshFailed, this, [this](const Error &e) {
            m_agentCards.clear();
            m_cardsSeen = true;
            publishCards();
            probeOtherCards();
            m_agentHasCard = false;
            shareReaders();
            holdPcscTokens(!m_readersSeen);
            Q_EMIT backendError(e);
            sourceReported(kOpenPgp);
        });
        // scdaemon wants cards exclusively: let it claim them before OpenSC
        // connects to every card it sees.
        holdPcscTokens(true);
        m_cards->refresh();
        watchDevinfo();
    }
    m_readers->start();
}

void DeviceDirectory::watchDevinfo()
{
    // GnuPG 2.4: scdaemon reports card changes itself (a card it re-reads after a reset, or
    // one it opened meanwhile), on top of the reader changes PC/SC reports.
    whenFinished(m_agent->agentVersion(), this, [this](const Result<QString> &version) {
        if (!m_options.watchScdaemonDevices || !version || !m_cards ||
            !openpgp::DevinfoWatcher::availableFor(openpgp::AgentSession::parseVersion(*version))) {
            return; // GnuPG 2.2: reader changes (PC/SC) alone are the cue
        }
        m_devinfo = std::make_unique<openpgp::DevinfoWatcher>();
        connect(m_devinfo.get(), &openpgp::DevinfoWatcher::devicesChanged, this, [this] {
            if (!std::exchange(m_devinfoSeen, true)) {
                return; // the list at start: the first refresh is under way already
            }
            if (m_cards) {
                m_cards->refresh();
            }
        });
        connect(m_devinfo.get(), &openpgp::DevinfoWatcher::watchEnded, this, [](const Error &e) {
            qCInfo(lcOpenPgp) << "card watch through scdaemon ended:" << e.technical();
        });
        m_devinfo->start();
    });
}

void DeviceDirectory::refresh()
{
    if (m_tokens) {
        m_tokens->refresh();
    }
    if (m_cards) {
        m_cards->refresh();
    }
}

void DeviceDirectory::holdPcscTokens(bool held)
{
    if (m_tokens) {
        m_tokens->setPcscModulesHeld(held);
    }
}

void DeviceDirectory::shareReaders()
{
    if (m_sharing.update(m_lastReaders, m_agentHasCard) && m_tokens) {
        m_tokens->setReadersKeptFromOpenSc(m_sharing.scdaemonReaders());
    }
    if (m_readersSeen) {
        publishReaders();
    }
}

void DeviceDirectory::publishReaders()
{
    QList<DeviceInfo> readers = pcsc::toDeviceInfos(m_lastReaders);
    const QStringList viaScdaemon = m_sharing.scdaemonReaders();
    const auto withCard = std::count_if(m_lastReaders.cbegin(), m_lastReaders.cend(),
                                        [](const pcsc::ReaderState &r) { return r.cardPresent; });
    for (qsizetype i = 0; i < readers.size(); ++i) {
        const pcsc::ReaderState &r = m_lastReaders[i];
        if (!r.cardPresent || r.mute || pcsc::describeAtr(r.atr)) {
            continue;
        }
        // The ATR names no card Keyward knows, but the card may be one it reads: say which.
        QString card;
        for (const DeviceInfo &c : std::as_const(m_otherCards)) {
            for (const DeviceField &f : c.fields) {
                if (f.key == QLatin1String("reader") && f.value == r.name) {
                    card = c.name + QStringLiteral(" ") + c.serial;
                }
            }
        }
        if (card.isEmpty() && (viaScdaemon.contains(r.name) || withCard == 1) &&
            !m_agentCards.isEmpty()) {
            // One card for scdaemon and one reader it can be in: that card.
            const bool one = m_agentCards.size() == 1 && (withCard == 1 || viaScdaemon.size() == 1);
            card =
                one ? m_agentCards.first().name + QStringLiteral(" ") + m_agentCards.first().serial
                    : QCoreApplication::translate("keyward::app::DeviceDirectory",
                                                  "an OpenPGP card");
        }
        if (card.isEmpty()) {
            continue;
        }
        for (DeviceField &f : readers[i].fields) {
            if (f.key == QLatin1String("card")) {
                f.value = QCoreApplication::translate("keyward::app::DeviceDirectory",
                                                      "%1, read through scdaemon (its ATR is "
                                                      "not in Keyward's list)")
                              .arg(card);
            }
        }
    }
    m_model.setDevices(kPcsc, readers);
}

void DeviceDirectory::publishCards()
{
    QList<DeviceInfo> cards = m_agentCards;
    for (const DeviceInfo &d : std::as_const(m_otherCards)) {
        const bool served = std::any_of(cards.cbegin(), cards.cend(),
                                        [&](const DeviceInfo &c) { return c.id == d.id; });
        if (!served) {
            cards.append(d);
        }
    }
    m_model.setDevices(kOpenPgp, cards);
    if (m_readersSeen) {
        publishReaders(); // a reader's card may have a name now
    }
}

void DeviceDirectory::probeOtherCards()
{
    if (!m_agent || !m_readersSeen || !m_cardsSeen) {
        return;
    }
    QStringList free;
    qsizetype withCard = 0;
    for (const pcsc::ReaderState &r : std::as_const(m_lastReaders)) {
        withCard += r.cardPresent ? 1 : 0;
        if (r.cardPresent && !r.inUse && !r.mute) {
            free << r.name;
        }
    }
    if (withCard <= m_agentCards.size()) {
        free.clear(); // scdaemon serves every card: never touch a reader it may use
    }
    openpgp::AgentSession *agent = m_agent.get();
    QPointer<DeviceDirectory> self(this);
    // On the agent's worker: never while Keyward itself talks to scdaemon.
    agent->worker().post([agent, free, self] {
        QList<DeviceInfo> found;
        const auto v = agent->agentVersionNow();
        const bool multi = v[0] > 2 || (v[0] == 2 && v[1] >= 3);
        for (const QString &reader : free) {
            if (multi) {
                break; // scdaemon lists every card itself
            }
            const auto id = bench::probeOpenPgpCard(reader);
            if (!id) {
                continue;
            }
            const auto aid =
                openpgp::parseAid(id->id.mid(QStringLiteral("openpgp:").size()).toLatin1());
            if (!aid) {
                continue;
            }
            // GnuPG 2.2's scdaemon serves another reader: a job on this card switches it to this
            // reader for the job's time (AgentSession, ScdaemonReaderSwitch).
            agent->setCardReader(aid->hex, reader);
            DeviceInfo d =
                openpgp::CardWatcher::deviceInfo(*aid, openpgp::AssuanReply{}, id->isVirtual);
            // Only the AID was read: no key slots to tell about.
            d.fields.removeIf([](const DeviceField &f) {
                return f.key == QLatin1String("sig") || f.key == QLatin1String("enc") ||
                       f.key == QLatin1String("auth");
            });
            d.fields.append(
                DeviceField{QCoreApplication::translate("keyward::app::DeviceDirectory", "Reader"),
                            reader, QStringLiteral("reader")});
            found.append(d);
        }
        QMetaObject::invokeMethod(
            self,
            [self, found] {
                if (self) {
                    self->m_otherCards = found;
                    self->publishCards();
                    self->sourceReported(kOtherCards);
                }
            },
            Qt::QueuedConnection);
    });
}

void DeviceDirectory::reportHeldReaders(const QList<pcsc::ReaderState> &readers)
{
    QSet<QString> held;
    for (const pcsc::ReaderState &r : readers) {
        if (r.cardPresent && r.inUse) {
            held.insert(r.name);
        }
    }
    // A reader let go of (or emptied) is reported again when it is held again.
    m_heldReported.intersect(held);
    QStringList fresh;
    for (const QString &name : std::as_const(held)) {
        if (!m_heldReported.contains(name)) {
            fresh << name;
            m_heldReported.insert(name);
        }
    }
    if (fresh.isEmpty()) {
        return;
    }
    if (!m_holderWorker) {
        m_holderWorker = std::make_unique<Worker>(QStringLiteral("card-holder"));
    }
    QPointer<DeviceDirectory> self(this);
    m_holderWorker->post([self, fresh] {
        for (const QString &reader : fresh) {
            const auto text = CardHolder::explainForeignHold(reader);
            if (!text) {
                continue;
            }
            const Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, {}, *text);
            QMetaObject::invokeMethod(
                self,
                [self, e] {
                    if (self) {
                        Q_EMIT self->backendError(e);
                    }
                },
                Qt::QueuedConnection);
        }
    });
}

void DeviceDirectory::sourceReported(const QString &source)
{
    if (m_pendingSources.removeAll(source) > 0 && m_pendingSources.isEmpty()) {
        Q_EMIT initialScanComplete();
    }
}

} // namespace keyward::app
