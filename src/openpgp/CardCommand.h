// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"
#include "PinProvider.h"
#include "StatusParsers.h"
#include "core/Operation.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

namespace keyward::openpgp {

class CardLock;

/**
 * One user operation on an OpenPGP card (Kleopatra style: one command
 * object per operation, with its own success and error text). The work runs
 * on the AgentSession's worker; the owner's thread gets finished().
 *
 * PINs: by default gpg-agent's pinentry asks. With setPinProvider(),
 * loopback PIN entry is used and the provider answers in the order the
 * command needs them. Before an attempt with one try left, the Confirmer
 * is asked; without one, the command refuses to risk blocking the PIN.
 * A PIN from the provider that breaks the PIN rule (PinRules.h) is refused
 * before anything is sent.
 *
 * A command that changes the card holds the card's CardLock for the whole
 * of its work; when another process holds it, the command fails at once
 * (ErrorKind::Busy) without touching the card.
 */
class CardCommand : public QObject
{
    Q_OBJECT
public:
    explicit CardCommand(AgentSession *session, QObject *parent = nullptr);
    ~CardCommand() override;

    void setPinProvider(std::shared_ptr<PinProvider> provider) { m_pins = std::move(provider); }
    void setConfirmer(std::shared_ptr<Confirmer> confirmer) { m_confirmer = std::move(confirmer); }
    /// A CardLock the caller already holds (taken before it read the card
    /// and asked the user): used instead of taking one when it is for the
    /// card the command finds.
    void setCardLock(std::shared_ptr<CardLock> lock) { m_heldLock = std::move(lock); }

    /// The card to act on (AID, 32 hex digits; empty: whichever card
    /// scdaemon picks). It is made scdaemon's current card before the first
    /// command (AgentSession::setTargetCardNow), and a command that changes
    /// the card refuses when scdaemon answers with another card.
    void setCard(const QByteArray &aidHex) { m_card = aidHex; }
    QByteArray card() const { return m_card; }

    /// What the command does, for a window title or progress line.
    virtual QString title() const = 0;
    /// The command's failure written whole, %1 the reason ("The user PIN could not be changed:
    /// %1."); empty: a general sentence names the title.
    virtual QString failureText() const { return {}; }
    /// The progress, cancel and elapsed time of the running command.
    Operation *operation() const;

    /// Start on the worker; finished() follows on this object's thread.
    ///
    /// While its job is queued or runs, the command belongs to no one: run()
    /// takes it from its QObject parent (a page, a dialog), so closing that
    /// owner mid-command cannot delete an object the worker still uses. When
    /// the job is over the command goes back to its owner, or, when the owner
    /// was destroyed meanwhile, deletes itself (finished() is still emitted,
    /// but the owner's handlers went with it). Never delete a running command
    /// directly; a command without a parent is its caller's to keep until
    /// finished() (CLI: until the future is finished).
    void start();
    /// Start and get the outcome as a future (for the CLI and tests);
    /// finished() is emitted as well.
    QFuture<Status> run();

    /// The last outcome's message (success text, or the error's user message
    /// followed by what the card was found to hold afterwards when the
    /// outcome was not known).
    QString message() const { return m_message; }
    /// False for commands that only read the card (they take no CardLock).
    virtual bool changesCard() const { return true; }

Q_SIGNALS:
    /// The command ended: status.ok() or its Error; message is the text to show.
    void finished(const keyward::Status &status, const QString &message);

protected:
    /// The work, on the worker thread.
    virtual Status execute() = 0;
    /// The text shown on success.
    virtual QString successText() const = 0;

    AgentSession &session() { return *m_session; }
    /// The injected PIN provider, or nullptr (gpg-agent's pinentry asks).
    PinProvider *pinProvider() const { return m_pins.get(); }

