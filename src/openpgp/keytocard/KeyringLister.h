// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LocalKey.h"
#include "core/Result.h"

namespace keyward::openpgp::keytocard {

/**
 * Lists certificates with secret keys through GPGME (never gpg's text
 * output): algorithm, usage, expiry, keygrip and where the secret is (local
 * or a card stub) of every subkey. Blocking: call it on a worker.
 */
class KeyringLister
{
public:
    /// All keys with a secret part; `homeDir` empty = the default GNUPGHOME,
    /// `pattern` empty = every key. `lookOnly`: gpg runs with the trust model "always", so
    /// it neither creates nor updates trustdb.gpg (validity is not listed anyway).
    static Result<QList<LocalKey>>
    listSecretKeys(const QString &homeDir = {}, const QString &pattern = {}, bool lookOnly = false);
    /// One key by fingerprint; NotFound when it has no secret part here.
    static Result<LocalKey> find(const QByteArray &fingerprint, const QString &homeDir = {});
    /// One key by fingerprint, listed from the public keyring with what gpg-agent holds of
    /// each (sub)key (hasSecret, isCardKey): also a key with no secret part at all. NotFound
    /// when the keyring does not hold it.
    static Result<LocalKey> findPublic(const QByteArray &fingerprint, const QString &homeDir = {});

private:
    static Result<QList<LocalKey>> listKeys(const QString &homeDir, const QString &pattern,
                                            bool lookOnly, bool secretOnly);
    static Result<LocalKey> findIn(const QByteArray &fingerprint, const QString &homeDir,
                                   bool secretOnly);
};

} // namespace keyward::openpgp::keytocard
