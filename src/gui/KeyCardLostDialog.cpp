// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCardLostDialog.h"

#include "app/KeyCardLostCommand.h"
#include "app/KeyCardLostJob.h"
#include "app/KeyRenewCommand.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

namespace keyward::gui {

using openpgp::offline::RevocationReason;

KeyCardLostDialog::KeyCardLostDialog(QWidget *parent)
    : OfflineKeyDialog(QStringLiteral("cardLost"), QStringLiteral("keyCardLost/backup"), parent)
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
    connect(m_byCard, &QRadioButton::toggled, this, &KeyCardLostDialog::updateForm);
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

    auto *form = new QFormLayout;
    form->addRow(backupLabel(), backupRow());
    form->addRow(tr("Revoke:"), which);
    form->addRow(tr("&Reason:"), m_reason);
    form->addRow(publishLabel, publishRow);
    form->addRow(passphraseLabel(), passphraseField());

    const QFontMetrics fm(font());
    // A card's 32-digit application ID, as gpg -K shows it, fits the serial field whole.
    m_serial->setMinimumWidth(fm.horizontalAdvance(QString(34, QLatin1Char('D'))));
    layOut(intro, form, tr("Re&voke in the everyday keyring"), 150);
}

KeyCardLostDialog::~KeyCardLostDialog() = default;

QList<QWidget *> KeyCardLostDialog::formWidgets() const
{
    return {m_byCard, m_bySubkeys, m_reason, m_publish, m_browsePublish};
}

void KeyCardLostDialog::discardPrepared()
{
    m_job->discard();
}

void KeyCardLostDialog::choosePublish()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("A folder for the public key with the revocations"), m_publish->text());
    if (!dir.isEmpty()) {
        m_publish->setText(dir);
    }
}

void KeyCardLostDialog::updateForm()
{
    const bool enabled = !isWorking();
    m_serial->setEnabled(enabled && m_byCard->isChecked());
    m_subkeys->setEnabled(enabled && m_bySubkeys->isChecked());
}

void KeyCardLostDialog::prepare()
{
    app::KeyCardLostArgs args;
    args.backup = backupField()->text().trimmed();
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
        output()->showProblem(request.error().userMessage());
        return;
    }
    startPrepare(
        *m_job, request.value(), tr("Revoking the subkeys in a temporary keyring…"),
        tr("The revocations are ready in the temporary keyring. Nothing has changed yet:"),
        [](const openpgp::offline::SubkeyRevocationPlan &plan) {
            return app::KeyCardLostCommand::refusal(plan);
        },
        [](const openpgp::offline::SubkeyRevocationPlan &plan) {
            return app::KeyCardLostCommand::changes(plan, app::KeyRenewCommand::everydayHome());
        });
}

void KeyCardLostDialog::apply()
{
    startApply(
        *m_job, tr("Importing the revocations into the everyday keyring…"),
        [this](const openpgp::offline::SubkeyRevocationReport &report) {
            output()->finish(
                tr("Revoked. What the everyday keyring lists now:"),
                app::KeyCardLostCommand::lines(report, app::KeyRenewCommand::everydayHome())
                    .join(QLatin1Char('\n')));
            setFormEnabled(true); // another card may be lost too
        },
        [this](bool ok) { Q_EMIT revoked(ok); });
}

} // namespace keyward::gui
