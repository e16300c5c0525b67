// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenCommands.h"

#include "BenchInterrupt.h"

#include "pkcs11/ModuleRegistry.h"
#include "pkcs11/ModuleSettings.h"
#include "pkcs11/PinSource.h"
#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/Pkcs11Uri.h"
#include "pkcs11/Provisioner.h"
#include "pkcs11/Quirks.h"
#include "pkcs11/TokenContext.h"
#include "pkcs11/TokenFlags.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QThread>

#include <cstdio>

using namespace keyward;
using namespace keyward::pkcs11;

namespace {

/// --name value options (repeatable) and --flag switches.
class Options
{
    // One translation context for the whole file, the one lupdate files these under.
    Q_DECLARE_TR_FUNCTIONS(TokenCli)

public:
    static const QSet<QString> &switches()
    {
        static const QSet<QString> s{QStringLiteral("json"),
                                     QStringLiteral("all"),
                                     QStringLiteral("yes"),
                                     QStringLiteral("so"),
                                     QStringLiteral("der"),
                                     QStringLiteral("store"),
                                     QStringLiteral("extractable"),
                                     QStringLiteral("not-sensitive"),
                                     QStringLiteral("confirm-final-try"),
                                     QStringLiteral("login"),
                                     QStringLiteral("ca"),
                                     QStringLiteral("blank"),
                                     QStringLiteral("watch"),
                                     QStringLiteral("help")};
        return s;
    }

    QString parse(const QStringList &args)
    {
        for (qsizetype i = 0; i < args.size(); ++i) {
            const QString &a = args.at(i);
            if (!a.startsWith(QLatin1String("--"))) {
                m_positional << a;
                continue;
            }
            QString name = a.mid(2);
            QString value;
            const qsizetype eq = name.indexOf(QLatin1Char('='));
            if (eq > 0) {
                value = name.mid(eq + 1);
                name = name.left(eq);
            } else if (switches().contains(name)) {
                m_switches.insert(name);
                continue;
            } else if (i + 1 < args.size()) {
                value = args.at(++i);
            } else {
                return tr("option --%1 needs a value").arg(name);
            }
            if (name == QLatin1String("pin") || name == QLatin1String("so-pin") ||
                name == QLatin1String("new-pin")) {
                return tr("PINs are not taken on the command line (other users can see it): "
                          "use --%1-file FILE, or leave it out to be asked")
                    .arg(name);
            }
            m_values[name] << value;
        }
        return {};
    }

    QStringList positional() const { return m_positional; }
    bool has(const QString &name) const { return m_switches.contains(name); }
    QString value(const QString &name) const
    {
        const auto v = m_values.value(name);
        return v.isEmpty() ? QString() : v.last();
    }
    QStringList values(const QString &name) const { return m_values.value(name); }
    bool given(const QString &name) const { return m_values.contains(name); }

private:
    QStringList m_positional;
    QHash<QString, QStringList> m_values;
    QSet<QString> m_switches;
};

/// One run of a token subcommand: options, output and the service.
class TokenCli
{
    Q_DECLARE_TR_FUNCTIONS(TokenCli)

public:
    TokenCli(const Options &o, QTextStream &out, QTextStream &err, bool json)
        : m_o(o)
        , m_out(out)
        , m_err(err)
        , m_json(json || o.has(QStringLiteral("json")))
        , m_service(extraModules(o))
    {}

    int run(const QString &sub);

private:
    static QStringList extraModules(const Options &o)
    {
        QStringList paths = ModuleSettings::modules(); // added by path earlier (add-module)
        for (const QString &m : o.values(QStringLiteral("module"))) {
            if (m.contains(QLatin1Char('/'))) {
                paths << m;
            }
        }
        return paths;
    }

    TokenRef tokenRef() const
    {
        TokenRef r;
        r.module = m_o.value(QStringLiteral("module"));
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
            r.slotId = m_o.value(QStringLiteral("slot")).toLongLong();
        }
        if (m_o.given(QStringLiteral("object"))) {
            r.uri = m_o.value(QStringLiteral("object")); // its token part
        }
        r.confirmFinalTry = m_o.has(QStringLiteral("confirm-final-try"));
        r.blank = m_o.has(QStringLiteral("blank"));
        return r;
    }

