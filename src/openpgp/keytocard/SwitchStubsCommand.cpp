// SPDX-License-Identifier: GPL-3.0-or-later
#include "SwitchStubsCommand.h"

#include "AgentKey.h"

namespace keyward::openpgp::keytocard {

SwitchStubsCommand::SwitchStubsCommand(AgentSession *session, QObject *parent)
    : KeyToCardStep(session, parent)
{}

QString SwitchStubsCommand::title() const
{
    return tr("Switching the keyring to the inserted card");
}

QString SwitchStubsCommand::failureText() const
{
    return tr("The keyring could not be switched to the inserted card: %1.");
}

QString SwitchStubsCommand::successText() const
{
    int bound = 0;
    int local = 0;
    for (const StubBinding &b : m_bindings) {
        bound += b.bound ? 1 : 0;
        local += b.localKey ? 1 : 0;
    }
    QString text = tr("The keyring now uses card %1 for %n key(s).", nullptr, bound)
                       .arg(QString::fromLatin1(m_serial));
    if (local > 0) {
        text += QLatin1Char(' ') +
                tr("%n key(s) also exist as local secret keys and stay in use from the keyring.",
                   nullptr, local);
    }
    return text;
}

Status SwitchStubsCommand::execute()
{
    m_bindings.clear();
    // A fresh SERIALNO makes scdaemon pick up a card that was just inserted.
    auto serial = AgentKey::cardSerial(session());
    if (!serial) {
        return serial.error();
    }
    m_serial = *serial;
    session().transactNow("SCD LEARN --force", {}, title());
    for (int slot = 1; slot <= 3; ++slot) {
        auto grip = AgentKey::cardKeygrip(session(), slot);
        if (!grip) {
            continue; // an empty slot
        }
        StubBinding b;
        b.slot = slot;
        b.keygrip = *grip;
        auto st = AgentKey::state(session(), b.keygrip);
        if (!st) {
            return st.error();
        }
        b.localKey = st->onDisk();
        if (st->onCard()) {
            b.previousSerial = st->serial;
            if (st->serial != m_serial) {
                auto del = session().transactNow("DELETE_KEY --force " + b.keygrip, {}, title());
                if (!del) {
                    return del.error();
                }
            }
        }
        m_bindings << b;
    }
    auto learn = session().transactNow("LEARN", {}, title());
    if (!learn) {
        return learn.error();
    }
    for (StubBinding &b : m_bindings) {
        auto st = AgentKey::state(session(), b.keygrip);
        b.bound = st && st->onCard() && st->serial == m_serial;
    }
    return {};
}

} // namespace keyward::openpgp::keytocard
