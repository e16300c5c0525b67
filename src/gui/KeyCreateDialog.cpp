// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCreateDialog.h"

#include "ProgressRelay.h"
#include "StepOutput.h"
#include "app/KeyCreateCommand.h"
#include "app/KeyCreateJob.h"
#include "core/Continuation.h"
#include "pkcs11/SecretBytes.h"

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
#include <QStandardPaths>
#include <QVBoxLayout>

namespace keyward::gui {

namespace {

const QString kFolderSetting = QStringLiteral("keyCreate/folder");

QComboBox *expiryChoice(const QStringList &values, const QStringList &labels, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (qsizetype i = 0; i < values.size(); ++i) {
        box->addItem(labels.at(i), values.at(i));
    }
    return box;
}

QByteArray takeText(QLineEdit *edit)
{
    QByteArray bytes = edit->text().toUtf8();
    edit->clear();
    return bytes;
}

} // namespace

KeyCreateDialog::KeyCreateDialog(QWidget *parent)
    : QDialog(parent)
    , m_job(std::make_unique<app::KeyCreateJob>())
{
    setObjectName(QStringLiteral("keyCreateDialog"));
    setWindowTitle(tr("Create a key for cards"));
    auto *intro = new QLabel(
        tr("Keyward makes a primary key that only certifies, and subkeys for signing, encryption "
           "and authentication that expire, in a temporary keyring: your everyday keyring is not "
           "changed. The public key, the secret key protected by the passphrase and a "
           "revocation certificate are written to the folder below, and the secret key file is "
           "checked by importing it into an empty keyring. Keep the secret key file offline; "
           "the subkeys go onto cards from it."),
        this);
    intro->setWordWrap(true);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("keyName"));
    m_email = new QLineEdit(this);
    m_email->setObjectName(QStringLiteral("keyEmail"));
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("keyAlgorithm"));
    m_algorithm->addItem(tr("Ed25519 and Curve25519 (recommended)"), QStringLiteral("ed25519"));
    m_algorithm->addItem(tr("RSA 4096"), QStringLiteral("rsa4096"));
    m_expire = expiryChoice(
        {QStringLiteral("1y"), QStringLiteral("2y"), QStringLiteral("6m")},
        {tr("in one year (recommended)"), tr("in two years"), tr("in six months")}, this);
    m_expire->setObjectName(QStringLiteral("keyExpire"));
    m_primaryExpire = expiryChoice(
        {QStringLiteral("never"), QStringLiteral("5y"), QStringLiteral("2y")},
        {tr("never (renew the subkeys instead)"), tr("in five years"), tr("in two years")}, this);
    m_primaryExpire->setObjectName(QStringLiteral("keyPrimaryExpire"));

    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("keyFolder"));
    m_folder->setText(QSettings().value(kFolderSetting, QDir::homePath()).toString());
    m_browse = new QPushButton(tr("&Choose…"), this);
    connect(m_browse, &QPushButton::clicked, this, &KeyCreateDialog::chooseFolder);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_browse);

    m_passphrase = new QLineEdit(this);
    m_passphrase->setObjectName(QStringLiteral("keyPassphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_repeat = new QLineEdit(this);
    m_repeat->setObjectName(QStringLiteral("keyRepeat"));
    m_repeat->setEchoMode(QLineEdit::Password);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&E-mail address:"), m_email);
    form->addRow(tr("&Algorithm:"), m_algorithm);
    form->addRow(tr("&Subkeys expire:"), m_expire);
    form->addRow(tr("&Primary key expires:"), m_primaryExpire);
    auto *folderLabel = new QLabel(tr("&Folder for the key files:"), this);
    folderLabel->setBuddy(m_folder); // a row of two widgets has no buddy of its own
    form->addRow(folderLabel, folderRow);
    form->addRow(tr("Pass&phrase of the secret key file:"), m_passphrase);
    form->addRow(tr("&Repeat the passphrase:"), m_repeat);

    m_output = new StepOutput(QStringLiteral("key"), this);

    auto *buttons = new QDialogButtonBox(this);
    m_create = buttons->addButton(tr("C&reate the key"), QDialogButtonBox::AcceptRole);
    m_create->setObjectName(QStringLiteral("keyCreate"));
    m_create->setDefault(true);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_create, &QPushButton::clicked, this, &KeyCreateDialog::create);
    connect(buttons, &QDialogButtonBox::rejected, this, &KeyCreateDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_output, 1);
    layout->addWidget(buttons);
    const QFontMetrics fm(font());
    resize(fm.averageCharWidth() * 110, sizeHint().height());
}

