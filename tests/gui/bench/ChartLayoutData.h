// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Run data shaped like real runs for the chart layout test: the SoftHSM2
// token's long name, the CPU baseline, a virtual card, published figures; one
// case and twelve.

#include "bench/DeviceIdentity.h"
#include "bench/KeyPoolBench.h"
#include "bench/LoadProfile.h"
#include "bench/RunRecord.h"
#include "bench/runners/TlsBench.h"

#include <QList>
#include <QString>

namespace keyward::test::chartdata {

namespace kb = keyward::bench;

extern const QString kSign;
extern const QString kDecrypt;
extern const QString kPkcs11;
extern const QString kCpu;
extern const QString kEndToEnd;

kb::DeviceIdentity softHsm();
kb::DeviceIdentity cpu();
kb::DeviceIdentity virtualCard();
kb::RunRecord run(const kb::DeviceIdentity &device, const QString &algorithm, const QString &op,
                  const QString &path, double meanMs, int threads = 1, int n = 200);
QList<kb::RunRecord> twelveCases();
QList<kb::RunRecord> oneCase();
QList<kb::RunRecord> scalingCases(bool twelve);
QList<kb::RunRecord> keygenCases(bool twelve);
kb::TlsBenchResult tls(const kb::DeviceIdentity &device, const QString &algorithm,
                       double handshakes, double signs,
                       const QString &protocol = QStringLiteral("TLSv1.3"),
                       const QString &keyExchange = QStringLiteral("ECDHE"));
QList<kb::TlsBenchResult> tlsCases(bool twelve);
kb::LoadProfileResult loadProfile();
kb::KeyPoolBenchRun keyPoolRun(kb::KeyPoolBenchConfig::Mode mode, bool burst = false);

struct KeyPoolRuns
{
    kb::KeyPoolBenchRun onDemand;
    kb::KeyPoolBenchRun pool;
    kb::KeyPoolBenchRun burst;
};
/// Made once (the simulated service sleeps).
const KeyPoolRuns &keyPoolRuns();

} // namespace keyward::test::chartdata
