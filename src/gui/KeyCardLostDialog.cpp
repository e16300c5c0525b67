// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCardLostDialog.h"

#include "ProgressRelay.h"
#include "StepOutput.h"
#include "app/KeyCardLostCommand.h"
#include "app/KeyCardLostJob.h"
#include "app/KeyRenewCommand.h"
#include "core/Continuation.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace keyward::gui {

using openpgp::offline::RevocationReason;

namespace {

const QString kBackupSetting = QStringLiteral("keyCardLost/backup");

} // namespace

KeyCardLostDialog::KeyCardLostDialog(QWidget *parent)
    : QDialog(parent)
    , m_job(std::make_unique<app::KeyCardLostJob>())
{
    setObjectName(QStringLiteral("keyCardLostDialog"));
    setWindowTitle(tr("Revoke a lost card's subkeys"));
    auto *intro = new QLabel(
        tr("When a card is lost or stolen: Keyward opens the key's secret key file in a "
           "temporary keyring, revokes the subkeys that were on the card there and, when you "
           "agree, gives your everyday keyring only the public key with the revocations. The "
           "primary key and the other subkeys stay valid; the card is not needed."),
        this);
    intro->setWordWrap(true);

    m_backup = new QLineEdit(this);
    m_backup->setObjectName(QStringLiteral("cardLostBackup"));
    m_backup->setText(QSettings().value(kBackupSetting).toString());
    m_browse = new QPushButton(tr("&Choose…"), this);
    connect(m_browse, &QPushButton::clicked, this, &KeyCardLostDialog::chooseBackup);
    auto *backupRow = new QHBoxLayout;
    backupRow->addWidget(m_backup, 1);
    backupRow->addWidget(m_browse);
    auto *backupLabel = new QLabel(tr("&Secret key file:"), this);
    backupLabel->setBuddy(m_backup);

    m_byCard = new QRadioButton(tr("the subkeys on the card with serial &number"), this);
    m_byCard->setObjectName(QStringLiteral("cardLostByCard"));
    m_byCard->setChecked(true);
    m_serial = new QLineEdit(this);
    m_serial->setObjectName(QStringLiteral("cardLostSerial"));
    m_serial->setPlaceholderText(tr("empty: the one card the everyday keyring names"));
    m_bySubkeys = new QRadioButton(tr("these subkeys (&fingerprints, separated by commas)"), this);
    m_bySubkeys->setObjectName(QStringLiteral("cardLostBySubkeys"));
    m_subkeys = new QLineEdit(this);
    m_subkeys->setObjectName(QStringLiteral("cardLostSubkeys"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_byCard);
    group->addButton(m_bySubkeys);
    connect(m_byCard, &QRadioButton::toggled, this, &KeyCardLostDialog::updateChoice);
    auto *which = new QGridLayout;
    which->addWidget(m_byCard, 0, 0);
    which->addWidget(m_serial, 0, 1);
    which->addWidget(m_bySubkeys, 1, 0);
    which->addWidget(m_subkeys, 1, 1);
    which->setColumnStretch(1, 1);

    m_reason = new QComboBox(this);
    m_reason->setObjectName(QStringLiteral("cardLostReason"));
    // The reasons are whole sentences: they may be cut in a narrow window, not widen it.
    m_reason->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_reason->setMinimumContentsLength(30);
    m_reason->addItem(app::KeyCardLostCommand::reasonText(RevocationReason::Compromised),
                      openpgp::offline::revocationReasonToken(RevocationReason::Compromised));
    m_reason->addItem(app::KeyCardLostCommand::reasonText(RevocationReason::Retired),
                      openpgp::offline::revocationReasonToken(RevocationReason::Retired));

    m_publish = new QLineEdit(this);
    m_publish->setObjectName(QStringLiteral("cardLostPublish"));
    m_publish->setPlaceholderText(tr("optional: a folder for the public key to publish"));
    m_browsePublish = new QPushButton(tr("C&hoose…"), this);
    connect(m_browsePublish, &QPushButton::clicked, this, &KeyCardLostDialog::choosePublish);
    auto *publishRow = new QHBoxLayout;
    publishRow->addWidget(m_publish, 1);
    publishRow->addWidget(m_browsePublish);
    auto *publishLabel = new QLabel(tr("Pu&blish folder:"), this);
    publishLabel->setBuddy(m_publish);

    m_passphrase = new QLineEdit(this);
    m_passphrase->setObjectName(QStringLiteral("cardLostPassphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);

    auto *form = new QFormLayout;
    form->addRow(backupLabel, backupRow);
    form->addRow(tr("Revoke:"), which);
    form->addRow(tr("&Reason:"), m_reason);
    form->addRow(publishLabel, publishRow);
    form->addRow(tr("Pass&phrase of the secret key file:"), m_passphrase);

    m_output = new StepOutput(QStringLiteral("cardLost"), this);

    auto *buttons = new QDialogButtonBox(this);
    m_prepare = buttons->addButton(tr("&Prepare"), QDialogButtonBox::ActionRole);
    m_prepare->setObjectName(QStringLiteral("cardLostPrepare"));
    m_prepare->setDefault(true);
    m_apply =
        buttons->addButton(tr("Re&voke in the everyday keyring"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("cardLostApply"));
    m_apply->setEnabled(false);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_prepare, &QPushButton::clicked, this, &KeyCardLostDialog::prepare);
    connect(m_apply, &QPushButton::clicked, this, &KeyCardLostDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &KeyCardLostDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_output, 1);
    layout->addWidget(buttons);
    updateChoice();
    const QFontMetrics fm(font());
    // A card's 32-digit application ID, as gpg -K shows it, fits the serial field whole.
    m_serial->setMinimumWidth(fm.horizontalAdvance(QString(34, QLatin1Char('D'))));
    resize(fm.averageCharWidth() * 150, sizeHint().height());
}

KeyCardLostDialog::~KeyCardLostDialog()
{
    m_passphrase->clear();
}

void KeyCardLostDialog::reject()
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

void KeyCardLostDialog::chooseBackup()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("The key's secret key file"), QFileInfo(m_backup->text()).absolutePath(),
        tr("Secret key files (*-secret*.asc);;All files (*)"));
    if (!file.isEmpty()) {
        m_backup->setText(file);
    }
}

void KeyCardLostDialog::choosePublish()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("A folder for the public key with the revocations"), m_publish->text());
    if (!dir.isEmpty()) {
        m_publish->setText(dir);
    }
}

