// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyUseWkd.h"

#include <QCryptographicHash>
#include <QDir>

namespace keyward::app::wkd {

namespace {

/// ASCII lower case only: the hash must not depend on the locale.
QString asciiLower(const QString &s)
{
    QString out = s;
    for (QChar &c : out) {
        if (c.unicode() >= 'A' && c.unicode() <= 'Z') {
            c = QChar(c.unicode() + ('a' - 'A'));
        }
    }
    return out;
}

QString domainDir(const QString &root, const Address &address)
{
    return QDir(root).filePath(QStringLiteral(".well-known/openpgpkey/") + address.domain);
}

} // namespace

QString zBase32(const QByteArray &bytes)
{
    static const char alphabet[] = "ybndrfg8ejkmcpqxot1uwisza345h769";
    QString out;
    unsigned buffer = 0;
    int bits = 0;
    for (const char ch : bytes) {
        buffer = (buffer << 8) | static_cast<unsigned char>(ch);
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out += QLatin1Char(alphabet[(buffer >> bits) & 0x1f]);
        }
    }
    if (bits > 0) {
        out += QLatin1Char(alphabet[(buffer << (5 - bits)) & 0x1f]);
    }
    return out;
}

Address splitAddress(const QString &email)
{
    const QString trimmed = email.trimmed();
    const qsizetype at = trimmed.lastIndexOf(QLatin1Char('@'));
    if (at <= 0 || at == trimmed.size() - 1) {
        return {};
    }
    return {asciiLower(trimmed.left(at)), asciiLower(trimmed.mid(at + 1))};
}

QString localPartHash(const QString &localPart)
{
    return zBase32(
        QCryptographicHash::hash(asciiLower(localPart).toUtf8(), QCryptographicHash::Sha1));
}

QString keyPath(const QString &root, const Address &address)
{
    return domainDir(root, address) + QStringLiteral("/hu/") + localPartHash(address.localPart);
}

QString policyPath(const QString &root, const Address &address)
{
    return domainDir(root, address) + QStringLiteral("/policy");
}

QString addressOf(const QString &userId)
{
    const qsizetype open = userId.lastIndexOf(QLatin1Char('<'));
    if (open >= 0) {
        const qsizetype close = userId.indexOf(QLatin1Char('>'), open);
        return close > open ? userId.mid(open + 1, close - open - 1).trimmed() : QString();
    }
    const QString bare = userId.trimmed();
    return bare.contains(QLatin1Char('@')) && !bare.contains(QLatin1Char(' ')) ? bare : QString();
}

} // namespace keyward::app::wkd
