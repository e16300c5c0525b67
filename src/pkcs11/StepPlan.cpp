// SPDX-License-Identifier: GPL-3.0-or-later
#include "StepPlan.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {

std::function<void(const QString &)> &afterStepHook()
{
    static std::function<void(const QString &)> hook;
    return hook;
}

} // namespace

void StepPlan::setAfterStepHook(std::function<void(const QString &)> hook)
{
    afterStepHook() = std::move(hook);
}

void StepPlan::add(const QString &name, std::function<Status()> run, std::function<Status()> undo)
{
    m_steps.append(Step{name, std::move(run), std::move(undo)});
}

StepPlan::Outcome StepPlan::run(const CancelToken &cancel)
{
    Outcome out;
    QList<const Step *> made;
    qsizetype next = 0;
    for (; next < m_steps.size(); ++next) {
        if (cancel.isCancelled()) {
            out.cancelled = true;
            break;
        }
        const Step &step = m_steps.at(next);
        if (Status s = step.run(); !s) {
            out.error = s.error();
            out.notDone << step.name; // a failed step made nothing (or cleaned up itself)
            ++next;
            break;
        }
        made << &step;
        if (const auto &hook = afterStepHook()) {
            hook(step.name);
        }
    }
    for (qsizetype i = next; i < m_steps.size(); ++i) {
        out.notDone << m_steps.at(i).name;
    }
    const bool stopped = out.cancelled || out.error.isError();
    for (auto it = made.crbegin(); it != made.crend(); ++it) {
        const Step *step = *it;
        if (!stopped || !step->undo) {
            out.done.prepend(step->name);
        } else if (Status s = step->undo(); s) {
            out.undone.prepend(step->name);
        } else {
            out.undoFailed.prepend(step->name);
        }
    }
    return out;
}

QString StepPlan::Outcome::summary() const
{
    const auto list = [](const QStringList &l) { return l.join(QStringLiteral(", ")); };
    QStringList parts;
    if (!done.isEmpty()) {
        parts << QCoreApplication::translate("keyward::pkcs11::StepPlan", "Done: %1.")
                     .arg(list(done));
    }
    if (!undone.isEmpty()) {
        parts << QCoreApplication::translate("keyward::pkcs11::StepPlan",
                                             "Written, then removed again: %1.")
                     .arg(list(undone));
    }
    if (!undoFailed.isEmpty()) {
        parts << QCoreApplication::translate("keyward::pkcs11::StepPlan",
                                             "Left on the token (removing it failed): %1.")
                     .arg(list(undoFailed));
    }
    if (!notDone.isEmpty()) {
        parts << QCoreApplication::translate("keyward::pkcs11::StepPlan", "Not done: %1.")
                     .arg(list(notDone));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace keyward::pkcs11
