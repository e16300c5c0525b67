// SPDX-License-Identifier: GPL-3.0-or-later
// CertificateBuilder and the other OpenSSL helpers with a software key in
// place of the token, plus the parsers of key types and profiles.
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/KeyGenerator.h"
#include "pkcs11/Provisioner.h"
#include "pkcs11/ProvisioningProfile.h"
#include "pkcs11/SecretBytes.h"

#include <QJsonDocument>
#include <QTest>

#include <openssl/ec.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

using namespace keyward;
using namespace keyward::pkcs11;

class TestPkcs11X509 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void csrAndCertificate_data();
    void csrAndCertificate();
    void subjects_data();
    void subjects();
    void hostileLabelStaysAValue_data();
    void hostileLabelStaysAValue();
    void badExtension();
    void signerErrorPropagates();
    void ecdsaRawToDer();
    void curves();
    void keyGenSpecs_data();
    void keyGenSpecs();
    void profile();
    void profileRefusesPins();
    void secretBytes();
};

namespace {

ossl::PKey makeKey(const char *type)
{
    if (QByteArray(type) == "RSA") {
        return ossl::PKey(EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(2048)));
    }
    return ossl::PKey(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", type));
}

/// Signs like the token would: RSA PKCS#1 v1.5 / ECDSA DER, over the digest.
Signer softwareSigner(EVP_PKEY *key, int *calls)
{
    return [key, calls](const QByteArray &tbs, Digest d) -> Result<QByteArray> {
        ++*calls;
        const EVP_MD *md = d == Digest::Sha256   ? EVP_sha256()
                           : d == Digest::Sha384 ? EVP_sha384()
                                                 : EVP_sha512();
        EVP_MD_CTX *ctx = EVP_MD_CTX_new();
        size_t len = 0;
        EVP_DigestSignInit(ctx, nullptr, md, nullptr, key);
        EVP_DigestSign(ctx, nullptr, &len, reinterpret_cast<const unsigned char *>(tbs.data()),
                       size_t(tbs.size()));
        QByteArray sig(qsizetype(len), '\0');
        EVP_DigestSign(ctx, reinterpret_cast<unsigned char *>(sig.data()), &len,
                       reinterpret_cast<const unsigned char *>(tbs.data()), size_t(tbs.size()));
        EVP_MD_CTX_free(ctx);
        sig.truncate(qsizetype(len));
        return sig;
    };
}

ossl::PKey publicOnly(EVP_PKEY *key)
{
    unsigned char *der = nullptr;
    const int n = i2d_PUBKEY(key, &der);
    const unsigned char *p = der;
    EVP_PKEY *pub = d2i_PUBKEY(nullptr, &p, n);
    OPENSSL_free(der);
    return ossl::PKey(pub);
}

} // namespace

void TestPkcs11X509::csrAndCertificate_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QString>("sigAlg");
    QTest::newRow("rsa") << QByteArray("RSA") << QStringLiteral("sha256WithRSAEncryption");
    QTest::newRow("p256") << QByteArray("P-256") << QStringLiteral("ecdsa-with-SHA256");
    QTest::newRow("p384") << QByteArray("P-384") << QStringLiteral("ecdsa-with-SHA384");
    QTest::newRow("p521") << QByteArray("P-521") << QStringLiteral("ecdsa-with-SHA512");
}

