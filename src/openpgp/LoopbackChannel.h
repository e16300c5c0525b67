// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"

namespace keyward::openpgp {

/**
 * A libassuan connection to gpg-agent for loopback PIN entry. GPGME's
 * assuan engine answers every INQUIRE with an empty END (its "returning
 * data is not yet implemented"), so a PIN cannot be handed to the agent
 * through it; this channel answers INQUIRE PASSPHRASE with assuan_send_data.
 * Used by AgentSession only while loopback PIN entry is on; the connection
 * is kept open and reused like the main one. Worker thread only.
 */
class LoopbackChannel
{
public:
    LoopbackChannel();
    ~LoopbackChannel();
    LoopbackChannel(const LoopbackChannel &) = delete;
    LoopbackChannel &operator=(const LoopbackChannel &) = delete;

    bool isOpen() const { return m_ctx != nullptr; }
    /// Connect and send "OPTION pinentry-mode=loopback". Returns the gpg error code.
    unsigned int open();
    void close();

    /// Run one command; fills reply, answers inquiries through inquire.
    /// Returns the gpg error with its source (0 on OK): an ERR from the agent
    /// keeps the agent's source. sawResponse/inquireError as in
    /// AssuanCollector.
    unsigned int transact(const QByteArray &command, const AgentSession::InquireHandler &inquire,
                          AssuanReply &reply, bool &sawResponse,
                          std::optional<Error> &inquireError);

private:
    void *m_ctx = nullptr; // assuan_context_t, kept opaque so assuan.h stays private
};

} // namespace keyward::openpgp
