// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentCardIdentity.h"

#include "AgentConnection.h"
#include "openpgp/KnownDevices.h"
#include "openpgp/StatusParsers.h"
#include "openpgp/VirtualCardProbe.h"

#include <QCoreApplication>

namespace keyward::bench {

Result<AgentCardIdentity> probeCardThroughAgent(const QString &socket)
{
    const QString op = QCoreApplication::translate("keyward::bench::AgentCardIdentity",
                                                   "identify the card through gpg-agent");
    AgentConnection agent;
    if (Status st = agent.open(socket, op); !st) {
        return st.error();
    }
    AgentCardIdentity out;
    if (auto version = agent.command("GETINFO version", op)) {
        out.agentVersion = QString::fromLatin1(version->data);
    }
    auto learn = agent.scdCommand("SCD LEARN --force", op);
    if (!learn) {
        return learn.error();
    }
    const auto aid = openpgp::parseAid(openpgp::statusWords(learn->first("SERIALNO")).value(0));
    if (!aid) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("not an OpenPGP card"));
    }
    out.reader = QString::fromUtf8(openpgp::unescapeAssuan(learn->first("READER")));
    const auto keyAttributes = [&out](const AgentConnection::Reply &reply) {
        for (const auto &[keyword, args] : reply.status) {
            const auto attr = keyword == "KEY-ATTR" ? openpgp::parseKeyAttr(args) : std::nullopt;
            QString *slot = !attr             ? nullptr
                            : attr->slot == 1 ? &out.keys.sign
                            : attr->slot == 2 ? &out.keys.decrypt
                            : attr->slot == 3 ? &out.keys.authenticate
                                              : nullptr;
            if (slot) {
                *slot = attr->name();
            }
        }
    };
    keyAttributes(learn.value());
    if (learn->first("KEY-ATTR").isNull()) {
        // LEARN leaves them out on some GnuPG versions; the card says when asked.
        if (auto attrs = agent.command("SCD GETATTR KEY-ATTR", op)) {
            keyAttributes(attrs.value());
        }
    }
    DeviceIdentity &id = out.device;
    id.id = QStringLiteral("openpgp:") + QString::fromLatin1(aid->hex.toUpper());
    id.kind = QStringLiteral("openpgp-card");
    id.vendor = aid->manufacturerName; // as the card page and the device-time path name it
    const auto known =
        openpgp::identifyDevice(aid->manufacturerId, aid->versionMajor, aid->versionMinor);
    id.model = known ? known->model : QStringLiteral("OpenPGP card");
    id.firmware = QStringLiteral("OpenPGP %1.%2").arg(aid->versionMajor).arg(aid->versionMinor);
    id.serial = aid->serialText().toUpper();
    if (!out.reader.isEmpty()) {
        id.isVirtual = openpgp::isVirtualReaderName(out.reader);
    } else if (auto atr = agent.command("SCD APDU --atr", op)) {
        // Reader states only (no connection): does not disturb scdaemon.
        id.isVirtual = openpgp::isVirtualReaderCard(QByteArray::fromHex(atr->first("CARD-ATR")));
    }
    return out;
}

} // namespace keyward::bench
