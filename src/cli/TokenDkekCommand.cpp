// SPDX-License-Identifier: GPL-3.0-or-later
// token dkek: a SmartCard-HSM's DKEK (device key encryption key). Share files
// in sc-hsm-tool's format, the DKEK status, importing a share, and keys
// wrapped out and unwrapped back in sc-hsm-tool --wrap-key's file format.
#include "TokenCli.h"

#include "app/ScHsmDkek.h"
#include "app/ScHsmDkekCommands.h"
#include "app/ScHsmDkekCreate.h"
#include "app/ScHsmDkekShare.h"
#include "core/ErrorJson.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"
#include "pkcs11/PinSource.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <fcntl.h>
#include <unistd.h>

namespace keyward::cli::token {

using keyward::pkcs11::kDestructiveNotConfirmed;
using keyward::pkcs11::SecretBytes;

namespace {

QString hex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex().toUpper());
}

QJsonObject statusJson(const app::ScHsmDkek::DkekStatus &s)
{
    return QJsonObject{{QStringLiteral("shares"), s.shares},
                       {QStringLiteral("outstanding"), s.outstanding},
                       {QStringLiteral("kcv"), hex(s.kcv)}};
}

} // namespace

/// The password of a share file: --password-fd N, else asked on the terminal
/// (twice for a new share); never from the command line.
std::optional<SecretBytes> TokenCli::dkekPassword(bool newShare)
{
    const QString op = app::ScHsmDkekCreate::passwordOperation();
    const auto failed = [this](const Error &e) {
        fail(e);
        return std::nullopt;
    };
    std::optional<SecretBytes> password;
    if (m_o.given(QStringLiteral("password-fd"))) {
        bool ok = false;
        const int fd = m_o.value(QStringLiteral("password-fd")).toInt(&ok);
        auto r = ok && fd >= 0 ? pkcs11::PinSource::readSecretLine(fd, op)
                               : Result<SecretBytes>(Error::invalidInput(
                                     op, tr("--password-fd takes a file descriptor number")));
        if (!r) {
            return failed(r.error());
        }
        password = r.value();
    } else {
        const int tty = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
        if (tty < 0) {
            return failed(Error::invalidInput(
                op, tr("there is no terminal to ask for the password on; give it with "
                       "--password-fd N")));
        }
        auto r = pkcs11::PinSource::askOnTerminal(
            tty,
            newShare ? tr("Password for the new DKEK share (at least 6 characters): ")
                     : tr("Password of the DKEK share: "),
            op);
        if (r && newShare) {
            auto again = pkcs11::PinSource::askOnTerminal(tty, tr("The password again: "), op);
            if (!again) {
                r = again.error();
            } else if (auto same = app::ScHsmDkekCreate::checkSamePassword(*r, *again); !same) {
                r = same.error();
            }
        }
        ::close(tty);
        if (!r) {
            return failed(r.error());
        }
        password = r.value();
    }
    if (newShare) {
        if (auto st = app::ScHsmDkekCreate::checkNewPassword(*password); !st) {
            return failed(st.error());
        }
    }
    return password;
}

int TokenCli::dkekFailed(const Error &e)
{
    if (m_json) {
        m_out << QJsonDocument(errorDocument(e)).toJson();
    }
    m_err << printableText(app::ScHsmDkek::sentence(e), 4096) << '\n';
    return ExitFailed;
}

