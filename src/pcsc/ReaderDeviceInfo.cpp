// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderDeviceInfo.h"

#include "Atr.h"

#include <QCoreApplication>

namespace keyward::pcsc {

namespace {
// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pcsc::ReaderDeviceInfo)
};
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
        card = Text::tr("no card");
    } else if (reader.mute) {
        card = Text::tr("card does not answer");
    } else if (const auto known = describeAtr(reader.atr)) {
        card = known->description;
    } else {
        card = Text::tr("unknown card");
    }
    const auto add = [&d](const char *key, const QString &label, const QString &value) {
        d.fields << DeviceField{label, value, QLatin1String(key)};
    };
    add("card", Text::tr("Card"), card);
    if (!reader.atr.isEmpty()) {
        add("atr", Text::tr("ATR"), atrToHex(reader.atr));
    }
    if (reader.inUse) {
        add("inUse", Text::tr("In use"), Text::tr("held exclusively by another program"));
    }
    add("pcscState", Text::tr("PC/SC state"), stateWords(reader.stateFlags).join(QLatin1Char(' ')));
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
