// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenKeyCommands.h"

#include "pkcs11/Pkcs11Json.h"
#include "pkcs11/TokenKeyTypes.h"
#include "pkcs11/TokenPinRoles.h"
#include "pkcs11/TokenService.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

namespace keyward::app {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::TokenKeyCommands)
};

/// A key as the token describes it, by the name the key type table gives it ("RSA 2048",
/// "NIST P-256", "Ed25519"); the token's own words when no entry matches.
QString keyDescription(const pkcs11::ObjectInfo &key)
{
    using Family = pkcs11::TokenKeyType::Family;
    for (const pkcs11::TokenKeyType &t : pkcs11::TokenKeyTypes::all()) {
        const bool rsa = t.family == Family::Rsa && key.keyType == QLatin1String("RSA") &&
                         key.sizeBits == t.bits;
        const bool curve = t.family != Family::Rsa && !key.curve.isEmpty() &&
                           key.curve.compare(t.curve, Qt::CaseInsensitive) == 0;
        if (rsa || curve) {
            return t.displayName();
        }
    }
    if (!key.curve.isEmpty()) {
        return QStringLiteral("%1 %2").arg(key.keyType, key.curve);
    }
    return key.sizeBits > 0 ? QStringLiteral("%1 %2").arg(key.keyType).arg(key.sizeBits)
                            : key.keyType;
}

QString specDescription(const pkcs11::KeyGenSpec &spec)
{
    const pkcs11::TokenKeyType *type = pkcs11::TokenKeyTypes::forSpec(spec);
    return type ? type->displayName() : spec.describe();
}

QString shownLabel(const QString &label)
{
    return label.isEmpty() ? Text::tr("(no label)") : label;
}

} // namespace

// --- TokenKeyCommand -------------------------------------------------------------------------

pkcs11::PinRole TokenKeyCommand::pinRole() const
{
    return pkcs11::requiredPinRole(m_op, m_t.info).value_or(pkcs11::PinRole::User);
}

QString TokenKeyCommand::pinName() const
{
    return pkcs11::pinRoleName(pinRole(), m_t.info);
}

QString TokenKeyCommand::tokenName() const
{
    return m_t.info.label.trimmed().isEmpty() ? Text::tr("slot %1").arg(m_t.info.slotId)
                                              : m_t.info.label;
}

QString TokenKeyCommand::terminalPrompt() const
{
    if (pinRole() == pkcs11::PinRole::User) {
        return Text::tr("User PIN: ");
    }
    return Text::tr("%1 of %2: ").arg(pinName(), tokenName());
}

// --- KeyGenCommand ---------------------------------------------------------------------------

KeyGenCommand::KeyGenCommand(TokenTarget target, pkcs11::KeyGenSpec spec)
    : TokenKeyCommand(std::move(target), pkcs11::TokenOperation::GenerateKeyPair)
    , m_spec(std::move(spec))
{}

Status KeyGenCommand::validate(const QList<pkcs11::MechanismInfo> &mechanisms) const
{
    const pkcs11::TokenKeyType *type = pkcs11::TokenKeyTypes::forSpec(m_spec);
    if (!type) {
        return pkcs11::failedTo(
            m_op,
            Error::invalidInput(
                Text::tr("Generating the key pair"),
                Text::tr("Keyward does not generate %1 keys").arg(m_spec.describe())),
            m_t.info.label);
    }
    if (auto st = pkcs11::TokenKeyTypes::checkSupported(
            *type, mechanisms, m_t.info.label,
            Text::tr("Generating the key pair (%1)").arg(type->displayName()));
        !st) {
        return pkcs11::failedTo(m_op, st.error(), m_t.info.label);
    }
    return {};
}

QString KeyGenCommand::title()
{
    return Text::tr("Generate key pair");
}

QString KeyGenCommand::prompt() const
{
    return Text::tr("Enter the %1 of “%2” to generate the %3 key pair “%4”.")
        .arg(pinName(), tokenName(), specDescription(m_spec), shownLabel(m_spec.label));
}

QString KeyGenCommand::what() const
{
    return Text::tr("Generating the %1 key pair on the token…").arg(specDescription(m_spec));
}

QString KeyGenCommand::cancelNote()
{
    return Text::tr("Cancelling: the new key pair will be deleted…");
}

