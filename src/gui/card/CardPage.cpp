// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardPage.h"
#include "ui_CardPage.h"

#include "CardActions.h"
#include "CardText.h"
#include "GuiConfirmer.h"
#include "SetupChecklist.h"

#include "core/AlgorithmNames.h"
#include "core/Continuation.h"
#include "core/Logging.h"
#include "core/TouchWatch.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardCommand.h"
#include "openpgp/CardReader.h"
#include "openpgp/GenerateKeyCommand.h"
#include "openpgp/SetKeyAttrCommand.h"

#include <QDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QLabel>
#include <QTimer>

namespace keyward::gui::card {

namespace {
constexpr int kKeyRows = 5;
// After a change, scdaemon may answer "no card" while it resets the card: how long to try again.
constexpr int kRereadMs = 15000;
// The window becoming active looks at the card again when the last read is older than this.
constexpr qint64 kFollowAfterMs = 2000;
constexpr int kRereadRetryMs = 250;

/// Errors that mean "not yet": scdaemon (or the card) is coming back. GnuPG 2.2's scdaemon
/// answers the first command after the card left with "General error" (GPG_ERR_GENERAL, 1).
bool transientReadError(const Error &e)
{
    return e.is(ErrorKind::NoCard) || e.is(ErrorKind::CardRemoved) ||
           e.is(ErrorKind::AgentUnavailable) || e.is(ErrorKind::Busy) ||
           (e.domain == ErrorDomain::Gpg && e.code == 1);
}
const char *kLowStyle = "QLabel { color: #8a1c12; font-weight: bold; }";
} // namespace

CardPage::CardPage(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::CardPage>())
{
    m_ui->setupUi(this);
    QFont title = m_ui->cardTitleLabel->font();
    title.setPointSizeF(title.pointSizeF() * 1.5);
    title.setBold(true);
    m_ui->cardTitleLabel->setFont(title);
    m_ui->cardVirtualBanner->hide();
    m_ui->pinBanner->hide();
    m_ui->defaultPinBanner->hide();
    // While a card operation waits for the key's button: above the operation strip, in words.
    m_touchBanner = new QLabel(this);
    m_touchBanner->setObjectName(QStringLiteral("touchBanner"));
    m_touchBanner->setWordWrap(true);
    m_touchBanner->setStyleSheet(QStringLiteral(
        "QLabel { background: #dbeafe; color: #0b3a75; border: 2px solid #2f6fce; padding: 8px; "
        "font-weight: bold; }"));
    m_touchBanner->setAccessibleName(tr("Touch prompt"));
    m_touchBanner->hide();
    m_ui->layout->insertWidget(m_ui->layout->indexOf(m_ui->operationStrip), m_touchBanner);
    buildForms();
    m_actions = new CardActions(this);
    connect(m_ui->refreshButton, &QPushButton::clicked, this, &CardPage::refresh);
    setBusy(false);
}

// A command still running on the agent worker is not among the children the
// page deletes: CardCommand::run() took it, and it deletes itself when its job
// reports back. Its open dialogs go with the page and answer "no".
CardPage::~CardPage() = default;

QLabel *CardPage::addRow(QFormLayout *form, const QString &label, const QString &name)
{
    auto *value = new QLabel(this);
    value->setObjectName(name);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(value);
    form->addRow(caption, value);
    return value;
}

void CardPage::buildForms()
{
    QFormLayout *c = m_ui->cardForm;
    m_deviceName = addRow(c, tr("Device:"), QStringLiteral("deviceValue"));
    m_manufacturer = addRow(c, tr("Manufacturer:"), QStringLiteral("manufacturerValue"));
    m_serial = addRow(c, tr("Serial number:"), QStringLiteral("serialValue"));
    m_version = addRow(c, tr("Specification:"), QStringLiteral("versionValue"));
    m_aid = addRow(c, tr("Application ID:"), QStringLiteral("aidValue"));
    m_gnupg = addRow(c, tr("Read through:"), QStringLiteral("gnupgValue"));
    m_aid->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    QFormLayout *h = m_ui->holderForm;
    m_name = addRow(h, tr("Name:"), QStringLiteral("nameValue"));
    m_language = addRow(h, tr("Language:"), QStringLiteral("languageValue"));
    m_sex = addRow(h, tr("Salutation:"), QStringLiteral("sexValue"));
    m_url = addRow(h, tr("Public key URL:"), QStringLiteral("urlValue"));
    m_login = addRow(h, tr("Login data:"), QStringLiteral("loginValue"));

    QFormLayout *p = m_ui->pinForm;
    m_pinCounters[0] = addRow(p, tr("User PIN:"), QStringLiteral("userPinValue"));
    m_pinCounters[1] = addRow(p, tr("Reset code:"), QStringLiteral("resetCodeValue"));
    m_pinCounters[2] = addRow(p, tr("Admin PIN:"), QStringLiteral("adminPinValue"));
    m_pinLengths = addRow(p, tr("Maximum lengths:"), QStringLiteral("pinLengthValue"));
    m_forceSig = addRow(p, tr("User PIN for signing:"), QStringLiteral("forceSigValue"));
    m_kdf = addRow(p, tr("KDF (PIN hashing):"), QStringLiteral("kdfValue"));
    m_sigCounter = addRow(p, tr("Signatures made:"), QStringLiteral("sigCounterValue"));

    QFormLayout *k = m_ui->capsForm;
    m_touch = addRow(k, tr("Touch button:"), QStringLiteral("touchValue"));
    m_caps = addRow(k, tr("Extended capabilities:"), QStringLiteral("capsValue"));
    m_algorithms = addRow(k, tr("Supported algorithms:"), QStringLiteral("algorithmsValue"));

    QGridLayout *g = m_ui->keysGrid;
    const QStringList rows{tr("Algorithm:"), tr("Fingerprint:"), tr("Created:"), tr("Origin:"),
                           tr("Touch policy:")};
    for (int r = 0; r < kKeyRows; ++r) {
        g->addWidget(new QLabel(rows[r], this), r + 1, 0, Qt::AlignTop);
    }
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (int s = 0; s < 3; ++s) {
        auto *head =
            new QLabel(QStringLiteral("<b>%1</b>")
                           .arg(openpgp::keySlotName(static_cast<openpgp::KeySlot>(s + 1))),
                       this);
        g->addWidget(head, 0, s + 1);
        for (int r = 0; r < kKeyRows; ++r) {
            auto *cell = new QLabel(this);
            cell->setObjectName(QStringLiteral("key%1Row%2").arg(s + 1).arg(r));
            cell->setWordWrap(true);
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
            if (r == 1) {
                cell->setFont(fixed);
            }
            g->addWidget(cell, r + 1, s + 1, Qt::AlignTop);
            m_keyCells[s][r] = cell;
        }
        g->setColumnStretch(s + 1, 1);
    }
    // Which certificate holds these keys: what a user needs to know before
    // replacing one of them, or to find the key to publish.
    auto *caption = new QLabel(tr("Certificate:"), this);
    g->addWidget(caption, kKeyRows + 1, 0, Qt::AlignTop);
    m_certificateLabel = new QLabel(this);
    m_certificateLabel->setObjectName(QStringLiteral("certificateValue"));
    m_certificateLabel->setWordWrap(true);
    m_certificateLabel->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                                Qt::TextSelectableByKeyboard);
    caption->setBuddy(m_certificateLabel);
    g->addWidget(m_certificateLabel, kKeyRows + 1, 1, 1, 3, Qt::AlignTop);
}

