// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalCopyCommand.h"

#include "AgentKey.h"
#include "BackupFile.h"
#include "RestoreLocalCommand.h"

namespace keyward::openpgp::keytocard {

LocalCopyCommand::LocalCopyCommand(AgentSession *session, QObject *parent)
    : KeyToCardStep(session, parent)
{
    operation()->setCancellable(false);
}

QString LocalCopyCommand::title() const
{
    return m_keep ? tr("Keeping the local secret key") : tr("Removing the local secret key");
}

QString LocalCopyCommand::failureText() const
{
    return m_keep ? tr("The local secret key could not be kept: %1.")
                  : tr("The local secret key could not be removed: %1.");
}

QString LocalCopyCommand::consequences(bool keepLocal)
{
    if (keepLocal) {
        return tr("Keep: the secret key stays in this computer's keyring as well as on the card. "
                  "gpg on this computer keeps using the local key (not the card) and anyone who "
                  "gets this keyring and its passphrase can use the key. Use the card on other "
                  "computers, or remove the local copy later. Note: with GnuPG 2.2, running "
                  "gpg --card-status (or a tool that does) while this card is inserted replaces "
                  "the local key by a pointer to the card; Keyward's \"restore local copy\" "
                  "brings it back from the verified backup.");
    }
    return tr("Remove: the local secret key is deleted and replaced by a pointer to the card. "
              "Signing and decrypting then need the card and its PIN. The verified backup file "
              "is the only other copy: keep it somewhere safe and offline.");
}

QString LocalCopyCommand::successText() const
{
    if (m_keep) {
        return tr("The local secret key was kept; gpg on this computer uses it rather than the "
                  "card. The card holds a copy.");
    }
    return tr("The local secret key was removed; the keyring now points to card %1. The backup "
              "%2 is the only other copy.")
        .arg(m_moved.isEmpty() ? QString()
             : !m_moved.first().cardName.isEmpty()
                 ? m_moved.first().cardName
                 : QString::fromLatin1(m_moved.first().cardSerial),
             m_backupPath);
}

Status LocalCopyCommand::execute()
{
    if (m_moved.isEmpty()) {
        return Error::invalidInput(title(), tr("Nothing was moved."));
    }
    return m_keep ? keepLocal() : removeLocal();
}

Status LocalCopyCommand::removeLocal()
{
    auto serial = AgentKey::cardSerial(session());
    if (!serial) {
        Error e = serial.error();
        e.detail += tr(" — the local secret key was not removed.");
        return e;
    }
    // Check every key first: nothing is deleted unless all of them are on the card.
    for (const MovedKey &m : m_moved) {
        if (!m.verified() || *serial != m.cardSerial) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NoCard, title(),
                               tr("Insert card %1 (the one the keys were moved to); the local "
                                  "secret key was not removed.")
                                   .arg(QString::fromLatin1(m.cardSerial)));
        }
        auto grip = AgentKey::cardKeygrip(session(), static_cast<int>(m.slot));
        if (!grip || *grip != m.keygrip) {
            return Error::make(
                ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
                tr("The card no longer holds subkey %1 in the %2; the local "
                   "secret key was not removed.")
                    .arg(QString::fromLatin1(m.subkeyFingerprint), keySlotName(m.slot)));
        }
    }
    // The backup becomes the only copy outside the card: it must still be the verified file.
    progress(0, m_moved.size() + 1, tr("Checking the backup %1 again").arg(m_backupPath));
    if (Status s = BackupFile::recheck(m_backup.path, m_backup.bytes, m_backup.sha256, title());
        !s) {
        Error e = s.error();
        e.detail += tr(" — the local secret key was not removed");
        return e;
    }
    int done = 0;
    for (const MovedKey &m : m_moved) {
        progress(done++, m_moved.size() + 1, tr("Removing the local secret key"));
        auto st = AgentKey::state(session(), m.keygrip);
        if (st && st->onDisk()) {
            auto del = session().transactNow("DELETE_KEY --force " + m.keygrip, {}, title());
            if (!del) {
                Error e = del.error();
                e.detail += QStringLiteral(" — ") +
                            AgentKey::whereIsKey(session(), m.keygrip, m_backupPath);
                return e;
            }
        }
    }
    progress(done, m_moved.size() + 1, tr("Pointing the keyring to the card"));
    // Without --force LEARN writes stubs only where there is no key file,
    // so it never overwrites a local key of another slot.
    auto learn = session().transactNow("LEARN", {}, title());
    for (const MovedKey &m : m_moved) {
        auto st = AgentKey::state(session(), m.keygrip);
        if (!learn || !st || !st->onCard()) {
            Error e = !learn ? learn.error()
                             : Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, title());
            e.detail += tr(" — the key is on card %1 and in the backup %2; insert the card and "
                           "run \"switch stubs\" to point the keyring to it.")
                            .arg(QString::fromLatin1(m.cardSerial), m_backupPath);
            return e;
        }
    }
    return {};
}

Status LocalCopyCommand::keepLocal()
{
    // A newer GnuPG replaced the key with a stub at KEYTOCARD: bring it back.
    QList<QByteArray> grips;
    for (const MovedKey &m : m_moved) {
        grips << m.keygrip;
    }
    return RestoreLocalCommand::replaceStubs(session(), grips, m_backupPath, title());
}

} // namespace keyward::openpgp::keytocard
