// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRenewDialog.h"

#include "app/KeyRenewCommand.h"
#include "app/KeyRenewJob.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace keyward::gui {

namespace {

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
    : OfflineKeyDialog(QStringLiteral("renew"), QStringLiteral("keyRenew/backup"), parent)
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

    auto *form = new QFormLayout;
    form->addRow(backupLabel(), backupRow());
    form->addRow(tr("Subkeys &expire:"), m_expire);
    form->addRow(tr("&Primary key expires:"), m_primaryExpire);
    form->addRow(QString(), m_newBackup);
    form->addRow(passphraseLabel(), passphraseField());

    layOut(intro, form, tr("&Renew in the everyday keyring"), 110);
}

KeyRenewDialog::~KeyRenewDialog() = default;

QList<QWidget *> KeyRenewDialog::formWidgets() const
{
    return {m_expire, m_primaryExpire, m_newBackup};
}

void KeyRenewDialog::discardPrepared()
{
    m_job->discard();
}

void KeyRenewDialog::prepare()
{
    app::KeyRenewArgs args;
    args.backup = backupField()->text().trimmed();
    args.expire = m_expire->currentData().toString();
    args.primaryExpire = m_primaryExpire->currentData().toString();
    args.newBackup = m_newBackup->isChecked();
    // Everything is checked before the file is opened.
    const auto request = app::KeyRenewCommand::validate(args, QDateTime::currentDateTimeUtc());
    if (!request.ok()) {
        output()->showProblem(request.error().userMessage());
        return;
    }
    startPrepare(
        *m_job, request.value(), tr("Renewing the key in a temporary keyring…"),
        tr("The renewed key is ready in the temporary keyring. Nothing has changed yet:"),
        [](const openpgp::offline::RenewalPlan &plan) {
            return app::KeyRenewCommand::refusal(plan);
        },
        [](const openpgp::offline::RenewalPlan &plan) {
            return app::KeyRenewCommand::changes(plan, app::KeyRenewCommand::everydayHome());
        });
}

void KeyRenewDialog::apply()
{
    startApply(
        *m_job, tr("Importing the renewed public key into the everyday keyring…"),
        [this](const openpgp::offline::RenewalReport &report) {
            output()->finish(
                tr("Renewed. What the everyday keyring lists now:"),
                app::KeyRenewCommand::lines(report, app::KeyRenewCommand::everydayHome())
                    .join(QLatin1Char('\n')));
        },
        [this](bool ok) { Q_EMIT renewed(ok); });
}

} // namespace keyward::gui
