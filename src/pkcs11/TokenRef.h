// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TokenInfo.h"

#include <QMetaType>
#include <QString>

namespace keyward::pkcs11 {

/// Which token an operation means. Tokens are found again on every operation
/// (by serial first: SoftHSM moves a token to a new slot ID when it is
/// initialised), so a ref stays valid across re-insertion.
struct TokenRef
{
    QString module; ///< p11-kit name, file name or path; empty: any module
    QString serial;
    QString label;
    qint64 slotId = -1; ///< for blank tokens, which have neither serial nor label
    QString uri;        ///< a PKCS#11 URI ("pkcs11:token=...;serial=..."), matched by p11-kit
    bool blank = false; ///< only a token that is not initialised yet
    /// The caller asked the user and they accepted a PIN attempt on the final try.
    bool confirmFinalTry = false;

    /// The ref of a token from a listing (module, serial; label and slot for blank tokens).
    static TokenRef of(const TokenInfo &token);
    /// What a user would recognise: "keyward-test (softhsm2, serial 3bd2…)".
    QString describe() const;
};

} // namespace keyward::pkcs11

Q_DECLARE_METATYPE(keyward::pkcs11::TokenRef)
