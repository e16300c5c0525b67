// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RunRecord.h"

namespace keyward::bench {

/// One thread count of a scaling series.
struct ScalingPoint
{
    int threads = 1;
    double wallClockPerSecond = 0;      ///< completed operations over the wall clock
    double latencyDerivedPerSecond = 0; ///< threads / mean latency
    double meanLatencyNs = 0;
    qsizetype operations = 0;
};

/// Runs of one device, algorithm and operation on the PKCS#11 path at
/// different thread counts: how throughput grows with threads.
struct ScalingSeries
{
    DeviceIdentity device;
    QString algorithm;
    QString operation;
    QList<ScalingPoint> points; ///< ascending thread count, one per count

    /// "SoftHSM v2 (virtual) · ECDSA-P256 · sign" (never the serial).
    QString label() const;
};

/// Group measured PKCS#11 runs (published, imported-without-samples and other
/// paths left out) by device, algorithm and operation; the latest run of a
/// thread count wins. Series in the order their first run appears.
QList<ScalingSeries> threadScaling(const QList<RunRecord> &runs);

} // namespace keyward::bench
