// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineKeyRenewal.h"

#include "BackupImport.h"
#include "GpgmeSupport.h"
#include "core/Logging.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyToCardStep.h"
#include "openpgp/keytocard/KeyringLister.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <gpgme++/data.h>
#include <gpgme++/importresult.h>
#include <gpgme++/key.h>

#include <vector>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::OfflineKeyRenewal)
};

constexpr int kSteps = 11;
/// gpg counts the new expiry from its own "now", a moment after Keyward's.
constexpr qint64 kExpirySlackSeconds = 300;

/// An error whose detail is the whole sentence for the user.
Error sentence(ErrorKind kind, const QString &text)
{
    Error e = Error::make(ErrorDomain::Keyward, 0, kind, OfflineKeyRenewal::title(), text);
    e.failure = QStringLiteral("%1");
    return e;
}

unsigned long secondsOf(const ExpirySpec &spec, const QDateTime &now)
{
    const auto s = spec.secondsFrom(now);
    return s ? static_cast<unsigned long>(*s) : 0ul;
}

bool expiryNear(const keytocard::SubkeyInfo &s, const ExpirySpec &spec, const QDateTime &now)
{
    const auto seconds = spec.secondsFrom(now);
    if (!seconds) {
        return !s.expires.isValid();
    }
    return s.expires.isValid() &&
           qAbs(now.addSecs(*seconds).secsTo(s.expires)) <= kExpirySlackSeconds;
}

/// Sets the expiry through GPGME (gpg --quick-set-expire underneath); the passphrase provider
/// answers for the primary key.
Status setExpiry(GpgME::Context &ctx, const QByteArray &fpr, const QList<QByteArray> &subkeys,
                 const RenewalRequest &request, const HeldPassphrase &provider,
                 const QDateTime &now)
{
    const QString op = OfflineKeyRenewal::title();
    const auto wrongPassphrase = [&](const GpgME::Error &e) -> Error {
        if (provider.rejected() || e.code() == GPG_ERR_BAD_PASSPHRASE ||
            e.code() == GPG_ERR_CANCELED) {
            return sentence(ErrorKind::InvalidInput,
                            Text::tr("The passphrase does not unlock the primary key in %1; "
                                     "nothing was changed.")
                                .arg(request.backupPath));
        }
        return fromGpgme(e, op);
    };
    GpgME::Error err;
    const GpgME::Key key = ctx.key(fpr.constData(), err, true);
    if (err || key.isNull()) {
        return err ? fromGpgme(err, op) : Error::internal(op, QStringLiteral("key not listed"));
    }
    std::vector<GpgME::Subkey> chosen;
    for (const GpgME::Subkey &s : key.subkeys()) {
        if (subkeys.contains(QByteArray(s.fingerprint() ? s.fingerprint() : "").toUpper())) {
            chosen.push_back(s);
        }
    }
    if (const GpgME::Error e = ctx.setExpire(key, secondsOf(request.subkeyExpiry, now), chosen);
        e) {
        return wrongPassphrase(e);
    }
    if (request.primaryExpiry) {
        const GpgME::Key again = ctx.key(fpr.constData(), err, true);
        if (err) {
            return fromGpgme(err, op);
        }
        if (const GpgME::Error e = ctx.setExpire(again, secondsOf(*request.primaryExpiry, now));
            e) {
            return wrongPassphrase(e);
        }
    }
    return {};
}

} // namespace

OfflineKeyRenewal::~OfflineKeyRenewal()
{
    wipe(m_secret);
}

QString OfflineKeyRenewal::title()
{
    return Text::tr("Renewing the key");
}

QString OfflineKeyRenewal::renewedBackupPath(const QString &oldBackup,
                                             const QByteArray &fingerprint, const QDate &day)
{
    const QDir dir = QFileInfo(oldBackup).absoluteDir();
    return dir.absoluteFilePath(
        QStringLiteral("%1-secret-%2.asc")
            .arg(QString::fromLatin1(fingerprint.toUpper()), day.toString(Qt::ISODate)));
}

QList<QByteArray> OfflineKeyRenewal::subkeysToExtend(const keytocard::LocalKey &key)
{
    QList<QByteArray> out;
    for (const keytocard::SubkeyInfo &s : key.subkeys) {
        if (!s.isPrimary && !s.revoked) {
            out << s.fingerprint;
        }
    }
    return out;
}