QFuture<Result<pkcs11::ObjectInfo>> KeyGenCommand::run(const pkcs11::EitherPin &pin,
                                                       const CancelToken &cancel) const
{
    return m_t.service->generateKeyPair(m_t.ref, m_spec, pin, cancel);
}

QString KeyGenCommand::done(const pkcs11::ObjectInfo &key)
{
    return key.id.isEmpty() ? Text::tr("Key pair “%1” (%2) generated.")
                                  .arg(shownLabel(key.label), keyDescription(key))
                            : Text::tr("Key pair “%1” (%2) generated, ID %3.")
                                  .arg(shownLabel(key.label), keyDescription(key), key.idHex());
}

QJsonObject KeyGenCommand::json(const pkcs11::ObjectInfo &key)
{
    return QJsonObject{{QStringLiteral("key"), pkcs11::Pkcs11Json::object(key)},
                       {QStringLiteral("message"), done(key)}};
}

// --- CertificateCommand ----------------------------------------------------------------------

CertificateCommand::CertificateCommand(TokenTarget target, Input input)
    : TokenKeyCommand(std::move(target), input.kind == Kind::SelfSigned
                                             ? pkcs11::TokenOperation::CreateSelfSigned
                                             : pkcs11::TokenOperation::CreateCsr)
    , m_in(std::move(input))
{}

Status CertificateCommand::validate() const
{
    const bool selfSigned = m_in.kind == Kind::SelfSigned;
    const QString op = selfSigned ? Text::tr("Creating the self-signed certificate")
                                  : Text::tr("Creating the certificate request");
    if (m_in.key.isEmpty()) {
        return Error::invalidInput(op, Text::tr("name the key by its label or ID"));
    }
    if (m_in.spec.subject.trimmed().isEmpty()) {
        return Error::invalidInput(op, Text::tr("give the subject (\"/CN=...\")"));
    }
    if (auto st = pkcs11::CertificateBuilder::check(m_in.spec, selfSigned); !st) {
        return st;
    }
    const QFileInfo out(m_in.path);
    if (!m_in.path.isEmpty() && !m_in.mayReplace && (out.exists() || out.isSymLink())) {
        return Error::invalidInput(op, Text::tr("%1 exists and is kept").arg(m_in.path));
    }
    return {};
}

QString CertificateCommand::title() const
{
    return m_in.kind == Kind::SelfSigned ? Text::tr("Create certificate")
                                         : Text::tr("Create request");
}

QString CertificateCommand::prompt() const
{
    const QString key = shownLabel(m_in.keyName);
    return m_in.kind == Kind::SelfSigned
               ? Text::tr("Enter the %1 to sign the certificate with “%2”.").arg(pinName(), key)
               : Text::tr("Enter the %1 to sign the request with “%2”.").arg(pinName(), key);
}

QString CertificateCommand::what() const
{
    return m_in.kind == Kind::SelfSigned ? Text::tr("Signing the certificate on the token…")
                                         : Text::tr("Signing the request on the token…");
}

QString CertificateCommand::cancelNote()
{
    return Text::tr("Cancelling: the certificate will not be stored…");
}

QFuture<Result<QByteArray>> CertificateCommand::run(const pkcs11::SecretBytes &pin,
                                                    const CancelToken &cancel) const
{
    if (m_in.kind == Kind::SelfSigned) {
        return m_t.service->createSelfSigned(m_t.ref, m_in.key, m_in.spec, pin, m_in.store, cancel);
    }
    return m_t.service->createCsr(m_t.ref, m_in.key, m_in.spec, pin);
}

QByteArray CertificateCommand::encoded(const QByteArray &der) const
{
    if (m_in.encoding == pkcs11::ossl::Encoding::Der) {
        return der;
    }
    return pkcs11::CertificateBuilder::pem(
        der, m_in.kind == Kind::SelfSigned ? "CERTIFICATE" : "CERTIFICATE REQUEST");
}

QString CertificateCommand::done(Kind kind, const CertificateOutcome &outcome)
{
    if (kind == Kind::Request) {
        return outcome.path.isEmpty()
                   ? Text::tr("Certificate request made.")
                   : Text::tr("Certificate request saved to %1.").arg(outcome.path);
    }
    if (!outcome.path.isEmpty() && outcome.stored) {
        return Text::tr("Self-signed certificate saved to %1 and written onto the token.")
            .arg(outcome.path);
    }
    if (outcome.stored) {
        return Text::tr("Self-signed certificate written onto the token.");
    }
    return outcome.path.isEmpty()
               ? Text::tr("Self-signed certificate made.")
               : Text::tr("Self-signed certificate saved to %1.").arg(outcome.path);
}

