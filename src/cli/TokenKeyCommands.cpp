// SPDX-License-Identifier: GPL-3.0-or-later
// token keygen, csr, selfsign, import-cert, import-p12, export, delete: keys,
// certificates and objects. Every input that can be checked without the
// token (key type, IDs, subject, extensions, validity, input files, output
// file) is checked before the first PIN prompt and the first Cryptoki call.
#include "TokenCli.h"

#include "Confirm.h"

#include "app/ScHsmSetup.h"
#include "app/TokenExportReadBack.h"
#include "app/TokenImportCommands.h"
#include "app/TokenKeyCommands.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/Importer.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/Quirks.h"
#include "pkcs11/TokenFailures.h"
#include "pkcs11/TokenKeyTypes.h"

#include <QFileInfo>
#include <QJsonArray>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

int TokenCli::cmdKeygen()
{
    const QString keyType = m_o.value(QStringLiteral("key-type"));
    if (keyType.isEmpty()) {
        return usageError(tr("token keygen needs --key-type: one of %1.")
                              .arg(TokenKeyTypes::names().join(QStringLiteral(", "))));
    }
    const TokenKeyType *type = TokenKeyTypes::find(keyType);
    if (!type) {
        return usageError(TokenKeyTypes::unknownTypeSentence(keyType));
    }
    KeyGenSpec spec = type->spec();
    spec.label = m_o.value(QStringLiteral("label"));
    spec.id = QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1());
    spec.extractable = m_o.has(QStringLiteral("extractable"));
    spec.sensitive = !m_o.has(QStringLiteral("not-sensitive"));
    // Some tokens generate only after the SO PIN (OpenPGP cards through OpenSC): TokenPinRoles.
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const app::KeyGenCommand command(target(info.value()), spec);
    // A type the token's mechanism list rules out is refused before any PIN is asked.
    if (auto mechanisms = m_service.mechanisms(tokenRef()).result()) {
        if (auto st = command.validate(mechanisms.value()); !st) {
            return fail(st.error());
        }
    }
    auto rolePin = pinFor(command);
    if (!rolePin) {
        return ExitFailed;
    }
    auto r =
        interruptible([&](const CancelToken &cancel) { return command.run(*rolePin, cancel); });
    if (!r) {
        const int rc = failOrInterrupted(r.error());
        // A SmartCard-HSM answers a key generation it does not allow with a general error:
        // its own state says why.
        if (!r.error().is(ErrorKind::Cancelled)) {
            if (const QString why = app::ScHsmSetup::keygenRefusal(info.value()); !why.isEmpty()) {
                m_err << printableText(why, 4096) << '\n';
            }
        }
        return rc;
    }
    if (!m_json) {
        m_out << printableText(app::KeyGenCommand::done(r.value()), 4096) << '\n';
        printObject(r.value());
    }
    return ok(app::KeyGenCommand::json(r.value()));
}

int TokenCli::cmdCsr(bool selfSigned)
{
    using app::CertificateCommand;
    CertificateCommand::Input in;
    in.kind = selfSigned ? CertificateCommand::Kind::SelfSigned : CertificateCommand::Kind::Request;
    in.key = objectRef();
    in.keyName = in.key.label.isEmpty() ? QString::fromLatin1(in.key.id.toHex()) : in.key.label;
    in.spec = requestSpec();
    in.path = m_o.value(QStringLiteral("out"));
    in.mayReplace = m_o.has(QStringLiteral("overwrite"));
    in.encoding = m_o.has(QStringLiteral("der")) ? ossl::Encoding::Der : ossl::Encoding::Pem;
    in.store = selfSigned && m_o.has(QStringLiteral("store"));
    // The key, subject, extensions, validity and the output file are checked before the token
    // is asked anything.
    {
        const CertificateCommand unchecked(target(TokenInfo{}), in);
        if (auto st = unchecked.validate(); !st) {
            const QFileInfo out(in.path);
            const bool inTheWay = !in.path.isEmpty() && (out.exists() || out.isSymLink());
            return usageError(
                tr("token %1: %2.").arg(m_sub.name, st.error().detail) +
                (inTheWay ? QLatin1Char('\n') + tr("Add --overwrite to replace it.") : QString()));
        }
    }
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const CertificateCommand command(target(info.value()), in);
    auto pin = pinFor(command);
    if (!pin) {
        return ExitFailed;
    }
    auto der = interruptible(
        [&](const CancelToken &cancel) { return command.run(valueOf(*pin), cancel); });
    if (!der) {
        return failOrInterrupted(der.error());
    }
    QJsonObject result;
    if (!writeOutput(command.encoded(der.value()), result)) {
        return ExitFailed;
    }
    app::CertificateOutcome outcome;
    outcome.der = der.value();
    outcome.path = in.path;
    outcome.stored = in.store;
    if (!m_json && !in.path.isEmpty()) {
        m_out << printableText(CertificateCommand::done(in.kind, outcome), 4096) << '\n';
    }
    const QJsonObject told = command.json(outcome);
    for (auto it = told.begin(); it != told.end(); ++it) {
        result.insert(it.key(), it.value());
    }
    return ok(result);
}