QByteArray CardPage::shownAid() const
{
    const QLatin1String prefix("openpgp:");
    return m_id.startsWith(prefix) ? m_id.mid(prefix.size()).toLatin1() : QByteArray();
}

void CardPage::setSession(openpgp::AgentSession *session)
{
    if (session == m_session) {
        return;
    }
    disconnect(m_touchWanted);
    disconnect(m_touchEnded);
    m_touchBanner->hide();
    m_session = session;
    if (session) {
        // From the watch's thread, queued: the GUI thread never waits for the card.
        TouchWatch *watch = session->touchWatch();
        m_touchWanted = connect(watch, &TouchWatch::touchWanted, this, &CardPage::showTouchPrompt,
                                Qt::QueuedConnection);
        m_touchEnded = connect(
            watch, &TouchWatch::touchEnded, this, [this] { m_touchBanner->hide(); },
            Qt::QueuedConnection);
    }
}

void CardPage::rereadWhenClosed(QDialog *dialog)
{
    connect(dialog, &QDialog::finished, this, [this] {
        // The outcome of an operation before the wizard no longer describes the card.
        m_ui->operationStrip->clearResult();
        m_ownChange = true;
        if (isVisible()) {
            rereadAfterChange();
        }
    });
}

void CardPage::showTouchPrompt(const QString &serial)
{
    m_touchBanner->setText(openpgp::touchPromptText(serial));
    m_touchBanner->show();
}

