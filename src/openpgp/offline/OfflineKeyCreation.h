// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExpirySpec.h"
#include "TempGnupgHome.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace keyward::openpgp::offline {

/// The key families Keyward creates for a card owner.
enum class KeyFamily
{
    Ed25519, ///< primary ed25519 (certify), subkeys ed25519 sign, cv25519 encrypt, ed25519 auth
    Rsa4096, ///< all rsa4096
};

/// "ed25519", "rsa4096"; nullopt for anything else.
std::optional<KeyFamily> keyFamilyFromName(const QString &name);
QString keyFamilyName(KeyFamily family);

/// What to create. Checked by the caller (app layer) before run().
struct OfflineKeyRequest
{
    QString name;
    QString email;
    KeyFamily family = KeyFamily::Ed25519;
    ExpirySpec subkeyExpiry = ExpirySpec::years(1);
    ExpirySpec primaryExpiry = ExpirySpec::never();
    QString outDir;
    bool keepHome = false;
    bool paper = false; ///< also <fpr>-paper.txt from paperkey

    QString userId() const { return QStringLiteral("%1 <%2>").arg(name, email); }
};

/// One file written into the output folder.
struct OfflineKeyFile
{
    QString kind; ///< "public", "secret", "revocation", "paper"
    QString path; ///< absolute
    qint64 bytes = 0;
};

/// What was created, as read back from the keyrings and the disk.
struct OfflineKeyReport
{
    keytocard::LocalKey key; ///< listed by GPGME in the temporary home after creation
    QList<OfflineKeyFile> files;
    QString home; ///< the temporary GNUPGHOME
    HomeBase homeBase = HomeBase::TmpDir;
    bool memoryBacked = false;
    bool homeKept = false;
    bool homeRemoved = false;
    /// The secret file imported into a second empty home and found to hold the primary key
    /// and every subkey with their secret parts, capabilities and expiry.
    bool verified = false;
    int verifiedKeys = 0; ///< primary and subkeys checked
    QString verifyHomeBase;
};

/**
 * Creates a card owner's key the recommended way, away from the everyday keyring: a
 * certify-only primary key and sign, encrypt and authenticate subkeys, in a temporary
 * GNUPGHOME (TempGnupgHome) through GPGME (createKeyEx with GPGME_CREATE_CERT, createSubkey
 * per subkey; the passphrase through loopback pinentry and a passphrase provider, wiped after
 * use). Then writes <fpr>-public.asc, <fpr>-secret.asc and <fpr>-revocation.asc (gpg's
 * openpgp-revocs.d certificate) exclusively into the output folder, and verifies the secret
 * file in a second empty home. Blocking: call on a worker.
 */
class OfflineKeyCreation
{
public:
    using Progress = std::function<void(int step, int steps, const QString &text)>;

    /// Key files of an earlier creation already in `folder` (*-public.asc, *-secret.asc,
    /// *-revocation.asc, *-paper.txt); Keyward writes into a folder only when there are none.
    static QStringList earlierOutputs(const QString &folder);
    /// The target paths for a primary fingerprint: public, secret, revocation, and with
    /// `paper` the paper backup.
    static QList<OfflineKeyFile> targets(const QString &folder, const QByteArray &fingerprint,
                                         bool paper = false);
    /// GnuPG's algorithm names for the primary key and the sign, encrypt, auth subkeys.
    static QStringList algorithms(KeyFamily family);

    /// The operation's title ("Creating the key").
    static QString title();

    /// Runs it all. `passphrase` is moved in and wiped before returning. Without
    /// request.keepHome the temporary home is removed at the end, with it kept.
    static Result<OfflineKeyReport> run(const OfflineKeyRequest &request, QByteArray passphrase,
                                        const Progress &progress = {});
};

} // namespace keyward::openpgp::offline
