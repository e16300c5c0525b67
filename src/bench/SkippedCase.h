// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchCase.h"
#include "DeviceIdentity.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace keyward::bench {

/// A case the plan asked for and does not run: device × algorithm ×
/// operation, and why. The window, `keyward-cli bench` (text and --json) and
/// the HTML report name every one of these with sentence().
struct SkippedCase
{
    DeviceIdentity device;
    /// The algorithm asked for; empty when the case has none of its own (a
    /// card case that would use whatever key the card holds, a PIN check).
    QString algorithm;
    OperationKind operation = OperationKind::Sign;
    /// Why, as the end of a sentence: "the card holds RSA-2048 keys".
    QString reason;

    bool operator==(const SkippedCase &) const = default;

    /// "ECDSA-P256 sign on Yubico YubiKey 5 (virtual): the card holds
    /// RSA-2048 keys." — the one place this sentence is written.
    QString sentence() const;
};

/// The run-details kind under which a stored run keeps the cases skipped in the run
/// that measured it ("skipped"), so a bundle made later from the store names them.
QString skippedDetailsKind();
/// `skipped` as run details: {"skipped": [{device {kind, vendor, model, firmware,
/// virtual}, algorithm, operation, reason}]}; serials and device ids left out.
QJsonObject skippedDetails(const QList<SkippedCase> &skipped);
/// The cases of skippedDetails(); entries it cannot read are left out.
QList<SkippedCase> skippedFromDetails(const QJsonObject &details);

/// The operation as a person reads it in a sentence: "sign", "decrypt",
/// "authenticate", "key generation", "PIN verification".
QString operationText(OperationKind operation);

/// GnuPG's names of the algorithms of an OpenPGP card's three keys
/// ("rsa2048", "nistp256", "ed25519", "cv25519"), as the card reports its
/// key attributes; empty when not known.
struct CardKeyAlgorithms
{
    QString sign;         ///< the signature key (OPENPGP.1)
    QString decrypt;      ///< the encryption key (OPENPGP.2)
    QString authenticate; ///< the authentication key (OPENPGP.3)

    /// The key `operation` uses; empty for operations without a card key.
    QString forOperation(OperationKind operation) const;
    bool isEmpty() const { return sign.isEmpty() && decrypt.isEmpty() && authenticate.isEmpty(); }
};

/// Whether a benchmark algorithm ("RSA-2048", "ECDSA-P256", "ECDH-P256",
/// "Ed25519", "ECDH-Curve25519") is a key of the card's kind `gnupgName`
/// ("rsa2048", "nistp256", "ed25519", "cv25519"): the same RSA size or the
/// same curve, whatever the card does with it.
bool sameKeyKind(const QString &benchAlgorithm, const QString &gnupgName);

/// Why a case with `benchAlgorithm` cannot run on a card with `keys` for
/// `operation`: "the card holds RSA-2048 keys" when its keys are all of one
/// kind, else "the card's signature key is Ed25519"; empty when it can run
/// (or when the card did not say).
QString cardKeyMismatch(const CardKeyAlgorithms &keys, OperationKind operation,
                        const QString &benchAlgorithm);

} // namespace keyward::bench
