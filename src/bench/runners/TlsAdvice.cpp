// SPDX-License-Identifier: GPL-3.0-or-later
#include "TlsAdvice.h"

#include <QCoreApplication>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsAdvice)
};

/// "P-256" for "ECDSA-P256"; RSA names as they are.
QString shortName(const QString &algorithm)
{
    if (algorithm.startsWith(QLatin1String("ECDSA-P"))) {
        return QStringLiteral("P-") + algorithm.mid(7);
    }
    return algorithm;
}

bool comparable(const TlsBenchResult &a, const TlsBenchResult &b)
{
    return a.device.id == b.device.id && a.device.kind == b.device.kind &&
           a.device.model == b.device.model && a.protocol == b.protocol &&
           a.keyExchange == b.keyExchange && a.clients == b.clients &&
           a.serverThreads == b.serverThreads;
}

QString sentence(const TlsBenchResult &faster, const TlsBenchResult &slower)
{
    const double factor = faster.handshakesPerSecond / slower.handshakesPerSecond;
    const int fast = securityBits(faster.algorithm);
    const int slow = securityBits(slower.algorithm);
    const QString n = QString::number(factor, 'f', factor < 10 ? 1 : 0);
    const QString a = shortName(faster.algorithm);
    const QString b = shortName(slower.algorithm);
    if (fast > slow) {
        return Text::tr("%1 serves %2× the handshakes of %3 here, at a higher security level "
                        "(%4 against %5 bits).")
            .arg(a, n, b)
            .arg(fast)
            .arg(slow);
    }
    if (fast == slow) {
        return Text::tr("%1 serves %2× the handshakes of %3 here, at the same security level "
                        "(%4 bits).")
            .arg(a, n, b)
            .arg(fast);
    }
    return Text::tr("%1 serves %2× the handshakes of %3 here, at a lower security level "
                    "(%4 against %5 bits).")
        .arg(a, n, b)
        .arg(fast)
        .arg(slow);
}

} // namespace

int securityBits(const QString &algorithm)
{
    static const QHash<QString, int> bits = {
        {QStringLiteral("RSA-2048"), 112},   {QStringLiteral("RSA-3072"), 128},
        {QStringLiteral("RSA-4096"), 152},   {QStringLiteral("ECDSA-P256"), 128},
        {QStringLiteral("ECDSA-P384"), 192},
    };
    return bits.value(algorithm, 0);
}

QStringList tlsAlgorithmAdvice(const QList<TlsBenchResult> &runs)
{
    QStringList out;
    for (const TlsBenchResult &ec : runs) {
        if (!ec.algorithm.startsWith(QLatin1String("ECDSA-")) || ec.handshakes <= 0 ||
            ec.handshakesPerSecond <= 0) {
            continue;
        }
        for (const TlsBenchResult &rsa : runs) {
            if (!rsa.algorithm.startsWith(QLatin1String("RSA-")) || rsa.handshakes <= 0 ||
                rsa.handshakesPerSecond <= 0 || !comparable(ec, rsa)) {
                continue;
            }
            const bool ecFaster = ec.handshakesPerSecond >= rsa.handshakesPerSecond;
            const QString s = ecFaster ? sentence(ec, rsa) : sentence(rsa, ec);
            if (!out.contains(s)) {
                out << s;
            }
        }
    }
    return out;
}

QStringList tlsAdviceByDevice(const QList<TlsBenchResult> &runs)
{
    QStringList devices;
    for (const TlsBenchResult &r : runs) {
        if (!devices.contains(r.device.label())) {
            devices << r.device.label();
        }
    }
    QStringList out;
    for (const QString &device : devices) {
        QList<TlsBenchResult> mine;
        for (const TlsBenchResult &r : runs) {
            if (r.device.label() == device) {
                mine << r;
            }
        }
        for (const QString &line : tlsAlgorithmAdvice(mine)) {
            //: A device's name, then a sentence of advice measured on it
            out << QCoreApplication::translate("keyward::gui::bench::TlsChart", "%1: %2")
                       .arg(device, line);
        }
    }
    return out;
}

} // namespace keyward::bench
