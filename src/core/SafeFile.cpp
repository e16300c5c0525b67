// SPDX-License-Identifier: GPL-3.0-or-later
#include "SafeFile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::SafeFile {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::SafeFile)
};

Error systemError(int err, const QString &operation, const QString &path)
{
    return Error::make(ErrorDomain::System, err,
                       err == ENOENT                   ? ErrorKind::NotFound
                       : err == EACCES || err == EPERM ? ErrorKind::AccessDenied
                                                       : ErrorKind::Io,
                       operation,
                       path + QStringLiteral(": ") + QString::fromLocal8Bit(strerror(err)));
}

Result<QByteArray> readFd(int fd, qint64 maxBytes, const QString &what, const QString &path)
{
    QByteArray data;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            const int err = errno;
            explicit_bzero(buffer, sizeof buffer);
            return systemError(err, Text::tr("Reading %1").arg(what), path);
        }
        if (n == 0) {
            break;
        }
        if (data.size() + n > maxBytes) {
            explicit_bzero(buffer, sizeof buffer);
            if (!data.isEmpty()) {
                explicit_bzero(data.data(), static_cast<size_t>(data.size()));
            }
            return Error::invalidInput(
                Text::tr("Reading %1").arg(what),
                Text::tr("%1 (%2) is larger than %3 bytes; Keyward does not read it")
                    .arg(what, path)
                    .arg(maxBytes));
        }
        data.append(buffer, n);
    }
    explicit_bzero(buffer, sizeof buffer);
    return data;
}

} // namespace

Result<QByteArray> readBounded(const QString &path, qint64 maxBytes, const QString &what)
{
    if (path == QLatin1String("-")) {
        return readFd(STDIN_FILENO, maxBytes, what, QStringLiteral("stdin"));
    }
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        return systemError(errno, Text::tr("Opening %1").arg(what), path);
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        return systemError(err, Text::tr("Opening %1").arg(what), path);
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return Error::invalidInput(
            Text::tr("Opening %1").arg(what),
            Text::tr("%1 (%2) is not a regular file; Keyward reads only regular files here")
                .arg(what, path));
    }
    if (st.st_size > maxBytes) {
        ::close(fd);
        return Error::invalidInput(
            Text::tr("Opening %1").arg(what),
            Text::tr("%1 (%2) is larger than %3 bytes; Keyward does not read it")
                .arg(what, path)
                .arg(maxBytes));
    }
    // A regular file blocks never; clear O_NONBLOCK anyway for NFS and friends.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    Result<QByteArray> data = readFd(fd, maxBytes, what, path);
    ::close(fd);
    return data;
}

Result<int> createExclusive(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                          S_IRUSR | S_IWUSR);
    if (fd < 0) {
        const int err = errno;
        if (err == EEXIST) {
            return Error::make(
                ErrorDomain::System, err, ErrorKind::InvalidInput,
                Text::tr("Creating %1").arg(path),
                Text::tr("%1 already exists; Keyward never replaces it silently").arg(path));
        }
        return systemError(err, Text::tr("Creating %1").arg(path), path);
    }
    if (::fchmod(fd, S_IRUSR | S_IWUSR) != 0) {
        const int err = errno;
        ::close(fd);
        ::unlink(native.constData());
        return systemError(err, Text::tr("Creating %1").arg(path), path);
    }
    return fd;
}

Status writeExclusive(const QString &path, const QByteArray &data)
{
    Result<int> fd = createExclusive(path);
    if (!fd) {
        return fd.error();
    }
    const QByteArray native = QFile::encodeName(path);
    qsizetype written = 0;
    while (written < data.size()) {
        const ssize_t n =
            ::write(*fd, data.constData() + written, static_cast<size_t>(data.size() - written));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            const int err = n < 0 ? errno : EIO;
            ::close(*fd);
            ::unlink(native.constData());
            return systemError(err, Text::tr("Writing %1").arg(path), path);
        }
        written += n;
    }
    if (::fsync(*fd) != 0 || ::close(*fd) != 0) {
        const int err = errno;
        ::unlink(native.constData());
        return systemError(err, Text::tr("Writing %1").arg(path), path);
    }
    return {};
}

QString safeFileComponent(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const bool plain = (c.unicode() < 0x80 && c.isLetterOrNumber()) || c == QLatin1Char('-') ||
                           c == QLatin1Char('_') || c == QLatin1Char('.');
        out.append(plain ? c : QLatin1Char('_'));
    }
    while (out.startsWith(QLatin1Char('.'))) {
        out[0] = QLatin1Char('_');
    }
    if (out.isEmpty()) {
        out = QStringLiteral("_");
    }
    return out.left(128);
}

} // namespace keyward::SafeFile
