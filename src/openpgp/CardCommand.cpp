// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardCommand.h"

#include "CardLock.h"
#include "CardReader.h"
#include "GpgError.h"
#include "PinRules.h"
#include "SecureBytes.h"
#include "StatusParsers.h"
#include "core/Logging.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <utility>

namespace keyward::openpgp {

CardCommand::CardCommand(AgentSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{}

Operation *CardCommand::operation() const
{
    if (!m_operation) {
        m_operation = new Operation(title(), const_cast<CardCommand *>(this));
    }
    return m_operation;
}

CardCommand::~CardCommand()
{
    // run() keeps a command out of its owner's reach while the job runs: only
    // an explicit delete gets here in that time, and the job would go on with
    // a destroyed object.
    if (m_jobActive) {
        qCCritical(lcOpenPgp) << "a card command was deleted while its job ran";
        Q_ASSERT_X(false, "~CardCommand", "deleted while its job ran");
    }
}

void CardCommand::start()
{
    run();
}

QFuture<Status> CardCommand::run()
{
    if (!m_session) {
        const Error e = Error::internal(title(), QStringLiteral("no agent session"));
        m_message = e.userMessage();
        Q_EMIT finished(e, m_message);
        QPromise<Status> p;
        p.start();
        p.addResult(Status(e));
        p.finish();
        return p.future();
    }
    operation()->start();
    // The job uses this object until it posts the outcome back, so nothing
    // may delete it before then: it leaves its parent (a page closed
    // mid-command deletes its children) and finish() hands it back, or
    // deletes it when that parent is gone. The outcome is posted back to this
    // object's thread; a QFuture::then(this, ...) continuation was seen to
    // get lost when the job finished before it was attached (Qt 6.4).
    if (QObject *owner = parent()) {
        m_owner = owner;
        m_owned = true;
        setParent(nullptr);
    }
    m_jobActive = true;
    return m_session->worker().run([this]() -> Status {
        const TargetCardScope target(session(), m_card, StartedBy::User);
        Status s = runLocked();
        if (!s && s.error().domain == ErrorDomain::Gpg &&
            (s.error().is(ErrorKind::Io) || s.error().is(ErrorKind::Internal))) {
            // scdaemon reports a card pulled mid-command as a generic error:
            // ask the card itself (SERIALNO would answer from scdaemon's
            // cache) whether it is still there, to say it precisely.
            auto probe = session().transactNow("SCD APDU 00CA004F00", {}, title());
            if (!probe &&
                (probe.error().is(ErrorKind::NoCard) || probe.error().is(ErrorKind::CardRemoved) ||
                 probe.error().is(ErrorKind::Io))) {
                Error e = s.error();
                e.kind = ErrorKind::CardRemoved;
                s = e;
            }
        }
        if (!s && s.error().failure.isEmpty()) {
            Error e = s.error();
            e.failure = failureText(); // also for run()'s callers (the CLI)
            s = e;
        }
        // The last use of this object on the worker: finish() may delete it.
        m_jobActive = false;
        QMetaObject::invokeMethod(
            this, [this, s] { finish(s); }, Qt::QueuedConnection);
        return s;
    });
}

Status CardCommand::runLocked()
{
    m_failureNote.clear();
    m_successNote.clear();
    m_chv.reset();
    m_allPinsGiven = true;
    if (!changesCard()) {
        return execute();
    }
    // The lock names the card, so the card is asked first (scdaemon answers
    // SERIALNO from its cache: nothing on the card changes).
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    const std::optional<CardAid> aid =
        serial ? parseAid(serial->first("SERIALNO")) : std::optional<CardAid>();
    const QByteArray want = session().targetCardNow();
    if (!serial && serial.error().domain == ErrorDomain::Keyward &&
        serial.error().is(ErrorKind::Busy)) {
        return serial.error(); // GnuPG 2.2: scdaemon could not be switched to the card's reader
    }
    if (!want.isEmpty() && (!aid || aid->hex.toUpper() != want)) {
        // Never change a card the user did not name.
        const QString wanted = parseAid(want).value_or(CardAid{}).serialText();
        const QString answered =
            aid ? aid->serialText()
                : QCoreApplication::translate("keyward::openpgp::CardCommand", "no card");
        setFailureNote(QCoreApplication::translate(
                           "keyward::openpgp::CardCommand",
                           "The card %1 is not the one scdaemon answers with (%2); nothing was "
                           "changed.")
                           .arg(wanted, answered));
        Error e = serial ? Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                                       QStringLiteral("scdaemon answers with another card"))
                         : serial.error();
        if (e.kind != ErrorKind::AgentUnavailable) {
            e.kind = ErrorKind::NotFound;
        }
        return e;
    }
    if (!aid) {
        // No (OpenPGP) card to lock: a step that needs one says so itself,
        // one that works on the keyring alone goes on.
        return execute();
    }
    if (m_heldLock && m_heldLock->isHeld() &&
        m_heldLock->cardKey() == CardLock::cardKeyOf(aid->hex)) {
        return execute();
    }
    auto lock = CardLock::acquire(aid->hex, aid->serialText(), title());
    if (!lock) {
        return lock.error();
    }
    CardLock held = std::move(lock).value();
    return execute();
}

void CardCommand::finish(const Status &s)
{
    if (std::exchange(m_owned, false)) {
        if (m_owner) {
            setParent(m_owner); // back with its owner, as before run()
        } else {
            deleteLater(); // the owner was closed mid-command: nobody else will
        }
        m_owner.clear();
    }
    if (s) {
        m_message = successText();
        if (!m_successNote.isEmpty()) {
            m_message += QLatin1Char(' ') + m_successNote;
        }
        m_operation->succeed(m_message);
        Q_EMIT finished(s, m_message);
        return;
    }
    Error error = s.error();
    if (error.failure.isEmpty()) {
        error.failure =
            failureText(); // the command's own sentence, not one composed from its title
    }
    m_message = m_failureNote.isEmpty() ? error.userMessage() : m_failureNote;
    qCDebug(lcOpenPgp) << title() << "failed:" << error.technical();
    m_operation->fail(error);
    Q_EMIT finished(error, m_message);
}

Result<AssuanReply> CardCommand::scd(const QByteArray &command, const QList<PinKind> &pins)
{
    if (!pins.isEmpty()) {
        // The counters right before the PINs are used: withTriesLeft() tells
        // a PIN the card counted as wrong from one GnuPG never sent.
        if (auto r = session().transactNow("SCD GETATTR CHV-STATUS", {}, title())) {
            if (auto chv = parseChvStatus(r->first("CHV-STATUS"))) {
                m_chv = chv;
            }
        }
    }
    if (!m_pins) {
        if (Status s = session().setLoopbackPinentry(false); !s) {
            return s.error();
        }
        return session().transactNow(command, {}, title());
    }
    if (Status s = session().setLoopbackPinentry(true); !s) {
        return s.error();
    }
    qsizetype next = 0;
    PinProvider *provider = m_pins.get();
    const QString op = title();
    // gpg-agent asks a new PIN twice ("repeat") in loopback mode too: the
    // repeat gets the same answer without asking the provider again.
    QByteArray lastNew;
    bool repeated = false;
    const std::optional<ChvStatus> chv = m_chv;
    m_allPinsGiven = pins.isEmpty();
    bool &allGiven = m_allPinsGiven;
    AgentSession::InquireHandler handler = [&next, &pins, provider, op, &lastNew, &repeated, chv,
                                            &allGiven](const QByteArray &keyword,
                                                       const QByteArray &) -> Result<QByteArray> {
        if (keyword != "PASSPHRASE" && keyword != "NEEDPIN") {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                QStringLiteral("unexpected inquiry %1").arg(QString::fromLatin1(keyword)));
        }
        if (!lastNew.isEmpty() && !repeated) {
            repeated = true;
            return QByteArray(lastNew.constData(), lastNew.size()); // a deep copy
        }
        if (next >= pins.size()) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                               QStringLiteral("the agent asked for more PINs than expected"));
        }
        const PinKind kind = pins[next++];
        Result<QByteArray> pin = provider->pin(kind, pinKindName(kind));
        wipe(lastNew);
        repeated = false;
        if (pin) {
            // A PIN GnuPG would never send again (too short) or the card
            // cannot take: refused before it reaches the agent.
            const PinRule rule = pinRule(kind, chv ? &*chv : nullptr);
            if (auto broken = checkPinLength(kind, pin->size(), rule)) {
                QByteArray secret = std::move(pin).value();
                wipe(secret);
                return Error::invalidInput(op, *broken);
            }
            allGiven = next >= pins.size();
        }
        if (pin && (kind == PinKind::NewUserPin || kind == PinKind::NewAdminPin ||
                    kind == PinKind::NewResetCode)) {
            lastNew = QByteArray(pin->constData(), pin->size());
        }
        return pin;
    };
    auto r = session().transactNow(command, handler, title());
    wipe(lastNew);
    return r;
}

