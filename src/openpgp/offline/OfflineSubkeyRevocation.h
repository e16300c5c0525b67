// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfflineKeyCreation.h"
#include "TempGnupgHome.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

#include <memory>

namespace keyward::openpgp::offline {

/// Why the subkeys are revoked, as OpenPGP's reason codes (RFC 4880 5.2.3.23).
enum class RevocationReason
{
    Compromised = 1, ///< "Key has been compromised": gpg no longer trusts its old signatures
    Retired = 3,     ///< "Key is no longer used": its old signatures stay valid
};

/// "compromised" or "retired", as --reason and --json spell them.
QString revocationReasonToken(RevocationReason reason);

/// What to revoke. Checked by the caller (app layer) before prepare().
struct SubkeyRevocationRequest
{
    QString backupPath;        ///< the secret key file (key create's FPR-secret.asc), absolute
    QList<QByteArray> subkeys; ///< named subkeys (upper case); empty: the everyday card stubs
    QByteArray cardSerial;     ///< with empty subkeys: only the stubs of this card
    RevocationReason reason = RevocationReason::Compromised;
    QString publishDir;   ///< empty: no file for publishing is written
    QString everydayHome; ///< empty: the user's GNUPGHOME
};

/// What the revocation will change, from the temporary keyring after the subkeys were revoked.
struct SubkeyRevocationPlan
{
    keytocard::LocalKey fromBackup; ///< listed in the temporary keyring before the change
    keytocard::LocalKey revoked;    ///< listed in the temporary keyring after the change
    keytocard::LocalKey everyday;   ///< the everyday keyring's copy before (when inEveryday)
    bool inEveryday = false;
    QList<QByteArray> subkeys; ///< the subkeys revoked
    QByteArray cardSerial;     ///< the card they were on, when found from the stubs
    RevocationReason reason = RevocationReason::Compromised;
    QString publishPath; ///< empty unless a publish folder was given
    QString home;        ///< the temporary GNUPGHOME
    HomeBase homeBase = HomeBase::TmpDir;
    bool memoryBacked = false;
};

/// What was done, read back from the everyday keyring and the disk.
struct SubkeyRevocationReport
{
    SubkeyRevocationPlan plan;
    keytocard::LocalKey everyday; ///< listed from the everyday keyring after the import
    QString backup;               ///< the file given, unchanged
    qint64 publishedBytes = 0;
    bool homeRemoved = false;
};

/**
 * A lost card's subkeys revoked from the key's secret key file: imports the file into a
 * temporary GNUPGHOME (TempGnupgHome), revokes the subkeys there through GPGME's edit
 * interaction (gpg's key editor: "key FPR", "revkey", the reason; the passphrase by loopback),
 * and exports the revoked public key. apply() optionally writes that public key into a folder
 * for publishing (exclusively), imports it into the everyday keyring and removes the
 * temporary home. The secret key file is only read. Blocking: call on a worker.
 */
class OfflineSubkeyRevocation
{
public:
    using Progress = OfflineKeyCreation::Progress;

    ~OfflineSubkeyRevocation();
    OfflineSubkeyRevocation(const OfflineSubkeyRevocation &) = delete;
    OfflineSubkeyRevocation &operator=(const OfflineSubkeyRevocation &) = delete;

    /// The operation's title ("Revoking the lost card's subkeys").
    static QString title();
    /// Where the revoked public key goes: "<dir>/<FPR>-revoked-<day>.asc".
    static QString publishPath(const QString &dir, const QByteArray &fingerprint, const QDate &day);

    /// Everything up to the everyday keyring: InvalidInput (one sentence) when the file is not
    /// readable, holds no secret primary key that can certify or more than one key, when the
    /// subkeys cannot be found (no card stubs of this key in the everyday keyring, a named
    /// subkey not of this key or revoked already), or when the passphrase does not unlock it.
    /// The everyday keyring is only read. `passphrase` is moved in and wiped.
    static Result<std::unique_ptr<OfflineSubkeyRevocation>>
    prepare(const SubkeyRevocationRequest &request, QByteArray passphrase,
            const Progress &progress = {});

    const SubkeyRevocationPlan &plan() const { return m_plan; }

    /// Writes the revoked public key for publishing (when asked), imports it into the
    /// everyday keyring, removes the temporary home and lists the everyday keyring again.
    Result<SubkeyRevocationReport> apply(const Progress &progress = {});
    /// Removes the temporary home without changing anything.
    Status discard();

private:
    OfflineSubkeyRevocation() = default;

    SubkeyRevocationRequest m_request;
    SubkeyRevocationPlan m_plan;
    std::unique_ptr<TempGnupgHome> m_home;
    QByteArray m_public;
};

} // namespace keyward::openpgp::offline
