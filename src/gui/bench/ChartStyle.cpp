// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartStyle.h"

#include <QCoreApplication>
#include <QHash>

#include <qcustomplot.h>

#include <algorithm>

namespace keyward::gui::bench {

QColor seriesColor(int index)
{
    static const QColor palette[] = {
        QColor(0, 114, 178),  QColor(230, 159, 0), QColor(0, 158, 115),  QColor(204, 121, 167),
        QColor(86, 180, 233), QColor(213, 94, 0),  QColor(240, 228, 66), QColor(80, 80, 80)};
    return palette[index % int(std::size(palette))];
}

QString deviceKey(const keyward::bench::RunRecord &run)
{
    if (run.published) {
        return QStringLiteral("published:") + run.device.vendor + QLatin1Char('/') +
               run.device.model;
    }
    if (run.path == QLatin1String("cpu-baseline")) {
        return QStringLiteral("cpu-baseline");
    }
    if (!run.device.id.isEmpty()) {
        return run.device.id;
    }
    return run.device.vendor + QLatin1Char('/') + run.device.model +
           (run.device.isVirtual ? QStringLiteral("/virtual") : QString());
}

QColor deviceColor(const keyward::bench::RunRecord &run)
{
    // GUI thread only, as every chart: first seen, first colour.
    static QHash<QString, int> assigned;
    const QString key = deviceKey(run);
    auto it = assigned.find(key);
    if (it == assigned.end()) {
        it = assigned.insert(key, int(assigned.size()));
    }
    return seriesColor(it.value());
}

QString pathLabel(const keyward::bench::RunRecord &run)
{
    const char *ctx = "keyward::gui::bench::Chart";
    if (run.published) {
        return QCoreApplication::translate(ctx, "published: end to end through GnuPG");
    }
    if (run.path == QLatin1String("end-to-end")) {
        return QCoreApplication::translate(ctx, "end to end through gpg-agent");
    }
    if (run.path == QLatin1String("device-time")) {
        return QCoreApplication::translate(ctx, "device time over PC/SC");
    }
    if (run.path == QLatin1String("pkcs11")) {
        return QCoreApplication::translate(ctx, "PKCS#11");
    }
    if (run.path == QLatin1String("cpu-baseline")) {
        return QCoreApplication::translate(ctx, "OpenSSL in process");
    }
    return run.path;
}

QPen virtualPen(const QColor &color)
{
    QPen pen(color.darker(160), 2, Qt::DashLine);
    return pen;
}

QString chartTitle(const QString &base, const QList<keyward::bench::RunRecord> &runs)
{
    return chartTitle(base, std::any_of(runs.cbegin(), runs.cend(), [](const auto &r) {
                          return r.device.isVirtual && !r.published;
                      }));
}

QString chartTitle(const QString &base, bool anyVirtual)
{
    if (!anyVirtual) {
        return base;
    }
    return base + QCoreApplication::translate(
                      "keyward::gui::bench::Chart",
                      "\nvirtual devices included: software figures, not hardware");
}

QString runTime(const keyward::bench::RunRecord &run)
{
    return run.startedUtc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString seriesLabel(const keyward::bench::RunRecord &run)
{
    QString label = run.device.label();
    if (run.published) {
        label += QCoreApplication::translate("keyward::gui::bench::Chart", " (published, %1)")
                     .arg(run.publishedYear);
    } else if (run.path == QLatin1String("cpu-baseline")) {
        label = QCoreApplication::translate("keyward::gui::bench::Chart", "CPU baseline");
    }
    if (run.threads > 1) {
        label += QCoreApplication::translate("keyward::gui::bench::Chart", ", %n threads", "",
                                             run.threads);
    }
    // How it was measured: a device-time figure is not comparable with an
    // end-to-end one of the same card, nor OpenSSL in process with GnuPG.
    label += QStringLiteral(" · ") +
             (run.published ? QCoreApplication::translate("keyward::gui::bench::Chart",
                                                          "end to end through GnuPG")
                            : pathLabel(run));
    if (run.imported) {
        label +=
            QCoreApplication::translate("keyward::gui::bench::Chart", " — from %1").arg(run.origin);
    }
    return label;
}
} // namespace keyward::gui::bench
