// SPDX-License-Identifier: GPL-3.0-or-later
#include "OperationStrip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace keyward::gui::card {

OperationStrip::OperationStrip(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_elapsed(new QLabel(this))
    , m_result(new QLabel(this))
    , m_running(new QWidget(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout(m_running);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_title);
    row->addWidget(m_bar, 1);
    row->addWidget(m_elapsed);
    m_bar->setTextVisible(false);
    m_bar->setMaximumHeight(12);
    m_title->setObjectName(QStringLiteral("operationTitle"));
    m_elapsed->setObjectName(QStringLiteral("operationElapsed"));
    m_result->setObjectName(QStringLiteral("operationResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_running);
    outer->addWidget(m_result);
    m_running->hide();
    m_result->hide();
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &OperationStrip::tick);
}

void OperationStrip::track(Operation *operation)
{
    m_operation = operation;
    clearResult();
    m_title->setText(tr("%1…").arg(operation->title()));
    m_bar->setRange(0, 0); // busy until the job reports a measure
    m_elapsed->clear();
    m_running->show();
    connect(operation, &Operation::progressChanged, this, &OperationStrip::onProgress);
    connect(operation, &Operation::finished, this, &OperationStrip::onFinished);
    m_timer.start();
    tick();
}

void OperationStrip::tick()
{
    if (!m_operation) {
        return;
    }
    const qint64 s = m_operation->elapsedMs() / 1000;
    m_elapsed->setText(tr("%1:%2 elapsed").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')));
}

void OperationStrip::onProgress(qint64 done, qint64 total, const QString &message)
{
    if (total > 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(done * 1000 / total));
    } else {
        m_bar->setRange(0, 0);
    }
    if (!message.isEmpty() && m_operation) {
        m_title->setText(tr("%1: %2").arg(m_operation->title(), message));
    }
}

void OperationStrip::onFinished(bool ok, const QString &message)
{
    m_timer.stop();
    tick();
    const QString elapsed = m_elapsed->text();
    m_operation = nullptr;
    m_running->hide();
    showResult(ok, elapsed.isEmpty() ? message : tr("%1 (%2)").arg(message, elapsed));
}

void OperationStrip::showResult(bool ok, const QString &message)
{
    m_result->setText(ok ? tr("Done: %1").arg(message) : tr("Failed: %1").arg(message));
    m_result->setStyleSheet(
        ok ? QStringLiteral("QLabel { background: #e3f4e1; color: #1d4d17; border: 1px solid "
                            "#9ccc94; padding: 4px; }")
           : QStringLiteral("QLabel { background: #fbe3e1; color: #6b1410; border: 1px solid "
                            "#e09a94; padding: 4px; }"));
    m_result->show();
}

void OperationStrip::clearResult()
{
    m_result->clear();
    m_result->hide();
}

QString OperationStrip::resultText() const
{
    return m_result->text();
}

} // namespace keyward::gui::card
