// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineKeyDialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QVBoxLayout>

namespace keyward::gui {

namespace {

// The sentences all three dialogs share keep the context they were first translated in
// (QT_TRANSLATE_NOOP at each use, for lupdate).
QString shared(const char *text)
{
    return QCoreApplication::translate("keyward::gui::KeyRenewDialog", text);
}

} // namespace

OfflineKeyDialog::OfflineKeyDialog(const QString &prefix, const QString &setting, QWidget *parent)
    : QDialog(parent)
    , m_setting(setting)
{
    m_backup = new QLineEdit(this);
    m_backup->setObjectName(prefix + QStringLiteral("Backup"));
    m_backup->setText(QSettings().value(m_setting).toString());
    m_browse = new QPushButton(
        shared(QT_TRANSLATE_NOOP("keyward::gui::KeyRenewDialog", "&Choose…")), this);
    connect(m_browse, &QPushButton::clicked, this, &OfflineKeyDialog::chooseBackup);
    auto *row = new QHBoxLayout;
    row->addWidget(m_backup, 1);
    row->addWidget(m_browse);
    m_backupRow = row;
    m_backupLabel = new QLabel(
        shared(QT_TRANSLATE_NOOP("keyward::gui::KeyRenewDialog", "&Secret key file:")), this);
    m_backupLabel->setBuddy(m_backup);

    m_passphrase = new QLineEdit(this);
    m_passphrase->setObjectName(prefix + QStringLiteral("Passphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);

    m_output = new StepOutput(prefix, this);

    m_prepare = new QPushButton(
        shared(QT_TRANSLATE_NOOP("keyward::gui::KeyRenewDialog", "&Prepare")), this);
    m_prepare->setObjectName(prefix + QStringLiteral("Prepare"));
    m_apply = new QPushButton(this);
    m_apply->setObjectName(prefix + QStringLiteral("Apply"));
    m_apply->setEnabled(false);
}

OfflineKeyDialog::~OfflineKeyDialog()
{
    m_passphrase->clear();
}

QString OfflineKeyDialog::passphraseLabel()
{
    return shared(
        QT_TRANSLATE_NOOP("keyward::gui::KeyRenewDialog", "Pass&phrase of the secret key file:"));
}

void OfflineKeyDialog::layOut(QLabel *intro, QLayout *form, const QString &applyText,
                              int widthChars)
{
    intro->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_prepare, QDialogButtonBox::ActionRole);
    m_prepare->setDefault(true);
    m_apply->setText(applyText);
    buttons->addButton(m_apply, QDialogButtonBox::AcceptRole);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_prepare, &QPushButton::clicked, this, [this] { prepare(); });
    connect(m_apply, &QPushButton::clicked, this, [this] { apply(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &OfflineKeyDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_output, 1);
    layout->addWidget(buttons);
    m_main = layout;
    updateForm();
    const QFontMetrics fm(font());
    resize(fm.averageCharWidth() * widthChars, sizeHint().height());
    // Narrower or lower, the wrapped introduction and the combo boxes were cut off (seen in
    // German); the size the dialog opens at is its smallest.
    setMinimumSize(size());
}

void OfflineKeyDialog::addBelowOutput(QWidget *widget)
{
    auto *layout = static_cast<QVBoxLayout *>(m_main);
    layout->insertWidget(layout->indexOf(m_output) + 1, widget);
}

void OfflineKeyDialog::reject()
{
    if (m_working) {
        return; // a temporary keyring is in use; it is removed when the step ends
    }
    if (m_isPrepared) {
        discardPrepared(); // nothing changed; the temporary keyring goes
        m_isPrepared = false;
        // Opened again, the dialog shows no plan that is gone and offers only Prepare.
        m_apply->setEnabled(false);
        m_output->clear();
    }
    QDialog::reject();
}

void OfflineKeyDialog::chooseBackup()
{
    const QString file = QFileDialog::getOpenFileName(
        this,
        shared(QT_TRANSLATE_NOOP("keyward::gui::KeyRenewDialog", "The key's secret key file")),
        QFileInfo(m_backup->text()).absolutePath(),
        shared(QT_TRANSLATE_NOOP("keyward::gui::KeyRenewDialog",
                                 "Secret key files (*-secret*.asc);;All files (*)")));
    if (!file.isEmpty()) {
        m_backup->setText(file);
    }
}

void OfflineKeyDialog::setFormEnabled(bool enabled)
{
    QList<QWidget *> widgets = formWidgets();
    widgets << m_backup << m_browse << m_passphrase << m_prepare << m_close;
    for (QWidget *w : widgets) {
        w->setEnabled(enabled);
    }
    updateForm();
}

void OfflineKeyDialog::startWork(const QString &what)
{
    m_working = true;
    setFormEnabled(false);
    m_apply->setEnabled(false);
    m_output->start(what);
}

void OfflineKeyDialog::endWork()
{
    m_working = false;
    m_close->setEnabled(true);
}

void OfflineKeyDialog::failWork(const QString &problem)
{
    m_output->fail(problem);
    setFormEnabled(true);
}

QByteArray OfflineKeyDialog::takePassphrase()
{
    QByteArray passphrase = m_passphrase->text().toUtf8();
    m_passphrase->clear();
    if (passphrase.isEmpty()) {
        m_output->showProblem(shared(QT_TRANSLATE_NOOP(
            "keyward::gui::KeyRenewDialog", "Type the passphrase of the secret key file.")));
    }
    return passphrase;
}

void OfflineKeyDialog::rememberBackup()
{
    QSettings().setValue(m_setting, m_backup->text().trimmed());
}

QString OfflineKeyDialog::text() const
{
    return m_output->text();
}

} // namespace keyward::gui
