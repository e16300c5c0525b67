// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/DeviceInfo.h"

#include <QString>

namespace keyward::bench {

/// Which device a result was measured on. The serial is stored but left out
/// of exports unless the user asks for it.
struct DeviceIdentity
{
    QString id;   ///< DeviceInfo::id ("pkcs11:…", "openpgp:…", "cpu" for the baseline)
    QString kind; ///< "reader", "openpgp-card", "pkcs11-token", "cpu", "published"
    QString vendor;
    QString model;
    QString firmware;
    QString serial;
    bool isVirtual = false; ///< virtual card or software token: labelled everywhere

    bool operator==(const DeviceIdentity &) const = default;

    /// "Yubico YubiKey 5 (virtual)" — the label charts and tables use.
    QString label() const;
    static DeviceIdentity fromDeviceInfo(const DeviceInfo &d, const QString &firmware = {});
};

} // namespace keyward::bench