Status CardCommand::guardPin(int index)
{
    auto r = session().transactNow("SCD GETATTR CHV-STATUS", {}, title());
    if (!r) {
        return r.error();
    }
    const auto chv = parseChvStatus(r->first("CHV-STATUS"));
    if (!chv) {
        return {}; // nothing to go by: let the card decide
    }
    m_chv = chv;
    const int tries = chv->triesLeft[static_cast<size_t>(index)];
    if (tries == 0) {
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::PinBlocked, title());
        e.triesLeft = 0;
        return e;
    }
    if (tries == 1) {
        const QString which =
            index == 0 ? QCoreApplication::translate("keyward::openpgp::CardCommand", "user PIN")
            : index == 1
                ? QCoreApplication::translate("keyward::openpgp::CardCommand", "reset code")
                : QCoreApplication::translate("keyward::openpgp::CardCommand", "admin PIN");
        const QString q = QCoreApplication::translate(
                              "keyward::openpgp::CardCommand",
                              "The %1 has one try left. A wrong entry blocks it. Continue?")
                              .arg(which);
        if (!confirm(q)) {
            return Error::cancelled(title());
        }
    }
    return {};
}

Status CardCommand::verifyAdminPin()
{
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    if (!serial) {
        return serial.error();
    }
    const QByteArray aid = parseAid(serial->first("SERIALNO")).value_or(CardAid{}).hex;
    auto r = scd("SCD CHECKPIN " + aid + "[CHV3]", {PinKind::AdminPin});
    return r ? Status() : Status(withTriesLeft(r.error(), 2));
}

