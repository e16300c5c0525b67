// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyRotateDialog.h"

#include "app/KeyRenewCommand.h"
#include "app/KeyRotateCommand.h"
#include "app/KeyRotateJob.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace keyward::gui {

KeyRotateDialog::KeyRotateDialog(QWidget *parent)
    : OfflineKeyDialog(QStringLiteral("rotate"), QStringLiteral("keyRotate/backup"), parent)
    , m_job(std::make_unique<app::KeyRotateJob>())
{
    setObjectName(QStringLiteral("keyRotateDialog"));
    setWindowTitle(tr("Rotate a key's subkeys"));
    auto *intro = new QLabel(
        tr("New subkeys for the card: Keyward opens the key's secret key file in a temporary "
           "keyring, makes new sign, encrypt and authenticate subkeys there and sets the old ones "
           "to expire now (they are not deleted, so old mail still decrypts with the file). When "
           "you agree, it writes the rotated secret key to a new file and gives your everyday "
           "keyring the public key. The card is not changed here; the report names the commands "
           "that move the new subkeys onto it."),
        this);

    m_out = new QLineEdit(this);
    m_out->setObjectName(QStringLiteral("rotateOut"));
    m_out->setPlaceholderText(tr("a file that does not exist yet"));
    m_browseOut = new QPushButton(tr("C&hoose…"), this);
    connect(m_browseOut, &QPushButton::clicked, this, &KeyRotateDialog::chooseOut);
    // A name that cannot be written is said as soon as it is typed, before anything runs.
    connect(m_out, &QLineEdit::editingFinished, this, [this] {
        const QString path = m_out->text().trimmed();
        output()->showProblem(path.isEmpty() ? QString() : outProblem(path));
    });
    auto *outRow = new QHBoxLayout;
    outRow->addWidget(m_out, 1);
    outRow->addWidget(m_browseOut);
    auto *outLabel = new QLabel(tr("&New secret key file:"), this);
    outLabel->setBuddy(m_out);

    // As keyward-cli key rotate: one year unless said otherwise.
    m_expire = new QComboBox(this);
    m_expire->setObjectName(QStringLiteral("rotateExpire"));
    m_expire->addItem(tr("one year from today (recommended)"), QStringLiteral("1y"));
    m_expire->addItem(tr("two years from today"), QStringLiteral("2y"));

    auto *form = new QFormLayout;
    form->addRow(backupLabel(), backupRow());
    form->addRow(outLabel, outRow);
    form->addRow(tr("New subkeys &expire:"), m_expire);
    form->addRow(passphraseLabel(), passphraseField());

    m_nextLabel = new QLabel(tr("Ne&xt, on this computer with the card inserted, run:"), this);
    m_next = new QPlainTextEdit(this);
    m_next->setObjectName(QStringLiteral("rotateNext"));
    m_next->setReadOnly(true);
    m_next->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_next->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_next->setFixedHeight(m_next->fontMetrics().lineSpacing() * 5);
    m_nextLabel->setBuddy(m_next);
    m_nextLabel->hide();
    m_next->hide();

    layOut(intro, form, tr("R&otate in the everyday keyring"), 120);
    addBelowOutput(m_next);
    addBelowOutput(m_nextLabel);
}

KeyRotateDialog::~KeyRotateDialog() = default;

QString KeyRotateDialog::nextSteps() const
{
    return m_next->isVisible() ? m_next->toPlainText() : QString();
}

QList<QWidget *> KeyRotateDialog::formWidgets() const
{
    return {m_out, m_browseOut, m_expire};
}

void KeyRotateDialog::discardPrepared()
{
    m_job->discard();
}

void KeyRotateDialog::chooseOut()
{
    QString start = m_out->text().trimmed();
    if (start.isEmpty()) {
        start = QFileInfo(backupField()->text().trimmed()).absolutePath();
    }
    const QString file = QFileDialog::getSaveFileName(this, tr("The new secret key file"), start,
                                                      tr("Secret key files (*.asc)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!file.isEmpty()) {
        m_out->setText(file);
        output()->showProblem(outProblem(file));
    }
}

QString KeyRotateDialog::outProblem(const QString &path) const
{
    if (path.isEmpty()) {
        return tr("Name the new secret key file: the rotated key is written there, never over "
                  "a file.");
    }
    const QFileInfo out(path);
    if (!out.absoluteDir().exists()) {
        return tr("The folder of the new secret key file, %1, does not exist.")
            .arg(out.absoluteDir().absolutePath());
    }
    if (!app::KeyRotateCommand::refusal(out.absoluteFilePath()).isEmpty()) {
        return tr("%1 already exists, and Keyward never writes over a key file. Choose a new "
                  "name; nothing was changed.")
            .arg(out.absoluteFilePath());
    }
    return {};
}

void KeyRotateDialog::prepare()
{
    app::KeyRotateArgs args;
    args.backup = backupField()->text().trimmed();
    args.out = m_out->text().trimmed();
    args.expire = m_expire->currentData().toString();
    // Everything is checked before the file is opened or the passphrase is taken.
    if (const QString problem = outProblem(args.out); !problem.isEmpty()) {
        output()->showProblem(problem);
        return;
    }
    const auto request = app::KeyRotateCommand::validate(args, QDateTime::currentDateTimeUtc());
    if (!request.ok()) {
        output()->showProblem(request.error().userMessage());
        return;
    }
    m_nextLabel->hide();
    m_next->hide();
    startPrepare(
        *m_job, request.value(), tr("Making new subkeys in a temporary keyring…"),
        tr("The new subkeys are ready in the temporary keyring. Nothing has changed yet:"),
        [this](const openpgp::offline::RotationPlan &plan) {
            return outProblem(plan.newBackupPath); // a file may have appeared meanwhile
        },
        [](const openpgp::offline::RotationPlan &plan) {
            return app::KeyRotateCommand::changes(plan, app::KeyRenewCommand::everydayHome());
        });
}

void KeyRotateDialog::apply()
{
    startApply(
        *m_job, tr("Writing the new secret key file and updating the everyday keyring…"),
        [this](const openpgp::offline::RotationReport &report) {
            output()->finish(
                tr("Rotated. What the everyday keyring lists now:"),
                app::KeyRotateCommand::lines(report, app::KeyRenewCommand::everydayHome())
                    .join(QLatin1Char('\n')));
            m_next->setPlainText(
                app::KeyRotateCommand::nextCommands(report).join(QLatin1Char('\n')));
            m_nextLabel->show();
            m_next->show();
        },
        [this](bool ok) { Q_EMIT rotated(ok); });
}

} // namespace keyward::gui
