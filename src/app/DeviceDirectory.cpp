// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceDirectory.h"

#include "openpgp/AgentSession.h"
#include "openpgp/CardWatcher.h"
#include "pcsc/ReaderDeviceInfo.h"
#include "pcsc/ReaderWatcher.h"
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenWatcher.h"

namespace keyward::app {

namespace {
const QString kPcsc = QStringLiteral("pcsc");
const QString kPkcs11 = QStringLiteral("pkcs11");
const QString kOpenPgp = QStringLiteral("openpgp");
} // namespace

DeviceDirectory::DeviceDirectory(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{}

DeviceDirectory::~DeviceDirectory()
{
    // Watchers first: their threads may still post snapshots to the model.
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
                m_model.setDevices(kPcsc, pcsc::toDeviceInfos(readers));
                m_lastReaders = readers;
                m_readersSeen = true;
                shareReaders();
                // GnuPG 2.2 has no card events: a reader change is the cue to ask the agent.
                if (m_cards) {
                    holdPcscTokens(true);
                    m_cards->refresh();
                }
                sourceReported(kPcsc);
            });
    connect(m_readers.get(), &pcsc::ReaderWatcher::error, this, [this](const Error &e) {
        m_readersSeen = true;
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
    connect(m_tokens.get(), &pkcs11::TokenWatcher::error, this, [this](const Error &e) {
        Q_EMIT backendError(e);
        sourceReported(kPkcs11);
    });

    if (m_options.watchAgent) {
        m_pendingSources << kOpenPgp;
        m_agent = std::make_unique<openpgp::AgentSession>();
        m_cards = std::make_unique<openpgp::CardWatcher>(m_agent.get());
        connect(m_cards.get(), &openpgp::CardWatcher::cardsChanged, this,
                [this](const QList<DeviceInfo> &cards) {
                    m_model.setDevices(kOpenPgp, cards);
                    m_agentHasCard = !cards.isEmpty();
                    shareReaders();
                    // OpenSC loads only once it knows which readers to leave alone.
                    holdPcscTokens(!m_readersSeen);
                    sourceReported(kOpenPgp);
                });
        connect(m_cards.get(), &openpgp::CardWatcher::refreshFailed, this, [this](const Error &e) {
            m_model.setDevices(kOpenPgp, {});
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
    }
    m_readers->start();
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
}

void DeviceDirectory::sourceReported(const QString &source)
{
    if (m_pendingSources.removeAll(source) > 0 && m_pendingSources.isEmpty()) {
        Q_EMIT initialScanComplete();
    }
}

} // namespace keyward::app
