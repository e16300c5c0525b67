// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncryptionBackup.h"

#include "KeyringLister.h"
#include "core/Continuation.h"

namespace keyward::openpgp::keytocard {

namespace {

class PinSecrets : public SecretProvider
{
public:
    explicit PinSecrets(std::shared_ptr<PinProvider> pins)
        : m_pins(std::move(pins))
    {}
    Result<QByteArray> secret(SecretKind kind, const QString &prompt) override
    {
        if (kind != SecretKind::AdminPin) {
            // The key was made without a passphrase; a question for one is not answered.
            return Error::cancelled(prompt);
        }
        return m_pins->pin(PinKind::AdminPin, prompt);
    }

private:
    std::shared_ptr<PinProvider> m_pins;
};

} // namespace

std::shared_ptr<SecretProvider> secretsFromPins(std::shared_ptr<PinProvider> pins)
{
    if (!pins) {
        return {};
    }
    return std::make_shared<PinSecrets>(std::move(pins));
}

EncryptionBackup::EncryptionBackup(AgentSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{}

void EncryptionBackup::start()
{
    m_messages.clear();
    const QByteArray fpr = m_certificate;
    whenFinished(m_session->worker().run([fpr] { return KeyringLister::find(fpr); }), this,
                 [this](const Result<LocalKey> &key) {
                     if (!key) {
                         fail(key.error(), tr("the encryption key is in the keyring only"));
                         return;
                     }
                     backUp(*key);
                 });
}

void EncryptionBackup::fail(const Status &status, const QString &where)
{
    Error e = status.error();
    if (!where.isEmpty()) {
        e.detail = e.detail.isEmpty() ? where : e.detail + QStringLiteral(" — ") + where;
    }
    m_messages << e.userMessage();
    Q_EMIT finished(e, message());
}

void EncryptionBackup::follow(KeyToCardStep *step)
{
    step->setSecretProvider(m_secrets);
    if (m_lock) {
        step->setCardLock(m_lock);
    }
    connect(step->operation(), &Operation::progressChanged, this,
            [this](qint64, qint64, const QString &m) {
                if (!m.isEmpty()) {
                    Q_EMIT progress(m);
                }
            });
}

void EncryptionBackup::backUp(const LocalKey &key)
{
    m_key = key;
    if (!m_key.subkey(m_subkey)) {
        fail(Error::make(
                 ErrorDomain::Keyward, 0, ErrorKind::NotFound, tr("Backing up the key"),
                 tr("certificate %1 has no subkey %2")
                     .arg(QString::fromLatin1(m_certificate), QString::fromLatin1(m_subkey))),
             {});
        return;
    }
    auto *backup = new BackupCommand(m_session, this);
    follow(backup);
    backup->setKey(m_key);
    backup->setPath(m_path);
    backup->setRequiredSubkeys({m_subkey});
    connect(backup, &CardCommand::finished, this, [this, backup](const Status &s, const QString &) {
        backup->deleteLater();
        if (!s) {
            fail(s, tr("the encryption key is in the keyring only; the card's encryption slot "
                       "is unchanged"));
            return;
        }
        m_report = backup->report();
        m_messages << backup->message();
        move();
    });
    backup->start();
}

void EncryptionBackup::move()
{
    auto *mover = new MoveToCardCommand(m_session, this);
    follow(mover);
    mover->setKey(m_key);
    mover->setPlan({SlotMapping{m_subkey, KeySlot::Encryption}});
    mover->setBackup(m_report);
    mover->setReplaceCardKeys(true);
    connect(mover, &CardCommand::finished, this, [this, mover](const Status &s, const QString &) {
        mover->deleteLater();
        if (!s) {
            fail(s, {});
            return;
        }
        m_moved = mover->moved();
        removeLocal();
    });
    mover->start();
}

void EncryptionBackup::removeLocal()
{
    auto *local = new LocalCopyCommand(m_session, this);
    follow(local);
    local->setMoved(m_moved);
    local->setKeepLocal(false);
    local->setBackup(m_report);
    connect(local, &CardCommand::finished, this, [this, local](const Status &s, const QString &) {
        local->deleteLater();
        if (!s) {
            fail(s, {});
            return;
        }
        m_messages << tr("The encryption key is on the card and in the backup %1 only; keep that "
                         "file offline.")
                          .arg(m_report.path);
        Q_EMIT finished(Status{}, message());
    });
    local->start();
}

} // namespace keyward::openpgp::keytocard
