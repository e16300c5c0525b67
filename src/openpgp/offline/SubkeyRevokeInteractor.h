// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

#include <gpgme++/editinteractor.h>

#include <string>
#include <vector>

namespace keyward::openpgp::offline {

/**
 * Answers gpg's key editor (GPGME's edit interaction) to revoke some subkeys: selects each by
 * fingerprint ("key FPR"), "revkey", confirms, gives the reason code with no description and
 * saves. Every prompt must be the one expected next, by gpg's keyword (keyedit.prompt,
 * keyedit.revoke.subkey.okay, ask_revocation_reason.code/.text/.okay); any other prompt ends
 * the edit with an error before "save", so nothing is stored; so does an ERROR status line
 * (a revocation signature that could not be made: "ERROR keysig CODE", e.g. a wrong
 * passphrase), with its code. gpg's text output is not read.
 */
class SubkeyRevokeInteractor : public GpgME::EditInteractor
{
public:
    SubkeyRevokeInteractor(const QList<QByteArray> &subkeys, int reasonCode);

    const char *action(GpgME::Error &err) const override;
    unsigned int nextState(unsigned int statusCode, const char *args,
                           GpgME::Error &err) const override;

    /// Every answer was given, "save" the last.
    bool finished() const;

private:
    struct Step
    {
        bool boolean; ///< a GET_BOOL prompt, else GET_LINE
        std::string keyword;
        std::string answer;
    };
    std::vector<Step> m_steps;
    mutable unsigned int m_failure = 0; ///< the code of gpg's ERROR status line, when one came
};

} // namespace keyward::openpgp::offline
