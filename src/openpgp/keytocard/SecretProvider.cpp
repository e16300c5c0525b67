// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecretProvider.h"

#include "openpgp/SecureBytes.h"

#include <QCoreApplication>

#include <gpgme++/interfaces/passphraseprovider.h>

#include <cstdlib>
#include <cstring>

namespace keyward::openpgp::keytocard {

namespace {

class Bridge : public GpgME::PassphraseProvider
{
public:
    explicit Bridge(SecretProvider *provider)
        : m_provider(provider)
    {}

    char *getPassphrase(const char *, const char *, bool previousWasBad, bool &canceled) override
    {
        if (previousWasBad || !m_provider) {
            canceled = true;
            return nullptr;
        }
        Result<QByteArray> r = m_provider->secret(
            SecretKind::KeyPassphrase,
            QCoreApplication::translate("keyward::openpgp::keytocard", "Key passphrase"));
        if (!r) {
            canceled = true;
            return nullptr;
        }
        QByteArray value = std::move(r).value();
        char *out = takeForGpgme(value);
        canceled = out == nullptr;
        return out;
    }

private:
    SecretProvider *m_provider;
};

} // namespace

std::unique_ptr<GpgME::PassphraseProvider> makeGpgmePassphraseBridge(SecretProvider *provider)
{
    return std::make_unique<Bridge>(provider);
}

} // namespace keyward::openpgp::keytocard
