// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>

namespace keyward::openpgp::offline {

/// What a public key is exported as, all through GPGME's export modes.
enum class PublicExportForm
{
    Armored,       ///< the whole public key, ASCII armour (gpg --export --armor)
    BinaryMinimal, ///< binary, only the newest self-signatures (GPGME_EXPORT_MODE_MINIMAL), as
                   ///< a Web Key Directory serves it
    Ssh,           ///< one (sub)key's authorized_keys line (GPGME_EXPORT_MODE_SSH)
};

/// The public key `pattern` exported from the keyring `home` (empty: the user's GNUPGHOME).
/// For Ssh, `pattern` is a subkey's fingerprint with '!' so gpg takes exactly that subkey.
/// NotFound when gpg exports nothing. Blocking.
Result<QByteArray> exportPublicKey(const QString &home, const QByteArray &pattern,
                                   PublicExportForm form, const QString &operation);

} // namespace keyward::openpgp::offline
