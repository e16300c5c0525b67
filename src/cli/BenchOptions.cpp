// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchOptions.h"

#include "bench/LoadProfile.h"
#include "bench/ResultStore.h"
#include "core/ProcessHygiene.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"
#include "openpgp/SecureBytes.h"
#include "pkcs11/ModuleArgument.h"

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

pkcs11::TokenRef benchToken(const BenchRunOptions &o, QStringList *extraModules)
{
    pkcs11::TokenRef token;
    if (o.token.startsWith(QLatin1String("pkcs11:"))) {
        token.uri = o.token;
    } else {
        token.label = o.token;
    }
    const auto modules = pkcs11::ModuleArgument::choose(o.modules);
    token.module = modules.select;
    *extraModules = modules.load;
    return token;
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

namespace {

/// The options of `bench run`.
QString caseOptionsText()
{
    return Text::tr(
        "Devices (any combination):\n"
        "  --token LABEL|URI [--module NAME|PATH] [--key LABEL]   PKCS#11 token\n"
        "                    (without --key: a dedicated session key is generated\n"
        "                     per thread and removed again; user keys are never touched)\n"
        "  --card [READER] [--path end-to-end|device]             OpenPGP card\n"
        "                    (default end-to-end through gpg-agent, as in the window)\n"
        "  --baseline cpu                                         software keys (OpenSSL)\n"
        "Case options:\n"
        "  --alg rsa2048,rsa3072,rsa4096,p256,p384,ed25519,cv25519 (default rsa2048)\n"
        "  --op sign,decrypt,authenticate,keygen,pin-verify        (default sign)\n"
        "  --iterations N | --duration SECONDS   per thread (default 100 iterations)\n"
        "  --warmup N        operations kept apart as cold samples (default 3)\n"
        "  --threads N       PKCS#11 sessions in parallel (default 1, at most 256)\n"
        "  --thread-sweep    the --token cases also at 1, 2, 4 ... threads below N\n"
        "                    (for the throughput-against-threads chart)\n"
        "  --load-profile RATES   requests/s, e.g. 1,2,5,10,20,50,100: one --token case\n"
        "                    served from a FIFO at stepped arrival rates (then back down\n"
        "                    unless --no-back-down); --step SECONDS per rate (default 2),\n"
        "                    --workers N sessions serving the queue (default 1, at most\n"
        "                    256); rates up to 1000000/s, steps up to 86400 s\n"
        "  --progress        progress lines on stderr also when it is not a terminal\n"
        "                    (Ctrl+C stops the running case cleanly and keeps the rest)\n"
        "  --pin-file FILE   user PIN from the file's first line (- = stdin),\n"
        "                    or $KEYWARD_PIN; never on the command line. A PIN the\n"
        "                    device refuses stops the run (one try used); with one\n"
        "                    try left nothing is sent (exit 3) unless\n"
        "  --yes             agrees to use the last try\n");
}

/// The options of `bench tls`.
QString tlsOptionsText()
{
    return Text::tr("A TLS server inside Keyward on 127.0.0.1 holds the key and serves only its\n"
                    "own clients; they make full handshakes (no resumption) for the duration,\n"
                    "after a short raw sign loop with the same key. Each run is stored (--store,\n"
                    "--no-store); a run in which a handshake stalled (exit 1) or that Ctrl+C\n"
                    "stopped (exit 130) is not.\n"
                    "  --token LABEL|URI [--module NAME|PATH]   the key on this PKCS#11 token: a\n"
                    "                    temporary session key pair, destroyed at the end, or\n"
                    "  --label KEY       an existing key pair with this label\n"
                    "  --cpu             the baseline: a software key made in memory\n"
                    "  --key-type rsa2048|rsa3072|rsa4096|p256|p384   (required); several,\n"
                    "                    comma-separated, are measured in turn and compared\n"
                    "  --tls 1.2|1.3     protocol version (default 1.3)\n"
                    "  --kex ecdhe|dhe   key exchange (default ecdhe); dhe (DHE-RSA, ffdhe2048)\n"
                    "                    needs --tls 1.2 and an RSA key\n"
                    "  --clients N       client threads (default 1)\n"
                    "  --server-threads N   server threads and sign loop threads (default 1)\n"
                    "  --duration SECONDS   handshake phase (default 5)\n"
                    "  --references      also the published figures, with their sources\n"
                    "  --load-profile RATES   handshakes/s, e.g. 5,10,20,50: requests arrive at\n"
                    "                    stepped rates (then back down unless --no-back-down)\n"
                    "                    into a FIFO; --step SECONDS per rate (default 2),\n"
                    "                    --workers N clients and as many server threads\n"
                    "                    (default 1); each request is one full handshake.\n"
                    "                    Stored like bench --load-profile\n"
                    "  --pin-file FILE   user PIN from the file's first line (- = stdin),\n"
                    "                    or $KEYWARD_PIN; never on the command line\n"
                    "  --yes             agrees to use the last PIN try\n");
}

/// The options of `bench keypool`.
QString keyPoolOptionsText()
{
    return Text::tr("Requests arrive in steps into a FIFO of bounded length (beyond it they are\n"
                    "dropped and counted); each needs a fresh key pair and one signature. On\n"
                    "demand: generate, sign, destroy. Pool: unwrap a wrapped key, sign, destroy,\n"
                    "with a refill worker unwrapping keys ahead. The runs are stored (one per\n"
                    "mode, each naming the other) unless --no-store.\n"
                    "  --token LABEL|URI [--module NAME|PATH]   the PKCS#11 token\n"
                    "  --key-type rsa2048|rsa3072|p256|p384     (required)\n"
                    "  --mode pool|on-demand|both               (default both)\n"
                    "  --rates R,R,...    requests per second per step\n"
                    "                     (default 1,2,5,10,20,50,100,50,20,10,5,2,1)\n"
                    "  --step-seconds S   each step's length (default 10)\n"
                    "  --queue N          the queue bound (default 50)\n"
                    "  --workers N        worker threads (default 1)\n"
                    "  --pool-size N      wrapped keys the pool may serve before it runs dry\n"
                    "  --burst RATE       instead of the steps: a burst of RATE requests/s from\n"
                    "                     the pool, with keys unwrapped ahead before it starts\n"
                    "  --burst-seconds S  the burst's length (default 2)\n"
                    "  --ready N          keys unwrapped ahead (default 10)\n"
                    "  --runs N           repetitions of the experiment (default 3); the lift's\n"
                    "                     95 % interval is a bootstrap over them (3 or more)\n"
                    "  --serial N         requests of the serial reference loop before each run\n"
                    "                     (default 100, at most 10 s; 0: none, no overhead)\n"
                    "  --pin-file FILE    user PIN from the file's first line (- = stdin),\n"
                    "                     or $KEYWARD_PIN; never on the command line\n"
                    "  --yes              agrees to use the last PIN try\n");
}

/// The options every bench subcommand takes, and where help is.
QString storeOptionsText()
{
    return Text::tr(
               "Store:\n"
               "  --store PATH      SQLite result store (default: %1)\n"
               "  --no-store        keep the results in memory only\n"
               "  --include-serial  put device serials into output and exports\n"
               "  --html FILE       also write the runs (run, show, compare) as an HTML report\n"
               "RUN is a run id or uuid; `published` stands for the published reference figures.\n"
               "Help: keyward-cli bench help [SUBCOMMAND], or --help / -h after a subcommand.\n")
        .arg(bench::ResultStore::defaultPath());
}

CommandTable makeBenchTable()
{
    const auto s = [](const char *name) { return QString::fromLatin1(name); };
    const QStringList none;
    CommandTable c;
    c.command = QStringLiteral("bench");
    c.subcommands = {
        {s("run"),
         Text::tr("[run] DEVICES [CASE OPTIONS]      run benchmark cases and store the results"),
         {s("token"), s("module"), s("key"), s("pin-file"), s("path"), s("baseline"), s("alg"),
          s("op"), s("iterations"), s("duration"), s("warmup"), s("threads"), s("load-profile"),
          s("step"), s("workers")},
         {s("no-back-down"), s("yes"), s("thread-sweep")},
         0,
         0,
         {s("card")}},
        {s("tls"),
         Text::tr("tls --token LABEL|--cpu --key-type T    TLS handshakes/s with the key"),
         {s("token"), s("module"), s("key-type"), s("tls"), s("kex"), s("clients"),
          s("server-threads"), s("duration"), s("label"), s("pin-file"), s("load-profile"),
          s("step"), s("workers")},
         {s("cpu"), s("yes"), s("references"), s("no-back-down")}},
        {s("keypool"),
         Text::tr("keypool --token LABEL --key-type T   a fresh key + signature per request: "
                  "on demand vs key pool"),
         {s("token"), s("module"), s("key-type"), s("mode"), s("rates"), s("step-seconds"),
          s("queue"), s("workers"), s("pool-size"), s("pin-file"), s("burst"), s("burst-seconds"),
          s("ready"), s("runs"), s("serial")},
         {s("yes")}},
        {s("list"), Text::tr("list                              the stored runs"), none, none},
        {s("show"), Text::tr("show RUN...                       stored runs with their figures"),
         none, none, 0, -1},
        {s("export"),
         Text::tr("export RUN... --csv [--samples] | --json [-o FILE]   runs for other tools;\n"
                  "       export [RUN...] --bundle DIR   every run (or those named) as a "
                  "publishable bundle"),
         {s("output"), s("bundle")},
         {s("csv"), s("samples")},
         0,
         -1},
        {s("import"), Text::tr("import FILE                       runs from a JSON export"), none,
         none, 0, -1},
        {s("compare"), Text::tr("compare RUN RUN...                runs side by side"), none, none,
         0, -1},
    };
    c.globalValues = {s("store"), s("html")};
    c.globalSwitches = {s("json"), s("help"), s("progress"), s("no-store"), s("include-serial")};
    c.defaultSubcommand = s("run");
    c.shortOptions = {{s("-o"), s("output")}};
    c.header = Text::tr("usage: keyward-cli [--json] bench [SUBCOMMAND] [options]\n");
    c.footer = caseOptionsText() + storeOptionsText();
    c.secretHint = Text::tr("Give the user PIN with --pin-file FILE (\"-\" for standard input) "
                            "or in KEYWARD_PIN.");
    c.subcommandUsage = [](const Subcommand &sub) -> QString {
        QString usage = sub.usage;
        if (usage.startsWith(QLatin1String("[run]"))) {
            usage.replace(0, 5, QStringLiteral("run"));
        }
        return Text::tr("usage: keyward-cli [--json] bench %1").arg(usage) + QLatin1Char('\n') +
               benchTable().optionsLine(sub) +
               (sub.name == QLatin1String("run")       ? caseOptionsText()
                : sub.name == QLatin1String("tls")     ? tlsOptionsText()
                : sub.name == QLatin1String("keypool") ? keyPoolOptionsText()
                                                       : QString()) +
               storeOptionsText();
    };
    return c;
}

/// Every value of a repeatable option checked; the last one counts.
template<class T, class Parse>
Status lastOf(const Options &o, const char *name, T *out, Parse parse)
{
    for (const QString &v : o.values(QLatin1String(name))) {
        auto n = parse(QStringLiteral("--") + QLatin1String(name), v);
        if (!n) {
            return n.error();
        }
        *out = T(n.value()); // within the range parse checked, which T holds
    }
    return {};
}

} // namespace

const CommandTable &benchTable()
{
    static const CommandTable t = makeBenchTable();
    return t;
}

Result<BenchArguments> parseBenchArguments(QStringList args, bool exportJsonRequested)
{
    const Parsed parsed = Parsed::parse(benchTable(), args);
    if (parsed.action == Parsed::Action::UsageError) {
        QString message = parsed.message;
        if (message.endsWith(QLatin1Char('.'))) {
            message.chop(1);
        }
        return invalid(message);
    }
    if (parsed.action == Parsed::Action::Help) {
        BenchArguments help;
        help.subcommand = QStringLiteral("help");
        return help;
    }
    return benchArguments(parsed.options, exportJsonRequested);
}

Result<BenchArguments> benchArguments(const Options &o, bool exportJsonRequested)
{
    BenchArguments a;
    a.subcommand = o.positional().constFirst();
    a.positional = o.positional().mid(1);
    a.exportJson = exportJsonRequested && a.subcommand == QLatin1String("export");
    a.store = o.value(QStringLiteral("store"));
    a.noStore = o.has(QStringLiteral("no-store"));
    a.csv = o.has(QStringLiteral("csv"));
    a.samples = o.has(QStringLiteral("samples"));
    a.includeSerial = o.has(QStringLiteral("include-serial"));
    a.output = o.value(QStringLiteral("output"));
    a.bundle = o.value(QStringLiteral("bundle"));
    a.html = o.value(QStringLiteral("html"));
    BenchRunOptions &r = a.run;
    r.token = o.value(QStringLiteral("token"));
    r.modules = o.values(QStringLiteral("module"));
    r.keyLabel = o.value(QStringLiteral("key"));
    r.card = o.has(QStringLiteral("card"));
    r.reader = o.value(QStringLiteral("card"));
    r.loadBackDown = !o.has(QStringLiteral("no-back-down"));
    r.threadSweep = o.has(QStringLiteral("thread-sweep"));
    r.allowLastPinTry = o.has(QStringLiteral("yes"));
    for (const QString &v : o.values(QStringLiteral("path"))) {
        if (v != QLatin1String("device") && v != QLatin1String("end-to-end")) {
            return invalid(Text::tr("--path takes device or end-to-end"));
        }
        r.openPgpPath = v;
    }
    for (const QString &v : o.values(QStringLiteral("baseline"))) {
        if (v != QLatin1String("cpu")) {
            return invalid(Text::tr("--baseline takes cpu"));
        }
        r.baselineCpu = true;
    }
    for (const QString &v : o.values(QStringLiteral("alg"))) {
        for (const QString &one : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString c = canonicalAlgorithm(one);
            if (c.isEmpty()) {
                return invalid(Text::tr("unknown algorithm %1").arg(one));
            }
            r.algorithms << c;
            r.algorithmsGiven = true;
        }
    }
    for (const QString &v : o.values(QStringLiteral("op"))) {
        for (const QString &one : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bench::OperationKind op{};
            if (!bench::fromString(one, &op)) {
                return invalid(Text::tr("unknown operation %1").arg(one));
            }
            r.operations << op;
        }
    }
    // Every numeric option goes through one of these two, with its range.
    const auto integer = [](qint64 min, qint64 max) {
        return [min, max](const QString &option, const QString &v) {
            return parseBoundedInteger(option, v, min, max);
        };
    };
    const auto seconds = [](double min) {
        return [min](const QString &option, const QString &v) {
            return parseBoundedDouble(option, v, min, BenchLimits::kMaxSeconds);
        };
    };
    for (Status st :
         {lastOf(o, "iterations", &r.iterations, integer(1, BenchLimits::kMaxIterations)),
          lastOf(o, "duration", &r.durationSeconds, seconds(BenchLimits::kMinDuration)),
          lastOf(o, "warmup", &r.warmup, integer(0, BenchLimits::kMaxWarmup)),
          lastOf(o, "threads", &r.threads, integer(1, BenchLimits::kMaxThreads)),
          lastOf(o, "step", &r.loadStepSeconds, seconds(BenchLimits::kMinStep)),
          lastOf(o, "workers", &r.loadWorkers, integer(1, BenchLimits::kMaxWorkers)),
          lastOf(o, "clients", &a.tls.clients, integer(1, BenchLimits::kMaxThreads)),
          lastOf(o, "server-threads", &a.tls.serverThreads,
                 integer(1, BenchLimits::kMaxThreads))}) {
        if (!st) {
            return st.error();
        }
    }
    a.tls.cpu = o.has(QStringLiteral("cpu"));
    a.tls.references = o.has(QStringLiteral("references"));
    a.tls.label = o.value(QStringLiteral("label"));
    for (const QString &v : o.values(QStringLiteral("key-type"))) {
        a.tls.keyTypes.clear();
        for (const QString &word : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString type = canonicalAlgorithm(word.trimmed());
            if (!type.startsWith(QLatin1String("RSA-")) &&
                !type.startsWith(QLatin1String("ECDSA-"))) {
                return invalid(
                    Text::tr("--key-type takes rsa2048, rsa3072, rsa4096, p256 or p384"));
            }
            if (!a.tls.keyTypes.contains(type)) {
                a.tls.keyTypes << type;
            }
        }
    }
    for (const QString &v : o.values(QStringLiteral("tls"))) {
        if (v != QLatin1String("1.2") && v != QLatin1String("1.3")) {
            return invalid(Text::tr("--tls takes 1.2 or 1.3"));
        }
        a.tls.tlsVersion = v == QLatin1String("1.2") ? 12 : 13;
    }
    for (const QString &v : o.values(QStringLiteral("kex"))) {
        a.tls.keyExchange = v.toUpper();
        if (a.tls.keyExchange != QLatin1String("ECDHE") &&
            a.tls.keyExchange != QLatin1String("DHE")) {
            return invalid(Text::tr("--kex takes ecdhe or dhe"));
        }
    }
    for (const QString &v : o.values(QStringLiteral("load-profile"))) {
        r.loadRates.clear();
        for (const QString &word : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            auto rate = parseBoundedDouble(QStringLiteral("--load-profile"), word, 0,
                                           BenchLimits::kMaxRate, /*minExclusive=*/true);
            if (!rate) {
                return rate.error();
            }
            r.loadRates << rate.value();
        }
        if (r.loadRates.isEmpty()) {
            return invalid(Text::tr("--load-profile needs rates, e.g. 1,2,5,10"));
        }
    }
    if (o.given(QStringLiteral("pin-file"))) {
        // Bounded: /dev/zero or a huge file is refused before it is read.
        auto bytes = SafeFile::readBounded(o.value(QStringLiteral("pin-file")),
                                           SafeFile::kSecretFileMax, Text::tr("the PIN file"));
        if (!bytes) {
            return bytes.error();
        }
        QByteArray &all = bytes.value();
        const qsizetype end = all.indexOf('\n');
        r.pin = all.left(end < 0 ? all.size() : end).trimmed();
        openpgp::wipe(all);
    }
    if (!r.loadRates.isEmpty() && r.threadSweep) {
        return invalid(Text::tr("--thread-sweep does not go with --load-profile (its sessions "
                                "are --workers)"));
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