Status CardCommand::verifyUserPin()
{
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    if (!serial) {
        return serial.error();
    }
    const QByteArray aid = parseAid(serial->first("SERIALNO")).value_or(CardAid{}).hex;
    auto r = scd("SCD CHECKPIN " + aid, {PinKind::UserPin});
    return r ? Status() : Status(withTriesLeft(r.error(), 0));
}

Status CardCommand::reselectCard()
{
    if (auto r = session().transactNow("SCD RESET", {}, title()); !r) {
        return r.error();
    }
    auto r = session().transactNow("SCD SERIALNO", {}, title());
    return r ? Status() : Status(r.error());
}

Error CardCommand::withTriesLeft(Error error, int index)
{
    if (!error.is(ErrorKind::WrongPin) && !error.is(ErrorKind::PinBlocked)) {
        return error;
    }
    if (auto r = session().transactNow("SCD GETATTR CHV-STATUS", {}, title())) {
        if (auto chv = parseChvStatus(r->first("CHV-STATUS"))) {
            const auto i = static_cast<size_t>(index);
            error.triesLeft = chv->triesLeft[i];
            if (error.triesLeft == 0) {
                error.kind = ErrorKind::PinBlocked;
            } else if (error.is(ErrorKind::WrongPin) && m_chv &&
                       m_chv->triesLeft[i] == chv->triesLeft[i]) {
                // scdaemon says "Bad PIN" for a PIN it refused to send (too
                // short); the card counted nothing, so it was not wrong.
                static constexpr PinKind kinds[] = {PinKind::UserPin, PinKind::ResetCode,
                                                    PinKind::AdminPin};
                error.kind = ErrorKind::InvalidInput;
                error.detail = pinRefusedByGnupgText(kinds[i]);
                error.triesLeft = -1;
            }
        }
    }
    return error;
}

Error CardCommand::explainRefusedNewPin(Error error, PinKind newKind) const
{
    if (error.domain == ErrorDomain::Gpg && error.code == GPG_ERR_INV_VALUE) {
        const PinRule rule = pinRule(newKind, m_chv ? &*m_chv : nullptr);
        error.kind = ErrorKind::InvalidInput;
        error.detail = checkPinLength(newKind, 0, rule).value_or(error.detail);
    }
    return error;
}

bool CardCommand::outcomeUnknown(const Error &error)
{
    if (error.is(ErrorKind::AgentUnavailable) || error.is(ErrorKind::Timeout) ||
        error.is(ErrorKind::CardRemoved)) {
        return true;
    }
    return error.domain == ErrorDomain::Gpg &&
           isConnectionError(static_cast<gpg_err_code_t>(error.code));
}

