// SPDX-License-Identifier: GPL-3.0-or-later
#include "Worker.h"

#include <QMetaObject>

namespace keyward {

Worker::Worker(const QString &name)
    : m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(name);
    m_context = new QObject;
    m_context->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
}

Worker::~Worker()
{
    m_thread->quit();
    m_thread->wait();
}

void Worker::post(std::function<void()> job)
{
    QMetaObject::invokeMethod(m_context, std::move(job), Qt::QueuedConnection);
}

bool Worker::isCurrent() const
{
    return QThread::currentThread() == m_thread.get();
}

} // namespace keyward
