// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"
#include "bench/BenchCase.h"
#include "core/Result.h"
#include "pkcs11/TokenRef.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace keyward::cli {

/// The options of `keyward-cli bench [run]`.
struct BenchRunOptions
{
    QString token;       ///< PKCS#11 token label or URI; empty: no token
    QStringList modules; ///< --module: name or path
    QString keyLabel;    ///< --key: an existing key; empty: a generated benchmark key
    QByteArray pin;      ///< --pin or $KEYWARD_PIN
    bool card = false;   ///< --card [READER]
    QString reader;      ///< empty: the first reader with a card
    QString openPgpPath = QStringLiteral("end-to-end"); ///< "device" | "end-to-end", as the window
    bool baselineCpu = false;
    QStringList algorithms; ///< canonical names
    /// --alg was given: an OpenPGP card then runs only the algorithms named
    /// (its keys decide); without it, with whatever keys the card holds.
    bool algorithmsGiven = false;
    QList<bench::OperationKind> operations;
    int iterations = 100;
    double durationSeconds = 0;
    int warmup = 3;
    int threads = 1;
    /// --thread-sweep: the PKCS#11 cases also at 1, 2, 4 … threads below --threads.
    bool threadSweep = false;
    /// --load-profile RATES: requests per second, stepped up (and down again
    /// unless --no-back-down), each step --step seconds, served by --workers.
    QList<double> loadRates;
    double loadStepSeconds = 2;
    int loadWorkers = 1;
    bool loadBackDown = true;
    /// --yes: the user agrees to send the PIN when the device has one try
    /// left (a wrong PIN then blocks it). Without it nothing is sent then.
    bool allowLastPinTry = false;
};

/// The options of `keyward-cli bench tls` (token, modules, PIN, --yes and
/// --duration are BenchRunOptions').
struct BenchTlsOptions
{
    bool cpu = false;     ///< --cpu: the baseline with a software key
    QStringList keyTypes; ///< canonical names from --key-type (comma-separated)
    int tlsVersion = 13;
    QString keyExchange = QStringLiteral("ECDHE"); ///< --kex: ECDHE or DHE
    int clients = 1;
    int serverThreads = 1;
    QString label;           ///< --label: an existing key pair on the token
    bool references = false; ///< --references: the published figures beside the runs
};

/// Everything after `bench`.
struct BenchArguments
{
    QString subcommand = QStringLiteral("run"); ///< run, list, show, export, import, compare, help
    QStringList positional;
    BenchRunOptions run;
    BenchTlsOptions tls;
    QString store;        ///< --store PATH; empty: the default store
    bool noStore = false; ///< --no-store: keep results in memory only
    bool csv = false;
    bool exportJson = false; ///< export --json (the global --json is taken by main)
    bool samples = false;    ///< export --samples: one CSV row per sample
    bool includeSerial = false;
    QString output; ///< --output FILE for export
    QString bundle; ///< export --bundle DIR: the publishable bundle (BenchBundle.h)
    /// --html FILE: after a run (or for `export` / `compare`), an HTML report of
    /// the runs (bench::htmlReport: tables, no charts; serials never written).
    QString html;
};

/// The token --token names (a PKCS#11 URI or a label) in the module --module
/// selects; `extraModules` receives the modules to load besides p11-kit's.
pkcs11::TokenRef benchToken(const BenchRunOptions &options, QStringList *extraModules);

/// "rsa2048", "RSA-2048", "p256", "ed25519", "cv25519", ... → canonical name
/// ("RSA-2048", "ECDSA-P256", "Ed25519", "ECDH-Curve25519"); empty if unknown.
QString canonicalAlgorithm(const QString &text);

/// Bounds of the numeric options (the engine's and the load profile's).
struct BenchLimits
{
    static constexpr qint64 kMaxThreads = 256;
    static constexpr qint64 kMaxWorkers = 256;
    static constexpr qint64 kMaxIterations = 20'000'000; ///< samples per thread the engine keeps
    static constexpr qint64 kMaxWarmup = 1'000'000;
    static constexpr double kMaxSeconds = 24 * 3600.0; ///< --duration, --step
    static constexpr double kMinDuration = 0.001;
    static constexpr double kMinStep = 0.05;
    static constexpr double kMaxRate = 1e6; ///< --load-profile, requests per second
};

/// A whole number from `text` within [min, max] ("1e3" is 1000; "2.5", "nan",
/// "1e99" are not). InvalidInput names the option, the value and the range.
Result<qint64> parseBoundedInteger(const QString &option, const QString &text, qint64 min,
                                   qint64 max);
/// A finite number from `text` within [min, max] (or (min, max] when
/// minExclusive); NaN and infinities are refused. Errors as above.
Result<double> parseBoundedDouble(const QString &option, const QString &text, double min,
                                  double max, bool minExclusive = false);

/// The table of `keyward-cli bench`: its subcommands, their options and its help.
const CommandTable &benchTable();

/// Parse the words after `bench` (and after main removed a global --json):
/// the table's usage errors are InvalidInput, help is the subcommand "help".
/// `exportJsonRequested`: main saw --json, which for `export` picks the format.
Result<BenchArguments> parseBenchArguments(QStringList args, bool exportJsonRequested);
/// The values of options the table accepted, checked and converted.
Result<BenchArguments> benchArguments(const Options &options, bool exportJsonRequested);

} // namespace keyward::cli
