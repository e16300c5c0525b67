// SPDX-License-Identifier: GPL-3.0-or-later
// GenerateKeyCommand: which certificates in the keyring hold the card's keys.
#include "GenerateKeyCommand.h"

#include <algorithm>

#include <gpgme++/context.h>
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

} // namespace keyward::openpgp
