// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Web Key Directory's names (draft-koch-openpgp-webkey-service): where a self-hosted domain
// serves a key for an address. Pure: reads no file.

#include <QByteArray>
#include <QString>

namespace keyward::app::wkd {

/// z-base-32 (the Web Key Directory's alphabet "ybndrfg8ejkmcpqxot1uwisza345h769"), most
/// significant bit first; the last character is padded with zero bits.
QString zBase32(const QByteArray &bytes);

/// An address split at its last '@' and lower-cased (ASCII only, as GnuPG does); empty parts
/// when it has no '@' or an empty side.
struct Address
{
    QString localPart;
    QString domain;
    bool valid() const { return !localPart.isEmpty() && !domain.isEmpty(); }
};
Address splitAddress(const QString &email);

/// The hashed local part: z-base-32 of the SHA-1 of the lower-cased local part (32 characters).
QString localPartHash(const QString &localPart);

/// The key's file for `email` below a web root: ROOT/.well-known/openpgpkey/DOMAIN/hu/HASH
/// (the "advanced" layout, which a domain's own web server can serve).
QString keyPath(const QString &root, const Address &address);
/// The domain's policy file: ROOT/.well-known/openpgpkey/DOMAIN/policy.
QString policyPath(const QString &root, const Address &address);

/// The address in a user ID: between '<' and '>', or the whole ID when it is a bare address;
/// empty when it holds none.
QString addressOf(const QString &userId);

} // namespace keyward::app::wkd
