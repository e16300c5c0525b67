// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineKeyRotation.h"

#include "BackupImport.h"
#include "GpgmeSupport.h"
#include "OfflineKeyCheck.h"
#include "core/Logging.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyToCardStep.h"
#include "openpgp/keytocard/KeyringLister.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QThread>

#include <gpgme++/key.h>
#include <gpgme.h>

#include <algorithm>
#include <vector>

namespace keyward::openpgp::offline {

using keytocard::LocalKey;
using keytocard::SubkeyInfo;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::OfflineKeyRotation)
};

constexpr int kSteps = 15;
/// gpg counts an expiry from its own "now", a moment after Keyward's.
constexpr qint64 kExpirySlackSeconds = 300;
/// The old subkeys expire this many seconds after gpg signs the change (0 would mean never).
constexpr unsigned long kExpireNowSeconds = 1;

Error sentence(ErrorKind kind, const QString &text)
{
    Error e = Error::make(ErrorDomain::Keyward, 0, kind, OfflineKeyRotation::title(), text);
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

bool hasUsage(const SubkeyInfo &s, const QString &usage)
{
    return usage == QLatin1String("S")   ? s.canSign
           : usage == QLatin1String("E") ? s.canEncrypt
                                         : s.canAuthenticate;
}

/// The key as GPGME lists it, with its secret parts.
Result<GpgME::Key> gpgmeKey(GpgME::Context &ctx, const QByteArray &fpr)
{
    GpgME::Error err;
    const GpgME::Key key = ctx.key(fpr.constData(), err, true);
    if (err || key.isNull()) {
        return err ? fromGpgme(err, OfflineKeyRotation::title())
                   : Error::internal(OfflineKeyRotation::title(),
                                     QStringLiteral("key %1 not listed").arg(fprText(fpr)));
    }
    return key;
}

/// The new subkeys made, the old ones set to expire now; the passphrase provider answers for
/// the primary key. Fills each RotatedSubkey's fingerprint.
Status rotate(GpgME::Context &ctx, const QByteArray &fpr, QList<RotatedSubkey> &created,
              const QList<QByteArray> &expiring, const RotationRequest &request,
              const HeldPassphrase &provider, const OfflineKeyRotation::Progress &say)
{
    const auto failed = [&](const GpgME::Error &e) -> Error {
        if (provider.rejected() || e.code() == GPG_ERR_BAD_PASSPHRASE ||
            e.code() == GPG_ERR_CANCELED) {
            return invalid(Text::tr("The passphrase does not unlock the primary key in %1; "
                                    "nothing was changed.")
                               .arg(request.backupPath));
        }
        return fromGpgme(e, OfflineKeyRotation::title());
    };
    const auto seconds = request.subkeyExpiry.secondsFrom(QDateTime::currentDateTimeUtc());
    const unsigned int never = request.subkeyExpiry.isNever() ? GPGME_CREATE_NOEXPIRE : 0u;
    for (qsizetype i = 0; i < created.size(); ++i) {
        RotatedSubkey &n = created[i];
        say(5 + static_cast<int>(i), kSteps,
            Text::tr("Creating the new subkey for usage %1 (%2)").arg(n.usage, n.algorithm));
        auto key = gpgmeKey(ctx, fpr);
        if (!key) {
            return key.error();
        }
        const std::vector<GpgME::Subkey> before = key->subkeys();
        const unsigned int flag = n.usage == QLatin1String("S")   ? GPGME_CREATE_SIGN
                                  : n.usage == QLatin1String("E") ? GPGME_CREATE_ENCR
                                                                  : GPGME_CREATE_AUTH;
        if (const GpgME::Error e = ctx.createSubkey(
                *key, n.algorithm.toLatin1().constData(), 0,
                seconds ? static_cast<unsigned long>(*seconds) : 0ul, flag | never);
            e) {
            return failed(e);
        }
        auto after = gpgmeKey(ctx, fpr);
        if (!after) {
            return after.error();
        }
        for (const GpgME::Subkey &s : after->subkeys()) {
            const QByteArray f = QByteArray(s.fingerprint() ? s.fingerprint() : "").toUpper();
            const bool old =
                std::any_of(before.begin(), before.end(), [&f](const GpgME::Subkey &b) {
                    return QByteArray(b.fingerprint() ? b.fingerprint() : "").toUpper() == f;
                });
            if (!old) {
                n.fingerprint = f;
            }
        }
        if (n.fingerprint.isEmpty()) {
            return Error::internal(OfflineKeyRotation::title(),
                                   QStringLiteral("the new %1 subkey is not listed").arg(n.usage));
        }
    }
    say(8, kSteps, Text::tr("Setting the old subkeys to expire now"));
    auto key = gpgmeKey(ctx, fpr);
    if (!key) {
        return key.error();
    }
    std::vector<GpgME::Subkey> chosen;
    for (const GpgME::Subkey &s : key->subkeys()) {
        if (expiring.contains(QByteArray(s.fingerprint() ? s.fingerprint() : "").toUpper())) {
            chosen.push_back(s);
        }
    }
    if (const GpgME::Error e = ctx.setExpire(*key, kExpireNowSeconds, chosen); e) {
        return failed(e);
    }
    return {};
}

/// The temporary keyring after the change: the primary key as before, every old subkey that
/// was valid expiring now, and the new subkeys with their usage, algorithm and expiry.
Status checkRotated(const RotationPlan &plan, const ExpirySpec &expiry, const QDateTime &now)
{
    const QString op = OfflineKeyRotation::title();
    const SubkeyInfo &was = plan.fromBackup.subkeys.first();
    const SubkeyInfo &is = plan.rotated.subkeys.first();
    if (is.fingerprint != was.fingerprint || is.expires != was.expires) {
        return Error::internal(op, QStringLiteral("the primary key changed"));
    }
    for (const QByteArray &f : plan.expiring) {
        const SubkeyInfo *s = plan.rotated.subkey(f);
        if (!s || !s->expires.isValid() || qAbs(now.secsTo(s->expires)) > kExpirySlackSeconds) {
            return Error::internal(
                op, QStringLiteral("the old subkey %1 does not expire now").arg(fprText(f)));
        }
    }
    const auto seconds = expiry.secondsFrom(now);
    for (const RotatedSubkey &n : plan.created) {
        const SubkeyInfo *s = plan.rotated.subkey(n.fingerprint);
        const bool expiryOk =
            seconds ? s && s->expires.isValid() &&
                          qAbs(now.addSecs(*seconds).secsTo(s->expires)) <= kExpirySlackSeconds
                    : s && !s->expires.isValid();
        if (!s || !hasUsage(*s, n.usage) || s->algorithm != n.algorithm || !expiryOk ||
            !s->hasSecret || s->isCardKey) {
            return Error::internal(op, QStringLiteral("the new %1 subkey %2 is not as asked")
                                           .arg(n.usage, fprText(n.fingerprint)));
        }
    }
    return {};
}

} // namespace

