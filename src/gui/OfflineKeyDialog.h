// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProgressRelay.h"
#include "StepOutput.h"
#include "core/Continuation.h"
#include "core/Result.h"

#include <QDialog>
#include <QPushButton>

#include <initializer_list>
#include <utility>

class QLabel;
class QLayout;
class QLineEdit;

namespace keyward::gui {

/**
 * The frame of the dialogs that change a key from its secret key file in a temporary keyring
 * (KeyRenewDialog, KeyCardLostDialog, KeyRotateDialog), in the two steps of app::OfflineKeyJob:
 * the secret key file and its passphrase, "Prepare" on the job's worker with progress, the
 * question naming what would change, the button that applies it and the report read back
 * afterwards. Closing before applying discards the prepared change; the dialog cannot be closed
 * while a step runs. The GUI thread never waits for gpg.
 *
 * Object names for tests: `<prefix>Backup`, `<prefix>Passphrase`, `<prefix>Problem`,
 * `<prefix>Prepare`, `<prefix>Apply`, `<prefix>Text`.
 */
class OfflineKeyDialog : public QDialog
{
    Q_OBJECT
public:
    bool isWorking() const { return m_working; }
    /// What the dialog shows below the form (the plan, then the report), for tests.
    QString text() const;

    void reject() override;

Q_SIGNALS:
    /// Prepare ended: the plan is shown (true) or a problem is (false).
    void prepared(bool ok);

protected:
    /// `prefix` names the widgets; `setting` keeps the last secret key file chosen.
    OfflineKeyDialog(const QString &prefix, const QString &setting, QWidget *parent);
    ~OfflineKeyDialog() override;

    /// The widgets the derived class adds to its form (disabled while a step runs).
    virtual QList<QWidget *> formWidgets() const = 0;
    /// Drops the prepared change on the job's worker.
    virtual void discardPrepared() = 0;
    /// The buttons' actions: check the form, then startPrepare() / startApply().
    virtual void prepare() = 0;
    virtual void apply() = 0;
    /// Called when the form is enabled or disabled (for fields that depend on a choice).
    virtual void updateForm() {}

    /// The secret key file row (a field and "Choose…") and its label, for the form.
    QLayout *backupRow() const { return m_backupRow; }
    QLabel *backupLabel() const { return m_backupLabel; }
    QLineEdit *backupField() const { return m_backup; }
    QLineEdit *passphraseField() const { return m_passphrase; }
    static QString passphraseLabel();
    StepOutput *output() const { return m_output; }

    /// The intro, the form, the output and the buttons Prepare and `applyText` (Close too), in
    /// a window `widthChars` average characters wide.
    void layOut(QLabel *intro, QLayout *form, const QString &applyText, int widthChars);
    /// Extra widgets below the output (shown by the derived class when it wants).
    void addBelowOutput(QWidget *widget);

    void setFormEnabled(bool enabled);
    void startWork(const QString &what);
    void endWork();
    void failWork(const QString &problem);
    /// The passphrase typed (the field is cleared); empty with a sentence shown when none is.
    QByteArray takePassphrase();
    /// Remembers the secret key file chosen (after the form was checked).
    void rememberBackup();

    /// Runs `job.prepare(request)` on its worker: on an answer that `refusal` (Plan → sentence)
    /// leaves empty, shows `caption` and `changes(plan)` and offers the apply button.
    template<class Job, class Request, class Refusal, class Changes>
    void startPrepare(Job &job, const Request &request, const QString &what, const QString &caption,
                      Refusal refusal, Changes changes)
    {
        QByteArray passphrase = takePassphrase();
        if (passphrase.isEmpty()) {
            return;
        }
        m_output->showProblem({});
        rememberBackup();
        startWork(what);
        whenFinished(job.prepare(request, std::move(passphrase),
                                 relayProgress(m_output, &StepOutput::showStep)),
                     this,
                     [this, &job, caption, refusal = std::move(refusal),
                      changes = std::move(changes)](const auto &plan) {
                         endWork();
                         if (!plan.ok()) {
                             failWork(plan.error().userMessage());
                             Q_EMIT prepared(false);
                             return;
                         }
                         if (const QString refused = refusal(plan.value()); !refused.isEmpty()) {
                             job.discard();
                             failWork(refused);
                             Q_EMIT prepared(false);
                             return;
                         }
                         m_isPrepared = true;
                         m_output->finish(caption, changes(plan.value()));
                         m_apply->setEnabled(true);
                         m_apply->setFocus();
                         Q_EMIT prepared(true);
                     });
    }

    /// Applies what startPrepare() prepared: `done(report)` shows the report read back and
    /// answers true, or the problem is shown and `ended(false)` is called.
    template<class Job, class Report, class Ended>
    void startApply(Job &job, const QString &what, Report report, Ended ended)
    {
        if (!m_isPrepared || m_working) {
            return;
        }
        m_isPrepared = false;
        startWork(what);
        whenFinished(
            job.apply(relayProgress(m_output, &StepOutput::showStep)), this,
            [this, report = std::move(report), ended = std::move(ended)](const auto &answer) {
                endWork();
                if (!answer.ok()) {
                    failWork(answer.error().userMessage());
                    ended(false);
                    return;
                }
                report(answer.value());
                ended(true);
            });
    }

private:
    void chooseBackup();

    QString m_setting;
    QLineEdit *m_backup = nullptr;
    QPushButton *m_browse = nullptr;
    QLayout *m_backupRow = nullptr;
    QLabel *m_backupLabel = nullptr;
    QLineEdit *m_passphrase = nullptr;
    StepOutput *m_output = nullptr;
    QPushButton *m_prepare = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_close = nullptr;
    QLayout *m_main = nullptr;
    bool m_working = false;
    bool m_isPrepared = false;
};

} // namespace keyward::gui