    ObjectRef objectRef() const
    {
        if (m_o.given(QStringLiteral("object"))) {
            // Checked in run(): here the URI is known to parse.
            return parseObjectUri(m_o.value(QStringLiteral("object")))->object;
        }
        ObjectRef r;
        r.label = m_o.value(QStringLiteral("label"));
        r.id = QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1());
        r.objectClass = objectClassFromKey(m_o.value(QStringLiteral("type")));
        return r;
    }

    /// A PIN from --NAME-file, or asked for; nullopt after an error was printed.
    std::optional<SecretBytes> secret(const QString &name, const QString &question)
    {
        const QString file = m_o.value(name + QStringLiteral("-file"));
        auto r = file.isEmpty() ? PinSource::prompt(question) : PinSource::fromFile(file);
        if (!r) {
            fail(r.error());
            return std::nullopt;
        }
        return r.value();
    }

    /// The user PIN when the command needs a login.
    std::optional<SecretBytes> userPin() { return secret(QStringLiteral("pin"), tr("User PIN: ")); }

    /// For commands that log in only when asked (--login or --pin-file): the
    /// user PIN then, an empty one otherwise; nullopt when reading it failed.
    std::optional<SecretBytes> optionalLoginPin()
    {
        if (m_o.has(QStringLiteral("login")) || m_o.given(QStringLiteral("pin-file"))) {
            return userPin();
        }
        return SecretBytes{};
    }

    int fail(const Error &e)
    {
        if (m_json) {
            m_out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                               {QStringLiteral("error"), Pkcs11Json::error(e)}})
                         .toJson();
        }
        m_err << e.userMessage() << '\n';
        if (!e.detail.isEmpty() && e.kind != ErrorKind::InvalidInput) {
            m_err << "  (" << e.detail << ")\n";
        }
        return 1;
    }

    /// Runs a service call that Ctrl+C or SIGTERM may cancel: the signal
    /// sets `cancel` (the call stops after the Cryptoki call in flight, see
    /// TokenService); `start` gets the token and returns the future.
    template<class Start> auto interruptible(Start start)
    {
        // The same signal handling as keyward-cli bench; installed after the
        // PIN prompts, so Ctrl+C at a prompt still ends the program at once.
        const keyward::cli::BenchInterrupt interrupt;
        CancelToken cancel;
        const keyward::cli::BenchInterrupt::Watch watch(cancel);
        return start(cancel).result();
    }

    /// After an interruptible() call failed: a cancel by signal says what was
    /// done and exits 128+signal; anything else is fail().
    int failOrInterrupted(const Error &e)
    {
        const int signal = keyward::cli::BenchInterrupt::signalNumber();
        if (!e.is(ErrorKind::Cancelled) || signal == 0) {
            return fail(e);
        }
        if (m_json) {
            m_out << QJsonDocument(QJsonObject{{QStringLiteral("ok"), false},
                                               {QStringLiteral("cancelled"), true},
                                               {QStringLiteral("signal"), signal},
                                               {QStringLiteral("error"), Pkcs11Json::error(e)}})
                         .toJson();
        }
        m_err << (e.detail.isEmpty() ? e.userMessage() : e.detail) << '\n';
        return 128 + signal;
    }

    int usageError(const QString &message)
    {
        m_err << message << '\n';
        return 2;
    }

    int ok(QJsonObject result)
    {
        if (m_json) {
            result.insert(QStringLiteral("ok"), true);
            m_out << QJsonDocument(result).toJson();
        }
        return 0;
    }

    /// Reads a line from stdin and compares it with what must be typed.
    bool confirmTyped(const QString &what, const QString &expected)
    {
        if (m_o.has(QStringLiteral("yes"))) {
            return true;
        }
        m_err << what << '\n' << tr("Type \"%1\" to confirm: ").arg(expected);
        m_err.flush();
        QTextStream in(stdin);
        return in.readLine().trimmed() == expected;
    }

    /// Writes data to --out (or stdout); PEM unless --der.
    bool writeOutput(const QByteArray &data, QJsonObject &result)
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
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) {
            fail(Error::make(ErrorDomain::System, 0, ErrorKind::Io, tr("Writing %1").arg(path),
                             f.errorString()));
            return false;
        }
        result.insert(QStringLiteral("file"), path);
        return true;
    }

    CertRequestSpec requestSpec() const
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
            s.validityDays = m_o.value(QStringLiteral("days")).toInt();
        }
        s.ca = m_o.has(QStringLiteral("ca"));
        return s;
    }

    void printObject(const ObjectInfo &o)
    {
        m_out << objectClassName(o.objectClass) << ": " << o.label << "  id=" << o.idHex();
        if (!o.keyType.isEmpty()) {
            m_out << "  " << o.keyType << ' ' << o.sizeBits;
            if (!o.curve.isEmpty()) {
                m_out << " (" << o.curve << ')';
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
            m_out << "    " << tr("subject: %1").arg(c.subject) << '\n'
                  << "    " << tr("issuer: %1").arg(c.issuer) << '\n'
                  << "    "
                  << tr("valid: %1 to %2")
                         .arg(c.notBefore.toString(Qt::ISODate), c.notAfter.toString(Qt::ISODate))
                  << '\n'
                  << "    SHA-1: " << c.sha1 << '\n'
                  << "    SHA-256: " << c.sha256 << '\n';
        }
        if (!o.uri.isEmpty()) {
            m_out << "    " << o.uri << '\n';
        }
    }

    int cmdList();
    int cmdInfo();
    int cmdMechanisms();
    int cmdObjects();
    int cmdInit();
    int cmdInitPin();
    int cmdChangePin();
    int cmdKeygen();
    int cmdCsr(bool selfSigned);
    int cmdImportCert();
    int cmdImportP12();
    int cmdExport();
    int cmdDelete();
    int cmdUri();
    int cmdProvision();
    int cmdAddModule(bool add);

    const Options &m_o;
    QTextStream &m_out;
    QTextStream &m_err;
    bool m_json;
    TokenService m_service;
};