OfflineKeyRotation::~OfflineKeyRotation()
{
    wipe(m_secret);
}

QString OfflineKeyRotation::title()
{
    return Text::tr("Rotating the subkeys");
}

QList<QByteArray> OfflineKeyRotation::subkeysToExpire(const LocalKey &key)
{
    QList<QByteArray> out;
    for (const SubkeyInfo &s : key.subkeys) {
        if (!s.isPrimary && !s.revoked && !s.expired) {
            out << s.fingerprint;
        }
    }
    return out;
}

Result<QList<RotatedSubkey>> OfflineKeyRotation::newSubkeys(const LocalKey &key)
{
    QList<RotatedSubkey> out;
    const struct
    {
        const char *usage;
        QString name;
    } usages[] = {{"S", Text::tr("signing")},
                  {"E", Text::tr("encryption")},
                  {"A", Text::tr("authentication")}};
    for (const auto &u : usages) {
        const QString usage = QLatin1String(u.usage);
        const SubkeyInfo *best = nullptr;
        // Valid ones first, then expired, then revoked ones (after key card-lost), the newest.
        const auto rank = [](const SubkeyInfo &s) { return s.revoked ? 0 : s.expired ? 1 : 2; };
        for (const SubkeyInfo &s : key.subkeys) {
            if (s.isPrimary || !hasUsage(s, usage)) {
                continue;
            }
            const bool better = !best || rank(s) > rank(*best) ||
                                (rank(s) == rank(*best) && s.created >= best->created);
            if (better) {
                best = &s;
            }
        }
        if (!best) {
            return invalid(Text::tr("The key %1 has no %2 subkey to take the algorithm from; "
                                    "Keyward rotates a key with a signing, an encryption and an "
                                    "authentication subkey.")
                               .arg(fprText(key.fingerprint), u.name));
        }
        out << RotatedSubkey{usage, best->algorithm, best->fingerprint, {}};
    }
    return out;
}

