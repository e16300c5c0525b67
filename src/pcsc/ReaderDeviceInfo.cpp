// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderDeviceInfo.h"

#include "Atr.h"

#include <QCoreApplication>

namespace keyward::pcsc {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("keyward::pcsc::ReaderDeviceInfo", text);
}
} // namespace

DeviceInfo toDeviceInfo(const ReaderState &reader)
{
    DeviceInfo d;
    d.id = QStringLiteral("pcsc:") + reader.name;
    d.kind = DeviceKind::Reader;
    d.source = QStringLiteral("pcsc");
    d.name = reader.name;
    d.present = reader.cardPresent;
    d.isVirtual = isVirtualReader(reader.name);
    if (d.isVirtual) {
        d.vendor = QStringLiteral("vsmartcard");
        d.model = QStringLiteral("vpcd");
    }

    QString card;
    if (!reader.cardPresent) {
        card = tr("no card");
    } else if (reader.mute) {
        card = tr("card does not answer");
    } else if (const auto known = describeAtr(reader.atr)) {
        card = known->description;
    } else {
        card = tr("unknown card");
    }
    d.fields << DeviceField{tr("Card"), card};
    if (!reader.atr.isEmpty()) {
        d.fields << DeviceField{tr("ATR"), atrToHex(reader.atr)};
    }
    if (reader.inUse) {
        d.fields << DeviceField{tr("In use"), tr("held exclusively by another program")};
    }
    d.fields << DeviceField{tr("PC/SC state"),
                            stateWords(reader.stateFlags).join(QLatin1Char(' '))};
    return d;
}

QList<DeviceInfo> toDeviceInfos(const QList<ReaderState> &readers)
{
    QList<DeviceInfo> out;
    out.reserve(readers.size());
    for (const ReaderState &r : readers) {
        out << toDeviceInfo(r);
    }
    return out;
}

} // namespace keyward::pcsc