Result<std::unique_ptr<OfflineKeyRenewal>> OfflineKeyRenewal::prepare(const RenewalRequest &request,
                                                                      QByteArray passphrase,
                                                                      const Progress &progress)
{
    HeldPassphrase provider(std::move(passphrase));
    wipe(passphrase);
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();
    std::unique_ptr<OfflineKeyRenewal> r(new OfflineKeyRenewal);
    r->m_request = request;
    RenewalPlan &plan = r->m_plan;

    auto opened = openKeyFile(request.backupPath, KeyFilePurpose::Renew, &provider, op,
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
    const keytocard::LocalKey &key = file.key;
    const QByteArray fpr = key.fingerprint;
    plan.fromBackup = key;
    plan.extended = subkeysToExtend(key);
    if (plan.extended.isEmpty()) {
        return sentence(ErrorKind::InvalidInput,
                        Text::tr("The key %1 in %2 has no subkey that is not revoked.")
                            .arg(QString::fromLatin1(fpr), request.backupPath));
    }
    plan.primaryChanged = request.primaryExpiry.has_value();
    if (request.writeBackup) {
        plan.newBackupPath = renewedBackupPath(request.backupPath, fpr, QDate::currentDate());
    }

    say(4, kSteps, Text::tr("Looking for the key in the everyday keyring"));
    auto everyday = keytocard::KeyringLister::findPublic(fpr, request.everydayHome);
    if (everyday) {
        plan.inEveryday = true;
        plan.everyday = *everyday;
    } else if (everyday.error().kind != ErrorKind::NotFound) {
        return everyday.error();
    }

    say(5, kSteps, Text::tr("Setting the new expiry, signed with the primary key"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (Status s = setExpiry(*ctx, fpr, plan.extended, request, provider, now); !s) {
        return s.error();
    }

    say(6, kSteps, Text::tr("Reading back what the temporary keyring holds"));
    auto renewed = keytocard::KeyringLister::find(fpr, plan.home);
    if (!renewed) {
        return renewed.error();
    }
    plan.renewed = *renewed;
    for (const keytocard::SubkeyInfo &s : plan.renewed.subkeys) {
        const bool mine = s.isPrimary ? plan.primaryChanged : plan.extended.contains(s.fingerprint);
        const ExpirySpec &want =
            s.isPrimary && request.primaryExpiry ? *request.primaryExpiry : request.subkeyExpiry;
        if (mine && !expiryNear(s, want, now)) {
            return Error::internal(op, QStringLiteral("key %1 expires %2, not as asked (%3)")
                                           .arg(QString::fromLatin1(s.fingerprint),
                                                s.expires.toString(Qt::ISODate), want.text));
        }
    }

    say(7, kSteps, Text::tr("Exporting the renewed key"));
    auto pub = exportKey(*ctx, fpr, false, op);
    if (!pub) {
        return pub.error();
    }
    r->m_public = *pub;
    if (request.writeBackup) {
        auto sec = exportKey(*ctx, fpr, true, op);
        if (!sec) {
            return sec.error();
        }
        r->m_secret = std::move(sec).value();
    }
    return r;
}

Result<RenewalReport> OfflineKeyRenewal::apply(const Progress &progress)
{
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();
    RenewalReport report;
    report.plan = m_plan;
    report.oldBackup = m_request.backupPath;
    const QByteArray fpr = m_plan.renewed.fingerprint;

    if (m_request.writeBackup) {
        say(8, kSteps, Text::tr("Writing the renewed secret key to %1").arg(m_plan.newBackupPath));
        if (keytocard::BackupFile::exists(m_plan.newBackupPath)) {
            return sentence(ErrorKind::InvalidInput,
                            Text::tr("%1 already exists, and Keyward never writes over a key "
                                     "file; nothing was changed.")
                                .arg(m_plan.newBackupPath));
        }
        const Status written = SafeFile::writeExclusive(m_plan.newBackupPath, m_secret);
        wipe(m_secret);
        if (!written) {
            return written.error();
        }
        report.currentBackup = m_plan.newBackupPath;
        report.newBackupBytes = QFileInfo(m_plan.newBackupPath).size();
    }

    say(9, kSteps, Text::tr("Importing the renewed public key into the everyday keyring"));
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
    for (const keytocard::SubkeyInfo &want : m_plan.renewed.subkeys) {
        const keytocard::SubkeyInfo *got = report.everyday.subkey(want.fingerprint);
        if (!got || got->expires != want.expires) {
            return Error::internal(
                op, QStringLiteral("the everyday keyring lists key %1 with "
                                   "expiry %2, not %3")
                        .arg(QString::fromLatin1(want.fingerprint),
                             got ? got->expires.toString(Qt::ISODate) : QStringLiteral("(missing)"),
                             want.expires.toString(Qt::ISODate)));
        }
    }
    qCDebug(lcOpenPgp) << "key" << fpr << "renewed," << m_plan.extended.size() << "subkeys";
    return report;
}

Status OfflineKeyRenewal::discard()
{
    wipe(m_secret);
    return m_home ? m_home->remove() : Status{};
}

} // namespace keyward::openpgp::offline
