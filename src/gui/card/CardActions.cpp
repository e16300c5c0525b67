// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardActions.h"

#include "CardPage.h"
#include "CardText.h"
#include "CardholderDialog.h"
#include "ExportDialog.h"
#include "FactoryResetDialog.h"
#include "GenerateKeyDialog.h"
#include "GenerateResultDialog.h"
#include "GuiPinProvider.h"
#include "KeyAttrDialog.h"
#include "Prompt.h"
#include "TouchPolicyDialog.h"

#include "openpgp/ChangePinCommand.h"
#include "openpgp/ExportPublicKeyCommand.h"
#include "openpgp/FactoryResetCommand.h"
#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/GenerateNextSteps.h"
#include "openpgp/KdfSetupCommand.h"
#include "openpgp/SetCardholderCommand.h"
#include "openpgp/SetForceSigCommand.h"
#include "openpgp/SetKeyAttrCommand.h"
#include "openpgp/SetResetCodeCommand.h"
#include "openpgp/SetTouchPolicyCommand.h"
#include "openpgp/UnblockPinCommand.h"
#include "openpgp/keytocard/EncryptionBackup.h"

#include <QAction>
#include <QFutureWatcher>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include <optional>

namespace keyward::gui::card {

using namespace keyward::openpgp;

CardActions::CardActions(CardPage *page)
    : QObject(page)
    , m_page(page)
{
    auto button = [page](const char *name) {
        return page->findChild<QPushButton *>(QLatin1String(name));
    };

    auto *pins = new QMenu(page);
    pins->addAction(make(tr("Change &user PIN…"), QStringLiteral("actionChangeUserPin"),
                         &CardActions::changeUserPin));
    pins->addAction(make(tr("Change &admin PIN…"), QStringLiteral("actionChangeAdminPin"),
                         &CardActions::changeAdminPin));
    pins->addSeparator();
    pins->addAction(make(tr("&Set or change reset code…"), QStringLiteral("actionSetResetCode"),
                         &CardActions::setResetCode));
    m_removeReset = make(tr("&Remove reset code…"), QStringLiteral("actionRemoveResetCode"),
                         &CardActions::removeResetCode);
    pins->addAction(m_removeReset);
    pins->addSeparator();
    m_unblockReset =
        make(tr("Unblock user PIN with the reset &code…"),
             QStringLiteral("actionUnblockWithResetCode"), &CardActions::unblockWithResetCode);
    pins->addAction(m_unblockReset);
    pins->addAction(make(tr("Unblock user PIN with the admin &PIN…"),
                         QStringLiteral("actionUnblockWithAdminPin"),
                         &CardActions::unblockWithAdminPin));
    button("pinButton")->setMenu(pins);

    QAction *holder =
        make(tr("Card&holder…"), QStringLiteral("actionCardholder"), &CardActions::editCardholder);
    connect(button("cardholderButton"), &QPushButton::clicked, holder, &QAction::trigger);

    auto *keys = new QMenu(page);
    keys->addAction(make(tr("&Generate keys on the card…"), QStringLiteral("actionGenerateKeys"),
                         &CardActions::generateKeys));
    m_keyAttr = make(tr("Key &algorithms…"), QStringLiteral("actionKeyAttributes"),
                     &CardActions::keyAttributes);
    keys->addAction(m_keyAttr);
    button("keysButton")->setMenu(keys);

    auto *settings = new QMenu(page);
    m_kdf = make(tr("Turn &KDF on…"), QStringLiteral("actionKdf"), &CardActions::toggleKdf);
    settings->addAction(m_kdf);
    m_touch =
        make(tr("&Touch policy…"), QStringLiteral("actionTouchPolicy"), &CardActions::touchPolicy);
    settings->addAction(m_touch);
    m_forceSig = make(tr("Ask the user PIN for &every signature"), QStringLiteral("actionForceSig"),
                      &CardActions::toggleForceSig);
    m_forceSig->setCheckable(true);
    settings->addAction(m_forceSig);
    button("settingsButton")->setMenu(settings);

    auto *exports = new QMenu(page);
    exports->addAction(make(tr("&Public key (OpenPGP, ASCII armour)…"),
                            QStringLiteral("actionExportPublicKey"),
                            &CardActions::exportPublicKey));
    exports->addAction(
        make(tr("&SSH public key…"), QStringLiteral("actionExportSsh"), &CardActions::exportSsh));
    button("exportButton")->setMenu(exports);

    QAction *reset = make(tr("Factory &reset…"), QStringLiteral("actionFactoryReset"),
                          &CardActions::factoryReset);
    connect(button("resetButton"), &QPushButton::clicked, reset, &QAction::trigger);

    connect(button("bannerUserPinButton"), &QPushButton::clicked, this,
            &CardActions::changeUserPin);
    connect(button("bannerAdminPinButton"), &QPushButton::clicked, this,
            &CardActions::changeAdminPin);
}

QAction *CardActions::make(const QString &text, const QString &name, void (CardActions::*slot)())
{
    auto *a = new QAction(text, m_page);
    a->setObjectName(name);
    connect(a, &QAction::triggered, this, slot);
    m_all << a;
    return a;
}

void CardActions::setEnabled(bool enabled)
{
    m_enabled = enabled;
    for (QAction *a : std::as_const(m_all)) {
        a->setEnabled(enabled);
    }
    for (const char *name : {"pinButton", "cardholderButton", "keysButton", "settingsButton",
                             "exportButton", "resetButton"}) {
        m_page->findChild<QPushButton *>(QLatin1String(name))->setEnabled(enabled);
    }
    if (enabled) {
        update(m_card);
    }
}

void CardActions::update(const CardInfo &card)
{
    m_card = card;
    if (m_kdfTurnedOn && card.kdf.enabled) {
        m_kdfTurnedOn = false;
        m_page->setPinKnowledge(PinKnowledge::Default, PinKnowledge::Default);
    }
    if (!m_enabled) {
        return;
    }
    m_kdf->setText(card.kdf.enabled ? tr("Turn &KDF off…") : tr("Turn &KDF on…"));
    m_kdf->setEnabled(card.kdfSupported);
    m_touch->setEnabled(card.hasButton || card.hasUif);
    m_keyAttr->setEnabled(card.extCap.algoAttrChangeable || card.aid.versionMajor >= 3);
    m_forceSig->setChecked(!card.pins.validForSeveral);
    m_unblockReset->setEnabled(card.pins.triesLeft[1] > 0);
    m_removeReset->setEnabled(card.pins.triesLeft[1] > 0);
}

openpgp::CardCommand *CardActions::settingPins(openpgp::CardCommand *command) const
{
    // With KDF on the card cannot refuse a PIN for its length and pinentry
    // does not know the rule: Keyward's own dialog asks, and checks it.
    if (m_card.kdf.enabled) {
        command->setPinProvider(
            std::make_shared<GuiPinProvider>(m_page, m_card.pins, command->title()));
    }
    return command;
}

void CardActions::changeUserPin()
{
    auto *c =
        settingPins(new ChangePinCommand(m_page->session(), ChangePinCommand::Which::UserPin));
    m_page->runCommand(c, [this](const Status &s) {
        if (s) {
            m_page->setPinKnowledge(PinKnowledge::Changed, m_page->adminPinKnowledge());
        }
    });
}

void CardActions::changeAdminPin()
{
    auto *c =
        settingPins(new ChangePinCommand(m_page->session(), ChangePinCommand::Which::AdminPin));
    m_page->runCommand(c, [this](const Status &s) {
        if (s) {
            m_page->setPinKnowledge(m_page->userPinKnowledge(), PinKnowledge::Changed);
        }
    });
}

void CardActions::setResetCode()
{
    m_page->runCommand(settingPins(new SetResetCodeCommand(m_page->session(), false)));
}

void CardActions::removeResetCode()
{
    Prompt::ask(m_page, tr("Remove reset code"),
                tr("Remove the reset code? Afterwards a blocked user PIN can only be unblocked "
                   "with the admin PIN."),
                tr("&Remove"), [this](bool yes) {
                    if (yes) {
                        m_page->runCommand(new SetResetCodeCommand(m_page->session(), true));
                    }
                });
}

void CardActions::unblockWithResetCode()
{
    m_page->runCommand(
        settingPins(new UnblockPinCommand(m_page->session(), UnblockPinCommand::With::ResetCode)));
}

void CardActions::unblockWithAdminPin()
{
    m_page->runCommand(
        settingPins(new UnblockPinCommand(m_page->session(), UnblockPinCommand::With::AdminPin)));
}

void CardActions::editCardholder()
{
    auto *d = new CardholderDialog(m_card, m_page);
    connect(d, &QDialog::accepted, this, [this, d] {
        QList<CardCommand *> commands = d->commands(m_page->session());
        if (commands.isEmpty()) {
            return;
        }
        m_page->runCommands(commands);
    });
    d->open();
}

void CardActions::generateKeys()
{
    // Which certificate holds the card's keys decides what one slot can do
    // (a keyring listing on the agent's worker; quick, but not on this thread).
    setEnabled(false);
    auto *watcher = new QFutureWatcher<Result<CardCertificate>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        setEnabled(!m_page->isBusy());
        CardCertificate cert;
        if (watcher->future().isResultReadyAt(0)) {
            cert = watcher->result().valueOr(CardCertificate{});
        }
        auto *d = new GenerateKeyDialog(m_card, cert, m_page);
        connect(d, &QDialog::accepted, this, [this, d] {
            auto *c = new GenerateKeyCommand(m_page->session());
            d->configure(c);
            c->setSupportedAlgorithms(m_card.supportedAlgorithms);
            const bool offerNew = d->replacesPrimary();
            const CardCertificate old = d->certificate();
            const QString backup = d->backupPath();
            const bool newCertificate = d->makesCertificate();
            const CardInfo before = m_card;
            m_page->runCommand(
                c, [this, offerNew, old, backup, newCertificate, before, c](const Status &s) {
                    if (!s && !c->generated().isEmpty()) {
                        FinishPlan plan{c->userName(), c->email(), c->expiry(),
                                        newCertificate && !c->fingerprint().isEmpty()};
                        sayWhatTheCardHolds(before, c->message(), newCertificate ? &plan : nullptr);
                    }
                    if (s && offerNew) {
                        offerNewCertificate(old);
                    }
                    if (s && !backup.isEmpty()) {
                        backUpEncryptionKey(c->fingerprint(), c->hostEncryptionSubkey(), backup,
                                            c->revocationCertificate());
                    } else if (s && newCertificate) {
                        showNextSteps(c->fingerprint(), c->revocationCertificate(), {}, {});
                    }
                });
        });
        d->open();
    });
    watcher->setFuture(GenerateKeyCommand::findCertificate(m_page->session(), m_card));
}

