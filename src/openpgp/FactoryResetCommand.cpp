// SPDX-License-Identifier: GPL-3.0-or-later
#include "FactoryResetCommand.h"

#include "CardReader.h"
#include "StatusParsers.h"
#include "core/Logging.h"

namespace keyward::openpgp {

FactoryResetCommand::FactoryResetCommand(AgentSession *session, QString typedSerial,
                                         QObject *parent)
    : CardCommand(session, parent)
    , m_typedSerial(std::move(typedSerial))
{}

QString FactoryResetCommand::title() const
{
    return tr("Resetting the card to factory state");
}

QString FactoryResetCommand::failureText() const
{
    return tr("The card could not be reset to factory state: %1.");
}

QString FactoryResetCommand::successText() const
{
    return tr("The card was reset. Its PINs are the defaults now (user PIN 123456, admin PIN "
              "12345678): change both before you use it.");
}

QString FactoryResetCommand::whatIsDestroyed()
{
    return tr("A factory reset destroys the signature, encryption and authentication keys on "
              "the card (copies elsewhere are not touched), the cardholder name, language, "
              "URL and login data, the reset code, the KDF setting and the touch policies, and "
              "sets the PINs back to 123456 and 12345678. It cannot be undone.");
}

Status FactoryResetCommand::execute()
{
    auto serial = session().transactNow("SCD SERIALNO", {}, title());
    if (!serial) {
        return serial.error();
    }
    const auto aid = parseAid(serial->first("SERIALNO"));
    if (!aid) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                           tr("not an OpenPGP card"));
    }
    const QString typed = m_typedSerial.trimmed().toUpper();
    if (typed != aid->serialText() && typed != QString::fromLatin1(aid->hex)) {
        return Error::invalidInput(
            title(),
            tr("The serial number typed does not match this card (%1)").arg(aid->serialText()));
    }
    progress(0, 4, tr("Blocking the PINs"));
    // Wrong VERIFYs until each counter is 0 (6983 = blocked); the card only
    // allows TERMINATE DF with PW3 blocked (or verified).
    const QByteArray bogus = "084040404040404040";
    for (const char *p2 : {"81", "83"}) {
        for (int i = 0; i < 16; ++i) {
            quint16 sw = 0;
            auto r = CardReader::apdu(session(), QByteArray("002000") + p2 + bogus, &sw, title());
            if (!r) {
                return r.error();
            }
            if (sw == 0x6983 || sw == 0x9000 || sw == 0x63C0) {
                break;
            }
        }
    }
    progress(1, 4, tr("Terminating the application"));
    quint16 sw = 0;
    auto term = CardReader::apdu(session(), "00E60000", &sw, title());
    if (!term) {
        return term.error();
    }
    if (sw != 0x9000) {
        return Error::make(ErrorDomain::Keyward, sw, ErrorKind::NotSupported, title(),
                           QStringLiteral("TERMINATE DF: SW %1").arg(sw, 4, 16, QLatin1Char('0')));
    }
    progress(2, 4, tr("Activating the application"));
    auto act = CardReader::apdu(session(), "00440000", &sw, title());
    if (!act) {
        return act.error();
    }
    if (sw != 0x9000) {
        return Error::make(ErrorDomain::Keyward, sw, ErrorKind::Io, title(),
                           QStringLiteral("ACTIVATE FILE: SW %1").arg(sw, 4, 16, QLatin1Char('0')));
    }
    progress(3, 4, tr("Reconnecting"));
    // scdaemon still caches the old state: reset and select the card again.
    if (Status s = reselectCard(); !s) {
        return s;
    }
    progress(4, 4, {});
    return {};
}

} // namespace keyward::openpgp
