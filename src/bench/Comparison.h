// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RunRecord.h"

namespace keyward::bench {

/// One run in a side-by-side comparison.
struct ComparisonRow
{
    QString uuid;
    QString label; ///< RunRecord::label(): "(virtual)", "(published, 2017)" included
    DeviceIdentity device;
    QString algorithm;
    QString operation;
    QString path;
    QString host;
    bool published = false;
    bool imported = false;
    Summary steady;
    Throughput throughput;
    /// Mean latency over the baseline's mean (means, because published
    /// figures are means); 0 when the baseline has none.
    double ratioToBaseline = 0;
};

/// Compare any runs (measured here, imported, published) against the one at
/// `baseline`.
QList<ComparisonRow> compareRuns(const QList<RunRecord> &runs, qsizetype baseline = 0);

} // namespace keyward::bench
