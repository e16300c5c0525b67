// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartAxes.h"
#include "bench/RunRecord.h"

#include <qcustomplot.h>

#include <optional>

class QAbstractButton;

namespace keyward::gui::bench {

/// The chart a reviewer publishes: mean latency, one group per algorithm,
/// operation and measurement path (like with like: OpenSSL in process never
/// shares a group with a figure measured through GnuPG), one bar (or dot)
/// per device with the 95 % confidence interval and the value written on
/// it. Every series names its path; each device keeps one colour for the
/// session. Published reference figures are hatched and cited in the note
/// under the chart; virtual devices have a dashed outline, "(virtual)" in
/// the legend and the title says so. Two runs of one device and case (a
/// stored one beside this session's) each keep a bar, their series named
/// with the time they started. Published figures without a recorded source
/// are not drawn (the note says how many; the report lists them). The value
/// axis is linear from zero unless the values span more than 100×; then it
/// is logarithmic by itself (and says so) until the user chooses a scale.
/// Group labels wrap, turn upright or become numbers with a key under the
/// plot, as the width allows; value labels stay inside the plot.
class ComparisonChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget *parent = nullptr);

    /// Show `measured` and those `published` figures whose algorithm and
    /// operation match a measured run.
    void setRuns(const QList<keyward::bench::RunRecord> &measured,
                 const QList<keyward::bench::RunRecord> &published = {});

    /// The user's choice of scale: logarithmic, or linear from zero; redraws.
    void setLogarithmic(bool on);
    /// Back to the scale the values choose; redraws.
    void setAutomaticScale();
    /// Whether the value axis is logarithmic as drawn (chosen or by itself).
    bool isLogarithmic() const { return m_drawnLog; }
    /// Whether the user chose the scale.
    bool scaleChosen() const { return m_chosenLog.has_value(); }
    /// The window's "logarithmic" check box: checked while the axis is
    /// logarithmic, by itself too; a click is the user's choice, kept in
    /// QSettings ("bench/comparisonScale") and read back by every new window.
    void bindScaleToggle(QAbstractButton *toggle);
    /// Dots with confidence-interval whiskers instead of bars; redraws.
    void setDots(bool on);
    bool dots() const { return m_dots; }

    /// The title as shown (tests and screenshots check it).
    QString title() const;
    /// Bars (or dots) plotted over all series (tests).
    int barCount() const;
    /// The value labels written on the bars (tests).
    QStringList valueLabels() const;
    /// The mean plotted for `run` (its series, in its group), if it is shown (tests).
    std::optional<double> barFor(const keyward::bench::RunRecord &run) const;
    /// The groups' labels, whole ("RSA-2048 sign · PKCS#11"), in axis order.
    QStringList categories() const;

Q_SIGNALS:
    /// The value axis turned logarithmic or linear (chosen or by itself).
    void logarithmicChanged(bool on);

private:
    void redraw();
    void fit();

    QList<keyward::bench::RunRecord> m_measured;
    QList<keyward::bench::RunRecord> m_published;
    std::optional<bool> m_chosenLog;
    bool m_drawnLog = false;
    bool m_dots = false;
    QList<Category> m_categories;
    QStringList m_groups; ///< group ids, in axis order (with m_categories)
    double m_lower = 0;
    double m_upper = 1;
};

/// A latency in milliseconds as a value label: three significant digits.
QString valueLabel(double ms);

} // namespace keyward::gui::bench
