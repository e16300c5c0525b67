// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"

namespace keyward::openpgp {

/**
 * A libassuan connection to gpg-agent's socket, kept open and reused. AgentSession has one for
 * its commands and, while loopback PIN entry is on, a second one with pinentry-mode=loopback.
 *
 * Not GPGME's assuan engine: a GPGME context first runs every engine's version check (gpgconf
 * twice, `gpg --version`, `gpgsm --version`, `gpgconf --version`), which is most of the time a
 * quick command such as `keyward-cli card status` would take; the socket's path is worked out
 * without gpgconf (GnupgDirs.h). And GPGME's assuan engine answers every INQUIRE with
 * an empty END (its "returning data is not yet implemented"), so a PIN could not be handed to
 * the agent through it; this channel answers INQUIRE PASSPHRASE with assuan_send_data.
 * Worker thread only.
 */
class AgentChannel
{
public:
    /// With `loopback`, the connection asks for pinentry-mode=loopback right after connecting.
    explicit AgentChannel(bool loopback);
    ~AgentChannel();
    AgentChannel(const AgentChannel &) = delete;
    AgentChannel &operator=(const AgentChannel &) = delete;

    bool isOpen() const { return m_ctx != nullptr; }
    /// Connect (and, for loopback, send "OPTION pinentry-mode=loopback"). Returns the gpg error
    /// code.
    unsigned int open();
    void close();

    /// Run one command, connecting first when not connected; fills reply, answers inquiries
    /// through inquire (none: the command fails with GPG_ERR_ASS_NO_INQUIRE_CB). Returns the gpg
    /// error with its source (0 on OK): an ERR from the agent keeps the agent's source.
    /// sawResponse/inquireError as in AssuanCollector.
    unsigned int transact(const QByteArray &command, const AgentSession::InquireHandler &inquire,
                          AssuanReply &reply, bool &sawResponse,
                          std::optional<Error> &inquireError);

private:
    bool m_loopback;
    void *m_ctx = nullptr; // assuan_context_t, kept opaque so assuan.h stays private
};

} // namespace keyward::openpgp
