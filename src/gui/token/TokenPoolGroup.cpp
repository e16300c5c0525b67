// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenPoolGroup.h"

#include "TokenOperations.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::token {

namespace {
constexpr int kProgressMs = 250; // how often the bar looks at the keys made
}

TokenPoolGroup::TokenPoolGroup(TokenOperations *ops, QWidget *parent)
    : QGroupBox(tr("Key pool"), parent)
    , m_ops(ops)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_fill(new QPushButton(tr("Fill…"), this))
    , m_empty(new QPushButton(tr("Empty the pool…"), this))
{
    setObjectName(QStringLiteral("keyPoolGroup"));
    m_status->setObjectName(QStringLiteral("poolStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setAccessibleName(tr("Key pool status"));
    m_progress->setObjectName(QStringLiteral("poolFillProgress"));
    m_progress->setFormat(tr("%v of %m keys"));
    m_progress->hide();
    m_fill->setObjectName(QStringLiteral("poolFillButton"));
    m_fill->setToolTip(tr("Generate key pairs on the token, wrap their private keys and store "
                          "them on this computer"));
    m_empty->setObjectName(QStringLiteral("poolEmptyButton"));
    m_empty->setToolTip(tr("Remove every wrapped key of this token from this computer"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fill);
    buttons->addWidget(m_empty);
    buttons->addWidget(m_progress, 1);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(buttons);

    m_progressTimer.setInterval(kProgressMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &TokenPoolGroup::updateProgress);
    connect(m_fill, &QPushButton::clicked, m_ops, &TokenOperations::fillPool);
    connect(m_empty, &QPushButton::clicked, m_ops, &TokenOperations::emptyPool);
    connect(m_ops, &TokenOperations::poolChanged, this, &TokenPoolGroup::showStatus);
    connect(m_ops, &TokenOperations::poolUnreadable, this, &TokenPoolGroup::showUnreadable);
    connect(m_ops, &TokenOperations::busyChanged, this,
            [this](bool busy, const QString &) { busyChanged(busy); });
    connect(m_ops, &TokenOperations::finishing, this, &TokenPoolGroup::settle);
    // What can change the pool's status: read it again once the page is idle.
    const auto stale = [this] { m_stale = true; };
    connect(m_ops, &TokenOperations::tokenChanged, this, stale);
    connect(m_ops, &TokenOperations::loginChanged, this, stale);
    connect(m_ops, &TokenOperations::objectsChanged, this, stale);
    connect(m_ops, &TokenOperations::succeeded, this, stale);
    m_status->setText(tr("Reading the key pool…"));
    updateButtons();
}

QString TokenPoolGroup::statusText() const
{
    return m_status->text();
}

void TokenPoolGroup::showStatus(const app::PoolStatusReport &status)
{
    m_supported = status.support.supported;
    m_status->setText(app::PoolStatusCommand::lines(status).join(QLatin1Char('\n')));
    updateButtons();
}

void TokenPoolGroup::showUnreadable(const QString &message)
{
    m_supported = false;
    m_status->setText(message);
    updateButtons();
}

void TokenPoolGroup::busyChanged(bool busy)
{
    if (busy) {
        if (m_ops->poolFillAsked() > 0 && !m_progressTimer.isActive()) {
            m_progress->setRange(0, m_ops->poolFillAsked());
            m_progress->setValue(0);
            m_progress->show();
            m_progressTimer.start();
        }
    } else {
        m_progressTimer.stop();
        m_progress->hide();
    }
    updateButtons();
}

void TokenPoolGroup::settle()
{
    if (m_stale && m_ops->hasToken()) {
        m_stale = false;
        m_ops->readPool(); // starts before the page goes idle: no gap between
    }
}

void TokenPoolGroup::updateProgress()
{
    if (m_ops->poolFillAsked() > 0) {
        m_progress->setValue(m_ops->poolFillMade());
    }
}

void TokenPoolGroup::updateButtons()
{
    const bool idle = m_ops->hasToken() && !m_ops->busy() && m_ops->token().isInitialized();
    m_fill->setEnabled(idle && m_supported);
    m_empty->setEnabled(idle);
}

} // namespace keyward::gui::token