int TokenCli::cmdList()
{
    auto modules = m_service.modules().result();
    if (!modules) {
        return fail(modules.error());
    }
    const bool all = m_o.has(QStringLiteral("all"));
    if (m_json) {
        QJsonArray ms, tokens;
        for (const ModuleInfo &m : modules.value()) {
            ms.append(Pkcs11Json::module(m));
        }
        for (const TokenInfo &t : presentTokens(modules.value())) {
            tokens.append(Pkcs11Json::token(t));
        }
        return ok(QJsonObject{{QStringLiteral("modules"), ms}, {QStringLiteral("tokens"), tokens}});
    }
    for (const ModuleInfo &m : modules.value()) {
        if (m.trustModule && !all) {
            continue;
        }
        m_out << m.name << "  " << m.path;
        if (!m.description.isEmpty()) {
            m_out << "  (" << m.description << ' ' << m.libraryVersion << ')';
        }
        m_out << '\n';
        if (!m.error.isEmpty()) {
            m_out << "    " << tr("error: %1").arg(m.error) << '\n';
        }
        for (const TokenInfo &t : m.slotList) {
            if (!t.tokenPresent) {
                if (all) {
                    m_out << "    "
                          << tr("slot %1: %2 (no token)").arg(t.slotId).arg(t.slotDescription)
                          << '\n';
                }
                continue;
            }
            m_out << "    "
                  << tr("slot %1: %2")
                         .arg(t.slotId)
                         .arg(t.label.isEmpty() ? tr("(uninitialised token)") : t.label)
                  << '\n'
                  << "        "
                  << tr("manufacturer: %1, model: %2, serial: %3")
                         .arg(t.manufacturer, t.model, t.serial)
                  << '\n'
                  << "        "
                  << tr("flags: %1").arg(tokenFlagWords(t.flags).join(QStringLiteral(", ")))
                  << '\n';
        }
    }
    return 0;
}

int TokenCli::cmdInfo()
{
    auto t = m_service.tokenInfo(tokenRef()).result();
    if (!t) {
        return fail(t.error());
    }
    if (m_json) {
        return ok(QJsonObject{{QStringLiteral("token"), Pkcs11Json::token(t.value())}});
    }
    const TokenInfo &i = t.value();
    m_out << tr("Label: %1").arg(i.label) << '\n'
          << tr("Manufacturer: %1").arg(i.manufacturer) << '\n'
          << tr("Model: %1").arg(i.model) << '\n'
          << tr("Serial: %1").arg(i.serial) << '\n'
          << tr("Module: %1 (%2), slot %3").arg(i.moduleName, i.modulePath).arg(i.slotId) << '\n'
          << tr("Hardware version: %1, firmware version: %2")
                 .arg(i.hardwareVersion, i.firmwareVersion)
          << '\n'
          << tr("Flags: %1").arg(tokenFlagWords(i.flags).join(QStringLiteral(", "))) << '\n'
          << tr("PIN length: %1 to %2").arg(i.minPinLength).arg(i.maxPinLength) << '\n';
    if (i.totalPublicMemory >= 0 || i.totalPrivateMemory >= 0) {
        m_out << tr("Memory: public %1 of %2 free, private %3 of %4 free")
                     .arg(i.freePublicMemory)
                     .arg(i.totalPublicMemory)
                     .arg(i.freePrivateMemory)
                     .arg(i.totalPrivateMemory)
              << '\n';
    }
    for (const QString &w :
         {pinWarningText(i.userPinWarning(), false), pinWarningText(i.soPinWarning(), true)}) {
        if (!w.isEmpty()) {
            m_out << tr("Warning: %1").arg(w) << '\n';
        }
    }
    return 0;
}

