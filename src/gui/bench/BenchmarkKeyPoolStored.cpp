// SPDX-License-Identifier: GPL-3.0-or-later
// The key pool panel and the result store: each finished experiment saved on
// the store's thread, and a stored one chosen and drawn again.
#include "BenchmarkKeyPool.h"

#include "KeyPoolCharts.h"
#include "bench/KeyPoolRecord.h"
#include "bench/StoreWorker.h"
#include "core/Continuation.h"
#include "core/Logging.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace keyward::gui::bench {

namespace kb = keyward::bench;

QWidget *KeyPoolPanel::makeStoredRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(tr("S&tored experiments:"), row);
    m_stored = new QComboBox(row);
    m_stored->setObjectName(QStringLiteral("keyPoolStored"));
    m_stored->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_stored->setMinimumContentsLength(20);
    m_stored->setToolTip(tr("Experiments stored for the checked devices (all stored ones when "
                            "no device is checked), newest first."));
    label->setBuddy(m_stored);
    m_showStored = new QPushButton(tr("S&how"), row);
    m_showStored->setObjectName(QStringLiteral("keyPoolShowStored"));
    m_showStored->setEnabled(false);
    layout->addWidget(label);
    layout->addWidget(m_stored, 1);
    layout->addWidget(m_showStored);
    connect(m_showStored, &QPushButton::clicked, this, [this] {
        if (m_stored->currentIndex() >= 0) {
            showStored(m_stored->currentData().toLongLong());
        }
    });
    return row;
}

void KeyPoolPanel::setStore(kb::StoreWorker *store,
                            std::function<QList<kb::DeviceIdentity>()> devices)
{
    m_store = store;
    m_devices = std::move(devices);
    refreshStored();
}

void KeyPoolPanel::refreshStored(std::function<void()> done)
{
    if (!m_store) {
        return;
    }
    whenFinished(m_store->keyPoolPairs(), this,
                 [this, done](const Result<QList<kb::StoredKeyPoolPair>> &pairs) {
                     const qint64 current =
                         m_stored->currentIndex() >= 0 ? m_stored->currentData().toLongLong() : -1;
                     m_stored->clear();
                     if (!pairs) {
                         qCWarning(lcGui) << pairs.error().technical();
                     }
                     const QList<kb::DeviceIdentity> devices =
                         m_devices ? m_devices() : QList<kb::DeviceIdentity>{};
                     // Stores leave device ids out unless asked: compare what they keep.
                     const auto checked = [&devices](const kb::DeviceIdentity &d) {
                         return devices.isEmpty() ||
                                std::any_of(devices.cbegin(), devices.cend(), [&d](const auto &c) {
                                    return c.vendor == d.vendor && c.model == d.model &&
                                           c.isVirtual == d.isVirtual;
                                });
                     };
                     for (const kb::StoredKeyPoolPair &p :
                          pairs ? pairs.value() : QList<kb::StoredKeyPoolPair>{}) {
                         if (checked(p.device)) {
                             m_stored->addItem(p.label(), p.id());
                             // The whole label when the box is too narrow for it.
                             m_stored->setItemData(m_stored->count() - 1, p.label(),
                                                   Qt::ToolTipRole);
                         }
                     }
                     const int keep = m_stored->findData(current);
                     if (keep >= 0) {
                         m_stored->setCurrentIndex(keep);
                     }
                     m_showStored->setEnabled(m_stored->count() > 0);
                     if (done) {
                         done();
                     }
                 });
}

void KeyPoolPanel::showStored(qint64 runId)
{
    if (!m_store || m_running) {
        return;
    }
    whenFinished(
        m_store->loadKeyPoolPair(runId), this, [this](const Result<kb::StoredKeyPoolPair> &pair) {
            if (!pair) {
                m_status->setText(tr("The stored experiment could not be read: %1")
                                      .arg(pair.error().userMessage()));
                return;
            }
            if (m_running) {
                return; // a run started meanwhile: its charts win
            }
            KeyPoolCharts::Shown shown;
            shown.device = pair.value().device;
            shown.keyType = pair.value().keyType;
            shown.onDemand = pair.value().onDemand;
            shown.pool = pair.value().pool;
            m_charts->setRuns(shown);
            m_progress->setValue(0);
            m_status->setText(tr("Showing the stored experiment: %1.").arg(pair.value().label()));
            Q_EMIT storedShown();
        });
}

void KeyPoolPanel::storeOutcome(const kb::DeviceIdentity &device, const QString &keyType,
                                const Outcome &outcome)
{
    if (!m_store) {
        return;
    }
    whenFinished(m_store->saveKeyPoolRuns({outcome.onDemand, outcome.pool}, device, keyType,
                                          kb::Environment::current(outcome.software)),
                 this, [this](const Result<QList<qint64>> &ids) {
                     if (!ids) {
                         qCWarning(lcGui) << ids.error().technical();
                         m_status->setText(m_status->text() + QLatin1Char('\n') +
                                           tr("Not stored: %1").arg(ids.error().userMessage()));
                         Q_EMIT stored(false);
                         return;
                     }
                     QStringList words;
                     for (qint64 id : ids.value()) {
                         words << QString::number(id);
                     }
                     if (!m_running) {
                         m_status->setText(
                             m_status->text() + QLatin1Char('\n') +
                             tr("Stored as runs %1.").arg(words.join(QStringLiteral(", "))));
                     }
                     refreshStored([this] { Q_EMIT stored(true); });
                 });
}

} // namespace keyward::gui::bench
