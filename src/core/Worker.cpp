// SPDX-License-Identifier: GPL-3.0-or-later
#include "Worker.h"

#include <QEventLoop>
#include <QMetaObject>

#include <future>

namespace keyward {

Worker::Worker(const QString &name)
{
    std::promise<void> ready;
    std::future<void> started = ready.get_future();
    m_thread = std::thread([this, name, &ready] {
        QThread *self = QThread::currentThread(); // adopts this thread
        self->setObjectName(name);
        QObject context;
        QEventLoop loop;
        m_qthread = self;
        m_context = &context;
        ready.set_value(); // `ready` is gone after this; m_* are set
        loop.exec();       // until ~Worker's quit()
        // `context` goes now, and with it the jobs still queued for it.
        // Qt deletes its QThread object for this thread as the thread ends.
    });
    started.wait();
}

Worker::~Worker()
{
    // QThread::quit() ends the thread's event loop after the job in flight,
    // also when it is called before the loop started.
    m_qthread->quit();
    m_thread.join();
}

void Worker::post(std::function<void()> job)
{
    QMetaObject::invokeMethod(m_context, std::move(job), Qt::QueuedConnection);
}

bool Worker::isCurrent() const
{
    return QThread::currentThread() == m_qthread;
}

} // namespace keyward
