// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/KeyPoolBench.h"
#include "bench/KeyPoolRecord.h"
#include "core/DeviceInfo.h"
#include "core/Operation.h"

#include <QMap>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace keyward {
class Worker;
}
namespace keyward::bench {
class StoreWorker;
}

namespace keyward::gui::bench {

class KeyPoolCharts;

/// The token and PIN the key pool experiment runs on, as the benchmark page
/// gives them when Run is pressed (the PIN field is cleared then).
struct KeyPoolTarget
{
    std::optional<DeviceInfo> token; ///< the first checked PKCS#11 token
    QByteArray pin;
};

/// The key pool experiment on the benchmark page: on the first checked
/// PKCS#11 token, a "fresh key + one signature per request" service under
/// stepped arrivals with a bounded queue, first generating on demand, then
/// taking keys from the pool (KeyPoolBench with KeyPoolToken). Everything
/// that touches the token runs on the panel's own worker thread; progress
/// and the result come back queued. The result goes into KeyPoolCharts.
class KeyPoolPanel : public QWidget
{
    Q_OBJECT
public:
    KeyPoolPanel(std::function<KeyPoolTarget()> target, KeyPoolCharts *charts,
                 QWidget *parent = nullptr);
    ~KeyPoolPanel() override;

    /// Start with the fields' values; false (and the status says why) when
    /// no PKCS#11 token is checked or a field is wrong.
    bool start();
    void cancel();
    bool isRunning() const { return m_running; }
    QString statusText() const;

    /// The form's fields (tests set them).
    QComboBox *keyTypeBox() const { return m_keyType; }
    QLineEdit *ratesEdit() const { return m_rates; }
    QDoubleSpinBox *stepSecondsBox() const { return m_stepSeconds; }
    QSpinBox *queueBox() const { return m_queue; }
    QSpinBox *workersBox() const { return m_workers; }
    QSpinBox *poolSizeBox() const { return m_poolSize; }
    /// The burst after the two runs (0 requests/s: none).
    QDoubleSpinBox *burstRateBox() const { return m_burstRate; }
    QDoubleSpinBox *burstSecondsBox() const { return m_burstSeconds; }
    QSpinBox *readyBox() const { return m_ready; }

    /// Finished experiments are saved into `store` (on its thread), and the
    /// stored ones of the devices `devices` gives (all when it gives none) can
    /// be chosen and drawn again (BenchmarkKeyPoolStored.cpp).
    void setStore(keyward::bench::StoreWorker *store,
                  std::function<QList<keyward::bench::DeviceIdentity>()> devices);
    /// Lists the stored experiments again; `done` (optional) runs when the list is filled.
    void refreshStored(std::function<void()> done = {});
    /// Draws the stored experiment `runId` belongs to; the status says what is shown.
    void showStored(qint64 runId);
    QComboBox *storedBox() const { return m_stored; }
    /// The experiments that finished in this panel, oldest first (the window's
    /// HTML report draws them as keyward-cli's report draws stored ones).
    const QList<keyward::bench::StoredKeyPoolPair> &sessionExperiments() const { return m_session; }

    /// The runs of the last experiment that finished.
    struct Outcome
    {
        QString tokenLabel;
        QString mechanism;
        QMap<QString, QString> software; ///< the token's module and its version
        keyward::bench::KeyPoolBenchRun onDemand;
        keyward::bench::KeyPoolBenchRun pool;
        std::optional<keyward::bench::KeyPoolBenchRun> burst;
    };

Q_SIGNALS:
    /// Both runs are done (ok), or it failed or was cancelled (the status says which).
    void finished(bool ok);
    /// A finished experiment was stored (ok) or could not be (the status says why).
    void stored(bool ok);
    /// A stored experiment is drawn in the charts.
    void storedShown();

private:
    void setRunning(bool running);
    void onProgress(int mode, const keyward::bench::LoadProgress &p);
    void storeOutcome(const keyward::bench::DeviceIdentity &device, const QString &keyType,
                      const Outcome &outcome);
    QWidget *makeStoredRow();

    std::function<KeyPoolTarget()> m_target;
    KeyPoolCharts *m_charts;
    QComboBox *m_keyType;
    QLineEdit *m_rates;
    QDoubleSpinBox *m_stepSeconds;
    QSpinBox *m_queue;
    QSpinBox *m_workers;
    QSpinBox *m_poolSize;
    QDoubleSpinBox *m_burstRate;
    QDoubleSpinBox *m_burstSeconds;
    QSpinBox *m_ready;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QComboBox *m_stored = nullptr;
    QPushButton *m_showStored = nullptr;
    QList<keyward::bench::StoredKeyPoolPair> m_session;
    keyward::bench::StoreWorker *m_store = nullptr;
    std::function<QList<keyward::bench::DeviceIdentity>()> m_devices;
    CancelToken m_cancelToken;
    bool m_running = false;
    std::unique_ptr<keyward::Worker> m_worker; ///< last: joined first
};

} // namespace keyward::gui::bench
