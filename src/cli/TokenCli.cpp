// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenCli.h"

#include "BenchInterrupt.h"
#include "Confirm.h"

#include "core/ErrorJson.h"
#include "core/ProcessHygiene.h"
#include "core/SafeFile.h"
#include "core/TerminalText.h"
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/ModuleArgument.h"
#include "pkcs11/PinSource.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/Pkcs11Uri.h"
#include "pkcs11/TokenContext.h"
#include "pkcs11/TokenPinRoles.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cstdio>
#include <utility>

namespace keyward::cli::token {

using namespace keyward::pkcs11;

TokenCli::TokenCli(const Subcommand &sub, const Options &o, QTextStream &out, QTextStream &err,
                   bool json)
    : m_sub(sub)
    , m_o(o)
    , m_out(out)
    , m_err(err)
    , m_json(json || o.has(QStringLiteral("json")))
    , m_service(extraModules(o))
{}

QStringList TokenCli::extraModules(const Options &o)
{
    // The modules added earlier (add-module) load with every ModuleSet.
    return ModuleArgument::choose(o.values(QStringLiteral("module"))).load;
}

QString TokenCli::tokenName() const
{
    const TokenRef r = tokenRef();
    return !r.label.isEmpty() ? r.label : !r.serial.isEmpty() ? r.serial : r.uri;
}

TokenRef TokenCli::tokenRef() const
{
    TokenRef r;
    r.module = ModuleArgument::choose(m_o.values(QStringLiteral("module"))).select;
    const QString token = m_o.value(QStringLiteral("token"));
    if (token.startsWith(QLatin1String("pkcs11:"))) {
        r.uri = token;
    } else {
        r.label = token;
    }
    if (m_o.given(QStringLiteral("uri"))) {
        r.uri = m_o.value(QStringLiteral("uri"));
    }
    r.serial = m_o.value(QStringLiteral("serial"));
    if (m_o.given(QStringLiteral("slot"))) {
        r.slotId = m_o.value(QStringLiteral("slot")).toLongLong(); // checked in checkValues()
    }
    if (m_o.given(QStringLiteral("object"))) {
        r.uri = m_o.value(QStringLiteral("object")); // its token part
    }
    r.confirmFinalTry = m_o.has(QStringLiteral("confirm-final-try"));
    r.blank = m_o.has(QStringLiteral("blank"));
    return r;
}

ObjectRef TokenCli::objectRef() const
{
    if (m_o.given(QStringLiteral("object"))) {
        // Checked in checkValues(): here the URI is known to parse.
        return parseObjectUri(m_o.value(QStringLiteral("object")))->object;
    }
    ObjectRef r;
    r.label = m_o.value(QStringLiteral("label"));
    r.id = QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1());
    r.objectClass = objectClassFromKey(m_o.value(QStringLiteral("type")));
    return r;
}

int TokenCli::checkValues()
{
    static const QRegularExpression hex(QStringLiteral("^([0-9A-Fa-f]{2})+$"));
    for (const QString &id : m_o.values(QStringLiteral("id"))) {
        if (!hex.match(id).hasMatch()) {
            return usageError(
                tr("token %1: --id takes hexadecimal bytes (\"01\", \"a1b2\"), not \"%2\".")
                    .arg(m_sub.name, id));
        }
    }
    const auto whole = [this](const char *option, qint64 min) -> QString {
        for (const QString &v : m_o.values(QString::fromLatin1(option))) {
            bool ok = false;
            if (v.toLongLong(&ok) < min || !ok) {
                return tr("token %1: --%2 takes a whole number from %3 up, not \"%4\".")
                    .arg(m_sub.name, QString::fromLatin1(option))
                    .arg(min)
                    .arg(v);
            }
        }
        return {};
    };
    const std::pair<const char *, qint64> limits[] = {{"slot", 0}, {"count", 1}, {"timeout", 1}};
    for (const auto &[option, min] : limits) {
        if (const QString problem = whole(option, min); !problem.isEmpty()) {
            return usageError(problem);
        }
    }
    for (const QString &type : m_o.values(QStringLiteral("type"))) {
        if (objectClassFromKey(type) == ObjectClass::Any) {
            return usageError(tr("token %1: --type is certificate, public-key or private-key, not "
                                 "\"%2\".")
                                  .arg(m_sub.name, type));
        }
    }
    if (m_o.given(QStringLiteral("days"))) {
        if (auto d = CertificateBuilder::parseValidityDays(m_o.value(QStringLiteral("days"))); !d) {
            return usageError(tr("token %1: %2.").arg(m_sub.name, d.error().detail));
        }
    }
    if (m_o.given(QStringLiteral("object"))) {
        if (auto u = parseObjectUri(m_o.value(QStringLiteral("object"))); !u) {
            return fail(u.error());
        }
    }
    return 0;
}

