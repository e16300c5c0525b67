// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchOptions.h"

#include "core/ProcessHygiene.h"

#include <QCoreApplication>
#include <QFile>

#include <limits>

namespace keyward::cli {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::bench)
};

Error invalid(const QString &detail)
{
    return Error::invalidInput(Text::tr("read the bench options"), detail);
}

} // namespace

QString canonicalAlgorithm(const QString &text)
{
    QString t = text.toLower();
    t.remove(QLatin1Char('-'));
    t.remove(QLatin1Char('_'));
    static const QList<std::pair<QStringList, QString>> table = {
        {{QStringLiteral("rsa2048"), QStringLiteral("rsa")}, QStringLiteral("RSA-2048")},
        {{QStringLiteral("rsa3072")}, QStringLiteral("RSA-3072")},
        {{QStringLiteral("rsa4096")}, QStringLiteral("RSA-4096")},
        {{QStringLiteral("p256"), QStringLiteral("ecdsap256"), QStringLiteral("nistp256"),
          QStringLiteral("ecp256")},
         QStringLiteral("ECDSA-P256")},
        {{QStringLiteral("p384"), QStringLiteral("ecdsap384"), QStringLiteral("nistp384")},
         QStringLiteral("ECDSA-P384")},
        {{QStringLiteral("ed25519")}, QStringLiteral("Ed25519")},
        {{QStringLiteral("ecdhp256")}, QStringLiteral("ECDH-P256")},
        {{QStringLiteral("cv25519"), QStringLiteral("x25519"), QStringLiteral("curve25519"),
          QStringLiteral("ecdhcurve25519")},
         QStringLiteral("ECDH-Curve25519")},
    };
    for (const auto &[names, canonical] : table) {
        if (names.contains(t)) {
            return canonical;
        }
    }
    return {};
}

