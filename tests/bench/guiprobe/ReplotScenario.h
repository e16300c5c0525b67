// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Scenario.h"

#include <qcustomplot.h>

#include <optional>

namespace keyward::guiprobe {

/**
 * Where the live chart's time goes: a LiveChart filled with N points the
 * way progress reports fill it, then replotted at once (rpImmediateRefresh,
 * as the event loop would after a queued replot) `repeats` times, for the
 * scatter style it ships with and cheaper ones set through QCustomPlot's own
 * API. Diagnosis for goals 3 and 4, no device needed. Prints
 * `result replot points=… shipped_ms=… dot_ms=… disc_ms=…` (median per replot).
 */
class ReplotScenario : public Scenario
{
    Q_OBJECT
public:
    ReplotScenario(QList<int> points, int repeats, QObject *parent = nullptr);

    bool prepare() override;

    /// "shipped" (what the chart has: a pixmap disc), "dot" (ssDot) or
    /// "disc" (the vector ssDisc it replaced); nullopt for another name.
    static std::optional<QCPScatterStyle> scatterStyle(const QString &name,
                                                       const QCPScatterStyle &shipped);

private:
    void measure(int points);

    QList<int> m_points;
    int m_repeats;
};

} // namespace keyward::guiprobe
