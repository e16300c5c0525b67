// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyToCardPages.h"

#include "KeyToCardWizard.h"
#include "RestoreLocalDialog.h"
#include "core/Continuation.h"
#include "core/DeviceListModel.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardReader.h"
#include "openpgp/CardWatcher.h"
#include "openpgp/SetKeyAttrCommand.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyringLister.h"
#include "openpgp/keytocard/LocalCopyCommand.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace keyward::gui::keytocard {

using namespace keyward::openpgp;
using namespace keyward::openpgp::keytocard;

namespace {

QLabel *wrapLabel(QWidget *parent, const QString &name)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setObjectName(name);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QString errorText(const Error &e)
{
    return e.detail.isEmpty() ? e.userMessage() : e.userMessage() + QLatin1Char('\n') + e.detail;
}

} // namespace

// ---- PickKeyPage -------------------------------------------------------------------------

PickKeyPage::PickKeyPage(KeyToCardWizard *wizard)
    : m_wizard(wizard)
    , m_list(new QListWidget(this))
    , m_status(wrapLabel(this, QStringLiteral("keyStatus")))
    , m_cardLabel(wrapLabel(this, QStringLiteral("cardLabel")))
{
    setTitle(tr("Choose a key"));
    setSubTitle(tr("Keys in your keyring that have secret subkeys here."));
    m_list->setObjectName(QStringLiteral("keyList"));
    m_list->setMinimumHeight(m_list->fontMetrics().height() * 6); // several keys, never a sliver
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(m_status);
    layout->addWidget(m_cardLabel);
    // Where someone who moved keys and wants them back looks first.
    auto *restore = new QPushButton(tr("Restore local keys from a backup…"), this);
    restore->setObjectName(QStringLiteral("restoreLocalButton"));
    restore->setToolTip(tr("Make keys that are on a card local secret keys again, from the "
                           "backup written before they were moved."));
    auto *restoreRow = new QHBoxLayout;
    restoreRow->addWidget(restore);
    restoreRow->addStretch();
    layout->addLayout(restoreRow);
    connect(restore, &QPushButton::clicked, this, &PickKeyPage::openRestore);
    connect(m_list, &QListWidget::currentRowChanged, this, &QWizardPage::completeChanged);
}

void PickKeyPage::initializePage()
{
    m_list->clear();
    m_status->setText(tr("Reading the keyring…"));
    m_cardLabel->setText(tr("Reading the card…"));
    AgentSession *session = m_wizard->session();
    if (!session) {
        return;
    }
    whenFinished(session->worker().run([] { return KeyringLister::listSecretKeys(); }), this,
                 [this](const Result<QList<LocalKey>> &keys) {
                     if (!keys) {
                         m_status->setText(errorText(keys.error()));
                         return;
                     }
                     for (const LocalKey &k : *keys) {
                         int local = 0;
                         for (const SubkeyInfo &s : k.subkeys) {
                             local += (!s.isPrimary && s.hasSecret && !s.isCardKey) ? 1 : 0;
                         }
                         auto *item = new QListWidgetItem(
                             tr("%1\n%2 — %n subkey(s) with a local secret", nullptr, local)
                                 .arg(k.displayName(), QString::fromLatin1(k.fingerprint)),
                             m_list);
                         item->setData(Qt::UserRole, QVariant::fromValue(k));
                     }
                     m_status->setText(keys->isEmpty()
                                           ? tr("There is no secret key in your keyring.")
                                           : QString());
                     Q_EMIT completeChanged();
                 });
    whenFinished(CardReader::read(session), this, [this](const Result<CardInfo> &card) {
        if (!card) {
            m_wizard->card.reset();
            m_wizard->cardName.clear();
            m_cardLabel->setText(tr("No card: %1").arg(card.error().userMessage()));
        } else {
            m_wizard->card = CardCapabilities::fromCardInfo(*card);
            m_wizard->cardName = DeviceListModel::nameWithSerial(
                CardWatcher::deviceInfo(card->aid, AssuanReply{}, card->isVirtual));
            m_cardLabel->setText(
                tr("Card: %1. It takes %2.")
                    .arg(m_wizard->cardName, card->supportedAlgorithms.join(QStringLiteral(", "))));
        }
        Q_EMIT completeChanged();
    });
}

