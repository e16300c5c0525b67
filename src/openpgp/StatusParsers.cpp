// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusParsers.h"

#include "Tlv.h"

namespace keyward::openpgp {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

int bcd(quint8 b)
{
    return (b >> 4) * 10 + (b & 0x0F);
}

} // namespace

QString CardAid::version() const
{
    return QStringLiteral("%1.%2").arg(versionMajor).arg(versionMinor);
}

QString CardAid::serialText() const
{
    return QStringLiteral("%1").arg(serial, 8, 16, QLatin1Char('0')).toUpper();
}

std::optional<CardAid> parseAid(QByteArrayView text)
{
    QByteArray word = text.trimmed().toByteArray();
    const qsizetype space = word.indexOf(' ');
    if (space >= 0) {
        word.truncate(space);
    }
    word = word.toUpper();
    if (word.size() != 32 || !word.startsWith("D27600012401")) {
        return std::nullopt;
    }
    const QByteArray bytes = QByteArray::fromHex(word);
    if (bytes.size() != 16 || bytes.toHex().toUpper() != word) {
        return std::nullopt; // fromHex skips non-hex characters silently
    }
    auto b = [&](int i) { return static_cast<quint8>(bytes[i]); };
    CardAid aid;
    aid.hex = word;
    aid.versionMajor = bcd(b(6));
    aid.versionMinor = bcd(b(7));
    aid.manufacturerId = static_cast<quint16>((b(8) << 8) | b(9));
    aid.manufacturerName = manufacturerName(aid.manufacturerId);
    aid.serial = (quint32(b(10)) << 24) | (quint32(b(11)) << 16) | (quint32(b(12)) << 8) | b(13);
    return aid;
}

QString manufacturerName(quint16 id)
{
    switch (id) {
    case 0x0000:
    case 0xFFFF:
        return QStringLiteral("test card");
    case 0x0001:
        return QStringLiteral("PPC Card Systems");
    case 0x0002:
        return QStringLiteral("Prism");
    case 0x0003:
        return QStringLiteral("OpenFortress");
    case 0x0004:
        return QStringLiteral("Wewid");
    case 0x0005:
        return QStringLiteral("ZeitControl");
    case 0x0006:
        return QStringLiteral("Yubico");
    case 0x0007:
        return QStringLiteral("OpenKMS");
    case 0x0008:
        return QStringLiteral("LogoEmail");
    case 0x0009:
        return QStringLiteral("Fidesmo");
    case 0x000A:
        return QStringLiteral("VivoKey");
    case 0x000B:
        return QStringLiteral("Feitian Technologies");
    case 0x000D:
        return QStringLiteral("Dangerous Things");
    case 0x000E:
        return QStringLiteral("Excelsecu");
    case 0x000F:
        return QStringLiteral("Nitrokey");
    case 0x0010:
        return QStringLiteral("NeoPGP");
    case 0x0011:
        return QStringLiteral("Token2");
    case 0x002A:
        return QStringLiteral("Magrathea");
    case 0x0042:
        return QStringLiteral("GnuPG e.V.");
    case 0x1337:
        return QStringLiteral("Warsaw Hackerspace");
    case 0x2342:
        return QStringLiteral("warpzone");
    case 0x4354:
        return QStringLiteral("Confidential Technologies");
    case 0x5443:
        return QStringLiteral("TIF-IT e.V.");
    case 0x63AF:
        return QStringLiteral("Trustica");
    case 0xBA53:
        return QStringLiteral("c-base e.V.");
    case 0xBD0E:
        return QStringLiteral("Paranoidlabs");
    case 0xF1D0:
        return QStringLiteral("CanoKeys");
    case 0xF517:
        return QStringLiteral("FSIJ");
    case 0xF5EC:
        return QStringLiteral("F-Secure");
    default:
        break;
    }
    if (id >= 0xFF00) {
        // Unmanaged range: Gnuk builds such as the Nitrokey Start report 0xFFFE.
        return QStringLiteral("unmanaged (0x%1)").arg(QString::number(id, 16).toUpper());
    }
    return QStringLiteral("unknown (0x%1)").arg(id, 4, 16, QLatin1Char('0'));
}

