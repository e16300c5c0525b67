// SPDX-License-Identifier: GPL-3.0-or-later
#include "Provisioner.h"

#include "ModuleRegistry.h"
#include "PinSource.h"
#include "Pkcs11Json.h"
#include "Quirks.h"
#include "TokenContext.h"
#include "TokenService.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace keyward::pkcs11 {

namespace {

/// The file's user-visible strings, in the context lupdate files them under.
struct ProvisionerText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

QStringList strings(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray()) {
        out << x.toString();
    }
    return out;
}

CertRequestSpec requestSpec(const QJsonObject &o)
{
    CertRequestSpec s;
    s.subject = o.value(QStringLiteral("subject")).toString();
    s.subjectAltNames = strings(o.value(QStringLiteral("san")));
    s.keyUsage = strings(o.value(QStringLiteral("keyUsage")));
    s.extendedKeyUsage = strings(o.value(QStringLiteral("extendedKeyUsage")));
    s.validityDays = o.value(QStringLiteral("days")).toInt(365);
    s.ca = o.value(QStringLiteral("ca")).toBool(false);
    return s;
}

QString fill(QString templ, const TokenInfo &t, int index)
{
    templ.replace(QStringLiteral("%serial%"), t.serial);
    templ.replace(QStringLiteral("%label%"), t.label);
    templ.replace(QStringLiteral("%n%"), QString::number(index));
    return templ;
}

CertRequestSpec fill(CertRequestSpec s, const TokenInfo &t, int index)
{
    s.subject = fill(s.subject, t, index);
    for (QString &san : s.subjectAltNames) {
        san = fill(san, t, index);
    }
    return s;
}

} // namespace

Result<ProvisioningProfile> ProvisioningProfile::load(const QString &path)
{
    const QString op = ProvisionerText::tr("Reading the provisioning profile");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return Error::make(ErrorDomain::System, 0, ErrorKind::NotFound, op,
                           QStringLiteral("%1: %2").arg(path, f.errorString()));
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (!doc.isObject()) {
        return Error::invalidInput(op,
                                   ProvisionerText::tr("%1 is not a JSON object: %2 at offset %3")
                                       .arg(path, pe.errorString())
                                       .arg(pe.offset));
    }
    auto p = fromJson(doc.object(), QFileInfo(path).absolutePath());
    if (p) {
        p.value().path = path;
    }
    return p;
}