int TokenCli::cmdMechanisms()
{
    auto ms = m_service.mechanisms(tokenRef()).result();
    if (!ms) {
        return fail(ms.error());
    }
    if (m_json) {
        QJsonArray a;
        for (const MechanismInfo &m : ms.value()) {
            a.append(Pkcs11Json::mechanism(m));
        }
        return ok(QJsonObject{{QStringLiteral("mechanisms"), a}});
    }
    for (const MechanismInfo &m : ms.value()) {
        m_out << m.name.leftJustified(30) << ' ';
        if (m.maxKeySize > 0) {
            m_out << QStringLiteral("%1-%2").arg(m.minKeySize).arg(m.maxKeySize).leftJustified(12);
        } else {
            m_out << QString().leftJustified(12);
        }
        m_out << ' ' << mechanismFlagWords(m.flags).join(QStringLiteral(", ")) << '\n';
    }
    return 0;
}

int TokenCli::cmdObjects()
{
    auto login = optionalLoginPin();
    if (!login) {
        return 1;
    }
    const SecretBytes &pin = *login;
    auto objs = m_service.objects(tokenRef(), pin).result();
    if (!objs) {
        return fail(objs.error());
    }
    if (m_json) {
        QJsonArray a;
        for (const ObjectInfo &o : objs.value()) {
            a.append(Pkcs11Json::object(o));
        }
        return ok(QJsonObject{{QStringLiteral("objects"), a}});
    }
    for (const ObjectInfo &o : objs.value()) {
        printObject(o);
    }
    return 0;
}

int TokenCli::cmdInit()
{
    const QString label = m_o.value(QStringLiteral("new-label"));
    if (label.isEmpty()) {
        return usageError(tr("token init needs --new-label LABEL (the token's new label)"));
    }
    auto current = m_service.tokenInfo(tokenRef()).result();
    if (!current) {
        return fail(current.error());
    }
    const TokenInfo &t = current.value();
    const QString name = t.label.isEmpty() ? QStringLiteral("slot %1").arg(t.slotId) : t.label;
    if (!confirmTyped(tr("Initialising destroys every key and certificate on token \"%1\" "
                         "(%2, serial %3).")
                          .arg(name, t.moduleName, t.serial),
                      name)) {
        return fail(Error::make(ErrorDomain::Keyward, kDestructiveNotConfirmed,
                                ErrorKind::Cancelled, tr("Initialising the token"),
                                tr("not confirmed")));
    }
    auto so = secret(QStringLiteral("so-pin"), tr("SO PIN: "));
    if (!so) {
        return 1;
    }
    auto r = m_service.initToken(TokenRef::of(t), *so, label, true).result();
    if (!r) {
        return fail(r.error());
    }
    // A first user PIN in the same go, when one is given.
    if (m_o.given(QStringLiteral("new-pin-file"))) {
        auto userNew = secret(QStringLiteral("new-pin"), QString());
        if (!userNew) {
            return 1;
        }
        if (auto st = m_service.initUserPin(TokenRef::of(r.value()), *so, *userNew).result(); !st) {
            return fail(st.error());
        }
    }
    if (!m_json) {
        m_out << tr("Token initialised: %1 (serial %2)").arg(r->label, r->serial) << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("token"), Pkcs11Json::token(r.value())}});
}

int TokenCli::cmdInitPin()
{
    auto so = secret(QStringLiteral("so-pin"), tr("SO PIN: "));
    if (!so) {
        return 1;
    }
    auto pin = secret(QStringLiteral("new-pin"), tr("New user PIN: "));
    if (!pin) {
        return 1;
    }
    if (auto st = m_service.initUserPin(tokenRef(), *so, *pin).result(); !st) {
        return fail(st.error());
    }
    if (!m_json) {
        m_out << tr("User PIN set.") << '\n';
    }
    return ok({});
}

