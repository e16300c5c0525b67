// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinSource.h"

#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QFile>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

namespace keyward::pkcs11::PinSource {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11::PinSource)
};

/// One line (without "\n" or "\r\n") of bytes, at most SafeFile::kSecretFileMax long.
/// Returns nullptr-free SecretBytes; the caller's buffers are wiped here.
Result<SecretBytes> firstLine(const char *data, qsizetype size, const QString &operation)
{
    qsizetype end = 0;
    while (end < size && data[end] != '\n') {
        ++end;
    }
    if (end > 0 && data[end - 1] == '\r') {
        --end;
    }
    if (end == 0) {
        return Error::invalidInput(operation, Text::tr("no PIN given"));
    }
    return SecretBytes::fromUtf8(data, end);
}

/// readSecretLine() for a PIN: an empty line is no PIN.
Result<SecretBytes> readLine(int fd, const QString &operation)
{
    Result<SecretBytes> line = readSecretLine(fd, operation);
    if (line && line->isEmpty()) {
        return Error::invalidInput(operation, Text::tr("no PIN given"));
    }
    return line;
}

} // namespace

Result<SecretBytes> fromFile(const QString &path)
{
    const QString op = Text::tr("Reading the PIN from %1").arg(path);
    if (path == QLatin1String("-")) {
        return readLine(STDIN_FILENO, op);
    }
    // A regular file of at most kSecretFileMax bytes: never /dev/zero, a FIFO or a huge file.
    Result<QByteArray> data =
        SafeFile::readBounded(path, SafeFile::kSecretFileMax, Text::tr("the PIN file"));
    if (!data) {
        return data.error();
    }
    QByteArray bytes = std::move(data).value();
    Result<SecretBytes> line = firstLine(bytes.constData(), bytes.size(), op);
    wipe(bytes);
    return line;
}

Result<SecretBytes> fromPrivateFile(const QString &path, PrivateSecret secret)
{
    const bool pin = secret == PrivateSecret::Pin;
    const QString op = pin ? Text::tr("Reading the PIN from %1").arg(path)
                           : Text::tr("Reading the DKEK share's password from %1").arg(path);
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        const int err = errno;
        return Error::make(ErrorDomain::System, err,
                           err == ENOENT ? ErrorKind::NotFound : ErrorKind::Io, op,
                           QString::fromLocal8Bit(std::strerror(err)));
    }
    struct stat st
    {
    };
    const bool known = ::fstat(fd, &st) == 0;
    QString broken;
    if (!known || !S_ISREG(st.st_mode)) {
        broken = Text::tr("it is not a regular file");
    } else if (st.st_uid != ::getuid()) {
        broken = Text::tr("it belongs to another user");
    } else if ((st.st_mode & 077) != 0) {
        broken =
            Text::tr("other users may read or write it (mode %1)")
                .arg(QString::number(st.st_mode & 0777, 8).rightJustified(4, QLatin1Char('0')));
    } else if (st.st_size > SafeFile::kSecretFileMax) {
        broken = Text::tr("it is longer than %1 bytes").arg(SafeFile::kSecretFileMax);
    }
    if (!broken.isEmpty()) {
        ::close(fd);
        return Error::invalidInput(
            op, pin ? Text::tr("%1; a PIN file that a profile names must be a regular file of "
                               "this user that no one else may read or write (mode 0600 or "
                               "0400, as ssh asks of private keys), for example after \"chmod "
                               "600 %2\"")
                          .arg(broken, path)
                    : Text::tr("%1; a password file that a profile names must be a regular file "
                               "of this user that no one else may read or write (mode 0600 or "
                               "0400, as ssh asks of private keys), for example after \"chmod "
                               "600 %2\"")
                          .arg(broken, path));
    }
    Result<SecretBytes> line = pin ? readLine(fd, op) : readSecretLine(fd, op);
    ::close(fd);
    if (line && line->isEmpty()) {
        return Error::invalidInput(op, Text::tr("%1 holds no password").arg(path));
    }
    return line;
}

Result<SecretBytes> prompt(const QString &question)
{
    const QString op = Text::tr("Asking for the PIN");
    const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (tty < 0) {
        return readLine(STDIN_FILENO, op);
    }
    Result<SecretBytes> r = askOnTerminal(tty, question, op);
    ::close(tty);
    if (r && r->isEmpty()) {
        return Error::invalidInput(op, Text::tr("no PIN given"));
    }
    return r;
}

Result<SecretBytes> askOnTerminal(int tty, const QString &question, const QString &operation)
{
    const QByteArray text = question.toLocal8Bit();
    (void)!::write(tty, text.constData(), size_t(text.size()));
    termios old{};
    const bool haveTerm = tcgetattr(tty, &old) == 0;
    if (haveTerm) {
        termios quiet = old;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    Result<SecretBytes> r = readSecretLine(tty, operation);
    if (haveTerm) {
        tcsetattr(tty, TCSAFLUSH, &old);
    }
    (void)!::write(tty, "\n", 1);
    return r;
}

Result<SecretBytes> readSecretLine(int fd, const QString &operation)
{
    std::array<char, SafeFile::kSecretFileMax> buffer{};
    qsizetype size = 0;
    auto wipeBuffer = [&buffer] { explicit_bzero(buffer.data(), buffer.size()); };
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(fd, &c, 1);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            const int err = errno;
            wipeBuffer();
            return Error::make(ErrorDomain::System, err, ErrorKind::Io, operation,
                               QString::fromLocal8Bit(std::strerror(err)));
        }
        if (n == 0 || c == '\n') {
            break;
        }
        if (size == qsizetype(buffer.size())) {
            explicit_bzero(&c, 1);
            wipeBuffer();
            return Error::invalidInput(operation,
                                       Text::tr("the line is longer than %1 bytes, more than a "
                                                "PIN or passphrase can be")
                                           .arg(SafeFile::kSecretFileMax));
        }
        buffer[size_t(size++)] = c;
        explicit_bzero(&c, 1);
    }
    if (size > 0 && buffer[size_t(size - 1)] == '\r') {
        --size;
    }
    SecretBytes line = SecretBytes::fromUtf8(buffer.data(), size);
    wipeBuffer();
    return line;
}

} // namespace keyward::pkcs11::PinSource
