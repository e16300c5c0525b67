// SPDX-License-Identifier: GPL-3.0-or-later
#include "KnownDevices.h"

namespace keyward::openpgp {

namespace {

QStringList rsa(std::initializer_list<int> bits)
{
    QStringList out;
    for (int b : bits) {
        out << QStringLiteral("rsa%1").arg(b);
    }
    return out;
}

} // namespace

bool takesCachedTouch(quint16 manufacturerId)
{
    return manufacturerId == 0x0006; // Yubico
}

std::optional<KnownDevice> identifyDevice(quint16 manufacturerId, int versionMajor,
                                          int versionMinor)
{
    const QStringList nist{QStringLiteral("nistp256"), QStringLiteral("nistp384"),
                           QStringLiteral("nistp521")};
    const QStringList brainpool{QStringLiteral("brainpoolP256r1"),
                                QStringLiteral("brainpoolP384r1"),
                                QStringLiteral("brainpoolP512r1")};
    const QStringList curve25519{QStringLiteral("ed25519"), QStringLiteral("cv25519")};
    const int v = versionMajor * 10 + versionMinor;
    switch (manufacturerId) {
    case 0x0006: // Yubico: the OpenPGP applet version tells the generation
        if (v >= 34) {
            return KnownDevice{QStringLiteral("YubiKey 5"),
                               rsa({2048, 3072, 4096}) + nist + brainpool +
                                   QStringList{QStringLiteral("secp256k1")} + curve25519,
                               true};
        }
        if (v == 21) {
            return KnownDevice{QStringLiteral("YubiKey 4"), rsa({2048, 3072, 4096}), true};
        }
        if (v == 20) {
            return KnownDevice{QStringLiteral("YubiKey NEO"), rsa({2048}), true};
        }
        return KnownDevice{QStringLiteral("YubiKey"), rsa({2048}), true};
    case 0x0005: // ZeitControl cards, also inside the Nitrokey Pro
        if (v >= 33) {
            return KnownDevice{QStringLiteral("Nitrokey Pro 2"),
                               rsa({2048, 3072, 4096}) + nist + brainpool, false};
        }
        return KnownDevice{QStringLiteral("Nitrokey Pro / ZeitControl card"),
                           rsa({2048, 3072, 4096}), false};
    case 0x000F:
        return KnownDevice{
            QStringLiteral("Nitrokey 3"),
            rsa({2048, 3072, 4096}) + QStringList{QStringLiteral("nistp256")} + curve25519, true};
    case 0xF1D0:
        return KnownDevice{QStringLiteral("CanoKey"),
                           rsa({2048, 3072, 4096}) +
                               QStringList{QStringLiteral("nistp256"), QStringLiteral("nistp384"),
                                           QStringLiteral("secp256k1")} +
                               curve25519,
                           true};
    case 0xF517:
        return KnownDevice{
            QStringLiteral("FST-01 (Gnuk)"),
            rsa({2048, 4096}) +
                QStringList{QStringLiteral("nistp256"), QStringLiteral("secp256k1")} + curve25519,
            false};
    case 0xFFFE:
        return KnownDevice{
            QStringLiteral("Nitrokey Start (Gnuk)"),
            rsa({2048, 4096}) +
                QStringList{QStringLiteral("nistp256"), QStringLiteral("secp256k1")} + curve25519,
            false};
    default:
        return std::nullopt;
    }
}

} // namespace keyward::openpgp
