// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace keyward::openpgp::keytocard {

/// One (sub)key of a certificate in the local keyring, as GPGME lists it.
struct SubkeyInfo
{
    QByteArray fingerprint; ///< 40 hex digits, upper case
    QByteArray keyId;       ///< 16 hex digits
    QByteArray keygrip;     ///< 40 hex digits: the name of the secret key file in gpg-agent
    QString algorithm;      ///< GnuPG's name: "rsa2048", "ed25519", "cv25519", "nistp256"
    int bits = 0;
    bool canSign = false;
    bool canEncrypt = false;
    bool canAuthenticate = false;
    bool canCertify = false;
    bool isPrimary = false;
    QDateTime created;      ///< UTC
    QDateTime expires;      ///< invalid: never
    bool hasSecret = false; ///< gpg-agent has a secret for it (a local key or a card stub)
    bool isCardKey = false; ///< the secret is a stub: the key lives on a card
    QByteArray cardSerial;  ///< for a stub: the card's serial as gpg prints it
    bool expired = false;
    bool revoked = false;

    /// "S", "E", "A", "C" letters as gpg prints usage.
    QString usageText() const;
};

/// A certificate with at least one secret (sub)key.
struct LocalKey
{
    QByteArray fingerprint; ///< of the primary key
    QStringList userIds;
    QList<SubkeyInfo> subkeys; ///< the primary key first, then the subkeys

    /// The subkey with this fingerprint (or key ID suffix), or nullptr.
    const SubkeyInfo *subkey(QByteArrayView fingerprintOrKeyId) const;
    QString displayName() const { return userIds.value(0); }
};

} // namespace keyward::openpgp::keytocard

Q_DECLARE_METATYPE(keyward::openpgp::keytocard::LocalKey)
