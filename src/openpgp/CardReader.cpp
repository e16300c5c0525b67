// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardReader.h"

#include "KnownDevices.h"
#include "Tlv.h"
#include "VirtualCardProbe.h"
#include "core/Logging.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <gpg-error.h>

namespace keyward::openpgp {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardReader)
};

QString text(const QByteArray &raw)
{
    return QString::fromUtf8(unescapeAssuan(raw)).trimmed();
}

} // namespace

void CardReader::applyStatus(CardInfo &info, const AssuanReply &reply)
{
    for (const StatusLine &line : reply.status) {
        const QByteArray &k = line.keyword;
        if (k == "DISP-NAME") {
            info.cardholderNameRaw = text(line.args);
            info.cardholderName = displayName(info.cardholderNameRaw);
        } else if (k == "DISP-LANG") {
            info.language = text(line.args);
        } else if (k == "DISP-SEX") {
            const QString s = text(line.args);
            info.sex = s == QLatin1String("1")   ? QStringLiteral("m")
                       : s == QLatin1String("2") ? QStringLiteral("f")
                       : s == QLatin1String("9") ? QStringLiteral("9")
                                                 : QString();
        } else if (k == "PUBKEY-URL") {
            info.url = text(line.args);
        } else if (k == "LOGIN-DATA") {
            info.login = text(line.args);
        } else if (k == "KEY-FPR") {
            if (auto f = parseKeyFpr(line.args); f && f->slot <= 3) {
                info.keys[static_cast<size_t>(f->slot - 1)].fingerprint = f->fingerprint;
            }
        } else if (k == "KEY-TIME") {
            if (auto t = parseKeyTime(line.args); t && t->slot <= 3 && t->created > 0) {
                info.keys[static_cast<size_t>(t->slot - 1)].created =
                    QDateTime::fromSecsSinceEpoch(t->created, QTimeZone::utc());
            }
        } else if (k == "KEY-ATTR") {
            if (auto a = parseKeyAttr(line.args); a && a->slot <= 3) {
                info.keys[static_cast<size_t>(a->slot - 1)].algorithm = a->name();
            }
        } else if (k == "CHV-STATUS") {
            if (auto c = parseChvStatus(line.args)) {
                info.pins = *c;
            }
        } else if (k == "SIG-COUNTER") {
            info.signatureCounter = parseSigCounter(line.args);
        } else if (k == "EXTCAP") {
            info.extCap = parseExtCap(line.args);
            info.kdfSupported = info.extCap.kdf;
            info.hasButton = info.hasButton || info.extCap.button;
        } else if (k == "KDF") {
            info.kdf = parseKdfStatus(line.args);
        } else if (k == "KEY-STATUS") {
            // GnuPG >= 2.2.42: "KEY-STATUS OPENPGP.1 1"
            const QList<QByteArray> w = statusWords(line.args);
            if (w.size() >= 2 && w[0].startsWith("OPENPGP.")) {
                const int slot = w[0].mid(8).toInt();
                if (slot >= 1 && slot <= 3) {
                    const int st = w[1].toInt();
                    info.keys[static_cast<size_t>(slot - 1)].origin =
                        st <= 2 ? static_cast<KeyOrigin>(st) : KeyOrigin::Unknown;
                }
            }
        }
    }
}

Result<QByteArray> CardReader::apdu(AgentSession &session, const QByteArray &hexApdu, quint16 *sw,
                                    const QString &operation)
{
    QByteArray out;
    QByteArray command = "SCD APDU " + hexApdu;
    for (int round = 0; round < 32; ++round) {
        auto r = session.transactNow(command, {}, operation);
        if (!r) {
            return r.error();
        }
        QByteArray data = r->data;
        if (data.size() < 2) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, operation,
                               QStringLiteral("short APDU response"));
        }
        const quint16 status = static_cast<quint16>((quint8(data[data.size() - 2]) << 8) |
                                                    quint8(data[data.size() - 1]));
        data.chop(2);
        out += data;
        if ((status & 0xFF00) == 0x6100) {
            // More data waiting: GET RESPONSE.
            command = "SCD APDU 00C00000" +
                      QByteArray::number(status & 0xFF, 16).rightJustified(2, '0').toUpper();
            continue;
        }
        *sw = status;
        return out;
    }
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Io, operation,
                       QStringLiteral("endless GET RESPONSE chain"));
}