int TokenCli::cmdChangePin()
{
    const bool so = m_o.has(QStringLiteral("so"));
    auto oldPin = so ? secret(QStringLiteral("so-pin"), tr("Current SO PIN: "))
                     : secret(QStringLiteral("pin"), tr("Current user PIN: "));
    if (!oldPin) {
        return 1;
    }
    auto newPin = secret(QStringLiteral("new-pin"), tr("New PIN: "));
    if (!newPin) {
        return 1;
    }
    if (auto st = m_service.changePin(tokenRef(), so, *oldPin, *newPin).result(); !st) {
        return fail(st.error());
    }
    if (!m_json) {
        m_out << (so ? tr("SO PIN changed.") : tr("User PIN changed.")) << '\n';
    }
    return ok({});
}

int TokenCli::cmdKeygen()
{
    auto spec = KeyGenSpec::parse(m_o.value(QStringLiteral("key-type")));
    if (!spec) {
        return usageError(
            tr("token keygen needs --key-type rsa2048|rsa3072|rsa4096|ec-p256|ec-p384|ec-p521"));
    }
    spec->label = m_o.value(QStringLiteral("label"));
    spec->id = QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1());
    spec->extractable = m_o.has(QStringLiteral("extractable"));
    spec->sensitive = !m_o.has(QStringLiteral("not-sensitive"));
    // Some tokens generate only after the SO PIN (OpenPGP cards through OpenSC).
    auto info = m_service.tokenInfo(tokenRef()).result();
    if (!info) {
        return fail(info.error());
    }
    const bool asSo = quirksFor(info->manufacturer, info->model, info->label).keygenAsSo;
    auto pin = asSo ? secret(QStringLiteral("so-pin"), tr("SO PIN (admin PIN): ")) : userPin();
    if (!pin) {
        return 1;
    }
    auto r = interruptible([&](const CancelToken &cancel) {
        return m_service.generateKeyPair(tokenRef(), *spec, *pin, cancel);
    });
    if (!r) {
        return failOrInterrupted(r.error());
    }
    if (!m_json) {
        printObject(r.value());
    }
    return ok(QJsonObject{{QStringLiteral("key"), Pkcs11Json::object(r.value())}});
}

int TokenCli::cmdCsr(bool selfSigned)
{
    const ObjectRef key = objectRef();
    if (key.isEmpty()) {
        return usageError(tr("name the key with --label or --id"));
    }
    const CertRequestSpec spec = requestSpec();
    if (spec.subject.isEmpty()) {
        return usageError(tr("give the subject with --subject \"/CN=...\""));
    }
    auto pin = userPin();
    if (!pin) {
        return 1;
    }
    const bool store = m_o.has(QStringLiteral("store"));
    auto der = interruptible([&](const CancelToken &cancel) {
        return selfSigned ? m_service.createSelfSigned(tokenRef(), key, spec, *pin, store, cancel)
                          : m_service.createCsr(tokenRef(), key, spec, *pin);
    });
    if (!der) {
        return failOrInterrupted(der.error());
    }
    const QByteArray data =
        m_o.has(QStringLiteral("der"))
            ? der.value()
            : CertificateBuilder::pem(der.value(),
                                      selfSigned ? "CERTIFICATE" : "CERTIFICATE REQUEST");
    QJsonObject result;
    if (!writeOutput(data, result)) {
        return 1;
    }
    if (selfSigned) {
        result.insert(QStringLiteral("stored"), store);
    }
    return ok(result);
}

int TokenCli::cmdImportCert()
{
    QFile f(m_o.value(QStringLiteral("file")));
    if (!f.open(QIODevice::ReadOnly)) {
        return usageError(
            tr("token import-cert needs --file CERT (PEM or DER): %1").arg(f.errorString()));
    }
    auto pin = userPin();
    if (!pin) {
        return 1;
    }
    auto r = m_service
                 .importCertificate(tokenRef(), f.readAll(), m_o.value(QStringLiteral("label")),
                                    QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1()),
                                    *pin)
                 .result();
    if (!r) {
        return fail(r.error());
    }
    if (!m_json) {
        printObject(r.value());
    }
    return ok(QJsonObject{{QStringLiteral("certificate"), Pkcs11Json::object(r.value())}});
}