QString CardPage::touchPrompt() const
{
    return m_touchBanner->isVisible() ? m_touchBanner->text() : QString();
}

void CardPage::showCard(const DeviceInfo &device)
{
    const bool same = device.id == m_id;
    m_device = device;
    if (!same) {
        m_id = device.id;
        m_haveCard = false;
        m_userPin = m_adminPin = PinKnowledge::Unknown;
        m_certificates.clear();
        m_certificateLabel->clear();
        m_ui->defaultPinBanner->hide();
        m_ui->setupChecklist->hide();
        m_ui->operationStrip->clearResult();
        m_ui->cardTitleLabel->setText(device.name.isEmpty() ? tr("OpenPGP card") : device.name);
        m_ui->cardSubtitleLabel->setText(tr("Reading the card…"));
        m_ui->cardVirtualBanner->setVisible(device.isVirtual);
    }
    if (!m_busy) {
        // The same card again (chosen again, or back in its reader): it may have changed.
        read(same);
    }
}

void CardPage::refresh()
{
    read(false);
}

void CardPage::rereadAfterChange()
{
    read(true);
}

void CardPage::followOutsideChanges()
{
    if (m_haveCard && isVisible() && !m_busy &&
        (!m_lastRead.isValid() || m_lastRead.elapsed() > kFollowAfterMs)) {
        read(false, false, openpgp::StartedBy::Keyward);
    }
}

