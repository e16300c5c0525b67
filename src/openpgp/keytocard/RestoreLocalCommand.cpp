// SPDX-License-Identifier: GPL-3.0-or-later
#include "RestoreLocalCommand.h"

#include "AgentKey.h"
#include "BackupCommand.h"
#include "KeyringLister.h"

#include <QFileInfo>

namespace keyward::openpgp::keytocard {

RestoreLocalCommand::RestoreLocalCommand(AgentSession *session, QObject *parent)
    : KeyToCardStep(session, parent)
{
    // Deleting stubs and importing are quick agent calls; stopping between
    // them would leave a key with neither stub nor secret.
    operation()->setCancellable(false);
}

QString RestoreLocalCommand::title() const
{
    return tr("Restoring the local secret key from the backup");
}

QString RestoreLocalCommand::failureText() const
{
    return tr("The local secret key could not be restored from the backup: %1.");
}

QList<SubkeyInfo> RestoreLocalCommand::stubbedSubkeys(const LocalKey &key)
{
    QList<SubkeyInfo> out;
    for (const SubkeyInfo &s : key.subkeys) {
        if (s.hasSecret && s.isCardKey) {
            out << s;
        }
    }
    return out;
}

QString RestoreLocalCommand::consequences(const LocalKey &key, const QString &backupPath)
{
    const QList<SubkeyInfo> stubs = stubbedSubkeys(key);
    if (stubs.isEmpty()) {
        return tr("Every secret key of %1 is already local: there is nothing to restore.")
            .arg(QString::fromLatin1(key.fingerprint));
    }
    QStringList lines;
    for (const SubkeyInfo &s : stubs) {
        lines << tr("• %1 %2 [%3]: now a pointer to card %4 → a local secret key again")
                     .arg(s.algorithm, QString::fromLatin1(s.keyId), s.usageText(),
                          QString::fromLatin1(s.cardSerial));
    }
    return tr("%1\n\nThe backup %2 is checked against the key first (in a throw-away keyring); "
              "nothing changes unless it holds every one of these secret keys. The card keeps "
              "its copy. gpg on this computer then uses the local keys, not the card, and "
              "asks for the key's passphrase (the one the backup was made with) through "
              "gpg-agent when a key is used.")
        .arg(lines.join(QLatin1Char('\n')), backupPath);
}

Status RestoreLocalCommand::replaceStubs(AgentSession &session, const QList<QByteArray> &keygrips,
                                         const QString &backupPath, const QString &operation)
{
    bool allLocal = true;
    for (const QByteArray &grip : keygrips) {
        auto st = AgentKey::state(session, grip);
        if (!st) {
            return st.error();
        }
        allLocal = allLocal && st->onDisk();
    }
    if (allLocal) {
        return {};
    }
    if (backupPath.isEmpty()) {
        return Error::invalidInput(operation, tr("No backup to restore the local key from."));
    }
    // gpg skips a secret key whose keygrip the agent already has (a stub
    // counts), so the stubs go first.
    bool deleted = false;
    for (const QByteArray &grip : keygrips) {
        auto st = AgentKey::state(session, grip);
        if (st && st->onCard()) {
            auto del = session.transactNow("DELETE_KEY --force " + grip, {}, operation);
            if (!del) {
                if (deleted) {
                    (void)session.transactNow("LEARN", {}, operation);
                }
                return del.error();
            }
            deleted = true;
        }
    }
    auto imported = importBackup(backupPath, {}, operation);
    for (const QByteArray &grip : keygrips) {
        auto st = AgentKey::state(session, grip);
        if (imported && st && st->onDisk()) {
            continue;
        }
        Error e = !imported
                      ? imported.error()
                      : (!st ? st.error()
                             : Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, operation,
                                           tr("gpg did not restore key %1 from the backup.")
                                               .arg(QString::fromLatin1(grip))));
        if (deleted) {
            // Point the keyring to the card again rather than to nothing.
            (void)session.transactNow("LEARN", {}, operation);
        }
        e.detail += QStringLiteral(" — ") + AgentKey::whereIsKey(session, grip, backupPath);
        return e;
    }
    return {};
}

Status RestoreLocalCommand::execute()
{
    m_restored.clear();
    m_checkedPath.clear();
    progress(0, 3, tr("Reading the key from the keyring"));
    auto key = KeyringLister::find(m_key);
    if (!key) {
        return key.error();
    }
    m_primary = key->fingerprint;
    const QList<SubkeyInfo> stubs = stubbedSubkeys(*key);
    if (stubs.isEmpty()) {
        return {};
    }
    QList<QByteArray> required, grips;
    for (const SubkeyInfo &s : stubs) {
        required << s.fingerprint;
        grips << s.keygrip;
    }
    progress(1, 3, tr("Checking the backup in a throw-away keyring"));
    auto report = BackupCommand::verifyFile(m_backupPath, *key, required, title());
    if (!report) {
        Error e = report.error();
        e.detail += tr(" — nothing was changed; the keys are on the card as before.");
        return e;
    }
    progress(2, 3, tr("Importing the secret keys from the backup"));
    if (Status s = replaceStubs(session(), grips, report->path, title()); !s) {
        return s;
    }
    m_checkedPath = report->path;
    m_restored = stubs;
    progress(3, 3, {});
    return {};
}

QString RestoreLocalCommand::successText() const
{
    if (m_restored.isEmpty()) {
        return tr("Every secret key of %1 is already local.").arg(QString::fromLatin1(m_primary));
    }
    return tr("%n secret key(s) restored into the local keyring from %1. The card keeps its "
              "copy; gpg on this computer now uses the local key.",
              nullptr, static_cast<int>(m_restored.size()))
        .arg(m_checkedPath);
}

} // namespace keyward::openpgp::keytocard
