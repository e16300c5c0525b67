// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenDevice.h"

#include "TokenFlags.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

namespace keyward::pkcs11 {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("keyward::pkcs11", s);
}

QString memory(qint64 freeBytes, qint64 totalBytes)
{
    if (totalBytes < 0) {
        return {};
    }
    const QLocale locale;
    if (freeBytes < 0) {
        return locale.formattedDataSize(totalBytes);
    }
    return tr("%1 free of %2")
        .arg(locale.formattedDataSize(freeBytes), locale.formattedDataSize(totalBytes));
}

} // namespace

DeviceInfo toDeviceInfo(const TokenInfo &t)
{
    DeviceInfo d;
    d.id = t.deviceId();
    d.kind = DeviceKind::Pkcs11Token;
    d.source = QStringLiteral("pkcs11");
    d.name = t.label.isEmpty() ? tr("(uninitialised token)") : t.label;
    d.vendor = t.manufacturer;
    d.model = t.model;
    d.serial = t.serial;
    d.present = t.tokenPresent;
    d.isVirtual = t.isVirtual();

    auto add = [&d](const QString &label, const QString &value) {
        if (!value.isEmpty()) {
            d.fields.append({label, value});
        }
    };
    add(tr("Label"), t.label);
    add(tr("Manufacturer"), t.manufacturer);
    add(tr("Model"), t.model);
    add(tr("Serial number"), t.serial);
    add(tr("Flags"), tokenFlagWords(t.flags).join(QStringLiteral(", ")));
    add(tr("User PIN"), pinWarningText(t.userPinWarning(), false));
    add(tr("SO PIN"), pinWarningText(t.soPinWarning(), true));
    add(tr("Hardware version"), t.hardwareVersion);
    add(tr("Firmware version"), t.firmwareVersion);
    add(tr("Public memory"), memory(t.freePublicMemory, t.totalPublicMemory));
    add(tr("Private memory"), memory(t.freePrivateMemory, t.totalPrivateMemory));
    if (t.minPinLength >= 0 && t.maxPinLength >= 0) {
        add(tr("PIN length"), tr("%1 to %2").arg(t.minPinLength).arg(t.maxPinLength));
    }
    add(tr("Slot"), QStringLiteral("%1 (%2)").arg(t.slotDescription).arg(t.slotId));
    add(tr("Module"), t.moduleName);
    add(tr("Module file"), t.modulePath);
    if (t.isVirtual()) {
        add(tr("Kind"), tr("software token (virtual)"));
    }
    return d;
}

QList<DeviceInfo> toDeviceInfos(const QList<TokenInfo> &tokens)
{
    QHash<QString, int> seen;
    for (const TokenInfo &t : tokens) {
        ++seen[t.deviceId()];
    }
    QList<DeviceInfo> out;
    for (const TokenInfo &t : tokens) {
        DeviceInfo d = toDeviceInfo(t);
        if (seen.value(d.id) > 1) {
            d.id += QLatin1Char('#') + t.label;
        }
        out << d;
    }
    return out;
}

} // namespace keyward::pkcs11
