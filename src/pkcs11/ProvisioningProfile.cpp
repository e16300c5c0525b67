// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProvisioningProfile.h"

#include "ProfileFields.h"

#include "TokenKeyTypes.h"
#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace keyward::pkcs11 {

namespace {

using namespace ProfileFields;

/// The names in a request's "san", "keyUsage" and "extendedKeyUsage" are
/// the ones docs/cli/token-provision-profile.schema.json allows.
Status checkRequestLists(const QJsonObject &o, const QString &where)
{
    static const QRegularExpression san(QStringLiteral("^(DNS|IP|email|URI|RID):.+$"));
    static const QRegularExpression eku(
        QStringLiteral("^(serverAuth|clientAuth|codeSigning|emailProtection|timeStamping|"
                       "OCSPSigning|ipsecIKE|[0-2](\\.[0-9]+)+)$"));
    const QStringList usages = ProvisioningProfile::keyUsageNames();
    const QString op = ProfileText::tr("Reading the provisioning profile");
    for (const QString &name : strings(o.value(QStringLiteral("san")))) {
        if (!san.match(name).hasMatch()) {
            return Error::invalidInput(
                op, ProfileText::tr("\"%1.san\" holds \"%2\", which is not a name of the form "
                                    "DNS:, IP:, email:, URI: or RID: followed by the value")
                        .arg(where, name));
        }
    }
    for (const QString &name : strings(o.value(QStringLiteral("keyUsage")))) {
        if (!usages.contains(name)) {
            return Error::invalidInput(
                op, ProfileText::tr("\"%1.keyUsage\" holds \"%2\", which is not a key usage; "
                                    "the usages are %3")
                        .arg(where, name, usages.join(QStringLiteral(", "))));
        }
    }
    for (const QString &name : strings(o.value(QStringLiteral("extendedKeyUsage")))) {
        if (!eku.match(name).hasMatch()) {
            return Error::invalidInput(
                op, ProfileText::tr("\"%1.extendedKeyUsage\" holds \"%2\", which is neither "
                                    "a purpose Keyward knows by name nor a dotted object "
                                    "identifier")
                        .arg(where, name));
        }
    }
    return {};
}

/// An output path template as the profile writes it: relative, with no ".."
/// part (checked again with the token's values when it is used).
Status checkOutputTemplate(const QString &templ, const QString &field)
{
    if (templ.isEmpty() || templ.startsWith(QLatin1Char('/')) ||
        templ.split(QLatin1Char('/')).contains(QStringLiteral(".."))) {
        return Error::invalidInput(
            ProfileText::tr("Reading the provisioning profile"),
            ProfileText::tr("\"%1\" is \"%2\", which leads outside the profile's "
                            "folder: give a relative path without \"..\" parts")
                .arg(field, templ));
    }
    return {};
}

/// The request part of a key ("csr" or "selfSigned"), checked.
Result<CertRequestSpec> requestSpec(const QJsonObject &o, const QString &where, bool selfSigned)
{
    const QString op = ProfileText::tr("Reading the provisioning profile");
    Status st = selfSigned ? checkObject(o, where,
                                         {{"subject", Type::String},
                                          {"san", Type::Strings},
                                          {"keyUsage", Type::Strings},
                                          {"extendedKeyUsage", Type::Strings},
                                          {"ca", Type::Bool},
                                          {"days", Type::Integer},
                                          {"store", Type::Bool},
                                          {"out", Type::String}})
                           : checkObject(o, where,
                                         {{"subject", Type::String},
                                          {"san", Type::Strings},
                                          {"keyUsage", Type::Strings},
                                          {"extendedKeyUsage", Type::Strings},
                                          {"ca", Type::Bool},
                                          {"out", Type::String}});
    if (!st) {
        return st.error();
    }
    if (st = checkRequestLists(o, where); !st) {
        return st.error();
    }
    CertRequestSpec s;
    s.subject = o.value(QStringLiteral("subject")).toString();
    s.subjectAltNames = strings(o.value(QStringLiteral("san")));
    s.keyUsage = strings(o.value(QStringLiteral("keyUsage")));
    s.extendedKeyUsage = strings(o.value(QStringLiteral("extendedKeyUsage")));
    s.ca = o.value(QStringLiteral("ca")).toBool(false);
    if (o.contains(QStringLiteral("days"))) {
        const double days = o.value(QStringLiteral("days")).toDouble();
        if (days < CertificateBuilder::kMinValidityDays ||
            days > CertificateBuilder::kMaxValidityDays) {
            return Error::invalidInput(op, ProfileText::tr("\"%1.days\" must be %2 to %3, not %4")
                                               .arg(where)
                                               .arg(CertificateBuilder::kMinValidityDays)
                                               .arg(CertificateBuilder::kMaxValidityDays)
                                               .arg(days));
        }
        s.validityDays = int(days);
    }
    return s;
}

/// What a profile's templates are tried with when it is read.
TokenInfo sampleToken()
{
    TokenInfo t;
    t.label = QStringLiteral("token");
    t.serial = QStringLiteral("0123456789abcdef");
    return t;
}

/// A request template of the profile, tried with a sample token.
Status checkRequest(const CertRequestSpec &spec, bool selfSigned, const QString &where)
{
    const auto st =
        CertificateBuilder::check(ProvisioningProfile::fill(spec, sampleToken(), 1), selfSigned);
    if (!st) {
        return Error::invalidInput(ProfileText::tr("Reading the provisioning profile"),
                                   QStringLiteral("\"%1\": %2").arg(where, st.error().detail));
    }
    return {};
}

} // namespace