void PickKeyPage::openRestore()
{
    auto *dialog = new RestoreLocalDialog(m_wizard->session(), m_wizard);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The list shows which subkeys are local: read it again after a restore.
    connect(dialog, &RestoreLocalDialog::restoreFinished, this, [this](bool ok) {
        if (ok) {
            initializePage();
        }
    });
    dialog->open();
}

bool PickKeyPage::isComplete() const
{
    return m_list->currentItem() != nullptr && m_wizard->card.has_value();
}

bool PickKeyPage::validatePage()
{
    m_wizard->key = m_list->currentItem()->data(Qt::UserRole).value<LocalKey>();
    return true;
}

// ---- MapSlotsPage ------------------------------------------------------------------------

MapSlotsPage::MapSlotsPage(KeyToCardWizard *wizard)
    : m_wizard(wizard)
    , m_table(new QTableWidget(this))
    , m_error(wrapLabel(this, QStringLiteral("mapError")))
{
    setTitle(tr("Choose a card slot for each subkey"));
    setSubTitle(tr("Only slots that fit the key's usage and the card's algorithms are offered."));
    m_table->setObjectName(QStringLiteral("slotTable"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Subkey"), tr("Algorithm"), tr("Usage"), tr("Expires"), tr("Card slot")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(m_error);
}

void MapSlotsPage::initializePage()
{
    m_error->clear();
    const LocalKey &key = *m_wizard->key;
    const CardCapabilities &card = *m_wizard->card;
    const QList<SlotMapping> proposal = SlotPlanner::proposal(key, card);
    m_table->setRowCount(0);
    QStringList warnings;
    for (const SubkeyInfo &s : key.subkeys) {
        if (s.isPrimary) {
            continue;
        }
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *id = new QTableWidgetItem(QString::fromLatin1(s.keyId));
        id->setData(Qt::UserRole, s.fingerprint);
        m_table->setItem(row, 0, id);
        m_table->setItem(row, 1, new QTableWidgetItem(s.algorithm));
        m_table->setItem(row, 2, new QTableWidgetItem(s.usageText()));
        m_table->setItem(row, 3,
                         new QTableWidgetItem(s.expires.isValid()
                                                  ? s.expires.date().toString(Qt::ISODate)
                                                  : tr("never")));
        auto *combo = new QComboBox(m_table);
        combo->setObjectName(QStringLiteral("slotCombo%1").arg(row));
        combo->addItem(tr("Do not move"), -1);
        if (s.hasSecret && !s.isCardKey) {
            for (KeySlot slot : SlotPlanner::compatibleSlots(s, card)) {
                combo->addItem(keySlotName(slot), static_cast<int>(slot));
            }
        } else {
            combo->setToolTip(s.isCardKey
                                  ? tr("Already on card %1").arg(QString::fromLatin1(s.cardSerial))
                                  : tr("No secret part here"));
        }
        for (const SlotMapping &m : proposal) {
            if (m.subkeyFingerprint == s.fingerprint) {
                combo->setCurrentIndex(combo->findData(static_cast<int>(m.slot)));
            }
        }
        m_table->setCellWidget(row, 4, combo);
        const QString slow = SlotPlanner::slowWarning(card.model, s.algorithm);
        if (!slow.isEmpty() && !warnings.contains(slow)) {
            warnings << slow;
        }
    }
    m_wizard->fitColumns(m_table);
    m_error->setText(warnings.join(QLatin1Char('\n')));
}

bool MapSlotsPage::validatePage()
{
    QList<SlotMapping> plan;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        auto *combo = qobject_cast<QComboBox *>(m_table->cellWidget(row, 4));
        const int slot = combo ? combo->currentData().toInt() : -1;
        if (slot > 0) {
            plan << SlotMapping{m_table->item(row, 0)->data(Qt::UserRole).toByteArray(),
                                static_cast<KeySlot>(slot)};
        }
    }
    const Status s = SlotPlanner::validate(*m_wizard->key, plan, *m_wizard->card);
    if (!s) {
        m_error->setText(errorText(s.error()));
        return false;
    }
    m_wizard->plan = plan;
    return true;
}

// ---- BackupPage --------------------------------------------------------------------------

BackupPage::BackupPage(KeyToCardWizard *wizard)
    : m_wizard(wizard)
    , m_path(new QLineEdit(this))
    , m_paper(
          new QCheckBox(tr("Also write a printable copy (.txt with a checksum per line)"), this))
    , m_run(new QPushButton(tr("Write and verify the backup"), this))
    , m_status(wrapLabel(this, QStringLiteral("backupStatus")))
{
    setTitle(tr("Back up the secret key first"));
    setSubTitle(tr("The key is exported as GnuPG protects it (with its passphrase), written to "
                   "the file, and restored into an empty keyring to check it. Nothing moves "
                   "before that check passed."));
    m_path->setObjectName(QStringLiteral("backupPath"));
    m_paper->setObjectName(QStringLiteral("paperCheck"));
    m_run->setObjectName(QStringLiteral("backupButton"));
    auto *choose = new QPushButton(tr("Choose…"), this);
    auto *row = new QHBoxLayout;
    row->addWidget(m_path);
    row->addWidget(choose);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_paper);
    layout->addWidget(m_run);
    layout->addWidget(m_status);
    layout->addStretch();
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString p = QFileDialog::getSaveFileName(this, tr("Backup file"), m_path->text(),
                                                       tr("OpenPGP armour (*.asc)"));
        if (!p.isEmpty()) {
            m_path->setText(p);
        }
    });
    connect(m_path, &QLineEdit::textChanged, this, [this] {
        m_wizard->backup = {};
        Q_EMIT completeChanged();
    });
    connect(m_run, &QPushButton::clicked, this, &BackupPage::runBackup);
}

