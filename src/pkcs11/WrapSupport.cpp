// SPDX-License-Identifier: GPL-3.0-or-later
#include "WrapSupport.h"

#include <QCoreApplication>

namespace keyward::pkcs11::WrapProbe {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

const MechanismInfo *findMechanism(const QList<MechanismInfo> &list, CK_MECHANISM_TYPE type)
{
    for (const MechanismInfo &m : list) {
        if (m.type == type) {
            return &m;
        }
    }
    return nullptr;
}

bool wrapsAndUnwraps(const MechanismInfo *m)
{
    return m && (m->flags & CKF_WRAP) && (m->flags & CKF_UNWRAP);
}

} // namespace

WrapSupport fromMechanisms(const QList<MechanismInfo> &mechanisms, const QString &manufacturer,
                           const QString &model)
{
    WrapSupport s;
    const bool smartCardHsm =
        model.contains(QLatin1String("SmartCard-HSM"), Qt::CaseInsensitive) ||
        manufacturer.contains(QLatin1String("CardContact"), Qt::CaseInsensitive);
    if (smartCardHsm) {
        s.reason = Text::tr("This SmartCard-HSM wraps keys only under its device key-encryption "
                            "key (DKEK), and DKEK wrapping is not reachable through PKCS#11 (only "
                            "over PC/SC, for backing up and restoring the device's own keys: "
                            "Object > Back up key and Token > Restore wrapped key here, or "
                            "keyward-cli token dkek). A key pool is not possible on this token.");
        return s;
    }
    const MechanismInfo *gen = findMechanism(mechanisms, CKM_AES_KEY_GEN);
    if (!gen || (gen->maxKeySize != 0 && gen->maxKeySize < 32)) {
        s.reason = Text::tr("The token does not generate AES-256 keys (CKM_AES_KEY_GEN), so it "
                            "cannot hold the key-encryption key of a key pool.");
        return s;
    }
    for (CK_MECHANISM_TYPE type : {CKM_AES_KEY_WRAP_PAD, CKM_AES_KEY_WRAP}) {
        if (wrapsAndUnwraps(findMechanism(mechanisms, type))) {
            s.supported = true;
            s.mechanism = type;
            s.mechanismName = type == CKM_AES_KEY_WRAP_PAD ? QStringLiteral("CKM_AES_KEY_WRAP_PAD")
                                                           : QStringLiteral("CKM_AES_KEY_WRAP");
            return s;
        }
    }
    s.reason = Text::tr("The token offers neither CKM_AES_KEY_WRAP_PAD nor CKM_AES_KEY_WRAP for "
                        "both wrapping and unwrapping, so it cannot wrap private keys for a key "
                        "pool.");
    return s;
}

WrapSupport refused(const QString &step, const QString &tokenReason)
{
    WrapSupport s;
    s.reason =
        Text::tr("The token refused %1 (%2), so it cannot keep a key pool.").arg(step, tokenReason);
    return s;
}

} // namespace keyward::pkcs11::WrapProbe
