// SPDX-License-Identifier: GPL-3.0-or-later
// GenerateKeyCommand: which certificates in the keyring hold the card's keys, the host
// encryption subkey and the revocation certificate; what the keyring holds after a
// certificate update, read back.
#include "GenerateKeyCommand.h"

#include "SetKeyAttrCommand.h"
#include "StatusParsers.h"

#include <QFileInfo>

#include <algorithm>

#include <gpgme++/context.h>
#include <gpgme++/global.h>
#include <gpgme++/key.h>
#include <gpgme++/keylistresult.h>

namespace keyward::openpgp {

namespace {

int heldCount(const CardCertificate &c)
{
    return int(std::count(c.holds.begin(), c.holds.end(), true));
}

// Every unrevoked secret certificate holding (unrevoked) keys of the card:
// the one whose primary key is the card's signature key first, then by how
// many of the card's keys each holds.
Result<QList<CardCertificate>> findAllByFingerprints(const std::array<QByteArray, 3> &fprs)
{
    if (std::all_of(fprs.begin(), fprs.end(), [](const QByteArray &f) { return f.isEmpty(); })) {
        // A card without keys: no certificate can hold one, and gpg (with GPGME's engine
        // checks before it) is not started.
        return QList<CardCertificate>{};
    }
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(QString(), QStringLiteral("no GPGME OpenPGP context"));
    }
    QList<CardCertificate> found;
    GpgME::Error err = ctx->startKeyListing(static_cast<const char *>(nullptr), true);
    while (!err) {
        GpgME::Key key = ctx->nextKey(err);
        if (err || key.isNull()) {
            break;
        }
        if (key.isRevoked()) {
            continue;
        }
        CardCertificate c;
        const auto subkeys = key.subkeys();
        for (size_t i = 0; i < subkeys.size(); ++i) {
            if (subkeys[i].isRevoked()) {
                continue;
            }
            const QByteArray f = QByteArray(subkeys[i].fingerprint()).toUpper();
            for (size_t s = 0; s < 3; ++s) {
                if (!fprs[s].isEmpty() && f == fprs[s]) {
                    c.holds[s] = true;
                    c.isPrimary[s] = i == 0;
                    const auto at = subkeys[i].expirationTime(); // 0: does not expire
                    c.expires[s] =
                        at > 0 ? QDateTime::fromSecsSinceEpoch(qint64(at)).toUTC() : QDateTime();
                    c.expired[s] = subkeys[i].isExpired();
                }
            }
        }
        if (heldCount(c) > 0) {
            c.fingerprint = QByteArray(key.primaryFingerprint()).toUpper();
            c.userId = key.numUserIDs() > 0 ? QString::fromUtf8(key.userID(0).id()) : QString();
            found << c;
        }
    }
    ctx->endKeyListing();
    std::stable_sort(found.begin(), found.end(),
                     [](const CardCertificate &a, const CardCertificate &b) {
                         if (a.isPrimary[0] != b.isPrimary[0]) {
                             return a.isPrimary[0];
                         }
                         return heldCount(a) > heldCount(b);
                     });
    return found;
}

} // namespace

Result<QList<CardCertificate>>
GenerateKeyCommand::findCertificatesByFingerprints(const std::array<QByteArray, 3> &fingerprints)
{
    return findAllByFingerprints(fingerprints);
}

Result<CardCertificate> GenerateKeyCommand::findCertificateNow(const CardInfo &card)
{
    auto all = findCertificatesNow(card);
    if (!all) {
        return all.error();
    }
    return all->isEmpty() ? CardCertificate{} : all->constFirst();
}

Result<QList<CardCertificate>> GenerateKeyCommand::findCertificatesNow(const CardInfo &card)
{
    std::array<QByteArray, 3> fprs;
    for (size_t s = 0; s < 3; ++s) {
        fprs[s] = card.keys[s].fingerprint.toUpper();
    }
    return findAllByFingerprints(fprs);
}

QFuture<Result<QList<CardCertificate>>> GenerateKeyCommand::findCertificates(AgentSession *session,
                                                                             const CardInfo &card)
{
    return session->worker().run([card] { return findCertificatesNow(card); });
}

