// SPDX-License-Identifier: GPL-3.0-or-later
#include "PublishedTlsFigures.h"

#include <QCoreApplication>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::PublishedTlsFigures)
};

} // namespace

QList<PublishedTlsFigure> publishedTlsFigures()
{
    const QString vanElst =
        QStringLiteral("Remy van Elst, \"Use the Nitrokey HSM or SmartCard-HSM with mod_nss and "
                       "Apache\", raymii.org, 21 June 2016");
    const QString vanElstUrl =
        QStringLiteral("https://raymii.org/s/articles/Nitrokey_HSM_in_Apache_with_mod_nss.html");
    const QString siege =
        Text::tr("Measured with siege against Apache mod_nss, 5 s of think time per simulated "
                 "client; transactions per second of the whole server, not handshakes alone.");
    const QString notRecorded = Text::tr("source not recorded");
    return {
        {Text::tr("Apache mod_nss with the key on a Nitrokey HSM, 5 concurrent clients"), 1.19,
         QStringLiteral("transactions/s"), QStringLiteral("RSA-2048"),
         QStringLiteral("Nitrokey HSM"), vanElst, vanElstUrl, 2016, siege},
        {Text::tr("Apache mod_nss with the key on a Nitrokey HSM, 10 concurrent clients"), 1.32,
         QStringLiteral("transactions/s"), QStringLiteral("RSA-2048"),
         QStringLiteral("Nitrokey HSM"), vanElst, vanElstUrl, 2016,
         siege + QLatin1Char(' ') + Text::tr("From 20 clients on, connections failed.")},
        {Text::tr("Apache mod_nss with the key on a Nitrokey HSM, no think time"), 0.59,
         QStringLiteral("transactions/s"), QStringLiteral("RSA-2048"),
         QStringLiteral("Nitrokey HSM"), vanElst, vanElstUrl, 2016,
         Text::tr("siege without delay saturated the token; about half of the requests "
                  "failed.")},
        {Text::tr("Modular arithmetic units of an UltraSPARC T1 through the Solaris "
                  "Cryptographic Framework (PKCS#11)"),
         14000, QStringLiteral("RSA operations/s"), QStringLiteral("RSA-1024"),
         QStringLiteral("UltraSPARC T1"),
         QStringLiteral("Sun Microsystems, \"Accelerating IBM HTTP Server Cryptographic "
                        "Operations Using Sun Servers with CoolThreads Technology\", Sun "
                        "BluePrints Online (as summarised by Sun System News)"),
         QStringLiteral("http://sun.systemnews.com/articles/138/2/opt-sysadmin/22091"), 0,
         Text::tr("RSA-1024, not RSA-2048; raw operations, not handshakes. The 20–40 % higher "
                  "SSL throughput where 9 % of requests were full handshakes: source not "
                  "recorded.")},
        {Text::tr("ECDHE-ECDSA P-256 against ECDHE-RSA RSA-2048, per handshake"), 2.7,
         QStringLiteral("×"), QStringLiteral("ECDSA-P256"), QString(), notRecorded, QString(), 0,
         Text::tr("A TLS performance study's ratio; the study could not be identified.")},
        {Text::tr("ECDHE-ECDSA P-256 against ECDHE-RSA RSA-3072, per handshake"), 3.4,
         QStringLiteral("×"), QStringLiteral("ECDSA-P256"), QString(), notRecorded, QString(), 0,
         Text::tr("A TLS performance study's ratio; the study could not be identified.")},
    };
}

bool hasSource(const PublishedTlsFigure &f)
{
    return !f.url.isEmpty();
}

QString citation(const PublishedTlsFigure &f)
{
    return f.source + (f.year > 0 && !f.source.contains(QString::number(f.year))
                           ? QStringLiteral(", %1").arg(f.year)
                           : QString());
}

bool isDrawn(const PublishedTlsFigure &f)
{
    return hasSource(f) && f.unit != QStringLiteral("×");
}

QStringList publishedTlsReferences()
{
    QStringList out;
    for (const PublishedTlsFigure &f : publishedTlsFigures()) {
        const QString figure =
            Text::tr("%1 %2: %3.").arg(QString::number(f.value, 'g', 6), f.unit, f.what);
        const QString address = f.url.isEmpty() ? QString() : QStringLiteral(", ") + f.url;
        if (isDrawn(f)) {
            out << Text::tr("%1 Source: %2%3. %4").arg(figure, citation(f), address, f.caveat);
        } else if (hasSource(f)) {
            out << Text::tr("%1 Not drawn: a ratio, not a rate. Source: %2%3. %4")
                       .arg(figure, citation(f), address, f.caveat);
        } else {
            out << Text::tr("%1 Not drawn: source not recorded. %2").arg(figure, f.caveat);
        }
    }
    return out;
}

} // namespace keyward::bench
