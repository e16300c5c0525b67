// SPDX-License-Identifier: GPL-3.0-or-later
#include "MoveToCardCommand.h"

#include "AgentKey.h"
#include "core/DeviceListModel.h"
#include "core/Logging.h"
#include "openpgp/CardReader.h"
#include "openpgp/CardWatcher.h"
#include "openpgp/SetKeyAttrCommand.h"

namespace keyward::openpgp::keytocard {

MoveToCardCommand::MoveToCardCommand(AgentSession *session, QObject *parent)
    : KeyToCardStep(session, parent)
{
    operation()->setCancellable(false);
}

QString MoveToCardCommand::title() const
{
    return tr("Moving subkeys to the card");
}

QString MoveToCardCommand::failureText() const
{
    return tr("The subkeys could not be moved to the card: %1.");
}

QString MoveToCardCommand::successText() const
{
    QStringList parts;
    for (const MovedKey &m : m_moved) {
        parts << tr("%1 → %2").arg(QString::fromLatin1(m.subkeyFingerprint.right(16)),
                                   keySlotName(m.slot));
    }
    return tr("Written to card %1 and read back (keygrip and fingerprint match): %2. The local "
              "secret key is still in the keyring until you choose to remove it; the backup is "
              "%3.")
        .arg(m_cardName.isEmpty() ? QString::fromLatin1(m_serial) : m_cardName,
             parts.join(QStringLiteral(", ")), m_backup.path);
}

Error MoveToCardCommand::located(Error error, const QByteArray &keygrip)
{
    const QString where = AgentKey::whereIsKey(session(), keygrip, m_backup.path);
    error.detail = error.detail.isEmpty() ? where : error.detail + QStringLiteral(" — ") + where;
    return error;
}

Status MoveToCardCommand::execute()
{
    m_moved.clear();
    if (!m_backup.isValid()) {
        return Error::invalidInput(title(), tr("There is no verified backup: make one first."));
    }
    for (const SlotMapping &m : m_plan) {
        if (!m_backup.covers(m.subkeyFingerprint)) {
            return Error::invalidInput(
                title(), tr("The backup %1 does not hold subkey %2; nothing was moved.")
                             .arg(m_backup.path, QString::fromLatin1(m.subkeyFingerprint)));
        }
    }
    progress(0, m_plan.size() + 1, tr("Reading the card"));
    auto card = CardReader::readNow(session());
    if (!card) {
        Error e = card.error();
        e.detail +=
            tr(" — nothing was moved; the key is in your keyring and in %1.").arg(m_backup.path);
        return e;
    }
    m_serial = card->aid.hex;
    m_cardName = DeviceListModel::nameWithSerial(
        CardWatcher::deviceInfo(card->aid, AssuanReply{}, card->isVirtual));
    if (!m_expectedCard.isEmpty() && !m_serial.endsWith(m_expectedCard.toUpper()) &&
        card->aid.serialText().toLatin1() != m_expectedCard.toUpper() &&
        m_serial != m_expectedCard.toUpper()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NoCard, title(),
                           tr("The inserted card is %1, not %2; nothing was moved.")
                               .arg(card->aid.serialText(), QString::fromLatin1(m_expectedCard)));
    }
    const CardCapabilities caps = CardCapabilities::fromCardInfo(*card);
    if (Status s = SlotPlanner::validate(m_key, m_plan, caps, true); !s) {
        return s;
    }
    for (const SlotMapping &m : m_plan) {
        const QByteArray &onCard = caps.slotFingerprints[static_cast<size_t>(m.slot) - 1];
        if (!onCard.isEmpty() && onCard != m.subkeyFingerprint && !m_replace) {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, title(),
                tr("The card's %1 already holds key %2. Replacing it destroys that key on the "
                   "card; choose to replace it explicitly. Nothing was moved.")
                    .arg(keySlotName(m.slot), QString::fromLatin1(onCard)));
        }
    }
    int done = 0;
    for (const SlotMapping &m : m_plan) {
        const SubkeyInfo *s = m_key.subkey(m.subkeyFingerprint);
        progress(++done, m_plan.size() + 1,
                 tr("Writing %1 to the %2").arg(s->algorithm, keySlotName(m.slot)));
        if (Status st = moveOne(*s, m.slot); !st) {
            return st;
        }
    }
    return {};
}

Status MoveToCardCommand::moveOne(const SubkeyInfo &subkey, KeySlot slot)
{
    const int n = static_cast<int>(slot);
    auto state = AgentKey::state(session(), subkey.keygrip);
    if (!state) {
        return located(state.error(), subkey.keygrip);
    }
    if (!state->onDisk()) {
        // Only a stub (or nothing) here: the key already went to a card.
        // Bring the secret back from the verified backup; the stub only
        // names a card, so dropping it loses nothing.
        if (state->onCard()) {
            auto del = session().transactNow("DELETE_KEY --force " + subkey.keygrip, {}, title());
            if (!del) {
                return located(del.error(), subkey.keygrip);
            }
        }
        auto imported = importBackup(m_backup.path, {}, title());
        if (!imported) {
            return located(imported.error(), subkey.keygrip);
        }
        state = AgentKey::state(session(), subkey.keygrip);
        if (!state || !state->onDisk()) {
            return located(Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                                       tr("restoring subkey %1 from %2 did not bring its secret "
                                          "back")
                                           .arg(QString::fromLatin1(subkey.keyId), m_backup.path)),
                           subkey.keygrip);
        }
    }
    if (Status s = guardPin(2); !s) {
        return located(s.error(), subkey.keygrip);
    }
    const QByteArray cmd = "KEYTOCARD " + QByteArray(m_replace ? "--force " : "") + subkey.keygrip +
                           ' ' + m_serial + " OPENPGP." + QByteArray::number(n) + ' ' +
                           AgentKey::isoTime(subkey.created);
    // KEYTOCARD asks for a protected key's passphrase whether or not it is cached.
    auto r = agentWithSecrets(cmd, state->protectedKey);
    if (!r) {
        return located(withTriesLeft(r.error(), 2), subkey.keygrip);
    }
    // scdaemon caches the card's data; make it read the new key.
    session().transactNow("SCD LEARN --force", {}, title());
    MovedKey moved;
    moved.subkeyFingerprint = subkey.fingerprint;
    moved.keygrip = subkey.keygrip;
    moved.slot = slot;
    moved.cardSerial = m_serial;
    moved.cardName = m_cardName;
    auto grip = AgentKey::cardKeygrip(session(), n);
    if (!grip) {
        return located(grip.error(), subkey.keygrip);
    }
    moved.cardKeygrip = *grip;
    auto fpr = AgentKey::cardFingerprint(session(), n);
    if (!fpr) {
        return located(fpr.error(), subkey.keygrip);
    }
    moved.cardFingerprint = *fpr;
    if (!moved.verified()) {
        return located(
            Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
                        tr("the card's %1 reads back as keygrip %2, fingerprint %3, "
                           "not the subkey sent (keygrip %4, fingerprint %5)")
                            .arg(keySlotName(slot), QString::fromLatin1(moved.cardKeygrip),
                                 QString::fromLatin1(moved.cardFingerprint),
                                 QString::fromLatin1(subkey.keygrip),
                                 QString::fromLatin1(subkey.fingerprint))),
            subkey.keygrip);
    }
    qCDebug(lcOpenPgp) << "keytocard" << subkey.keyId << "->" << n << "verified";
    m_moved << moved;
    return {};
}

} // namespace keyward::openpgp::keytocard
