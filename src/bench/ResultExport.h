// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LoadProfile.h"
#include "RunRecord.h"
#include "core/Result.h"

#include <QByteArray>
#include <QJsonObject>

namespace keyward::bench {

/// What goes into an export. Device serials (and device ids, which embed
/// them: an OpenPGP AID, a PKCS#11 token serial) stay out unless asked for.
struct ExportOptions
{
    bool includeSerial = false;
    bool includeSamples = true;
};

/// The JSON file other machines import:
/// {"format": "keyward-bench-results", "version": 1, "exported": ISO-8601,
///  "runs": [{uuid, started, device{…, virtual}, case{…}, environment{…},
///            wallSeconds, truncated, timerResolutionNs, published…,
///            summary{steady{…}, cold{…}, throughput{…}} (informational),
///            details{kind: {…}} (what an experiment measured beyond the samples),
///            samples[{thread, cold[ns…], steady[ns…]}]}]}
QByteArray toJson(const QList<RunRecord> &runs, const ExportOptions &options = {});
/// Parse a file written by toJson (here or on another machine). Summaries in
/// the file are ignored: they are recomputed from the samples. The file is a
/// stranger's (ResultImport.cpp): samples must be finite, 0 ≤ ns < 1e12,
/// threads 1..256, names at most 256 characters and notes 4 KiB, or the
/// whole file is refused (InvalidInput naming the field); "published" is
/// never taken from a file (published figures come from PublishedFigures).
/// Read files with SafeFile::readBounded(…, SafeFile::kImportFileMax, …).
Result<QList<RunRecord>> fromJson(const QByteArray &json);

QJsonObject toJsonObject(const RunRecord &run, const ExportOptions &options = {});
Result<RunRecord> fromJsonObject(const QJsonObject &object);

/// One row per run: identity, settings and the statistics (times in ms).
QByteArray summaryCsv(const QList<RunRecord> &runs, const ExportOptions &options = {});
/// One row per sample, "long" format, re-importable with fromSamplesCsv:
/// run_uuid,started,vendor,model,firmware,virtual,algorithm,operation,path,
/// threads,thread,phase,seq,latency_ns
QByteArray samplesCsv(const QList<RunRecord> &runs);
/// The same checks as fromJson.
Result<QList<RunRecord>> fromSamplesCsv(const QByteArray &csv);

/// A load profile as CSV: one row per request (arrival, start, end in ns,
/// step, worker, ok), and as JSON (config, steps with Little's law, requests, queue).
QByteArray loadProfileCsv(const LoadProfileResult &result);
QByteArray loadProfileJson(const LoadProfileResult &result);
/// Read loadProfileJson back: config and raw requests; the queue series and
/// step figures are recomputed by the queue model (analyzeLoad).
Result<LoadProfileResult> loadProfileFromJson(const QByteArray &json);

} // namespace keyward::bench