void CardActions::backUpEncryptionKey(const QByteArray &certificate, const QByteArray &subkey,
                                      const QString &path, const QString &revocation)
{
    auto *chain = new openpgp::keytocard::EncryptionBackup(m_page->session(), this);
    chain->setCertificate(certificate);
    chain->setSubkey(subkey);
    chain->setPath(path);
    setEnabled(false);
    connect(chain, &openpgp::keytocard::EncryptionBackup::finished, this,
            [this, chain, certificate, revocation, path](const Status &s, const QString &message) {
                chain->deleteLater();
                setEnabled(true);
                m_page->rereadAfterChange();
                if (s) {
                    showNextSteps(certificate, revocation, path, message);
                } else {
                    QMessageBox::warning(
                        m_page, tr("Backup of the encryption key"),
                        tr("The keys were generated, but the encryption key was not backed up "
                           "and moved to the card: %1")
                            .arg(message));
                }
            });
    chain->start();
}

void CardActions::showNextSteps(const QByteArray &certificate, const QString &revocation,
                                const QString &backup, const QString &summary)
{
    GenerateOutcome outcome;
    outcome.cardName = cardDisplayName(m_page->card());
    outcome.fingerprint = certificate;
    outcome.revocation = revocation;
    outcome.backup = backup;
    auto *d = new GenerateResultDialog(outcome, summary, m_page);
    // The page may still be reading the card after the generation: the export waits for it.
    const auto whenIdle = [this](void (CardActions::*exportSlot)()) {
        if (!m_page->isBusy()) {
            (this->*exportSlot)();
            return;
        }
        auto *once = new QObject(this);
        connect(m_page, &CardPage::busyChanged, once, [this, once, exportSlot](bool busy) {
            if (!busy) {
                once->deleteLater();
                (this->*exportSlot)();
            }
        });
    };
    connect(d, &GenerateResultDialog::exportPublicKeyRequested, this,
            [whenIdle] { whenIdle(&CardActions::exportPublicKey); });
    connect(d, &GenerateResultDialog::exportSshRequested, this,
            [whenIdle] { whenIdle(&CardActions::exportSsh); });
    d->open();
}