void BackupPage::initializePage()
{
    if (m_path->text().isEmpty()) {
        m_path->setText(QDir::home().filePath(
            QStringLiteral("secret-key-%1.asc")
                .arg(QString::fromLatin1(m_wizard->key->fingerprint.right(16)))));
    }
}

void BackupPage::runBackup()
{
    // An existing file may be the only copy of another key: ask, and keep it beside the new one.
    const QString path = m_path->text();
    QStringList existing;
    for (const QString &target : QStringList{path, path + QStringLiteral(".txt")}) {
        if ((target == path || m_paper->isChecked()) && BackupFile::exists(target) &&
            !BackupFile::isFolder(target)) {
            existing << tr("%1 (kept as %2)").arg(target, BackupFile::asideName(target));
        }
    }
    if (!existing.isEmpty()) {
        auto *ask = new QMessageBox(
            QMessageBox::Warning, tr("Replace the existing backup?"),
            tr("A file with this name already exists and may be the only copy of another key: "
               "%1. Replace it? The existing file is renamed, not deleted.")
                .arg(existing.join(QStringLiteral(", "))),
            QMessageBox::Yes | QMessageBox::Cancel, this);
        ask->setObjectName(QStringLiteral("replaceBackupQuestion"));
        ask->setDefaultButton(QMessageBox::Cancel);
        ask->setAttribute(Qt::WA_DeleteOnClose);
        connect(ask, &QMessageBox::finished, this, [this](int answer) {
            if (answer == QMessageBox::Yes) {
                startBackup(true);
            } else {
                m_status->setText(tr("Nothing was written; choose another file or agree to "
                                     "replace the existing one."));
            }
        });
        ask->open();
        return;
    }
    startBackup(false);
}

void BackupPage::startBackup(bool replaceExisting)
{
    auto *cmd = new BackupCommand(m_wizard->session());
    cmd->setKey(*m_wizard->key);
    cmd->setPath(m_path->text());
    cmd->setPaperCopy(m_paper->isChecked());
    cmd->setReplaceExisting(replaceExisting);
    QList<QByteArray> required;
    for (const SlotMapping &m : m_wizard->plan) {
        required << m.subkeyFingerprint;
    }
    cmd->setRequiredSubkeys(required);
    m_running = true;
    m_run->setEnabled(false);
    m_status->setText(tr("Exporting; gpg-agent asks for the key's passphrase…"));
    connect(cmd->operation(), &Operation::progressChanged, this,
            [this](qint64, qint64, const QString &m) {
                if (!m.isEmpty()) {
                    m_status->setText(m);
                }
            });
    connect(cmd, &CardCommand::finished, this, [this, cmd](const Status &s, const QString &msg) {
        m_running = false;
        m_run->setEnabled(true);
        if (s) {
            m_wizard->backup = cmd->report();
            m_status->setText(msg + QLatin1Char('\n') +
                              tr("SHA-256: %1").arg(QString::fromLatin1(cmd->report().sha256)));
        } else {
            m_wizard->backup = {};
            m_status->setText(errorText(s.error()) + QLatin1Char('\n') +
                              tr("Nothing was moved; the key is in your keyring."));
        }
        Q_EMIT completeChanged();
    });
    connect(cmd, &CardCommand::finished, cmd, &QObject::deleteLater);
    cmd->start();
}

