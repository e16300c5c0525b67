// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SetupChecklist.h"
#include "core/DeviceInfo.h"
#include "core/Error.h"
#include "core/Result.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardInfo.h"
#include "openpgp/GenerateKeyCommand.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

#include <array>
#include <functional>
#include <memory>

class QDialog;
class QFormLayout;
class QLabel;

namespace Ui {
class CardPage;
}

namespace keyward::openpgp {
class CardCommand;
}

namespace keyward::gui::card {

class CardActions;

/**
 * The OpenPGP card page: everything the card reports (a CardInfo snapshot
 * read through CardReader) and the actions on it. Operations are command
 * objects run on the AgentSession's worker; while one runs, the page's
 * actions are disabled and its progress and elapsed time are shown; the
 * outcome stays visible until the next one. The page never talks to the card
 * itself and never blocks the GUI thread.
 */
class CardPage : public QWidget
{
    Q_OBJECT
public:
    explicit CardPage(QWidget *parent = nullptr);
    ~CardPage() override;

    /// The agent connection every read and command uses (not owned).
    void setSession(openpgp::AgentSession *session);
    /// The AID of the card shown (from its device id "openpgp:AID").
    QByteArray shownAid() const;
    openpgp::AgentSession *session() const { return m_session; }

    /// Show this card (from the device sidebar) and read it; a repeated call
    /// for the shown card re-reads it unless an operation is running.
    void showCard(const keyward::DeviceInfo &device);
    /// The sidebar id of the shown card ("openpgp:<AID>").
    QString shownId() const { return m_id; }
    /// The last snapshot read from the card.
    const openpgp::CardInfo &card() const { return m_card; }
    /// The certificates in the keyring that hold the card's keys, as last
    /// looked up after a read (the one whose primary key is the card's
    /// signature key first; empty when none does, or not yet looked up).
    const QList<openpgp::CardCertificate> &certificates() const { return m_certificates; }
    /// True once a snapshot has been read for the shown card.
    bool hasCard() const { return m_haveCard; }
    /// True while a read or a command runs.
    bool isBusy() const { return m_busy; }

    /// Run a command (the page takes ownership) with the page's confirmer;
    /// afterwards `after` runs and the card is read again. Refused (false)
    /// while another operation runs.
    bool runCommand(openpgp::CardCommand *command,
                    std::function<void(const keyward::Status &)> after = {});
    /// Run commands one after another (one PIN prompt is usually enough, as
    /// scdaemon keeps the admin PIN verified); stops at the first failure.
    /// `after` gets the last status.
    bool runCommands(QList<openpgp::CardCommand *> commands,
                     std::function<void(const keyward::Status &)> after = {});

    /// What the page knows of the PINs (the card cannot say): the "default PINs in use"
    /// banner shows the ones known to be the defaults (after a factory reset or KDF change, or
    /// on reading a card that looks factory-fresh), the setup checklist's PIN steps all three
    /// states.
    void setPinKnowledge(PinKnowledge user, PinKnowledge admin);
    PinKnowledge userPinKnowledge() const { return m_userPin; }
    PinKnowledge adminPinKnowledge() const { return m_adminPin; }
    /// The outcome line of the last operation.
    QString lastResult() const;

    /// Read the card again (rereadAfterChange()) when `dialog` closes, if the page is shown then:
    /// for the keytocard wizard, which changes the card without the page.
    void rereadWhenClosed(QDialog *dialog);
    /// The "Touch your key" banner's text while shown (empty otherwise).
    QString touchPrompt() const;

public Q_SLOTS:
    /// Read the card again.
    void refresh();
    /// Read the card again after something changed it (an operation of the page or elsewhere,
    /// the card coming back into its reader): while scdaemon answers "no card" for a moment
    /// (after a reset, a KDF change), try again for a bounded time, without blocking.
    void rereadAfterChange();
    /// Look at the card again, for changes made by another program (the window became active):
    /// quietly, at most every few seconds, never by restarting scdaemon; a change is shown with
    /// a notice that names what changed.
    void followOutsideChanges();

Q_SIGNALS:
    /// A fresh snapshot of the card was read and is shown.
    void cardRead(const keyward::openpgp::CardInfo &card);
    /// The keyring was searched for the certificates holding the card's keys
    /// (after each read); certificates() has what was found.
    void certificatesLookedUp();
    /// Reading the card failed (no card, agent not running, card removed).
    void readFailed(const keyward::Error &error);
    /// A command ended; message is what the page shows.
    void commandFinished(bool ok, const QString &message);
    /// The page started or stopped an operation (actions disabled while busy).
    void busyChanged(bool busy);

private:
    void buildForms();
    void setBusy(bool busy);
    void runNext(QList<openpgp::CardCommand *> rest,
                 std::function<void(const keyward::Status &)> after);
    void showSnapshot();
    void showPins();
    void showKeys();
    void showChecklist();
    void lookUpCertificate();
    /// afterChange: retry while the card is not back; retry: one of those tries. `by`: a read
    /// the user did not ask for never restarts scdaemon and keeps the page on a failure.
    void read(bool afterChange, bool retry = false,
              openpgp::StartedBy by = openpgp::StartedBy::User);
    void showTouchPrompt(const QString &serial);
    QLabel *addRow(QFormLayout *form, const QString &label, const QString &name);

    std::unique_ptr<Ui::CardPage> m_ui;
    QPointer<openpgp::AgentSession> m_session;
    CardActions *m_actions;
    QString m_id;
    keyward::DeviceInfo m_device;
    openpgp::CardInfo m_card;
    QList<openpgp::CardCertificate> m_certificates;
    bool m_haveCard = false;
    bool m_busy = false;
    bool m_ownChange = false; // the next read follows a change made by this page
    int m_readSerial = 0;     // drops stale reads after the card changed
    PinKnowledge m_userPin = PinKnowledge::Unknown;
    PinKnowledge m_adminPin = PinKnowledge::Unknown;
    QElapsedTimer m_rereadClock; // runs while a re-read after a change waits for the card
    QElapsedTimer m_lastRead;    // since the page last read the card
    QLabel *m_touchBanner = nullptr;
    QMetaObject::Connection m_touchWanted;
    QMetaObject::Connection m_touchEnded;

    // Value labels, created once.
    QLabel *m_deviceName = nullptr;
    QLabel *m_manufacturer = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_serial = nullptr;
    QLabel *m_aid = nullptr;
    QLabel *m_gnupg = nullptr;
    QLabel *m_name = nullptr;
    QLabel *m_language = nullptr;
    QLabel *m_sex = nullptr;
    QLabel *m_url = nullptr;
    QLabel *m_login = nullptr;
    std::array<QLabel *, 3> m_pinCounters{};
    QLabel *m_pinLengths = nullptr;
    QLabel *m_forceSig = nullptr;
    QLabel *m_sigCounter = nullptr;
    QLabel *m_kdf = nullptr;
    QLabel *m_caps = nullptr;
    QLabel *m_algorithms = nullptr;
    QLabel *m_touch = nullptr;
    // [slot][row]: algorithm, fingerprint, created, origin, touch
    std::array<std::array<QLabel *, 5>, 3> m_keyCells{};
    QLabel *m_certificateLabel = nullptr;
};

} // namespace keyward::gui::card