void TestPkcs11X509::csrAndCertificate()
{
    QFETCH(QByteArray, type);
    QFETCH(QString, sigAlg);
    ossl::PKey key = makeKey(type.constData());
    QVERIFY(key);
    // The builder only ever sees the public key, as with a token.
    ossl::PKey pub = publicOnly(key.get());
    CertRequestSpec spec;
    spec.subject = QStringLiteral("/CN=unit.example.org/O=Keyward/OU=Unit, Tests");
    spec.subjectAltNames = {QStringLiteral("DNS:unit.example.org"), QStringLiteral("IP:192.0.2.9")};
    spec.keyUsage = {QStringLiteral("digitalSignature")};
    spec.extendedKeyUsage = {QStringLiteral("serverAuth")};
    int calls = 0;

    auto csrDer = CertificateBuilder::csr(pub.get(), spec, softwareSigner(key.get(), &calls));
    QVERIFY2(csrDer.ok(), qPrintable(csrDer.ok() ? QString() : csrDer.error().technical()));
    QCOMPARE(calls, 1);
    const auto *p = reinterpret_cast<const unsigned char *>(csrDer->constData());
    X509_REQ *req = d2i_X509_REQ(nullptr, &p, long(csrDer->size()));
    QVERIFY(req);
    QCOMPARE(X509_REQ_verify(req, pub.get()), 1);
    QCOMPARE(QString::fromLatin1(OBJ_nid2ln(X509_REQ_get_signature_nid(req))), sigAlg);
    STACK_OF(X509_EXTENSION) *exts = X509_REQ_get_extensions(req);
    QVERIFY(sk_X509_EXTENSION_num(exts) >= 4);
    sk_X509_EXTENSION_pop_free(exts, X509_EXTENSION_free);
    X509_REQ_free(req);

    spec.validityDays = 7;
    auto certDer =
        CertificateBuilder::selfSigned(pub.get(), spec, softwareSigner(key.get(), &calls));
    QVERIFY2(certDer.ok(), qPrintable(certDer.ok() ? QString() : certDer.error().technical()));
    auto cert = ossl::parseCertificate(certDer.value());
    QVERIFY(cert.ok());
    QCOMPARE(X509_verify(cert->get(), pub.get()), 1);
    const CertificateInfo info = ossl::describeCertificate(cert->get());
    QVERIFY(info.selfSigned);
    QVERIFY(info.subject.contains(QStringLiteral("CN=unit.example.org")));
    QVERIFY(info.subject.contains(QStringLiteral("OU=Unit\\, Tests")));
    QCOMPARE(info.subject, info.issuer);
    QCOMPARE(info.sha256.size(), 32 * 3 - 1);
    QVERIFY(qAbs(info.notBefore.daysTo(info.notAfter) - 7) <= 1);
    // PEM round trip.
    const QByteArray pem = CertificateBuilder::pem(certDer.value(), "CERTIFICATE");
    QVERIFY(pem.startsWith("-----BEGIN CERTIFICATE-----\n"));
    QVERIFY(ossl::parseCertificate(pem).ok());
}

void TestPkcs11X509::hostileLabelStaysAValue_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<bool>("buildable"); // false: refused as a whole, nothing signed
    QTest::newRow("slash") << QStringLiteral("x/O=Evil Corp/CN=admin") << false;
    QTest::newRow("comma in SAN") << QStringLiteral("a,DNS:evil.example,DNS:b") << false;
    QTest::newRow("newline") << QStringLiteral("a\nCN=evil") << false;
    QTest::newRow("plain") << QStringLiteral("web-1") << true;
}

void TestPkcs11X509::hostileLabelStaysAValue()
{
    // The example profile's names, filled from a token whose label tries to add RDNs or SAN
    // entries: either the certificate holds exactly one CN, one O and one DNS name with the
    // label inside them, or the request is refused; never an added name.
    QFETCH(QString, label);
    QFETCH(bool, buildable);
    CertRequestSpec spec;
    spec.subject = QStringLiteral("/CN=%label%.example.org/O=Example");
    spec.subjectAltNames = {QStringLiteral("DNS:%label%.example.org")};
    spec.validityDays = 7;
    TokenInfo t;
    t.label = label;
    t.serial = QStringLiteral("0123");
    const CertRequestSpec filled = ProvisioningProfile::fill(spec, t, 1);
    ossl::PKey key = makeKey("P-256");
    ossl::PKey pub = publicOnly(key.get());
    int calls = 0;
    auto der = CertificateBuilder::selfSigned(pub.get(), filled, softwareSigner(key.get(), &calls));
    if (!buildable) {
        // A label that is no DNS name cannot go into a DNS name: refused before any signature.
        QVERIFY2(!der.ok(), "a hostile label was built into a certificate");
        QCOMPARE(calls, 0);
        // The subject alone keeps the label as one value.
        auto name = CertificateBuilder::parseSubject(filled.subject);
        if (!label.contains(QLatin1Char('\n'))) {
            QVERIFY(name.ok());
            QCOMPARE(X509_NAME_entry_count(*name), 2);
            X509_NAME_free(*name);
        } else {
            QVERIFY(!name.ok()); // a control character is refused
        }
        return;
    }
    QVERIFY2(der.ok(), qPrintable(der.ok() ? QString() : der.error().technical()));
    auto cert = ossl::parseCertificate(der.value());
    QVERIFY(cert.ok());
    QCOMPARE(X509_NAME_entry_count(X509_get_subject_name(cert->get())), 2);
    auto *sans = static_cast<GENERAL_NAMES *>(
        X509_get_ext_d2i(cert->get(), NID_subject_alt_name, nullptr, nullptr));
    QVERIFY(sans);
    QCOMPARE(sk_GENERAL_NAME_num(sans), 1);
    sk_GENERAL_NAME_pop_free(sans, GENERAL_NAME_free);
}

