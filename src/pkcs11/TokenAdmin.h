// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ObjectInfo.h"
#include "TokenContext.h"

namespace keyward::pkcs11 {

/// Token-wide operations: initialise, PINs, mechanisms, delete.
namespace TokenAdmin {

/// C_InitToken: destroys every object. SoftHSM moves the token to a new slot;
/// the returned info is the token as found afterwards (by label).
Result<TokenInfo> initToken(TokenContext &ctx, const SecretBytes &soPin, const QString &label);

/// C_InitPIN after an SO login: sets a first user PIN or unblocks a locked one.
Status initUserPin(TokenContext &ctx, const SecretBytes &soPin, const SecretBytes &newUserPin);

/// C_SetPIN for the user (so = false) or SO PIN.
Status changePin(TokenContext &ctx, bool so, const SecretBytes &oldPin, const SecretBytes &newPin);

/// C_GetMechanismList + C_GetMechanismInfo.
Result<QList<MechanismInfo>> mechanisms(TokenContext &ctx);

/// "CKM_RSA_PKCS_KEY_PAIR_GEN", or hex for unknown and vendor mechanisms.
QString mechanismName(quint64 type);

/// Destroys every object ref matches (ref must not be empty); returns what was destroyed.
Result<QList<ObjectInfo>> deleteObjects(TokenContext &ctx, const ObjectRef &ref,
                                        const SecretBytes &pin);

} // namespace TokenAdmin

} // namespace keyward::pkcs11