int TokenCli::cmdImportP12()
{
    QFile f(m_o.value(QStringLiteral("file")));
    if (!f.open(QIODevice::ReadOnly)) {
        return usageError(tr("token import-p12 needs --file FILE.p12: %1").arg(f.errorString()));
    }
    auto password = secret(QStringLiteral("p12-password"), tr("PKCS#12 password: "));
    if (!password) {
        return 1;
    }
    auto pin = userPin();
    if (!pin) {
        return 1;
    }
    const QByteArray p12 = f.readAll();
    auto r = interruptible([&](const CancelToken &cancel) {
        return m_service.importPkcs12(
            tokenRef(), p12, *password, m_o.value(QStringLiteral("label")),
            QByteArray::fromHex(m_o.value(QStringLiteral("id")).toLatin1()), *pin, cancel);
    });
    if (!r) {
        return failOrInterrupted(r.error());
    }
    QJsonArray a;
    for (const ObjectInfo &o : r.value()) {
        if (!m_json) {
            printObject(o);
        }
        a.append(Pkcs11Json::object(o));
    }
    return ok(QJsonObject{{QStringLiteral("objects"), a}});
}

int TokenCli::cmdExport()
{
    const ObjectRef ref = objectRef();
    if (ref.isEmpty()) {
        return usageError(tr("name the object with --label or --id"));
    }
    auto login = optionalLoginPin();
    if (!login) {
        return 1;
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
        return 1;
    }
    return ok(result);
}

int TokenCli::cmdDelete()
{
    const ObjectRef ref = objectRef();
    if (ref.isEmpty()) {
        return usageError(tr("name the object with --label or --id"));
    }
    auto pin = userPin();
    if (!pin) {
        return 1;
    }
    // Name what will go before it goes.
    auto objs = m_service.objects(tokenRef(), *pin).result();
    if (!objs) {
        return fail(objs.error());
    }
    QStringList names;
    for (const ObjectInfo &o : objs.value()) {
        if ((ref.label.isEmpty() || o.label == ref.label) && (ref.id.isEmpty() || o.id == ref.id) &&
            (ref.objectClass == ObjectClass::Any || o.objectClass == ref.objectClass)) {
            names << QStringLiteral("%1 \"%2\" (ID %3)")
                         .arg(objectClassName(o.objectClass), o.label, o.idHex());
        }
    }
    if (names.isEmpty()) {
        return fail(Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound,
                                tr("Deleting objects"), tr("no object matches")));
    }
    if (!confirmTyped(tr("This deletes: %1").arg(names.join(QStringLiteral("; "))),
                      QStringLiteral("delete"))) {
        return fail(Error::cancelled(tr("Deleting objects")));
    }
    auto r = m_service.deleteObjects(tokenRef(), ref, *pin).result();
    if (!r) {
        return fail(r.error());
    }
    QJsonArray a;
    for (const ObjectInfo &o : r.value()) {
        if (!m_json) {
            m_out << tr("deleted %1 \"%2\" (ID %3)")
                         .arg(objectClassName(o.objectClass), o.label, o.idHex())
                  << '\n';
        }
        a.append(Pkcs11Json::object(o));
    }
    return ok(QJsonObject{{QStringLiteral("deleted"), a}});
}

int TokenCli::cmdUri()
{
    const ObjectRef ref = objectRef();
    if (ref.isEmpty()) {
        return usageError(tr("name the object with --label or --id"));
    }
    auto login = optionalLoginPin();
    if (!login) {
        return 1;
    }
    const SecretBytes &pin = *login;
    auto r = m_service.objectUri(tokenRef(), ref, pin).result();
    if (!r) {
        return fail(r.error());
    }
    if (!m_json) {
        m_out << r.value() << '\n';
    }
    return ok(QJsonObject{{QStringLiteral("uri"), r.value()}});
}