Result<ProvisioningProfile> ProvisioningProfile::fromJson(const QJsonObject &json,
                                                          const QString &baseDir)
{
    const QString op = ProvisionerText::tr("Reading the provisioning profile");
    ProvisioningProfile p;
    p.baseDir = baseDir;
    const QDir dir(baseDir);
    const QJsonObject select = json.value(QStringLiteral("select")).toObject();
    p.module = select.value(QStringLiteral("module")).toString();
    p.labelPattern = select.value(QStringLiteral("label")).toString();
    p.serials = strings(select.value(QStringLiteral("serials")));
    p.blankOnly = select.value(QStringLiteral("blank")).toBool(false);
    if (json.contains(QStringLiteral("initialize"))) {
        p.initialize = true;
        p.newLabel = json.value(QStringLiteral("initialize"))
                         .toObject()
                         .value(QStringLiteral("label"))
                         .toString(p.newLabel);
    }
    const QJsonObject pins = json.value(QStringLiteral("pins")).toObject();
    for (const QJsonObject::const_iterator &it :
         {pins.constFind(QStringLiteral("so")), pins.constFind(QStringLiteral("user"))}) {
        if (it == pins.constEnd()) {
            continue;
        }
        const QJsonObject o = it.value().toObject();
        if (o.contains(QStringLiteral("pin")) || it.value().isString()) {
            return Error::invalidInput(
                op,
                ProvisionerText::tr("PINs are not kept in a profile: give \"file\" or \"prompt\""));
        }
        Pin pin;
        pin.prompt = o.value(QStringLiteral("prompt")).toBool(false);
        if (o.contains(QStringLiteral("file"))) {
            pin.file = dir.absoluteFilePath(o.value(QStringLiteral("file")).toString());
        }
        (it.key() == QLatin1String("so") ? p.soPin : p.userPin) = pin;
    }
    for (const QJsonValue &kv : json.value(QStringLiteral("keys")).toArray()) {
        const QJsonObject k = kv.toObject();
        const QString type = k.value(QStringLiteral("type")).toString();
        auto spec = KeyGenSpec::parse(type);
        if (!spec) {
            return Error::invalidInput(op,
                                       ProvisionerText::tr("unknown key type \"%1\"").arg(type));
        }
        Key key;
        key.spec = *spec;
        key.label = k.value(QStringLiteral("label")).toString();
        key.idHex = k.value(QStringLiteral("id")).toString();
        if (k.contains(QStringLiteral("csr"))) {
            const QJsonObject c = k.value(QStringLiteral("csr")).toObject();
            key.csr = true;
            key.csrSpec = requestSpec(c);
            key.csrOut = c.value(QStringLiteral("out")).toString();
            if (key.csrSpec.subject.isEmpty()) {
                return Error::invalidInput(op, ProvisionerText::tr("a csr needs a subject"));
            }
        }
        if (k.contains(QStringLiteral("selfSigned"))) {
            const QJsonObject c = k.value(QStringLiteral("selfSigned")).toObject();
            key.selfSigned = true;
            key.certSpec = requestSpec(c);
            if (key.certSpec.subject.isEmpty()) {
                key.certSpec.subject = key.csrSpec.subject;
                key.certSpec.subjectAltNames = key.csrSpec.subjectAltNames;
            }
            key.storeCertificate = c.value(QStringLiteral("store")).toBool(true);
            key.certOut = c.value(QStringLiteral("out")).toString();
            if (key.certSpec.subject.isEmpty()) {
                return Error::invalidInput(
                    op, ProvisionerText::tr("a selfSigned certificate needs a subject"));
            }
        }
        p.keys << key;
    }
    p.report = json.value(QStringLiteral("report")).toString();
    if (p.initialize && !p.soPin.isSet()) {
        return Error::invalidInput(op,
                                   ProvisionerText::tr("initialising needs an SO PIN (pins.so)"));
    }
    if (!p.keys.isEmpty() && !p.userPin.isSet()) {
        return Error::invalidInput(
            op, ProvisionerText::tr("generating keys needs a user PIN (pins.user)"));
    }
    return p;
}

bool ProvisioningProfile::selects(const TokenInfo &t) const
{
    if (t.trustModule || !t.tokenPresent) {
        return false;
    }
    if (!module.isEmpty() && t.moduleName != module && t.modulePath != module) {
        return false;
    }
    if (blankOnly && t.isInitialized()) {
        return false;
    }
    if (!blankOnly && !initialize && !t.isInitialized()) {
        return false; // a blank token can only be provisioned by initialising it
    }
    if (!labelPattern.isEmpty()) {
        const QRegularExpression re(QRegularExpression::wildcardToRegularExpression(labelPattern));
        if (!re.match(t.label).hasMatch()) {
            return false;
        }
    }
    return serials.isEmpty() || serials.contains(t.serial);
}

Provisioner::Provisioner(TokenService &service, ProvisioningProfile profile)
    : m_service(service)
    , m_profile(std::move(profile))
{}

void Provisioner::say(const QString &line) const
{
    if (m_progress) {
        m_progress(line);
    }
}

Result<SecretBytes> Provisioner::pin(const ProvisioningProfile::Pin &p, const QString &question)
{
    if (!p.file.isEmpty()) {
        return PinSource::fromFile(p.file);
    }
    if (p.prompt && m_prompt) {
        return m_prompt(question);
    }
    return SecretBytes();
}