void TestPkcs11X509::subjects_data()
{
    QTest::addColumn<QString>("subject");
    QTest::addColumn<bool>("valid");
    QTest::newRow("slash") << QStringLiteral("/CN=a/O=b") << true;
    QTest::newRow("comma") << QStringLiteral("CN=a, O=b, C=DE") << true;
    QTest::newRow("escaped") << QStringLiteral("/CN=a\\/b/O=c") << true;
    QTest::newRow("utf8") << QStringLiteral("CN=Schlüssel") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("no equals") << QStringLiteral("/CN") << false;
    QTest::newRow("unknown field") << QStringLiteral("/XX=1") << false;
    QTest::newRow("bad country") << QStringLiteral("C=Germany") << false;
}

void TestPkcs11X509::subjects()
{
    QFETCH(QString, subject);
    QFETCH(bool, valid);
    auto name = CertificateBuilder::parseSubject(subject);
    QCOMPARE(name.ok(), valid);
    if (name.ok()) {
        X509_NAME_free(name.value());
    } else {
        QCOMPARE(name.error().kind, ErrorKind::InvalidInput);
    }
}

void TestPkcs11X509::badExtension()
{
    ossl::PKey key = makeKey("P-256");
    CertRequestSpec spec;
    spec.subject = QStringLiteral("/CN=x");
    spec.keyUsage = {QStringLiteral("notAUsage")};
    int calls = 0;
    auto r = CertificateBuilder::csr(key.get(), spec, softwareSigner(key.get(), &calls));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
    QCOMPARE(calls, 0); // nothing signed on the token for a request that cannot be built
}

void TestPkcs11X509::signerErrorPropagates()
{
    ossl::PKey key = makeKey("P-256");
    CertRequestSpec spec;
    spec.subject = QStringLiteral("/CN=x");
    const Signer failing = [](const QByteArray &, Digest) -> Result<QByteArray> {
        Error e = Error::make(ErrorDomain::Pkcs11, 0xa0, ErrorKind::WrongPin, QStringLiteral("t"));
        return e;
    };
    auto r = CertificateBuilder::selfSigned(key.get(), spec, failing);
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::WrongPin);
    QCOMPARE(r.error().code, qint64(0xa0));
}

void TestPkcs11X509::ecdsaRawToDer()
{
    QByteArray raw(64, '\0');
    raw[31] = 1;
    raw[63] = 2;
    auto der = ossl::ecdsaRawToDer(raw);
    QVERIFY(der.ok());
    QCOMPARE(der.value(), QByteArray::fromHex("3006020101020102"));
    QVERIFY(!ossl::ecdsaRawToDer(QByteArray(63, 'x')).ok());
}

void TestPkcs11X509::curves()
{
    const QByteArray p256 = ossl::curveParams(QStringLiteral("prime256v1"));
    QCOMPARE(p256, QByteArray::fromHex("06082a8648ce3d030107"));
    QCOMPARE(ossl::curveName(p256), QStringLiteral("prime256v1"));
    QCOMPARE(ossl::curveBits(ossl::curveParams(QStringLiteral("P-521"))), 521);
    QVERIFY(ossl::curveParams(QStringLiteral("nonsense")).isEmpty());
    QVERIFY(ossl::curveName(QByteArray("\x01\x02", 2)).isEmpty());
}

void TestPkcs11X509::keyGenSpecs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("described");
    QTest::newRow("rsa2048") << QStringLiteral("rsa2048") << QStringLiteral("RSA 2048");
    QTest::newRow("rsa:4096") << QStringLiteral("RSA:4096") << QStringLiteral("RSA 4096");
    QTest::newRow("rsa without a size") << QStringLiteral("rsa") << QString();
    QTest::newRow("ed25519") << QStringLiteral("Ed25519") << QStringLiteral("Ed25519");
    QTest::newRow("ec-p256") << QStringLiteral("ec-p256") << QStringLiteral("EC prime256v1");
    QTest::newRow("p384") << QStringLiteral("p384") << QStringLiteral("EC secp384r1");
    QTest::newRow("ec:p521") << QStringLiteral("ec:p521") << QStringLiteral("EC secp521r1");
    QTest::newRow("bad") << QStringLiteral("dsa1024") << QString();
    QTest::newRow("tiny rsa") << QStringLiteral("rsa512") << QString();
    QTest::newRow("weak rsa") << QStringLiteral("rsa1024") << QString();
    QTest::newRow("odd rsa") << QStringLiteral("rsa2049") << QString();
    QTest::newRow("huge rsa") << QStringLiteral("rsa16384") << QString();
    QTest::newRow("junk bits") << QStringLiteral("rsaXYZ") << QString();
}

