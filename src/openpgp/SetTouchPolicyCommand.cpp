// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetTouchPolicyCommand.h"

#include "CardReader.h"
#include "SetKeyAttrCommand.h"
#include "StatusParsers.h"

namespace keyward::openpgp {

SetTouchPolicyCommand::SetTouchPolicyCommand(AgentSession *session, KeySlot slot,
                                             TouchPolicy policy, QObject *parent)
    : CardCommand(session, parent)
    , m_slot(slot)
    , m_policy(policy)
{}

QString SetTouchPolicyCommand::title() const
{
    return tr("Setting the touch policy of the %1").arg(keySlotName(m_slot));
}

QString SetTouchPolicyCommand::successText() const
{
    return tr("Touch policy of the %1: %2.").arg(keySlotName(m_slot), touchPolicyName(m_policy));
}

Status SetTouchPolicyCommand::execute()
{
    if (m_policy == TouchPolicy::Unknown) {
        return Error::invalidInput(title(), tr("no touch policy given"));
    }
    const auto tag = static_cast<quint16>(0x00D5 + static_cast<int>(m_slot));
    auto current = CardReader::getData(session(), tag);
    if (!current) {
        if (current.error().is(ErrorKind::NotFound)) {
            return Error::make(ErrorDomain::Keyward, current.error().code, ErrorKind::NotSupported,
                               title(), tr("this card has no touch button"));
        }
        return current.error();
    }
    const TouchPolicy now = parseUif(*current);
    if ((now == TouchPolicy::Fixed || now == TouchPolicy::CachedFixed) && now != m_policy) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                           tr("the policy is fixed; only a factory reset changes it"));
    }
    if (m_policy == TouchPolicy::Fixed || m_policy == TouchPolicy::CachedFixed) {
        if (!confirm(tr("A fixed touch policy cannot be turned off again without a factory "
                        "reset, which destroys all keys on the card. Set it anyway?"))) {
            return Error::cancelled(title());
        }
    }
    if (Status s = guardPin(2); !s) {
        return s;
    }
    if (Status v = verifyAdminPin(); !v) {
        return v;
    }
    const quint8 button = current->size() >= 2 ? quint8(current->at(1)) : 0x20;
    QByteArray uif;
    uif += static_cast<char>(static_cast<int>(m_policy));
    uif += static_cast<char>(button);
    if (session().agentVersionNow() >= std::array<int, 3>{2, 3, 0}) {
        // GnuPG 2.3 and later write UIF themselves (SETATTR UIF-n) and keep their cache of
        // the card in step; 2.2 has no such attribute, so the DO is written with PUT DATA.
        auto r = scd("SCD SETATTR UIF-" + QByteArray::number(static_cast<int>(m_slot)) + ' ' +
                         escapeAssuan(uif),
                     {PinKind::AdminPin});
        if (!r) {
            return withTriesLeft(r.error(), 2);
        }
        return {};
    }
    QByteArray apdu = QByteArray::fromHex("00DA0000");
    apdu[3] = static_cast<char>(tag & 0xFF);
    apdu += '\x02';
    apdu += uif;
    quint16 sw = 0;
    auto r = CardReader::apdu(session(), apdu.toHex().toUpper(), &sw, title());
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
