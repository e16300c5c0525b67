// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRenewDialog.h"

#include "ProgressRelay.h"
#include "StepOutput.h"
#include "app/KeyRenewCommand.h"
#include "app/KeyRenewJob.h"
#include "core/Continuation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace keyward::gui {

namespace {

const QString kBackupSetting = QStringLiteral("keyRenew/backup");

QComboBox *choice(const QStringList &values, const QStringList &labels, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (qsizetype i = 0; i < values.size(); ++i) {
        box->addItem(labels.at(i), values.at(i));
    }
    return box;
}

} // namespace

KeyRenewDialog::KeyRenewDialog(QWidget *parent)
    : QDialog(parent)
    , m_job(std::make_unique<app::KeyRenewJob>())
{
    setObjectName(QStringLiteral("keyRenewDialog"));
    setWindowTitle(tr("Renew a key's subkeys"));
    auto *intro = new QLabel(
        tr("Once a year, before the subkeys on your cards expire: Keyward opens the key's secret "
           "key file in a temporary keyring, sets the subkeys' new expiry there and, when you "
           "agree, gives your everyday keyring only the renewed public key. The cards are not "
           "needed and do not change; they keep working with the new expiry."),
        this);
    intro->setWordWrap(true);

    m_backup = new QLineEdit(this);
    m_backup->setObjectName(QStringLiteral("renewBackup"));
    m_backup->setText(QSettings().value(kBackupSetting).toString());
    m_browse = new QPushButton(tr("&Choose…"), this);
    connect(m_browse, &QPushButton::clicked, this, &KeyRenewDialog::chooseBackup);
    auto *backupRow = new QHBoxLayout;
    backupRow->addWidget(m_backup, 1);
    backupRow->addWidget(m_browse);
    auto *backupLabel = new QLabel(tr("&Secret key file:"), this);
    backupLabel->setBuddy(m_backup);

    m_expire = choice({QStringLiteral("1y"), QStringLiteral("2y")},
                      {tr("one year from today (recommended)"), tr("two years from today")}, this);
    m_expire->setObjectName(QStringLiteral("renewExpire"));
    m_primaryExpire =
        choice({QStringLiteral("keep"), QStringLiteral("never"), QStringLiteral("5y")},
               {tr("as it is"), tr("never"), tr("five years from today")}, this);
    m_primaryExpire->setObjectName(QStringLiteral("renewPrimaryExpire"));
    m_newBackup =
        new QCheckBox(tr("&Write the renewed secret key as a new file beside the old one"), this);
    m_newBackup->setObjectName(QStringLiteral("renewNewBackup"));
    m_newBackup->setChecked(true);
    m_passphrase = new QLineEdit(this);
    m_passphrase->setObjectName(QStringLiteral("renewPassphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);

    auto *form = new QFormLayout;
    form->addRow(backupLabel, backupRow);
    form->addRow(tr("Subkeys &expire:"), m_expire);
    form->addRow(tr("&Primary key expires:"), m_primaryExpire);
    form->addRow(QString(), m_newBackup);
    form->addRow(tr("Pass&phrase of the secret key file:"), m_passphrase);

    m_output = new StepOutput(QStringLiteral("renew"), this);

    auto *buttons = new QDialogButtonBox(this);
    m_prepare = buttons->addButton(tr("&Prepare"), QDialogButtonBox::ActionRole);
    m_prepare->setObjectName(QStringLiteral("renewPrepare"));
    m_prepare->setDefault(true);
    m_apply =
        buttons->addButton(tr("&Renew in the everyday keyring"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("renewApply"));
    m_apply->setEnabled(false);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_prepare, &QPushButton::clicked, this, &KeyRenewDialog::prepare);
    connect(m_apply, &QPushButton::clicked, this, &KeyRenewDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &KeyRenewDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_output, 1);
    layout->addWidget(buttons);
    const QFontMetrics fm(font());
    resize(fm.averageCharWidth() * 110, sizeHint().height());
}

KeyRenewDialog::~KeyRenewDialog()
{
    m_passphrase->clear();
}

void KeyRenewDialog::reject()
{
    if (m_working) {
        return; // a temporary keyring is in use; it is removed when the step ends
    }
    if (m_isPrepared) {
        m_job->discard(); // nothing changed; the temporary keyring goes
        m_isPrepared = false;
        // Opened again, the dialog shows no plan that is gone and offers only Prepare.
        m_apply->setEnabled(false);
        m_output->clear();
    }
    QDialog::reject();
}

void KeyRenewDialog::chooseBackup()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("The key's secret key file"), QFileInfo(m_backup->text()).absolutePath(),
        tr("Secret key files (*-secret*.asc);;All files (*)"));
    if (!file.isEmpty()) {
        m_backup->setText(file);
    }
}