void CardActions::sayWhatTheCardHolds(const CardInfo &before, const QString &failure,
                                      const FinishPlan *plan)
{
    // The page reads the card again after every command (on the agent's worker): say what
    // each slot holds once that read is in.
    auto *once = new QObject(this);
    const std::optional<FinishPlan> finish = plan ? std::optional<FinishPlan>(*plan) : std::nullopt;
    connect(
        m_page, &CardPage::cardRead, once,
        [this, before, failure, once, finish](const CardInfo &now) {
            once->deleteLater();
            const QString holds = partialGenerationText(before, now);
            if (holds.isEmpty()) {
                return;
            }
            const auto renewed = [&before, &now](KeySlot s) {
                return now.key(s).hasKey() && now.key(s).fingerprint != before.key(s).fingerprint;
            };
            // Finish: the slots not renewed, added to the certificate of the new
            // signature key; nothing to finish without that key.
            QList<KeySlot> missing;
            for (KeySlot s : {KeySlot::Encryption, KeySlot::Authentication}) {
                if (!renewed(s)) {
                    missing << s;
                }
            }
            const bool canFinish = finish && renewed(KeySlot::Signature) &&
                                   (!missing.isEmpty() || !finish->certificateMade);
            QString text = failure + QStringLiteral("\n\n") + holds;
            if (canFinish) {
                text += QStringLiteral("\n\n") +
                        tr("Finish the missing keys generates only the keys that are not "
                           "new, with the same settings, and keeps the new ones.");
            }
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Key generation stopped part-way"),
                                        text, QMessageBox::Close, m_page);
            box->setObjectName(QStringLiteral("generatePartialBox"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            if (canFinish) {
                auto *button =
                    box->addButton(tr("&Finish the missing keys"), QMessageBox::AcceptRole);
                button->setObjectName(QStringLiteral("finishMissingButton"));
                const QByteArray certificate = now.key(KeySlot::Signature).fingerprint;
                const FinishPlan p = *finish;
                connect(button, &QPushButton::clicked, this, [this, p, missing, certificate] {
                    finishMissingKeys(p, missing, certificate);
                });
            }
            box->open();
        });
}

void CardActions::finishMissingKeys(const FinishPlan &plan, const QList<KeySlot> &missing,
                                    const QByteArray &certificate)
{
    // The certificate's primary key is the card's new signature key, so its fingerprint is
    // known before it exists; each missing key is generated and added to it (gpg addcardkey).
    QList<CardCommand *> commands;
    if (!plan.certificateMade) {
        auto *c = new GenerateKeyCommand(m_page->session());
        c->setFromCard();
        c->setUserId(plan.name, plan.email);
        c->setExpiry(plan.expiry);
        commands << c;
    }
    for (KeySlot slot : missing) {
        auto *c = new GenerateKeyCommand(m_page->session());
        c->setSlotOnly(slot);
        c->setCertificate(certificate);
        commands << c;
    }
    m_page->runCommands(commands);
}

void CardActions::offerNewCertificate(const CardCertificate &old)
{
    // "Name (comment) <mail>": the new certificate keeps the old user ID.
    const QString uid = old.userId;
    const qsizetype lt = uid.lastIndexOf(QLatin1Char('<'));
    const QString name = (lt >= 0 ? uid.left(lt) : uid).trimmed();
    const QString email =
        lt >= 0 ? uid.mid(lt + 1).chopped(uid.endsWith(QLatin1Char('>')) ? 1 : 0) : QString();
    Prompt::ask(m_page, tr("Create a new certificate"),
                tr("The card's new signature key no longer matches certificate %1. Create a new "
                   "certificate \"%2\" for the keys on the card? The encryption key joins it "
                   "(it was made with the same time); the authentication key does not. Publish "
                   "the new certificate and tell your correspondents; keep the old one to read "
                   "old messages.")
                    .arg(QString::fromLatin1(old.fingerprint), uid),
                tr("&Create certificate"), [this, name, email](bool yes) {
                    if (!yes) {
                        return;
                    }
                    auto *c = new GenerateKeyCommand(m_page->session());
                    c->setFromCard();
                    c->setUserId(name, email);
                    m_page->runCommand(c);
                });
}

void CardActions::keyAttributes()
{
    auto *d = new KeyAttrDialog(m_card, m_page);
    connect(d, &QDialog::accepted, this, [this, d] {
        m_page->runCommand(new SetKeyAttrCommand(m_page->session(), d->slot(), d->algorithm(),
                                                 m_card.supportedAlgorithms));
    });
    d->open();
}

void CardActions::toggleKdf()
{
    const bool enable = !m_card.kdf.enabled;
    const QString text = KdfSetupCommand::explanation(m_card, enable);
    Prompt::ask(m_page, enable ? tr("Turn KDF on") : tr("Turn KDF off"), text,
                enable ? tr("Turn KDF &on") : tr("Turn KDF o&ff"), [this, enable](bool yes) {
                    if (!yes) {
                        return;
                    }
                    // The banner follows what the card says afterwards: KDF
                    // on means default PINs, even when the check of the PINs
                    // after writing it failed.
                    m_kdfTurnedOn = enable;
                    m_page->runCommand(new KdfSetupCommand(m_page->session(), enable));
                });
}

void CardActions::touchPolicy()
{
    auto *d = new TouchPolicyDialog(m_card, m_page);
    connect(d, &QDialog::accepted, this, [this, d] {
        m_page->runCommand(
            new SetTouchPolicyCommand(m_page->session(), d->chosenSlots(), d->policy()));
    });
    d->open();
}

void CardActions::toggleForceSig()
{
    // The action's check state is what the user asked for; the card is read
    // again afterwards, which puts the check mark right on failure.
    m_page->runCommand(new SetForceSigCommand(m_page->session(), m_forceSig->isChecked()));
}

void CardActions::exportPublicKey()
{
    exportAs(static_cast<int>(ExportPublicKeyCommand::Format::OpenPgpArmor));
}

void CardActions::exportSsh()
{
    exportAs(static_cast<int>(ExportPublicKeyCommand::Format::Ssh));
}

void CardActions::exportAs(int format)
{
    const auto f = static_cast<ExportPublicKeyCommand::Format>(format);
    auto *c = new ExportPublicKeyCommand(m_page->session(), f);
    const QString serial = m_card.aid.serialText();
    m_page->runCommand(c, [this, c, f, serial](const Status &s) {
        if (!s) {
            return;
        }
        const bool ssh = f == ExportPublicKeyCommand::Format::Ssh;
        auto *d = new ExportDialog(ssh ? tr("SSH public key") : tr("OpenPGP public key"), c->text(),
                                   ssh ? QStringLiteral("card-%1.pub").arg(serial)
                                       : QStringLiteral("card-%1.asc").arg(serial),
                                   m_page);
        d->open();
    });
}

void CardActions::factoryReset()
{
    auto *d = new FactoryResetDialog(m_card, m_page);
    connect(d, &QDialog::accepted, this, [this, d] {
        m_page->runCommand(new FactoryResetCommand(m_page->session(), d->typedSerial()),
                           [this](const Status &s) {
                               if (s) {
                                   m_page->setPinKnowledge(PinKnowledge::Default,
                                                           PinKnowledge::Default);
                               }
                           });
    });
    d->open();
}

} // namespace keyward::gui::card
