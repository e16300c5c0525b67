// SPDX-License-Identifier: GPL-3.0-or-later
// The TLS case of the benchmark page: its form, the cases run one after the
// other on a worker, and the TLS chart they fill.
#include "BenchmarkTls.h"

#include "TlsChart.h"
#include "bench/PinGuard.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/Continuation.h"
#include "core/DeviceListModel.h"
#include "core/Worker.h"
#include "pkcs11/SecretBytes.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

namespace {

constexpr char kCpu[] = "cpu";

QListWidgetItem *addCheckable(QListWidget *list, const QString &text, const QVariant &data,
                              bool checked)
{
    auto *item = new QListWidgetItem(text, list);
    item->setData(Qt::UserRole, data);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}

QStringList checkedIds(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            out << list->item(i)->data(Qt::UserRole).toString();
        }
    }
    return out;
}

void wipePins(QList<kb::TlsBenchConfig> &configs)
{
    for (kb::TlsBenchConfig &c : configs) {
        pkcs11::wipe(c.token.pin);
    }
}

} // namespace

TlsPanel::TlsPanel(DeviceListModel *devices, QWidget *parent)
    : QWidget(parent)
    , m_devices(devices)
    , m_chart(new TlsChart(this))
    , m_deviceList(new QListWidget(this))
    , m_keyTypes(new QListWidget(this))
    , m_version(new QComboBox(this))
    , m_kex(new QComboBox(this))
    , m_clients(new QSpinBox(this))
    , m_serverThreads(new QSpinBox(this))
    , m_duration(new QDoubleSpinBox(this))
    , m_pin(new QLineEdit(this))
    , m_published(new QCheckBox(tr("Show p&ublished figures"), this))
    , m_start(new QPushButton(tr("&Start TLS"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_tick(new QTimer(this))
{
    setObjectName(QStringLiteral("tlsPanel"));
    m_deviceList->setObjectName(QStringLiteral("tlsDevices"));
    m_keyTypes->setObjectName(QStringLiteral("tlsKeyTypes"));
    m_version->setObjectName(QStringLiteral("tlsVersion"));
    m_kex->setObjectName(QStringLiteral("tlsKex"));
    m_clients->setObjectName(QStringLiteral("tlsClients"));
    m_serverThreads->setObjectName(QStringLiteral("tlsServerThreads"));
    m_duration->setObjectName(QStringLiteral("tlsDuration"));
    m_pin->setObjectName(QStringLiteral("tlsPin"));
    m_published->setObjectName(QStringLiteral("tlsPublished"));
    m_start->setObjectName(QStringLiteral("tlsStart"));
    m_cancel->setObjectName(QStringLiteral("tlsCancel"));
    m_progress->setObjectName(QStringLiteral("tlsProgress"));
    m_status->setObjectName(QStringLiteral("tlsStatus"));

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Full TLS handshakes against a server inside Keyward whose "
                                "private key is on the token (or a CPU key), as a web server "
                                "would use it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *devicesLabel = new QLabel(tr("&Devices"), this);
    devicesLabel->setBuddy(m_deviceList);
    layout->addWidget(devicesLabel);
    m_deviceList->setTextElideMode(Qt::ElideMiddle);
    layout->addWidget(m_deviceList);
    auto *keysLabel = new QLabel(tr("&Key types"), this);
    keysLabel->setBuddy(m_keyTypes);
    layout->addWidget(keysLabel);
    for (const QString &a : kb::TlsBench::algorithms()) {
        addCheckable(m_keyTypes, a, a,
                     a == QLatin1String("RSA-2048") || a == QLatin1String("ECDSA-P256"));
    }
    m_keyTypes->setFixedHeight(m_keyTypes->sizeHintForRow(0) * m_keyTypes->count() +
                               2 * m_keyTypes->frameWidth() + 2);
    layout->addWidget(m_keyTypes);

    auto *form = new QFormLayout;
    m_version->addItem(tr("TLS 1.3"), 13);
    m_version->addItem(tr("TLS 1.2"), 12);
    form->addRow(tr("TLS &version"), m_version);
    m_kex->addItem(tr("ECDHE"), QStringLiteral("ECDHE"));
    m_kex->addItem(tr("DHE (TLS 1.2, RSA keys)"), QStringLiteral("DHE"));
    m_kex->setToolTip(tr("TLS 1.2 with RSA key exchange is not offered: OpenSSL 3 decrypts the "
                         "premaster secret with parameters a token key cannot take here."));
    form->addRow(tr("Key e&xchange"), m_kex);
    m_clients->setRange(1, 64);
    m_clients->setValue(2);
    m_clients->setToolTip(tr("Client threads, each making one full handshake after another"));
    form->addRow(tr("C&onnections"), m_clients);
    m_serverThreads->setRange(1, 64);
    m_serverThreads->setToolTip(tr("Server threads accepting and handshaking, one token session "
                                   "each; the raw sign rate is measured with as many"));
    form->addRow(tr("Server &threads"), m_serverThreads);
    m_duration->setRange(0.2, 3600);
    m_duration->setValue(3);
    m_duration->setSuffix(tr(" s"));
    m_duration->setToolTip(tr("How long handshakes are made per key type, after a one-second "
                              "raw sign loop on the same key"));
    form->addRow(tr("D&uration"), m_duration);
    m_pin->setEchoMode(QLineEdit::Password);
    m_pin->setToolTip(tr("The user PIN of the checked token(s). Not stored; cleared when a run "
                         "starts."));
    form->addRow(tr("Token user &PIN"), m_pin);
    layout->addLayout(form);
    m_published->setChecked(true);
    layout->addWidget(m_published);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    layout->addLayout(buttons);
    m_cancel->setEnabled(false);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    layout->addStretch(1);

    connect(m_start, &QPushButton::clicked, this, &TlsPanel::start);
    connect(m_cancel, &QPushButton::clicked, this, &TlsPanel::cancel);
    connect(m_published, &QCheckBox::toggled, this, &TlsPanel::showRuns);
    connect(m_version, &QComboBox::currentIndexChanged, this, [this] {
        // DHE is measured with TLS 1.2 only.
        if (m_version->currentData().toInt() == 13) {
            m_kex->setCurrentIndex(0);
        }
        m_kex->setEnabled(m_version->currentData().toInt() == 12);
    });
    m_kex->setEnabled(false);
    m_tick->setInterval(200);
    connect(m_tick, &QTimer::timeout, this, [this] {
        const qint64 elapsed = QDateTime::currentMSecsSinceEpoch() - m_caseStartMs;
        const double part = std::min(0.99, double(elapsed) / double(m_caseLengthMs));
        m_progress->setValue(int(100 * (double(m_caseIndex) + part) / double(m_caseCount)));
    });
    fillDevices();
    connect(m_devices, &QAbstractItemModel::rowsInserted, this, &TlsPanel::fillDevices);
    connect(m_devices, &QAbstractItemModel::rowsRemoved, this, &TlsPanel::fillDevices);
    connect(m_devices, &QAbstractItemModel::modelReset, this, &TlsPanel::fillDevices);
    connect(m_devices, &DeviceListModel::deviceChanged, this, &TlsPanel::fillDevices);
}

TlsPanel::~TlsPanel()
{
    m_cancelToken.cancel(); // the handshakes stop; a temporary key is still destroyed
    m_worker.reset();       // joins the case going on
    wipePins(m_pending);
}

void TlsPanel::fillDevices()
{
    const QStringList checked = checkedIds(m_deviceList);
    m_deviceList->clear();
    for (const DeviceInfo &d : m_devices->devices()) {
        if (d.kind == DeviceKind::Pkcs11Token && d.present) {
            addCheckable(m_deviceList, d.isVirtual ? tr("%1 (virtual)").arg(d.name) : d.name, d.id,
                         checked.contains(d.id));
        }
    }
    addCheckable(m_deviceList, tr("CPU baseline (OpenSSL)"), QString::fromLatin1(kCpu),
                 checked.contains(QLatin1String(kCpu)));
}

bool TlsPanel::start()
{
    if (m_running) {
        return false;
    }
    const QStringList ids = checkedIds(m_deviceList);
    const QStringList types = checkedIds(m_keyTypes);
    if (ids.isEmpty() || types.isEmpty()) {
        m_status->setText(tr("Check a token or the CPU baseline, and at least one key type."));
        return false;
    }
    const int version = m_version->currentData().toInt();
    const QString kex = m_kex->currentData().toString();
    if (kex == QLatin1String("DHE")) {
        for (const QString &t : types) {
            if (!t.startsWith(QLatin1String("RSA-"))) {
                m_status->setText(tr("DHE is measured with RSA keys only: uncheck %1.").arg(t));
                return false;
            }
        }
    }
    QList<DeviceInfo> tokens;
    for (const DeviceInfo &d : m_devices->devices()) {
        if (ids.contains(d.id) && d.kind == DeviceKind::Pkcs11Token) {
            tokens << d;
        }
    }
    if (!tokens.isEmpty() && m_pin->text().isEmpty()) {
        m_status->setText(tr("The token's user PIN is needed: enter it under Token user PIN, "
                             "then start again."));
        m_pin->setFocus();
        return false;
    }
    QByteArray pin = m_pin->text().toUtf8();
    m_pin->clear(); // not kept beyond the run that needs it
    kb::TlsBenchConfig base;
    base.tlsVersion = version;
    base.keyExchange = kex;
    base.clients = m_clients->value();
    base.serverThreads = m_serverThreads->value();
    base.duration = std::chrono::milliseconds(qRound64(m_duration->value() * 1000));
    m_pending.clear();
    for (const DeviceInfo &d : tokens) {
        const auto guard = std::make_shared<kb::PinGuard>(); // a refused PIN is not resent
        for (const QString &t : types) {
            kb::TlsBenchConfig c = base;
            c.algorithm = t;
            // DeviceInfo id: "pkcs11:<module>:<serial>", as the page plans it
            c.token.token.module = d.id.section(QLatin1Char(':'), 1, 1);
            c.token.token.serial = d.serial;
            c.token.token.label = d.serial.isEmpty() ? d.name : QString();
            c.token.pin = pin;
            c.token.pin.detach();
            c.token.pinGuard = guard;
            m_pending << c;
        }
    }
    pkcs11::wipe(pin);
    if (ids.contains(QLatin1String(kCpu))) {
        for (const QString &t : types) {
            kb::TlsBenchConfig c = base;
            c.algorithm = t;
            c.cpu = true;
            m_pending << c;
        }
    }
    m_failures.clear();
    m_cancelToken = CancelToken();
    m_caseIndex = 0;
    m_measured = 0;
    m_caseCount = int(m_pending.size());
    if (!m_worker) {
        m_worker = std::make_unique<Worker>(QStringLiteral("bench-tls"));
    }
    setRunning(true);
    runNext();
    return true;
}

void TlsPanel::cancel()
{
    if (m_running) {
        m_cancelToken.cancel();
        m_status->setText(tr("Cancelling: the handshakes stop and a temporary key is removed…"));
    }
}

void TlsPanel::runNext()
{
    if (m_pending.isEmpty()) {
        const QString done = tr("Done: %n case(s) measured.", "", m_measured);
        finish(false, m_failures.isEmpty()
                          ? done
                          : done + QLatin1Char('\n') + m_failures.join(QLatin1Char('\n')));
        return;
    }
    kb::TlsBenchConfig c = m_pending.takeFirst();
    const QString device = c.cpu                           ? tr("the CPU")
                           : c.token.token.label.isEmpty() ? c.token.token.serial
                                                           : c.token.token.label;
    const QString what = tr("%1 on %2").arg(c.algorithm, device);
    m_status->setText(tr("TLS handshakes with %1 (case %2 of %3)…")
                          .arg(what)
                          .arg(m_caseIndex + 1)
                          .arg(m_caseCount));
    m_caseStartMs = QDateTime::currentMSecsSinceEpoch();
    m_caseLengthMs = c.duration.count() + c.signDuration.count() + 300;
    const CancelToken token = m_cancelToken;
    auto future = m_worker->run(
        [c = std::move(c), token]() mutable { return kb::TlsBench::run(std::move(c), token); });
    whenFinished(future, this, [this, what](const Result<kb::TlsBenchResult> &r) {
        ++m_caseIndex;
        if (!r) {
            if (r.error().is(ErrorKind::Cancelled) || m_cancelToken.isCancelled()) {
                finish(true, tr("Cancelled."));
                return;
            }
            m_failures << tr("Not measured: %1: %2").arg(what, r.error().userMessage());
        } else {
            const kb::TlsBenchResult &result = r.value();
            if (!kb::isTlsMeasurement(result)) { // a failure: neither charted nor stored
                m_failures << tr("No handshake completed with %1, so the run was not stored: %2")
                                  .arg(what, result.firstFailure);
            } else {
                m_runs << result;
                ++m_measured;
                showRuns();
                Q_EMIT caseMeasured(result);
            }
        }
        if (m_cancelToken.isCancelled()) {
            finish(true, tr("Cancelled."));
            return;
        }
        runNext();
    });
}

void TlsPanel::finish(bool cancelled, const QString &status)
{
    wipePins(m_pending);
    m_pending.clear();
    setRunning(false);
    m_progress->setValue(cancelled ? m_progress->value() : 100);
    m_status->setText(status);
    Q_EMIT runFinished(cancelled);
}

void TlsPanel::setRunning(bool running)
{
    m_running = running;
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    if (running) {
        m_progress->setValue(0);
        m_tick->start();
    } else {
        m_tick->stop();
    }
}

void TlsPanel::setStoredRuns(const QList<kb::TlsBenchResult> &runs)
{
    m_stored = runs;
    showRuns();
}

void TlsPanel::showRuns()
{
    m_chart->setRuns(m_runs + m_stored, m_published->isChecked());
}

} // namespace keyward::gui::bench