int TokenCli::cmdImportCert()
{
    using app::ImportCertificateCommand;
    ImportCertificateCommand::Input in;
    in.path = m_o.value(QStringLiteral("file"));
    if (in.path.isEmpty()) {
        return usageError(tr("token import-cert needs --file CERT (PEM or DER)"));
    }
    in.label = m_o.value(QStringLiteral("label"));
    in.id = QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1());
    // A file that cannot be read or is no certificate is refused before the PIN is asked for.
    TokenInfo named;
    named.label = tokenName();
    const auto unchecked = ImportCertificateCommand(target(named), in).read();
    if (!unchecked) {
        return fail(unchecked.error());
    }
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const ImportCertificateCommand command(target(info.value()), in);
    auto pin = pinFor(command);
    if (!pin) {
        return ExitFailed;
    }
    auto r = command.run(unchecked.value(), valueOf(*pin)).result();
    if (!r) {
        return fail(r.error());
    }
    if (!m_json) {
        m_out << printableText(ImportCertificateCommand::done(r.value()), 4096) << '\n';
        printObject(r.value());
    }
    return ok(ImportCertificateCommand::json(r.value()));
}

int TokenCli::cmdImportP12()
{
    using app::ImportPkcs12Command;
    ImportPkcs12Command::Input in;
    in.path = m_o.value(QStringLiteral("file"));
    if (in.path.isEmpty()) {
        return usageError(tr("token import-p12 needs --file FILE.p12"));
    }
    in.label = m_o.value(QStringLiteral("label"));
    in.id = QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1());
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    if (auto mechanisms = m_service.mechanisms(tokenRef()).result()) {
        in.mechanisms = mechanisms.value();
    }
    const ImportPkcs12Command command(target(info.value()), in);
    // A token that takes no private keys is told before the file's password is asked.
    if (auto st = command.validate(); !st) {
        return fail(st.error());
    }
    auto password = secret(QStringLiteral("p12-password"), tr("PKCS#12 password: "));
    if (!password) {
        return ExitFailed;
    }
    // The file's password and its key's type first: told before the token PIN is asked.
    auto file = command.read(*password).result();
    if (!file) {
        return fail(command.failure(file.error()));
    }
    auto pin = pinFor(command);
    if (!pin) {
        wipe(file.value().data);
        return ExitFailed;
    }
    auto r = interruptible([&](const CancelToken &cancel) {
        return command.run(file.value(), *password, valueOf(*pin), cancel);
    });
    wipe(file.value().data); // it may hold a private key
    if (!r) {
        return failOrInterrupted(r.error());
    }
    if (!m_json) {
        m_out << printableText(ImportPkcs12Command::done(r.value()), 4096) << '\n';
        for (const ObjectInfo &o : r.value()) {
            printObject(o);
        }
    }
    return ok(ImportPkcs12Command::json(r.value()));
}

int TokenCli::cmdExport()
{
    const ObjectRef ref = objectRef();
    if (ref.isEmpty()) {
        return usageError(tr("name the object with --label or --id"));
    }
    if (const int rc = checkOutputFree(); rc != 0) {
        return rc;
    }
    auto login = optionalLoginPin();
    if (!login) {
        return ExitFailed;
    }
    const SecretBytes &pin = *login;
    const auto encoding =
        m_o.has(QStringLiteral("der")) ? ossl::Encoding::Der : ossl::Encoding::Pem;
    auto r = m_service.exportObject(tokenRef(), ref, encoding, pin).result();
    if (!r) {
        return fail(r.error());
    }
    QJsonObject result;
    if (!writeOutput(r.value(), result)) {
        return ExitFailed;
    }
    if (const QString path = m_o.value(QStringLiteral("out")); !path.isEmpty()) {
        auto read = app::readBackExport(path, ref, r.value(), encoding == ossl::Encoding::Der);
        if (!read) {
            return fail(read.error());
        }
        result.insert(QStringLiteral("bytes"), read->bytes);
        if (!m_json) {
            m_out << printableText(read->sentence, 4096) << '\n';
        }
    }
    return ok(result);
}

int TokenCli::cmdDelete()
{
    const app::DeleteCommand unchecked(target(TokenInfo{}), objectRef());
    if (unchecked.object().isEmpty()) {
        return usageError(tr("name the object with --label or --id"));
    }
    if (auto st = unchecked.validate(); !st) {
        return fail(st.error());
    }
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const app::DeleteCommand command(target(info.value()), objectRef());
    auto pin = pinFor(command);
    if (!pin) {
        return ExitFailed;
    }
    // Name what will go before it goes.
    auto objs = m_service.objects(tokenRef(), valueOf(*pin)).result();
    if (!objs) {
        return fail(objs.error());
    }
    const QList<ObjectInfo> matching = command.matching(objs.value());
    if (matching.isEmpty()) {
        return fail(failedTo(TokenOperation::DeleteObject,
                             Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound,
                                         tr("Deleting objects"), tr("no object matches")),
                             tokenName()));
    }
    if (!confirmTyped(shown(command.loss(matching), 4096), QStringLiteral("delete"))) {
        return fail(Error::cancelled(tr("Deleting objects")));
    }
    auto r = command.run(valueOf(*pin)).result();
    if (!r) {
        return fail(r.error());
    }
    if (!m_json) {
        m_out << printableText(app::DeleteCommand::done(r.value()), 4096) << '\n';
    }
    return ok(app::DeleteCommand::json(r.value()));
}

} // namespace keyward::cli::token
