// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LoadProfile.h"
#include "RunRecord.h"
#include "SkippedCase.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace keyward::bench {

/// A chart for the report, already rendered by whoever draws charts (the
/// window, and keyward-cli offscreen, both with src/gui/bench's charts). PNG
/// is embedded as a data: URI, SVG inline; when both are given the PNG is
/// used (smaller for dense plots). `svgFile`, when set, is the SVG written
/// beside the report (a relative link under the chart).
struct ReportChart
{
    QString title;
    QByteArray png;
    QByteArray svg;
    QString svgFile;
};

/// A load profile with what it was run against.
struct ReportLoadProfile
{
    DeviceIdentity device;
    QString algorithm;
    QString operation;
    LoadProfileResult result;
};

/// What goes into a report. Serials and device ids (which embed them) are
/// never written.
struct HtmlReportInput
{
    QString title;
    QList<RunRecord> runs; ///< measured, imported and published (labelled as such)
    QList<ReportLoadProfile> loadProfiles;
    QList<ReportChart> charts;
    /// Algorithm advice from figures measured on one device each (TLS
    /// handshakes), shown under the charts as given; empty: no section.
    QStringList advice;
    /// The published figures beside the TLS chart, each a sentence with its
    /// full citation (publishedTlsReferences); empty: no section.
    QStringList tlsReferences;
    /// Cases asked for and not run, each named with why ("Skipped cases");
    /// empty: no section.
    QList<SkippedCase> skipped;
    QDateTime generatedUtc; ///< invalid: now
};

/// One self-contained HTML file (no external resources): the charts, then
/// tables of statistics per case (n, median, mean, sd, min, max, p95, p99,
/// 95 % CI of the mean, wall-clock and latency-derived throughput, cold
/// median; times in ms, see reportMs), throughput against threads,
/// devices (vendor, model, firmware, kind, virtual), settings, environment
/// and software versions, and each load profile's steps with Little's law
/// beside the measured queue, and the cases skipped with why. Virtual devices are marked
/// "(virtual)" and published figures "(published, YEAR)" with their source.
QByteArray htmlReport(const HtmlReportInput &input);

/// The format the report uses for a latency in nanoseconds: milliseconds
/// with three decimals ("1.234"), four significant digits below 1 ms
/// ("0.03124"), never more than six decimals.
QString reportMs(double ns);

} // namespace keyward::bench
