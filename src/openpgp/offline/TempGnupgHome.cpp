// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempGnupgHome.h"

#include "core/Logging.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>

#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

namespace keyward::openpgp::offline {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::offline::TempGnupgHome)
};

bool isMemoryFolder(const QString &folder)
{
    const QByteArray path = QFile::encodeName(folder);
    struct statfs fs
    {
    };
    if (folder.isEmpty() || ::statfs(path.constData(), &fs) != 0) {
        return false;
    }
    const auto type = static_cast<unsigned long>(fs.f_type);
    return (type == TMPFS_MAGIC || type == RAMFS_MAGIC) &&
           ::access(path.constData(), W_OK | X_OK) == 0;
}

bool isWritableFolder(const QString &folder)
{
    const QByteArray path = QFile::encodeName(folder);
    struct stat st
    {
    };
    return !folder.isEmpty() && ::stat(path.constData(), &st) == 0 && S_ISDIR(st.st_mode) &&
           ::access(path.constData(), W_OK | X_OK) == 0;
}

int runGpgconf(const QString &home, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("gpgconf"), QStringList{QStringLiteral("--homedir"), home} + args);
    if (!p.waitForStarted() || !p.waitForFinished(-1)) {
        return -1;
    }
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

/// Overwrites a regular file with zeros (fsynced), then unlinks it; anything else is unlinked.
bool shred(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st
    {
    };
    if (::lstat(native.constData(), &st) != 0) {
        return errno == ENOENT;
    }
    if (S_ISREG(st.st_mode) && st.st_size > 0) {
        const int fd = ::open(native.constData(), O_WRONLY | O_NOFOLLOW | O_CLOEXEC);
        if (fd >= 0) {
            std::array<char, 4096> zeros{};
            off_t left = st.st_size;
            while (left > 0) {
                const size_t n = size_t(std::min<off_t>(left, off_t(zeros.size())));
                const ssize_t w = ::write(fd, zeros.data(), n);
                if (w < 0 && errno == EINTR) {
                    continue;
                }
                if (w <= 0) {
                    break;
                }
                left -= w;
            }
            ::fsync(fd);
            ::close(fd);
        }
    }
    return ::unlink(native.constData()) == 0 || errno == ENOENT;
}

/// Depth first: files shredded, then the folder removed. Links are never followed.
bool removeTree(const QString &folder)
{
    bool ok = true;
    const QDir dir(folder);
    const QFileInfoList entries =
        dir.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QFileInfo &entry : entries) {
        if (entry.isDir() && !entry.isSymLink()) {
            ok = removeTree(entry.absoluteFilePath()) && ok;
        } else {
            ok = shred(entry.absoluteFilePath()) && ok;
        }
    }
    return (::rmdir(QFile::encodeName(folder).constData()) == 0 || errno == ENOENT) && ok;
}

} // namespace

QString homeBaseToken(HomeBase base)
{
    switch (base) {
    case HomeBase::XdgRuntime:
        return QStringLiteral("xdg-runtime");
    case HomeBase::DevShm:
        return QStringLiteral("dev-shm");
    case HomeBase::TmpDir:
        return QStringLiteral("tmpdir");
    }
    return {};
}

TempGnupgHome::BaseChoice
TempGnupgHome::chooseBase(const std::function<QByteArray(const char *)> &env,
                          const std::function<bool(const QString &)> &isMemory)
{
    const QString runtime = QFile::decodeName(env("XDG_RUNTIME_DIR"));
    if (!runtime.isEmpty() && isMemory(runtime)) {
        return {HomeBase::XdgRuntime, runtime, true};
    }
    const QString shm = QStringLiteral("/dev/shm");
    if (isMemory(shm)) {
        return {HomeBase::DevShm, shm, true};
    }
    QString tmp = QFile::decodeName(env("TMPDIR"));
    if (tmp.isEmpty()) {
        tmp = QStringLiteral("/tmp");
    }
    return {HomeBase::TmpDir, tmp, isMemory(tmp)};
}

TempGnupgHome::BaseChoice TempGnupgHome::chooseBase()
{
    return chooseBase([](const char *name) { return qgetenv(name); },
                      [](const QString &folder) { return isMemoryFolder(folder); });
}

TempGnupgHome::TempGnupgHome(QString path, BaseChoice choice)
    : m_path(std::move(path))
    , m_choice(std::move(choice))
{}

TempGnupgHome::~TempGnupgHome()
{
    if (!m_keep) {
        remove();
    }
}

Result<std::unique_ptr<TempGnupgHome>> TempGnupgHome::create(const QString &prefix,
                                                             const QString &operation)
{
    const BaseChoice choice = chooseBase();
    if (!isWritableFolder(choice.folder)) {
        return Error::make(
            ErrorDomain::System, 0, ErrorKind::Io, operation,
            Text::tr("no writable folder for a temporary keyring (%1)").arg(choice.folder));
    }
    // Short: gpg-agent's sockets may live in the home, and a socket path has ~108 bytes.
    QByteArray templ =
        QFile::encodeName(choice.folder + QStringLiteral("/kw-%1-XXXXXX").arg(prefix));
    if (::mkdtemp(templ.data()) == nullptr) { // mkdtemp creates it 0700
        const int code = errno;
        return Error::make(ErrorDomain::System, code, ErrorKind::Io, operation,
                           QStringLiteral("mkdtemp %1: %2")
                               .arg(choice.folder, QString::fromLocal8Bit(std::strerror(code))));
    }
    std::unique_ptr<TempGnupgHome> home(new TempGnupgHome(QFile::decodeName(templ), choice));
    // Loopback so the passphrase comes from GPGME's provider; no agent reaches a real pinentry.
    if (Status s = SafeFile::writeExclusive(home->m_path + QStringLiteral("/gpg-agent.conf"),
                                            "allow-loopback-pinentry\n");
        !s) {
        return s.error();
    }
    if (Status s = home->launchAgent(operation); !s) {
        return s.error();
    }
    qCDebug(lcOpenPgp) << "temporary GNUPGHOME" << home->m_path << "memory-backed"
                       << choice.memoryBacked;
    return home;
}

Status TempGnupgHome::launchAgent(const QString &operation)
{
    const int rc = runGpgconf(m_path, {QStringLiteral("--launch"), QStringLiteral("gpg-agent")});
    if (rc != 0) {
        return Error::make(
            ErrorDomain::Keyward, rc, ErrorKind::AgentUnavailable, operation,
            Text::tr("gpg-agent did not start for the temporary keyring %1").arg(m_path));
    }
    return {};
}

Status TempGnupgHome::remove()
{
    if (m_removed || m_path.isEmpty()) {
        return {};
    }
    runGpgconf(m_path, {QStringLiteral("--kill"), QStringLiteral("all")});
    // GnuPG keeps the sockets of a non-default home under /run/user/UID/gnupg/d.*.
    runGpgconf(m_path, {QStringLiteral("--remove-socketdir")});
    if (!removeTree(m_path)) {
        return Error::make(ErrorDomain::System, 0, ErrorKind::Io,
                           Text::tr("Removing the temporary keyring"),
                           Text::tr("%1 could not be removed completely").arg(m_path));
    }
    m_removed = true;
    return {};
}

} // namespace keyward::openpgp::offline