bool BackupPage::isComplete() const
{
    return !m_running && m_wizard->backup.isValid();
}

// ---- ConfirmPage -------------------------------------------------------------------------

ConfirmPage::ConfirmPage(KeyToCardWizard *wizard)
    : m_wizard(wizard)
    , m_text(wrapLabel(this, QStringLiteral("confirmText")))
    , m_replace(new QCheckBox(tr("Replace the keys the card holds in these slots (they are "
                                 "destroyed on the card)"),
                              this))
{
    setTitle(tr("Check what will happen"));
    m_replace->setObjectName(QStringLiteral("replaceCheck"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_replace);
    layout->addStretch();
    connect(m_replace, &QCheckBox::toggled, this, &QWizardPage::completeChanged);
    setButtonText(QWizard::NextButton, tr("Move"));
}

void ConfirmPage::initializePage()
{
    const CardCapabilities &card = *m_wizard->card;
    QStringList lines;
    bool occupied = false;
    for (const SlotMapping &m : m_wizard->plan) {
        const SubkeyInfo *s = m_wizard->key->subkey(m.subkeyFingerprint);
        const QByteArray &held = card.slotFingerprints[static_cast<size_t>(m.slot) - 1];
        QString line = tr("• %1 subkey %2 → the card's %3")
                           .arg(s->algorithm, QString::fromLatin1(s->keyId), keySlotName(m.slot));
        if (!held.isEmpty() && held != s->fingerprint) {
            occupied = true;
            line += tr(" (replaces key %1 on the card)").arg(QString::fromLatin1(held.right(16)));
        }
        lines << line;
    }
    m_text->setText(
        tr("These subkeys are written to card %1:\n%2\n\ngpg-agent asks for the key's "
           "passphrase and the card's admin PIN. The card is then read back and each key's "
           "keygrip and fingerprint are compared. Your local secret key stays in the keyring "
           "until you choose on the last page; the verified backup is %3.")
            .arg(m_wizard->cardName.isEmpty() ? QString::fromLatin1(card.serial)
                                              : m_wizard->cardName,
                 lines.join(QLatin1Char('\n')), m_wizard->backup.path));
    m_replace->setVisible(occupied);
    m_replace->setChecked(false);
}

bool ConfirmPage::isComplete() const
{
    return !m_replace->isVisibleTo(this) || m_replace->isChecked();
}

bool ConfirmPage::replaceCardKeys() const
{
    // Asked by the move page, when this page is hidden: whether the check box is shown on this
    // page, not whether it is on screen now.
    return m_replace->isVisibleTo(this) && m_replace->isChecked();
}

// ---- MovePage ----------------------------------------------------------------------------

MovePage::MovePage(KeyToCardWizard *wizard)
    : m_wizard(wizard)
    , m_progress(new QProgressBar(this))
    , m_status(wrapLabel(this, QStringLiteral("moveStatus")))
{
    setTitle(tr("Moving to the card"));
    m_progress->setObjectName(QStringLiteral("moveProgress"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch();
}

void MovePage::initializePage()
{
    m_done = false;
    m_wizard->moved.clear();
    auto *confirm = qobject_cast<ConfirmPage *>(m_wizard->page(KeyToCardWizard::Confirm));
    auto *cmd = new MoveToCardCommand(m_wizard->session());
    cmd->setKey(*m_wizard->key);
    cmd->setPlan(m_wizard->plan);
    cmd->setBackup(m_wizard->backup);
    cmd->setExpectedCard(m_wizard->card->serial);
    cmd->setReplaceCardKeys(confirm && confirm->replaceCardKeys());
    m_progress->setRange(0, 0);
    m_status->setText(tr("Starting…"));
    connect(cmd->operation(), &Operation::progressChanged, this,
            [this](qint64 done, qint64 total, const QString &m) {
                if (total > 0) {
                    m_progress->setRange(0, static_cast<int>(total));
                    m_progress->setValue(static_cast<int>(done));
                }
                if (!m.isEmpty()) {
                    m_status->setText(m);
                }
            });
    connect(cmd, &CardCommand::finished, this, [this, cmd](const Status &s, const QString &msg) {
        m_progress->setRange(0, 1);
        m_progress->setValue(s ? 1 : 0);
        if (s) {
            m_wizard->moved = cmd->moved();
            m_done = true;
            m_status->setText(msg);
        } else {
            m_status->setText(tr("The move stopped: %1").arg(errorText(s.error())));
        }
        Q_EMIT completeChanged();
    });
    connect(cmd, &CardCommand::finished, cmd, &QObject::deleteLater);
    cmd->start();
}

bool MovePage::isComplete() const
{
    return m_done;
}

// ---- ResultPage --------------------------------------------------------------------------

ResultPage::ResultPage(KeyToCardWizard *wizard)
    : m_wizard(wizard)
    , m_table(new QTableWidget(this))
    , m_keep(new QRadioButton(tr("Keep the local secret key as well"), this))
    , m_remove(new QRadioButton(tr("Remove the local secret key (use the card)"), this))
    , m_consequence(wrapLabel(this, QStringLiteral("consequence")))
    , m_apply(new QPushButton(tr("Apply"), this))
    , m_status(wrapLabel(this, QStringLiteral("resultStatus")))
    , m_restoreLocal(new QPushButton(tr("Restore the local copy from the backup…"), this))
{
    setTitle(tr("Read back from the card"));
    m_table->setObjectName(QStringLiteral("readBackTable"));
    m_keep->setObjectName(QStringLiteral("keepRadio"));
    m_remove->setObjectName(QStringLiteral("removeRadio"));
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_restoreLocal->setObjectName(QStringLiteral("restoreLocalResultButton"));
    m_restoreLocal->hide();
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Slot"), tr("Subkey"), tr("Read back")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    // Three rows (one per slot) stay visible when the status below grows after Apply.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              m_table->verticalHeader()->defaultSectionSize() * 3 +
                              m_table->frameWidth() * 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(m_remove);
    layout->addWidget(m_keep);
    layout->addWidget(m_consequence);
    layout->addWidget(m_apply);
    layout->addWidget(m_status);
    layout->addWidget(m_restoreLocal, 0, Qt::AlignLeft);
    auto update = [this] {
        m_consequence->setText(LocalCopyCommand::consequences(m_keep->isChecked()));
    };
    connect(m_keep, &QRadioButton::toggled, this, update);
    m_remove->setChecked(true);
    update();
    connect(m_apply, &QPushButton::clicked, this, &ResultPage::apply);
    connect(m_restoreLocal, &QPushButton::clicked, this, [this] {
        auto *dialog = new RestoreLocalDialog(m_wizard->session(), m_wizard);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->preset(m_wizard->key ? m_wizard->key->fingerprint : QByteArray(),
                       m_wizard->backup.path);
        dialog->open();
    });
}

void ResultPage::initializePage()
{
    m_applied = false;
    m_restoreLocal->hide();
    m_apply->setEnabled(true);
    m_table->setRowCount(0);
    for (const MovedKey &m : m_wizard->moved) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(keySlotName(m.slot)));
        m_table->setItem(row, 1, new QTableWidgetItem(QString::fromLatin1(m.subkeyFingerprint)));
        m_table->setItem(row, 2,
                         new QTableWidgetItem(m.verified() ? tr("keygrip and fingerprint match")
                                                           : tr("MISMATCH")));
    }
    m_wizard->fitColumns(m_table); // "Read back" is the proof: never elided
}

void ResultPage::apply()
{
    auto *cmd = new LocalCopyCommand(m_wizard->session());
    cmd->setMoved(m_wizard->moved);
    cmd->setKeepLocal(m_keep->isChecked());
    cmd->setBackup(m_wizard->backup);
    m_apply->setEnabled(false);
    m_status->setText(tr("Working…"));
    connect(cmd, &CardCommand::finished, this, [this](const Status &s, const QString &msg) {
        m_applied = s.ok();
        m_apply->setEnabled(!m_applied);
        // Changed one's mind after removing the local copy: the way back is here.
        m_restoreLocal->setVisible(m_applied && !m_keep->isChecked());
        m_status->setText(s ? msg : errorText(s.error()));
        Q_EMIT completeChanged();
    });
    connect(cmd, &CardCommand::finished, cmd, &QObject::deleteLater);
    cmd->start();
}

bool ResultPage::isComplete() const
{
    return m_applied;
}

} // namespace keyward::gui::keytocard