QByteArray unescapeAssuan(QByteArrayView raw, bool plusIsSpace)
{
    QByteArray out;
    out.reserve(raw.size());
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '%' && i + 2 < raw.size()) {
            const int hi = hexValue(raw[i + 1]);
            const int lo = hexValue(raw[i + 2]);
            if (hi >= 0 && lo >= 0) {
                out.append(static_cast<char>((hi << 4) | lo));
                i += 2;
                continue;
            }
        }
        out.append(plusIsSpace && c == '+' ? ' ' : c);
    }
    return out;
}

QByteArray escapeAssuan(QByteArrayView value)
{
    QByteArray out;
    for (const char c : value) {
        const auto u = static_cast<quint8>(c);
        if (c == '%' || c == '+' || c == ' ' || u < 0x20 || u >= 0x7F) {
            out.append('%');
            out.append(QByteArray::number(u, 16).rightJustified(2, '0').toUpper());
        } else {
            out.append(c);
        }
    }
    return out;
}

QList<QByteArray> statusWords(QByteArrayView raw)
{
    QList<QByteArray> out;
    for (const QByteArray &w : raw.toByteArray().split(' ')) {
        if (!w.isEmpty()) {
            out.append(unescapeAssuan(w));
        }
    }
    return out;
}

std::optional<KeyFpr> parseKeyFpr(QByteArrayView raw)
{
    const QList<QByteArray> w = statusWords(raw);
    if (w.size() < 2) {
        return std::nullopt;
    }
    bool ok = false;
    const int slot = w[0].toInt(&ok);
    const QByteArray fpr = w[1].toUpper();
    if (!ok || slot < 1 || slot > 4 || fpr.size() != 40 ||
        QByteArray::fromHex(fpr).toHex().toUpper() != fpr) {
        return std::nullopt;
    }
    return KeyFpr{slot, fpr};
}

std::optional<KeyTime> parseKeyTime(QByteArrayView raw)
{
    const QList<QByteArray> w = statusWords(raw);
    if (w.size() < 2) {
        return std::nullopt;
    }
    bool ok1 = false;
    bool ok2 = false;
    KeyTime t{w[0].toInt(&ok1), w[1].toLongLong(&ok2)};
    if (!ok1 || !ok2 || t.slot < 1 || t.slot > 4) {
        return std::nullopt;
    }
    return t;
}

std::optional<ChvStatus> parseChvStatus(QByteArrayView raw)
{
    const QList<QByteArray> w = unescapeAssuan(raw).simplified().split(' ');
    if (w.size() < 7) {
        return std::nullopt;
    }
    std::array<int, 7> v{};
    for (int i = 0; i < 7; ++i) {
        bool ok = false;
        v[i] = w[i].toInt(&ok);
        if (!ok) {
            return std::nullopt;
        }
    }
    ChvStatus s;
    s.validForSeveral = v[0] != 0;
    s.maxLength = {v[1], v[2], v[3]};
    s.triesLeft = {v[4], v[5], v[6]};
    return s;
}

QString KeyAttr::name() const
{
    if (pubkeyAlgo == 1) {
        return QStringLiteral("rsa%1").arg(rsaBits);
    }
    // scdaemon names a curve by its canonical name or its alias, by version and card
    // ("Curve25519" or "cv25519", "NIST P-256" or "nistp256"); gpg-agent's key generation and
    // `key-attr` take the alias.
    const QString c = curve.toLower().remove(QLatin1Char(' '));
    if (c == QLatin1String("curve25519") || c == QLatin1String("cv25519") ||
        c == QLatin1String("x25519")) {
        return QStringLiteral("cv25519");
    }
    if (c == QLatin1String("ed25519")) {
        return QStringLiteral("ed25519");
    }
    if (c.startsWith(QLatin1String("nistp"))) { // "nistp-256" from "NIST P-256"
        return QStringLiteral("nistp") + c.mid(5).remove(QLatin1Char('-'));
    }
    if (c.startsWith(QLatin1String("brainpoolp"))) {
        return QStringLiteral("brainpoolP") + c.mid(10);
    }
    return curve;
}

