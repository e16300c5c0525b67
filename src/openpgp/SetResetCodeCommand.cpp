// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetResetCodeCommand.h"

#include "CardReader.h"

namespace keyward::openpgp {

SetResetCodeCommand::SetResetCodeCommand(AgentSession *session, bool remove, QObject *parent)
    : CardCommand(session, parent)
    , m_remove(remove)
{}

QString SetResetCodeCommand::title() const
{
    return m_remove ? tr("Removing the reset code") : tr("Setting the reset code");
}

QString SetResetCodeCommand::failureText() const
{
    return m_remove ? tr("The reset code could not be removed: %1.")
                    : tr("The reset code could not be set: %1.");
}

QString SetResetCodeCommand::successText() const
{
    return m_remove ? tr("The reset code was removed.") : tr("The reset code was set.");
}

Status SetResetCodeCommand::execute()
{
    if (Status s = guardPin(2); !s) {
        return s;
    }
    if (!m_remove) {
        auto r = scd("SCD PASSWD --reset OPENPGP.2", {PinKind::AdminPin, PinKind::NewResetCode});
        if (r) {
            return {};
        }
        if (outcomeUnknown(r.error())) {
            return settleInterruptedPinChange(r.error(), 2, 1);
        }
        return explainRefusedNewPin(withTriesLeft(r.error(), 2), PinKind::NewResetCode);
    }
    // scdaemon has no command for this: verify PW3 through it, then write
    // an empty D3 on the same (now authorised) card session.
    if (Status v = verifyAdminPin(); !v) {
        return v;
    }
    quint16 sw = 0;
    auto r = CardReader::apdu(session(), "00DA00D300", &sw, title());
    if (!r) {
        return r.error();
    }
    if (sw != 0x9000) {
        return Error::make(ErrorDomain::Keyward, sw,
                           sw == 0x6982 ? ErrorKind::AccessDenied : ErrorKind::NotSupported,
                           title(), QStringLiteral("SW %1").arg(sw, 4, 16, QLatin1Char('0')));
    }
    return {};
}

} // namespace keyward::openpgp
