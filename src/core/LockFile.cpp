// SPDX-License-Identifier: GPL-3.0-or-later
#include "LockFile.h"

#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::LockFile)
};

Error systemError(int err, const QString &operation)
{
    return Error::make(ErrorDomain::System, err, ErrorKind::AccessDenied, operation,
                       QString::fromLocal8Bit(std::strerror(err)));
}

/// A folder that is ours alone: made 0700 when missing; a link, another
/// owner or access for others is refused.
Status ensurePrivateDir(const QByteArray &path)
{
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST) {
        return systemError(errno, QString());
    }
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) != 0) {
        return systemError(errno, QString());
    }
    if (!S_ISDIR(st.st_mode) || st.st_uid != ::getuid() || (st.st_mode & 077) != 0) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::AccessDenied, QString(),
                           Text::tr("%1 is not a folder of this user's alone (mode 0700)")
                               .arg(QString::fromLocal8Bit(path)));
    }
    return {};
}

} // namespace

LockFile::LockFile(LockFile &&other) noexcept
    : m_fd(other.m_fd)
{
    other.m_fd = -1;
}

LockFile &LockFile::operator=(LockFile &&other) noexcept
{
    if (this != &other) {
        release();
        m_fd = other.m_fd;
        other.m_fd = -1;
    }
    return *this;
}

LockFile::~LockFile()
{
    release();
}

void LockFile::release()
{
    if (m_fd >= 0) {
        ::close(m_fd); // drops the flock
        m_fd = -1;
    }
}

Result<QString> LockFile::directory()
{
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && runtime.startsWith('/')) {
        struct stat st
        {
        };
        if (::stat(runtime.constData(), &st) == 0 && S_ISDIR(st.st_mode) &&
            st.st_uid == ::getuid()) {
            const QByteArray dir = runtime + "/keyward";
            if (Status s = ensurePrivateDir(dir); !s) {
                return s.error();
            }
            return QString::fromLocal8Bit(dir);
        }
    }
    const QByteArray dir = "/tmp/keyward-" + QByteArray::number(::getuid());
    if (Status s = ensurePrivateDir(dir); !s) {
        return s.error();
    }
    return QString::fromLocal8Bit(dir);
}

Result<QString> LockFile::pathOf(const QString &name)
{
    auto dir = directory();
    if (!dir) {
        return dir.error();
    }
    return QString(*dir + QLatin1Char('/') + SafeFile::safeFileComponent(name) +
                   QStringLiteral(".lock"));
}

Result<LockFile> LockFile::acquire(const QString &name, Wait wait, const QString &operation)
{
    auto file = pathOf(name);
    if (!file) {
        Error e = file.error();
        e.operation = operation;
        return e;
    }
    const QByteArray path = QFile::encodeName(*file);
    const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return systemError(errno, operation);
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::getuid()) {
        ::close(fd);
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::AccessDenied, operation,
                           Text::tr("the lock file %1 is not a file of this user")
                               .arg(QString::fromLocal8Bit(path)));
    }
    int rc = 0;
    do {
        rc = ::flock(fd, wait == Wait::Yes ? LOCK_EX : LOCK_EX | LOCK_NB);
    } while (rc != 0 && errno == EINTR && wait == Wait::Yes);
    if (rc != 0) {
        const int err = errno;
        ::close(fd);
        if (err == EWOULDBLOCK) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, operation);
        }
        return Error::make(ErrorDomain::System, err, ErrorKind::Io, operation,
                           QString::fromLocal8Bit(std::strerror(err)));
    }
    LockFile lock;
    lock.m_fd = fd;
    return lock;
}

} // namespace keyward
