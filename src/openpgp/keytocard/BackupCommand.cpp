// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackupCommand.h"

#include "KeyringLister.h"
#include "core/Logging.h"
#include "openpgp/GpgError.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gpgme++/context.h>
#include <gpgme++/data.h>
#include <gpgme++/interfaces/passphraseprovider.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace keyward::openpgp::keytocard {

namespace {

quint32 crc24(QByteArrayView line)
{
    // RFC 4880 section 6.1
    quint32 crc = 0xB704CEu;
    for (char ch : line) {
        crc ^= static_cast<quint32>(static_cast<unsigned char>(ch)) << 16;
        for (int i = 0; i < 8; ++i) {
            crc <<= 1;
            if (crc & 0x1000000u) {
                crc ^= 0x1864CFBu;
            }
        }
    }
    return crc & 0xFFFFFFu;
}

} // namespace

BackupCommand::BackupCommand(AgentSession *session, QObject *parent)
    : KeyToCardStep(session, parent)
{}

QString BackupCommand::title() const
{
    return m_verifyOnly ? tr("Checking the backup of the secret key")
                        : tr("Backing up the secret key");
}

QString BackupCommand::successText() const
{
    if (m_verifyOnly) {
        return tr("The backup %1 was checked: it restores %n subkey(s) with their secret parts "
                  "into an empty keyring.",
                  nullptr, static_cast<int>(m_report.verifiedSubkeys.size()))
            .arg(m_report.path);
    }
    return tr("The backup %1 was written and checked: it restores %n subkey(s) with their "
              "secret parts into an empty keyring.",
              nullptr, static_cast<int>(m_report.verifiedSubkeys.size()))
        .arg(m_report.path);
}

Status BackupCommand::execute()
{
    Status s = backUp();
    if (!s) {
        Error e = s.error();
        e.detail += tr(" — nothing was moved; the secret key is still in your keyring.");
        return e;
    }
    return s;
}

Status BackupCommand::backUp()
{
    if (m_path.isEmpty()) {
        return Error::invalidInput(title(), tr("No backup file was chosen."));
    }
    if (m_key.fingerprint.isEmpty()) {
        return Error::invalidInput(title(), tr("No key was chosen."));
    }
    QList<QByteArray> required = m_required;
    if (required.isEmpty()) {
        for (const SubkeyInfo &s : m_key.subkeys) {
            if (s.hasSecret && !s.isCardKey) {
                required << s.fingerprint;
            }
        }
    }
    if (!m_verifyOnly) {
        for (const QByteArray &fpr : required) {
            const SubkeyInfo *s = m_key.subkey(fpr);
            if (!s || !s->hasSecret || s->isCardKey) {
                return Error::make(
                    ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
                    tr("The secret part of subkey %1 is not in the keyring, so a backup made now "
                       "would not contain it. Use the backup made before it was moved.")
                        .arg(QString::fromLatin1(fpr)));
            }
        }
        progress(0, 3, tr("Exporting the secret key"));
        Result<QByteArray> armour = exportSecret();
        if (!armour) {
            return armour.error();
        }
        progress(1, 3, tr("Writing %1").arg(m_path));
        if (Status s = writeFileDurably(m_path, *armour, title()); !s) {
            return s;
        }
        if (m_paper) {
            if (Status s =
                    writeFileDurably(m_path + QStringLiteral(".txt"), paperForm(*armour), title());
                !s) {
                return s;
            }
        }
    }
    progress(2, 3, tr("Restoring the backup into an empty keyring to check it"));
    auto report = verifyFile(m_path, m_key, required, title());
    if (!report) {
        return report.error();
    }
    m_report = *report;
    progress(3, 3, {});
    return {};
}

Result<QByteArray> BackupCommand::exportSecret()
{
    std::unique_ptr<GpgME::Context> ctx(GpgME::Context::createForProtocol(GpgME::OpenPGP));
    if (!ctx) {
        return Error::internal(title(), QStringLiteral("no GPGME OpenPGP context"));
    }
    ctx->setArmor(true);
    std::unique_ptr<GpgME::PassphraseProvider> bridge;
    if (secretProvider()) {
        bridge = makeGpgmePassphraseBridge(secretProvider());
        ctx->setPinentryMode(GpgME::Context::PinentryLoopback);
        ctx->setPassphraseProvider(bridge.get());
    }
    GpgME::Data out;
    const QByteArray pattern = m_key.fingerprint;
    const GpgME::Error err =
        ctx->exportSecretKeys(pattern.constData(), out, GpgME::Context::ExportSecret);
    ctx->setPassphraseProvider(nullptr);
    if (err) {
        return gpgError(static_cast<gpg_err_code_t>(err.code()), title(),
                        gpgErrorText(err.encodedError()));
    }
    const std::string bytes = out.toString();
    if (bytes.empty()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotFound, title(),
            tr("gpg exported nothing for key %1.").arg(QString::fromLatin1(m_key.fingerprint)));
    }
    return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
}

