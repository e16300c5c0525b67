// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinSource.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <termios.h>
#include <unistd.h>

namespace keyward::pkcs11::PinSource {

namespace {

/// Reads one line from fd into a wiped-on-exit buffer.
Result<SecretBytes> readLine(FILE *in, const QString &operation)
{
    std::vector<char> buf;
    for (int c = std::fgetc(in); c != EOF && c != '\n'; c = std::fgetc(in)) {
        buf.push_back(char(c));
    }
    if (!buf.empty() && buf.back() == '\r') {
        buf.pop_back();
    }
    SecretBytes s = SecretBytes::fromUtf8(buf.data(), qsizetype(buf.size()));
    std::fill(buf.begin(), buf.end(), '\0');
    if (s.isEmpty()) {
        return Error::invalidInput(operation, QStringLiteral("no PIN given"));
    }
    return s;
}

} // namespace

Result<SecretBytes> fromFile(const QString &path)
{
    const QString op = QStringLiteral("Reading the PIN from %1").arg(path);
    if (path == QLatin1String("-")) {
        return readLine(stdin, op);
    }
    FILE *f = std::fopen(QFile::encodeName(path).constData(), "rb");
    if (!f) {
        return Error::make(ErrorDomain::System, errno, ErrorKind::NotFound, op,
                           QString::fromLocal8Bit(std::strerror(errno)));
    }
    auto r = readLine(f, op);
    std::fclose(f);
    return r;
}

Result<SecretBytes> prompt(const QString &question)
{
    const QString op = QStringLiteral("Asking for the PIN");
    FILE *tty = std::fopen("/dev/tty", "r+");
    if (!tty) {
        return readLine(stdin, op);
    }
    std::fputs(question.toLocal8Bit().constData(), tty);
    std::fflush(tty);
    termios old{};
    const bool haveTerm = tcgetattr(fileno(tty), &old) == 0;
    if (haveTerm) {
        termios quiet = old;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(fileno(tty), TCSAFLUSH, &quiet);
    }
    auto r = readLine(tty, op);
    if (haveTerm) {
        tcsetattr(fileno(tty), TCSAFLUSH, &old);
    }
    std::fputs("\n", tty);
    std::fclose(tty);
    return r;
}

} // namespace keyward::pkcs11::PinSource
