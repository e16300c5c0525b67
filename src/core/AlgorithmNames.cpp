// SPDX-License-Identifier: GPL-3.0-or-later
#include "AlgorithmNames.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace keyward {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::AlgorithmNames)
};

/// "secp256r1", "P-256", "nistp256", "prime256v1" → 256 (NIST curves only); 0 otherwise.
int nistBits(const QString &n)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:nistp|p|secp|prime)(256|384|521)(?:r1|v1)?$"));
    const auto m = re.match(n);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

/// The name folded for matching: lower case without spaces, dashes and underscores.
QString folded(const QString &name)
{
    QString out;
    for (QChar c : name) {
        if (c != QLatin1Char(' ') && c != QLatin1Char('-') && c != QLatin1Char('_')) {
            out += c.toLower();
        }
    }
    return out;
}

QString curveName(const QString &n)
{
    if (const int bits = nistBits(n)) {
        return QStringLiteral("NIST P-%1").arg(bits);
    }
    if (n == QLatin1String("ed25519") || n == QLatin1String("eddsaed25519")) {
        return QStringLiteral("Ed25519");
    }
    if (n == QLatin1String("cv25519") || n == QLatin1String("curve25519") ||
        n == QLatin1String("x25519")) {
        return Text::tr("Curve25519 (encryption)");
    }
    if (n == QLatin1String("ed448")) {
        return QStringLiteral("Ed448");
    }
    if (n == QLatin1String("cv448") || n == QLatin1String("curve448") ||
        n == QLatin1String("x448")) {
        return Text::tr("Curve448 (encryption)");
    }
    static const QRegularExpression brainpool(QStringLiteral("^brainpoolp(256|384|512)(?:r1)?$"));
    if (const auto m = brainpool.match(n); m.hasMatch()) {
        return QStringLiteral("Brainpool P-%1").arg(m.captured(1));
    }
    if (n == QLatin1String("secp256k1")) {
        return QStringLiteral("secp256k1");
    }
    return {};
}

} // namespace

QString algorithmDisplayName(const QString &machineName)
{
    const QString n = folded(machineName);
    static const QRegularExpression rsa(QStringLiteral("^rsa(\\d{3,5})$"));
    if (const auto m = rsa.match(n); m.hasMatch()) {
        return QStringLiteral("RSA %1").arg(m.captured(1));
    }
    if (QString c = curveName(n); !c.isEmpty()) {
        return c;
    }
    // The benchmark names the operation's scheme too: "ECDSA-P256", "ECDH-Curve25519";
    // a PKCS#11 key type says "EC prime256v1".
    for (const char *prefix : {"ecdsa", "ecdh", "eddsa", "ec"}) {
        const QLatin1String p(prefix);
        if (n.startsWith(p)) {
            if (QString c = curveName(n.mid(p.size())); !c.isEmpty()) {
                return p == QLatin1String("ec")
                           ? c
                           : QStringLiteral("%1 %2").arg(QString(p).toUpper(), c);
            }
        }
    }
    return machineName;
}

QString algorithmChoiceName(const QString &machineName, bool recommended)
{
    const QString name = algorithmDisplayName(machineName);
    //: An algorithm in a list to choose from: "Ed25519 (recommended)".
    return recommended ? Text::tr("%1 (recommended)").arg(name) : name;
}

QString recommendedAlgorithm(const QStringList &offered)
{
    for (const QString &wanted :
         {QStringLiteral("Ed25519"), QStringLiteral("RSA 2048"), QStringLiteral("NIST P-256")}) {
        for (const QString &a : offered) {
            if (algorithmDisplayName(a) == wanted) {
                return a;
            }
        }
    }
    return offered.value(0);
}

QStringList recommendedFirst(const QStringList &offered)
{
    const QString best = recommendedAlgorithm(offered);
    if (best.isEmpty()) {
        return offered;
    }
    QStringList out{best};
    for (const QString &a : offered) {
        if (a != best) {
            out << a;
        }
    }
    return out;
}

QString countInWords(qint64 count, CountNoun noun)
{
    const QString number = QLocale().toString(count);
    // Whole phrases per noun and number, so a catalogue can say each its way.
    const bool one = count == 1;
    switch (noun) {
    case CountNoun::Iterations:
        //: %1 is the number with the locale's group separators ("33,554,432").
        return (one ? Text::tr("%1 iteration") : Text::tr("%1 iterations")).arg(number);
    case CountNoun::Signatures:
        //: %1 is the number with the locale's group separators ("1,204").
        return (one ? Text::tr("%1 signature") : Text::tr("%1 signatures")).arg(number);
    }
    return number;
}

QString openPgpKeyAlgorithm(QByteArrayView a)
{
    if (a.isEmpty()) {
        return {};
    }
    const int id = static_cast<quint8>(a[0]);
    if (id == 0x01 && a.size() >= 3) {
        const int bits = (static_cast<quint8>(a[1]) << 8) | static_cast<quint8>(a[2]);
        return QStringLiteral("rsa%1").arg(bits);
    }
    QByteArray oid = a.sliced(1).toByteArray();
    if (oid.endsWith('\xFF') && oid.size() > 1) {
        oid.chop(1); // "public key with import" marker
    }
    const QByteArray hex = oid.toHex().toUpper();
    struct Curve
    {
        const char *oidHex;
        const char *name;
    };
    static constexpr Curve curves[] = {
        {"2A8648CE3D030107", "nistp256"},
        {"2B81040022", "nistp384"},
        {"2B81040023", "nistp521"},
        {"2B8104000A", "secp256k1"},
        {"2B2403030208010107", "brainpoolP256r1"},
        {"2B240303020801010B", "brainpoolP384r1"},
        {"2B240303020801010D", "brainpoolP512r1"},
        {"2B06010401DA470F01", "ed25519"},
        {"2B060104019755010501", "cv25519"},
    };
    for (const Curve &c : curves) {
        if (hex == c.oidHex) {
            return QString::fromLatin1(c.name);
        }
    }
    return QStringLiteral("ecc-%1").arg(QString::fromLatin1(hex));
}

QString signatureSchemeName(const QString &gnupgName)
{
    if (gnupgName.startsWith(QLatin1String("rsa"))) {
        return QStringLiteral("RSA-") + gnupgName.mid(3);
    }
    if (gnupgName == QLatin1String("ed25519")) {
        return QStringLiteral("Ed25519");
    }
    if (gnupgName.startsWith(QLatin1String("nistp"))) {
        return QStringLiteral("ECDSA-P") + gnupgName.mid(5);
    }
    return QStringLiteral("ECDSA-") + gnupgName;
}

} // namespace keyward
