// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyUseDialog.h"

#include "StepOutput.h"
#include "app/KeyRenewCommand.h"
#include "core/Continuation.h"
#include "core/Worker.h"

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace keyward::gui {

using openpgp::keytocard::LocalKey;

namespace {

const QString kDirSetting = QStringLiteral("keyUse/folder");

QLabel *sentence(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

/// Read-only, selectable lines in a fixed-width font, as tall as `lines` lines.
QPlainTextEdit *linesBox(int lines, const QString &name, QWidget *parent)
{
    auto *box = new QPlainTextEdit(parent);
    box->setObjectName(name);
    box->setReadOnly(true);
    box->setLineWrapMode(QPlainTextEdit::NoWrap);
    box->setTabChangesFocus(true);
    box->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const QFontMetrics fm(box->font());
    box->setFixedHeight(fm.lineSpacing() * lines + 2 * box->frameWidth() +
                        static_cast<int>(box->document()->documentMargin() * 2) +
                        box->horizontalScrollBar()->sizeHint().height());
    return box;
}

QPushButton *copyButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(name);
    button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return button;
}

void showSentence(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

/// What the worker read for the chosen key: the SSH part and the git part, each a report or
/// why the key has none.
struct KeyUseDialog::Shown
{
    Result<app::KeyUseReport> ssh = Error::invalidInput({}, {});
    Result<app::KeyUsePlan> git = Error::invalidInput({}, {});
};

KeyUseDialog::KeyUseDialog(QWidget *parent)
    : QDialog(parent)
    , m_worker(std::make_unique<Worker>(QStringLiteral("keyward-keyuse")))
{
    setObjectName(QStringLiteral("keyUseDialog"));
    setWindowTitle(tr("Use a key for SSH, git and publishing"));
    m_ask = [this](const QString &question) {
        return QMessageBox::question(this, tr("Turn on gpg-agent's SSH support"), question,
                                     QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No) == QMessageBox::Yes;
    };
    auto *intro = new QLabel(tr("What ssh, git and the people who write to you need from a key "
                                "whose subkeys are on your card. Nothing changes until you use "
                                "one of the buttons below the lines."),
                             this);
    intro->setWordWrap(true);

    m_key = new QComboBox(this);
    m_key->setObjectName(QStringLiteral("useKey"));
    m_key->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_key->setMinimumContentsLength(40);
    auto *keyLabel = new QLabel(tr("&Key:"), this);
    keyLabel->setBuddy(m_key);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(keyLabel);
    keyRow->addWidget(m_key, 1);
    m_caption = sentence(this);

    // SSH
    auto *ssh = new QGroupBox(tr("SSH"), this);
    m_sshCaption = sentence(ssh);
    m_sshLine = new QLineEdit(ssh);
    m_sshLine->setObjectName(QStringLiteral("useSshLine"));
    m_sshLine->setReadOnly(true);
    m_sshLine->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_sshCaption->setBuddy(m_sshLine);
    m_sshCopy = copyButton(tr("&Copy"), QStringLiteral("useSshCopy"), ssh);
    auto *lineRow = new QHBoxLayout;
    lineRow->addWidget(m_sshLine, 1);
    lineRow->addWidget(m_sshCopy);
    m_sshSupport = sentence(ssh);
    m_sshSupport->setObjectName(QStringLiteral("useSshSupport"));
    m_sshEnable = new QPushButton(tr("&Turn on SSH support…"), ssh);
    m_sshEnable->setObjectName(QStringLiteral("useSshEnable"));
    m_sshEnable->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    auto *supportRow = new QHBoxLayout;
    supportRow->addWidget(m_sshSupport, 1);
    supportRow->addWidget(m_sshEnable, 0, Qt::AlignTop);
    m_sshNote = sentence(ssh);
    m_profileCaption = sentence(ssh);
    m_profile = linesBox(2, QStringLiteral("useProfile"), ssh);
    m_profileCaption->setBuddy(m_profile);
    auto *sshLayout = new QVBoxLayout(ssh);
    sshLayout->addWidget(m_sshCaption);
    sshLayout->addLayout(lineRow);
    sshLayout->addLayout(supportRow);
    sshLayout->addWidget(m_sshNote);
    sshLayout->addWidget(m_profileCaption);
    sshLayout->addWidget(m_profile);

    // git
    auto *git = new QGroupBox(tr("git"), this);
    m_gitCaption = sentence(git);
    m_git = linesBox(4, QStringLiteral("useGit"), git);
    m_gitCaption->setBuddy(m_git);
    m_gitCopy = copyButton(tr("C&opy"), QStringLiteral("useGitCopy"), git);
    auto *gitRow = new QHBoxLayout;
    gitRow->addWidget(m_git, 1);
    gitRow->addWidget(m_gitCopy, 0, Qt::AlignTop);
    m_gitNote = sentence(git);
    auto *gitLayout = new QVBoxLayout(git);
    gitLayout->addWidget(m_gitCaption);
    gitLayout->addLayout(gitRow);
    gitLayout->addWidget(m_gitNote);

    // Publishing
    auto *publish = new QGroupBox(tr("Publishing"), this);
    m_save = new QPushButton(tr("&Save public key…"), publish);
    m_save->setObjectName(QStringLiteral("useSave"));
    m_wkdAddress = new QComboBox(publish);
    m_wkdAddress->setObjectName(QStringLiteral("useWkdAddress"));
    auto *addressLabel = new QLabel(tr("Web Key Directory &address:"), publish);
    addressLabel->setBuddy(m_wkdAddress);
    m_wkd = new QPushButton(tr("&Write WKD files…"), publish);
    m_wkd->setObjectName(QStringLiteral("useWkd"));
    auto *publishRow = new QHBoxLayout(publish);
    publishRow->addWidget(m_save);
    publishRow->addSpacing(fontMetrics().averageCharWidth() * 4);
    publishRow->addWidget(addressLabel);
    publishRow->addWidget(m_wkdAddress, 1);
    publishRow->addWidget(m_wkd);

    m_output = new StepOutput(QStringLiteral("use"), this);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_close = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &KeyUseDialog::reject);

    connect(m_key, &QComboBox::currentIndexChanged, this, &KeyUseDialog::showKey);
    connect(m_sshCopy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_sshLine->text()); });
    connect(m_gitCopy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_git->toPlainText()); });
    connect(m_sshEnable, &QPushButton::clicked, this, &KeyUseDialog::enableSshSupport);
    connect(m_save, &QPushButton::clicked, this, &KeyUseDialog::chooseSaveDir);
    connect(m_wkd, &QPushButton::clicked, this, &KeyUseDialog::chooseWkdDir);

    auto *layout = new QVBoxLayout(this);
    // Never smaller than the wrapped sentences need: the report below takes the room it gets.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    for (QWidget *box : std::initializer_list<QWidget *>{ssh, git, publish}) {
        box->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    layout->addWidget(intro);
    layout->addLayout(keyRow);
    layout->addWidget(m_caption);
    layout->addWidget(ssh);
    layout->addWidget(git);
    layout->addWidget(publish);
    layout->addWidget(m_output, 1);
    layout->addWidget(buttons);
    const QFontMetrics fm(font());
    resize(fm.averageCharWidth() * 120, sizeHint().height());
    list();
}

