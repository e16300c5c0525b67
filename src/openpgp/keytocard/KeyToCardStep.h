// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretProvider.h"
#include "openpgp/CardCommand.h"

#include <memory>

namespace keyward::openpgp::keytocard {

/**
 * Base of the key-to-card steps (backup, move, keep/remove, switch stubs):
 * a CardCommand (runs on the AgentSession's worker, Operation with
 * progress, finished() with the step's own text) that can take the key
 * passphrase and the admin PIN from a SecretProvider (loopback) instead of
 * gpg-agent's pinentry.
 */
class KeyToCardStep : public CardCommand
{
    Q_OBJECT
public:
    using CardCommand::CardCommand;

    /// Loopback secrets (CLI, tests). Without, gpg-agent's pinentry asks.
    void setSecretProvider(std::shared_ptr<SecretProvider> provider)
    {
        m_secrets = std::move(provider);
    }
    SecretProvider *secretProvider() const { return m_secrets.get(); }
    std::shared_ptr<SecretProvider> sharedSecretProvider() const { return m_secrets; }

    /// Worker thread only: import a backup file into the keyring in `homeDir`
    /// (empty: the default GNUPGHOME) through GPGME. Returns the number of
    /// secret keys gpg read from it.
    static Result<int> importBackup(const QString &path, const QString &homeDir,
                                    const QString &operation);

protected:
    /// Run an agent command that may ask for the key passphrase (first,
    /// when `passphraseFirst`) and then the admin PIN (possibly twice: a
    /// key-attribute change resets the verification on some cards).
    Result<AssuanReply> agentWithSecrets(const QByteArray &command, bool passphraseFirst);

private:
    std::shared_ptr<SecretProvider> m_secrets;
};

} // namespace keyward::openpgp::keytocard
