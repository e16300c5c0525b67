// SPDX-License-Identifier: GPL-3.0-or-later
#include "SubkeyRevokeInteractor.h"

#include <gpgme++/error.h>
#include <gpgme.h>

#include <cstdlib>

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
    if (statusCode == GPGME_STATUS_ERROR) {
        // "ERROR keysig 67108875": gpg goes on to its next prompt, which is answered no more.
        const std::string line = args ? args : "";
        const auto space = line.find(' ');
        const unsigned long code =
            space == std::string::npos ? 0ul : std::strtoul(line.c_str() + space + 1, nullptr, 10);
        if (m_failure == 0) {
            m_failure = code != 0 ? static_cast<unsigned int>(code)
                                  : static_cast<unsigned int>(gpg_error(GPG_ERR_GENERAL));
        }
        return state();
    }
    if (needsNoResponse(statusCode) ||
        (statusCode != GPGME_STATUS_GET_LINE && statusCode != GPGME_STATUS_GET_BOOL)) {
        return state();
    }
    if (m_failure != 0) {
        err = GpgME::Error(m_failure);
        return ErrorState;
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