Result<QByteArray> CardReader::getData(AgentSession &session, quint16 tag)
{
    const QString op = Text::tr("Reading data object %1").arg(tag, 4, 16, QLatin1Char('0'));
    const QByteArray p1p2 = QByteArray::number(tag, 16).rightJustified(4, '0').toUpper();
    quint16 sw = 0;
    auto r = apdu(session, "00CA" + p1p2 + "00", &sw, op);
    if (!r) {
        return r;
    }
    if (sw == 0x9000) {
        return r;
    }
    const QString detail = QStringLiteral("SW %1").arg(sw, 4, 16, QLatin1Char('0'));
    if (sw == 0x6A88 || sw == 0x6A82 || sw == 0x6A80 || sw == 0x6D00 || sw == 0x6B00) {
        return Error::make(ErrorDomain::Keyward, sw, ErrorKind::NotFound, op, detail);
    }
    return Error::make(ErrorDomain::Keyward, sw, ErrorKind::Io, op, detail);
}

Result<CardInfo> CardReader::readNow(AgentSession &session)
{
    const QString op = Text::tr("Reading the card");
    auto serial = session.transactNow("SCD SERIALNO", {}, op);
    if (!serial) {
        return serial.error();
    }
    const auto aid = parseAid(serial->first("SERIALNO"));
    if (!aid) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("not an OpenPGP card"));
    }
    CardInfo info;
    info.aid = *aid;
    const auto version = session.agentVersionNow();
    info.agentVersion = QStringLiteral("%1.%2.%3").arg(version[0]).arg(version[1]).arg(version[2]);
    const auto known = identifyDevice(aid->manufacturerId, aid->versionMajor, aid->versionMinor);
    if (known) {
        info.model = known->model;
    }

    auto learn = session.transactNow("SCD LEARN --force", {}, op);
    if (!learn) {
        return learn.error();
    }
    applyStatus(info, *learn);
    // LEARN leaves out some attributes (and empty ones): ask for them.
    const bool newGnupg = version[0] > 2 || (version[0] == 2 && version[1] > 2) ||
                          (version[0] == 2 && version[1] == 2 && version[2] >= 42);
    QList<QByteArray> attrs{"KEY-ATTR", "KEY-FPR", "KEY-TIME", "PUBKEY-URL", "LOGIN-DATA", "KDF"};
    if (newGnupg) {
        attrs << "KEY-STATUS";
    }
    for (const QByteArray &attr : attrs) {
        if (learn->first(attr).isNull()) {
            if (auto r = session.transactNow("SCD GETATTR " + attr, {}, op)) {
                applyStatus(info, *r);
            } else if (r.error().is(ErrorKind::CardRemoved) || r.error().is(ErrorKind::NoCard) ||
                       r.error().is(ErrorKind::AgentUnavailable)) {
                // GnuPG 2.4's NO_OBJ for a DO the card lacks (KEY-STATUS on Gnuk) is NotFound
                // and read past.
                return r.error();
            }
        }
    }

    // Raw GET DATA for what GnuPG 2.2 keeps to itself.
    if (auto de = getData(session, 0x00DE)) {
        const QByteArray v = *de;
        for (qsizetype i = 0; i + 1 < v.size(); i += 2) {
            const int ref = quint8(v[i]);
            const int st = quint8(v[i + 1]);
            if (ref >= 1 && ref <= 3) {
                info.keys[static_cast<size_t>(ref - 1)].origin =
                    st <= 2 ? static_cast<KeyOrigin>(st) : KeyOrigin::Unknown;
            }
        }
    }
    if (auto f = getData(session, 0x7F74)) {
        if (auto b = findTlv(*f, 0x81); b && !b->isEmpty() && (quint8(b->at(0)) & 0x20)) {
            info.hasButton = true;
        }
    }
    for (int slot = 0; slot < 3; ++slot) {
        if (auto u = uif(session, static_cast<KeySlot>(slot + 1))) {
            info.keys[static_cast<size_t>(slot)].touch = parseUif(*u);
            info.hasUif = true;
        }
    }
    // "S KDF" arrives through GPGME, which hands status arguments on as C
    // strings: the iteration count's zero bytes cut it short. GET DATA F9
    // comes back in data lines, whole.
    if (info.kdfSupported) {
        if (auto f9 = getData(session, 0x00F9); f9 && !f9->isEmpty()) {
            info.kdf = parseKdfDo(*f9);
        }
    }
    // GnuPG 2.4 (and 2.2.42+) reads DO FA itself ("KEY-ATTR-INFO"); older ones, and cards it
    // cannot ask: GET DATA.
    if (newGnupg) {
        if (auto r = session.transactNow("SCD GETATTR KEY-ATTR-INFO", {}, op)) {
            info.supportedAlgorithms = algorithmsFromKeyAttrInfo(r->all("KEY-ATTR-INFO"));
            if (!info.supportedAlgorithms.isEmpty()) {
                info.algorithmSource = CardInfo::AlgorithmSource::KeyAttrInfo;
            }
        }
    }
    if (info.supportedAlgorithms.isEmpty()) {
        if (auto fa = getData(session, 0x00FA); fa && !fa->isEmpty()) {
            info.supportedAlgorithms = algorithmsFromFa(*fa);
            if (!info.supportedAlgorithms.isEmpty()) {
                info.algorithmSource = CardInfo::AlgorithmSource::DoFa;
            }
        }
    }
    info.algorithmsFromCard = !info.supportedAlgorithms.isEmpty();
    if (!info.algorithmsFromCard && known) {
        info.supportedAlgorithms = known->algorithms;
        info.algorithmSource = CardInfo::AlgorithmSource::Profile;
    }
    for (int slot = 0; slot < 3; ++slot) {
        info.keys[static_cast<size_t>(slot)].slot = static_cast<KeySlot>(slot + 1);
    }

    if (auto atr = session.transactNow("SCD APDU --atr", {}, op)) {
        info.isVirtual = isVirtualReaderCard(QByteArray::fromHex(atr->first("CARD-ATR")));
    }
    // What the touch prompt goes by for the operations that follow.
    AgentSession::TouchContext touch{info.aid.serialText(), info.isVirtual, {}};
    for (size_t i = 0; i < 3; ++i) {
        const TouchPolicy p = info.keys[i].touch;
        touch.uif[i] = p != TouchPolicy::Unknown && p != TouchPolicy::Off;
    }
    session.setTouchContext(touch);
    return info;
}

Result<QByteArray> CardReader::uif(AgentSession &session, KeySlot slot)
{
    const auto tag = static_cast<quint16>(0x00D5 + static_cast<int>(slot));
    auto direct = getData(session, tag);
    if (direct || !direct.error().is(ErrorKind::NotFound)) {
        return direct;
    }
    auto ard = getData(session, 0x006E);
    if (!ard) {
        return direct.error();
    }
    if (auto inside = findTlv(*ard, tag)) {
        return *inside;
    }
    return direct.error();
}

QFuture<Result<CardInfo>> CardReader::read(AgentSession *session, const QByteArray &card,
                                           StartedBy startedBy)
{
    return session->worker().run([session, card, startedBy] {
        const TargetCardScope target(*session, card, startedBy);
        return readNow(*session);
    });
}

} // namespace keyward::openpgp
