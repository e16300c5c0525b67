// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace keyward::pkcs11 {

/// What one kind of token does differently from the specification's average,
/// kept in one table (Quirks.cpp) instead of scattered checks.
struct Quirks
{
    QString name;                    ///< the table row that matched ("SoftHSM", "SmartCard-HSM")
    bool isVirtual = false;          ///< software token: benchmark results are labelled virtual
    bool importNeedsDkek = false;    ///< private keys can only be imported wrapped under a DKEK
    bool canImportPrivateKey = true; ///< C_CreateObject of a CKO_PRIVATE_KEY is accepted
    bool hashOnToken = true;         ///< CKM_SHA256_RSA_PKCS and friends work (else hash here)
    bool initTokenReassignsSlot = false; ///< C_InitToken moves the token to a new slot ID
    bool needsLoginForPublicObjects = false;
    bool noSoPin = false; ///< no SO PIN of its own: the SO logs in with an empty PIN (NSS softokn)
    bool keygenAsSo = false; ///< C_GenerateKeyPair needs the SO (admin) PIN, not the user PIN
    QByteArray defaultKeyId; ///< the CKA_ID a new key must have when none is given (card key slots)
    bool ecKeysDecrypt = false; ///< EC keys are CKA_ENCRYPT / CKA_DECRYPT true; a template
                                ///< saying false is refused (tpm2-pkcs11)
    bool noSessionKeys = false; ///< C_GenerateKeyPair refuses CKA_TOKEN false (tpm2-pkcs11):
                                ///< a benchmark needs a key on the token (--key)
    int soPinHexDigits = 0;     ///< the SO PIN is exactly this many hexadecimal digits, whatever
                                ///< PIN lengths the token states (those are the user PIN's;
                                ///< SmartCard-HSM: 16)
    QString importHint;         ///< what to tell the user when an import is refused (translated)
};

/// The quirks of a token, matched on its CK_TOKEN_INFO manufacturer, model
/// and label, and on its module (p11-kit name or path) for modules whose
/// tokens take their manufacturer from the hardware below (tpm2-pkcs11).
/// Unknown tokens get the defaults (name empty).
Quirks quirksFor(const QString &manufacturer, const QString &model, const QString &label = {},
                 const QString &module = {});

} // namespace keyward::pkcs11

namespace keyward::pkcs11 {
/// Whether a module reaches its tokens through PC/SC readers (OpenSC), and so
/// competes with scdaemon for OpenPGP cards.
bool moduleUsesPcscReaders(const QString &moduleName, const QString &modulePath);
} // namespace keyward::pkcs11
