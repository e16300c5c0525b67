// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/KeyPoolCommands.h"

#include <QGroupBox>
#include <QTimer>

class QLabel;
class QProgressBar;
class QPushButton;

namespace keyward::gui::token {

class TokenOperations;

/// The "Key pool" group of the token page: what the pool of the shown token
/// holds (support or the token's reason why not, the key-encryption key,
/// stored keys, ready keys, the last fill's rate), "Fill…" with a progress
/// bar and "Empty the pool…". Every step runs through TokenOperations; the
/// status is read again when the page is idle after a change.
class TokenPoolGroup : public QGroupBox
{
    Q_OBJECT
public:
    explicit TokenPoolGroup(TokenOperations *ops, QWidget *parent = nullptr);

    /// The status lines as shown (for tests and screen readers).
    QString statusText() const;

private:
    void showStatus(const app::PoolStatusReport &status);
    void showUnreadable(const QString &message);
    void busyChanged(bool busy);
    /// The page is about to be idle: read the status again if it may have changed.
    void settle();
    void updateButtons();
    void updateProgress();

    TokenOperations *m_ops;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_fill;
    QPushButton *m_empty;
    QTimer m_progressTimer;
    bool m_stale = true;
    bool m_supported = false;
};

} // namespace keyward::gui::token
