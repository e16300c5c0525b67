// SPDX-License-Identifier: GPL-3.0-or-later
#include "Quirks.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {

struct Row
{
    const char *manufacturer; ///< substring of manufacturerID (case-insensitive)
    const char *model;        ///< substring of model, or empty for any
    Quirks quirks;
};

Quirks softHsm()
{
    Quirks q;
    q.name = QStringLiteral("SoftHSM");
    q.isVirtual = true;
    // SoftHSM reassigns the slot ID of a freshly initialised token and keeps a
    // spare uninitialised slot: find tokens by serial, never by slot ID.
    q.initTokenReassignsSlot = true;
    return q;
}

Quirks nssSoftokn()
{
    Quirks q;
    q.name = QStringLiteral("NSS softokn");
    q.isVirtual = true;
    // NSS's software token (libsoftokn3.so), a paragraph per quirk.
    // It starts only with init arguments that name its database (pReserved
    // "configdir='sql:DIR' ..."); without them C_Initialize returns
    // CKR_ARGUMENTS_BAD, so it is added with token add-module --init-args.
    // Its token label is fixed ("NSS Certificate DB"): C_InitToken ignores the
    // new label, so the token keeps being found by that label or its serial.
    // C_InitToken takes any SO PIN and deletes every key, every certificate
    // and the database password, which leaves the user PIN unset.
    // It has no SO PIN: the SO logs in with an empty PIN and only while the
    // database has no password (C_InitPIN then sets one); otherwise C_Login
    // returns CKR_USER_TYPE_INVALID, and an SO PIN change cannot work.
    q.noSoPin = true;
    // The user PIN is the database password, checked without a retry counter,
    // so the count-low, final-try and locked flags never appear.
    return q;
}

Quirks tpm2Pkcs11(bool softwareTpm)
{
    Quirks q;
    q.name = QStringLiteral("tpm2-pkcs11");
    // tpm2-pkcs11 (libtpm2_pkcs11.so) keeps its tokens in a store of its own
    // (TPM2_PKCS11_STORE) with the keys wrapped by the TPM it reaches through
    // TPM2_PKCS11_TCTI. Its tokens name the TPM's manufacturer and model (a
    // software TPM, swtpm, says "IBM" and "SW TPM"), so the module identifies them.
    // Its serial is "0000000000000000" for every token: tokens are found by label.
    // C_InitToken works on the one empty slot and a new empty slot appears.
    // Its EC keys are made for ECDH as well (the TPM's decrypt attribute): the
    // public key is CKA_ENCRYPT true and the private key CKA_DECRYPT true, and
    // C_GenerateKeyPair refuses a template that says false for either
    // (CKR_GENERAL_ERROR, "Failed to add missing rsa attrs" in its log), so
    // Keyward leaves both out for these tokens.
    q.ecKeysDecrypt = true;
    // It makes no session objects: C_GenerateKeyPair with CKA_TOKEN false
    // returns CKR_ATTRIBUTE_VALUE_INVALID, so a benchmark cannot make its own
    // throw-away key and measures a key on the token (bench --key LABEL).
    q.noSessionKeys = true;
    q.initTokenReassignsSlot = true;
    q.isVirtual = softwareTpm;
    return q;
}

Quirks smartCardHsm()
{
    Quirks q;
    q.name = QStringLiteral("SmartCard-HSM");
    // The SmartCard-HSM (Nitrokey HSM) takes private keys only wrapped under a
    // Device Key Encryption Key set up at initialisation (sc-hsm-tool --dkek-shares).
    q.importNeedsDkek = true;
    q.canImportPrivateKey = false;
    // Its SO PIN is 8 bytes given as 16 hexadecimal digits (OpenSC's sc-hsm driver decodes
    // them); the PIN lengths OpenSC's token states (6 to 15) are the user PIN's.
    q.soPinHexDigits = 16;
    q.importHint = QCoreApplication::translate(
        "keyward::pkcs11",
        "The SmartCard-HSM accepts private keys only wrapped under a DKEK: initialise it with "
        "DKEK shares (sc-hsm-tool --initialize --dkek-shares) and import with sc-hsm-tool "
        "--unwrap-key; certificates can be imported here.");
    return q;
}

Quirks openPgpCard()
{
    Quirks q;
    q.name = QStringLiteral("OpenPGP card");
    // OpenSC's OpenPGP driver stores keys only by on-card generation or its own
    // key-import path; PKCS#11 C_CreateObject of a private key is refused.
    q.canImportPrivateKey = false;
    // OpenSC generates OpenPGP keys only after the admin PIN, into the card's
    // key slots: ID 01 signature, 02 decryption, 03 authentication.
    q.keygenAsSo = true;
    q.defaultKeyId = QByteArray("\x01", 1);
    q.importHint = QCoreApplication::translate(
        "keyward::pkcs11",
        "OpenPGP cards take private keys through their own key-import commands (gpg "
        "keytocard or openpgp-tool), not through PKCS#11.");
    return q;
}

} // namespace

Quirks quirksFor(const QString &manufacturer, const QString &model, const QString &label,
                 const QString &module)
{
    if (module.contains(QLatin1String("tpm2_pkcs11"), Qt::CaseInsensitive)) {
        // swtpm, and IBM's TPM simulator it builds on, report the model "SW   TPM".
        return tpm2Pkcs11(model.simplified().contains(QLatin1String("SW TPM")));
    }
    // OpenSC names its OpenPGP tokens "OpenPGP card (User PIN)" and takes the
    // manufacturer from the card's AID, so the label is what identifies them.
    if (label.startsWith(QLatin1String("OpenPGP card"))) {
        return openPgpCard();
    }
    // Built per call, not static, so the hints are translated in the current language.
    const Row rows[] = {
        {"SoftHSM", "", softHsm()},
        {"Mozilla Foundation", "NSS", nssSoftokn()},
        {"www.CardContact.de", "", smartCardHsm()},
        {"", "SmartCard-HSM", smartCardHsm()},
        {"OpenPGP", "", openPgpCard()},
        {"", "OpenPGP", openPgpCard()},
    };
    for (const Row &row : rows) {
        const QString m = QString::fromLatin1(row.manufacturer);
        const QString mo = QString::fromLatin1(row.model);
        if (m.isEmpty() && mo.isEmpty()) {
            continue;
        }
        const bool manufacturerOk = m.isEmpty() || manufacturer.contains(m, Qt::CaseInsensitive);
        const bool modelOk = mo.isEmpty() || model.contains(mo, Qt::CaseInsensitive);
        if (manufacturerOk && modelOk && !row.quirks.name.isEmpty()) {
            return row.quirks;
        }
    }
    return {};
}

} // namespace keyward::pkcs11

namespace keyward::pkcs11 {
bool moduleUsesPcscReaders(const QString &moduleName, const QString &modulePath)
{
    return moduleName.contains(QLatin1String("opensc"), Qt::CaseInsensitive) ||
           modulePath.contains(QLatin1String("opensc"), Qt::CaseInsensitive);
}
} // namespace keyward::pkcs11
