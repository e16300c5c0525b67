// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace keyward {

/// An algorithm as people name it, from any of the machine names Keyward
/// meets: GnuPG's ("rsa2048", "nistp256", "ed25519", "cv25519"), OpenSSL's
/// curves ("prime256v1", "secp384r1"), a card's or scdaemon's spelling
/// ("Ed25519", "curve25519") and the benchmark's ("RSA-2048", "ECDSA-P256").
/// Gives "RSA 2048", "NIST P-256", "Ed25519", "Curve25519 (encryption)";
/// a name it does not know comes back as given. The CLI and JSON keep the
/// machine names; this is for what a person chooses or reads.
QString algorithmDisplayName(const QString &machineName);

/// The name for a list to choose from: algorithmDisplayName(), with
/// " (recommended)" for the recommended one.
QString algorithmChoiceName(const QString &machineName, bool recommended);

/// Which of `offered` (machine names) to recommend: Ed25519 where it is
/// offered, else RSA 2048, else NIST P-256, else the first. Empty when
/// nothing is offered.
QString recommendedAlgorithm(const QStringList &offered);

/// `offered` with the recommended algorithm first, the others in their order.
QStringList recommendedFirst(const QStringList &offered);

/// GnuPG's name for the algorithm of an OpenPGP card's key attributes (the content of DO
/// C1-C3, or an entry of DO FA): "01 0800 0020 00" -> "rsa2048", "16 2B06010401DA470F01" ->
/// "ed25519"; "ecc-<OID in hex>" for a curve it does not know, empty for no attributes.
QString openPgpKeyAlgorithm(QByteArrayView attributes);

/// The benchmark's name for signing with a key of that GnuPG name: "RSA-2048", "ECDSA-P256",
/// "Ed25519", "ECDSA-brainpoolP256r1".
QString signatureSchemeName(const QString &gnupgName);

/// A count in words with the locale's group separators: "33,554,432
/// iterations" for (33554432, Iterations).
enum class CountNoun
{
    Iterations,
    Signatures,
};
QString countInWords(qint64 count, CountNoun noun);

} // namespace keyward