std::optional<SecretBytes> TokenCli::secret(const QString &name, const QString &question)
{
    const QString file = m_o.value(name + QStringLiteral("-file"));
    auto r = file.isEmpty() ? PinSource::prompt(question) : PinSource::fromFile(file);
    if (!r) {
        fail(r.error());
        return std::nullopt;
    }
    return r.value();
}

std::optional<SecretBytes> TokenCli::userPin(const QString &question)
{
    if (!m_o.given(QStringLiteral("pin-file"))) {
        if (auto env = ProcessHygiene::takeEnvironmentSecret("KEYWARD_PIN")) {
            return SecretBytes::take(*env);
        }
    }
    return secret(QStringLiteral("pin"), question);
}

std::optional<EitherPin> TokenCli::pinFor(const app::TokenKeyCommand &command)
{
    if (command.pinRole() == PinRole::User) {
        auto pin = userPin(shown(command.terminalPrompt()));
        return pin ? std::optional<EitherPin>(UserPin(*pin)) : std::nullopt;
    }
    auto pin = secret(QStringLiteral("so-pin"), shown(command.terminalPrompt()));
    return pin ? std::optional<EitherPin>(SoPin(*pin)) : std::nullopt;
}

app::TokenTarget TokenCli::target(const TokenInfo &info)
{
    return app::TokenTarget{&m_service, tokenRef(), info};
}

std::optional<EitherPin> TokenCli::pinFor(TokenOperation op, const TokenInfo &token)
{
    const PinRole role = requiredPinRole(op, token).value_or(PinRole::User);
    if (role == PinRole::User) {
        auto pin = userPin();
        return pin ? std::optional<EitherPin>(UserPin(*pin)) : std::nullopt;
    }
    const QString name = token.label.trimmed().isEmpty()
                             ? QStringLiteral("slot %1").arg(token.slotId)
                             : shown(token.label);
    auto pin =
        secret(QStringLiteral("so-pin"), tr("%1 of %2: ").arg(pinRoleName(role, token), name));
    return pin ? std::optional<EitherPin>(SoPin(*pin)) : std::nullopt;
}

std::optional<SecretBytes> TokenCli::userPinFor(TokenOperation op, const TokenInfo &token)
{
    Q_ASSERT(requiredPinRole(op, token) == PinRole::User);
    auto pin = pinFor(op, token);
    return pin ? std::optional<SecretBytes>(valueOf(*pin)) : std::nullopt;
}

std::optional<SecretBytes> TokenCli::userPinFor(TokenOperation op)
{
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        fail(info.error());
        return std::nullopt;
    }
    return userPinFor(op, info.value());
}

std::optional<SecretBytes> TokenCli::optionalLoginPin()
{
    if (m_o.has(QStringLiteral("login")) || m_o.given(QStringLiteral("pin-file"))) {
        return userPin();
    }
    return SecretBytes{};
}

