// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point over batch provisioning profiles (JSON files a user is handed):
// ProvisioningProfile::fromJson, as ProvisioningProfile::load calls it after reading the
// file, then what a run does with the profile's text before it touches a token — which
// tokens it selects (label wildcards, serials, module), the key types, and the CSR and
// self-signed certificate contents (subject, subject alternative names, key usages,
// validity) through CertificateBuilder with a fixed key and a signer that signs nothing.
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/OpenSsl.h"
#include "pkcs11/Provisioner.h"
#include "pkcs11/TokenInfo.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <openssl/evp.h>
#include <openssl/x509.h>

using namespace keyward;
using namespace keyward::pkcs11;

namespace {

EVP_PKEY *fixedKey()
{
    static EVP_PKEY *key = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256");
    return key;
}

Result<QByteArray> noSignature(const QByteArray &, Digest)
{
    return ossl::ecdsaRawToDer(QByteArray(64, '\x01'));
}

void buildRequests(const CertRequestSpec &spec)
{
    if (auto name = CertificateBuilder::parseSubject(spec.subject))
        X509_NAME_free(name.value());
    if (auto der = CertificateBuilder::csr(fixedKey(), spec, noSignature))
        (void)CertificateBuilder::pem(der.value(), "CERTIFICATE REQUEST");
    if (auto der = CertificateBuilder::selfSigned(fixedKey(), spec, noSignature))
        (void)ossl::parseCertificate(der.value());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QJsonDocument doc = QJsonDocument::fromJson(input);
    if (!doc.isObject())
        return 0;
    auto profile = ProvisioningProfile::fromJson(doc.object(), QStringLiteral("/profiles"));
    if (!profile)
        return 0;
    const ProvisioningProfile &p = profile.value();
    TokenInfo token;
    token.tokenPresent = true;
    token.moduleName = p.module;
    token.label = p.newLabel;
    token.serial = p.serials.value(0);
    (void)p.selects(token);
    token.label = p.labelPattern;
    (void)p.selects(token);
    for (const ProvisioningProfile::Key &key : p.keys) {
        (void)key.spec.describe();
        (void)QByteArray::fromHex(key.idHex.toLatin1());
        if (key.csr)
            buildRequests(key.csrSpec);
        if (key.selfSigned)
            buildRequests(key.certSpec);
    }
    return 0;
}