std::optional<KeyAttr> parseKeyAttr(QByteArrayView raw)
{
    const QList<QByteArray> w = statusWords(raw);
    if (w.size() < 3) {
        return std::nullopt;
    }
    bool ok1 = false;
    bool ok2 = false;
    KeyAttr a;
    a.slot = w[0].toInt(&ok1);
    a.pubkeyAlgo = w[1].toInt(&ok2);
    if (!ok1 || !ok2 || a.slot < 1 || a.slot > 4) {
        return std::nullopt;
    }
    if (a.pubkeyAlgo == 1) {
        QByteArray bits = w[2];
        if (bits.startsWith("rsa")) {
            bits = bits.mid(3);
        }
        bool ok = false;
        a.rsaBits = bits.toInt(&ok);
        if (!ok) {
            return std::nullopt;
        }
    } else {
        a.curve = QString::fromLatin1(w[2]);
        // GnuPG 2.2 names NIST curves by their canonical name, space and all, unescaped:
        // "S KEY-ATTR 1 19 NIST P-256".
        if (a.curve.compare(QLatin1String("NIST"), Qt::CaseInsensitive) == 0 && w.size() > 3) {
            a.curve += QLatin1Char(' ') + QString::fromLatin1(w[3]);
        }
    }
    return a;
}

ExtCap parseExtCap(QByteArrayView raw)
{
    ExtCap c;
    for (const QByteArray &word : unescapeAssuan(raw).simplified().split(' ')) {
        const qsizetype eq = word.indexOf('=');
        if (eq <= 0) {
            continue;
        }
        const QByteArray key = word.left(eq);
        const int v = word.mid(eq + 1).toInt();
        if (key == "gc") {
            c.getChallenge = v != 0;
        } else if (key == "ki") {
            c.keyImport = v != 0;
        } else if (key == "fc") {
            c.pinStatusChangeable = v != 0;
        } else if (key == "pd") {
            c.privateDos = v != 0;
        } else if (key == "mcl3") {
            c.maxCertLength = v;
        } else if (key == "aac") {
            c.algoAttrChangeable = v != 0;
        } else if (key == "sm") {
            c.secureMessaging = v != 0;
        } else if (key == "si") {
            c.statusIndicator = v;
        } else if (key == "dec") {
            c.aesPso = v != 0;
        } else if (key == "bt") {
            c.button = v != 0;
        } else if (key == "kdf") {
            c.kdf = v != 0;
        }
    }
    return c;
}

KdfInfo parseKdfDo(QByteArrayView bytes)
{
    QByteArray body = bytes.toByteArray();
    if (auto inner = findTlv(bytes, 0xF9)) {
        body = *inner;
    }
    KdfInfo k;
    for (const Tlv &t : parseTlvs(body)) {
        if (t.value.isEmpty()) {
            continue;
        }
        const auto first = static_cast<quint8>(t.value[0]);
        if (t.tag == 0x81) {
            k.enabled = first == 0x03;
        } else if (t.tag == 0x82) {
            k.hashAlgo = first;
        } else if (t.tag == 0x83 && t.value.size() == 4) {
            k.iterations = (quint32(first) << 24) | (quint32(quint8(t.value[1])) << 16) |
                           (quint32(quint8(t.value[2])) << 8) | quint8(t.value[3]);
        }
    }
    return k;
}

KdfInfo parseKdfStatus(QByteArrayView raw)
{
    // scdaemon escapes binary the status way too: %XX, and space as +.
    return parseKdfDo(unescapeAssuan(raw.trimmed()));
}

int parseSigCounter(QByteArrayView raw)
{
    const QList<QByteArray> w = statusWords(raw);
    return w.isEmpty() ? 0 : w[0].toInt();
}

} // namespace keyward::openpgp
