// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace GpgME {
class PassphraseProvider;
}

namespace keyward::openpgp::keytocard {

/// Which secret a key-to-card step asks for.
enum class SecretKind
{
    KeyPassphrase, ///< the passphrase of the secret key in the keyring
    AdminPin,      ///< the card's admin PIN (PW3)
};

/**
 * Answers secrets for loopback entry (the CLI and tests). Without one, gpg-agent's own
 * pinentry asks and nothing passes through Keyward (the GUI's default). Called on the agent
 * worker thread; return a fresh buffer each time, it is wiped after use.
 */
class SecretProvider
{
public:
    virtual ~SecretProvider() = default;
    /// The secret, or an Error (ErrorKind::Cancelled) to stop.
    virtual Result<QByteArray> secret(SecretKind kind, const QString &prompt) = 0;
};

/// A GPGME passphrase provider that asks `provider` for the key passphrase once and
/// cancels when gpg says it was wrong (no silent retries). The caller owns it.
std::unique_ptr<GpgME::PassphraseProvider> makeGpgmePassphraseBridge(SecretProvider *provider);

} // namespace keyward::openpgp::keytocard