void CardPage::read(bool afterChange, bool retry, openpgp::StartedBy by)
{
    if (!afterChange) {
        m_rereadClock.invalidate();
    } else if (!retry) {
        m_rereadClock.start();
    }
    if (!m_session) {
        m_ui->cardSubtitleLabel->setText(
            tr("gpg-agent is not available, so the card cannot be read."));
        return;
    }
    if (m_busy) {
        return;
    }
    setBusy(true);
    const int serial = ++m_readSerial;
    // A watcher owned by the page rather than QFuture::then(this, ...): with
    // Qt 6.4 a continuation whose context died before the read ended aborts
    // (ASSERT "context"); the watcher goes away with the page.
    auto *watcher = new QFutureWatcher<Result<openpgp::CardInfo>>(this);
    const QByteArray aid = shownAid();
    connect(watcher, &QFutureWatcherBase::finished, this, [this, serial, watcher, aid, by] {
        watcher->deleteLater();
        if (!watcher->future().isResultReadyAt(0)) {
            setBusy(false); // dropped by the worker (shutting down)
            return;
        }
        const Result<openpgp::CardInfo> r = watcher->result();
        if (serial != m_readSerial) {
            return; // a newer read replaced this one
        }
        setBusy(false);
        if (aid != shownAid()) {
            m_rereadClock.invalidate();
            refresh(); // another card was selected meanwhile
            return;
        }
        if (!r && m_rereadClock.isValid() && transientReadError(r.error()) &&
            m_rereadClock.elapsed() < kRereadMs) {
            // The card changed and scdaemon has not got it back yet: ask again shortly.
            qCDebug(lcGui) << "card not back yet:" << r.error().technical();
            m_ui->cardSubtitleLabel->setText(tr("Waiting for the card to answer again…"));
            QTimer::singleShot(kRereadRetryMs, this, [this, serial, by] {
                if (serial == m_readSerial && m_rereadClock.isValid() && !m_busy) {
                    read(true, true, by);
                }
            });
            return;
        }
        m_rereadClock.invalidate();
        if (!r && by == openpgp::StartedBy::Keyward) {
            // A look the user did not ask for: the page keeps what it last read.
            qCInfo(lcGui) << "card not read again:" << r.error().technical();
            return;
        }
        m_lastRead.start();
        if (!r) {
            qCWarning(lcGui) << r.error().technical();
            m_ui->cardSubtitleLabel->setText(
                tr("Could not read the card: %1").arg(r.error().userMessage()));
            Q_EMIT readFailed(r.error());
            return;
        }
        const bool lookedFresh = m_haveCard && looksFactoryFresh(m_card);
        const QString elsewhere = m_haveCard && !m_ownChange && m_card.aid.hex == r->aid.hex
                                      ? text::changedOutside(m_card, *r)
                                      : QString();
        m_ownChange = false;
        if (!elsewhere.isEmpty()) {
            // An outcome shown before (a "Done" among them) described the card as it was.
            m_ui->operationStrip->showNotice(elsewhere);
        }
        m_card = *r;
        m_haveCard = true;
        if (looksFactoryFresh(m_card) && !lookedFresh) {
            // Full retry counters, no reset code, keys or signatures, on the first read or
            // after a read that showed more (a reset by another program): the PINs are almost
            // certainly the factory ones. A PIN changed here keeps the card looking fresh, so
            // a fresh card read again keeps what the page knows. A card that does not look
            // fresh keeps it too: Unknown unless the user changed a PIN here. Keys on the card
            // say nothing about its PINs.
            setPinKnowledge(PinKnowledge::Default, PinKnowledge::Default);
        }
        showSnapshot();
        Q_EMIT cardRead(m_card);
        lookUpCertificate();
    });
    watcher->setFuture(openpgp::CardReader::read(m_session, shownAid(), by));
}

void CardPage::lookUpCertificate()
{
    if (!m_session) {
        return;
    }
    const int serial = m_readSerial;
    m_certificateLabel->setText(tr("Looking in the keyring…"));
    // The keyring is read on the agent's worker, after the card read.
    whenFinished(
        openpgp::GenerateKeyCommand::findCertificates(m_session, m_card), this,
        [this, serial](const Result<QList<openpgp::CardCertificate>> &r) {
            if (serial != m_readSerial) {
                return; // a newer read looks up again
            }
            m_certificates = r.valueOr(QList<openpgp::CardCertificate>{});
            if (r) {
                m_certificateLabel->setText(text::certificates(m_card, m_certificates));
            } else {
                qCWarning(lcGui) << r.error().technical();
                m_certificateLabel->setText(
                    tr("The keyring could not be searched: %1").arg(r.error().userMessage()));
            }
            Q_EMIT certificatesLookedUp();
        });
}

bool CardPage::runCommand(openpgp::CardCommand *command, std::function<void(const Status &)> after)
{
    return runCommands({command}, std::move(after));
}

bool CardPage::runCommands(QList<openpgp::CardCommand *> commands,
                           std::function<void(const Status &)> after)
{
    if (m_busy || !m_session || commands.isEmpty()) {
        qDeleteAll(commands);
        return false;
    }
    for (openpgp::CardCommand *c : commands) {
        c->setParent(this);
        if (c->card().isEmpty()) {
            c->setCard(shownAid()); // the card shown, when several are present
        }
        c->setConfirmer(std::make_shared<GuiConfirmer>(this));
    }
    setBusy(true);
    runNext(std::move(commands), std::move(after));
    return true;
}

