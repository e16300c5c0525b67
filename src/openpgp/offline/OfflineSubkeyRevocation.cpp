// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineSubkeyRevocation.h"

#include "BackupImport.h"
#include "GpgmeSupport.h"
#include "SubkeyRevokeInteractor.h"
#include "core/Logging.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyToCardStep.h"
#include "openpgp/keytocard/KeyringLister.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <gpgme++/data.h>
#include <gpgme++/importresult.h>
#include <gpgme++/key.h>

namespace keyward::openpgp::offline {

using keytocard::LocalKey;
using keytocard::SubkeyInfo;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::OfflineSubkeyRevocation)
};

constexpr int kSteps = 11;

Error sentence(ErrorKind kind, const QString &text)
{
    Error e = Error::make(ErrorDomain::Keyward, 0, kind, OfflineSubkeyRevocation::title(), text);
    e.failure = QStringLiteral("%1");
    return e;
}

Error invalid(const QString &text)
{
    return sentence(ErrorKind::InvalidInput, text);
}

QString fprText(const QByteArray &fpr)
{
    return QString::fromLatin1(fpr);
}

/// True when `stub` (gpg's serial, the card's application ID) is the card `wanted`: the
/// same text, or its 8-digit serial number (D276000124 01 0304 VVVV SSSSSSSS 0000).
bool sameCard(const QByteArray &stub, const QByteArray &wanted)
{
    const QByteArray a = stub.toUpper();
    const QByteArray b = wanted.toUpper();
    return a == b || (b.size() == 8 && a.size() == 32 && a.mid(20, 8) == b);
}

/// The subkeys to revoke: the named ones, checked against the key, or the everyday keyring's
/// card stubs of this key (of one card).
Result<QList<QByteArray>> chooseSubkeys(const SubkeyRevocationRequest &request, const LocalKey &key,
                                        const SubkeyRevocationPlan &plan, QByteArray &serial)
{
    const QString fpr = fprText(key.fingerprint);
    QList<QByteArray> out;
    if (!request.subkeys.isEmpty()) {
        for (const QByteArray &want : request.subkeys) {
            const SubkeyInfo *s = key.subkey(want);
            if (!s || s->isPrimary || s->fingerprint != want) {
                return invalid(Text::tr("%1 is not a subkey of key %2 in %3; name subkeys by "
                                        "their full fingerprint (gpg -k --with-subkey-"
                                        "fingerprints).")
                                   .arg(fprText(want), fpr, request.backupPath));
            }
            const SubkeyInfo *here = plan.inEveryday ? plan.everyday.subkey(want) : nullptr;
            if (s->revoked || (here && here->revoked)) {
                return invalid(Text::tr("The subkey %1 is revoked already.").arg(fprText(want)));
            }
            if (!out.contains(want)) {
                out << want;
            }
        }
        return out;
    }
    if (!plan.inEveryday) {
        return invalid(Text::tr("The everyday keyring does not hold key %1 of %2, so it shows no "
                                "card: is this another key's secret key file? Name the subkeys "
                                "with --subkeys FPR,….")
                           .arg(fpr, request.backupPath));
    }
    QSet<QByteArray> serials;
    for (const SubkeyInfo &s : plan.everyday.subkeys) {
        if (s.isPrimary || !s.isCardKey || s.revoked) {
            continue;
        }
        serials.insert(s.cardSerial);
        if (request.cardSerial.isEmpty() || sameCard(s.cardSerial, request.cardSerial)) {
            if (const SubkeyInfo *b = key.subkey(s.fingerprint); b && !b->revoked) {
                out << s.fingerprint;
                serial = s.cardSerial;
            }
        }
    }
    if (serials.isEmpty()) {
        return invalid(Text::tr("The everyday keyring holds no card stubs of key %1 that are not "
                                "revoked, so Keyward cannot tell which subkeys were on the lost "
                                "card. Name them with --subkeys FPR,….")
                           .arg(fpr));
    }
    if (out.isEmpty()) {
        QStringList seen;
        for (const QByteArray &s : serials) {
            seen << fprText(s);
        }
        seen.sort();
        return invalid(Text::tr("No subkey of key %1 is on card %2 in the everyday keyring; its "
                                "stubs name the cards %3.")
                           .arg(fpr, fprText(request.cardSerial), seen.join(QStringLiteral(", "))));
    }
    if (request.cardSerial.isEmpty() && serials.size() > 1) {
        QStringList seen;
        for (const QByteArray &s : serials) {
            seen << fprText(s);
        }
        seen.sort();
        return invalid(Text::tr("The subkeys of key %1 are on more than one card (%2); say "
                                "which card was lost with --card-serial.")
                           .arg(fpr, seen.join(QStringLiteral(", "))));
    }
    return out;
}

