// SPDX-License-Identifier: GPL-3.0-or-later
#include "RestoreLocalDialog.h"

#include "core/Continuation.h"
#include "openpgp/AgentSession.h"
#include "openpgp/keytocard/KeyringLister.h"
#include "openpgp/keytocard/RestoreLocalCommand.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace keyward::gui::keytocard {

using namespace keyward::openpgp;
using namespace keyward::openpgp::keytocard;

RestoreLocalDialog::RestoreLocalDialog(AgentSession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_keyCombo(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_changes(new QLabel(this))
    , m_busy(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
    , m_restore(m_buttons->addButton(tr("&Restore local keys"), QDialogButtonBox::ActionRole))
{
    setObjectName(QStringLiteral("restoreLocalDialog"));
    setWindowTitle(tr("Restore local keys from a backup"));
    m_keyCombo->setObjectName(QStringLiteral("restoreKeyCombo"));
    m_path->setObjectName(QStringLiteral("restoreBackupPath"));
    m_changes->setObjectName(QStringLiteral("restoreChanges"));
    m_status->setObjectName(QStringLiteral("restoreStatus"));
    m_restore->setObjectName(QStringLiteral("restoreButton"));
    for (QLabel *l : {m_changes, m_status}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->hide();

    auto *intro = new QLabel(
        tr("Keys that were moved to a card and removed from this computer can be made local "
           "again from the backup Keyward wrote before the move."),
        this);
    intro->setWordWrap(true);
    auto *choose = new QPushButton(tr("Choose…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path);
    pathRow->addWidget(choose);
    auto *form = new QFormLayout;
    form->addRow(tr("&Key:"), m_keyCombo);
    auto *pathLabel = new QLabel(tr("&Backup file:"), this);
    pathLabel->setBuddy(m_path); // a row made from a layout gets no buddy of its own
    form->addRow(pathLabel, pathRow);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_changes);
    layout->addWidget(m_busy);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(choose, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getOpenFileName(this, tr("Backup file"), m_path->text(),
                                                       tr("OpenPGP armour (*.asc);;All files (*)"));
        if (!p.isEmpty()) {
            m_path->setText(p);
        }
    });
    connect(m_keyCombo, &QComboBox::currentIndexChanged, this,
            &RestoreLocalDialog::showConsequences);
    connect(m_path, &QLineEdit::textChanged, this, &RestoreLocalDialog::showConsequences);
    connect(m_restore, &QPushButton::clicked, this, &RestoreLocalDialog::restore);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(680, 440);
    loadKeys();
}

void RestoreLocalDialog::preset(const QByteArray &fingerprint, const QString &backupPath)
{
    m_presetKey = fingerprint;
    m_path->setText(backupPath);
    for (int i = 0; i < m_keyCombo->count(); ++i) {
        if (m_keyCombo->itemData(i).toByteArray() == fingerprint) {
            m_keyCombo->setCurrentIndex(i);
        }
    }
}

void RestoreLocalDialog::loadKeys()
{
    m_status->setText(tr("Reading the keyring…"));
    m_restore->setEnabled(false);
    if (!m_session) {
        return;
    }
    whenFinished(
        m_session->worker().run([] { return KeyringLister::listSecretKeys(); }), this,
        [this](const Result<QList<LocalKey>> &keys) {
            m_keys.clear();
            m_keyCombo->clear();
            if (!keys) {
                m_status->setText(keys.error().userMessage());
                return;
            }
            for (const LocalKey &k : *keys) {
                const auto stubs = RestoreLocalCommand::stubbedSubkeys(k);
                if (stubs.isEmpty()) {
                    continue;
                }
                m_keys << k;
                m_keyCombo->addItem(
                    tr("%1 — %2 (%n subkey(s) on a card)", nullptr, static_cast<int>(stubs.size()))
                        .arg(k.displayName(), QString::fromLatin1(k.fingerprint.right(16))),
                    k.fingerprint);
                if (k.fingerprint == m_presetKey) {
                    m_keyCombo->setCurrentIndex(m_keyCombo->count() - 1);
                }
            }
            m_status->setText(m_keys.isEmpty()
                                  ? tr("No key in your keyring has its secret keys on a card only.")
                                  : QString());
            showConsequences();
        });
}

const LocalKey *RestoreLocalDialog::currentKey() const
{
    const QByteArray fpr = m_keyCombo->currentData().toByteArray();
    for (const LocalKey &k : m_keys) {
        if (k.fingerprint == fpr) {
            return &k;
        }
    }
    return nullptr;
}

void RestoreLocalDialog::showConsequences()
{
    const LocalKey *key = currentKey();
    m_changes->setText(
        key ? tr("What changes:\n%1")
                  .arg(RestoreLocalCommand::consequences(
                      *key, m_path->text().isEmpty() ? tr("(choose the file)") : m_path->text()))
            : QString());
    updateButtons();
}

void RestoreLocalDialog::updateButtons()
{
    m_restore->setEnabled(!m_running && !m_restored && currentKey() != nullptr &&
                          !m_path->text().trimmed().isEmpty());
    m_keyCombo->setEnabled(!m_running && !m_restored);
    m_path->setEnabled(!m_running && !m_restored);
}

void RestoreLocalDialog::restore()
{
    const LocalKey *key = currentKey();
    if (!key || !m_session) {
        return;
    }
    auto *cmd = new RestoreLocalCommand(m_session);
    cmd->setKey(key->fingerprint);
    cmd->setBackupPath(m_path->text().trimmed());
    m_running = true;
    m_busy->show();
    m_status->setStyleSheet({});
    m_status->setText(tr("Checking the backup…"));
    updateButtons();
    connect(cmd->operation(), &Operation::progressChanged, this,
            [this](qint64, qint64, const QString &m) {
                if (!m.isEmpty()) {
                    m_status->setText(m + QStringLiteral("…"));
                }
            });
    connect(cmd, &CardCommand::finished, this, [this](const Status &s, const QString &msg) {
        m_running = false;
        m_busy->hide();
        m_restored = s.ok();
        QString text = msg;
        if (!s && !s.error().detail.isEmpty()) {
            text += QLatin1Char('\n') + s.error().detail;
        }
        m_status->setStyleSheet(
            s ? QStringLiteral("QLabel { color: #0b5d1e; }")
              : QStringLiteral("QLabel { background: #fde7e9; color: #7a1020; padding: 2px; }"));
        m_status->setText(text);
        updateButtons();
        Q_EMIT restoreFinished(s.ok(), text);
    });
    connect(cmd, &CardCommand::finished, cmd, &QObject::deleteLater);
    cmd->start();
}

} // namespace keyward::gui::keytocard
