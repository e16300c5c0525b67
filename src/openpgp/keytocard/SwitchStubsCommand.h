// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyToCardStep.h"

namespace keyward::openpgp::keytocard {

/// One card key after switching: which keygrip, and what the keyring has for it now.
struct StubBinding
{
    int slot = 0;
    QByteArray keygrip;
    QByteArray previousSerial; ///< the card the stub pointed to before (empty: none)
    bool localKey = false;     ///< a real local key exists: left alone, gpg uses it
    bool bound = false;        ///< the keyring now points to the inserted card
};

/**
 * Points the keyring's stubs for the inserted card's keys to that card, so
 * the same subkeys on two cards (a spare) work with whichever is inserted.
 * GnuPG 2.2 binds a stub to one card serial and `LEARN` does not rewrite an
 * existing stub; `LEARN --force` would, but it also overwrites real local
 * keys with stubs. So only stubs are dropped (`DELETE_KEY` after KEYINFO
 * says "T"), then `LEARN` writes them anew for this card.
 */
class SwitchStubsCommand : public KeyToCardStep
{
    Q_OBJECT
public:
    explicit SwitchStubsCommand(AgentSession *session, QObject *parent = nullptr);
    QString title() const override;
    QString failureText() const override;

    QByteArray cardSerial() const { return m_serial; }
    const QList<StubBinding> &bindings() const { return m_bindings; }

protected:
    Status execute() override;
    QString successText() const override;

private:
    QByteArray m_serial;
    QList<StubBinding> m_bindings;
};

} // namespace keyward::openpgp::keytocard
