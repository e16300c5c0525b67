// SPDX-License-Identifier: GPL-3.0-or-later
#include "Provisioner.h"

#include "ModuleRegistry.h"
#include "PinSource.h"
#include "Pkcs11Json.h"
#include "Quirks.h"
#include "TokenContext.h"
#include "TokenFailures.h"
#include "TokenPinRoles.h"
#include "TokenService.h"
#include "core/ErrorJson.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace keyward::pkcs11 {

namespace {

/// The file's user-visible strings, in the context lupdate files them under.
struct ProvisionerText
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pkcs11)
};

QString fill(const QString &templ, const TokenInfo &t, int index)
{
    return ProvisioningProfile::fill(templ, t, index);
}

CertRequestSpec fill(const CertRequestSpec &s, const TokenInfo &t, int index)
{
    return ProvisioningProfile::fill(s, t, index);
}

/// Writes a new file inside the profile's folder: the folders on the way are
/// made, the folder the file lands in must still be inside `base` once links
/// are resolved, and an existing file is replaced only when `overwrite`.
/// Whether `path` may be written: its folder (or, before it is made, the nearest folder of it
/// that exists) resolves, symbolic links followed, inside the profile's folder, and no file is
/// in the way unless the profile overwrites. Run before the first token command too, so a path
/// that cannot be written leaves no key pair on the token.
Status checkOutput(const QString &path, const QString &base, bool overwrite)
{
    const QString op = ProvisionerText::tr("Writing %1").arg(path);
    const QString dir = QFileInfo(path).absolutePath();
    QString existingDir = dir;
    while (!QFileInfo(existingDir).exists() && existingDir != QLatin1String("/")) {
        existingDir = QFileInfo(existingDir).absolutePath();
    }
    const QString realBase = QFileInfo(base).canonicalFilePath();
    const QString realDir = QFileInfo(existingDir).canonicalFilePath();
    if (realBase.isEmpty() ||
        (realDir != realBase && !realDir.startsWith(realBase + QLatin1Char('/')))) {
        return Error::invalidInput(
            op, ProvisionerText::tr("%1 leads outside the profile's folder %2").arg(dir, base));
    }
    const QFileInfo existing(path);
    if ((existing.exists() || existing.isSymLink()) && !overwrite) {
        return Error::invalidInput(
            op, ProvisionerText::tr("the file exists and is kept; set \"overwrite\": true "
                                    "in the profile to replace it"));
    }
    return {};
}

Status writeOutput(const QString &path, const QString &base, const QByteArray &data, bool overwrite)
{
    const QString op = ProvisionerText::tr("Writing %1").arg(path);
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir)) {
        return Error::make(ErrorDomain::System, 0, ErrorKind::Io, op,
                           ProvisionerText::tr("the folder %1 cannot be made").arg(dir));
    }
    if (Status st = checkOutput(path, base, overwrite); !st) {
        return st;
    }
    const QFileInfo existing(path);
    if (existing.exists() || existing.isSymLink()) {
        if (!overwrite) {
            return Error::invalidInput(
                op, ProvisionerText::tr("the file exists and is kept; set \"overwrite\": true "
                                        "in the profile to replace it"));
        }
        if (existing.isDir() || !QFile::remove(path)) {
            return Error::make(ErrorDomain::System, 0, ErrorKind::Io, op,
                               ProvisionerText::tr("the file in the way cannot be removed"));
        }
    }
    return SafeFile::writeExclusive(path, data);
}

} // namespace

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
        return PinSource::fromPrivateFile(p.file);
    }
    if (p.prompt && m_prompt) {
        return m_prompt(question);
    }
    return SecretBytes();
}