Status CardCommand::settleInterruptedPinChange(const Error &error, int authIndex, int newIndex)
{
    if (!outcomeUnknown(error) || !m_allPinsGiven || !m_chv) {
        // Nothing reached the card (a PIN was still being asked), or there
        // is nothing to compare with: the error stands as it is.
        return error;
    }
    const ChvStatus before = *m_chv;
    progress(0, -1,
             QCoreApplication::translate("keyward::openpgp::CardCommand",
                                         "reading the card again to find out what it holds now"));
    // gpg-agent is started again by transactNow(); a new scdaemon needs a
    // few seconds for the reader. Bounded: 30 s.
    std::optional<ChvStatus> after;
    QElapsedTimer waited;
    waited.start();
    while (!after && waited.elapsed() < 30000) {
        if (auto r = session().transactNow("SCD GETATTR CHV-STATUS", {}, title())) {
            after = parseChvStatus(r->first("CHV-STATUS"));
        }
        if (!after) {
            QThread::msleep(500);
        }
    }
    const auto a = static_cast<size_t>(authIndex);
    const auto n = static_cast<size_t>(newIndex);
    if (after && after->triesLeft[a] < before.triesLeft[a]) {
        // The card counted a wrong try: the change was refused.
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::WrongPin, title());
        e.triesLeft = after->triesLeft[a];
        if (e.triesLeft == 0) {
            e.kind = ErrorKind::PinBlocked;
        }
        return e;
    }
    if (after && after->triesLeft[n] > before.triesLeft[n]) {
        // Setting a PIN resets its counter: the change reached the card.
        setSuccessNote(QCoreApplication::translate(
            "keyward::openpgp::CardCommand",
            "(The connection broke at the end, but the card's retry counters show the change "
            "was made.)"));
        return {};
    }
    if (after && newIndex != 1) {
        // The counters cannot tell: a VERIFY with the new PIN can, when the user agrees to
        // spend a try if it is refused.
        if (auto checked = checkNewPin(newIndex, after->triesLeft[n])) {
            return *checked;
        }
    }
    bool kdf = false;
    if (auto f9 = CardReader::getData(session(), 0x00F9); f9 && !f9->isEmpty()) {
        kdf = parseKdfDo(*f9).enabled;
    }
    const QString cause = error.userMessage();
    QString note;
    if (!after) {
        note = QCoreApplication::translate(
                   "keyward::openpgp::CardCommand",
                   "%1 The PINs had been handed over, so the card may now have the new PIN; "
                   "Keyward could not read the card again to find out. When the card answers "
                   "again (keyward-cli card status), try the new PIN once; if the card refuses "
                   "it, the old PIN is still in force (that try counts).")
                   .arg(cause);
    } else {
        note = QCoreApplication::translate(
                   "keyward::openpgp::CardCommand",
                   "%1 The new PIN may be in force: the card, read again afterwards, counts no "
                   "wrong try (retry counters %2 %3 %4, as before), and it does not tell whether "
                   "the change arrived. Try the new PIN once (for example with gpg --card-edit, "
                   "then verify); if the card refuses it, the old PIN is still in force (that "
                   "try counts).")
                   .arg(cause)
                   .arg(after->triesLeft[0])
                   .arg(after->triesLeft[1])
                   .arg(after->triesLeft[2]);
    }
    if (kdf) {
        note += QLatin1Char(' ') +
                QCoreApplication::translate(
                    "keyward::openpgp::CardCommand",
                    "KDF is on: the card only takes a PIN hashed as its KDF data object says, so "
                    "try it through GnuPG or Keyward, not with a tool that sends it in plain.");
    }
    setFailureNote(note);
    return error;
}

std::optional<Status> CardCommand::checkNewPin(int index, int triesLeft)
{
    const bool admin = index == 2;
    const int leftAfterRefusal = triesLeft - 1; // a plain name: lupdate skips an expression
    const QString question = QCoreApplication::translate(
        "keyward::openpgp::CardCommand",
        "The connection to gpg-agent broke while the card was changing the PIN, and the card "
        "does not say whether the change arrived. Keyward can find out by checking the new "
        "PIN once: if the card refuses it, the old PIN is still in force and the refused try "
        "counts (%n tries left then). Check the new PIN now?",
        nullptr, leftAfterRefusal);
    if (triesLeft < 2 || !confirm(question)) {
        return std::nullopt;
    }
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    if (!serial) {
        return std::nullopt;
    }
    const QByteArray aid = parseAid(serial->first("SERIALNO")).value_or(CardAid{}).hex;
    auto r = scd("SCD CHECKPIN " + aid + (admin ? "[CHV3]" : ""),
                 {admin ? PinKind::NewAdminPin : PinKind::NewUserPin});
    if (r) {
        setSuccessNote(QCoreApplication::translate(
            "keyward::openpgp::CardCommand",
            "(The connection broke during the change; checked afterwards, the card takes the "
            "new PIN: the new PIN is in force.)"));
        return Status();
    }
    const Error e = withTriesLeft(r.error(), index);
    if (!e.is(ErrorKind::WrongPin) && !e.is(ErrorKind::PinBlocked)) {
        return std::nullopt; // the check did not get an answer either
    }
    setFailureNote(QCoreApplication::translate(
        "keyward::openpgp::CardCommand",
        "The connection broke during the change, and checked afterwards the card "
        "refused the new PIN: the old PIN is still in force (%n tries left).",
        nullptr, e.triesLeft));
    return Status(e);
}

bool CardCommand::confirm(const QString &question)
{
    return m_confirmer && m_confirmer->confirm(title(), question);
}

void CardCommand::progress(qint64 done, qint64 total, const QString &message)
{
    m_operation->reportProgress(done, total, message);
}

} // namespace keyward::openpgp
