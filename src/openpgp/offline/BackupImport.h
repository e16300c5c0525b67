// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TempGnupgHome.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

#include <QString>

#include <gpgme++/context.h>
#include <gpgme++/interfaces/passphraseprovider.h>

#include <functional>
#include <memory>

namespace keyward::openpgp::offline {

/// A secret key file imported into a new temporary keyring: the first steps of a renewal and of
/// a revocation from the backup. The file is read (bounded, wiped after), a home with its own
/// gpg-agent is made, and a context on it answers gpg's passphrase questions from `provider`.
struct ImportedBackup
{
    std::unique_ptr<TempGnupgHome> home;
    std::unique_ptr<GpgME::Context> ctx; ///< goes before the home it works in
};

/// `say(step, text)` names steps 1 (the keyring) and 2 (the import); `homePrefix` names the
/// temporary home ("renew", "revoke"). A file that holds no OpenPGP key is InvalidInput.
Result<ImportedBackup> importBackup(const QString &backupPath, const QString &homePrefix,
                                    GpgME::PassphraseProvider *provider, const QString &operation,
                                    const std::function<void(int, const QString &)> &say);

/// What a secret key file is opened for: it names the temporary home ("renew", "revoke",
/// "rotate") and words openKeyFile's refusals, each a whole sentence of its own.
enum class KeyFilePurpose
{
    Renew,
    Revoke,
    Rotate
};

/// A secret key file imported into a new temporary keyring (importBackup, steps 1 and 2) and
/// checked (step 3): it holds exactly one key, whose primary key has its secret part here (not a
/// card stub), can certify and is not revoked (for Rotate, not expired either).
struct OpenedKeyFile
{
    ImportedBackup imported;
    keytocard::LocalKey key;
};

Result<OpenedKeyFile> openKeyFile(const QString &backupPath, KeyFilePurpose purpose,
                                  GpgME::PassphraseProvider *provider, const QString &operation,
                                  const std::function<void(int, const QString &)> &say);

} // namespace keyward::openpgp::offline
