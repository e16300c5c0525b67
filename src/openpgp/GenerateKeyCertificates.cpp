// SPDX-License-Identifier: GPL-3.0-or-later
// GenerateKeyCommand: which certificates in the keyring hold the card's keys, the host
// encryption subkey and the revocation certificate.
#include "GenerateKeyCommand.h"

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

Result<CardCertificate>
GenerateKeyCommand::findCertificateByFingerprints(const std::array<QByteArray, 3> &fingerprints)
{
    auto all = findAllByFingerprints(fingerprints);
    if (!all) {
        return all.error();
    }
    return all->isEmpty() ? CardCertificate{} : all->constFirst();
}

Result<CardCertificate> GenerateKeyCommand::findCertificateNow(const CardInfo &card)
{
    std::array<QByteArray, 3> fprs;
    for (size_t s = 0; s < 3; ++s) {
        fprs[s] = card.keys[s].fingerprint.toUpper();
    }
    return findCertificateByFingerprints(fprs);
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

} // namespace keyward::openpgp
