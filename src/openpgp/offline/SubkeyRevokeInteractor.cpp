// SPDX-License-Identifier: GPL-3.0-or-later
#include "SubkeyRevokeInteractor.h"

#include <gpgme++/error.h>
#include <gpgme.h>

namespace keyward::openpgp::offline {

SubkeyRevokeInteractor::SubkeyRevokeInteractor(const QList<QByteArray> &subkeys, int reasonCode)
{
    const std::string prompt = "keyedit.prompt";
    for (const QByteArray &fpr : subkeys) {
        m_steps.push_back({false, prompt, "key " + fpr.toStdString()});
    }
    m_steps.push_back({false, prompt, "revkey"});
    m_steps.push_back({true, "keyedit.revoke.subkey.okay", "Y"});
    m_steps.push_back({false, "ask_revocation_reason.code", std::to_string(reasonCode)});
    m_steps.push_back({false, "ask_revocation_reason.text", ""});
    m_steps.push_back({true, "ask_revocation_reason.okay", "Y"});
    m_steps.push_back({false, prompt, "save"});
}

const char *SubkeyRevokeInteractor::action(GpgME::Error &err) const
{
    const unsigned int answered = state();
    if (answered == 0 || answered > m_steps.size()) {
        err = GpgME::Error::fromCode(GPG_ERR_GENERAL);
        return nullptr;
    }
    return m_steps[answered - 1].answer.c_str();
}

unsigned int SubkeyRevokeInteractor::nextState(unsigned int statusCode, const char *args,
                                               GpgME::Error &err) const
{
    if (needsNoResponse(statusCode)) {
        return state();
    }
    if (statusCode != GPGME_STATUS_GET_LINE && statusCode != GPGME_STATUS_GET_BOOL) {
        // ERROR and the like: gpg goes on to its next prompt, which decides.
        return state();
    }
    const unsigned int next = state();
    const bool boolean = statusCode == GPGME_STATUS_GET_BOOL;
    if (next < m_steps.size() && m_steps[next].boolean == boolean && args &&
        m_steps[next].keyword == args) {
        return next + 1;
    }
    err = GpgME::Error::fromCode(GPG_ERR_GENERAL);
    return ErrorState;
}

bool SubkeyRevokeInteractor::finished() const
{
    return state() == m_steps.size();
}

} // namespace keyward::openpgp::offline
