// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/Comparison.h"
#include "bench/LoadProfile.h"
#include "bench/RunRecord.h"

#include <QJsonObject>
#include <QTextStream>

namespace keyward::cli {

/// One run for `keyward-cli bench --json`: metadata (device identity with the
/// `virtual` flag, environment), settings, steady and cold statistics
/// (nanoseconds) and throughput both ways. No samples; the serial only when
/// asked for.
QJsonObject benchRunJson(const bench::RunRecord &run, bool includeSerial);

/// A device identity as JSON (kind, vendor, model, firmware, label, virtual; id and serial
/// only when asked for).
QJsonObject deviceJson(const bench::DeviceIdentity &d, bool includeSerial);

/// Software versions in the measured path as a JSON object (name -> version).
QJsonObject softwareJson(const QMap<QString, QString> &software);

/// Statistics as JSON (count, median, mean, stddev, min, max, p95, p99, ci95{low,high}).
QJsonObject summaryJson(const bench::Summary &s);

/// The human table: one row per run, times in milliseconds, the device label
/// with "(virtual)" / "(published, …)" on every row it applies to.
void printRunTable(QTextStream &out, const QList<bench::RunRecord> &runs, bool withIds);

/// The comparison table: runs side by side with the ratio to the first.
void printComparisonTable(QTextStream &out, const QList<bench::ComparisonRow> &rows);
QJsonObject comparisonJson(const QList<bench::ComparisonRow> &rows);

/// The step table of a load profile: offered and measured rates, latency,
/// Little's law, utilisation and queue per step, then the service rate and
/// where the queue starts to grow.
void printLoadProfile(QTextStream &out, const bench::LoadProfileResult &r);

} // namespace keyward::cli