QFuture<Result<CardCertificate>> GenerateKeyCommand::findCertificate(AgentSession *session,
                                                                     const CardInfo &card)
{
    return session->worker().run([card] { return findCertificateNow(card); });
}

QByteArray GenerateKeyCommand::hostSubkeyParameters()
{
    QString algo = m_algorithm.toLower();
    if (algo.isEmpty()) {
        if (auto r = session().transactNow("SCD GETATTR KEY-ATTR", {}, title())) {
            for (const QByteArray &raw : r->all("KEY-ATTR")) {
                if (auto a = parseKeyAttr(raw); a && a->slot == 2) {
                    algo = a->name().toLower();
                }
            }
        }
    }
    if (algo.startsWith(QLatin1String("rsa"))) {
        return "Subkey-Type: RSA\nSubkey-Length: " + algo.mid(3).toLatin1() + '\n';
    }
    if (algo == QLatin1String("ed25519") || algo == QLatin1String("cv25519")) {
        algo = QStringLiteral("cv25519");
    }
    if (algo.isEmpty()) {
        return {};
    }
    return "Subkey-Type: ECDH\nSubkey-Curve: " + algo.toLatin1() + '\n';
}

QString GenerateKeyCommand::revocationPath(const QString &homeDir, const QByteArray &fingerprint)
{
    return homeDir + QStringLiteral("/openpgp-revocs.d/") + QString::fromLatin1(fingerprint) +
           QStringLiteral(".rev");
}

void GenerateKeyCommand::findHostSubkeyAndRevocation()
{
    const char *home = GpgME::dirInfo("homedir");
    const QString rev = revocationPath(QString::fromLocal8Bit(home ? home : ""), m_fingerprint);
    m_revocation = QFileInfo::exists(rev) ? rev : QString();
    if (!m_encryptionOnHost) {
        return;
    }
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    GpgME::Error err;
    const GpgME::Key key = ctx ? ctx->key(m_fingerprint.constData(), err, false) : GpgME::Key();
    for (const GpgME::Subkey &sub : key.subkeys()) {
        if (!sub.isNull() && sub.canEncrypt() && sub.fingerprint()) {
            m_hostSubkey = QByteArray(sub.fingerprint()).toUpper();
        }
    }
}

QString GenerateKeyCommand::revocationText() const
{
    if (m_revocation.isEmpty()) {
        return tr("gpg wrote no revocation certificate; make one with gpg --gen-revoke %1 and "
                  "keep it offline.")
            .arg(QString::fromLatin1(m_fingerprint));
    }
    return tr("The revocation certificate is %1: keep a copy offline, it revokes the "
              "certificate if the card is lost.")
        .arg(m_revocation);
}