    /// Run an SCD command that may ask for PINs; `pins` lists them in the
    /// order the agent asks (used only with a PinProvider).
    Result<AssuanReply> scd(const QByteArray &command, const QList<PinKind> &pins);
    /// Before using a PIN: refuse when blocked, ask the Confirmer when one
    /// try is left. index 0 user PIN, 1 reset code, 2 admin PIN.
    Status guardPin(int index);
    /// VERIFY the admin PIN through scdaemon (CHECKPIN <AID>[CHV3], the form
    /// GnuPG 2.2 knows), so raw APDUs that need it can follow.
    Status verifyAdminPin();
    /// VERIFY the user PIN (CHECKPIN <AID>: PW1 for decryption/auth).
    Status verifyUserPin();
    /// Reset the card through scdaemon ("SCD RESET", as gpg does) and select
    /// it again, so scdaemon drops what it cached (KDF, cardholder data)
    /// after a change it did not make itself.
    Status reselectCard();
    /// Fill triesLeft of a WrongPin error from the card. When guardPin(index)
    /// read the counter before and it did not go down, the card never saw
    /// the PIN: GnuPG refused it for its length (it reports that as "Bad
    /// PIN" too), and the error says so instead of "wrong PIN".
    Error withTriesLeft(Error error, int index);
    /// What the card's PIN status was when guardPin() last read it.
    std::optional<ChvStatus> pinStatusBefore() const { return m_chv; }
    /// Whether the PinProvider has been asked for every PIN the last scd()
    /// listed (always true without a provider: the pinentry is not seen).
    bool allPinsGiven() const { return m_allPinsGiven; }
    /// Text added to the failure message (what could be found out after an
    /// interrupted operation). Worker thread, before execute() returns.
    /// The note replaces the error's message when set.
    void setFailureNote(const QString &note) { m_failureNote = note; }
    /// Text added after the success text. Worker thread, before execute() returns.
    void setSuccessNote(const QString &note) { m_successNote = note; }
    /// After a PIN-setting command (PASSWD) failed in a way that leaves its
    /// outcome unknown (gpg-agent or scdaemon gone, EOF, timeout, card
    /// pulled) once every PIN was handed over: wait for the agent and card to
    /// answer again and read the retry counters (and the KDF-DO). Returns
    /// success when the counters prove the change was made, a WrongPin error
    /// when they prove the PIN was wrong, else `error` with a failure note
    /// that says plainly the new PIN may be in force and how to check.
    /// `authIndex` is the PIN that authorised the change, `newIndex` the one
    /// set (0 user PIN, 1 reset code, 2 admin PIN).
    Status settleInterruptedPinChange(const Error &error, int authIndex, int newIndex);
    /// After an interrupted change the counters could not settle: with the user's consent
    /// (a refused check spends a try), VERIFY the new PIN of `index` (0 user, 2 admin) and say
    /// from the card's answer which PIN is in force. nullopt: not checked, or no answer.
    std::optional<Status> checkNewPin(int index, int triesLeft);
    /// A card's "wrong data" answer (GnuPG: "Invalid value") to a new PIN
    /// means its length: the error then says the rule for `newKind`.
    Error explainRefusedNewPin(Error error, PinKind newKind) const;
    /// Whether an error leaves the outcome of a command that reached the card unknown.
    static bool outcomeUnknown(const Error &error);
    /// Ask the Confirmer (false when there is none).
    bool confirm(const QString &question);
    /// Thread-safe progress.
    void progress(qint64 done, qint64 total, const QString &message);

private:
    void finish(const Status &status);
    Status runLocked();

    QPointer<AgentSession> m_session;
    /// The parent run() took the command from, while the job runs (see start()).
    QPointer<QObject> m_owner;
    bool m_owned = false;                ///< whether run() took it from a parent
    std::atomic_bool m_jobActive{false}; ///< the worker uses this object (checked on deletion)
    mutable Operation *m_operation = nullptr;
    std::shared_ptr<PinProvider> m_pins;
    std::shared_ptr<Confirmer> m_confirmer;
    std::shared_ptr<CardLock> m_heldLock;
    QByteArray m_card;
    QString m_message;
    QString m_failureNote;
    QString m_successNote;
    std::optional<ChvStatus> m_chv;
    bool m_allPinsGiven = true;
};

} // namespace keyward::openpgp
