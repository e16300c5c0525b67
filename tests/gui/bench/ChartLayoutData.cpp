// SPDX-License-Identifier: GPL-3.0-or-later
// Run data shaped like real runs for the chart layout test.
#include "ChartLayoutData.h"

#include "bench/PublishedFigures.h"

#include <QTimeZone>

#include <cmath>

namespace keyward::test::chartdata {

using namespace std::chrono_literals;

kb::DeviceIdentity softHsm()
{
    kb::DeviceIdentity d;
    d.id = QStringLiteral("pkcs11:libsofthsm2.so:3f1c0a5d6b2e4f70");
    d.kind = QStringLiteral("pkcs11-token");
    d.vendor = QStringLiteral("SoftHSM project");
    d.model = QStringLiteral("SoftHSM v2");
    d.firmware = QStringLiteral("2.6");
    d.isVirtual = true;
    return d;
}

kb::DeviceIdentity cpu()
{
    kb::DeviceIdentity d;
    d.id = QStringLiteral("cpu");
    d.kind = QStringLiteral("cpu");
    d.model = QStringLiteral("CPU (OpenSSL)");
    return d;
}

kb::DeviceIdentity virtualCard()
{
    kb::DeviceIdentity d;
    d.id = QStringLiteral("openpgp:D2760001240103040006000000000000");
    d.kind = QStringLiteral("openpgp-card");
    d.vendor = QStringLiteral("Yubico");
    d.model = QStringLiteral("YubiKey 5 NFC");
    d.firmware = QStringLiteral("5.4.3");
    d.isVirtual = true;
    return d;
}

/// A run as the engine records one: `n` samples per thread around `meanMs`,
/// skewed like real latencies (a slow tail, a few outliers).
kb::RunRecord run(const kb::DeviceIdentity &device, const QString &algorithm, const QString &op,
                  const QString &path, double meanMs, int threads, int n)
{
    kb::RunRecord r;
    r.device = device;
    r.algorithm = algorithm;
    r.operation = op;
    r.path = path;
    r.threads = threads;
    r.iterations = n;
    r.startedUtc = QDateTime(QDate(2026, 11, 21), QTime(19, 40), QTimeZone::utc());
    for (int t = 0; t < threads; ++t) {
        kb::ThreadSamples s;
        for (int i = 0; i < n; ++i) {
            double f = 0.9 + 0.2 * double((i * 37 + t * 11) % 101) / 100.0;
            if (i % 40 == 7) {
                f *= 1.8; // an outlier now and then
            }
            s.steady << qint64(meanMs * f * 1e6);
        }
        r.samples << s;
    }
    // Threads share the device: the wall clock grows less than the work.
    r.wallSeconds = meanMs * n / 1e3 * (1 + 0.25 * (threads - 1));
    r.cacheSummaries();
    return r;
}

const QString kSign = QStringLiteral("sign");
const QString kDecrypt = QStringLiteral("decrypt");
const QString kPkcs11 = QStringLiteral("pkcs11");
const QString kCpu = QStringLiteral("cpu-baseline");
const QString kEndToEnd = QStringLiteral("end-to-end");

/// Twelve cases, as a reviewer measures them: the SoftHSM2 token and the CPU
/// baseline with five key types, the virtual card through gpg-agent twice.
QList<kb::RunRecord> twelveCases()
{
    const auto token = softHsm();
    const auto baseline = cpu();
    const auto card = virtualCard();
    return {
        run(token, QStringLiteral("RSA-2048"), kSign, kPkcs11, 2.9),
        run(token, QStringLiteral("RSA-2048"), kDecrypt, kPkcs11, 3.1),
        run(token, QStringLiteral("RSA-4096"), kSign, kPkcs11, 18.4),
        run(token, QStringLiteral("ECDSA-P256"), kSign, kPkcs11, 0.25),
        run(token, QStringLiteral("ECDSA-P384"), kSign, kPkcs11, 0.92),
        run(baseline, QStringLiteral("RSA-2048"), kSign, kCpu, 0.88),
        run(baseline, QStringLiteral("RSA-2048"), kDecrypt, kCpu, 0.91),
        run(baseline, QStringLiteral("RSA-4096"), kSign, kCpu, 6.1),
        run(baseline, QStringLiteral("ECDSA-P256"), kSign, kCpu, 0.021),
        run(baseline, QStringLiteral("ECDSA-P384"), kSign, kCpu, 0.31),
        run(card, QStringLiteral("RSA-2048"), kSign, kEndToEnd, 46.0),
        run(card, QStringLiteral("RSA-2048"), kDecrypt, kEndToEnd, 49.5),
    };
}

/// One case: RSA-2048 decrypt on the token, which the published figures match.
QList<kb::RunRecord> oneCase()
{
    return {run(softHsm(), QStringLiteral("RSA-2048"), kDecrypt, kPkcs11, 3.1)};
}

/// Thread scaling: two thread counts (the least that makes a series), or
/// three key types at 1, 2, 4 and 8 threads (twelve cases).
QList<kb::RunRecord> scalingCases(bool twelve)
{
    QList<kb::RunRecord> out;
    const QList<QPair<QString, double>> keys =
        twelve ? QList<QPair<QString, double>>{{QStringLiteral("RSA-2048"), 2.9},
                                               {QStringLiteral("ECDSA-P256"), 0.25},
                                               {QStringLiteral("ECDSA-P384"), 0.92}}
               : QList<QPair<QString, double>>{{QStringLiteral("ECDSA-P256"), 0.25}};
    for (const auto &[algorithm, ms] : keys) {
        for (int threads : twelve ? QList<int>{1, 2, 4, 8} : QList<int>{1, 2}) {
            out << run(softHsm(), algorithm, kSign, kPkcs11, ms * (1 + 0.15 * threads), threads,
                       60);
        }
    }
    return out;
}

/// Key generation: RSA keys take a random time (a prime search), EC keys not.
QList<kb::RunRecord> keygenCases(bool twelve)
{
    const QString keygen = QStringLiteral("keygen");
    auto spread = [&](const kb::DeviceIdentity &d, const QString &algorithm, const QString &path,
                      double ms) {
        kb::RunRecord r = run(d, algorithm, keygen, path, ms, 1, 40);
        for (int i = 0; i < r.samples[0].steady.size(); ++i) {
            r.samples[0].steady[i] = qint64(ms * (0.3 + 2.5 * double((i * 53) % 97) / 97.0) * 1e6);
        }
        r.cacheSummaries();
        return r;
    };
    QList<kb::RunRecord> out{spread(softHsm(), QStringLiteral("RSA-2048"), kPkcs11, 310)};
    if (twelve) {
        out << spread(softHsm(), QStringLiteral("RSA-3072"), kPkcs11, 1150)
            << run(softHsm(), QStringLiteral("ECDSA-P256"), keygen, kPkcs11, 1.4, 1, 40)
            << run(softHsm(), QStringLiteral("ECDSA-P384"), keygen, kPkcs11, 3.2, 1, 40);
    }
    return out;
}

kb::TlsBenchResult tls(const kb::DeviceIdentity &device, const QString &algorithm,
                       double handshakes, double signs, const QString &protocol,
                       const QString &keyExchange)
{
    kb::TlsBenchResult r;
    r.device = device;
    r.algorithm = algorithm;
    r.protocol = protocol;
    r.keyExchange = keyExchange;
    r.cipher = QStringLiteral("TLS_AES_128_GCM_SHA256");
    r.keyOrigin = QStringLiteral("generated");
    r.durationSeconds = 2;
    r.wallSeconds = 2;
    r.handshakesPerSecond = handshakes;
    r.handshakes = qint64(handshakes * 2);
    r.signPerSecond = signs;
    r.ratio = handshakes / signs;
    return r;
}

/// TLS handshakes: the token and the CPU with five key types over TLS 1.3,
/// and RSA-2048 over TLS 1.2 with DHE (twelve runs), or one run.
QList<kb::TlsBenchResult> tlsCases(bool twelve)
{
    const auto token = softHsm();
    const auto baseline = cpu();
    if (!twelve) {
        return {tls(token, QStringLiteral("ECDSA-P256"), 1720, 3950)};
    }
    const QString tls12 = QStringLiteral("TLSv1.2");
    const QString dhe = QStringLiteral("DHE");
    return {
        tls(token, QStringLiteral("RSA-2048"), 262, 341),
        tls(token, QStringLiteral("RSA-3072"), 98, 112),
        tls(token, QStringLiteral("RSA-4096"), 44, 49),
        tls(token, QStringLiteral("ECDSA-P256"), 1720, 3950),
        tls(token, QStringLiteral("ECDSA-P384"), 610, 1080),
        tls(baseline, QStringLiteral("RSA-2048"), 1265, 1530),
        tls(baseline, QStringLiteral("RSA-3072"), 455, 520),
        tls(baseline, QStringLiteral("RSA-4096"), 208, 226),
        tls(baseline, QStringLiteral("ECDSA-P256"), 5900, 41000),
        tls(baseline, QStringLiteral("ECDSA-P384"), 2100, 4800),
        tls(token, QStringLiteral("RSA-2048"), 231, 341, tls12, dhe),
        tls(baseline, QStringLiteral("RSA-2048"), 980, 1530, tls12, dhe),
    };
}

/// A load profile as the runner records one: deterministic arrivals at 50,
/// 100 and 400 requests/s and back, one worker serving in 4 ms (saturated at
/// 400/s), analysed as a stored profile is.
kb::LoadProfileResult loadProfile()
{
    const kb::LoadProfileConfig config =
        kb::LoadProfileConfig::stepped({50, 100, 400}, 1000ms, 1, true);
    QList<kb::RequestRecord> requests;
    qint64 t0 = 0;
    qint64 free = 0;
    for (qsizetype s = 0; s < config.steps.size(); ++s) {
        const kb::LoadStep &step = config.steps.at(s);
        const auto n = qint64(step.ratePerSecond * double(step.duration.count()) / 1000.0);
        for (qint64 i = 0; i < n; ++i) {
            kb::RequestRecord r;
            r.arrivalNs = t0 + i * qint64(1e9 / step.ratePerSecond);
            r.startNs = std::max(r.arrivalNs, free);
            r.endNs = r.startNs + 4'000'000 + (i % 7) * 50'000;
            free = r.endNs;
            r.step = int(s);
            r.worker = 0;
            r.ok = true;
            requests << r;
        }
        t0 += qint64(step.duration.count()) * 1'000'000;
    }
    return kb::analyzeLoad(config, requests);
}

/// The key pool experiment on the simulated token (the store's tests use it
/// too): on demand drops requests in the second step, the pool keeps up.
kb::KeyPoolBenchRun keyPoolRun(kb::KeyPoolBenchConfig::Mode mode, bool burst)
{
    kb::KeyPoolBenchConfig c;
    c.mode = mode;
    c.steps = {kb::LoadStep{20, 500ms}, kb::LoadStep{60, 500ms}};
    c.queueBound = 5;
    c.readyTarget = 4;
    if (burst) {
        c.burstRate = 200;
        c.burstDuration = 300ms;
    }
    kb::SimulatedKeyService::Times t;
    t.keygen = 40ms;
    t.unwrap = 3ms;
    t.sign = 1ms;
    t.destroy = 100us;
    auto live = std::make_shared<std::atomic<qint64>>(0);
    auto r = kb::KeyPoolBench::run(c, kb::SimulatedKeyService::factory(t, live));
    if (!r) {
        qFatal("simulated key pool run failed: %s", qPrintable(r.error().technical()));
    }
    return r.value();
}

const KeyPoolRuns &keyPoolRuns()
{
    static const KeyPoolRuns runs{keyPoolRun(kb::KeyPoolBenchConfig::Mode::OnDemand),
                                  keyPoolRun(kb::KeyPoolBenchConfig::Mode::Pool),
                                  keyPoolRun(kb::KeyPoolBenchConfig::Mode::Pool, true)};
    return runs;
}

} // namespace keyward::test::chartdata
