// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BackupCommand.h"
#include "LocalCopyCommand.h"
#include "MoveToCardCommand.h"

#include <QObject>

#include <memory>

namespace keyward::openpgp::keytocard {

/**
 * The off-card backup of a new encryption key, after GenerateKeyCommand made it on this
 * computer (setEncryptionKeyOnHost()): the key-to-card steps in order, with their own checks.
 *
 * 1. BackupCommand writes the certificate's secret key to the chosen file (never over an
 *    existing one) and restores it into an empty keyring to check the encryption key's secret
 *    is in it.
 * 2. MoveToCardCommand writes the key to the card's encryption slot (KEYTOCARD, replacing what
 *    was there) and reads it back.
 * 3. LocalCopyCommand removes the local secret, so the backup file and the card are its only
 *    copies, as with `gpg --card-edit` generate and its backup.
 *
 * A failure stops the chain; the message says where the key is then.
 */
class EncryptionBackup : public QObject
{
    Q_OBJECT
public:
    explicit EncryptionBackup(AgentSession *session, QObject *parent = nullptr);

    void setCertificate(const QByteArray &fingerprint) { m_certificate = fingerprint; }
    void setSubkey(const QByteArray &fingerprint) { m_subkey = fingerprint.toUpper(); }
    void setPath(const QString &path) { m_path = path; }
    /// Loopback answers (admin PIN); without, gpg-agent's pinentry asks.
    void setSecretProvider(std::shared_ptr<SecretProvider> provider)
    {
        m_secrets = std::move(provider);
    }

    /// The card's lock the caller holds (the generation's): each step uses it.
    void setCardLock(std::shared_ptr<CardLock> lock) { m_lock = std::move(lock); }

    void start();
    const BackupReport &report() const { return m_report; }
    /// What was done, in whole sentences.
    QString message() const { return m_messages.join(QLatin1Char(' ')); }

Q_SIGNALS:
    void progress(const QString &message);
    void finished(const keyward::Status &status, const QString &message);

private:
    void backUp(const LocalKey &key);
    void move();
    void removeLocal();
    void fail(const Status &status, const QString &where);
    void follow(KeyToCardStep *step);

    AgentSession *m_session;
    QByteArray m_certificate;
    QByteArray m_subkey;
    QString m_path;
    std::shared_ptr<SecretProvider> m_secrets;
    std::shared_ptr<CardLock> m_lock;
    LocalKey m_key;
    BackupReport m_report;
    QList<MovedKey> m_moved;
    QStringList m_messages;
};

/// A SecretProvider that asks a card command's PinProvider for the admin PIN (the new
/// encryption key has no passphrase).
std::shared_ptr<SecretProvider> secretsFromPins(std::shared_ptr<PinProvider> pins);

} // namespace keyward::openpgp::keytocard