/// Revokes the subkeys in the temporary keyring through gpg's key editor.
Status revoke(GpgME::Context &ctx, const QByteArray &fpr, const SubkeyRevocationPlan &plan,
              const HeldPassphrase &provider, const QString &backupPath)
{
    const QString op = OfflineSubkeyRevocation::title();
    GpgME::Error err;
    const GpgME::Key key = ctx.key(fpr.constData(), err, true);
    if (err || key.isNull()) {
        return err ? fromGpgme(err, op) : Error::internal(op, QStringLiteral("key not listed"));
    }
    auto interactor =
        std::make_unique<SubkeyRevokeInteractor>(plan.subkeys, static_cast<int>(plan.reason));
    const SubkeyRevokeInteractor *script = interactor.get();
    GpgME::Data out;
    const GpgME::Error e = ctx.edit(key, std::move(interactor), out);
    if (provider.rejected() || e.code() == GPG_ERR_BAD_PASSPHRASE || e.code() == GPG_ERR_CANCELED) {
        return invalid(Text::tr("The passphrase does not unlock the primary key in %1; nothing "
                                "was changed.")
                           .arg(backupPath));
    }
    if (e) {
        return fromGpgme(e, op);
    }
    if (!script->finished()) {
        return Error::internal(op, QStringLiteral("gpg's key editor ended before saving"));
    }
    return {};
}

} // namespace

QString revocationReasonToken(RevocationReason reason)
{
    return reason == RevocationReason::Retired ? QStringLiteral("retired")
                                               : QStringLiteral("compromised");
}

OfflineSubkeyRevocation::~OfflineSubkeyRevocation() = default;

QString OfflineSubkeyRevocation::title()
{
    return Text::tr("Revoking the lost card's subkeys");
}

QString OfflineSubkeyRevocation::publishPath(const QString &dir, const QByteArray &fingerprint,
                                             const QDate &day)
{
    return QDir(dir).absoluteFilePath(
        QStringLiteral("%1-revoked-%2.asc")
            .arg(QString::fromLatin1(fingerprint.toUpper()), day.toString(Qt::ISODate)));
}