int TokenCli::cmdDkek()
{
    const QString action = m_o.positional().value(1);
    const QString file = m_o.positional().value(2);
    const QString reader = m_o.value(QStringLiteral("reader"));
    const bool needsFile = action == QLatin1String("create-share") ||
                           action == QLatin1String("import-share") ||
                           action == QLatin1String("unwrap");
    const QStringList actions{QStringLiteral("create-share"), QStringLiteral("status"),
                              QStringLiteral("import-share"), QStringLiteral("wrap"),
                              QStringLiteral("unwrap")};
    if (!actions.contains(action)) {
        return usageError(tr("token dkek takes create-share, status, import-share, wrap or "
                             "unwrap, not \"%1\".")
                              .arg(action));
    }
    if (needsFile != !file.isEmpty()) {
        return usageError(needsFile ? tr("token dkek %1 needs a FILE.").arg(action)
                                    : tr("token dkek %1 takes no FILE.").arg(action));
    }
    if (action != QLatin1String("create-share") && reader.isEmpty()) {
        return usageError(tr("token dkek %1 needs --reader R (the PC/SC reader that holds the "
                             "SmartCard-HSM).")
                              .arg(action));
    }
    int keyRef = 0;
    if (action == QLatin1String("wrap") || action == QLatin1String("unwrap")) {
        bool ok = false;
        keyRef = m_o.value(QStringLiteral("key-ref")).toInt(&ok);
        if (!ok || !pcsc::ScHsm::validKeyRef(keyRef)) {
            return usageError(
                tr("token dkek %1 needs --key-ref N, a key reference from 1 to 255.").arg(action));
        }
    }
    const QString expect = m_o.value(QStringLiteral("expect-kcv"));
    if (m_o.given(QStringLiteral("expect-kcv")) &&
        !QRegularExpression(QStringLiteral("^[0-9A-Fa-f]{16}$")).match(expect).hasMatch()) {
        return usageError(tr("token dkek: --expect-kcv takes 16 hexadecimal digits."));
    }
    if (dkekSplitRequested() && action != QLatin1String("create-share") &&
        action != QLatin1String("import-share")) {
        return usageError(tr("token dkek %1 takes no password shares; they belong to "
                             "create-share and import-share.")
                              .arg(action));
    }
    if (action == QLatin1String("create-share")) {
        return dkekSplitRequested() ? dkekCreateSplitShare(file) : dkekCreateShare(file);
    }
    if (action == QLatin1String("status")) {
        auto s = app::ScHsmDkek::status(reader);
        if (!s) {
            return dkekFailed(s.error());
        }
        if (!m_json) {
            m_out << dkekStatusText(reader, *s) << '\n';
        }
        QJsonObject result = statusJson(*s);
        result.insert(QStringLiteral("reader"), reader);
        return ok(result);
    }
    if (action == QLatin1String("import-share")) {
        return dkekImportShare(reader, file,
                               m_o.given(QStringLiteral("expect-kcv"))
                                   ? std::optional<QString>(expect)
                                   : std::nullopt);
    }
    return action == QLatin1String("wrap") ? dkekWrap(reader, keyRef)
                                           : dkekUnwrap(reader, file, keyRef);
}

QString TokenCli::dkekStatusText(const QString &reader, const app::ScHsmDkek::DkekStatus &s)
{
    return app::ScHsmDkekCommands::statusText(shown(reader), s);
}

int TokenCli::dkekCreateShare(const QString &path)
{
    namespace Create = app::ScHsmDkekCreate;
    if (auto st = Create::requireNewShareFile(path); !st) {
        return fail(st.error());
    }
    auto password = dkekPassword(true);
    if (!password) {
        return ExitFailed;
    }
    m_err << Create::progressText() << '\n';
    m_err.flush();
    QString undone;
    auto created = Create::createWithPassword(path, *password, &undone);
    if (!created) {
        if (!undone.isEmpty()) {
            m_err << undone << '\n';
        }
        return fail(created.error());
    }
    if (!m_json) {
        m_out << Create::doneText(*created) << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("file"), path}, {QStringLiteral("kcv"), created->kcv}});
}