Status GenerateKeyCommand::readBackCertificateUpdate(const QByteArray &before,
                                                     const QByteArray &oldSubkey,
                                                     const Status &outcome)
{
    // What the card holds in the slot now, and what the certificate holds, read afresh.
    const QByteArray onCard = slotFingerprint(m_slot).toUpper();
    bool holdsCardKey = false;
    bool oldPresent = false;
    bool oldRevoked = false;
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    bool listed = false;
    if (ctx) {
        GpgME::Error err;
        const GpgME::Key key = ctx->key(m_certificate.constData(), err, false);
        listed = !err && !key.isNull();
        for (const GpgME::Subkey &sub : key.subkeys()) {
            const QByteArray f = QByteArray(sub.fingerprint()).toUpper();
            holdsCardKey = holdsCardKey || (!onCard.isEmpty() && f == onCard && !sub.isRevoked());
            if (!oldSubkey.isEmpty() && f == oldSubkey.toUpper()) {
                oldPresent = true;
                oldRevoked = sub.isRevoked();
            }
        }
    }
    const QString slot = keySlotName(m_slot);
    const QString cert = QString::fromLatin1(m_certificate);
    const bool newKey = !onCard.isEmpty() && onCard != before.toUpper();
    if (outcome.ok() && holdsCardKey && newKey) {
        m_certificateUpdated = true;
        m_fingerprint = onCard;
        m_replacedSubkey = oldPresent ? oldSubkey.toUpper() : QByteArray();
        m_replacedRevoked = oldRevoked;
        return {};
    }
    // Part-way: say what the card and the keyring hold now, then what to do.
    QStringList now;
    if (onCard.isEmpty()) {
        now << tr("The card's %1 slot reads as empty.").arg(slot);
    } else if (!newKey) {
        now << tr("The card still holds the previous %1 (fingerprint %2).")
                   .arg(slot, QString::fromLatin1(onCard));
    } else {
        now << tr("The card now holds a new %1 (fingerprint %2); the previous one is gone from "
                  "the card.")
                   .arg(slot, QString::fromLatin1(onCard));
    }
    if (!listed) {
        now << tr("Certificate %1 could not be read from the keyring.").arg(cert);
    } else {
        now << (holdsCardKey ? tr("Certificate %1 holds the card's key.").arg(cert)
                             : tr("Certificate %1 does not hold the card's key.").arg(cert));
        if (oldPresent) {
            now << (oldRevoked ? tr("The previous key %1 is revoked in the certificate.")
                                     .arg(QString::fromLatin1(oldSubkey))
                               : tr("The previous key %1 is still valid in the certificate.")
                                     .arg(QString::fromLatin1(oldSubkey)));
        }
    }
    if (newKey && !holdsCardKey) {
        now << tr("To use the new key, generate the %1 again with the certificate, or create a "
                  "certificate for the card's keys.")
                   .arg(slot);
    }
    Error e = !outcome.ok() ? outcome.error()
              : newKey      ? Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
                                          tr("gpg ended without adding the card's key to "
                                                  "certificate %1")
                                              .arg(cert))
                            : Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, title(),
                                          tr("gpg ended without a new key on the card"));
    e.failure = failureText();
    // The note is the whole message: the failure with its reason, then the reading.
    setFailureNote(e.userMessage() + QLatin1Char(' ') + now.join(QLatin1Char(' ')));
    return e;
}

QString GenerateKeyCommand::certificateUpdateText() const
{
    QString text = tr("A new %1 was generated on the card (fingerprint %2) and certificate %3 "
                      "holds it.")
                       .arg(keySlotName(m_slot), QString::fromLatin1(m_fingerprint),
                            QString::fromLatin1(m_certificate));
    if (!m_replacedSubkey.isEmpty()) {
        const QString replaced = QString::fromLatin1(m_replacedSubkey);
        text += QLatin1Char(' ') +
                (m_replacedRevoked
                     ? tr("The key it replaces (%1) is revoked there as superseded.").arg(replaced)
                     : tr("The key it replaces (%1) is still valid in the certificate; revoke "
                          "it with gpg --edit-key %2 if you no longer need it.")
                           .arg(replaced, QString::fromLatin1(m_certificate)));
    }
    return text;
}

Status GenerateKeyCommand::refuseKeyAlreadyInKeyring(const QByteArray &signatureFingerprint)
{
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(title(), QStringLiteral("no GPGME OpenPGP context"));
    }
    // gpg finds a key by the fingerprint of any of its subkeys.
    const QByteArray pattern = "0x" + signatureFingerprint;
    GpgME::Error err = ctx->startKeyListing(pattern.constData(), false);
    QByteArray holder;
    bool asSubkey = false;
    while (!err && holder.isEmpty()) {
        const GpgME::Key key = ctx->nextKey(err);
        if (err || key.isNull()) {
            break;
        }
        const auto subkeys = key.subkeys();
        for (size_t i = 0; i < subkeys.size(); ++i) {
            if (QByteArray(subkeys[i].fingerprint()).toUpper() == signatureFingerprint.toUpper()) {
                holder = QByteArray(key.primaryFingerprint()).toUpper();
                asSubkey = i > 0;
            }
        }
    }
    ctx->endKeyListing();
    if (holder.isEmpty()) {
        return {};
    }
    return Error::make(
        ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, title(),
        (asSubkey ? tr("the card's signature key %1 is already a subkey of certificate %2, and a "
                       "second certificate with the same key would confuse gpg; use that "
                       "certificate, or generate new keys on the card")
                  : tr("certificate %2 already has the card's signature key %1 as its primary "
                       "key; use that certificate"))
            .arg(QString::fromLatin1(signatureFingerprint), QString::fromLatin1(holder)));
}

} // namespace keyward::openpgp
