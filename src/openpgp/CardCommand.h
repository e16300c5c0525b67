// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentSession.h"
#include "PinProvider.h"
#include "core/Operation.h"

#include <QFuture>
#include <QObject>
#include <QPointer>

#include <memory>

namespace keyward::openpgp {

/**
 * One user operation on an OpenPGP card (Kleopatra style: one command
 * object per operation, with its own success and error text). The work runs
 * on the AgentSession's worker; the owner's thread gets finished().
 *
 * PINs: by default gpg-agent's pinentry asks. With setPinProvider(),
 * loopback PIN entry is used and the provider answers in the order the
 * command needs them. Before an attempt with one try left, the Confirmer
 * is asked; without one, the command refuses to risk blocking the PIN.
 */
class CardCommand : public QObject
{
    Q_OBJECT
public:
    explicit CardCommand(AgentSession *session, QObject *parent = nullptr);
    ~CardCommand() override;

    void setPinProvider(std::shared_ptr<PinProvider> provider) { m_pins = std::move(provider); }
    void setConfirmer(std::shared_ptr<Confirmer> confirmer) { m_confirmer = std::move(confirmer); }

    /// What the command does, for a window title or progress line.
    virtual QString title() const = 0;
    /// The progress, cancel and elapsed time of the running command.
    Operation *operation() const;

    /// Start on the worker; finished() follows on this object's thread.
    void start();
    /// Start and get the outcome as a future (for the CLI and tests);
    /// finished() is emitted as well.
    QFuture<Status> run();

    /// The last outcome's message (success text or the error's user message).
    QString message() const { return m_message; }

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
    /// Fill triesLeft of a WrongPin error from the card.
    Error withTriesLeft(Error error, int index);
    /// Ask the Confirmer (false when there is none).
    bool confirm(const QString &question);
    /// Thread-safe progress.
    void progress(qint64 done, qint64 total, const QString &message);

private:
    void finish(const Status &status);

    QPointer<AgentSession> m_session;
    mutable Operation *m_operation = nullptr;
    std::shared_ptr<PinProvider> m_pins;
    std::shared_ptr<Confirmer> m_confirmer;
    QString m_message;
};

} // namespace keyward::openpgp
