// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackupFile.h"

#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::openpgp::keytocard::BackupFile {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::keytocard::BackupFile)
};

const QLatin1String kTempMark(".kwtmp");

Error ioError(int code, const QString &operation, const QString &path, const QString &what)
{
    const ErrorKind kind =
        code == EACCES || code == EPERM || code == EROFS ? ErrorKind::AccessDenied : ErrorKind::Io;
    return Error::make(ErrorDomain::System, code, kind, operation,
                       QStringLiteral("%1: %2").arg(path, what));
}

QString errnoText(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

/// rename() that never replaces an existing name.
int renameNoReplace(const QByteArray &from, const QByteArray &to)
{
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0) {
        return 0;
    }
    if (errno != EINVAL && errno != ENOSYS) {
        return -1;
    }
    // The file system has no RENAME_NOREPLACE: a hard link also fails on an existing name.
    if (::link(from.constData(), to.constData()) != 0) {
        return -1;
    }
    ::unlink(from.constData());
    return 0;
}

void syncFolder(const QString &folder)
{
    const QByteArray dir = QFile::encodeName(folder);
    const int dfd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

bool isTempName(const QString &name, const QString &target)
{
    const QString base = target + kTempMark;
    if (name == base) {
        return true; // the fixed name older versions used
    }
    if (!name.startsWith(base + QLatin1Char('-')) || name.size() != base.size() + 13) {
        return false;
    }
    for (qsizetype i = base.size() + 1; i < name.size(); ++i) {
        if (!isxdigit(name.at(i).toLatin1())) {
            return false;
        }
    }
    return true;
}

} // namespace

bool exists(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

bool isFolder(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISDIR(st.st_mode);
}

QString asideName(const QString &path)
{
    for (int n = 1;; ++n) {
        const QString candidate = QStringLiteral("%1.replaced-%2").arg(path).arg(n);
        if (!exists(candidate)) {
            return candidate;
        }
    }
}

QStringList removeLeftovers(const QString &path)
{
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    QStringList removed;
    const QStringList names =
        dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        if (!isTempName(name, info.fileName())) {
            continue;
        }
        const QString full = dir.filePath(name);
        const QByteArray native = QFile::encodeName(full);
        struct stat st
        {
        };
        if (::lstat(native.constData(), &st) != 0 ||
            !(S_ISREG(st.st_mode) || S_ISLNK(st.st_mode))) {
            continue;
        }
        if (::unlink(native.constData()) == 0) {
            removed << full;
        }
    }
    return removed;
}

Result<BackupWriteOutcome> write(const QString &path, const QByteArray &bytes, bool replace,
                                 const QString &operation)
{
    const QFileInfo info(path);
    const QString target = info.absoluteFilePath();
    if (!info.absoluteDir().exists()) {
        return ioError(ENOENT, operation, path,
                       Text::tr("the folder %1 does not exist").arg(info.absolutePath()));
    }
    if (isFolder(target)) {
        return ioError(EISDIR, operation, path, Text::tr("this is a folder, not a file"));
    }
    if (exists(target) && !replace) {
        return Error::make(ErrorDomain::System, EEXIST, ErrorKind::InvalidInput, operation,
                           Text::tr("%1 already exists and may be the only copy of another key; "
                                    "Keyward does not replace it unless told to, and then keeps "
                                    "the old file beside it")
                               .arg(path));
    }
    BackupWriteOutcome outcome;
    outcome.removedLeftovers = removeLeftovers(target);

    // A fresh file with a name nobody can guess: never an existing file, never through a link.
    QString tmp;
    Status written;
    for (int attempt = 0; attempt < 8; ++attempt) {
        tmp = target + kTempMark + QLatin1Char('-') +
              QString::number(QRandomGenerator::system()->generate64() & 0xFFFFFFFFFFFFull, 16)
                  .rightJustified(12, QLatin1Char('0'));
        written = SafeFile::writeExclusive(tmp, bytes);
        if (written || written.error().code != EEXIST) {
            break;
        }
    }
    if (!written) {
        Error e = written.error();
        e.operation = operation;
        return e;
    }
    const QByteArray nativeTmp = QFile::encodeName(tmp);
    const QByteArray nativeTarget = QFile::encodeName(target);
    if (replace && exists(target)) {
        const QString aside = asideName(target);
        if (renameNoReplace(nativeTarget, QFile::encodeName(aside)) != 0) {
            const int code = errno;
            ::unlink(nativeTmp.constData());
            return ioError(code, operation, path,
                           Text::tr("the existing file could not be renamed to %1 (%2); nothing "
                                    "was replaced")
                               .arg(aside, errnoText(code)));
        }
        outcome.replacedAside = aside;
    }
    const QString asideNote =
        outcome.replacedAside.isEmpty()
            ? QString()
            : Text::tr(" — the previous file is now %1").arg(outcome.replacedAside);
    if (renameNoReplace(nativeTmp, nativeTarget) != 0) {
        const int code = errno;
        ::unlink(nativeTmp.constData());
        return ioError(code, operation, path, errnoText(code) + asideNote);
    }
    // The rename is durable only once the folder is synced.
    syncFolder(info.absolutePath());
    Result<QByteArray> back = SafeFile::readBounded(target, qMax(kMaxBytes, qint64(bytes.size())),
                                                    Text::tr("the backup"));
    if (!back || *back != bytes) {
        ::unlink(nativeTarget.constData());
        return ioError(EIO, operation, path,
                       Text::tr("the file reads back differently") + asideNote);
    }
    return outcome;
}

Status recheck(const QString &path, qint64 bytes, const QByteArray &sha256Hex,
               const QString &operation)
{
    if (sha256Hex.isEmpty()) {
        return Error::invalidInput(operation, Text::tr("the backup %1 was not verified").arg(path));
    }
    Result<QByteArray> data = SafeFile::readBounded(path, kMaxBytes, Text::tr("the backup"));
    if (!data) {
        return data.error();
    }
    const QByteArray now = QCryptographicHash::hash(*data, QCryptographicHash::Sha256).toHex();
    if (data->size() != bytes || now != sha256Hex.toLower()) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::InvalidInput, operation,
            Text::tr(
                "the backup %1 changed since it was verified (it was %2 bytes with SHA-256 %3, "
                "it is now %4 bytes with SHA-256 %5)")
                .arg(path)
                .arg(bytes)
                .arg(QString::fromLatin1(sha256Hex))
                .arg(data->size())
                .arg(QString::fromLatin1(now)));
    }
    return {};
}

} // namespace keyward::openpgp::keytocard::BackupFile