QJsonObject CertificateCommand::json(const CertificateOutcome &outcome) const
{
    QJsonObject o{{QStringLiteral("message"), done(m_in.kind, outcome)}};
    if (!outcome.path.isEmpty()) {
        o.insert(QStringLiteral("out"), outcome.path);
    }
    if (m_in.kind == Kind::SelfSigned) {
        o.insert(QStringLiteral("stored"), outcome.stored);
    }
    return o;
}

// --- DeleteCommand ---------------------------------------------------------------------------

DeleteCommand::DeleteCommand(TokenTarget target, pkcs11::ObjectRef object)
    : TokenKeyCommand(std::move(target), pkcs11::TokenOperation::DeleteObject)
    , m_object(std::move(object))
{}

Status DeleteCommand::validate() const
{
    if (m_object.id.isEmpty() && m_object.label.isEmpty()) {
        return pkcs11::failedTo(
            m_op,
            Error::invalidInput(Text::tr("Deleting the object"),
                                Text::tr("the object has neither ID nor label, so Keyward "
                                         "cannot name it alone")),
            m_t.info.label);
    }
    return {};
}

QString DeleteCommand::title()
{
    return Text::tr("Delete object");
}

QString DeleteCommand::describe(const pkcs11::ObjectInfo &o)
{
    const QString label = shownLabel(o.label);
    return o.id.isEmpty() ? Text::tr("%1 “%2”").arg(pkcs11::objectClassName(o.objectClass), label)
                          : Text::tr("%1 “%2” (ID %3)")
                                .arg(pkcs11::objectClassName(o.objectClass), label, o.idHex());
}

QString DeleteCommand::prompt() const
{
    pkcs11::ObjectInfo named;
    named.objectClass = m_object.objectClass;
    named.id = m_object.id;
    named.label = m_object.label;
    if (m_object.label.isEmpty()) {
        return Text::tr("Enter the %1 to delete the %2 with ID %3.")
            .arg(pinName(), pkcs11::objectClassName(m_object.objectClass), named.idHex());
    }
    return Text::tr("Enter the %1 to delete the %2.").arg(pinName(), describe(named));
}

QString DeleteCommand::what()
{
    return Text::tr("Deleting…");
}

QList<pkcs11::ObjectInfo> DeleteCommand::matching(const QList<pkcs11::ObjectInfo> &all) const
{
    QList<pkcs11::ObjectInfo> found;
    for (const pkcs11::ObjectInfo &o : all) {
        if ((m_object.label.isEmpty() || o.label == m_object.label) &&
            (m_object.id.isEmpty() || o.id == m_object.id) &&
            (m_object.objectClass == pkcs11::ObjectClass::Any ||
             o.objectClass == m_object.objectClass)) {
            found << o;
        }
    }
    return found;
}

QString DeleteCommand::loss(const QList<pkcs11::ObjectInfo> &objects) const
{
    QStringList names;
    for (const pkcs11::ObjectInfo &o : objects) {
        names << describe(o);
    }
    return Text::tr("Delete the %1 from token “%2”? This cannot be undone.")
        .arg(names.join(QStringLiteral(", ")), tokenName());
}

QFuture<Result<QList<pkcs11::ObjectInfo>>> DeleteCommand::run(const pkcs11::SecretBytes &pin) const
{
    return m_t.service->deleteObjects(m_t.ref, m_object, pin);
}

QString DeleteCommand::done(const QList<pkcs11::ObjectInfo> &deleted)
{
    QStringList names;
    for (const pkcs11::ObjectInfo &o : deleted) {
        names << describe(o);
    }
    return Text::tr("Deleted: %1.").arg(names.join(QStringLiteral(", ")));
}

QJsonObject DeleteCommand::json(const QList<pkcs11::ObjectInfo> &deleted)
{
    QJsonArray a;
    for (const pkcs11::ObjectInfo &o : deleted) {
        a.append(pkcs11::Pkcs11Json::object(o));
    }
    return QJsonObject{{QStringLiteral("deleted"), a}, {QStringLiteral("message"), done(deleted)}};
}

} // namespace keyward::app
