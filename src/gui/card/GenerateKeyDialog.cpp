// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateKeyDialog.h"

#include "CardText.h"

#include "core/AlgorithmNames.h"

#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/GeneratePinPlan.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace keyward::gui::card {

using openpgp::KeySlot;

GenerateKeyDialog::GenerateKeyDialog(const openpgp::CardInfo &card,
                                     const openpgp::CardCertificate &certificate, QWidget *parent)
    : QDialog(parent)
    , m_card(card)
    , m_certificate(certificate)
    , m_all(new QRadioButton(tr("&All three keys and a new OpenPGP certificate"), this))
    , m_one(new QRadioButton(tr("&One key slot only"), this))
    , m_name(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_expiry(new QComboBox(this))
    , m_algorithm(new QComboBox(this))
    , m_slot(new QComboBox(this))
    , m_updateCert(new QCheckBox(this))
    , m_backup(new QCheckBox(tr("&Keep an off-card backup of the encryption key"), this))
    , m_backupPath(new QLineEdit(this))
    , m_backupRow(new QWidget(this))
    , m_note(new QLabel(this))
    , m_error(new QLabel(this))
{
    setObjectName(QStringLiteral("generateKeyDialog"));
    setWindowTitle(tr("Generate keys on the card"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_all->setObjectName(QStringLiteral("allRadio"));
    m_one->setObjectName(QStringLiteral("oneRadio"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_email->setObjectName(QStringLiteral("emailEdit"));
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    m_slot->setObjectName(QStringLiteral("slotCombo"));
    m_updateCert->setObjectName(QStringLiteral("updateCertificateCheck"));
    m_note->setObjectName(QStringLiteral("generateNote"));
    m_updateCert->setText(tr("&Update the certificate %1")
                              .arg(certificate.userId.isEmpty()
                                       ? QString::fromLatin1(certificate.fingerprint)
                                       : certificate.userId));
    m_updateCert->setChecked(true);
    m_name->setText(card.cardholderName);

    // What the card takes for signing; the encryption slot follows (Ed25519
    // gives Curve25519 there). The recommended one comes first and is chosen;
    // the card's current setting stays on offer (an item without data leaves
    // the card's algorithms as they are).
    const QString current = text::algorithm(card.key(KeySlot::Signature).algorithm);
    const QStringList offered =
        recommendedFirst(text::algorithmsForSlot(card.supportedAlgorithms, KeySlot::Signature));
    for (const QString &a : offered) {
        const QString name = algorithmChoiceName(a, a == offered.constFirst());
        // The choice is for all three slots, also when the signature slot has it already: the
        // command compares each slot with it and changes only those that differ (a generation
        // that failed part-way can leave the signature slot changed and the others not).
        m_algorithm->addItem(
            a == QLatin1String("ed25519") ? tr("%1, Curve25519 for encryption").arg(name) : name,
            a);
    }
    if (!offered.contains(current, Qt::CaseInsensitive)) {
        m_algorithm->addItem(
            tr("as set on the card (%1)")
                .arg(current.isEmpty() ? tr("unknown") : algorithmDisplayName(current)),
            QString());
    }
    m_algorithm->setCurrentIndex(0);
    m_expiry->addItem(tr("never"), QStringLiteral("0"));
    m_expiry->addItem(tr("1 year"), QStringLiteral("1y"));
    m_expiry->addItem(tr("2 years"), QStringLiteral("2y"));
    m_expiry->addItem(tr("5 years"), QStringLiteral("5y"));
    m_expiry->setCurrentIndex(2);
    for (KeySlot s : {KeySlot::Signature, KeySlot::Encryption, KeySlot::Authentication}) {
        m_slot->addItem(
            tr("%1 (%2)").arg(openpgp::keySlotName(s),
                              algorithmDisplayName(text::algorithm(card.key(s).algorithm))),
            static_cast<int>(s));
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_all);
    auto *form = new QFormLayout;
    auto row = [&](const QString &label, QWidget *w) {
        auto *l = new QLabel(label, this);
        l->setBuddy(w);
        form->addRow(l, w);
    };
    row(tr("&Name:"), m_name);
    row(tr("&E-mail:"), m_email);
    row(tr("E&xpires:"), m_expiry);
    row(tr("Al&gorithm:"), m_algorithm);
    layout->addLayout(form);
    buildBackupRow(layout);
    layout->addWidget(m_one);
    auto *slotForm = new QFormLayout;
    m_slotForm = slotForm;
    auto *slotLabel = new QLabel(tr("&Slot:"), this);
    slotLabel->setBuddy(m_slot);
    slotForm->addRow(slotLabel, m_slot);
    slotForm->addRow(QString(), m_updateCert);
    layout->addLayout(slotForm);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8a1c12; }"));
    m_error->hide();
    layout->addWidget(m_error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_all, &QRadioButton::toggled, this, &GenerateKeyDialog::updateState);
    connect(m_slot, &QComboBox::currentIndexChanged, this, &GenerateKeyDialog::updateState);
    connect(m_updateCert, &QCheckBox::toggled, this, &GenerateKeyDialog::updateState);
    connect(m_backup, &QCheckBox::toggled, this, &GenerateKeyDialog::updateState);
    m_all->setChecked(true);
    updateState();
    setMinimumWidth(520);
}

openpgp::KeySlot GenerateKeyDialog::chosenSlot() const
{
    return static_cast<KeySlot>(m_slot->currentData().toInt());
}

bool GenerateKeyDialog::replacesPrimary() const
{
    const auto i = static_cast<size_t>(static_cast<int>(chosenSlot()) - 1);
    return m_one->isChecked() && !m_certificate.isNull() && m_certificate.isPrimary[i];
}

void GenerateKeyDialog::updateState()
{
    const bool all = m_all->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_email),
                       static_cast<QWidget *>(m_expiry), static_cast<QWidget *>(m_algorithm)}) {
        w->setEnabled(all);
    }
    m_slot->setEnabled(!all);
    m_backup->setEnabled(all);
    m_backupRow->setEnabled(all && m_backup->isChecked());
    QStringList replaced;
    for (const openpgp::CardKeySlot &k : m_card.keys) {
        const bool affected = all || k.slot == chosenSlot();
        if (affected && k.hasKey()) {
            replaced << openpgp::keySlotName(k.slot);
        }
    }
    QStringList parts;
    if (!replaced.isEmpty()) {
        parts << tr("<b>Replaces the existing keys:</b> %1. They cannot be recovered from the "
                    "card.")
                     .arg(replaced.join(QStringLiteral(", ")));
    }
    const bool primary = replacesPrimary();
    const bool canUpdate = !all && !m_certificate.isNull() && !primary;
    // The whole row, so a hidden check box leaves no gap.
    m_slotForm->setRowVisible(m_updateCert, canUpdate);
    const bool update = canUpdate && m_updateCert->isChecked();
    const QString certName = m_certificate.userId.isEmpty()
                                 ? QString::fromLatin1(m_certificate.fingerprint)
                                 : m_certificate.userId.toHtmlEscaped();
    if (primary) {
        parts << tr("<b>The certificate %1 will no longer match the card:</b> this slot holds "
                    "its primary key, and a certificate cannot change its primary key. It "
                    "cannot make signatures or certify with the new key. Afterwards Keyward "
                    "offers to create a new certificate for the card's keys (publish it and "
                    "tell your correspondents).")
                     .arg(certName);
    } else if (update) {
        parts << tr("The new key is added to %1 and the key it replaces is revoked there as "
                    "superseded; publish the updated certificate.")
                     .arg(certName);
    } else if (!all) {
        parts << tr("The keyring stays as it is.");
    }
    openpgp::GeneratePinInput pins;
    pins.mode = all      ? openpgp::GeneratePinInput::Mode::AllKeys
                : update ? openpgp::GeneratePinInput::Mode::UpdateCertificate
                         : openpgp::GeneratePinInput::Mode::OneSlot;
    pins.pinPerSignature = !m_card.pins.validForSeveral;
    pins.encryptionBackup = all && m_backup->isChecked();
    pins.revokesOldSubkey = update && !replaced.isEmpty();
    parts << openpgp::describePinPrompts(openpgp::generatePinPrompts(pins), pins.pinPerSignature);
    parts << tr("RSA 4096 can take several minutes on some cards; the window stays usable "
                "meanwhile, and Cancel stops before the next key.");
    // One paragraph per point: the warning must not drown in the rest.
    m_note->setText(QStringLiteral("<p>%1</p>").arg(parts.join(QStringLiteral("</p><p>"))));
    // The note changes length with the choice; grow the dialog with it
    // rather than clip the last lines.
    if (isVisible()) {
        adjustSize();
    }
}

void GenerateKeyDialog::accept()
{
    if (m_all->isChecked()) {
        // The command's own checks (gpg's rules), before the dialog closes
        // and long before anything reaches the card.
        const Status s = openpgp::GenerateKeyCommand::checkUserId(m_name->text(), m_email->text());
        if (!s) {
            m_error->setText(s.error().detail + QLatin1Char('.'));
            m_error->show();
            return;
        }
        if (m_backup->isChecked()) {
            const QString path = backupPath();
            const QFileInfo target(path);
            QString problem;
            if (path.isEmpty()) {
                problem = tr("Choose a file for the backup of the encryption key.");
            } else if (target.exists() || target.isSymLink()) {
                problem = tr("The backup file %1 already exists and may be the only copy of "
                             "another key; choose a new file.")
                              .arg(path);
            } else if (!target.absoluteDir().exists()) {
                problem = tr("The folder %1 does not exist.").arg(target.absolutePath());
            }
            if (!problem.isEmpty()) {
                m_error->setText(problem);
                m_error->show();
                return;
            }
        }
    }
    QDialog::accept();
}

void GenerateKeyDialog::configure(openpgp::GenerateKeyCommand *command) const
{
    if (m_one->isChecked()) {
        command->setSlotOnly(chosenSlot());
        if (!m_certificate.isNull() && !replacesPrimary() && m_updateCert->isChecked()) {
            command->setCertificate(m_certificate.fingerprint);
        }
        return;
    }
    command->setUserId(m_name->text().trimmed(), m_email->text().trimmed());
    command->setExpiry(m_expiry->currentData().toString());
    command->setAlgorithm(m_algorithm->currentData().toString());
    command->setEncryptionKeyOnHost(!backupPath().isEmpty());
}

bool GenerateKeyDialog::makesCertificate() const
{
    return m_all->isChecked();
}

QString GenerateKeyDialog::backupPath() const
{
    if (!m_all->isChecked() || !m_backup->isChecked()) {
        return {};
    }
    const QString given = m_backupPath->text().trimmed();
    if (given.isEmpty()) {
        return {};
    }
    const QFileInfo info(given);
    if (info.isDir() && !info.isSymLink()) {
        // A folder: a new file in it, named by the card and the time.
        return QDir(given).filePath(
            QStringLiteral("encryption-key-backup-%1-%2.asc")
                .arg(m_card.aid.serialText(),
                     QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    }
    return info.absoluteFilePath();
}

void GenerateKeyDialog::buildBackupRow(QVBoxLayout *layout)
{
    m_backup->setObjectName(QStringLiteral("backupCheck"));
    m_backupPath->setObjectName(QStringLiteral("backupPathEdit"));
    m_backupPath->setPlaceholderText(tr("A new file, or a folder (preferably removable media)"));
    auto *choose = new QPushButton(tr("C&hoose…"), m_backupRow);
    choose->setObjectName(QStringLiteral("backupChooseButton"));
    auto *explain = new QLabel(
        tr("The encryption key is then made on this computer, written to this file and checked, "
           "and moved to the card. With the backup you can still read messages encrypted to you "
           "if the card is lost or broken. The file holds the key without a passphrase: keep it "
           "offline (on removable media in a safe place), never on this computer."),
        m_backupRow);
    explain->setObjectName(QStringLiteral("backupExplanation"));
    explain->setWordWrap(true);
    auto *rowLayout = new QGridLayout(m_backupRow);
    rowLayout->setContentsMargins(24, 0, 0, 0);
    rowLayout->addWidget(m_backupPath, 0, 0);
    rowLayout->addWidget(choose, 0, 1);
    rowLayout->addWidget(explain, 1, 0, 1, 2);
    layout->addWidget(m_backup);
    layout->addWidget(m_backupRow);
    connect(choose, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Backup of the encryption key"),
            QDir::home().filePath(
                QStringLiteral("encryption-key-backup-%1.asc").arg(m_card.aid.serialText())),
            tr("OpenPGP key (*.asc)"), nullptr, QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty()) {
            m_backupPath->setText(path);
        }
    });
}

} // namespace keyward::gui::card
