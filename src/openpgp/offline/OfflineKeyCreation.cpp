// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineKeyCreation.h"

#include "GpgmeSupport.h"
#include "OfflineKeyCheck.h"
#include "PaperKey.h"
#include "core/Logging.h"
#include "core/SafeFile.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/keytocard/BackupFile.h"
#include "openpgp/keytocard/KeyringLister.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimeZone>

#include <gpgme++/context.h>
#include <gpgme++/key.h>
#include <gpgme++/keygenerationresult.h>
#include <gpgme.h>

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::OfflineKeyCreation)
};

const char *const kSuffixes[] = {"-public.asc", "-secret.asc", "-revocation.asc", "-paper.txt"};
const char *const kKinds[] = {"public", "secret", "revocation", "paper"};
constexpr int kSteps = 10;

unsigned int expiryFlag(const ExpirySpec &spec)
{
    return spec.isNever() ? GPGME_CREATE_NOEXPIRE : 0u;
}

unsigned long expirySeconds(const ExpirySpec &spec)
{
    const auto s = spec.secondsFrom(QDateTime::currentDateTimeUtc());
    return s ? static_cast<unsigned long>(*s) : 0ul;
}

/// Creates the primary key and the three subkeys; returns the primary's fingerprint.
Result<QByteArray> createKeys(GpgME::Context &ctx, const OfflineKeyRequest &request,
                              const OfflineKeyCreation::Progress &progress)
{
    const QString op = OfflineKeyCreation::title();
    const QStringList algos = OfflineKeyCreation::algorithms(request.family);
    const QByteArray uid = request.userId().toUtf8();
    progress(2, kSteps, Text::tr("Creating the certify-only primary key (%1)").arg(algos[0]));
    const GpgME::KeyGenerationResult made = ctx.createKeyEx(
        uid.constData(), algos[0].toLatin1().constData(), 0, expirySeconds(request.primaryExpiry),
        GpgME::Key(), GPGME_CREATE_CERT | expiryFlag(request.primaryExpiry));
    if (made.error()) {
        return fromGpgme(made.error(), op);
    }
    const QByteArray fpr = QByteArray(made.fingerprint() ? made.fingerprint() : "").toUpper();
    GpgME::Error err;
    const GpgME::Key primary = ctx.key(fpr.constData(), err, true);
    if (err || primary.isNull()) {
        return err ? fromGpgme(err, op)
                   : Error::internal(op, QStringLiteral("the new key %1 is not listed")
                                             .arg(QString::fromLatin1(fpr)));
    }
    const struct
    {
        unsigned int flag;
        QString text;
    } subkeys[] = {
        {GPGME_CREATE_SIGN, Text::tr("Creating the signature subkey (%1)")},
        {GPGME_CREATE_ENCR, Text::tr("Creating the encryption subkey (%1)")},
        {GPGME_CREATE_AUTH, Text::tr("Creating the authentication subkey (%1)")},
    };
    for (int i = 0; i < 3; ++i) {
        progress(3 + i, kSteps, subkeys[i].text.arg(algos[i + 1]));
        const GpgME::Error e = ctx.createSubkey(primary, algos[i + 1].toLatin1().constData(), 0,
                                                expirySeconds(request.subkeyExpiry),
                                                subkeys[i].flag | expiryFlag(request.subkeyExpiry));
        if (e) {
            return fromGpgme(e, op);
        }
    }
    return fpr;
}

/// Writes the three files, none over an existing name; on a failure the ones written are
/// removed again.
Result<QList<OfflineKeyFile>> writeFiles(QList<OfflineKeyFile> files,
                                         const QList<QByteArray> &contents)
{
    for (const OfflineKeyFile &f : files) {
        if (keytocard::BackupFile::exists(f.path)) {
            return Error::invalidInput(OfflineKeyCreation::title(),
                                       Text::tr("%1 already exists, and Keyward never "
                                                "writes over a key file")
                                           .arg(f.path));
        }
    }
    for (qsizetype i = 0; i < files.size(); ++i) {
        if (Status s = SafeFile::writeExclusive(files[i].path, contents[i]); !s) {
            for (qsizetype j = 0; j < i; ++j) {
                QFile::remove(files[j].path);
            }
            return s.error();
        }
        files[i].bytes = QFileInfo(files[i].path).size();
    }
    return files;
}

} // namespace

std::optional<KeyFamily> keyFamilyFromName(const QString &name)
{
    if (name == QLatin1String("ed25519")) {
        return KeyFamily::Ed25519;
    }
    if (name == QLatin1String("rsa4096")) {
        return KeyFamily::Rsa4096;
    }
    return std::nullopt;
}

QString keyFamilyName(KeyFamily family)
{
    return family == KeyFamily::Rsa4096 ? QStringLiteral("rsa4096") : QStringLiteral("ed25519");
}

QStringList OfflineKeyCreation::algorithms(KeyFamily family)
{
    // The same names in GnuPG 2.2 and 2.4 (quick-gen-key / quick-add-key syntax).
    if (family == KeyFamily::Rsa4096) {
        return {QStringLiteral("rsa4096"), QStringLiteral("rsa4096"), QStringLiteral("rsa4096"),
                QStringLiteral("rsa4096")};
    }
    return {QStringLiteral("ed25519"), QStringLiteral("ed25519"), QStringLiteral("cv25519"),
            QStringLiteral("ed25519")};
}

QString OfflineKeyCreation::title()
{
    return Text::tr("Creating the key");
}

