// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExpirySpec.h"
#include "OfflineKeyCreation.h"
#include "TempGnupgHome.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace keyward::openpgp::offline {

/// What to renew. Checked by the caller (app layer) before prepare().
struct RenewalRequest
{
    QString backupPath; ///< the secret key file (key create's FPR-secret.asc), absolute
    ExpirySpec subkeyExpiry = ExpirySpec::years(1); ///< counted from now
    std::optional<ExpirySpec> primaryExpiry;        ///< nullopt: the primary key's is kept
    bool writeBackup = false; ///< write the renewed secret key next to the old file
    QString everydayHome;     ///< empty: the user's GNUPGHOME
};

/// What the renewal will change, from the temporary keyring after the new expiry was set.
struct RenewalPlan
{
    keytocard::LocalKey fromBackup; ///< listed in the temporary keyring before the change
    keytocard::LocalKey renewed;    ///< listed in the temporary keyring after the change
    keytocard::LocalKey everyday;   ///< the everyday keyring's copy before (when inEveryday)
    bool inEveryday = false;        ///< the everyday keyring already holds the key
    QList<QByteArray> extended;     ///< subkeys given the new expiry
    bool primaryChanged = false;    ///< the primary key's expiry was set too
    QString newBackupPath;          ///< empty unless writeBackup
    QString home;                   ///< the temporary GNUPGHOME
    HomeBase homeBase = HomeBase::TmpDir;
    bool memoryBacked = false;
};

/// What was done, read back from the everyday keyring and the disk.
struct RenewalReport
{
    RenewalPlan plan;
    keytocard::LocalKey everyday; ///< listed from the everyday keyring after the import
    QString oldBackup;            ///< the file given, unchanged: holds the old expiry
    QString currentBackup;        ///< the file that holds the renewed key, or empty
    qint64 newBackupBytes = 0;
    bool homeRemoved = false;
};

/**
 * The yearly renewal of a card owner's key from its secret key file: imports the file into a
 * temporary GNUPGHOME (TempGnupgHome), sets the subkeys' expiry (and the primary key's when
 * asked) through GPGME's setExpire with the passphrase by loopback, and exports the renewed
 * public key. apply() then imports only that public key into the everyday keyring, so card
 * stubs and the card itself stay as they are, optionally writes the renewed secret key as a
 * new file next to the old one (exclusively), and removes the temporary home. Blocking: call
 * on a worker.
 */
class OfflineKeyRenewal
{
public:
    using Progress = OfflineKeyCreation::Progress;

    ~OfflineKeyRenewal();
    OfflineKeyRenewal(const OfflineKeyRenewal &) = delete;
    OfflineKeyRenewal &operator=(const OfflineKeyRenewal &) = delete;

    /// The operation's title ("Renewing the key").
    static QString title();
    /// Where the renewed secret key goes: "<folder of old>/<FPR>-secret-<day>.asc".
    static QString renewedBackupPath(const QString &oldBackup, const QByteArray &fingerprint,
                                     const QDate &day);
    /// The subkeys whose expiry a renewal sets: every subkey that is not revoked.
    static QList<QByteArray> subkeysToExtend(const keytocard::LocalKey &key);

    /// Everything up to the everyday keyring: InvalidInput (one sentence) when the file is
    /// not readable, holds no secret primary key that can certify, or more than one key;
    /// also when the passphrase does not unlock it. The everyday keyring is only read.
    /// `passphrase` is moved in and wiped.
    static Result<std::unique_ptr<OfflineKeyRenewal>>
    prepare(const RenewalRequest &request, QByteArray passphrase, const Progress &progress = {});

    const RenewalPlan &plan() const { return m_plan; }

    /// Writes the new secret key file (when asked), imports the renewed public key into the
    /// everyday keyring, removes the temporary home and lists the everyday keyring again.
    Result<RenewalReport> apply(const Progress &progress = {});
    /// Removes the temporary home without changing anything.
    Status discard();

private:
    OfflineKeyRenewal() = default;

    RenewalRequest m_request;
    RenewalPlan m_plan;
    std::unique_ptr<TempGnupgHome> m_home;
    QByteArray m_public;
    QByteArray m_secret; ///< the renewed secret key (only with writeBackup); wiped
};

} // namespace keyward::openpgp::offline
