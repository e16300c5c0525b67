// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "Pkcs11Api.h"

#include <QList>
#include <QString>

namespace keyward::pkcs11 {

/// Whether a token can keep a key pool: wrap private keys under an AES key
/// that never leaves it, and unwrap them again into session objects.
struct WrapSupport
{
    bool supported = false;
    /// CKM_AES_KEY_WRAP_PAD (RFC 5649) when offered, else CKM_AES_KEY_WRAP.
    CK_MECHANISM_TYPE mechanism = CKM_VENDOR_DEFINED;
    QString mechanismName;
    /// Why the pool is not possible on this token: whole sentences, with
    /// the token's own reason where it gave one.
    QString reason;
};

namespace WrapProbe {

/// What the mechanism list says, before anything is tried: AES key
/// generation and an AES key wrap mechanism with both wrap and unwrap.
/// `manufacturer` and `model` (CK_TOKEN_INFO) name tokens whose wrapping
/// Keyward knows is not reachable through PKCS#11 (SmartCard-HSM via
/// OpenSC: DKEK wrapping only).
WrapSupport fromMechanisms(const QList<MechanismInfo> &mechanisms, const QString &manufacturer,
                           const QString &model);

/// A refusal found while trying (the trial wrap of a fresh pair): the
/// reason as a whole sentence around the token's error.
WrapSupport refused(const QString &step, const QString &tokenReason);

} // namespace WrapProbe

} // namespace keyward::pkcs11