KeyUseDialog::~KeyUseDialog() = default;

void KeyUseDialog::reject()
{
    if (m_working) {
        return; // a file is being written; the report follows
    }
    QDialog::reject();
}

void KeyUseDialog::preferKey(const QByteArray &fingerprint)
{
    m_preferred = fingerprint;
    if (const int i = m_key->findData(fingerprint); i >= 0) {
        m_key->setCurrentIndex(i);
    }
}

QByteArray KeyUseDialog::shownKey() const
{
    return m_sshLine->text().isEmpty() && m_git->toPlainText().isEmpty()
               ? QByteArray()
               : m_key->currentData().toByteArray();
}

QString KeyUseDialog::text() const
{
    return m_output->text();
}

void KeyUseDialog::setWorking(bool working)
{
    m_working = working;
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_key, m_save, m_wkd, m_wkdAddress, m_close}) {
        w->setEnabled(!working);
    }
    m_sshEnable->setEnabled(!working && !m_sshOn && !m_sshLine->text().isEmpty());
    m_wkd->setEnabled(!working && m_wkdAddress->count() > 0);
}

void KeyUseDialog::list()
{
    setWorking(true);
    m_output->start(tr("Listing the keys of the everyday keyring…"));
    whenFinished(
        m_worker->run(
            [] { return app::KeyUseCommand::candidates(app::KeyRenewCommand::everydayHome()); }),
        this, [this](const Result<QList<LocalKey>> &keys) {
            setWorking(false);
            if (!keys.ok()) {
                m_output->fail(keys.error().userMessage());
                Q_EMIT listed(false);
                return;
            }
            if (keys.value().isEmpty()) {
                m_output->fail(tr("The everyday keyring %1 holds no key with a secret "
                                  "subkey or a card's subkeys.")
                                   .arg(app::KeyRenewCommand::everydayHome()));
                Q_EMIT listed(false);
                return;
            }
            m_output->clear();
            // The key of the card shown first; else one whose subkeys are on a card.
            int chosen = -1;
            const QSignalBlocker block(m_key);
            for (const LocalKey &key : keys.value()) {
                const bool onCard = std::any_of(
                    key.subkeys.begin(), key.subkeys.end(),
                    [](const openpgp::keytocard::SubkeyInfo &s) { return s.isCardKey; });
                m_key->addItem(QStringLiteral("%1 — %2").arg(key.displayName(),
                                                             QString::fromLatin1(key.fingerprint)),
                               key.fingerprint);
                m_key->setItemData(m_key->count() - 1,
                                   QVariant::fromValue(app::KeyUseCommand::addresses(key)),
                                   Qt::UserRole + 1);
                if (key.fingerprint == m_preferred || (chosen < 0 && onCard)) {
                    chosen = m_key->count() - 1;
                }
            }
            m_key->setCurrentIndex(qMax(chosen, 0));
            Q_EMIT listed(true);
            showKey(m_key->currentIndex());
        });
}