int TokenCli::cmdProvision()
{
    const QStringList pos = m_o.positional();
    if (pos.size() < 2) {
        return usageError(tr("usage: keyward-cli token provision PROFILE.json [--yes] "
                             "[--watch [--count N] [--timeout SECONDS]]"));
    }
    auto profile = ProvisioningProfile::load(pos.at(1));
    if (!profile) {
        return fail(profile.error());
    }
    const bool watch = m_o.has(QStringLiteral("watch"));
    const int count = m_o.value(QStringLiteral("count")).toInt();
    const int timeout = m_o.value(QStringLiteral("timeout")).toInt();
    // PINs are read once for the whole batch.
    std::optional<SecretBytes> so, user;
    const auto remembered = [&](std::optional<SecretBytes> &slot, const QString &question) {
        return [&slot, question](const QString &) -> Result<SecretBytes> {
            if (!slot) {
                auto r = PinSource::prompt(question);
                if (!r) {
                    return r.error();
                }
                slot = r.value();
            }
            return *slot;
        };
    };
    QSet<QString> done;
    QList<QJsonObject> reports;
    QElapsedTimer clock;
    clock.start();
    // Ctrl+C / SIGTERM: the token being provisioned stops between steps (a
    // key pair finished meanwhile is deleted), later tokens are not started.
    // A signal during a PIN prompt is acted on when the prompt returns.
    const keyward::cli::BenchInterrupt interrupt;
    CancelToken cancel;
    const keyward::cli::BenchInterrupt::Watch watcher(cancel);
    for (;;) {
        // A fresh service per round: modules are loaded anew, so tokens
        // inserted (or made by another process) since the last round show up.
        TokenService service(extraModules(m_o));
        Provisioner provisioner(watch ? service : m_service, profile.value());
        provisioner.setDestructiveConfirmed(m_o.has(QStringLiteral("yes")));
        provisioner.setPinPrompt([&](const QString &question) {
            return question.startsWith(tr("SO PIN")) ? remembered(so, question)(question)
                                                     : remembered(user, question)(question);
        });
        provisioner.setExclude([&done](const TokenInfo &t) { return done.contains(t.serial); });
        provisioner.setProgress([this](const QString &line) {
            if (!m_json) {
                m_out << line << '\n';
                m_out.flush();
            }
        });
        provisioner.setCancelToken(cancel);
        auto round = provisioner.run();
        if (!round && !(watch && round.error().kind == ErrorKind::NoCard)) {
            return fail(round.error());
        }
        if (round) {
            for (const QJsonObject &r : round.value()) {
                done.insert(r.value(QStringLiteral("serial")).toString());
                reports << r;
            }
        }
        if (!watch || (count > 0 && reports.size() >= count) ||
            (timeout > 0 && clock.elapsed() > qint64(timeout) * 1000) || cancel.isCancelled()) {
            break;
        }
        if (round && !m_json) {
            m_out << tr("Waiting for the next token...") << '\n';
            m_out.flush();
        }
        QThread::sleep(1);
    }
    bool allOk = true;
    QJsonArray a;
    for (const QJsonObject &r : std::as_const(reports)) {
        allOk = allOk && r.value(QStringLiteral("ok")).toBool();
        a.append(r);
    }
    if (m_json) {
        m_out << QJsonDocument(
                     QJsonObject{{QStringLiteral("ok"), allOk}, {QStringLiteral("reports"), a}})
                     .toJson();
    } else if (!cancel.isCancelled()) {
        m_out << QCoreApplication::translate("TokenCommands", "%n token(s) provisioned", nullptr,
                                             int(reports.size()))
              << '\n';
    }
    if (cancel.isCancelled() && keyward::cli::BenchInterrupt::signalNumber() != 0) {
        if (!m_json) {
            m_err << tr("Interrupted: the reports above say what was done on each token and "
                        "what was not.")
                  << '\n';
        }
        return 128 + keyward::cli::BenchInterrupt::signalNumber();
    }
    return allOk && !reports.isEmpty() ? 0 : 1;
}

int TokenCli::cmdAddModule(bool add)
{
    const QStringList pos = m_o.positional();
    if (pos.size() < 2) {
        return usageError(tr("usage: keyward-cli token %1 PATH").arg(pos.first()));
    }
    const QString path = pos.at(1);
    if (!add) {
        ModuleSettings::remove(path);
        return ok({});
    }
    // Load it once before remembering it, so a wrong path is said now.
    TokenService probe({path});
    auto modules = probe.modules().result();
    if (!modules) {
        return fail(modules.error());
    }
    for (const ModuleInfo &m : modules.value()) {
        if (m.path == path && !m.error.isEmpty()) {
            return fail(Error::make(ErrorDomain::Pkcs11, 0, ErrorKind::NotFound,
                                    tr("Loading the PKCS#11 module %1").arg(path), m.error));
        }
    }
    ModuleSettings::add(path);
    if (!m_json) {
        m_out << tr("Module %1 added; it is loaded from now on.").arg(path) << '\n';
    }
    return ok(QJsonObject{
        {QStringLiteral("modules"), QJsonArray::fromStringList(ModuleSettings::modules())}});
}

