// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace keyward::openpgp {

/// Whether a card with this ATR sits in a vpcd reader ("Virtual PCD ..."),
/// i.e. is keyward-vcard or another virtual card. keyward-vcard copies the
/// real devices' ATRs and AIDs on purpose, so the reader is what tells. Only
/// reads reader states (SCardGetStatusChange), never connects, so it does not
/// fight scdaemon for the card.
bool isVirtualReaderCard(const QByteArray &atr);

/// Whether a PC/SC reader name is a vpcd reader: "Virtual PCD 00 00" is
/// vsmartcard's default, "Keyward Virtual Reader 00 00" the sandbox's.
inline bool isVirtualReaderName(const QString &name)
{
    return name.startsWith(QLatin1String("Virtual PCD")) ||
           name.startsWith(QLatin1String("Keyward Virtual Reader"));
}

} // namespace keyward::openpgp