void KeyUseDialog::showKey(int index)
{
    if (index < 0 || m_working) {
        return;
    }
    const QString fpr = QString::fromLatin1(m_key->itemData(index).toByteArray());
    m_wkdAddress->clear();
    m_wkdAddress->addItems(m_key->itemData(index, Qt::UserRole + 1).toStringList());
    m_output->clear();
    setWorking(true);
    m_output->start(tr("Reading the key from the everyday keyring…"));
    whenFinished(m_worker->run([fpr] {
        const QString home = app::KeyRenewCommand::everydayHome();
        const auto planFor = [&](bool ssh) -> Result<app::KeyUsePlan> {
            app::KeyUseArgs args;
            args.fingerprint = fpr;
            args.ssh = ssh;
            args.git = !ssh;
            auto request = app::KeyUseCommand::validate(args);
            if (!request) {
                return request.error();
            }
            return app::KeyUseCommand::plan(*request, home);
        };
        Shown s;
        auto ssh = planFor(true);
        if (ssh) {
            app::KeyUseReport r; // what gpg-agent.conf says now; nothing is written
            r.plan = *ssh;
            r.sshSupport = ssh->sshSupport;
            s.ssh = r;
        } else {
            s.ssh = ssh.error();
        }
        s.git = planFor(false);
        return s;
    }),
                 this, [this](const Shown &s) {
                     setWorking(false);
                     m_output->clear();
                     showSections(s);
                     Q_EMIT shown(s.ssh.ok() || s.git.ok());
                 });
}

void KeyUseDialog::showSections(const Shown &s)
{
    m_sshOn = false;
    if (s.ssh.ok()) {
        const app::KeyUseReport &r = s.ssh.value();
        m_caption->setText(app::KeyUseCommand::keyCaption(r.plan));
        m_sshCaption->setText(app::KeyUseCommand::sshCaption(r.plan));
        m_sshLine->setText(r.plan.sshLine);
        m_sshLine->setCursorPosition(0);
        m_sshSupport->setText(app::KeyUseCommand::sshSupportSentence(r));
        m_sshOn = r.sshSupport;
        showSentence(m_sshNote, app::KeyUseCommand::sshNote(r.plan));
        m_profileCaption->setText(app::KeyUseCommand::profileCaption());
        m_profile->setPlainText(app::KeyUseCommand::profileLines().join(QLatin1Char('\n')));
    } else {
        m_sshCaption->setText(s.ssh.error().userMessage());
        m_sshLine->clear();
        m_sshSupport->clear();
        showSentence(m_sshNote, {});
        m_profileCaption->clear();
        m_profile->clear();
    }
    for (QWidget *w : std::initializer_list<QWidget *>{m_sshLine, m_sshCopy, m_sshSupport,
                                                       m_profileCaption, m_profile}) {
        w->setVisible(s.ssh.ok());
    }
    m_sshEnable->setVisible(s.ssh.ok() && !m_sshOn);
    m_sshEnable->setEnabled(s.ssh.ok() && !m_sshOn);
    if (s.git.ok()) {
        const app::KeyUsePlan &p = s.git.value();
        m_caption->setText(app::KeyUseCommand::keyCaption(p));
        m_gitCaption->setText(app::KeyUseCommand::gitCaption(p));
        m_git->setPlainText(app::KeyUseCommand::gitCommands(*p.signing).join(QLatin1Char('\n')));
        showSentence(m_gitNote, app::KeyUseCommand::gitNote(p));
    } else {
        m_gitCaption->setText(s.git.error().userMessage());
        m_git->clear();
        showSentence(m_gitNote, {});
    }
    m_git->setVisible(s.git.ok());
    m_gitCopy->setVisible(s.git.ok());
    m_save->setEnabled(s.ssh.ok() || s.git.ok());
    m_wkd->setEnabled(m_save->isEnabled() && m_wkdAddress->count() > 0);
    // The sentences just set wrap to more lines than the window's height has room for: it
    // grows to what they need at its width (a window's minimum size ignores wrapping).
    for (QLabel *label : findChildren<QLabel *>()) {
        if (label->wordWrap() && !label->isHidden()) {
            label->setMinimumHeight(label->heightForWidth(label->width()));
        }
    }
    layout()->activate();
    if (const int need = layout()->totalMinimumSize().height(); need > height()) {
        resize(width(), need);
    }
}