Result<BenchArguments> parseBenchArguments(QStringList args, bool exportJsonRequested)
{
    BenchArguments a;
    static const QStringList subcommands = {
        QStringLiteral("run"),    QStringLiteral("list"),   QStringLiteral("show"),
        QStringLiteral("export"), QStringLiteral("import"), QStringLiteral("compare"),
        QStringLiteral("help"),   QStringLiteral("--help"), QStringLiteral("algorithms")};
    if (!args.isEmpty() && subcommands.contains(args.first())) {
        a.subcommand = args.takeFirst();
        if (a.subcommand == QLatin1String("--help")) {
            a.subcommand = QStringLiteral("help");
        }
    }
    a.exportJson = exportJsonRequested && a.subcommand == QLatin1String("export");
    BenchRunOptions &r = a.run;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString arg = args.at(i);
        auto value = [&](QString *out) -> bool {
            if (i + 1 >= args.size()) {
                return false;
            }
            *out = args.at(++i);
            return true;
        };
        auto number = [&](auto *out, double min) -> Status {
            QString v;
            bool ok = false;
            if (!value(&v)) {
                return invalid(Text::tr("%1 needs a value").arg(arg));
            }
            const double d = v.toDouble(&ok);
            if (!ok || !(d >= min && d <= double(std::numeric_limits<decltype(+*out)>::max()))) {
                return invalid(Text::tr("%1: not a valid number: %2").arg(arg, v));
            }
            *out = static_cast<std::remove_pointer_t<decltype(out)>>(d);
            return {};
        };
        QString v;
        Status st;
        if (arg == QLatin1String("--token")) {
            if (!value(&r.token)) {
                return invalid(Text::tr("--token needs a label"));
            }
        } else if (arg == QLatin1String("--module")) {
            if (!value(&v)) {
                return invalid(Text::tr("--module needs a name or path"));
            }
            r.modules << v;
        } else if (arg == QLatin1String("--key")) {
            if (!value(&r.keyLabel)) {
                return invalid(Text::tr("--key needs a label"));
            }
        } else if (arg == QLatin1String("--pin")) {
            // Another user's `ps` would show it.
            return invalid(
                Text::tr("--pin is not accepted: a PIN on the command line is visible to "
                         "other users; use --pin-file FILE or $KEYWARD_PIN"));
        } else if (arg == QLatin1String("--pin-file")) {
            if (!value(&v)) {
                return invalid(Text::tr("--pin-file needs a file (- for standard input)"));
            }
            QFile f;
            const bool opened = v == QLatin1String("-")
                                    ? f.open(stdin, QIODevice::ReadOnly)
                                    : (f.setFileName(v), f.open(QIODevice::ReadOnly));
            if (!opened) {
                return invalid(Text::tr("cannot read the PIN file %1").arg(v));
            }
            r.pin = f.readLine().trimmed();
        } else if (arg == QLatin1String("--card")) {
            r.card = true;
            if (i + 1 < args.size() && !args.at(i + 1).startsWith(QLatin1String("--"))) {
                r.reader = args.at(++i);
            }
        } else if (arg == QLatin1String("--path")) {
            if (!value(&v) || (v != QLatin1String("device") && v != QLatin1String("end-to-end"))) {
                return invalid(Text::tr("--path takes device or end-to-end"));
            }
            r.openPgpPath = v;
        } else if (arg == QLatin1String("--baseline")) {
            if (!value(&v) || v != QLatin1String("cpu")) {
                return invalid(Text::tr("--baseline takes cpu"));
            }
            r.baselineCpu = true;
        } else if (arg == QLatin1String("--alg")) {
            if (!value(&v)) {
                return invalid(Text::tr("--alg needs an algorithm"));
            }
            for (const QString &one : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QString c = canonicalAlgorithm(one);
                if (c.isEmpty()) {
                    return invalid(Text::tr("unknown algorithm %1").arg(one));
                }
                r.algorithms << c;
            }
        } else if (arg == QLatin1String("--op")) {
            if (!value(&v)) {
                return invalid(Text::tr("--op needs an operation"));
            }
            for (const QString &one : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                bench::OperationKind op{};
                if (!bench::fromString(one, &op)) {
                    return invalid(Text::tr("unknown operation %1").arg(one));
                }
                r.operations << op;
            }
        } else if (arg == QLatin1String("--iterations")) {
            st = number(&r.iterations, 1);
        } else if (arg == QLatin1String("--duration")) {
            st = number(&r.durationSeconds, 0.001);
        } else if (arg == QLatin1String("--warmup")) {
            st = number(&r.warmup, 0);
        } else if (arg == QLatin1String("--threads")) {
            st = number(&r.threads, 1);
        } else if (arg == QLatin1String("--load-profile")) {
            if (!value(&v)) {
                return invalid(Text::tr("--load-profile needs rates, e.g. 1,2,5,10"));
            }
            for (const QString &word : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                bool ok = false;
                const double rate = word.trimmed().toDouble(&ok);
                if (!ok || rate <= 0) {
                    return invalid(Text::tr("--load-profile: not a rate: %1").arg(word));
                }
                r.loadRates << rate;
            }
        } else if (arg == QLatin1String("--step")) {
            st = number(&r.loadStepSeconds, 0.05);
        } else if (arg == QLatin1String("--workers")) {
            st = number(&r.loadWorkers, 1);
        } else if (arg == QLatin1String("--no-back-down")) {
            r.loadBackDown = false;
        } else if (arg == QLatin1String("--store")) {
            if (!value(&a.store)) {
                return invalid(Text::tr("--store needs a path"));
            }
        } else if (arg == QLatin1String("--no-store")) {
            a.noStore = true;
        } else if (arg == QLatin1String("--csv")) {
            a.csv = true;
        } else if (arg == QLatin1String("--samples")) {
            a.samples = true;
        } else if (arg == QLatin1String("--include-serial")) {
            a.includeSerial = true;
        } else if (arg == QLatin1String("--output") || arg == QLatin1String("-o")) {
            if (!value(&a.output)) {
                return invalid(Text::tr("--output needs a file"));
            }
        } else if (arg == QLatin1String("--html")) {
            if (!value(&a.html)) {
                return invalid(Text::tr("--html needs a file"));
            }
        } else if (arg.startsWith(QLatin1String("--"))) {
            return invalid(Text::tr("unknown option %1").arg(arg));
        } else {
            a.positional << arg;
        }
        if (!st) {
            return st.error();
        }
    }
    if (r.pin.isEmpty()) {
        r.pin = ProcessHygiene::takeEnvironmentSecret("KEYWARD_PIN").value_or(QByteArray());
    }
    if (r.operations.isEmpty()) {
        r.operations << bench::OperationKind::Sign;
    }
    if (r.algorithms.isEmpty()) {
        r.algorithms << QStringLiteral("RSA-2048");
    }
    return a;
}

} // namespace keyward::cli
