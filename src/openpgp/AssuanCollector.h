// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"

#include <gpgme++/data.h>
#include <gpgme++/error.h>
#include <gpgme++/interfaces/assuantransaction.h>

namespace keyward::openpgp {

/// Collects one command's status lines and data, and answers INQUIREs
/// through an InquireHandler. Internal to AgentSession.
class AssuanCollector : public GpgME::AssuanTransaction
{
public:
    explicit AssuanCollector(const AgentSession::InquireHandler &inquire);
    ~AssuanCollector() override;

    GpgME::Error data(const char *data, size_t datalen) override;
    GpgME::Data inquire(const char *name, const char *args, GpgME::Error &err) override;
    GpgME::Error status(const char *status, const char *args) override;

    AssuanReply reply;
    /// Anything came back (a status, data or an inquiry): a failure after
    /// that is not retried, because the command may have had an effect.
    bool sawResponse = false;
    /// Set when the InquireHandler refused (its error is more useful than
    /// the GPG_ERR_CANCELED the agent then reports).
    std::optional<Error> inquireError;

private:
    const AgentSession::InquireHandler &m_inquire;
    QByteArray m_secret;  // the last inquiry answer; wiped when done
    GpgME::Data m_answer; // must outlive gpgme's reading of it
};

} // namespace keyward::openpgp
