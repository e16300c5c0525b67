// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Operation.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace keyward::gui::card {

/**
 * One line under the card's title: while an operation runs, its title, a
 * busy or percentage bar and the elapsed time (card operations give no
 * measure; RSA-4096 on a Gnuk takes minutes); afterwards its outcome in
 * words ("Done:" / "Failed:"), not only in colour.
 */
class OperationStrip : public QWidget
{
    Q_OBJECT
public:
    explicit OperationStrip(QWidget *parent = nullptr);

    /// Follow a running operation until it finishes. When it is cancellable
    /// a Cancel button is shown; `cancelNote` is what the strip says after
    /// it was pressed (a command already sent to the card cannot be
    /// aborted, so the operation stops at its next step).
    void track(keyward::Operation *operation, const QString &cancelNote = {});
    /// Show an outcome (success or failure) without an operation.
    void showResult(bool ok, const QString &message);
    /// Show a notice in the result line (amber): something the user should know that is
    /// neither a success nor a failure of an operation of theirs.
    void showNotice(const QString &message);
    /// Hide the result line.
    void clearResult();

    /// The outcome line's text (for tests and screen readers).
    QString resultText() const;
    bool isRunning() const { return !m_operation.isNull(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void tick();
    void onProgress(qint64 done, qint64 total, const QString &message);
    void onFinished(bool ok, const QString &message);
    void onCancel();
    void showOutcome(const QString &prefix, const QString &message, const char *style);

    QPointer<keyward::Operation> m_operation;
    QLabel *m_title;
    QProgressBar *m_bar;
    QLabel *m_elapsed;
    QPushButton *m_cancel;
    QString m_cancelNote;
    QString m_lastMessage; // the job's last progress message
    QLabel *m_result;
    QWidget *m_running;
    QTimer m_timer;
    bool m_failureShown = false;
    bool m_watchingDialogs = false;
};

} // namespace keyward::gui::card