QStringList OfflineKeyCreation::earlierOutputs(const QString &folder)
{
    QStringList found;
    const QDir dir(folder);
    if (!dir.exists()) {
        return found;
    }
    QStringList patterns;
    for (const char *suffix : kSuffixes) {
        patterns << QLatin1Char('*') + QLatin1String(suffix);
    }
    for (const QString &name :
         dir.entryList(patterns, QDir::AllEntries | QDir::Hidden | QDir::System, QDir::Name)) {
        found << dir.absoluteFilePath(name);
    }
    return found;
}

QList<OfflineKeyFile> OfflineKeyCreation::targets(const QString &folder,
                                                  const QByteArray &fingerprint, bool paper)
{
    QList<OfflineKeyFile> files;
    const QDir dir(folder);
    for (int i = 0; i < (paper ? 4 : 3); ++i) {
        files << OfflineKeyFile{
            QLatin1String(kKinds[i]),
            dir.absoluteFilePath(QString::fromLatin1(fingerprint) + QLatin1String(kSuffixes[i])),
            0};
    }
    return files;
}

Result<OfflineKeyReport> OfflineKeyCreation::run(const OfflineKeyRequest &request,
                                                 QByteArray passphrase, const Progress &progress)
{
    HeldPassphrase provider(std::move(passphrase));
    wipe(passphrase);
    const Progress say = progress ? progress : [](int, int, const QString &) {};
    const QString op = title();

    // The output folder: made 0700 when missing; refused when it holds an earlier key's files.
    if (!QFileInfo(request.outDir).isDir()) {
        if (!QDir().mkpath(request.outDir) ||
            ::chmod(QFile::encodeName(request.outDir).constData(), 0700) != 0) {
            return Error::make(ErrorDomain::System, errno, ErrorKind::Io, op,
                               Text::tr("the folder %1 could not be created").arg(request.outDir));
        }
    }
    if (const QStringList earlier = earlierOutputs(request.outDir); !earlier.isEmpty()) {
        return Error::invalidInput(op,
                                   Text::tr("%1 already holds key files (%2)")
                                       .arg(request.outDir, earlier.join(QStringLiteral(", "))));
    }

    say(1, kSteps, Text::tr("Making a temporary keyring with its own gpg-agent"));
    auto madeHome = TempGnupgHome::create(QStringLiteral("key"), op);
    if (!madeHome) {
        return madeHome.error();
    }
    std::unique_ptr<TempGnupgHome> home = std::move(madeHome).value();
    OfflineKeyReport report;
    report.home = home->path();
    report.homeBase = home->base();
    report.memoryBacked = home->memoryBacked();

    auto opened = openContext(home->path(), &provider, op);
    if (!opened) {
        return opened.error();
    }
    std::unique_ptr<GpgME::Context> ctx = std::move(opened).value();
    const auto cleanup = qScopeGuard([&ctx] { ctx->setPassphraseProvider(nullptr); });

    auto fpr = createKeys(*ctx, request, say);
    if (!fpr) {
        return fpr.error();
    }
    say(6, kSteps, Text::tr("Reading back what the new keyring holds"));
    auto listed = keytocard::KeyringLister::find(*fpr, home->path());
    if (!listed) {
        return listed.error();
    }
    report.key = *listed;
    if (Status s = OfflineKeyCheck::layout(report.key, request); !s) {
        return s.error();
    }

    say(7, kSteps,
        Text::tr("Exporting the public key, the secret key and the revocation "
                 "certificate"));
    auto pub = exportKey(*ctx, *fpr, false, op);
    if (!pub) {
        return pub.error();
    }
    auto sec = exportKey(*ctx, *fpr, true, op);
    if (!sec) {
        return sec.error();
    }
    const QString revPath = home->path() + QStringLiteral("/openpgp-revocs.d/") +
                            QString::fromLatin1(*fpr) + QStringLiteral(".rev");
    auto rev = SafeFile::readBounded(revPath, 64 * 1024, Text::tr("the revocation certificate"));
    if (!rev) {
        return rev.error();
    }

    QList<QByteArray> contents{*pub, *sec, *rev};
    if (request.paper) {
        // paperkey reads gpg's binary export; its text keeps the passphrase protection.
        ctx->setArmor(false);
        auto binary = exportKey(*ctx, *fpr, true, op);
        ctx->setArmor(true);
        if (!binary) {
            return binary.error();
        }
        QByteArray bytes = std::move(binary).value();
        auto paper = PaperKey::fromSecretKey(bytes, op);
        wipe(bytes);
        if (!paper) {
            return paper.error();
        }
        contents << *paper;
    }

    say(8, kSteps, Text::tr("Writing the files into %1").arg(request.outDir));
    auto written = writeFiles(targets(request.outDir, *fpr, request.paper), contents);
    QByteArray secret = std::move(sec).value();
    wipe(secret);
    for (QByteArray &c : contents) {
        wipe(c);
    }
    if (!written) {
        return written.error();
    }
    report.files = *written;

    say(9, kSteps, Text::tr("Restoring the secret key file into an empty keyring to check it"));
    auto checked = OfflineKeyCheck::restore(report.files[1].path, report.key);
    if (!checked) {
        return checked.error();
    }
    report.verified = true;
    report.verifiedKeys = checked->keys;
    report.verifyHomeBase = homeBaseToken(checked->base);

    say(10, kSteps, {});
    if (request.keepHome) {
        home->keep();
        report.homeKept = true;
    } else if (Status s = home->remove(); !s) {
        return s.error();
    } else {
        report.homeRemoved = true;
    }
    qCDebug(lcOpenPgp) << "offline key" << *fpr << "created, files" << report.files.size()
                       << "home kept" << report.homeKept;
    return report;
}

} // namespace keyward::openpgp::offline
