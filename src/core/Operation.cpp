// SPDX-License-Identifier: GPL-3.0-or-later
#include "Operation.h"

#include <QMetaObject>

namespace keyward {

Operation::Operation(QString title, QObject *parent)
    : QObject(parent)
    , m_title(std::move(title))
{}

qint64 Operation::elapsedMs() const
{
    return m_clock.isValid() ? m_clock.elapsed() : 0;
}

void Operation::reportProgress(qint64 done, qint64 total, const QString &message)
{
    // Called from worker threads: hop to the operation's thread.
    QMetaObject::invokeMethod(
        this, [this, done, total, message] { Q_EMIT progressChanged(done, total, message); },
        Qt::QueuedConnection);
}

void Operation::start()
{
    m_clock.start();
    setState(State::Running);
}

void Operation::cancel()
{
    if (m_state != State::Running) {
        return;
    }
    m_token.cancel();
    // The job decides when it can stop; it then calls fail(Error::cancelled()).
}

void Operation::succeed(const QString &message)
{
    setState(State::Succeeded);
    Q_EMIT finished(true, message);
}

void Operation::fail(const Error &error)
{
    m_error = error;
    setState(error.is(ErrorKind::Cancelled) ? State::Cancelled : State::Failed);
    Q_EMIT finished(false, error.userMessage());
}

void Operation::setState(State s)
{
    if (m_state == s) {
        return;
    }
    m_state = s;
    Q_EMIT stateChanged(s);
}

} // namespace keyward
