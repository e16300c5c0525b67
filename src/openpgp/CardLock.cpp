// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardLock.h"

#include "core/Logging.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::openpgp {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::CardLock)
};

/// A folder that is ours alone: made 0700 when missing; a link, another
/// owner or access for others is refused.
Status ensurePrivateDir(const QByteArray &path)
{
    if (::mkdir(path.constData(), 0700) != 0 && errno != EEXIST) {
        return Error::make(ErrorDomain::System, errno, ErrorKind::AccessDenied, QString(),
                           QString::fromLocal8Bit(std::strerror(errno)));
    }
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) != 0) {
        return Error::make(ErrorDomain::System, errno, ErrorKind::AccessDenied, QString(),
                           QString::fromLocal8Bit(std::strerror(errno)));
    }
    if (!S_ISDIR(st.st_mode) || st.st_uid != ::getuid() || (st.st_mode & 077) != 0) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::AccessDenied, QString(),
                           Text::tr("%1 is not a folder of this user's alone (mode 0700)")
                               .arg(QString::fromLocal8Bit(path)));
    }
    return {};
}

} // namespace

CardLock::CardLock(CardLock &&other) noexcept
    : m_fd(other.m_fd)
    , m_card(std::move(other.m_card))
{
    other.m_fd = -1;
}

CardLock &CardLock::operator=(CardLock &&other) noexcept
{
    if (this != &other) {
        release();
        m_fd = other.m_fd;
        m_card = std::move(other.m_card);
        other.m_fd = -1;
    }
    return *this;
}

CardLock::~CardLock()
{
    release();
}

void CardLock::release()
{
    if (m_fd >= 0) {
        ::close(m_fd); // drops the flock
        m_fd = -1;
    }
}

QByteArray CardLock::cardKeyOf(const QByteArray &aidHex)
{
    // Manufacturer and serial (AID bytes 8-13) name the card; the version
    // bytes before them are the same for the card's whole life.
    return (aidHex.size() >= 28 ? aidHex.mid(16, 12) : aidHex).toUpper();
}

Result<QString> CardLock::directory()
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

Result<CardLock> CardLock::acquire(const QByteArray &aidHex, const QString &serial,
                                   const QString &operation)
{
    auto dir = directory();
    if (!dir) {
        Error e = dir.error();
        e.operation = operation;
        return e;
    }
    const QString name = QString::fromLatin1(cardKeyOf(aidHex));
    const QByteArray path =
        QFile::encodeName(*dir + QStringLiteral("/card-") +
                          SafeFile::safeFileComponent(name.toUpper()) + QStringLiteral(".lock"));
    const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return Error::make(ErrorDomain::System, errno, ErrorKind::AccessDenied, operation,
                           QString::fromLocal8Bit(std::strerror(errno)));
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::getuid()) {
        ::close(fd);
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::AccessDenied, operation,
                           Text::tr("the card's lock file %1 is not a file of this user")
                               .arg(QString::fromLocal8Bit(path)));
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int err = errno;
        ::close(fd);
        if (err == EWOULDBLOCK) {
            qCDebug(lcOpenPgp) << "card lock held elsewhere:" << path;
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, operation,
                               Text::tr("Another Keyward is using this card (serial %1); try again "
                                        "when it has finished")
                                   .arg(serial));
        }
        return Error::make(ErrorDomain::System, err, ErrorKind::Io, operation,
                           QString::fromLocal8Bit(std::strerror(err)));
    }
    CardLock lock;
    lock.m_fd = fd;
    lock.m_card = cardKeyOf(aidHex);
    return lock;
}

} // namespace keyward::openpgp
