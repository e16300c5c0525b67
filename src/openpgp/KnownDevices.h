// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace keyward::openpgp {

/// What Keyward knows about a device family beyond what the card reports:
/// its marketing name and, for cards without DO FA, the algorithms it takes.
struct KnownDevice
{
    QString model;          ///< "YubiKey 5", "Nitrokey Pro", "FST-01 (Gnuk)"
    QStringList algorithms; ///< GnuPG names: rsa2048, nistp256, ed25519, cv25519, ...
    bool hasButton = false; ///< touch (UIF) possible
};

/// Whether cards of this manufacturer take the cached touch policies (UIF 3 and 4, a Yubico
/// extension; the OpenPGP card specification defines off, on and fixed only).
bool takesCachedTouch(quint16 manufacturerId);

/// Identify a device from its AID's manufacturer and specification version.
std::optional<KnownDevice> identifyDevice(quint16 manufacturerId, int versionMajor,
                                          int versionMinor);

} // namespace keyward::openpgp
