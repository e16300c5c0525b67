// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThreadScaling.h"

#include "BenchCase.h"

#include <algorithm>

namespace keyward::bench {

QString ScalingSeries::label() const
{
    QString name = QStringList{device.vendor, device.model}.join(QLatin1Char(' ')).trimmed();
    if (name.isEmpty()) {
        name = device.kind; // not the id: PKCS#11 ids embed the token serial
    }
    if (device.isVirtual) {
        DeviceIdentity v;
        v.isVirtual = true;
        v.model = name;
        name = v.label();
    }
    return name + QStringLiteral(" · ") + algorithm + QStringLiteral(" · ") + operation;
}

QList<ScalingSeries> threadScaling(const QList<RunRecord> &runs)
{
    QList<ScalingSeries> out;
    const QString pkcs11 = toString(BenchPath::Pkcs11);
    for (const RunRecord &r : runs) {
        if (r.published || r.path != pkcs11) {
            continue;
        }
        const Summary s = r.steady();
        if (s.isEmpty()) {
            continue;
        }
        auto it = std::find_if(out.begin(), out.end(), [&](const ScalingSeries &x) {
            return x.device == r.device && x.algorithm == r.algorithm && x.operation == r.operation;
        });
        if (it == out.end()) {
            out << ScalingSeries{r.device, r.algorithm, r.operation, {}};
            it = out.end() - 1;
        }
        const Throughput t = r.throughput();
        const ScalingPoint p{r.threads, t.wallClockPerSecond, t.latencyDerivedPerSecond, s.mean,
                             s.count};
        auto same = std::find_if(it->points.begin(), it->points.end(),
                                 [&](const ScalingPoint &q) { return q.threads == r.threads; });
        if (same != it->points.end()) {
            *same = p; // the latest run of this thread count wins
        } else {
            it->points << p;
        }
    }
    for (ScalingSeries &s : out) {
        std::sort(
            s.points.begin(), s.points.end(),
            [](const ScalingPoint &a, const ScalingPoint &b) { return a.threads < b.threads; });
    }
    return out;
}

} // namespace keyward::bench