Result<std::unique_ptr<OfflineKeyRotation>>
OfflineKeyRotation::prepare(const RotationRequest &request, QByteArray passphrase,
                            const Progress &progress)
{
    HeldPassphrase provider(std::move(passphrase));
    wipe(passphrase);
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();
    std::unique_ptr<OfflineKeyRotation> r(new OfflineKeyRotation);
    r->m_request = request;
    RotationPlan &plan = r->m_plan;
    plan.newBackupPath = request.newBackupPath;

    auto opened = openKeyFile(request.backupPath, KeyFilePurpose::Rotate, &provider, op,
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
    plan.expiring = subkeysToExpire(key);
    auto created = newSubkeys(key);
    if (!created) {
        return created.error();
    }
    plan.created = *created;

    say(4, kSteps, Text::tr("Looking for the key in the everyday keyring"));
    auto everyday = keytocard::KeyringLister::findPublic(fpr, request.everydayHome);
    if (everyday) {
        plan.inEveryday = true;
        plan.everyday = *everyday;
    } else if (everyday.error().kind != ErrorKind::NotFound) {
        return everyday.error();
    }

    if (Status s = rotate(*ctx, fpr, plan.created, plan.expiring, request, provider, say); !s) {
        return s.error();
    }

    say(9, kSteps, Text::tr("Reading back what the temporary keyring holds"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto rotated = keytocard::KeyringLister::find(fpr, plan.home);
    if (!rotated) {
        return rotated.error();
    }
    plan.rotated = *rotated;
    if (Status s = checkRotated(plan, request.subkeyExpiry, now); !s) {
        return s.error();
    }

    say(10, kSteps, Text::tr("Exporting the key with its new subkeys"));
    auto pub = exportKey(*ctx, fpr, false, op);
    if (!pub) {
        return pub.error();
    }
    r->m_public = *pub;
    auto sec = exportKey(*ctx, fpr, true, op);
    if (!sec) {
        return sec.error();
    }
    r->m_secret = std::move(sec).value();
    return r;
}

Result<RotationReport> OfflineKeyRotation::apply(const Progress &progress)
{
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();
    RotationReport report;
    report.plan = m_plan;
    report.oldBackup = m_request.backupPath;
    const QByteArray fpr = m_plan.rotated.fingerprint;
    const QString path = m_plan.newBackupPath;

    say(11, kSteps, Text::tr("Writing the rotated secret key to %1").arg(path));
    if (keytocard::BackupFile::exists(path)) {
        return invalid(Text::tr("%1 already exists, and Keyward never writes over a key file; "
                                "nothing was changed.")
                           .arg(path));
    }
    const Status written = SafeFile::writeExclusive(path, m_secret);
    wipe(m_secret);
    if (!written) {
        return written.error();
    }
    report.newBackup = path;
    report.newBackupBytes = QFileInfo(path).size();

    say(12, kSteps, Text::tr("Restoring %1 into an empty keyring to check it").arg(path));
    auto checked = OfflineKeyCheck::restore(path, m_plan.rotated);
    if (!checked) {
        // A file that does not restore the key is no backup; nothing else was changed yet.
        QFile::remove(path);
        return checked.error();
    }
    report.verifiedKeys = checked->keys;
    report.verifyHomeBase = checked->base;

    say(13, kSteps,
        Text::tr("Importing the public key with its new subkeys into the everyday "
                 "keyring"));
    if (auto imported =
            keytocard::KeyToCardStep::importBackupData(m_public, m_request.everydayHome, op);
        !imported) {
        return imported.error();
    }

    say(14, kSteps, Text::tr("Removing the temporary keyring"));
    if (Status s = m_home->remove(); !s) {
        return s.error();
    }
    report.homeRemoved = true;

    say(15, kSteps, Text::tr("Reading the everyday keyring back"));
    // gpg lists the old subkeys as expired once their expiry (a second after the change) passed.
    QDateTime latest;
    for (const QByteArray &f : m_plan.expiring) {
        if (const SubkeyInfo *s = m_plan.rotated.subkey(f); s && s->expires > latest) {
            latest = s->expires;
        }
    }
    for (int i = 0; i < 50 && latest.isValid() && QDateTime::currentDateTimeUtc() <= latest; ++i) {
        QThread::msleep(100);
    }
    auto listed = keytocard::KeyringLister::findPublic(fpr, m_request.everydayHome);
    if (!listed) {
        return listed.error();
    }
    report.everyday = *listed;
    const SubkeyInfo &primary = report.everyday.subkeys.first();
    if (primary.fingerprint != fpr || primary.expired || primary.revoked) {
        return Error::internal(op, QStringLiteral("the everyday keyring lists the primary key "
                                                  "%1 as no longer valid")
                                       .arg(fprText(fpr)));
    }
    for (const QByteArray &f : m_plan.expiring) {
        const SubkeyInfo *got = report.everyday.subkey(f);
        if (!got || !got->expired) {
            return Error::internal(op, QStringLiteral("the everyday keyring does not list the "
                                                      "old subkey %1 as expired")
                                           .arg(fprText(f)));
        }
    }
    for (const RotatedSubkey &n : m_plan.created) {
        const SubkeyInfo *got = report.everyday.subkey(n.fingerprint);
        if (!got || got->expired || got->revoked || !hasUsage(*got, n.usage)) {
            return Error::internal(op, QStringLiteral("the everyday keyring does not list the "
                                                      "new subkey %1 as valid")
                                           .arg(fprText(n.fingerprint)));
        }
    }
    qCDebug(lcOpenPgp) << "key" << fpr << "rotated," << m_plan.expiring.size() << "subkeys expired,"
                       << m_plan.created.size() << "made";
    return report;
}

Status OfflineKeyRotation::discard()
{
    wipe(m_secret);
    return m_home ? m_home->remove() : Status{};
}

} // namespace keyward::openpgp::offline
