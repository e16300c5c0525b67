// SPDX-License-Identifier: GPL-3.0-or-later
// token dkek with a split password, as sc-hsm-tool's --pwd-shares-threshold T
// --pwd-shares-total N: create-share writes the share file under a random
// password and that password's N shares into N files of their own;
// import-share rebuilds the password from T shares read from files, file
// descriptors or the terminal.
#include "TokenCli.h"

#include "app/ScHsmDkekCreate.h"
#include "app/ScHsmDkekShare.h"
#include "app/ScHsmPasswordShares.h"
#include "core/SafeFile.h"
#include "pkcs11/PinSource.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSet>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace keyward::cli::token {

using keyward::pkcs11::SecretBytes;
namespace PasswordShares = app::PasswordShares;

namespace {

/// Everything readable on `fd` up to SafeFile::kSecretFileMax bytes, into a
/// buffer of that size that is never reallocated; the caller wipes it.
Result<QByteArray> readFd(int fd, const QString &what, const QString &op)
{
    QByteArray buffer(int(SafeFile::kSecretFileMax) + 1, '\0');
    qsizetype used = 0;
    while (used < buffer.size()) {
        const ssize_t n = ::read(fd, buffer.data() + used, size_t(buffer.size() - used));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            const int err = errno;
            pkcs11::wipe(buffer);
            return Error::make(ErrorDomain::System, err, ErrorKind::Io, op,
                               QCoreApplication::translate("TokenCli", "%1 cannot be read: %2")
                                   .arg(what, QString::fromLocal8Bit(std::strerror(err))));
        }
        if (n == 0) {
            break;
        }
        used += n;
    }
    if (used > SafeFile::kSecretFileMax) {
        pkcs11::wipe(buffer);
        return Error::invalidInput(
            op, QCoreApplication::translate("TokenCli", "%1 is longer than %2 bytes; a password "
                                                        "share is three short lines")
                    .arg(what)
                    .arg(SafeFile::kSecretFileMax));
    }
    QByteArray out = buffer.left(used);
    pkcs11::wipe(buffer);
    return out;
}

} // namespace

bool TokenCli::dkekSplitRequested() const
{
    return m_o.given(QStringLiteral("threshold")) || m_o.given(QStringLiteral("shares")) ||
           m_o.given(QStringLiteral("password-share-file")) ||
           m_o.given(QStringLiteral("password-share-fd"));
}

int TokenCli::dkekCreateSplitShare(const QString &path)
{
    namespace Create = app::ScHsmDkekCreate;
    bool okT = false;
    bool okN = false;
    const int threshold = m_o.value(QStringLiteral("threshold")).toInt(&okT);
    const int total = m_o.value(QStringLiteral("shares")).toInt(&okN);
    const QStringList files = m_o.values(QStringLiteral("password-share-file"));
    if (!okT || !okN || !Create::validSplit(threshold, total)) {
        return usageError(tr("token dkek create-share: a split password takes --threshold T and "
                             "--shares N, with N from %1 to %2 and T from %3 to N (as "
                             "sc-hsm-tool asks).")
                              .arg(PasswordShares::kMinTotal)
                              .arg(PasswordShares::kMaxTotal)
                              .arg(PasswordShares::kMinThreshold));
    }
    if (m_o.given(QStringLiteral("password-fd")) ||
        m_o.given(QStringLiteral("password-share-fd"))) {
        return usageError(tr("token dkek create-share: a split password is random; it takes no "
                             "--password-fd, and its shares go to files (--password-share-file)."));
    }
    if (files.size() != total || QSet<QString>(files.begin(), files.end()).size() != total ||
        files.contains(path)) {
        return usageError(tr("token dkek create-share --shares %n needs %n different "
                             "--password-share-file F, one file for each key custodian's share, "
                             "none of them the share file.",
                             nullptr, total));
    }
    if (auto st = Create::requireNewFiles(path, files); !st) {
        return fail(st.error());
    }
    m_err << Create::splitProgressText() << '\n';
    m_err.flush();
    QString undone;
    auto created = Create::createSplit(path, threshold, files, &undone);
    if (!created) {
        if (!undone.isEmpty()) {
            m_err << undone << '\n';
        }
        return fail(created.error());
    }
    if (!m_json) {
        m_out << Create::doneText(*created) << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("file"), path},
                          {QStringLiteral("kcv"), created->kcv},
                          {QStringLiteral("threshold"), threshold},
                          {QStringLiteral("passwordShares"), QJsonArray::fromStringList(files)}});
}

