// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/runners/TlsBench.h"
#include "core/Operation.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace keyward {
class DeviceListModel;
class Worker;
} // namespace keyward

namespace keyward::gui::bench {

class TlsChart;

/// The benchmark page's TLS case: full TLS handshakes per second against a
/// server inside Keyward whose key is on a checked PKCS#11 token (or a CPU
/// key, the baseline), per key type, as `keyward-cli bench tls` measures
/// them. Key types, TLS version, key exchange, client connections, server
/// threads and duration are chosen here; the token's PIN has its own field
/// and is not kept beyond the run. Each device × key type runs in turn on a
/// worker thread (never on the GUI thread) with progress and cancel, and
/// fills the "TLS handshakes" chart (chart()), whose note carries the
/// advice measured on each device.
class TlsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TlsPanel(keyward::DeviceListModel *devices, QWidget *parent = nullptr);
    ~TlsPanel() override;

    TlsChart *chart() const { return m_chart; }
    /// Runs measured in this window so far, oldest first.
    const QList<keyward::bench::TlsBenchResult> &runs() const { return m_runs; }
    bool isRunning() const { return m_running; }
    /// Stored TLS runs to draw beside this window's (the stored results' "Show").
    void setStoredRuns(const QList<keyward::bench::TlsBenchResult> &runs);
    const QList<keyward::bench::TlsBenchResult> &storedRuns() const { return m_stored; }

    /// Start the checked cases; false when nothing runnable is checked.
    bool start();
    void cancel();

Q_SIGNALS:
    /// All cases ended (also after cancel or a failure).
    void runFinished(bool cancelled);
    /// A case was measured (the chart shows it).
    void caseMeasured(const keyward::bench::TlsBenchResult &result);

private:
    void fillDevices();
    void runNext();
    void finish(bool cancelled, const QString &status);
    void setRunning(bool running);
    void showRuns();

    keyward::DeviceListModel *m_devices;
    TlsChart *m_chart;
    QListWidget *m_deviceList;
    QListWidget *m_keyTypes;
    QComboBox *m_version;
    QComboBox *m_kex;
    QSpinBox *m_clients;
    QSpinBox *m_serverThreads;
    QDoubleSpinBox *m_duration;
    QLineEdit *m_pin;
    QCheckBox *m_published;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTimer *m_tick;
    std::unique_ptr<keyward::Worker> m_worker;
    CancelToken m_cancelToken;
    QList<keyward::bench::TlsBenchConfig> m_pending; ///< cases still to run, PINs wiped at the end
    QList<keyward::bench::TlsBenchResult> m_runs;
    QList<keyward::bench::TlsBenchResult> m_stored;
    QStringList m_failures;
    int m_caseIndex = 0;
    int m_caseCount = 0;
    int m_measured = 0; ///< cases of this run with a result
    qint64 m_caseStartMs = 0;
    qint64 m_caseLengthMs = 1;
    bool m_running = false;
};

} // namespace keyward::gui::bench
