// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarkKeyPool.h"

#include "KeyPoolCharts.h"
#include "bench/DeviceIdentity.h"
#include "bench/runners/KeyPoolToken.h"
#include "core/Continuation.h"
#include "core/Worker.h"
#include "openpgp/SecureBytes.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace keyward::gui::bench {

namespace kb = keyward::bench;
using Mode = kb::KeyPoolBenchConfig::Mode;

KeyPoolPanel::KeyPoolPanel(std::function<KeyPoolTarget()> target, KeyPoolCharts *charts,
                           QWidget *parent)
    : QWidget(parent)
    , m_target(std::move(target))
    , m_charts(charts)
    , m_keyType(new QComboBox(this))
    , m_rates(new QLineEdit(this))
    , m_stepSeconds(new QDoubleSpinBox(this))
    , m_queue(new QSpinBox(this))
    , m_workers(new QSpinBox(this))
    , m_poolSize(new QSpinBox(this))
    , m_burstRate(new QDoubleSpinBox(this))
    , m_burstSeconds(new QDoubleSpinBox(this))
    , m_ready(new QSpinBox(this))
    , m_start(new QPushButton(tr("Run &key pool experiment"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("keyPoolPanel"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("A fresh key pair and one signature per request, on the first checked PKCS#11 "
           "token: first generating each key on demand, then unwrapping keys made beforehand "
           "from the pool. Requests arrive in steps; those that find the queue full are "
           "dropped."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_keyType->addItem(QStringLiteral("RSA-2048"), QStringLiteral("rsa2048"));
    m_keyType->addItem(QStringLiteral("RSA-3072"), QStringLiteral("rsa3072"));
    m_keyType->addItem(QStringLiteral("P-256"), QStringLiteral("p256"));
    m_keyType->addItem(QStringLiteral("P-384"), QStringLiteral("p384"));
    form->addRow(tr("Key &type"), m_keyType);
    m_rates->setText(QStringLiteral("1, 2, 5, 10, 20, 50, 100, 50, 20, 10, 5, 2, 1"));
    m_rates->setToolTip(tr("Arrival rates in requests per second, one step each, in order."));
    form->addRow(tr("Arrival &steps (requests/s)"), m_rates);
    m_stepSeconds->setRange(0.2, 600);
    m_stepSeconds->setValue(2);
    m_stepSeconds->setSuffix(tr(" s"));
    form->addRow(tr("Step &length"), m_stepSeconds);
    m_queue->setRange(1, 100000);
    m_queue->setValue(50);
    m_queue->setToolTip(tr("Requests that arrive while this many wait are dropped and counted."));
    form->addRow(tr("&Queue bound"), m_queue);
    m_workers->setRange(1, 64);
    m_workers->setValue(1);
    form->addRow(tr("&Workers"), m_workers);
    m_poolSize->setRange(0, 10000000);
    m_poolSize->setValue(1000);
    m_poolSize->setToolTip(tr("Wrapped keys in the pool; when they are used up, keys are "
                              "generated on demand again."));
    form->addRow(tr("&Pool size (keys)"), m_poolSize);
    m_burstRate->setRange(0, 100000);
    m_burstRate->setValue(0);
    m_burstRate->setSuffix(tr(" requests/s"));
    m_burstRate->setToolTip(tr("After the two runs, a burst from the pool at this rate, with keys "
                               "unwrapped ahead before it starts; 0 runs no burst."));
    form->addRow(tr("&Burst after the runs"), m_burstRate);
    m_burstSeconds->setRange(0.2, 600);
    m_burstSeconds->setValue(2);
    m_burstSeconds->setSuffix(tr(" s"));
    form->addRow(tr("Burst l&ength"), m_burstSeconds);
    m_ready->setRange(1, 100000);
    m_ready->setValue(10);
    m_ready->setToolTip(tr("How many keys the refill worker keeps unwrapped ahead."));
    form->addRow(tr("Keys unwrapped &ahead"), m_ready);
    layout->addLayout(form);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    layout->addLayout(buttons);
    auto *save = new QPushButton(tr("Save both charts as P&NG…"), this);
    connect(save, &QPushButton::clicked, this, [this] {
        const QString name =
            QFileDialog::getSaveFileName(this, tr("Save the key pool charts"),
                                         QStringLiteral("keypool.png"), tr("PNG image (*.png)"));
        if (!name.isEmpty() && !m_charts->savePng(name)) {
            m_status->setText(tr("The charts could not be saved to %1.").arg(name));
        }
    });
    layout->addWidget(save);
    layout->addWidget(makeStoredRow());
    m_progress->setRange(0, 100);
    layout->addWidget(m_progress);
    m_status->setObjectName(QStringLiteral("keyPoolStatus"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 3);
    layout->addWidget(m_status);
    layout->addStretch(1);
    connect(m_start, &QPushButton::clicked, this, &KeyPoolPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &KeyPoolPanel::cancel);
    setRunning(false);
}

KeyPoolPanel::~KeyPoolPanel()
{
    m_cancelToken.cancel();
    m_worker.reset(); // joins the run going on; its answer is dropped
}

QString KeyPoolPanel::statusText() const
{
    return m_status->text();
}

void KeyPoolPanel::setRunning(bool running)
{
    m_running = running;
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
}

void KeyPoolPanel::cancel()
{
    if (m_running) {
        m_cancelToken.cancel();
        m_status->setText(tr("Cancelling the key pool experiment…"));
    }
}

bool KeyPoolPanel::start()
{
    if (m_running) {
        return false;
    }
    QList<double> rates;
    for (const QString &part : m_rates->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        double r = QLocale().toDouble(part.trimmed(), &ok);
        if (!ok) {
            r = part.trimmed().toDouble(&ok); // "2.5" in any locale
        }
        if (!ok || r <= 0) {
            m_status->setText(tr("Not a rate: %1").arg(part.trimmed()));
            return false;
        }
        rates << r;
    }
    if (rates.isEmpty()) {
        m_status->setText(tr("Give the arrival steps as requests per second, separated by "
                             "commas."));
        return false;
    }
    KeyPoolTarget target = m_target ? m_target() : KeyPoolTarget{};
    if (!target.token) {
        openpgp::wipe(target.pin);
        m_status->setText(tr("The key pool experiment needs a checked PKCS#11 token."));
        return false;
    }
    const DeviceInfo device = *target.token;
    kb::KeyPoolToken::Config tc;
    // DeviceInfo id: "pkcs11:<module>:<serial>"
    tc.token.module = device.id.section(QLatin1Char(':'), 1, 1);
    tc.token.serial = device.serial;
    tc.token.label = device.serial.isEmpty() ? device.name : QString();
    tc.keyType = m_keyType->currentData().toString();
    tc.pin = pkcs11::SecretBytes::take(target.pin);
    openpgp::wipe(target.pin);

    kb::KeyPoolBenchConfig config;
    const auto step = std::chrono::milliseconds(qRound64(m_stepSeconds->value() * 1000));
    for (double r : rates) {
        config.steps << kb::LoadStep{r, step};
    }
    config.workers = m_workers->value();
    config.queueBound = m_queue->value();
    config.poolSize = m_poolSize->value();
    config.readyTarget = m_ready->value();
    config.serialRequests = 100; // the reference of the overhead, as keyward-cli's default
    const double burstRate = m_burstRate->value();
    const auto burstDuration = std::chrono::milliseconds(qRound64(m_burstSeconds->value() * 1000));

    m_cancelToken = CancelToken();
    if (!m_worker) {
        m_worker = std::make_unique<Worker>(QStringLiteral("keyward-keypool"));
    }
    const kb::DeviceIdentity identity = kb::DeviceIdentity::fromDeviceInfo(device);
    const QString keyType = tc.keyType;
    const CancelToken cancel = m_cancelToken;
    auto future = m_worker->run([this, tc = std::move(tc), config, cancel, burstRate,
                                 burstDuration]() mutable -> Result<Outcome> {
        auto token = kb::KeyPoolToken::open(std::move(tc));
        if (!token) {
            return token.error();
        }
        Outcome out;
        out.tokenLabel = token.value()->tokenLabel();
        out.mechanism = token.value()->mechanismName();
        out.software = token.value()->software();
        for (const Mode mode : {Mode::OnDemand, Mode::Pool}) {
            kb::KeyPoolBenchConfig c = config;
            c.mode = mode;
            // `this` outlives the run: its destructor cancels and joins first.
            auto r = kb::KeyPoolBench::run(
                c, kb::KeyPoolToken::factory(token.value()), cancel,
                [this, mode](const kb::LoadProgress &p) {
                    QMetaObject::invokeMethod(
                        this, [this, mode, p] { onProgress(int(mode), p); }, Qt::QueuedConnection);
                });
            if (!r) {
                return r.error();
            }
            (mode == Mode::Pool ? out.pool : out.onDemand) = r.value();
        }
        if (burstRate > 0) {
            kb::KeyPoolBenchConfig c = config;
            c.mode = Mode::Pool;
            c.burstRate = burstRate;
            c.burstDuration = burstDuration;
            auto r = kb::KeyPoolBench::run(c, kb::KeyPoolToken::factory(token.value()), cancel);
            if (!r) {
                return r.error();
            }
            out.burst = r.value();
        }
        return out;
    });
    setRunning(true);
    m_progress->setValue(0);
    m_charts->clear();
    m_status->setText(tr("Key pool experiment on %1, %2: generating on demand first…")
                          .arg(identity.label(), KeyPoolCharts::keyTypeLabel(keyType)));
    whenFinished(future, this, [this, identity, keyType](const Result<Outcome> &r) {
        setRunning(false);
        if (!r) {
            m_progress->setValue(0);
            m_status->setText(
                r.error().kind == ErrorKind::Cancelled
                    ? tr("The key pool experiment was cancelled.")
                    : tr("The key pool experiment failed: %1").arg(r.error().userMessage()));
            Q_EMIT finished(false);
            return;
        }
        m_progress->setValue(100);
        KeyPoolCharts::Shown shown;
        shown.device = identity;
        shown.keyType = keyType;
        shown.onDemand = r.value().onDemand;
        shown.pool = r.value().pool;
        shown.burst = r.value().burst;
        m_charts->setRuns(shown);
        kb::StoredKeyPoolPair pair;
        pair.device = identity;
        pair.keyType = keyType;
        pair.onDemand = r.value().onDemand;
        pair.pool = r.value().pool;
        m_session << pair;
        m_status->setText(
            tr("Done: %1, keys wrapped with %2.").arg(r.value().tokenLabel, r.value().mechanism));
        storeOutcome(identity, keyType, r.value());
        Q_EMIT finished(true);
    });
    return true;
}

void KeyPoolPanel::onProgress(int mode, const kb::LoadProgress &p)
{
    if (!m_running || p.total <= 0) {
        return;
    }
    // On demand is the first half of the bar, the pool the second.
    const int half = int(50 * p.completed / p.total);
    m_progress->setValue(mode == int(Mode::Pool) ? 50 + half : half);
    if (mode == int(Mode::Pool)) {
        m_status->setText(tr("From the pool: %1 of %2 requests handled, %3 waiting.")
                              .arg(p.completed)
                              .arg(p.total)
                              .arg(p.queued));
    } else {
        m_status->setText(tr("On demand: %1 of %2 requests handled, %3 waiting.")
                              .arg(p.completed)
                              .arg(p.total)
                              .arg(p.queued));
    }
}

} // namespace keyward::gui::bench

// The window's side: a tab beside the setup and one beside the charts.
#include "BenchmarkSetupForm.h"
#include "BenchmarkWindow.h"
#include "StoredRunsPanel.h"
#include "core/DeviceListModel.h"
#include "ui_BenchmarkWindow.h"

namespace keyward::gui::bench {

void BenchmarkWindow::addKeyPool()
{
    m_keyPoolCharts = new KeyPoolCharts(this);
    m_ui->charts->addTab(m_keyPoolCharts, tr("Key pool"));
    m_keyPool = new KeyPoolPanel(
        [this] {
            KeyPoolTarget t;
            const QList<DeviceInfo> all = m_devices->devices();
            for (const QVariant &id : checkedData(m_ui->deviceList)) {
                for (const DeviceInfo &d : all) {
                    if (!t.token && d.id == id.toString() && d.kind == DeviceKind::Pkcs11Token) {
                        t.token = d;
                    }
                }
            }
            if (t.token) {
                t.pin = m_ui->tokenPin->text().toUtf8();
                m_ui->tokenPin->clear(); // the PIN is not kept beyond the run that needs it
            }
            return t;
        },
        m_keyPoolCharts, this);
    m_ui->sideTabs->addTab(m_keyPool, tr("&Key pool"));
    connect(m_keyPool, &KeyPoolPanel::finished, this,
            [this] { m_ui->charts->setCurrentWidget(m_keyPoolCharts); });
    m_keyPool->setStore(m_store.get(), [this] {
        QList<kb::DeviceIdentity> checked;
        const QList<DeviceInfo> all = m_devices->devices();
        for (const QVariant &id : checkedData(m_ui->deviceList)) {
            for (const DeviceInfo &d : all) {
                if (d.id == id.toString() && d.kind == DeviceKind::Pkcs11Token) {
                    checked << kb::DeviceIdentity::fromDeviceInfo(d);
                }
            }
        }
        return checked;
    });
    connect(m_keyPool, &KeyPoolPanel::stored, this, [this](bool ok) {
        if (ok) {
            m_storedPanel->refresh();
        }
    });
    connect(m_keyPool, &KeyPoolPanel::storedShown, this,
            [this] { m_ui->charts->setCurrentWidget(m_keyPoolCharts); });
    connect(m_ui->deviceList, &QListWidget::itemChanged, m_keyPool,
            [this] { m_keyPool->refreshStored(); });
}

} // namespace keyward::gui::bench