void TestPkcs11X509::keyGenSpecs()
{
    QFETCH(QString, text);
    QFETCH(QString, described);
    const auto spec = KeyGenSpec::parse(text);
    QCOMPARE(spec.has_value(), !described.isEmpty());
    if (spec) {
        QCOMPARE(spec->describe(), described);
        QVERIFY(spec->sensitive);
        QVERIFY(!spec->extractable);
    }
}

void TestPkcs11X509::profile()
{
    const QByteArray json = R"({
      "select": { "module": "softhsm2", "label": "web-*" },
      "pins": { "user": { "file": "user.pin" } },
      "keys": [ { "label": "tls", "id": "01", "type": "ec-p384",
                  "csr": { "subject": "/CN=%label%", "san": ["DNS:%label%.example"], "out": "a.csr" },
                  "selfSigned": { "days": 10 } } ],
      "report": "r/%serial%.json" })";
    auto p = ProvisioningProfile::fromJson(QJsonDocument::fromJson(json).object(),
                                           QStringLiteral("/base"));
    QVERIFY2(p.ok(), qPrintable(p.ok() ? QString() : p.error().userMessage()));
    QCOMPARE(p->userPin.file, QStringLiteral("/base/user.pin"));
    QCOMPARE(p->keys.size(), 1);
    QCOMPARE(p->keys[0].spec.describe(), QStringLiteral("EC secp384r1"));
    QVERIFY(p->keys[0].csr);
    QVERIFY(p->keys[0].selfSigned);
    QCOMPARE(p->keys[0].certSpec.subject, QStringLiteral("/CN=%label%")); // taken from the CSR
    QCOMPARE(p->keys[0].certSpec.validityDays, 10);
    TokenInfo t;
    t.moduleName = QStringLiteral("softhsm2");
    t.tokenPresent = true;
    t.label = QStringLiteral("web-1");
    t.flags = CKF_TOKEN_INITIALIZED;
    QVERIFY(p->selects(t));
    t.label = QStringLiteral("web-a/b"); // a label is no path: '*' takes the '/' too
    QVERIFY(p->selects(t));
    t.label = QStringLiteral("db-1");
    QVERIFY(!p->selects(t));
    t.label = QStringLiteral("web-2");
    t.flags = 0; // blank: only an initialising profile takes it
    QVERIFY(!p->selects(t));
    t.flags = CKF_TOKEN_INITIALIZED;
    t.moduleName = QStringLiteral("opensc-pkcs11");
    QVERIFY(!p->selects(t));
}

void TestPkcs11X509::profileRefusesPins()
{
    const auto parse = [](const QByteArray &json) {
        return ProvisioningProfile::fromJson(QJsonDocument::fromJson(json).object(),
                                             QStringLiteral("/"));
    };
    QVERIFY(!parse(R"({"pins":{"user":{"pin":"123456"}}})").ok());
    QVERIFY(!parse(R"({"initialize":{"label":"x"}})").ok());  // no SO PIN
    QVERIFY(!parse(R"({"keys":[{"type":"rsa2048"}]})").ok()); // no user PIN
    QVERIFY(!parse(R"({"pins":{"user":{"prompt":true}},"keys":[{"type":"blowfish"}]})").ok());
}

void TestPkcs11X509::secretBytes()
{
    QByteArray typed("123456");
    typed.detach();
    SecretBytes s = SecretBytes::take(typed);
    QVERIFY(typed.isEmpty());
    QCOMPARE(s.size(), 6);
    QCOMPARE(QByteArray(s.constData(), s.size()), QByteArray("123456"));
    SecretBytes copy = s; // shares the buffer
    QCOMPARE(copy.data(), s.data());
    QVERIFY(SecretBytes().isEmpty());
}

QTEST_GUILESS_MAIN(TestPkcs11X509)
#include "tst_pkcs11x509.moc"