Result<QList<QJsonObject>> Provisioner::run()
{
    const QString op = ProvisionerText::tr("Provisioning");
    if (m_profile.initialize && !m_confirmed) {
        return Error::make(
            ErrorDomain::Keyward, kDestructiveNotConfirmed, ErrorKind::Cancelled, op,
            ProvisionerText::tr("the profile initialises tokens, which destroys their keys and "
                                "certificates: confirm it (--yes)"));
    }
    auto modules = m_service.modules().result();
    if (!modules) {
        return modules.error();
    }
    QList<TokenInfo> selected;
    for (const TokenInfo &t : presentTokens(modules.value())) {
        if (m_profile.selects(t) && !(m_exclude && m_exclude(t))) {
            selected << t;
        }
    }
    if (selected.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NoCard, op,
                           ProvisionerText::tr("no present token matches the profile"));
    }
    // SoftHSM keeps one blank token: initialising it makes another, which
    // must not be picked up in the same run. The list above is the batch.
    auto so = pin(m_profile.soPin, ProvisionerText::tr("SO PIN: "));
    if (!so) {
        return so.error();
    }
    auto user = pin(m_profile.userPin, ProvisionerText::tr("User PIN: "));
    if (!user) {
        return user.error();
    }
    QList<QJsonObject> reports;
    int index = 0;
    m_cancelled = false;
    for (const TokenInfo &t : selected) {
        if (m_cancel.isCancelled()) {
            m_cancelled = true;
            say(QCoreApplication::translate("keyward::pkcs11",
                                            "Cancelled: %n token(s) not started.", nullptr,
                                            int(selected.size() - reports.size())));
            break;
        }
        reports << provision(t, ++index, so.value(), user.value());
    }
    return reports;
}

