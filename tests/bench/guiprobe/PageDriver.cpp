// SPDX-License-Identifier: GPL-3.0-or-later
#include "PageDriver.h"

#include "ReplotScenario.h"

#include "gui/bench/BenchmarkQueue.h"
#include "gui/bench/BenchmarkWindow.h"
#include "gui/bench/LiveChart.h"
#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/TokenDevice.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimer>

#include <time.h>

namespace keyward::guiprobe {

namespace {
constexpr char kToken[] = "keyward-test";
constexpr char kCaseStarted[] = "case started";
constexpr char kCaseFinished[] = "case finished (store, charts)";

qint64 clockNs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Check the rows whose text equals one of `texts` or (devices) contains it.
bool check(QListWidget *list, const QString &text, bool exact)
{
    bool found = false;
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        const bool on = exact ? item->text() == text : item->text().contains(text);
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        found |= on;
    }
    return found;
}
} // namespace

PageDriver::PageDriver(QObject *parent)
    : QObject(parent)
{}

PageDriver::~PageDriver() = default;

bool PageDriver::open(QString *error)
{
    auto modules = pkcs11::listModules();
    if (!modules.ok()) {
        *error = modules.error().technical();
        return false;
    }
    m_model.setDevices(QStringLiteral("pkcs11"),
                       pkcs11::toDeviceInfos(pkcs11::presentTokens(modules.value())));
    m_window = std::make_unique<gui::bench::BenchmarkWindow>(
        &m_model, m_dir.filePath(QStringLiteral("results.sqlite")));
    m_window->resize(1200, 760);
    m_window->show();
    QCPGraph *live = m_window->liveChart()->graph(0);
    const auto style = ReplotScenario::scatterStyle(m_liveStyle, live->scatterStyle());
    if (!style) {
        *error = QStringLiteral("unknown live-chart style %1").arg(m_liveStyle);
        return false;
    }
    live->setScatterStyle(*style);
    connect(m_window.get(), &gui::bench::BenchmarkWindow::runFinished, this,
            &PageDriver::onFinished);
    // Marks for the probe: what the page was doing when the loop stalled.
    if (auto *queue = m_window->findChild<gui::bench::BenchmarkQueue *>()) {
        connect(queue, &gui::bench::BenchmarkQueue::caseStarted, this, [this] {
            if (m_probe) {
                m_probe->mark(kCaseStarted);
            }
        });
        connect(queue, &gui::bench::BenchmarkQueue::caseFinished, this, [this] {
            if (m_probe) {
                m_probe->mark(kCaseFinished);
            }
        });
    }
    if (!check(m_window->findChild<QListWidget *>(QStringLiteral("deviceList")),
               QLatin1String(kToken), false)) {
        *error = QStringLiteral("the SoftHSM2 token %1 is not listed").arg(QLatin1String(kToken));
        return false;
    }
    return true;
}

void PageDriver::run(const QString &algorithm, double seconds, bool liveChart)
{
    QWidget *w = m_window.get();
    if (!check(w->findChild<QListWidget *>(QStringLiteral("algorithmList")), algorithm, true)) {
        Q_EMIT runFailed(QStringLiteral("the page offers no algorithm %1").arg(algorithm));
        return;
    }
    check(w->findChild<QListWidget *>(QStringLiteral("operationList")), QStringLiteral("Sign"),
          true);
    w->findChild<QRadioButton *>(QStringLiteral("byDuration"))->setChecked(true);
    w->findChild<QDoubleSpinBox *>(QStringLiteral("duration"))->setValue(seconds);
    w->findChild<QSpinBox *>(QStringLiteral("warmup"))->setValue(3);
    w->findChild<QSpinBox *>(QStringLiteral("threads"))->setValue(1);
    auto *pin = w->findChild<QLineEdit *>(QStringLiteral("tokenPin"));
    if (!pin) {
        Q_EMIT runFailed(QStringLiteral("the page has no token PIN field (tokenPin)"));
        return;
    }
    pin->setText(QStringLiteral("123456"));
    auto *live = w->findChild<QCheckBox *>(QStringLiteral("liveChart"));
    if (!live) {
        Q_EMIT runFailed(QStringLiteral("the page has no live-chart switch (liveChart)"));
        return;
    }
    live->setChecked(liveChart);

    m_current = PageRun{};
    m_current.algorithm = algorithm;
    m_current.liveChart = liveChart;
    m_runsBefore = m_window->runs().size();
    m_probe = std::make_unique<StallProbe>(seconds + 30);
    m_probe->start();
    m_probe->mark("start clicked");
    // Called on the GUI thread: this thread's CPU clock is the window's work.
    m_cpuAtStartNs = clockNs(CLOCK_THREAD_CPUTIME_ID);
    m_wallAtStartNs = clockNs(CLOCK_MONOTONIC);
    if (!m_window->start()) {
        m_probe->stop();
        Q_EMIT runFailed(QStringLiteral("the page did not start %1").arg(algorithm));
    }
}

void PageDriver::onFinished(bool cancelled)
{
    if (!m_probe || !m_probe->isRunning()) {
        return;
    }
    m_probe->mark("runFinished");
    const qint64 wall = clockNs(CLOCK_MONOTONIC) - m_wallAtStartNs;
    m_current.guiCpuMsPerSecond =
        wall > 0 ? 1000.0 * double(clockNs(CLOCK_THREAD_CPUTIME_ID) - m_cpuAtStartNs) / double(wall)
                 : 0;
    QTimer::singleShot(kTailMs, this, [this, cancelled] {
        m_probe->stop();
        m_current.stalls = m_probe->stats();
        m_current.running = m_probe->statsBetween(kCaseStarted, kCaseFinished);
        m_current.worstGaps = m_probe->worstGaps();
        m_current.livePoints = m_window->liveChart()->pointCount();
        if (cancelled || m_window->runs().size() <= m_runsBefore) {
            Q_EMIT runFailed(
                QStringLiteral("no result for %1 (cancelled or failed)").arg(m_current.algorithm));
            return;
        }
        const auto &r = m_window->runs().constLast();
        m_current.operations = r.steadySamples().size();
        m_current.opsPerSecond = r.throughput().wallClockPerSecond;
        Q_EMIT runDone(m_current);
    });
}

} // namespace keyward::guiprobe