Result<ProvisioningProfile> ProvisioningProfile::load(const QString &path)
{
    const QString op = ProfileText::tr("Reading the provisioning profile");
    auto data = SafeFile::readBounded(path, SafeFile::kProfileFileMax,
                                      ProfileText::tr("the provisioning profile"));
    if (!data) {
        return data.error();
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(data.value(), &pe);
    if (!doc.isObject()) {
        return Error::invalidInput(op, ProfileText::tr("%1 is not a JSON object: %2 at offset %3")
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
    const QString op = ProfileText::tr("Reading the provisioning profile");
    ProvisioningProfile p;
    p.baseDir = QDir::cleanPath(QDir(baseDir).absolutePath());
    const QDir dir(p.baseDir);
    // PINs first: a profile holding one is refused for that, whatever else is wrong.
    const QJsonObject pins = json.value(QStringLiteral("pins")).toObject();
    for (const QString &which : {QStringLiteral("so"), QStringLiteral("user")}) {
        const QJsonValue v = pins.value(which);
        if (v.isString() || v.toObject().contains(QStringLiteral("pin"))) {
            return Error::invalidInput(
                op, ProfileText::tr("PINs are not kept in a profile: give \"file\" or \"prompt\""));
        }
    }
    Status st = checkObject(json, QString(),
                            {{"select", Type::Object},
                             {"initialize", Type::Object},
                             {"pins", Type::Object},
                             {"keys", Type::Array},
                             {"report", Type::String},
                             {"overwrite", Type::Bool}});
    if (!st) {
        return st.error();
    }
    if (!json.contains(QStringLiteral("select"))) {
        return Error::invalidInput(
            op, ProfileText::tr("the profile has no \"select\": say which tokens it is for with "
                                "\"module\", \"label\" or \"serials\""));
    }
    const QJsonObject select = json.value(QStringLiteral("select")).toObject();
    st = checkObject(select, QStringLiteral("select"),
                     {{"module", Type::String},
                      {"label", Type::String},
                      {"serials", Type::Strings},
                      {"blank", Type::Bool}});
    if (!st) {
        return st.error();
    }
    p.module = select.value(QStringLiteral("module")).toString();
    p.labelPattern = select.value(QStringLiteral("label")).toString();
    p.serials = strings(select.value(QStringLiteral("serials")));
    if (p.serials.contains(QString())) {
        return Error::invalidInput(
            op, ProfileText::tr("\"select.serials\" holds an empty serial number; give each "
                                "token's serial or leave the list out"));
    }
    p.blankOnly = select.value(QStringLiteral("blank")).toBool(false);
    if (p.module.isEmpty() && p.labelPattern.isEmpty() && p.serials.isEmpty()) {
        return Error::invalidInput(
            op, ProfileText::tr("\"select\" names no token: give \"module\", \"label\" or "
                                "\"serials\" so the profile does not act on every token"));
    }
    if (json.contains(QStringLiteral("initialize"))) {
        if (st = p.readInitialize(json.value(QStringLiteral("initialize")).toObject()); !st) {
            return st.error();
        }
    }
    st = checkObject(pins, QStringLiteral("pins"), {{"so", Type::Object}, {"user", Type::Object}});
    if (!st) {
        return st.error();
    }
    for (const QString &which : {QStringLiteral("so"), QStringLiteral("user")}) {
        const QJsonObject o = pins.value(which).toObject();
        st = checkObject(o, QStringLiteral("pins.") + which,
                         {{"file", Type::String}, {"prompt", Type::Bool}});
        if (!st) {
            return st.error();
        }
        Pin pin;
        pin.prompt = o.value(QStringLiteral("prompt")).toBool(false);
        if (o.contains(QStringLiteral("file"))) {
            pin.file = dir.absoluteFilePath(o.value(QStringLiteral("file")).toString());
        }
        (which == QLatin1String("so") ? p.soPin : p.userPin) = pin;
    }
    const QJsonArray keys = json.value(QStringLiteral("keys")).toArray();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QString where = QStringLiteral("keys[%1]").arg(i);
        if (!keys.at(i).isObject()) {
            return Error::invalidInput(op, ProfileText::tr("\"%1\" must be an object, not %2")
                                               .arg(where, typeName(keys.at(i))));
        }
        const QJsonObject k = keys.at(i).toObject();
        st = checkObject(k, where,
                         {{"label", Type::String},
                          {"id", Type::String},
                          {"type", Type::String},
                          {"csr", Type::Object},
                          {"selfSigned", Type::Object}});
        if (!st) {
            return st.error();
        }
        const QString type = k.value(QStringLiteral("type")).toString();
        auto spec = KeyGenSpec::parse(type);
        if (!k.contains(QStringLiteral("type"))) {
            return Error::invalidInput(
                op, ProfileText::tr("\"%1\" has no \"type\": say which key pair to generate "
                                    "(%2)")
                        .arg(where, TokenKeyTypes::names().join(QStringLiteral(", "))));
        }
        if (!spec || !keyTypes().contains(type)) {
            return Error::invalidInput(
                op, ProfileText::tr("\"%1.type\" is \"%2\", which is not a key type a profile "
                                    "can name; the types are %3")
                        .arg(where, type, TokenKeyTypes::names().join(QStringLiteral(", "))));
        }
        Key key;
        key.spec = *spec;
        key.label = k.value(QStringLiteral("label")).toString();
        key.idHex = k.value(QStringLiteral("id")).toString();
        static const QRegularExpression hex(QStringLiteral("^([0-9A-Fa-f]{2})*$"));
        if (!hex.match(key.idHex).hasMatch()) {
            return Error::invalidInput(
                op, ProfileText::tr("\"%1.id\" must be hexadecimal bytes (\"01\", \"a1b2\"), not "
                                    "\"%2\"")
                        .arg(where, key.idHex));
        }
        if (k.contains(QStringLiteral("csr"))) {
            auto c = requestSpec(k.value(QStringLiteral("csr")).toObject(),
                                 where + QStringLiteral(".csr"), false);
            if (!c) {
                return c.error();
            }
            key.csr = true;
            key.csrSpec = c.value();
            key.csrOut =
                k.value(QStringLiteral("csr")).toObject().value(QStringLiteral("out")).toString();
            if (key.csrSpec.subject.isEmpty()) {
                return Error::invalidInput(
                    op, ProfileText::tr("\"%1.csr\" needs a \"subject\"").arg(where));
            }
            if (st = checkRequest(key.csrSpec, false, where + QStringLiteral(".csr")); !st) {
                return st.error();
            }
        }
        if (k.contains(QStringLiteral("selfSigned"))) {
            const QJsonObject c = k.value(QStringLiteral("selfSigned")).toObject();
            auto s = requestSpec(c, where + QStringLiteral(".selfSigned"), true);
            if (!s) {
                return s.error();
            }
            key.selfSigned = true;
            key.certSpec = s.value();
            if (key.certSpec.subject.isEmpty()) {
                key.certSpec.subject = key.csrSpec.subject;
                key.certSpec.subjectAltNames = key.csrSpec.subjectAltNames;
            }
            key.storeCertificate = c.value(QStringLiteral("store")).toBool(true);
            key.certOut = c.value(QStringLiteral("out")).toString();
            if (key.certSpec.subject.isEmpty()) {
                return Error::invalidInput(
                    op, ProfileText::tr("\"%1.selfSigned\" needs a \"subject\"").arg(where));
            }
            if (st = checkRequest(key.certSpec, true, where + QStringLiteral(".selfSigned")); !st) {
                return st.error();
            }
        }
        p.keys << key;
    }
    p.report = json.value(QStringLiteral("report")).toString();
    p.overwrite = json.value(QStringLiteral("overwrite")).toBool(false);
    // Output paths that leave the profile's folder whatever the token says.
    for (qsizetype i = 0; i < p.keys.size(); ++i) {
        const Key &k = p.keys.at(i);
        const QString where = QStringLiteral("keys[%1].").arg(i);
        if (k.csr && keys.at(i)
                         .toObject()
                         .value(QStringLiteral("csr"))
                         .toObject()
                         .contains(QStringLiteral("out"))) {
            if (st = checkOutputTemplate(k.csrOut, where + QStringLiteral("csr.out")); !st) {
                return st.error();
            }
        }
        if (k.selfSigned && keys.at(i)
                                .toObject()
                                .value(QStringLiteral("selfSigned"))
                                .toObject()
                                .contains(QStringLiteral("out"))) {
            if (st = checkOutputTemplate(k.certOut, where + QStringLiteral("selfSigned.out"));
                !st) {
                return st.error();
            }
        }
        for (const QString &out : {k.csrOut, k.certOut}) {
            if (!out.isEmpty()) {
                if (auto tried = p.outputPath(out, sampleToken(), 1); !tried) {
                    return tried.error();
                }
            }
        }
    }
    if (json.contains(QStringLiteral("report"))) {
        if (st = checkOutputTemplate(p.report, QStringLiteral("report")); !st) {
            return st.error();
        }
    }
    if (!p.report.isEmpty()) {
        if (auto tried = p.outputPath(p.report, sampleToken(), 1); !tried) {
            return tried.error();
        }
    }
    if (p.initialize && !p.soPin.isSet()) {
        return Error::invalidInput(op, ProfileText::tr("initialising needs an SO PIN (pins.so)"));
    }
    if (p.scHsm && !p.userPin.isSet()) {
        return Error::invalidInput(
            op, ProfileText::tr("initialising a SmartCard-HSM (\"initialize.scHsm\") sets its "
                                "user PIN, which needs pins.user"));
    }
    if (!p.keys.isEmpty() && !p.userPin.isSet()) {
        return Error::invalidInput(op,
                                   ProfileText::tr("generating keys needs a user PIN (pins.user)"));
    }
    return p;
}

QStringList ProvisioningProfile::keyTypes()
{
    return TokenKeyTypes::spellings();
}

QStringList ProvisioningProfile::keyUsageNames()
{
    return {QStringLiteral("digitalSignature"), QStringLiteral("nonRepudiation"),
            QStringLiteral("keyEncipherment"),  QStringLiteral("dataEncipherment"),
            QStringLiteral("keyAgreement"),     QStringLiteral("keyCertSign"),
            QStringLiteral("cRLSign"),          QStringLiteral("encipherOnly"),
            QStringLiteral("decipherOnly")};
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
        // A label is no path: '*' and '?' take '/' too (Qt's wildcard conversion stops at it).
        QString pattern = QRegularExpression::escape(labelPattern);
        pattern.replace(QStringLiteral("\\*"), QStringLiteral(".*"));
        pattern.replace(QStringLiteral("\\?"), QStringLiteral("."));
        const QRegularExpression re(QRegularExpression::anchoredPattern(pattern),
                                    QRegularExpression::DotMatchesEverythingOption);
        if (!re.match(t.label).hasMatch()) {
            return false;
        }
    }
    return serials.isEmpty() || serials.contains(t.serial);
}

QString ProvisioningProfile::fill(QString templ, const TokenInfo &t, int index)
{
    templ.replace(QStringLiteral("%serial%"), t.serial);
    templ.replace(QStringLiteral("%label%"), t.label);
    templ.replace(QStringLiteral("%n%"), QString::number(index));
    return templ;
}

CertRequestSpec ProvisioningProfile::fill(CertRequestSpec s, const TokenInfo &t, int index)
{
    // A token's label and serial are values: escaped in the subject, one SAN entry each.
    TokenInfo escaped = t;
    escaped.label = CertificateBuilder::escapeSubjectValue(t.label);
    escaped.serial = CertificateBuilder::escapeSubjectValue(t.serial);
    s.subject = fill(s.subject, escaped, index);
    for (QString &san : s.subjectAltNames) {
        san = fill(san, t, index);
    }
    return s;
}

Result<QString> ProvisioningProfile::outputPath(const QString &templ, const TokenInfo &t,
                                                int index) const
{
    TokenInfo safe = t;
    safe.label = SafeFile::safeFileComponent(t.label);
    safe.serial = SafeFile::safeFileComponent(t.serial);
    const QString base = QDir::cleanPath(QDir(baseDir).absolutePath());
    const QString cleaned = QDir::cleanPath(QDir(base).absoluteFilePath(fill(templ, safe, index)));
    const QString prefix = base.endsWith(QLatin1Char('/')) ? base : base + QLatin1Char('/');
    if (!cleaned.startsWith(prefix) || cleaned.size() == prefix.size()) {
        return Error::invalidInput(
            ProfileText::tr("Choosing an output file"),
            ProfileText::tr("\"%1\" names %2, which is outside the profile's folder %3")
                .arg(templ, cleaned, base));
    }
    return cleaned;
}

} // namespace keyward::pkcs11
