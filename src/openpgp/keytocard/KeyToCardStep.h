// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretProvider.h"
#include "openpgp/CardCommand.h"

#include <memory>
#include <optional>

namespace keyward::openpgp::keytocard {

/**
 * Which secret each INQUIRE of one gpg-agent command asks for, decided per inquiry from what
 * gpg-agent sends, never from a guess made before the command (such as "the passphrase is
 * cached, so the first inquiry must be the admin PIN": KEYTOCARD ignores the cache).
 *
 * - "NEEDPIN" (scdaemon's inquiry, forwarded) asks for the card's PIN: the admin PIN.
 * - "PASSPHRASE" with a description (SETDESC text, or the "|A|…" prompt scdaemon writes) asks
 *   for what the description names: "PIN" the admin PIN, anything else the key passphrase.
 * - "PASSPHRASE" without one (gpg-agent's loopback sends only the keyword): gpg-agent unlocks the
 *   key file first — a protected key's passphrase is asked for exactly once, cache or not — and
 *   only then lets the card ask. So it is the key passphrase while that has not been asked for
 *   and the key file is protected, the admin PIN after.
 * - Any other keyword is not answered.
 */
class InquiryClassifier
{
public:
    /// `keyProtected`: the command first unlocks a passphrase-protected key file (KEYTOCARD of a
    /// local key whose KEYINFO protection is not "C").
    explicit InquiryClassifier(bool keyProtected)
        : m_passphrasePending(keyProtected)
    {}
    std::optional<SecretKind> classify(const QByteArray &keyword, const QByteArray &args);

private:
    bool m_passphrasePending;
};

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
    /// The same for a backup already read (what was hashed is what is imported).
    static Result<int> importBackupData(const QByteArray &bytes, const QString &homeDir,
                                        const QString &operation);

protected:
    /// Run an agent command that may ask for the passphrase of a key file (when `keyProtected`:
    /// gpg-agent asks for it first) and the admin PIN (possibly twice: a key-attribute change
    /// resets the verification on some cards). Each inquiry is answered by what it asks for
    /// (InquiryClassifier).
    Result<AssuanReply> agentWithSecrets(const QByteArray &command, bool keyProtected);

private:
    std::shared_ptr<SecretProvider> m_secrets;
};

} // namespace keyward::openpgp::keytocard
