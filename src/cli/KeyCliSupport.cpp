// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyCliSupport.h"

#include "Confirm.h"
#include "core/ErrorJson.h"
#include "pkcs11/PinSource.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <fcntl.h>
#include <unistd.h>

namespace keyward::cli::keycli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::cli::KeyCreate)
};

} // namespace

Result<QByteArray> readLine(int fd)
{
    const Result<pkcs11::SecretBytes> line =
        pkcs11::PinSource::readSecretLine(fd, Text::tr("Reading the passphrase"));
    if (!line) {
        return line.error();
    }
    return QByteArray(line->constData(), line->size());
}

Result<QByteArray> ask(int tty, const QString &question)
{
    const Result<pkcs11::SecretBytes> line =
        pkcs11::PinSource::askOnTerminal(tty, question, Text::tr("Reading the passphrase"));
    if (!line) {
        return line.error();
    }
    return QByteArray(line->constData(), line->size());
}

Error sentence(const QString &operation, const QString &text)
{
    Error e = Error::invalidInput(operation, text);
    e.failure = QStringLiteral("%1");
    return e;
}

int failed(const Error &e, QTextStream &out, QTextStream &err, bool json, int code)
{
    const QString text = e.userMessage();
    if (json) {
        out << QJsonDocument(errorDocument(e, text)).toJson();
    }
    err << text << '\n';
    return code;
}

PassphraseSource::~PassphraseSource()
{
    if (tty >= 0) {
        ::close(tty);
    }
}

int exitFor(const Error &e)
{
    return e.kind == ErrorKind::InvalidInput ? ExitUsage : ExitFailed;
}

Status openPassphraseSource(const std::optional<QString> &fdText, PassphraseSource &source)
{
    if (fdText) {
        bool ok = false;
        const int n = fdText->toInt(&ok);
        if (!ok || n < 0 || ::fcntl(n, F_GETFD) < 0) {
            return sentence(
                Text::tr("Reading the passphrase"),
                Text::tr("--passphrase-fd %1 is not an open file descriptor.").arg(*fdText));
        }
        source.fd = n;
        return {};
    }
    source.tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (source.tty < 0) {
        return sentence(Text::tr("Reading the passphrase"),
                        Text::tr("There is no terminal to ask for the passphrase on; give it on "
                                 "a file descriptor with --passphrase-fd N."));
    }
    return {};
}

Result<QByteArray> backupPassphrase(const std::optional<QString> &fdText)
{
    PassphraseSource source;
    if (Status opened = openPassphraseSource(fdText, source); !opened) {
        return opened.error();
    }
    Result<QByteArray> passphrase =
        source.fd ? readLine(*source.fd)
                  : ask(source.tty, Text::tr("Passphrase of the secret key file: "));
    if (passphrase && passphrase->isEmpty()) {
        return sentence(Text::tr("Reading the passphrase"),
                        Text::tr("The passphrase is empty; give the one that protects the secret "
                                 "key file."));
    }
    return passphrase;
}

std::function<void(int, int, const QString &)> progressLines(QTextStream &err)
{
    return [&err](int step, int steps, const QString &text) {
        if (!text.isEmpty()) {
            err << QStringLiteral("[%1/%2] ").arg(step).arg(steps) << text << '\n';
            err.flush();
        }
    };
}

} // namespace keyward::cli::keycli
