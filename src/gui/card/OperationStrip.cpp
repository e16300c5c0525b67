// SPDX-License-Identifier: GPL-3.0-or-later
#include "OperationStrip.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

namespace {
const char *kOkStyle = "QLabel { background: #e3f4e1; color: #1d4d17; border: 1px solid #9ccc94; "
                       "padding: 4px; }";
const char *kFailStyle = "QLabel { background: #fbe3e1; color: #6b1410; border: 1px solid "
                         "#e09a94; padding: 4px; }";
constexpr qint64 kShowElapsedFromSeconds = 2;
const char *kCancelStyle = "QLabel { background: #fdf3d8; color: #5c4300; border: 1px solid "
                           "#e0c474; padding: 4px; }";
} // namespace

OperationStrip::OperationStrip(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_elapsed(new QLabel(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_result(new QLabel(this))
    , m_running(new QWidget(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout(m_running);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_title, 2);
    row->addWidget(m_bar, 1);
    row->addWidget(m_elapsed);
    row->addWidget(m_cancel);
    m_bar->setTextVisible(false);
    m_bar->setMaximumHeight(12);
    m_bar->setMinimumWidth(80);
    m_bar->setMaximumWidth(320); // the words matter more than the bar
    m_title->setObjectName(QStringLiteral("operationTitle"));
    m_title->setWordWrap(true);
    m_elapsed->setObjectName(QStringLiteral("operationElapsed"));
    m_cancel->setObjectName(QStringLiteral("operationCancel"));
    m_result->setObjectName(QStringLiteral("operationResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(m_running);
    outer->addWidget(m_result);
    m_running->hide();
    m_result->hide();
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &OperationStrip::tick);
    connect(m_cancel, &QPushButton::clicked, this, &OperationStrip::onCancel);
}

void OperationStrip::track(Operation *operation, const QString &cancelNote)
{
    m_operation = operation;
    m_cancelNote = cancelNote.isEmpty() ? tr("Cancelling after the current step…") : cancelNote;
    clearResult();
    m_title->setText(tr("%1…").arg(operation->title()));
    m_bar->setRange(0, 0); // busy until the job reports a measure
    m_elapsed->clear();
    m_lastMessage.clear();
    m_cancel->setVisible(operation->isCancellable());
    m_cancel->setEnabled(true);
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
    // An operation that ends within a second or two gets no clock ("0:00 elapsed" says nothing).
    if (s < kShowElapsedFromSeconds) {
        m_elapsed->clear();
        return;
    }
    m_elapsed->setText(tr("%1:%2 elapsed").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')));
}

bool OperationStrip::eventFilter(QObject *watched, QEvent *event)
{
    // A failure stays in view until the user turns to something else: the next dialog
    // opened over this window does not sit under a stale red "Failed".
    if (event->type() == QEvent::Show && m_failureShown) {
        if (auto *dialog = qobject_cast<QDialog *>(watched);
            dialog && dialog->parentWidget() && dialog->parentWidget()->window() == window()) {
            clearResult();
        }
    }
    return QWidget::eventFilter(watched, event);
}

void OperationStrip::onProgress(qint64 done, qint64 total, const QString &message)
{
    if (total > 0) {
        m_bar->setRange(0, 1000);
        m_bar->setValue(static_cast<int>(done * 1000 / total));
    } else {
        m_bar->setRange(0, 0);
    }
    // A plain pointer once checked: GCC cannot see through QPointer that it
    // stays non-null (-Wnull-dereference).
    const Operation *op = m_operation.data();
    if (!op) {
        return;
    }
    if (!message.isEmpty()) {
        m_lastMessage = message;
    }
    if (op->token().isCancelled()) {
        // The job moved on to a step it cannot stop; keep saying what comes.
        m_title->setText(tr("%1: %2 — %3").arg(op->title(), message, m_cancelNote));
    } else if (!message.isEmpty()) {
        m_title->setText(tr("%1: %2").arg(op->title(), message));
    }
}

void OperationStrip::onCancel()
{
    Operation *op = m_operation.data();
    if (!op) {
        return;
    }
    op->cancel();
    m_cancel->setEnabled(false);
    // Keep saying what the card is doing: that step still runs to its end.
    m_title->setText(m_lastMessage.isEmpty()
                         ? tr("%1: %2").arg(op->title(), m_cancelNote)
                         : tr("%1: %2 — %3").arg(op->title(), m_lastMessage, m_cancelNote));
}

void OperationStrip::onFinished(bool ok, const QString &message)
{
    m_timer.stop();
    tick();
    const QString elapsed = m_elapsed->text();
    const Operation *op = m_operation.data();
    const bool cancelled = op && op->state() == Operation::State::Cancelled;
    const QString detail = cancelled ? op->error().detail : QString();
    m_operation = nullptr;
    m_running->hide();
    if (cancelled) {
        const QString what = detail.isEmpty() ? tr("the operation stopped") : detail;
        showOutcome(
            tr("Cancelled: %1").arg(elapsed.isEmpty() ? what : tr("%1 (%2)").arg(what, elapsed)),
            {}, kCancelStyle);
        return;
    }
    showResult(ok, elapsed.isEmpty() ? message : tr("%1 (%2)").arg(message, elapsed));
}

void OperationStrip::showResult(bool ok, const QString &message)
{
    showOutcome(ok ? tr("Done: %1").arg(message) : tr("Failed: %1").arg(message), {},
                ok ? kOkStyle : kFailStyle);
}

void OperationStrip::showOutcome(const QString &prefix, const QString &message, const char *style)
{
    m_result->setText(message.isEmpty() ? prefix : prefix + message);
    m_result->setStyleSheet(QString::fromLatin1(style));
    m_result->show();
    m_failureShown = style == kFailStyle;
    if (m_failureShown && !m_watchingDialogs) {
        qApp->installEventFilter(this); // see eventFilter(): only while a failure shows
        m_watchingDialogs = true;
    }
}

void OperationStrip::showNotice(const QString &message)
{
    showOutcome(message, {}, kCancelStyle);
}

void OperationStrip::clearResult()
{
    m_result->clear();
    m_result->hide();
    m_failureShown = false;
    if (m_watchingDialogs) {
        qApp->removeEventFilter(this);
        m_watchingDialogs = false;
    }
}

QString OperationStrip::resultText() const
{
    return m_result->text();
}

} // namespace keyward::gui::card
