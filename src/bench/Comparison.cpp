// SPDX-License-Identifier: GPL-3.0-or-later
#include "Comparison.h"

namespace keyward::bench {

QList<ComparisonRow> compareRuns(const QList<RunRecord> &runs, qsizetype baseline)
{
    QList<ComparisonRow> rows;
    const double base = baseline >= 0 && baseline < runs.size() ? runs[baseline].steady().mean : 0;
    for (const RunRecord &r : runs) {
        ComparisonRow row;
        row.uuid = r.uuid;
        row.label = r.label();
        row.device = r.device;
        row.algorithm = r.algorithm;
        row.operation = r.operation;
        row.path = r.path;
        row.host = r.environment.host;
        row.published = r.published;
        row.imported = r.imported;
        row.steady = r.steady();
        row.throughput = r.throughput();
        row.ratioToBaseline = base > 0 ? row.steady.mean / base : 0;
        rows << row;
    }
    return rows;
}

} // namespace keyward::bench
