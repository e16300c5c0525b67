// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Operation.h"
#include "core/Result.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace keyward::pkcs11 {

/**
 * The steps of one token operation that Cancel may stop between. A Cryptoki
 * call cannot be interrupted, so the CancelToken is checked before each
 * step, never during one. When the plan stops (cancelled, or a step
 * failed) the steps done so far that have an undo are undone, newest first:
 * what belongs together (a PKCS#12 file's key, public key and certificate)
 * is either all on the token or none of it.
 *
 * Pure control flow: the steps are closures, so tests drive it with fakes.
 */
class StepPlan
{
public:
    /// name: what the step makes, for the report ("the private key").
    void add(const QString &name, std::function<Status()> run, std::function<Status()> undo = {});

    struct Outcome
    {
        QStringList done;       ///< steps that ran and stay done
        QStringList undone;     ///< steps that ran and were undone after the stop
        QStringList notDone;    ///< steps that never ran
        QStringList undoFailed; ///< steps whose undo failed: still on the token
        bool cancelled = false;
        Error error; ///< the failed step's error (not set for a cancel)

        bool ok() const { return !cancelled && !error.isError(); }
        /// "Done: …. Removed again: …. Not done: …." for the user.
        QString summary() const;
    };

    /// Run the steps in order; `cancel` is read before each step.
    Outcome run(const CancelToken &cancel);

    /// Test hook: called (on the worker) after each step that succeeded, before
    /// the cancel check, with the step's name — a test cancels here to stand
    /// for a Cancel that arrived during the step. Empty by default.
    static void setAfterStepHook(std::function<void(const QString &)> hook);

private:
    struct Step
    {
        QString name;
        std::function<Status()> run;
        std::function<Status()> undo;
    };
    QList<Step> m_steps;
};

} // namespace keyward::pkcs11
