// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardIdentity.h"

#include "core/AlgorithmNames.h"
#include "openpgp/KnownDevices.h"
#include "openpgp/StatusParsers.h"
#include "openpgp/Tlv.h"
#include "pcsc/ApduChannel.h"
#include "pcsc/ReaderList.h"
#include "pcsc/ReaderState.h"

#include <QCoreApplication>

namespace keyward::bench {

Result<DeviceIdentity> probeOpenPgpCard(const QString &reader, CardKeyAlgorithms *keys)
{
    const QString op =
        QCoreApplication::translate("keyward::bench::CardIdentity", "identify the OpenPGP card");
    pcsc::ApduChannel channel;
    if (Status st = channel.connect(reader); !st) {
        return st.error();
    }
    auto sel = channel.transmit(QByteArray::fromHex("00A4040006D2760001240100"));
    auto aid = channel.transmit(QByteArray::fromHex("00CA004F00"));
    if (keys && sel && sel.value().isOk()) {
        // Application related data: the key attributes C1-C3 inside it.
        if (auto ard = channel.transmit(QByteArray::fromHex("00CA006E00")); ard && ard->isOk()) {
            for (auto [tag, slot] : {std::pair{0xc1u, &keys->sign},
                                     {0xc2u, &keys->decrypt},
                                     {0xc3u, &keys->authenticate}}) {
                *slot =
                    openPgpKeyAlgorithm(openpgp::findTlv(ard->data, tag).value_or(QByteArray()));
            }
        }
    }
    channel.disconnect();
    if (!sel || !aid) {
        return !sel ? sel.error() : aid.error();
    }
    const QByteArray a = aid.value().data;
    if (!sel.value().isOk() || !aid.value().isOk() || a.size() < 14) {
        return Error::make(ErrorDomain::Keyward, aid.value().sw, ErrorKind::NotSupported, op,
                           reader);
    }
    const int major = quint8(a[6]);
    const int minor = quint8(a[7]);
    const quint16 manufacturer = quint16(quint8(a[8]) << 8 | quint8(a[9]));
    DeviceIdentity id;
    id.id = QStringLiteral("openpgp:") + QString::fromLatin1(a.toHex().toUpper());
    id.kind = QStringLiteral("openpgp-card");
    id.vendor = openpgp::manufacturerName(manufacturer); // as the card page names it
    const auto known = openpgp::identifyDevice(manufacturer, major, minor);
    id.model = known ? known->model : QStringLiteral("OpenPGP card");
    id.firmware = QStringLiteral("OpenPGP %1.%2").arg(major).arg(minor);
    id.serial = QString::fromLatin1(a.mid(10, 4).toHex().toUpper());
    id.isVirtual = pcsc::isVirtualReader(reader);
    return id;
}

Result<QString> firstReaderWithCard()
{
    auto readers = pcsc::listReaders();
    if (!readers) {
        return readers.error();
    }
    for (const pcsc::ReaderState &r : readers.value()) {
        if (r.cardPresent) {
            return r.name;
        }
    }
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NoCard,
                       QCoreApplication::translate("keyward::bench::CardIdentity",
                                                   "find a card for the benchmark"));
}

} // namespace keyward::bench
