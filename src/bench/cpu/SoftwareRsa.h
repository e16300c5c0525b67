// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace keyward::bench {

/// PKCS#1 v1.5 encryption of `message` to the RSA public key (n, e) with
/// OpenSSL, as an OpenPGP sender does: the cryptogram a card's decryption
/// benchmark decrypts. Empty on failure.
QByteArray rsaEncryptPkcs1(QByteArrayView n, QByteArrayView e, QByteArrayView message);

} // namespace keyward::bench
