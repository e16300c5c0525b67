// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderDeviceInfo.h"

#include "Atr.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

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
    QJsonObject cardData; // "state": absent, mute, known or unknown; a known card's description
    if (!reader.cardPresent) {
        card = Text::tr("no card");
        cardData.insert(QStringLiteral("state"), QStringLiteral("absent"));
    } else if (reader.mute) {
        card = Text::tr("card does not answer");
        cardData.insert(QStringLiteral("state"), QStringLiteral("mute"));
    } else if (const auto known = describeAtr(reader.atr)) {
        card = known->description;
        cardData.insert(QStringLiteral("state"), QStringLiteral("known"));
        cardData.insert(QStringLiteral("description"), known->description);
    } else {
        card = Text::tr("unknown card");
        cardData.insert(QStringLiteral("state"), QStringLiteral("unknown"));
    }
    const auto add = [&d](const char *key, const QString &label, const QString &value,
                          const QJsonValue &data = QJsonValue(QJsonValue::Undefined)) {
        d.fields << DeviceField{label, value, QLatin1String(key), data};
    };
    add("card", Text::tr("Card"), card, cardData);
    if (!reader.atr.isEmpty()) {
        add("atr", Text::tr("ATR"), atrToHex(reader.atr));
    }
    if (reader.inUse) {
        add("inUse", Text::tr("In use"), Text::tr("held exclusively by another program"), true);
    }
    add("pcscState", Text::tr("PC/SC state"), stateWords(reader.stateFlags).join(QLatin1Char(' ')),
        QJsonArray::fromStringList(stateWords(reader.stateFlags)));
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