int TokenCli::fail(const Error &e)
{
    if (m_json) {
        m_out << QJsonDocument(errorDocument(e)).toJson();
    }
    // Messages quote what tokens report (labels, module errors): printed safely.
    m_err << printableText(e.userMessage(), 4096) << '\n';
    if (!e.detail.isEmpty() && e.kind != ErrorKind::InvalidInput) {
        m_err << "  (" << printableText(e.detail, 4096) << ")\n";
    }
    const bool refused = e.domain == ErrorDomain::Keyward && (e.code == kDestructiveNotConfirmed ||
                                                              e.code == kFinalTryNeedsConfirmation);
    return refused ? ExitRefused : ExitFailed;
}

int TokenCli::failOrInterrupted(const Error &e)
{
    const int signal = keyward::cli::BenchInterrupt::signalNumber();
    if (!e.is(ErrorKind::Cancelled) || signal == 0) {
        return fail(e);
    }
    if (m_json) {
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                           {QStringLiteral("cancelled"), true},
                                           {QStringLiteral("signal"), signal},
                                           {QStringLiteral("error"), errorJson(e)}})
                     .toJson();
    }
    m_err << printableText(e.detail.isEmpty() ? e.userMessage() : e.detail, 4096) << '\n';
    return 128 + signal;
}

int TokenCli::usageError(const QString &message)
{
    if (m_json) {
        writeUsageErrorJson(m_out, message);
    }
    m_err << message << '\n' << subcommandUsage(m_sub);
    return ExitUsage;
}

int TokenCli::ok(QJsonObject result)
{
    if (m_json) {
        result.insert(QStringLiteral("ok"), true);
        m_out << QJsonDocument(result).toJson();
    }
    return ExitOk;
}

bool TokenCli::confirmTyped(const QString &what, const QString &expected)
{
    if (m_o.has(QStringLiteral("yes"))) {
        return true;
    }
    m_err << what << '\n' << tr("Type \"%1\" to confirm: ").arg(shown(expected));
    m_err.flush();
    QTextStream in(stdin);
    return in.readLine().trimmed() == expected;
}

QString TokenCli::shown(const QString &deviceText, qsizetype maxChars)
{
    return printableText(deviceText, maxChars);
}

int TokenCli::checkOutputFree()
{
    const QString path = m_o.value(QStringLiteral("out"));
    if (path.isEmpty() || m_o.has(QStringLiteral("overwrite"))) {
        return 0;
    }
    const QFileInfo f(path);
    if (f.exists() || f.isSymLink()) {
        return usageError(tr("token %1: %2 exists and is kept; add --overwrite to replace it.")
                              .arg(m_sub.name, path));
    }
    return 0;
}

bool TokenCli::writeOutput(const QByteArray &data, QJsonObject &result)
{
    const QString path = m_o.value(QStringLiteral("out"));
    if (path.isEmpty()) {
        if (m_json) {
            result.insert(
                QStringLiteral("data"),
                QString::fromLatin1(m_o.has(QStringLiteral("der")) ? data.toBase64() : data));
        } else {
            m_out.flush();
            std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
            std::fflush(stdout);
        }
        return true;
    }
    const QFileInfo existing(path);
    if (m_o.has(QStringLiteral("overwrite")) && (existing.exists() || existing.isSymLink()) &&
        (existing.isDir() || !QFile::remove(path))) {
        fail(Error::make(ErrorDomain::System, 0, ErrorKind::Io, tr("Writing %1").arg(path),
                         tr("the file in the way cannot be removed")));
        return false;
    }
    if (auto st = SafeFile::writeExclusive(path, data); !st) {
        fail(st.error());
        return false;
    }
    result.insert(QStringLiteral("file"), path);
    return true;
}

CertRequestSpec TokenCli::requestSpec() const
{
    CertRequestSpec s;
    s.subject = m_o.value(QStringLiteral("subject"));
    s.subjectAltNames = m_o.values(QStringLiteral("san"));
    const auto split = [](const QStringList &values) {
        QStringList out;
        for (const QString &v : values) {
            out << v.split(QLatin1Char(','), Qt::SkipEmptyParts);
        }
        return out;
    };
    s.keyUsage = split(m_o.values(QStringLiteral("key-usage")));
    s.extendedKeyUsage = split(m_o.values(QStringLiteral("eku")));
    if (m_o.given(QStringLiteral("days"))) {
        // Checked in checkValues().
        s.validityDays = CertificateBuilder::parseValidityDays(m_o.value(QStringLiteral("days")))
                             .valueOr(s.validityDays);
    }
    s.ca = m_o.has(QStringLiteral("ca"));
    return s;
}