void KeyUseDialog::enableSshSupport()
{
    if (m_working || m_key->currentIndex() < 0) {
        return;
    }
    app::KeyUseArgs args;
    args.fingerprint = QString::fromLatin1(m_key->currentData().toByteArray());
    args.enableSshSupport = true;
    auto request = app::KeyUseCommand::validate(args);
    if (!request) {
        m_output->showProblem(request.error().userMessage());
        Q_EMIT done(false);
        return;
    }
    setWorking(true);
    m_output->start(tr("Reading gpg-agent.conf…"));
    whenFinished(
        m_worker->run([r = *request] {
            return app::KeyUseCommand::plan(r, app::KeyRenewCommand::everydayHome());
        }),
        this, [this](const Result<app::KeyUsePlan> &plan) {
            setWorking(false);
            m_output->clear();
            if (!plan.ok()) {
                m_output->fail(plan.error().userMessage());
                Q_EMIT done(false);
                return;
            }
            const QString question = app::KeyUseCommand::sshQuestion(plan.value());
            if (!question.isEmpty() && !m_ask(question)) {
                m_output->showProblem(
                    tr("Nothing was changed: %1 is as it was.").arg(plan.value().agentConf));
                Q_EMIT done(false);
                return;
            }
            app::KeyUseArgs again;
            again.fingerprint = QString::fromLatin1(plan.value().request.fingerprint);
            again.enableSshSupport = true;
            write(again, tr("Changing gpg-agent.conf…"));
        });
}

void KeyUseDialog::chooseSaveDir()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("The folder for the armoured public key"), startDir());
    if (!dir.isEmpty()) {
        QSettings().setValue(kDirSetting, dir);
        savePublicKeyTo(dir);
    }
}

void KeyUseDialog::chooseWkdDir()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("The web root of the Web Key Directory for %1").arg(m_wkdAddress->currentText()),
        startDir());
    if (!dir.isEmpty()) {
        QSettings().setValue(kDirSetting, dir);
        writeWkdTo(dir, m_wkdAddress->currentText());
    }
}

QString KeyUseDialog::startDir() const
{
    return QSettings().value(kDirSetting, QDir::homePath()).toString();
}

void KeyUseDialog::savePublicKeyTo(const QString &dir)
{
    app::KeyUseArgs args;
    args.fingerprint = QString::fromLatin1(m_key->currentData().toByteArray());
    args.publishDir = dir;
    write(args, tr("Writing the armoured public key…"));
}

void KeyUseDialog::writeWkdTo(const QString &dir, const QString &email)
{
    app::KeyUseArgs args;
    args.fingerprint = QString::fromLatin1(m_key->currentData().toByteArray());
    args.wkdDir = dir;
    args.email = email;
    write(args, tr("Writing the Web Key Directory's files…"));
}

void KeyUseDialog::write(const app::KeyUseArgs &args, const QString &what)
{
    if (m_working) {
        return;
    }
    auto request = app::KeyUseCommand::validate(args);
    if (!request) {
        m_output->showProblem(request.error().userMessage());
        Q_EMIT done(false);
        return;
    }
    setWorking(true);
    m_output->start(what);
    // The output files are checked on the worker right before they are written.
    whenFinished(m_worker->run([r = *request]() -> Result<app::KeyUseReport> {
        auto plan = app::KeyUseCommand::plan(r, app::KeyRenewCommand::everydayHome());
        if (!plan) {
            return plan.error();
        }
        if (const QString refused = app::KeyUseCommand::refusal(*plan); !refused.isEmpty()) {
            return Error::invalidInput(QString(), refused);
        }
        return app::KeyUseCommand::apply(*plan);
    }),
                 this, [this](const Result<app::KeyUseReport> &report) {
                     setWorking(false);
                     if (!report.ok()) {
                         m_output->fail(report.error().userMessage());
                         Q_EMIT done(false);
                         return;
                     }
                     const app::KeyUseReport &r = report.value();
                     if (r.plan.request.enableSshSupport) {
                         m_sshSupport->setText(app::KeyUseCommand::sshSupportSentence(r));
                         m_sshOn = r.sshSupport;
                         m_sshEnable->setVisible(!m_sshOn);
                         m_sshEnable->setEnabled(!m_sshOn);
                     }
                     m_output->finish(tr("Done. What was read back:"),
                                      app::KeyUseCommand::lines(r).join(QLatin1Char('\n')));
                     Q_EMIT done(true);
                 });
}

} // namespace keyward::gui
