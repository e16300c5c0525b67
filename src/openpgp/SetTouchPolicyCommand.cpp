// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetTouchPolicyCommand.h"

#include "CardReader.h"
#include "KnownDevices.h"
#include "SetKeyAttrCommand.h"
#include "StatusParsers.h"

namespace keyward::openpgp {

namespace {
quint16 uifTag(KeySlot slot)
{
    return static_cast<quint16>(0x00D5 + static_cast<int>(slot));
}
} // namespace

SetTouchPolicyCommand::SetTouchPolicyCommand(AgentSession *session, KeySlot slot,
                                             TouchPolicy policy, QObject *parent)
    : SetTouchPolicyCommand(session, QList<KeySlot>{slot}, policy, parent)
{}

SetTouchPolicyCommand::SetTouchPolicyCommand(AgentSession *session, QList<KeySlot> keySlots,
                                             TouchPolicy policy, QObject *parent)
    : CardCommand(session, parent)
    , m_slots(std::move(keySlots))
    , m_policy(policy)
{}

QString SetTouchPolicyCommand::slotsText(const QList<KeySlot> &keySlots)
{
    if (keySlots.size() == 3) {
        return tr("the signature, encryption and authentication keys");
    }
    if (keySlots.size() == 2) {
        return tr("the %1 and the %2")
            .arg(keySlotName(keySlots.at(0)), keySlotName(keySlots.at(1)));
    }
    return keySlots.isEmpty() ? QString() : tr("the %1").arg(keySlotName(keySlots.constFirst()));
}

QString SetTouchPolicyCommand::title() const
{
    return tr("Setting the touch policy of %1").arg(slotsText(m_slots));
}

QString SetTouchPolicyCommand::failureText() const
{
    // %2, left for the reason, is filled in by Error::userMessage().
    return tr("The touch policy of %1 could not be set: %2.").arg(slotsText(m_slots));
}

QString SetTouchPolicyCommand::successText() const
{
    // Said only after execute() read every slot back with this policy.
    return tr("The card reports the touch policy of %1 as %2.")
        .arg(slotsText(m_slots), touchPolicyName(m_policy));
}

Status SetTouchPolicyCommand::execute()
{
    if (m_policy == TouchPolicy::Unknown) {
        return Error::invalidInput(title(), tr("no touch policy given"));
    }
    if (m_slots.isEmpty()) {
        return Error::invalidInput(title(), tr("no key slot given"));
    }
    // Every slot is read and checked before anything is written.
    if (m_policy == TouchPolicy::Cached || m_policy == TouchPolicy::CachedFixed) {
        auto serial = session().transactNow("SCD SERIALNO", {}, title());
        if (!serial) {
            return serial.error();
        }
        const auto aid = parseAid(serial->first("SERIALNO"));
        if (aid && !takesCachedTouch(aid->manufacturerId)) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                               tr("this card takes only the touch policies off, on and fixed; "
                                  "the cached ones are a YubiKey extension, and nothing was "
                                  "changed"));
        }
    }
    QList<quint8> buttons;
    for (KeySlot slot : std::as_const(m_slots)) {
        auto current = CardReader::uif(session(), slot);
        if (!current) {
            if (current.error().is(ErrorKind::NotFound)) {
                return Error::make(ErrorDomain::Keyward, current.error().code,
                                   ErrorKind::NotSupported, title(),
                                   tr("this card has no touch button"));
            }
            return current.error();
        }
        const TouchPolicy now = parseUif(*current);
        if ((now == TouchPolicy::Fixed || now == TouchPolicy::CachedFixed) && now != m_policy) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, title(),
                               tr("the policy of the %1 is fixed; only a factory reset changes "
                                  "it, and nothing was changed")
                                   .arg(keySlotName(slot)));
        }
        buttons << (current->size() >= 2 ? quint8(current->at(1)) : quint8(0x20));
    }
    if (m_policy == TouchPolicy::Fixed || m_policy == TouchPolicy::CachedFixed) {
        if (!confirm(tr("A fixed touch policy on %1 cannot be turned off again without a "
                        "factory reset, which destroys all keys on the card. Set it anyway?")
                         .arg(slotsText(m_slots)))) {
            return Error::cancelled(title());
        }
    }
    if (Status s = guardPin(2); !s) {
        return s;
    }
    if (Status v = verifyAdminPin(); !v) { // once: the card keeps it verified for the rest
        return v;
    }
    QList<KeySlot> done;
    for (qsizetype i = 0; i < m_slots.size(); ++i) {
        if (Status s = write(m_slots.at(i), buttons.at(i)); !s) {
            if (done.isEmpty()) {
                return s;
            }
            Error e = s.error();
            e.detail = tr("%1; the touch policy of %2 was already set to %3")
                           .arg(e.detail.isEmpty() ? e.userMessage() : e.detail, slotsText(done),
                                touchPolicyName(m_policy));
            return e;
        }
        done << m_slots.at(i);
    }
    // What the card says now, slot by slot: the result reports that, not the request.
    for (KeySlot slot : std::as_const(m_slots)) {
        auto now = CardReader::uif(session(), slot);
        if (!now) {
            setFailureNote(tr("The card accepted the touch policy, but reading it back failed, so "
                              "Keyward cannot say what %1 has now. Read the card to see it.")
                               .arg(slotsText(m_slots)));
            return now.error();
        }
        if (parseUif(*now) != m_policy) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
                               tr("the card accepted the change but reports %1 for the %2")
                                   .arg(touchPolicyName(parseUif(*now)), keySlotName(slot)));
        }
    }
    return {};
}

Status SetTouchPolicyCommand::write(KeySlot slot, quint8 button)
{
    QByteArray uif;
    uif += static_cast<char>(static_cast<int>(m_policy));
    uif += static_cast<char>(button);
    if (session().agentVersionNow() >= std::array<int, 3>{2, 3, 0}) {
        // GnuPG 2.3 and later write UIF themselves (SETATTR UIF-n) and keep their cache of
        // the card in step.
        auto r = scd("SCD SETATTR UIF-" + QByteArray::number(static_cast<int>(slot)) + ' ' +
                         escapeAssuan(uif),
                     {PinKind::AdminPin});
        if (!r) {
            return withTriesLeft(r.error(), 2);
        }
        return {};
    }
    QByteArray apdu = QByteArray::fromHex("00DA0000");
    apdu[3] = static_cast<char>(uifTag(slot) & 0xFF);
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
