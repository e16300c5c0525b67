// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardCommand.h"

#include "SecureBytes.h"
#include "StatusParsers.h"
#include "core/Logging.h"

#include <QCoreApplication>

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

CardCommand::~CardCommand() = default;

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
    // The command object must outlive the job (owners keep it until
    // finished()). The outcome is posted back to this object's thread; a
    // QFuture::then(this, ...) continuation was seen to get lost when the job
    // finished before it was attached (Qt 6.4).
    return m_session->worker().run([this]() -> Status {
        Status s = execute();
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
        QMetaObject::invokeMethod(
            this, [this, s] { finish(s); }, Qt::QueuedConnection);
        return s;
    });
}

void CardCommand::finish(const Status &s)
{
    if (s) {
        m_message = successText();
        m_operation->succeed(m_message);
    } else {
        m_message = s.error().userMessage();
        qCDebug(lcOpenPgp) << title() << "failed:" << s.error().technical();
        m_operation->fail(s.error());
    }
    Q_EMIT finished(s, m_message);
}

Result<AssuanReply> CardCommand::scd(const QByteArray &command, const QList<PinKind> &pins)
{
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
    AgentSession::InquireHandler handler = [&next, &pins, provider, op, &lastNew,
                                            &repeated](const QByteArray &keyword,
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
            error.triesLeft = chv->triesLeft[static_cast<size_t>(index)];
            if (error.triesLeft == 0) {
                error.kind = ErrorKind::PinBlocked;
            }
        }
    }
    return error;
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