Result<std::unique_ptr<OfflineSubkeyRevocation>>
OfflineSubkeyRevocation::prepare(const SubkeyRevocationRequest &request, QByteArray passphrase,
                                 const Progress &progress)
{
    HeldPassphrase provider(std::move(passphrase));
    wipe(passphrase);
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();
    std::unique_ptr<OfflineSubkeyRevocation> r(new OfflineSubkeyRevocation);
    r->m_request = request;
    SubkeyRevocationPlan &plan = r->m_plan;
    plan.reason = request.reason;

    auto opened = openKeyFile(request.backupPath, KeyFilePurpose::Revoke, &provider, op,
                              [&say](int step, const QString &text) { say(step, kSteps, text); });
    if (!opened) {
        return opened.error();
    }
    OpenedKeyFile file = std::move(opened).value();
    r->m_home = std::move(file.imported.home);
    plan.home = r->m_home->path();
    plan.homeBase = r->m_home->base();
    plan.memoryBacked = r->m_home->memoryBacked();
    std::unique_ptr<GpgME::Context> ctx = std::move(file.imported.ctx);
    const auto cleanup = qScopeGuard([&ctx] { ctx->setPassphraseProvider(nullptr); });
    const LocalKey &key = file.key;
    const QByteArray fpr = key.fingerprint;
    plan.fromBackup = key;

    say(4, kSteps, Text::tr("Looking for the key's card stubs in the everyday keyring"));
    auto everyday = keytocard::KeyringLister::findPublic(fpr, request.everydayHome);
    if (everyday) {
        plan.inEveryday = true;
        plan.everyday = *everyday;
    } else if (everyday.error().kind != ErrorKind::NotFound) {
        return everyday.error();
    }
    auto chosen = chooseSubkeys(request, key, plan, plan.cardSerial);
    if (!chosen) {
        return chosen.error();
    }
    plan.subkeys = *chosen;
    if (!request.publishDir.isEmpty()) {
        plan.publishPath = publishPath(request.publishDir, fpr, QDate::currentDate());
    }

    say(5, kSteps,
        Text::tr("Revoking %n subkeys, signed with the primary key", nullptr,
                 static_cast<int>(plan.subkeys.size())));
    if (Status s = revoke(*ctx, fpr, plan, provider, request.backupPath); !s) {
        return s.error();
    }

    say(6, kSteps, Text::tr("Reading back what the temporary keyring holds"));
    auto revoked = keytocard::KeyringLister::find(fpr, plan.home);
    if (!revoked) {
        return revoked.error();
    }
    plan.revoked = *revoked;
    for (const SubkeyInfo &s : plan.revoked.subkeys) {
        const bool wanted = plan.subkeys.contains(s.fingerprint);
        const SubkeyInfo *before = plan.fromBackup.subkey(s.fingerprint);
        if (s.revoked != (wanted || (before && before->revoked))) {
            return Error::internal(
                op, QStringLiteral("key %1 is %2 after the revocation")
                        .arg(fprText(s.fingerprint), s.revoked ? QStringLiteral("revoked")
                                                               : QStringLiteral("not revoked")));
        }
    }

    say(7, kSteps, Text::tr("Exporting the public key with the revocations"));
    auto pub = exportKey(*ctx, fpr, false, op);
    if (!pub) {
        return pub.error();
    }
    r->m_public = *pub;
    return r;
}

Result<SubkeyRevocationReport> OfflineSubkeyRevocation::apply(const Progress &progress)
{
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();
    SubkeyRevocationReport report;
    report.plan = m_plan;
    report.backup = m_request.backupPath;
    const QByteArray fpr = m_plan.revoked.fingerprint;

    if (!m_plan.publishPath.isEmpty()) {
        say(8, kSteps,
            Text::tr("Writing the public key for publishing to %1").arg(m_plan.publishPath));
        if (keytocard::BackupFile::exists(m_plan.publishPath)) {
            return invalid(Text::tr("%1 already exists, and Keyward never writes over a key "
                                    "file; nothing was changed.")
                               .arg(m_plan.publishPath));
        }
        if (Status written = SafeFile::writeExclusive(m_plan.publishPath, m_public); !written) {
            return written.error();
        }
        report.publishedBytes = QFileInfo(m_plan.publishPath).size();
    }

    say(9, kSteps, Text::tr("Importing the revocations into the everyday keyring"));
    if (auto imported =
            keytocard::KeyToCardStep::importBackupData(m_public, m_request.everydayHome, op);
        !imported) {
        return imported.error();
    }

    say(10, kSteps, Text::tr("Removing the temporary keyring"));
    if (Status s = m_home->remove(); !s) {
        return s.error();
    }
    report.homeRemoved = true;

    say(11, kSteps, Text::tr("Reading the everyday keyring back"));
    auto listed = keytocard::KeyringLister::findPublic(fpr, m_request.everydayHome);
    if (!listed) {
        return listed.error();
    }
    report.everyday = *listed;
    for (const SubkeyInfo &want : m_plan.revoked.subkeys) {
        const SubkeyInfo *got = report.everyday.subkey(want.fingerprint);
        if (!got || got->revoked != want.revoked) {
            return Error::internal(op, QStringLiteral("the everyday keyring lists key %1 as %2")
                                           .arg(fprText(want.fingerprint),
                                                !got           ? QStringLiteral("missing")
                                                : got->revoked ? QStringLiteral("revoked")
                                                               : QStringLiteral("not revoked")));
        }
    }
    qCDebug(lcOpenPgp) << "key" << fpr << ":" << m_plan.subkeys.size() << "subkeys revoked";
    return report;
}

Status OfflineSubkeyRevocation::discard()
{
    return m_home ? m_home->remove() : Status{};
}

} // namespace keyward::openpgp::offline
