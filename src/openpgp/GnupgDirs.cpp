// SPDX-License-Identifier: GPL-3.0-or-later
#include "GnupgDirs.h"

#include <QCryptographicHash>
#include <QStringBuilder>

#include <gpgme.h>

#include <cerrno>
#include <cstdlib>
#include <mutex>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace keyward::openpgp {

namespace {

/// GnuPG's zb32_encode for whole bytes (common/zb32.c).
QByteArray zbase32(const QByteArray &data)
{
    static const char alphabet[] = "ybndrfg8ejkmcpqxot1uwisza345h769";
    QByteArray out;
    unsigned int buffer = 0;
    int bits = 0;
    for (const char c : data) {
        buffer = (buffer << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 5) {
            out += alphabet[(buffer >> (bits - 5)) & 0x1f];
            bits -= 5;
        }
    }
    if (bits > 0) {
        out += alphabet[(buffer << (5 - bits)) & 0x1f];
    }
    return out;
}

QByteArray absolute(QByteArray dir)
{
    if (!dir.startsWith('/')) {
        char cwd[4096];
        if (!getcwd(cwd, sizeof cwd)) {
            return {};
        }
        dir = QByteArray(cwd) + '/' + dir;
    }
    while (dir.size() > 1 && dir.endsWith('/')) {
        dir.chop(1);
    }
    return dir;
}

QByteArray userHome()
{
    const char *home = std::getenv("HOME");
    if (home && *home) {
        return home;
    }
    const passwd *pw = getpwuid(getuid());
    return pw && pw->pw_dir ? QByteArray(pw->pw_dir) : QByteArray();
}

/// gnupg's check of a socket directory: one it would create, or one the user owns that no one
/// else may use.
bool usableDirectory(const QByteArray &path)
{
    struct stat sb
    {
    };
    if (stat(path.constData(), &sb) != 0) {
        return errno == ENOENT;
    }
    return S_ISDIR(sb.st_mode) && sb.st_uid == getuid() && (sb.st_mode & (S_IRWXG | S_IRWXO)) == 0;
}

QByteArray standardHomeDir()
{
    const QByteArray home = userHome();
    return home.isEmpty() ? QByteArray() : absolute(home + "/.gnupg");
}

} // namespace

QByteArray gnupgHomeDir()
{
    const char *env = std::getenv("GNUPGHOME");
    return env && *env ? absolute(env) : standardHomeDir();
}

QByteArray computedAgentSocketPath()
{
    const QByteArray standard = standardHomeDir();
    const QByteArray homedir = gnupgHomeDir();
    if (homedir.isEmpty()) {
        return {};
    }
    const QByteArray uid = QByteArray::number(static_cast<unsigned int>(getuid()));
    QByteArray dir;
    for (const char *base : {"/run", "/var/run"}) {
        const QByteArray prefix = QByteArray(base) + "/user/" + uid;
        struct stat sb
        {
        };
        if (stat(prefix.constData(), &sb) == 0 && S_ISDIR(sb.st_mode)) {
            if (sb.st_uid == getuid() && usableDirectory(prefix + "/gnupg")) {
                dir = prefix + "/gnupg";
            }
            break;
        }
    }
    if (!dir.isEmpty() && homedir != standard) {
        const QByteArray sha1 = QCryptographicHash::hash(homedir, QCryptographicHash::Sha1);
        dir += "/d." + zbase32(sha1.left(15));
        if (!usableDirectory(dir)) {
            dir.clear();
        }
    }
    if (dir.isEmpty()) {
        return homedir + "/S.gpg-agent";
    }
    return dir + "/S.gpg-agent";
}

QByteArray agentSocketPath()
{
    const QByteArray computed = computedAgentSocketPath();
    struct stat sb
    {
    };
    if (!computed.isEmpty() && stat(computed.constData(), &sb) == 0 && S_ISSOCK(sb.st_mode)) {
        return computed;
    }
    // gpgme_get_dirinfo needs the library initialised; the first call may come from any thread.
    static std::once_flag once;
    std::call_once(once, [] { gpgme_check_version(nullptr); });
    const char *socket = gpgme_get_dirinfo("agent-socket");
    return socket ? QByteArray(socket) : QByteArray();
}

} // namespace keyward::openpgp