void KeyCardLostDialog::updateChoice()
{
    const bool enabled = !m_working;
    m_serial->setEnabled(enabled && m_byCard->isChecked());
    m_subkeys->setEnabled(enabled && m_bySubkeys->isChecked());
}

void KeyCardLostDialog::setFormEnabled(bool enabled)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_backup, m_browse, m_byCard, m_bySubkeys,
                                                       m_reason, m_publish, m_browsePublish,
                                                       m_passphrase, m_prepare, m_close}) {
        w->setEnabled(enabled);
    }
    updateChoice();
}

void KeyCardLostDialog::startWork(const QString &what)
{
    m_working = true;
    setFormEnabled(false);
    m_apply->setEnabled(false);
    m_output->start(what);
}

void KeyCardLostDialog::endWork()
{
    m_working = false;
    m_close->setEnabled(true);
}

void KeyCardLostDialog::failWork(const QString &problem)
{
    m_output->fail(problem);
    setFormEnabled(true);
}

void KeyCardLostDialog::prepare()
{
    app::KeyCardLostArgs args;
    args.backup = m_backup->text().trimmed();
    if (m_byCard->isChecked()) {
        args.cardSerial = m_serial->text().trimmed().remove(QLatin1Char(' '));
    } else {
        args.subkeys = m_subkeys->text().trimmed();
        args.namesSubkeys = true;
    }
    args.reason = m_reason->currentData().toString();
    args.publishDir = m_publish->text().trimmed();
    // Everything is checked before the file is opened.
    const auto request = app::KeyCardLostCommand::validate(args);
    if (!request.ok()) {
        m_output->showProblem(request.error().userMessage());
        return;
    }
    QByteArray passphrase = m_passphrase->text().toUtf8();
    m_passphrase->clear();
    if (passphrase.isEmpty()) {
        m_output->showProblem(QCoreApplication::translate(
            "keyward::gui::KeyRenewDialog", "Type the passphrase of the secret key file."));
        return;
    }
    m_output->showProblem({});
    QSettings().setValue(kBackupSetting, args.backup);
    startWork(tr("Revoking the subkeys in a temporary keyring…"));
    whenFinished(m_job->prepare(request.value(), std::move(passphrase),
                                relayProgress(m_output, &StepOutput::showStep)),
                 this, [this](const Result<openpgp::offline::SubkeyRevocationPlan> &plan) {
                     endWork();
                     if (!plan.ok()) {
                         failWork(plan.error().userMessage());
                         Q_EMIT prepared(false);
                         return;
                     }
                     if (const QString refused = app::KeyCardLostCommand::refusal(plan.value());
                         !refused.isEmpty()) {
                         m_job->discard();
                         failWork(refused);
                         Q_EMIT prepared(false);
                         return;
                     }
                     m_isPrepared = true;
                     m_output->finish(
                         tr("The revocations are ready in the temporary keyring. Nothing "
                            "has changed yet:"),
                         app::KeyCardLostCommand::changes(plan.value(),
                                                          app::KeyRenewCommand::everydayHome()));
                     m_apply->setEnabled(true);
                     m_apply->setFocus();
                     Q_EMIT prepared(true);
                 });
}

void KeyCardLostDialog::apply()
{
    if (!m_isPrepared || m_working) {
        return;
    }
    m_isPrepared = false;
    startWork(tr("Importing the revocations into the everyday keyring…"));
    whenFinished(m_job->apply(relayProgress(m_output, &StepOutput::showStep)), this,
                 [this](const Result<openpgp::offline::SubkeyRevocationReport> &report) {
                     endWork();
                     if (!report.ok()) {
                         failWork(report.error().userMessage());
                         Q_EMIT revoked(false);
                         return;
                     }
                     m_output->finish(tr("Revoked. What the everyday keyring lists now:"),
                                      app::KeyCardLostCommand::lines(
                                          report.value(), app::KeyRenewCommand::everydayHome())
                                          .join(QLatin1Char('\n')));
                     setFormEnabled(true); // another card may be lost too
                     Q_EMIT revoked(true);
                 });
}

QString KeyCardLostDialog::text() const
{
    return m_output->text();
}

} // namespace keyward::gui
