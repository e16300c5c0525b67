// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/HtmlReport.h"
#include "bench/LoadProfile.h"
#include "bench/RunRecord.h"
#include "bench/SkippedCase.h"
#include "core/Result.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace keyward::app {

/// What goes into a publishable bundle (`keyward-cli bench export --bundle DIR`, the
/// benchmark window's "Export bundle…"). The caller draws the charts (they are widgets).
struct BenchBundleInput
{
    /// The report as the HTML report is made: its runs are the bundle's runs, its
    /// skipped cases the bundle's. Each chart's PNG and SVG (when drawn) are written
    /// to charts/; the report embeds the PNG and links the SVG.
    keyward::bench::HtmlReportInput report;
    /// The runs as runs.json; empty: keyward::bench::toJson(report.runs).
    QByteArray runsJson;
    /// The load profiles stored with runs (key-pool and load-profile runs), by run uuid,
    /// for the commands that measure them again.
    QHash<QString, keyward::bench::LoadProfileResult> profiles;
};

/// The environment of a bundle: this machine (Keyward, Qt and OpenSSL versions, the
/// kernel, the CPU model and whether the CPU says it runs under a hypervisor), the
/// versions the runs recorded, and each device measured with "virtual" true or false.
QJsonObject bundleEnvironment(const QList<keyward::bench::RunRecord> &runs);

/// The skipped cases as JSON: device, virtual, algorithm, operation, reason and the sentence.
QByteArray skippedJson(const QList<keyward::bench::SkippedCase> &skipped);

/// Writes the bundle into `dir`, which must not exist or be an empty folder (anything
/// else is refused, InvalidInput, and nothing is written): report.html,
/// charts/NAME.svg and .png, runs.csv, runs.json, environment.json, skipped.json (when
/// there are skipped cases), reproduce.sh and README.txt. Each file is created
/// exclusively (never over another); on a failure the files written so far are removed.
/// Returns the files written, relative to `dir`.
Result<QStringList> writeBenchBundle(const QString &dir, BenchBundleInput input);

} // namespace keyward::app