void CardPage::runNext(QList<openpgp::CardCommand *> rest,
                       std::function<void(const Status &)> after)
{
    openpgp::CardCommand *command = rest.takeFirst();
    m_ui->operationStrip->track(command->operation(),
                                qobject_cast<openpgp::GenerateKeyCommand *>(command)
                                    ? tr("Cancelling after the current key…")
                                    : QString());
    connect(command, &openpgp::CardCommand::finished, this,
            [this, command, rest, after = std::move(after)](const Status &s,
                                                            const QString &message) mutable {
                command->deleteLater();
                if (s && !rest.isEmpty()) {
                    runNext(std::move(rest), std::move(after));
                    return;
                }
                qDeleteAll(rest); // not started after a failure
                setBusy(false);
                if (after) {
                    after(s);
                }
                Q_EMIT commandFinished(s.ok(), message);
                m_ownChange = true;
                rereadAfterChange();
            });
    command->start();
}

void CardPage::setBusy(bool busy)
{
    m_busy = busy;
    m_ui->refreshButton->setEnabled(!busy && m_session);
    m_actions->setEnabled(!busy && m_haveCard);
    m_ui->bannerUserPinButton->setEnabled(!busy && m_haveCard);
    m_ui->bannerAdminPinButton->setEnabled(!busy && m_haveCard);
    Q_EMIT busyChanged(busy);
}

void CardPage::setPinKnowledge(PinKnowledge userPin, PinKnowledge adminPin)
{
    m_userPin = userPin;
    m_adminPin = adminPin;
    const bool user = userPin == PinKnowledge::Default;
    const bool admin = adminPin == PinKnowledge::Default;
    m_ui->bannerUserPinButton->setVisible(user);
    m_ui->bannerAdminPinButton->setVisible(admin);
    // Name only the PINs that are still the factory ones.
    if (user && admin) {
        m_ui->defaultPinLabel->setText(
            tr("<b>Default PINs in use — change them.</b> Anyone who knows the factory PINs "
               "(123456 and 12345678) can use this card."));
    } else if (user) {
        m_ui->defaultPinLabel->setText(
            tr("<b>Default user PIN in use — change it.</b> Anyone who knows the factory user "
               "PIN (123456) can use this card's keys."));
    } else if (admin) {
        m_ui->defaultPinLabel->setText(
            tr("<b>Default admin PIN in use — change it.</b> Anyone who knows the factory admin "
               "PIN (12345678) can change this card's keys and settings."));
    }
    m_ui->defaultPinBanner->setVisible(user || admin);
    showChecklist();
}

void CardPage::showChecklist()
{
    if (!m_haveCard) {
        m_ui->setupChecklist->hide();
        return;
    }
    m_ui->setupChecklist->setSteps(checklistSteps(m_card, m_userPin, m_adminPin),
                                   m_card.aid.serialText());
}

QString CardPage::lastResult() const
{
    return m_ui->operationStrip->resultText();
}

void CardPage::showSnapshot()
{
    const openpgp::CardInfo &c = m_card;
    const QString name = text::deviceName(c);
    m_ui->cardTitleLabel->setText(name);
    m_ui->cardSubtitleLabel->setText(
        tr("OpenPGP card %1 · serial %2").arg(c.aid.version(), c.aid.serialText()));
    m_ui->cardVirtualBanner->setVisible(c.isVirtual || m_device.isVirtual);

    m_deviceName->setText(c.model.isEmpty() ? tr("unknown model") : c.model);
    m_manufacturer->setText(QStringLiteral("%1 (0x%2)")
                                .arg(c.aid.manufacturerName)
                                .arg(c.aid.manufacturerId, 4, 16, QLatin1Char('0')));
    m_serial->setText(c.aid.serialText());
    m_version->setText(tr("OpenPGP card %1").arg(c.aid.version()));
    m_aid->setText(QString::fromLatin1(c.aid.hex));
    m_gnupg->setText(c.agentVersion.isEmpty() ? tr("gpg-agent")
                                              : tr("GnuPG %1").arg(c.agentVersion));

    m_name->setText(text::orNotSet(c.cardholderName));
    m_language->setText(text::orNotSet(text::languages(c.language)));
    m_sex->setText(openpgp::salutationName(c.sex));
    m_url->setText(text::orNotSet(c.url));
    m_login->setText(text::orNotSet(c.login));

    showPins();
    showKeys();

    m_touch->setText(c.hasButton ? tr("yes") : tr("no"));
    const QStringList caps = text::capabilities(c);
    m_caps->setText(caps.isEmpty() ? tr("none announced") : caps.join(QStringLiteral(", ")));
    if (c.supportedAlgorithms.isEmpty()) {
        m_algorithms->setText(tr("unknown (the card has no list and the device is not known)"));
    } else {
        QStringList names;
        for (const QString &a : c.supportedAlgorithms) {
            names << algorithmDisplayName(text::algorithm(a));
        }
        m_algorithms->setText(tr("%1 (%2)").arg(
            names.join(QStringLiteral(", ")),
            c.algorithmsFromCard ? tr("from the card") : tr("from the device profile")));
    }
    setBusy(m_busy); // actions depend on the snapshot
    m_actions->update(c);
    showChecklist();
}