int TokenCli::dkekImportShare(const QString &reader, const QString &path,
                              const std::optional<QString> &expectKcv)
{
    auto content = app::DkekShare::read(path);
    if (!content) {
        return fail(content.error());
    }
    const bool split = dkekSplitRequested();
    int exitCode = ExitFailed;
    auto password = split ? dkekPasswordFromShares(exitCode) : dkekPassword(false);
    if (!password) {
        return exitCode;
    }
    m_err << tr("Decrypting the share (this takes a few seconds)...") << '\n';
    m_err.flush();
    auto share = app::DkekShare::decrypt(*content, *password);
    if (!share && split && share.error().kind == ErrorKind::WrongPin) {
        Error e = share.error();
        e.detail = tr("The password shares do not open the DKEK share: too few of them were "
                      "given for this split, one is mistyped, or they belong to another share "
                      "file. Nothing was sent to the device.");
        return dkekFailed(e);
    }
    if (!share) {
        return dkekFailed(share.error());
    }
    if (!confirmDestructive(app::ScHsmDkekCommands::importLoss(shown(reader)),
                            m_o.has(QStringLiteral("yes")), m_err)) {
        return fail(Error::make(ErrorDomain::Keyward, kDestructiveNotConfirmed,
                                ErrorKind::Cancelled, tr("Importing the DKEK share"),
                                tr("not confirmed")));
    }
    auto s = app::ScHsmDkek::importShare(reader, *share, expectKcv);
    if (!s) {
        return dkekFailed(s.error());
    }
    if (!m_json) {
        m_out << app::ScHsmDkekCommands::importDone(shown(reader), *s) << '\n';
    }
    QJsonObject result = statusJson(*s);
    result.insert(QStringLiteral("reader"), reader);
    return ok(result);
}

int TokenCli::dkekWrap(const QString &reader, int keyRef)
{
    const QString out = m_o.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        return usageError(tr("token dkek wrap needs --out FILE."));
    }
    if (auto st = app::ScHsmDkekCommands::requireNewFile(out); !st) {
        return fail(st.error());
    }
    auto pin = userPin();
    if (!pin) {
        return ExitFailed;
    }
    m_err << app::ScHsmDkekCommands::wrapWhat(keyRef, shown(reader)) << '\n';
    auto key = app::ScHsmDkekCommands::wrapToFile(reader, *pin, keyRef, out);
    if (!key) {
        return key.error().domain == ErrorDomain::Pcsc || key.error().domain == ErrorDomain::Keyward
                   ? dkekFailed(key.error())
                   : fail(key.error());
    }
    if (!m_json) {
        m_out << app::ScHsmDkekCommands::wrapDone(keyRef, out, *key) << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("reader"), reader},
                          {QStringLiteral("keyRef"), keyRef},
                          {QStringLiteral("file"), out},
                          {QStringLiteral("kcv"), hex(key->blob.left(8))},
                          {QStringLiteral("description"), !key->prkd.isEmpty()},
                          {QStringLiteral("certificate"), !key->certificate.isEmpty()}});
}

int TokenCli::dkekUnwrap(const QString &reader, const QString &path, int keyRef)
{
    auto key = app::ScHsmDkekCommands::readWrappedFile(path);
    if (!key) {
        return key.error().domain == ErrorDomain::Keyward ? dkekFailed(key.error())
                                                          : fail(key.error());
    }
    auto pin = userPin();
    if (!pin) {
        return ExitFailed;
    }
    m_err << app::ScHsmDkekCommands::unwrapWhat(path, keyRef, shown(reader)) << '\n';
    if (auto st = app::ScHsmDkek::unwrap(reader, *pin, keyRef, *key); !st) {
        return dkekFailed(st.error());
    }
    if (!m_json) {
        m_out << app::ScHsmDkekCommands::unwrapDone(keyRef, shown(reader), *key) << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("reader"), reader},
                          {QStringLiteral("keyRef"), keyRef},
                          {QStringLiteral("file"), path},
                          {QStringLiteral("description"), !key->prkd.isEmpty()},
                          {QStringLiteral("certificate"), !key->certificate.isEmpty()}});
}

} // namespace keyward::cli::token