void KeyRenewDialog::setFormEnabled(bool enabled)
{
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_backup, m_browse, m_expire, m_primaryExpire,
                                          m_newBackup, m_passphrase, m_prepare, m_close}) {
        w->setEnabled(enabled);
    }
}

void KeyRenewDialog::startWork(const QString &what)
{
    m_working = true;
    setFormEnabled(false);
    m_apply->setEnabled(false);
    m_output->start(what);
}

void KeyRenewDialog::endWork()
{
    m_working = false;
    m_close->setEnabled(true);
}

void KeyRenewDialog::failWork(const QString &problem)
{
    m_output->fail(problem);
    setFormEnabled(true);
}

void KeyRenewDialog::prepare()
{
    app::KeyRenewArgs args;
    args.backup = m_backup->text().trimmed();
    args.expire = m_expire->currentData().toString();
    args.primaryExpire = m_primaryExpire->currentData().toString();
    args.newBackup = m_newBackup->isChecked();
    // Everything is checked before the file is opened.
    const auto request = app::KeyRenewCommand::validate(args, QDateTime::currentDateTimeUtc());
    if (!request.ok()) {
        m_output->showProblem(request.error().userMessage());
        return;
    }
    QByteArray passphrase = m_passphrase->text().toUtf8();
    m_passphrase->clear();
    if (passphrase.isEmpty()) {
        m_output->showProblem(tr("Type the passphrase of the secret key file."));
        return;
    }
    m_output->showProblem({});
    QSettings().setValue(kBackupSetting, args.backup);
    startWork(tr("Renewing the key in a temporary keyring…"));
    whenFinished(
        m_job->prepare(request.value(), std::move(passphrase),
                       relayProgress(m_output, &StepOutput::showStep)),
        this, [this](const Result<openpgp::offline::RenewalPlan> &plan) {
            endWork();
            if (!plan.ok()) {
                failWork(plan.error().userMessage());
                Q_EMIT prepared(false);
                return;
            }
            if (const QString refused = app::KeyRenewCommand::refusal(plan.value());
                !refused.isEmpty()) {
                m_job->discard();
                failWork(refused);
                Q_EMIT prepared(false);
                return;
            }
            m_isPrepared = true;
            m_output->finish(
                tr("The renewed key is ready in the temporary keyring. Nothing has "
                   "changed yet:"),
                app::KeyRenewCommand::changes(plan.value(), app::KeyRenewCommand::everydayHome()));
            m_apply->setEnabled(true);
            m_apply->setFocus();
            Q_EMIT prepared(true);
        });
}

void KeyRenewDialog::apply()
{
    if (!m_isPrepared || m_working) {
        return;
    }
    m_isPrepared = false;
    startWork(tr("Importing the renewed public key into the everyday keyring…"));
    whenFinished(m_job->apply(relayProgress(m_output, &StepOutput::showStep)), this,
                 [this](const Result<openpgp::offline::RenewalReport> &report) {
                     endWork();
                     if (!report.ok()) {
                         failWork(report.error().userMessage());
                         Q_EMIT renewed(false);
                         return;
                     }
                     m_output->finish(tr("Renewed. What the everyday keyring lists now:"),
                                      app::KeyRenewCommand::lines(
                                          report.value(), app::KeyRenewCommand::everydayHome())
                                          .join(QLatin1Char('\n')));
                     Q_EMIT renewed(true);
                 });
}

QString KeyRenewDialog::text() const
{
    return m_output->text();
}

} // namespace keyward::gui