Result<TokenInfo> Provisioner::findAgain(const TokenInfo &token)
{
    auto modules = m_service.modules().result();
    if (!modules) {
        return modules.error();
    }
    for (const TokenInfo &t : presentTokens(modules.value())) {
        if (t.modulePath == token.modulePath && t.serial == token.serial) {
            return t;
        }
    }
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::CardRemoved,
                       ProvisionerText::tr("Finding the token again"),
                       ProvisionerText::tr("no token with serial %1 is present after its "
                                           "initialisation")
                           .arg(token.serial));
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
    // A SmartCard-HSM's share files and passwords are read and opened before any token is listed.
    if (m_profile.scHsm && !m_initializer) {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
            ProvisionerText::tr("the profile initialises SmartCard-HSMs (\"initialize.scHsm\"), "
                                "which keyward-cli token provision does; nothing was done"));
    }
    if (m_profile.scHsm) {
        if (Status st = m_initializer->prepare(); !st) {
            return st.error();
        }
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
    for (const TokenInfo &t : std::as_const(selected)) {
        if (const QString no = m_profile.scHsm ? m_initializer->refusal(t) : QString();
            !no.isEmpty()) {
            return Error::invalidInput(op, no);
        }
    }
    if (m_confirmTokens && !m_confirmTokens(selected)) {
        return Error::make(ErrorDomain::Keyward, kDestructiveNotConfirmed, ErrorKind::Cancelled, op,
                           ProvisionerText::tr("not confirmed"));
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
    if (m_profile.scHsm) {
        if (Status st = m_initializer->checkPins(so.value(), user.value()); !st) {
            return st.error();
        }
    }
    QList<QJsonObject> reports;
    int index = 0;
    m_cancelled = false;
    for (const TokenInfo &t : selected) {
        if (m_cancel.isCancelled()) {
            m_cancelled = true;
            const int notStarted = int(selected.size() - reports.size()); // a name for lupdate
            say(QCoreApplication::translate("keyward::pkcs11", "Cancelled. Tokens not started: %n.",
                                            nullptr, notStarted));
            break;
        }
        reports << provision(t, ++index, so.value(), user.value());
    }
    return reports;
}

QString Provisioner::stepText(Step step, const QString &a, const QString &b)
{
    switch (step) {
    case Step::Initialised:
        return ProvisionerText::tr("Token initialised as “%1”.").arg(a);
    case Step::UserPinSet:
        return ProvisionerText::tr("User PIN set.");
    case Step::KeyPairGenerated:
        return ProvisionerText::tr("Key pair %1 generated (%2).").arg(a, b);
    case Step::RequestMade:
        return b.isEmpty()
                   ? ProvisionerText::tr("Certificate request for %1 made.").arg(a)
                   : ProvisionerText::tr("Certificate request for %1 written to %2.").arg(a, b);
    case Step::CertificateMade:
        return b.isEmpty()
                   ? ProvisionerText::tr("Self-signed certificate for %1 made.").arg(a)
                   : ProvisionerText::tr("Self-signed certificate for %1 written to %2.").arg(a, b);
    case Step::CertificateStored:
        return b.isEmpty()
                   ? ProvisionerText::tr("Self-signed certificate for %1 stored on the token.")
                         .arg(a)
                   : ProvisionerText::tr("Self-signed certificate for %1 stored on the token and "
                                         "written to %2.")
                         .arg(a, b);
    }
    return {};
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
    // name: the step's id in the report; done: what was done, in a sentence (stepText()).
    // why: the sentence to show for a failure instead of the error's own (a device's words).
    auto step = [&](const QString &name, const QString &done, Error error, QJsonObject extra = {},
                    const QString &why = {}) {
        if (error.is(ErrorKind::Cancelled) && m_cancel.isCancelled()) {
            cancelled = true; // the step itself stopped (a key pair made meanwhile is gone)
        }
        extra.insert(QStringLiteral("step"), name);
        extra.insert(QStringLiteral("ok"), !error.isError());
        if (error.isError()) {
            error = failedTo(TokenOperation::Provision, error, token.label);
            extra.insert(QStringLiteral("error"), errorJson(error, why));
            ok = false;
        } else {
            extra.insert(QStringLiteral("text"), done);
        }
        steps.append(extra);
        say(QStringLiteral("[%1] %2").arg(
            token.serial.isEmpty() ? QStringLiteral("slot %1").arg(token.slotId) : token.serial,
            !error.isError()                                            ? done
            : !why.isEmpty()                                            ? why
            : error.is(ErrorKind::Cancelled) && !error.detail.isEmpty() ? error.detail
                                                                        : error.userMessage()));
        return !error.isError();
    };
    auto writeFile = [&](const QString &templ, const QByteArray &data, QJsonObject &extra) {
        if (templ.isEmpty()) {
            return Error();
        }
        auto path = m_profile.outputPath(templ, token, index);
        if (!path) {
            return path.error();
        }
        if (auto st = writeOutput(path.value(), m_profile.baseDir, data, m_profile.overwrite);
            !st) {
            return st.error();
        }
        extra.insert(QStringLiteral("file"), path.value());
        return Error();
    };
    // Everything about a key's requests and files that can be wrong is found
    // before its pair is generated, so a bad subject leaves no stray key.
    auto checkKey = [&](const ProvisioningProfile::Key &k) -> Status {
        if (k.csr) {
            if (auto st = CertificateBuilder::check(fill(k.csrSpec, token, index), false); !st) {
                return st;
            }
        }
        if (k.selfSigned) {
            if (auto st = CertificateBuilder::check(fill(k.certSpec, token, index), true); !st) {
                return st;
            }
        }
        for (const QString &out :
             {k.csr ? k.csrOut : QString(), k.selfSigned ? k.certOut : QString()}) {
            if (out.isEmpty()) {
                continue;
            }
            auto path = m_profile.outputPath(out, token, index);
            if (!path) {
                return path.error();
            }
            if (Status st = checkOutput(path.value(), m_profile.baseDir, m_profile.overwrite);
                !st) {
                return st;
            }
        }
        return {};
    };

    if (m_profile.initialize && m_profile.scHsm) {
        // INITIALIZE DEVICE and the DKEK shares over PC/SC, no C_InitToken or C_InitPIN: the
        // device sets its user PIN itself and takes no label.
        if (proceed(QStringLiteral("initialize"))) {
            const QJsonObject device = m_initializer->initialize(
                token, soPin, userPin, [&](const DeviceInitializer::Step &s) {
                    return step(s.name, s.error.isError() ? QString() : s.text, s.error, s.extra,
                                s.error.isError() ? s.text : QString());
                });
            for (auto it = device.constBegin(); it != device.constEnd(); ++it) {
                report.insert(it.key(), it.value());
            }
            if (ok) {
                // OpenSC read the device before INITIALIZE DEVICE; it is asked afresh.
                m_service.reloadModules().waitForFinished();
                auto again = findAgain(token);
                if (again) {
                    token = again.value();
                    ref = TokenRef::of(token);
                } else {
                    step(QStringLiteral("find-again"), {}, again.error());
                }
            }
        }
    } else if (m_profile.initialize) {
        const QString label = fill(m_profile.newLabel, token, index);
        if (proceed(QStringLiteral("initialize"))) {
            auto r = m_service.initToken(ref, soPin, label, m_confirmed).result();
            if (step(QStringLiteral("initialize"), stepText(Step::Initialised, label),
                     r ? Error() : r.error(), {{QStringLiteral("label"), label}})) {
                token = r.value();
                ref = TokenRef::of(token);
            }
        }
        if (proceed(QStringLiteral("init-user-pin"))) {
            auto st = m_service.initUserPin(ref, soPin, userPin).result();
            step(QStringLiteral("init-user-pin"), stepText(Step::UserPinSet),
                 st ? Error() : st.error());
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
        if (auto st = checkKey(k); !st) {
            step(keygenName, {}, st.error());
            if (k.csr) {
                notDone.append(csrName);
            }
            if (k.selfSigned) {
                notDone.append(certName);
            }
            continue;
        }
        // OpenPGP cards through OpenSC generate only after the SO (admin) PIN.
        const EitherPin pin =
            requiredPinRole(TokenOperation::GenerateKeyPair, token) == PinRole::SecurityOfficer
                ? EitherPin(SoPin(soPin))
                : EitherPin(UserPin(userPin));
        auto key = m_service.generateKeyPair(ref, spec, pin, m_cancel).result();
        if (!step(keygenName, stepText(Step::KeyPairGenerated, spec.label, spec.describe()),
                  key ? Error() : key.error(),
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
            step(csrName,
                 stepText(Step::RequestMade, spec.label,
                          extra.value(QStringLiteral("file")).toString()),
                 e, extra);
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
            step(certName,
                 stepText(k.storeCertificate ? Step::CertificateStored : Step::CertificateMade,
                          spec.label, extra.value(QStringLiteral("file")).toString()),
                 e, extra);
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
