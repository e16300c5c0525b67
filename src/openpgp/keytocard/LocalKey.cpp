// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalKey.h"

namespace keyward::openpgp::keytocard {

QString SubkeyInfo::usageText() const
{
    QString u;
    if (canSign) {
        u += QLatin1Char('S');
    }
    if (canCertify) {
        u += QLatin1Char('C');
    }
    if (canEncrypt) {
        u += QLatin1Char('E');
    }
    if (canAuthenticate) {
        u += QLatin1Char('A');
    }
    return u;
}

const SubkeyInfo *LocalKey::subkey(QByteArrayView fingerprintOrKeyId) const
{
    const QByteArray want = fingerprintOrKeyId.toByteArray().toUpper();
    if (want.size() < 8) {
        return nullptr;
    }
    for (const SubkeyInfo &s : subkeys) {
        if (s.fingerprint == want || s.fingerprint.endsWith(want)) {
            return &s;
        }
    }
    return nullptr;
}

} // namespace keyward::openpgp::keytocard
