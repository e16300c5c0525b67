// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchOptions.h"

#include "bench/LoadProfile.h"
#include "core/ProcessHygiene.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"
#include "openpgp/SecureBytes.h"

#include <QCoreApplication>

#include <cmath>

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

/// A command-line value quoted in a message: never more than a line.
QString shown(const QString &value)
{
    return printableText(value, 40);
}

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

} // namespace

Result<qint64> parseBoundedInteger(const QString &option, const QString &text, qint64 min,
                                   qint64 max)
{
    const auto outOfRange = [&] {
        return invalid(Text::tr("%1 takes a whole number from %2 to %3, not %4")
                           .arg(option, QString::number(min), QString::number(max), shown(text)));
    };
    bool ok = false;
    const qint64 n = text.trimmed().toLongLong(&ok);
    if (ok) {
        return n < min || n > max ? Result<qint64>(outOfRange()) : Result<qint64>(n);
    }
    // "1e3": a whole number written as a double. Compared as a double before
    // any conversion, so 1e99 or NaN never reach an integer cast.
    const double d = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(d) || d != std::floor(d) || d < double(min) || d > double(max)) {
        return outOfRange();
    }
    return qint64(d);
}

Result<double> parseBoundedDouble(const QString &option, const QString &text, double min,
                                  double max, bool minExclusive)
{
    bool ok = false;
    const double d = text.trimmed().toDouble(&ok);
    const bool below = minExclusive ? !(d > min) : !(d >= min);
    if (!ok || !std::isfinite(d) || below || !(d <= max)) {
        return invalid((minExclusive ? Text::tr("%1 takes a number above %2 and at most %3, not %4")
                                     : Text::tr("%1 takes a number from %2 to %3, not %4"))
                           .arg(option, number(min), number(max), shown(text)));
    }
    return d;
}

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
        // Every numeric option goes through one of these two, with its range.
        auto integer = [&](int *out, qint64 min, qint64 max) -> Status {
            QString v;
            if (!value(&v)) {
                return invalid(Text::tr("%1 needs a value").arg(arg));
            }
            auto n = parseBoundedInteger(arg, v, min, max);
            if (!n) {
                return n.error();
            }
            *out = int(n.value()); // within [min, max], which int holds
            return {};
        };
        auto seconds = [&](double *out, double min) -> Status {
            QString v;
            if (!value(&v)) {
                return invalid(Text::tr("%1 needs a value").arg(arg));
            }
            auto d = parseBoundedDouble(arg, v, min, BenchLimits::kMaxSeconds);
            if (!d) {
                return d.error();
            }
            *out = d.value();
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
            // Bounded: /dev/zero or a huge file is refused before it is read.
            auto bytes =
                SafeFile::readBounded(v, SafeFile::kSecretFileMax, Text::tr("the PIN file"));
            if (!bytes) {
                return bytes.error();
            }
            QByteArray &all = bytes.value();
            const qsizetype end = all.indexOf('\n');
            openpgp::wipe(r.pin);
            r.pin = all.left(end < 0 ? all.size() : end).trimmed();
            openpgp::wipe(all);
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
            st = integer(&r.iterations, 1, BenchLimits::kMaxIterations);
        } else if (arg == QLatin1String("--duration")) {
            st = seconds(&r.durationSeconds, BenchLimits::kMinDuration);
        } else if (arg == QLatin1String("--warmup")) {
            st = integer(&r.warmup, 0, BenchLimits::kMaxWarmup);
        } else if (arg == QLatin1String("--threads")) {
            st = integer(&r.threads, 1, BenchLimits::kMaxThreads);
        } else if (arg == QLatin1String("--load-profile")) {
            if (!value(&v)) {
                return invalid(Text::tr("--load-profile needs rates, e.g. 1,2,5,10"));
            }
            r.loadRates.clear();
            for (const QString &word : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                auto rate =
                    parseBoundedDouble(arg, word, 0, BenchLimits::kMaxRate, /*minExclusive=*/true);
                if (!rate) {
                    return rate.error();
                }
                r.loadRates << rate.value();
            }
            if (r.loadRates.isEmpty()) {
                return invalid(Text::tr("--load-profile needs rates, e.g. 1,2,5,10"));
            }
        } else if (arg == QLatin1String("--step")) {
            st = seconds(&r.loadStepSeconds, BenchLimits::kMinStep);
        } else if (arg == QLatin1String("--workers")) {
            st = integer(&r.loadWorkers, 1, BenchLimits::kMaxWorkers);
        } else if (arg == QLatin1String("--no-back-down")) {
            r.loadBackDown = false;
        } else if (arg == QLatin1String("--yes")) {
            r.allowLastPinTry = true;
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
    if (!r.loadRates.isEmpty()) {
        // Each rate and the step are within bounds; all of them together
        // must also fit in memory (one record per scheduled request).
        const auto profile = bench::LoadProfileConfig::stepped(
            r.loadRates, std::chrono::milliseconds(qRound64(r.loadStepSeconds * 1000)),
            r.loadWorkers, r.loadBackDown);
        if (Status fits = profile.validate(); !fits) {
            return invalid(
                Text::tr("--load-profile with --step %1 schedules more than %2 "
                         "requests or %3 steps; use lower rates or shorter steps")
                    .arg(number(r.loadStepSeconds),
                         QString::number(bench::LoadProfileConfig::kMaxScheduledRequests),
                         QString::number(bench::LoadProfileConfig::kMaxSteps)));
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
