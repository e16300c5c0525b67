// SPDX-License-Identifier: GPL-3.0-or-later
// The report module keyward-cli loads when a command draws charts (bench …
// --html, export --bundle): the window's chart classes, drawn offscreen, behind
// bench::ChartRenderer. Its two entry points are the only symbols the command
// line resolves (ReportModule.h in src/cli).
#include "bench/ChartRenderer.h"
#include "gui/bench/KeyPoolReport.h"
#include "gui/bench/ReportCharts.h"

#include <QApplication>

namespace {

class Renderer final : public keyward::bench::ChartRenderer
{
public:
    QList<keyward::bench::ReportChart>
    reportCharts(const QList<keyward::bench::RunRecord> &runs,
                 const QList<keyward::bench::ReportLoadProfile> &loadProfiles) const override
    {
        return keyward::gui::bench::reportCharts(runs, loadProfiles);
    }

    keyward::bench::KeyPoolReportParts
    keyPoolReport(const QList<keyward::bench::StoredKeyPoolPair> &pairs,
                  bool withSvg) const override
    {
        keyward::gui::bench::KeyPoolReport r = keyward::gui::bench::keyPoolReport(pairs, withSvg);
        return {std::move(r.charts), std::move(r.text)};
    }
};

} // namespace

/// The application a chart-drawing command runs in: the charts are widgets,
/// which need a QApplication; on the offscreen platform no display is used.
/// `argc` must outlive the application (main's own).
extern "C" Q_DECL_EXPORT QCoreApplication *keyward_report_application(int *argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return new QApplication(*argc, argv);
}

/// The renderer, valid while the module is loaded (for the process's life).
extern "C" Q_DECL_EXPORT const keyward::bench::ChartRenderer *keyward_report_renderer()
{
    static const Renderer renderer;
    return &renderer;
}
