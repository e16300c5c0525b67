// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeviceIdentity.h"

#include <QCoreApplication>

namespace keyward::bench {

QString DeviceIdentity::label() const
{
    QString text = QStringList{vendor, model}.join(QLatin1Char(' ')).trimmed();
    if (text.isEmpty()) {
        text = id;
    }
    if (isVirtual) {
        text += QCoreApplication::translate("keyward::bench::DeviceIdentity", " (virtual)");
    }
    return text;
}

DeviceIdentity DeviceIdentity::fromDeviceInfo(const DeviceInfo &d, const QString &firmware)
{
    DeviceIdentity id;
    id.id = d.id;
    switch (d.kind) {
    case DeviceKind::Reader:
        id.kind = QStringLiteral("reader");
        break;
    case DeviceKind::OpenPgpCard:
        id.kind = QStringLiteral("openpgp-card");
        break;
    case DeviceKind::Pkcs11Token:
        id.kind = QStringLiteral("pkcs11-token");
        break;
    }
    id.vendor = d.vendor;
    id.model = d.model.isEmpty() ? d.name : d.model;
    id.firmware = firmware;
    id.serial = d.serial;
    id.isVirtual = d.isVirtual;
    return id;
}

} // namespace keyward::bench