int TokenCli::run(const QString &sub)
{
    if (m_o.given(QStringLiteral("object"))) {
        if (auto u = parseObjectUri(m_o.value(QStringLiteral("object"))); !u) {
            return fail(u.error());
        }
    }
    if (sub == QLatin1String("add-module") || sub == QLatin1String("remove-module")) {
        return cmdAddModule(sub == QLatin1String("add-module"));
    }
    using Cmd = int (TokenCli::*)();
    static const QHash<QString, Cmd> commands{
        {QStringLiteral("list"), &TokenCli::cmdList},
        {QStringLiteral("info"), &TokenCli::cmdInfo},
        {QStringLiteral("mechanisms"), &TokenCli::cmdMechanisms},
        {QStringLiteral("objects"), &TokenCli::cmdObjects},
        {QStringLiteral("init"), &TokenCli::cmdInit},
        {QStringLiteral("init-pin"), &TokenCli::cmdInitPin},
        {QStringLiteral("change-pin"), &TokenCli::cmdChangePin},
        {QStringLiteral("keygen"), &TokenCli::cmdKeygen},
        {QStringLiteral("import-cert"), &TokenCli::cmdImportCert},
        {QStringLiteral("import-p12"), &TokenCli::cmdImportP12},
        {QStringLiteral("export"), &TokenCli::cmdExport},
        {QStringLiteral("delete"), &TokenCli::cmdDelete},
        {QStringLiteral("uri"), &TokenCli::cmdUri},
        {QStringLiteral("provision"), &TokenCli::cmdProvision},
    };
    if (sub == QLatin1String("csr")) {
        return cmdCsr(false);
    }
    if (sub == QLatin1String("selfsign")) {
        return cmdCsr(true);
    }
    const auto it = commands.constFind(sub);
    if (it == commands.constEnd()) {
        return usageError(tr("unknown token subcommand \"%1\"").arg(sub));
    }
    return (this->*it.value())();
}

void usage(QTextStream &to)
{
    to << TokenCli::tr(R"(usage: keyward-cli token SUBCOMMAND [options] [--json]

Which token:  --token LABEL|PKCS11-URI  --serial S  --slot N  --blank  --module NAME|PATH
Which object: --label L  --id HEX  --type certificate|public-key|private-key  --object PKCS11-URI
PINs:         --pin-file F  --so-pin-file F  --new-pin-file F  (F = "-" reads stdin; left out: asked)

  list [--all]                     modules, slots and tokens
  add-module PATH | remove-module PATH   remember a module beyond p11-kit's registry
  info                             one token: flags in words, versions, memory, PIN warnings
  mechanisms                       mechanisms with key sizes and flags
  objects [--login]                keys and certificates (private ones after login)
  init --new-label L [--yes]       initialise (destroys everything; asks to type the label)
  init-pin                         set or unblock the user PIN with the SO PIN
  change-pin [--so]                change the user (or SO) PIN
  keygen --key-type T --label L [--id HEX] [--extractable] [--not-sensitive]
                                   T: rsa2048 rsa3072 rsa4096 ec-p256 ec-p384 ec-p521
  csr --label L|--id HEX --subject DN [--san DNS:x]... [--key-usage a,b] [--eku a,b] [--out F] [--der]
  selfsign (as csr) [--days N] [--ca] [--store]
  import-cert --file F [--label L] [--id HEX]
  import-p12 --file F [--p12-password-file F] [--label L] [--id HEX]
  export --label L|--id HEX [--type certificate|public-key] [--out F] [--der]
  delete --label L|--id HEX [--type T] [--yes]
  uri --label L|--id HEX [--type T]
  provision PROFILE.json [--yes] [--watch [--count N] [--timeout S]]
                                   batch: every matching token, a JSON report per serial;
                                   --watch keeps provisioning tokens as they are inserted
)") << '\n';
}

} // namespace

int runTokenCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json)
{
    Options options;
    if (const QString problem = options.parse(args); !problem.isEmpty()) {
        err << problem << '\n';
        return 2;
    }
    const QStringList pos = options.positional();
    if (pos.isEmpty()) {
        usage(err);
        return 2;
    }
    if (options.has(QStringLiteral("help")) || pos.first() == QLatin1String("help")) {
        usage(out);
        return 0;
    }
    TokenCli cli(options, out, err, json);
    return cli.run(pos.first());
}
