// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExpirySpec.h"
#include "OfflineKeyCreation.h"
#include "TempGnupgHome.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

namespace keyward::openpgp::offline {

/// What to rotate. Checked by the caller (app layer) before prepare().
struct RotationRequest
{
    QString backupPath;    ///< the secret key file (key create's FPR-secret.asc), absolute
    QString newBackupPath; ///< where the rotated secret key goes (must not exist), absolute
    ExpirySpec subkeyExpiry = ExpirySpec::years(1); ///< of the new subkeys, counted from now
    QString everydayHome;                           ///< empty: the user's GNUPGHOME
};

/// One new subkey: its usage letter ("S", "E", "A"), the algorithm taken from the old subkey
/// of that usage, and its fingerprint once made.
struct RotatedSubkey
{
    QString usage;
    QString algorithm;
    QByteArray replaces; ///< the old subkey of that usage the algorithm was taken from
    QByteArray fingerprint;
};

/// What the rotation will change, from the temporary keyring after the new subkeys were made.
struct RotationPlan
{
    keytocard::LocalKey fromBackup; ///< listed in the temporary keyring before the change
    keytocard::LocalKey rotated;    ///< listed in the temporary keyring after the change
    keytocard::LocalKey everyday;   ///< the everyday keyring's copy before (when inEveryday)
    bool inEveryday = false;
    QList<QByteArray> expiring; ///< the old subkeys set to expire now
    QList<RotatedSubkey> created;
    QString newBackupPath;
    QString home; ///< the temporary GNUPGHOME
    HomeBase homeBase = HomeBase::TmpDir;
    bool memoryBacked = false;
};

/// What was done, read back from the everyday keyring and the disk.
struct RotationReport
{
    RotationPlan plan;
    keytocard::LocalKey everyday; ///< listed from the everyday keyring afterwards
    QString oldBackup;            ///< the file given, unchanged
    QString newBackup;            ///< the rotated secret key, written exclusively (0600)
    qint64 newBackupBytes = 0;
    int verifiedKeys = 0; ///< keys found equal when the new file was restored elsewhere
    HomeBase verifyHomeBase = HomeBase::TmpDir;
    bool homeRemoved = false;
};

/**
 * New subkeys for a card owner's key, from its secret key file: imports the file into a
 * temporary GNUPGHOME (importBackup), makes a sign, an encrypt and an authenticate subkey there
 * (GPGME createSubkey, each with the algorithm of the old subkey of that usage) and sets the old
 * subkeys to expire now (setExpire: not deleted, not revoked, so old mail still decrypts from
 * the file), all signed with the primary key through the passphrase by loopback. apply() writes
 * the rotated secret key to a new file (exclusively) and restores it into an empty keyring to
 * check it, imports only the rotated public key into the everyday keyring and removes the
 * temporary home. No card is touched. Blocking: call on a worker.
 */
class OfflineKeyRotation
{
public:
    using Progress = OfflineKeyCreation::Progress;

    ~OfflineKeyRotation();
    OfflineKeyRotation(const OfflineKeyRotation &) = delete;
    OfflineKeyRotation &operator=(const OfflineKeyRotation &) = delete;

    /// The operation's title ("Rotating the subkeys").
    static QString title();
    /// The subkeys a rotation sets to expire: every subkey neither revoked nor expired.
    static QList<QByteArray> subkeysToExpire(const keytocard::LocalKey &key);
    /// The new subkeys to make, each with the algorithm of the newest subkey of its usage
    /// (valid ones first, then expired, then revoked); InvalidInput naming a usage no subkey
    /// has.
    static Result<QList<RotatedSubkey>> newSubkeys(const keytocard::LocalKey &key);

    /// Everything up to the files and the everyday keyring: InvalidInput (one sentence) when
    /// the file is not readable, holds no secret primary key that can certify, or more than
    /// one key; also when the passphrase does not unlock it. The everyday keyring is only read.
    /// `passphrase` is moved in and wiped.
    static Result<std::unique_ptr<OfflineKeyRotation>>
    prepare(const RotationRequest &request, QByteArray passphrase, const Progress &progress = {});

    const RotationPlan &plan() const { return m_plan; }

    /// Writes and checks the new secret key file, imports the rotated public key into the
    /// everyday keyring, removes the temporary home and lists the everyday keyring again.
    Result<RotationReport> apply(const Progress &progress = {});
    /// Removes the temporary home without changing anything.
    Status discard();

private:
    OfflineKeyRotation() = default;

    RotationRequest m_request;
    RotationPlan m_plan;
    std::unique_ptr<TempGnupgHome> m_home;
    QByteArray m_public;
    QByteArray m_secret; ///< the rotated secret key; wiped
};

} // namespace keyward::openpgp::offline
