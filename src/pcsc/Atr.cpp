// SPDX-License-Identifier: GPL-3.0-or-later
#include "Atr.h"

#include <QCoreApplication>

namespace keyward::pcsc {

namespace {

struct AtrEntry
{
    const char *hex;
    const char *vendor;
    const char *model;
    const char *description;
};

// ATRs as the devices send them (pcsc-tools' smartcard_list.txt has the same
// values); keyward-vcard's profiles reuse these so the virtual card is
// recognised the same way.
constexpr AtrEntry kKnownAtrs[] = {
    {"3BFD1300008131FE158073C021C057597562694B657940", "Yubico", "YubiKey 5",
     QT_TRANSLATE_NOOP("keyward::pcsc::Atr", "YubiKey 5 (OpenPGP, PIV, OATH)")},
    {"3BF81300008131FE15597562696B657934D4", "Yubico", "YubiKey 4",
     QT_TRANSLATE_NOOP("keyward::pcsc::Atr", "YubiKey 4 (OpenPGP, PIV, OATH)")},
    {"3BFC1300008131FE15597562696B65794E454F7233E1", "Yubico", "YubiKey NEO",
     QT_TRANSLATE_NOOP("keyward::pcsc::Atr", "YubiKey NEO (OpenPGP, PIV, OATH)")},
    {"3BDA18FF81B1FE751F030031C573C001400090000C", "Nitrokey", "Nitrokey Pro",
     QT_TRANSLATE_NOOP("keyward::pcsc::Atr", "OpenPGP card 2.x (Nitrokey Pro)")},
    {"3BDA18FF81B1FE751F030031F573C001600090001C", "Nitrokey", "Nitrokey Pro 2",
     QT_TRANSLATE_NOOP("keyward::pcsc::Atr", "OpenPGP card 3.x (Nitrokey Pro 2)")},
    {"3BDA11FF81B1FE551F0300318473800180009000E4", "Free Software Initiative of Japan", "Gnuk",
     QT_TRANSLATE_NOOP("keyward::pcsc::Atr", "Gnuk token (FST-01, Nitrokey Start)")},
};

KnownAtr toKnown(const AtrEntry &e)
{
    return {QLatin1String(e.vendor), QLatin1String(e.model),
            QCoreApplication::translate("keyward::pcsc::Atr", e.description)};
}

} // namespace

QString atrToHex(const QByteArray &atr)
{
    return QString::fromLatin1(atr.toHex(' ').toUpper());
}

std::optional<QByteArray> atrFromHex(const QString &hex)
{
    QByteArray digits;
    digits.reserve(hex.size());
    for (const QChar c : hex) {
        if (c == QLatin1Char(' ') || c == QLatin1Char(':')) {
            continue;
        }
        if (c.unicode() > 0x7f || !isxdigit(c.unicode())) {
            return std::nullopt;
        }
        digits.append(char(c.unicode()));
    }
    if (digits.size() % 2 != 0) {
        return std::nullopt;
    }
    return QByteArray::fromHex(digits);
}

std::optional<KnownAtr> describeAtr(const QByteArray &atr)
{
    if (atr.isEmpty()) {
        return std::nullopt;
    }
    const QByteArray hex = atr.toHex().toUpper();
    for (const AtrEntry &e : kKnownAtrs) {
        if (hex == e.hex) {
            return toKnown(e);
        }
    }
    // Later YubiKey firmware changes the ATR but keeps its name in the
    // historical bytes.
    if (atr.contains("YubiKey") || atr.contains("Yubikey")) {
        return KnownAtr{
            QStringLiteral("Yubico"), QStringLiteral("YubiKey"),
            QCoreApplication::translate("keyward::pcsc::Atr", "YubiKey (unknown model)")};
    }
    return std::nullopt;
}

QByteArray historicalBytes(const QByteArray &atr)
{
    if (atr.size() < 2) {
        return {};
    }
    const auto byte = [&atr](qsizetype i) { return static_cast<quint8>(atr.at(i)); };
    const int count = byte(1) & 0x0f;
    // Walk the interface bytes: each Y nibble says which of TA..TD follow.
    qsizetype i = 1;
    quint8 y = byte(1) >> 4;
    for (;;) {
        const qsizetype td = i + ((y & 1) ? 1 : 0) + ((y & 2) ? 1 : 0) + ((y & 4) ? 1 : 0) + 1;
        if (!(y & 8)) {
            i = td - 1; // no TD: the last interface byte read
            break;
        }
        if (td >= atr.size()) {
            return {};
        }
        i = td;
        y = byte(td) >> 4;
    }
    const qsizetype start = i + 1;
    if (start + count > atr.size()) {
        return {};
    }
    return atr.mid(start, count);
}

bool isOpenPgpCardAtr(const QByteArray &atr)
{
    if (describeAtr(atr)) {
        return true;
    }
    const QByteArray h = historicalBytes(atr);
    // 00 | 31 xx | 73 xx xx xx | status (xx) 90 00
    return h.size() >= 10 && h.at(0) == 0x00 && h.at(1) == 0x31 && h.at(3) == 0x73 &&
           static_cast<quint8>(h.at(h.size() - 2)) == 0x90 && h.at(h.size() - 1) == 0x00;
}

} // namespace keyward::pcsc