KeyCreateDialog::~KeyCreateDialog()
{
    m_passphrase->clear();
    m_repeat->clear();
}

void KeyCreateDialog::reject()
{
    if (m_creating) {
        return; // the temporary keyring is wiped when the creation ends, not before
    }
    QDialog::reject();
}

void KeyCreateDialog::chooseFolder()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Folder for the key files"), m_folder->text());
    if (!dir.isEmpty()) {
        m_folder->setText(dir);
    }
}

void KeyCreateDialog::setFormEnabled(bool enabled)
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_name, m_email, m_algorithm, m_expire,
                                                       m_primaryExpire, m_folder, m_browse,
                                                       m_passphrase, m_repeat, m_create, m_close}) {
        w->setEnabled(enabled);
    }
}

void KeyCreateDialog::create()
{
    app::KeyCreateArgs args;
    args.name = m_name->text().trimmed();
    args.email = m_email->text().trimmed();
    args.algorithm = m_algorithm->currentData().toString();
    args.expire = m_expire->currentData().toString();
    args.primaryExpire = m_primaryExpire->currentData().toString();
    args.outDir = m_folder->text().trimmed();
    args.nameInput = tr("the name field");
    args.emailInput = tr("the e-mail address field");
    auto problem = [this](const QString &sentence) { m_output->showProblem(sentence); };
    // Everything is checked before anything is made: the form, the folder, the passphrase.
    const auto request = app::KeyCreateCommand::validate(args, QDateTime::currentDateTimeUtc());
    if (!request.ok()) {
        problem(request.error().userMessage());
        return;
    }
    if (const QString refusal = app::KeyCreateCommand::refusal(request.value());
        !refusal.isEmpty()) {
        problem(refusal);
        return;
    }
    QByteArray passphrase = takeText(m_passphrase);
    QByteArray repeated = takeText(m_repeat);
    const Status checked = app::KeyCreateCommand::checkPassphrase(passphrase, &repeated);
    pkcs11::wipe(repeated);
    if (!checked.ok()) {
        pkcs11::wipe(passphrase);
        problem(checked.error().userMessage());
        m_passphrase->setFocus();
        return;
    }
    problem({});
    QSettings().setValue(kFolderSetting, args.outDir);
    m_creating = true;
    setFormEnabled(false);
    m_output->start(tr("Making the key in a temporary keyring…"));
    const auto progress = relayProgress(m_output, &StepOutput::showStep);
    whenFinished(m_job->start(request.value(), std::move(passphrase), progress), this,
                 [this](const Result<openpgp::offline::OfflineKeyReport> &r) { showResult(r); });
}

void KeyCreateDialog::showResult(const Result<openpgp::offline::OfflineKeyReport> &result)
{
    m_creating = false;
    m_close->setEnabled(true);
    if (!result.ok()) {
        m_output->fail(result.error().userMessage());
        setFormEnabled(true);
        Q_EMIT finished(false);
        return;
    }
    m_output->finish(tr("The key was made. What the new keyring and the files hold:"),
                     app::KeyCreateCommand::lines(result.value()).join(QLatin1Char('\n')));
    Q_EMIT finished(true);
}

QString KeyCreateDialog::reportText() const
{
    return m_output->text();
}

} // namespace keyward::gui
