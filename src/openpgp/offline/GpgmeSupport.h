// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

#include <gpgme++/context.h>
#include <gpgme++/error.h>
#include <gpgme++/interfaces/passphraseprovider.h>

#include <memory>

namespace keyward::openpgp::offline {

/// GPGME initialised once per process; SIGPIPE ignored so a write to an agent that just died
/// comes back as EPIPE instead of ending the process.
void initGpgme();

/// A GPGME error as Keyward's Error for `operation`.
Error fromGpgme(const GpgME::Error &e, const QString &operation);

/// An OpenPGP context on `home` (empty: the user's GNUPGHOME), armoured; with `provider`,
/// gpg asks it through loopback pinentry.
Result<std::unique_ptr<GpgME::Context>>
openContext(const QString &home, GpgME::PassphraseProvider *provider, const QString &operation);

/// Answers gpg's passphrase questions from one buffer, wiped when this goes; a rejected
/// answer cancels, never retries.
class HeldPassphrase : public GpgME::PassphraseProvider
{
public:
    explicit HeldPassphrase(QByteArray passphrase);
    ~HeldPassphrase() override;
    HeldPassphrase(const HeldPassphrase &) = delete;
    HeldPassphrase &operator=(const HeldPassphrase &) = delete;

    char *getPassphrase(const char *, const char *, bool previousWasBad, bool &canceled) override;
    /// gpg said the answer was wrong at least once.
    bool rejected() const { return m_rejected; }

private:
    QByteArray m_passphrase;
    bool m_rejected = false;
};

/// The key `fingerprint` exported from the context's keyring (armoured); NotFound when gpg
/// exports nothing.
Result<QByteArray> exportKey(GpgME::Context &ctx, const QByteArray &fingerprint, bool secret,
                             const QString &operation);

} // namespace keyward::openpgp::offline