Status BackupCommand::writeFileDurably(const QString &path, const QByteArray &bytes,
                                       const QString &operation)
{
    const QFileInfo info(path);
    auto ioError = [&](int code, const QString &what) {
        const ErrorKind kind = code == EACCES || code == EPERM || code == EROFS
                                   ? ErrorKind::AccessDenied
                                   : ErrorKind::Io;
        return Error::make(ErrorDomain::System, code, kind, operation,
                           QStringLiteral("%1: %2").arg(path, what));
    };
    if (!info.absoluteDir().exists()) {
        return ioError(ENOENT,
                       QStringLiteral("the folder %1 does not exist").arg(info.absolutePath()));
    }
    // Never write in place: a half-written backup must not replace anything. POSIX calls,
    // so that every short write, fsync and close error (disk full) is seen.
    const QByteArray target = QFile::encodeName(info.absoluteFilePath());
    const QByteArray tmp = target + ".kwtmp";
    const int fd = ::open(tmp.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        const int code = errno;
        return ioError(code, QString::fromLocal8Bit(std::strerror(code)));
    }
    auto discard = [&](int code) {
        ::close(fd);
        ::unlink(tmp.constData());
        return ioError(code, QString::fromLocal8Bit(std::strerror(code)));
    };
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n =
            ::write(fd, bytes.constData() + done, static_cast<size_t>(bytes.size() - done));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return discard(n < 0 ? errno : ENOSPC);
        }
        done += n;
    }
    if (::fsync(fd) != 0) {
        return discard(errno);
    }
    if (::close(fd) != 0) {
        const int code = errno;
        ::unlink(tmp.constData());
        return ioError(code, QString::fromLocal8Bit(std::strerror(code)));
    }
    if (::rename(tmp.constData(), target.constData()) != 0) {
        const int code = errno;
        ::unlink(tmp.constData());
        return ioError(code, QString::fromLocal8Bit(std::strerror(code)));
    }
    // The rename is durable only once the directory is synced.
    const QByteArray dir = QFile::encodeName(info.absolutePath());
    const int dfd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    QFile check(path);
    if (!check.open(QIODevice::ReadOnly) || check.readAll() != bytes) {
        QFile::remove(path);
        return ioError(EIO, QStringLiteral("the file reads back differently"));
    }
    return {};
}

QByteArray BackupCommand::paperForm(const QByteArray &armour)
{
    QByteArray out =
        "Keyward paper backup. Each line: number, text, CRC-24 of the text.\n"
        "To restore, type the middle column into a file and run gpg --import on it.\n\n";
    QList<QByteArray> lines = armour.split('\n');
    while (!lines.isEmpty() && lines.constLast().isEmpty()) {
        lines.removeLast();
    }
    int n = 0;
    for (const QByteArray &line : lines) {
        ++n;
        out += QByteArray::number(n).rightJustified(4, ' ') + "  " + line.leftJustified(64, ' ') +
               "  " + QByteArray::number(crc24(line), 16).rightJustified(6, '0').toUpper() + '\n';
    }
    return out;
}

Result<BackupReport> BackupCommand::verifyFile(const QString &path, const LocalKey &key,
                                               const QList<QByteArray> &required,
                                               const QString &operation)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(ErrorDomain::System, file.error(), ErrorKind::Io, operation,
                           QStringLiteral("%1: %2").arg(path, file.errorString()));
    }
    const QByteArray bytes = file.readAll();
    file.close();
    // Short path: gpg-agent's socket lives in the home directory.
    QTemporaryDir home(QDir::tempPath() + QStringLiteral("/kwbk-XXXXXX"));
    if (!home.isValid()) {
        return Error::make(ErrorDomain::System, 0, ErrorKind::Io, operation,
                           QStringLiteral("no temporary keyring: %1").arg(home.errorString()));
    }
    QFile::setPermissions(home.path(),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    auto cleanup = qScopeGuard([&home] {
        // The throw-away agent gpg started for the import must not outlive its home.
        QProcess::execute(QStringLiteral("gpgconf"),
                          {QStringLiteral("--homedir"), home.path(), QStringLiteral("--kill"),
                           QStringLiteral("gpg-agent")});
    });
    auto imported = importBackup(path, home.path(), operation);
    if (!imported) {
        return imported.error();
    }
    auto restored = KeyringLister::find(key.fingerprint, home.path());
    if (!restored) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                           QStringLiteral("the backup %1 does not restore key %2")
                               .arg(path, QString::fromLatin1(key.fingerprint)));
    }
    BackupReport report;
    report.path = QFileInfo(path).absoluteFilePath();
    report.bytes = bytes.size();
    report.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    report.primaryFingerprint = restored->fingerprint;
    for (const SubkeyInfo &s : key.subkeys) {
        const SubkeyInfo *r = restored->subkey(s.fingerprint);
        if (!r || r->fingerprint != s.fingerprint || r->keygrip != s.keygrip) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, operation,
                               QStringLiteral("subkey %1 is missing or different in the backup")
                                   .arg(QString::fromLatin1(s.fingerprint)));
        }
        if (r->hasSecret && !r->isCardKey) {
            report.verifiedSubkeys << r->fingerprint;
        }
    }
    for (const QByteArray &fpr : required) {
        if (!report.covers(fpr)) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, operation,
                               QStringLiteral("the backup %1 has no secret part for subkey %2")
                                   .arg(path, QString::fromLatin1(fpr)));
        }
    }
    qCDebug(lcOpenPgp) << "backup" << report.path << "verified," << report.verifiedSubkeys.size()
                       << "subkeys with secret";
    return report;
}

} // namespace keyward::openpgp::keytocard