std::optional<SecretBytes> TokenCli::dkekPasswordFromShares(int &exitCode)
{
    exitCode = ExitFailed;
    const QString op = tr("Reading the password shares");
    const auto failed = [this](const Error &e) {
        fail(e);
        return std::nullopt;
    };
    const QStringList files = m_o.values(QStringLiteral("password-share-file"));
    const QStringList fds = m_o.values(QStringLiteral("password-share-fd"));
    const bool ask = m_o.given(QStringLiteral("shares"));
    if (m_o.given(QStringLiteral("password-fd")) || m_o.given(QStringLiteral("threshold")) ||
        (ask && !(files.isEmpty() && fds.isEmpty()))) {
        exitCode = usageError(
            tr("token dkek import-share: the password comes either from --password-fd, or "
               "from password shares in files and descriptors (--password-share-file F, "
               "--password-share-fd N, each once for every share), or from --shares T "
               "shares typed on the terminal; --threshold belongs to create-share."));
        return std::nullopt;
    }
    QList<PasswordShares::Share> shares;
    for (const QString &f : files) {
        auto text = SafeFile::readBounded(f, SafeFile::kSecretFileMax, tr("the password share"));
        if (!text) {
            return failed(text.error());
        }
        QByteArray bytes = std::move(text).value();
        auto share = PasswordShares::parse(bytes, f);
        pkcs11::wipe(bytes);
        if (!share) {
            return failed(share.error());
        }
        shares.append(*share);
    }
    for (const QString &n : fds) {
        bool ok = false;
        const int fd = n.toInt(&ok);
        if (!ok || fd < 0) {
            exitCode = usageError(
                tr("--password-share-fd takes a file descriptor number, not \"%1\".").arg(n));
            return std::nullopt;
        }
        const QString what = tr("File descriptor %1").arg(fd);
        auto text = readFd(fd, what, op);
        if (!text) {
            return failed(text.error());
        }
        QByteArray bytes = std::move(text).value();
        auto share = PasswordShares::parse(bytes, what);
        pkcs11::wipe(bytes);
        if (!share) {
            return failed(share.error());
        }
        shares.append(*share);
    }
    if (ask) {
        bool ok = false;
        const int count = m_o.value(QStringLiteral("shares")).toInt(&ok);
        if (!ok || count < PasswordShares::kMinThreshold || count > PasswordShares::kMaxTotal) {
            exitCode = usageError(
                tr("token dkek import-share --shares T: T is the number of password shares "
                   "to type, from %1 to %2.")
                    .arg(PasswordShares::kMinThreshold)
                    .arg(PasswordShares::kMaxTotal));
            return std::nullopt;
        }
        auto typed = dkekAskPasswordShares(count);
        if (!typed) {
            return std::nullopt;
        }
        shares = *typed;
    }
    auto password = PasswordShares::recover(shares);
    if (!password) {
        return failed(password.error());
    }
    return *password;
}

std::optional<QList<PasswordShares::Share>> TokenCli::dkekAskPasswordShares(int count)
{
    const QString op = tr("Reading the password shares");
    const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (tty < 0) {
        fail(Error::invalidInput(op, tr("there is no terminal to type the password shares on; "
                                        "give them with --password-share-file F or "
                                        "--password-share-fd N")));
        return std::nullopt;
    }
    const auto closeTty = qScopeGuard([tty] { ::close(tty); });
    const auto line = [&](const QString &question) -> std::optional<SecretBytes> {
        auto r = pkcs11::PinSource::askOnTerminal(tty, question, op);
        if (!r) {
            fail(r.error());
            return std::nullopt;
        }
        return *r;
    };
    auto prime = line(tr("Prime of the password shares (any custodian's; it is not secret): "));
    if (!prime) {
        return std::nullopt;
    }
    QList<PasswordShares::Share> shares;
    for (int i = 1; i <= count; ++i) {
        auto id = line(tr("Share ID of password share %1 of %2: ").arg(i).arg(count));
        if (!id) {
            return std::nullopt;
        }
        auto value = line(tr("Share value of password share %1 of %2: ").arg(i).arg(count));
        if (!value) {
            return std::nullopt;
        }
        // One buffer, reserved up front so that no reallocation leaves a copy behind.
        QByteArray text;
        text.reserve(64 + prime->size() + id->size() + value->size());
        text.append("Prime : ").append(prime->constData(), prime->size());
        text.append("\nShare ID : ").append(id->constData(), id->size());
        text.append("\nShare value : ").append(value->constData(), value->size()).append('\n');
        auto share = PasswordShares::parse(text, tr("Password share %1 as typed").arg(i));
        pkcs11::wipe(text);
        if (!share) {
            fail(share.error());
            return std::nullopt;
        }
        shares.append(*share);
    }
    return shares;
}

} // namespace keyward::cli::token
