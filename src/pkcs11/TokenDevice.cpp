// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenDevice.h"

#include "Quirks.h"
#include "TokenFlags.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace keyward::pkcs11 {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

QString memory(qint64 freeBytes, qint64 totalBytes)
{
    if (totalBytes < 0) {
        return {};
    }
    const QLocale locale;
    if (freeBytes < 0) {
        return locale.formattedDataSize(totalBytes);
    }
    return Text::tr("%1 free of %2")
        .arg(locale.formattedDataSize(freeBytes), locale.formattedDataSize(totalBytes));
}

} // namespace

DeviceInfo toDeviceInfo(const TokenInfo &t)
{
    DeviceInfo d;
    d.id = t.deviceId();
    d.kind = DeviceKind::Pkcs11Token;
    d.source = QStringLiteral("pkcs11");
    d.name = tokenName(t);
    d.vendor = t.manufacturer;
    d.model = t.model;
    d.serial = t.serial;
    d.present = t.tokenPresent;
    d.isVirtual = t.isVirtual();

    auto add = [&d](const char *key, const QString &label, const QString &value,
                    const QJsonValue &data = QJsonValue(QJsonValue::Undefined)) {
        if (!value.isEmpty()) {
            d.fields.append({label, value, QLatin1String(key), data});
        }
    };
    const auto bytes = [](qint64 n) { return n < 0 ? QJsonValue() : QJsonValue(double(n)); };
    add("label", Text::tr("Label"), t.label);
    add("manufacturer", Text::tr("Manufacturer"), t.manufacturer);
    add("model", Text::tr("Model"), t.model);
    add("serial", Text::tr("Serial number"), t.serial);
    add("flags", Text::tr("Flags"), tokenFlagWords(t.flags).join(QStringLiteral(", ")),
        QJsonArray::fromStringList(tokenFlagNames(t.flags)));
    add("userPin", Text::tr("User PIN"), pinWarningText(t.userPinWarning(), false),
        pinWarningKey(t.userPinWarning()));
    add("soPin", Text::tr("SO PIN"), pinWarningText(t.soPinWarning(), true),
        pinWarningKey(t.soPinWarning()));
    add("hardwareVersion", Text::tr("Hardware version"), t.hardwareVersion);
    add("firmwareVersion", Text::tr("Firmware version"), t.firmwareVersion);
    add("publicMemory", Text::tr("Public memory"), memory(t.freePublicMemory, t.totalPublicMemory),
        QJsonObject{{QStringLiteral("freeBytes"), bytes(t.freePublicMemory)},
                    {QStringLiteral("totalBytes"), bytes(t.totalPublicMemory)}});
    add("privateMemory", Text::tr("Private memory"),
        memory(t.freePrivateMemory, t.totalPrivateMemory),
        QJsonObject{{QStringLiteral("freeBytes"), bytes(t.freePrivateMemory)},
                    {QStringLiteral("totalBytes"), bytes(t.totalPrivateMemory)}});
    if (t.minPinLength >= 0 && t.maxPinLength >= 0) {
        add("pinLength", Text::tr("PIN length"),
            Text::tr("%1 to %2").arg(t.minPinLength).arg(t.maxPinLength),
            QJsonObject{{QStringLiteral("min"), double(t.minPinLength)},
                        {QStringLiteral("max"), double(t.maxPinLength)}});
    }
    add("slot", Text::tr("Slot"), QStringLiteral("%1 (%2)").arg(t.slotDescription).arg(t.slotId),
        QJsonObject{{QStringLiteral("description"), t.slotDescription},
                    {QStringLiteral("id"), double(t.slotId)}});
    add("module", Text::tr("Module"), t.moduleName);
    add("moduleFile", Text::tr("Module file"), t.modulePath);
    if (t.isVirtual() && moduleUsesPcscReaders(t.moduleName, t.modulePath)) {
        add("kind", Text::tr("Kind"), Text::tr("virtual card in a vpcd reader"),
            QStringLiteral("virtual-card"));
    } else if (t.isVirtual()) {
        add("kind", Text::tr("Kind"), Text::tr("software token (virtual)"),
            QStringLiteral("software"));
    }
    return d;
}

QString tokenName(const TokenInfo &t)
{
    return t.label.isEmpty() ? Text::tr("(uninitialised token)") : t.label;
}

QString tokenNameWithSerial(const TokenInfo &t)
{
    const QString serial = t.serial.trimmed().isEmpty() ? Text::tr("none reported") : t.serial;
    if (!t.label.isEmpty()) {
        return Text::tr("“%1” (serial %2)").arg(t.label, serial);
    }
    const QString slot = t.slotDescription.trimmed().isEmpty()
                             ? Text::tr("slot %1").arg(t.slotId)
                             : Text::tr("“%1”").arg(t.slotDescription.trimmed());
    return Text::tr("%1 in %2 (serial %3)").arg(tokenName(t), slot, serial);
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

DeviceInfo toDeviceInfo(const ModuleProblem &problem)
{
    DeviceInfo d;
    d.id = QStringLiteral("pkcs11-module:") + problem.path;
    d.kind = DeviceKind::Pkcs11Token;
    d.source = QStringLiteral("pkcs11-module");
    d.name = problem.name;
    d.present = false;
    d.problem = problem.sentence();
    d.fields.append({Text::tr("Module file"), problem.path, QStringLiteral("moduleFile")});
    return d;
}

} // namespace keyward::pkcs11