void TokenCli::printObject(const ObjectInfo &o)
{
    m_out << objectClassName(o.objectClass) << ": " << shown(o.label) << "  id=" << o.idHex();
    if (!o.keyType.isEmpty()) {
        m_out << "  " << o.keyType << ' ' << o.sizeBits;
        if (!o.curve.isEmpty()) {
            m_out << " (" << shown(o.curve) << ')';
        }
        m_out << "  [" << o.usage.join(QStringLiteral(",")) << ']';
        if (o.sensitive) {
            m_out << " sensitive";
        }
        if (!o.extractable && o.objectClass != ObjectClass::PublicKey) {
            m_out << " non-extractable";
        }
    }
    m_out << '\n';
    if (o.hasCertificate) {
        const CertificateInfo &c = o.certificate;
        m_out << "    " << tr("subject: %1").arg(shown(c.subject, 1024)) << '\n'
              << "    " << tr("issuer: %1").arg(shown(c.issuer, 1024)) << '\n'
              << "    "
              << tr("valid: %1 to %2")
                     .arg(c.notBefore.toString(Qt::ISODate), c.notAfter.toString(Qt::ISODate))
              << '\n'
              << "    SHA-1: " << c.sha1 << '\n'
              << "    SHA-256: " << c.sha256 << '\n';
    }
    if (!o.uri.isEmpty()) {
        m_out << "    " << shown(o.uri, 4096) << '\n';
    }
}

int TokenCli::run()
{
    if (const int rc = checkValues(); rc != 0) {
        return rc;
    }
    const QString &sub = m_sub.name;
    if (sub == QLatin1String("add-module") || sub == QLatin1String("remove-module")) {
        return cmdAddModule(sub == QLatin1String("add-module"));
    }
    if (sub == QLatin1String("csr") || sub == QLatin1String("selfsign")) {
        return cmdCsr(sub == QLatin1String("selfsign"));
    }
    using Cmd = int (TokenCli::*)();
    static const QHash<QString, Cmd> commands{
        {QStringLiteral("list"), &TokenCli::cmdList},
        {QStringLiteral("info"), &TokenCli::cmdInfo},
        {QStringLiteral("mechanisms"), &TokenCli::cmdMechanisms},
        {QStringLiteral("objects"), &TokenCli::cmdObjects},
        {QStringLiteral("init"), &TokenCli::cmdInit},
        {QStringLiteral("init-sc-hsm"), &TokenCli::cmdInitScHsm},
        {QStringLiteral("dkek"), &TokenCli::cmdDkek},
        {QStringLiteral("init-pin"), &TokenCli::cmdInitPin},
        {QStringLiteral("change-pin"), &TokenCli::cmdChangePin},
        {QStringLiteral("keygen"), &TokenCli::cmdKeygen},
        {QStringLiteral("import-cert"), &TokenCli::cmdImportCert},
        {QStringLiteral("import-p12"), &TokenCli::cmdImportP12},
        {QStringLiteral("export"), &TokenCli::cmdExport},
        {QStringLiteral("delete"), &TokenCli::cmdDelete},
        {QStringLiteral("uri"), &TokenCli::cmdUri},
        {QStringLiteral("snippets"), &TokenCli::cmdSnippets},
        {QStringLiteral("provision"), &TokenCli::cmdProvision},
        {QStringLiteral("pool"), &TokenCli::cmdPool},
    };
    const auto it = commands.constFind(sub);
    if (it == commands.constEnd()) {
        return usageError(tr("\"%1\" is not a token subcommand.").arg(sub));
    }
    return (this->*it.value())();
}

} // namespace keyward::cli::token