QJsonObject Provisioner::provision(const TokenInfo &initial, int index, const SecretBytes &soPin,
                                   const SecretBytes &userPin)
{
    QJsonObject report{
        {QStringLiteral("profile"), m_profile.path},
        {QStringLiteral("started"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("module"), initial.moduleName},
        {QStringLiteral("before"), Pkcs11Json::token(initial)},
    };
    QJsonArray steps;
    TokenInfo token = initial;
    TokenRef ref = TokenRef::of(token);
    bool ok = true;
    bool cancelled = false;
    QStringList notDone;
    // Before each step: a Cancel stops here, and the step is listed as not done.
    auto proceed = [&](const QString &name) {
        if (!cancelled && m_cancel.isCancelled()) {
            cancelled = true;
            ok = false;
        }
        if (cancelled || !ok) {
            notDone.append(name);
            return false;
        }
        return true;
    };
    auto step = [&](const QString &name, const Error &error, QJsonObject extra = {}) {
        if (error.is(ErrorKind::Cancelled) && m_cancel.isCancelled()) {
            cancelled = true; // the step itself stopped (a key pair made meanwhile is gone)
        }
        extra.insert(QStringLiteral("step"), name);
        extra.insert(QStringLiteral("ok"), !error.isError());
        if (error.isError()) {
            extra.insert(QStringLiteral("error"), Pkcs11Json::error(error));
            ok = false;
        }
        steps.append(extra);
        say(QStringLiteral("[%1] %2: %3")
                .arg(token.serial.isEmpty() ? QStringLiteral("slot %1").arg(token.slotId)
                                            : token.serial,
                     name,
                     !error.isError() ? ProvisionerText::tr("done")
                     : error.is(ErrorKind::Cancelled) && !error.detail.isEmpty()
                         ? error.detail
                         : error.userMessage()));
        return !error.isError();
    };
    auto writeFile = [&](const QString &templ, const QByteArray &data, QJsonObject &extra) {
        if (templ.isEmpty()) {
            return Error();
        }
        const QString path = QDir(m_profile.baseDir).absoluteFilePath(fill(templ, token, index));
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size()) {
            return Error::make(ErrorDomain::System, 0, ErrorKind::Io,
                               ProvisionerText::tr("Writing %1").arg(path), f.errorString());
        }
        extra.insert(QStringLiteral("file"), path);
        return Error();
    };

    if (m_profile.initialize) {
        const QString label = fill(m_profile.newLabel, token, index);
        if (proceed(QStringLiteral("initialize"))) {
            auto r = m_service.initToken(ref, soPin, label, m_confirmed).result();
            if (step(QStringLiteral("initialize"), r ? Error() : r.error(),
                     {{QStringLiteral("label"), label}})) {
                token = r.value();
                ref = TokenRef::of(token);
            }
        }
        if (proceed(QStringLiteral("init-user-pin"))) {
            auto st = m_service.initUserPin(ref, soPin, userPin).result();
            step(QStringLiteral("init-user-pin"), st ? Error() : st.error());
        }
    }
    for (const ProvisioningProfile::Key &k : m_profile.keys) {
        KeyGenSpec spec = k.spec;
        spec.label = fill(k.label, token, index);
        spec.id = QByteArray::fromHex(k.idHex.toLatin1());
        const QString keygenName =
            QStringLiteral("keygen %1 (%2)").arg(spec.label, spec.describe());
        const QString csrName = QStringLiteral("csr %1").arg(spec.label);
        const QString certName = QStringLiteral("self-signed %1").arg(spec.label);
        if (!proceed(keygenName)) {
            if (k.csr) {
                notDone.append(csrName);
            }
            if (k.selfSigned) {
                notDone.append(certName);
            }
            continue;
        }
        // OpenPGP cards through OpenSC generate only after the SO (admin) PIN.
        const bool asSo = quirksFor(token.manufacturer, token.model, token.label).keygenAsSo;
        auto key = m_service.generateKeyPair(ref, spec, asSo ? soPin : userPin, m_cancel).result();
        if (!step(keygenName, key ? Error() : key.error(),
                  key ? QJsonObject{{QStringLiteral("key"), Pkcs11Json::object(key.value())}}
                      : QJsonObject{})) {
            if (k.csr) {
                notDone.append(csrName);
            }
            if (k.selfSigned) {
                notDone.append(certName);
            }
            continue;
        }
        const ObjectRef keyRef{ObjectClass::PrivateKey, key->id, {}};
        if (k.csr && proceed(csrName)) {
            auto der =
                m_service.createCsr(ref, keyRef, fill(k.csrSpec, token, index), userPin).result();
            QJsonObject extra;
            Error e = der ? Error() : der.error();
            if (der) {
                extra.insert(QStringLiteral("subject"), fill(k.csrSpec.subject, token, index));
                e = writeFile(k.csrOut, CertificateBuilder::pem(der.value(), "CERTIFICATE REQUEST"),
                              extra);
            }
            step(csrName, e, extra);
        }
        if (k.selfSigned && proceed(certName)) {
            auto der = m_service
                           .createSelfSigned(ref, keyRef, fill(k.certSpec, token, index), userPin,
                                             k.storeCertificate, m_cancel)
                           .result();
            QJsonObject extra{{QStringLiteral("stored"), k.storeCertificate}};
            Error e = der ? Error() : der.error();
            if (der) {
                e = writeFile(k.certOut, CertificateBuilder::pem(der.value(), "CERTIFICATE"),
                              extra);
            }
            step(certName, e, extra);
        }
    }
    if (cancelled) {
        m_cancelled = true;
        report.insert(QStringLiteral("cancelled"), true);
        say(QStringLiteral("[%1] %2").arg(
            token.serial, ProvisionerText::tr("cancelled; not done: %1")
                              .arg(notDone.isEmpty() ? ProvisionerText::tr("nothing")
                                                     : notDone.join(QStringLiteral(", ")))));
    }
    if (!notDone.isEmpty()) {
        report.insert(QStringLiteral("notDone"), QJsonArray::fromStringList(notDone));
    }
    if (auto after = m_service.tokenInfo(ref).result()) {
        report.insert(QStringLiteral("after"), Pkcs11Json::token(after.value()));
        token = after.value();
    }
    report.insert(QStringLiteral("serial"), token.serial);
    report.insert(QStringLiteral("label"), token.label);
    report.insert(QStringLiteral("steps"), steps);
    report.insert(QStringLiteral("ok"), ok);
    report.insert(QStringLiteral("finished"),
                  QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!m_profile.report.isEmpty()) {
        QJsonObject unused;
        const Error e = writeFile(m_profile.report, QJsonDocument(report).toJson(), unused);
        if (e.isError()) {
            say(e.userMessage());
        }
    }
    return report;
}

} // namespace keyward::pkcs11
