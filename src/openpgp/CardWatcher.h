// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"
#include "core/Error.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace keyward::openpgp {

class AgentSession;
struct AssuanReply;
struct CardAid;

/**
 * Reports the OpenPGP card gpg-agent/scdaemon currently sees, as DeviceInfo
 * snapshots for the device list (source "openpgp"). GnuPG 2.2 has no card
 * hot-plug events: call refresh() when PC/SC reports a reader change.
 */
class CardWatcher : public QObject
{
    Q_OBJECT
public:
    explicit CardWatcher(AgentSession *session, QObject *parent = nullptr);

    /// The last list emitted.
    QList<DeviceInfo> cards() const { return m_cards; }

    /// Build a DeviceInfo from a card's AID and the status lines of
    /// "SCD LEARN --force" (pure; used by refresh and by tests).
    static DeviceInfo deviceInfo(const CardAid &aid, const AssuanReply &learn, bool isVirtual);

public Q_SLOTS:
    /// Ask the agent again (coalesced while a refresh runs).
    void refresh();

Q_SIGNALS:
    /// The cards seen changed (also emitted after the first refresh, even when empty).
    void cardsChanged(const QList<keyward::DeviceInfo> &cards);
    /// A refresh failed for another reason than "no card" (agent down, ...).
    void refreshFailed(const keyward::Error &error);
    /// Every refresh that read the cards, changed or not (after cardsChanged when they changed).
    void refreshed();

private:
    void finish(const QList<DeviceInfo> &cards, const Error &error);

    QPointer<AgentSession> m_session;
    QList<DeviceInfo> m_cards;
    bool m_running = false;
    bool m_pending = false;
    bool m_emitted = false;
};

} // namespace keyward::openpgp