void CardPage::showPins()
{
    const openpgp::CardInfo &c = m_card;
    for (int i = 0; i < 3; ++i) {
        QLabel *l = m_pinCounters[static_cast<size_t>(i)];
        l->setText(text::pinCounterText(c, i));
        const text::PinLevel level = text::pinLevel(c, i);
        const bool bad = level == text::PinLevel::Low || level == text::PinLevel::Blocked;
        l->setStyleSheet(bad ? QString::fromLatin1(kLowStyle) : QString());
    }
    m_pinLengths->setText(tr("user PIN %1, reset code %2, admin PIN %3")
                              .arg(c.pins.maxLength[0])
                              .arg(c.pins.maxLength[1])
                              .arg(c.pins.maxLength[2]));
    m_forceSig->setText(c.pins.validForSeveral ? tr("valid for several signatures")
                                               : tr("asked for every signature (forcesig)"));
    if (!c.kdfSupported) {
        m_kdf->setText(tr("not supported by this card"));
    } else if (c.kdf.enabled) {
        const QString hash =
            c.kdf.hashAlgo == 0x0A ? QStringLiteral("SHA-512") : QStringLiteral("SHA-256");
        m_kdf->setText(c.kdf.iterations == 0
                           ? tr("on (%1)").arg(hash)
                           : tr("on (%1, %2)")
                                 .arg(hash, countInWords(c.kdf.iterations, CountNoun::Iterations)));
    } else {
        m_kdf->setText(tr("off"));
    }
    m_sigCounter->setText(countInWords(c.signatureCounter, CountNoun::Signatures));
    const QString warning = text::pinWarning(c);
    m_ui->pinBanner->setText(warning);
    m_ui->pinBanner->setVisible(!warning.isEmpty());
}

void CardPage::showKeys()
{
    for (int s = 0; s < 3; ++s) {
        const openpgp::CardKeySlot &k = m_card.keys[static_cast<size_t>(s)];
        auto &cells = m_keyCells[static_cast<size_t>(s)];
        cells[0]->setText(k.algorithm.isEmpty()
                              ? tr("unknown")
                              : algorithmDisplayName(text::algorithm(k.algorithm)));
        // Two lines of five groups in the fixed font; "no key" is words, in
        // the page's font (the fixed font's wide space looked like two).
        cells[1]->setFont(k.hasKey() ? QFontDatabase::systemFont(QFontDatabase::FixedFont)
                                     : font());
        cells[1]->setText(k.hasKey() ? text::fingerprintLines(k.fingerprint)
                                     : text::fingerprint({}));
        cells[2]->setText(k.created.isValid()
                              ? QLocale().toString(k.created.toLocalTime(), QLocale::ShortFormat)
                              : QStringLiteral("—"));
        cells[3]->setText(k.hasKey() ? text::origin(k.origin)
                                     : text::origin(openpgp::KeyOrigin::None));
        cells[4]->setText(openpgp::touchPolicyName(k.touch));
    }
}

} // namespace keyward::gui::card
