// SPDX-License-Identifier: GPL-3.0-or-later
#include "CertificateBuilder.h"

#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>

#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509v3.h>

namespace keyward::pkcs11::CertificateBuilder {

namespace {

int signatureNid(EVP_PKEY *key, Digest d)
{
    if (EVP_PKEY_is_a(key, "ED25519")) {
        return NID_ED25519; // signs the message itself: no digest in the identifier
    }
    const bool rsa = EVP_PKEY_is_a(key, "RSA");
    switch (d) {
    case Digest::Sha256:
        return rsa ? NID_sha256WithRSAEncryption : NID_ecdsa_with_SHA256;
    case Digest::Sha384:
        return rsa ? NID_sha384WithRSAEncryption : NID_ecdsa_with_SHA384;
    case Digest::Sha512:
        return rsa ? NID_sha512WithRSAEncryption : NID_ecdsa_with_SHA512;
    }
    return NID_undef;
}

// RSA algorithm identifiers carry an explicit NULL parameter, ECDSA (RFC 5754) and Ed25519
// (RFC 8410) ones none.
void setAlgorithm(X509_ALGOR *alg, EVP_PKEY *key, Digest d)
{
    const bool rsa = EVP_PKEY_is_a(key, "RSA");
    X509_ALGOR_set0(alg, OBJ_nid2obj(signatureNid(key, d)), rsa ? V_ASN1_NULL : V_ASN1_UNDEF,
                    nullptr);
}

ASN1_BIT_STRING *bitString(const QByteArray &sig)
{
    ASN1_BIT_STRING *bits = ASN1_BIT_STRING_new();
    ASN1_BIT_STRING_set(bits, reinterpret_cast<unsigned char *>(const_cast<char *>(sig.data())),
                        int(sig.size()));
    bits->flags &= ~(ASN1_STRING_FLAG_BITS_LEFT | 0x07);
    bits->flags |= ASN1_STRING_FLAG_BITS_LEFT; // no unused bits, as ASN1_item_sign_ctx does
    return bits;
}

void fillBitString(ASN1_BIT_STRING *bits, const QByteArray &sig)
{
    ASN1_BIT_STRING_set(bits, reinterpret_cast<unsigned char *>(const_cast<char *>(sig.data())),
                        int(sig.size()));
    bits->flags &= ~(ASN1_STRING_FLAG_BITS_LEFT | 0x07);
    bits->flags |= ASN1_STRING_FLAG_BITS_LEFT; // no unused bits
}

struct ExtStackFree
{
    void operator()(STACK_OF(X509_EXTENSION) * s) const
    {
        sk_X509_EXTENSION_pop_free(s, X509_EXTENSION_free);
    }
};
using ExtStack = std::unique_ptr<STACK_OF(X509_EXTENSION), ExtStackFree>;

bool hasControlCharacter(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format;
    });
}

// subjectAltName built from its parts, one GENERAL_NAME per entry ("DNS:name", "email:a@b",
// "URI:…", "IP:addr"): a value is never parsed again as a list, so a comma in it stays in it.
Result<X509_EXTENSION *> subjectAltName(const QStringList &entries, const QString &op)
{
    GENERAL_NAMES *names = sk_GENERAL_NAME_new_null();
    const auto fail = [&](const QString &entry, const QString &why) -> Error {
        sk_GENERAL_NAME_pop_free(names, GENERAL_NAME_free);
        ERR_clear_error();
        return Error::invalidInput(op, QStringLiteral("subjectAltName \"%1\": %2").arg(entry, why));
    };
    for (const QString &entry : entries) {
        const qsizetype colon = entry.indexOf(QLatin1Char(':'));
        const QString type = entry.left(colon).trimmed();
        const QString value = entry.mid(colon + 1).trimmed();
        if (colon <= 0 || value.isEmpty()) {
            return fail(entry, QStringLiteral("not TYPE:value"));
        }
        if (hasControlCharacter(value)) {
            return fail(entry, QStringLiteral("a control character in the value"));
        }
        GENERAL_NAME *name = nullptr;
        const QByteArray bytes = value.toUtf8();
        if (type.compare(QLatin1String("IP"), Qt::CaseInsensitive) == 0) {
            ASN1_OCTET_STRING *ip = a2i_IPADDRESS(bytes.constData());
            if (!ip) {
                return fail(entry, QStringLiteral("not an IP address"));
            }
            name = GENERAL_NAME_new();
            GENERAL_NAME_set0_value(name, GEN_IPADD, ip);
        } else {
            int kind = -1;
            if (type.compare(QLatin1String("DNS"), Qt::CaseInsensitive) == 0) {
                kind = GEN_DNS;
            } else if (type.compare(QLatin1String("email"), Qt::CaseInsensitive) == 0) {
                kind = GEN_EMAIL;
            } else if (type.compare(QLatin1String("URI"), Qt::CaseInsensitive) == 0) {
                kind = GEN_URI;
            }
            if (kind < 0) {
                return fail(entry, QStringLiteral("the type is none of DNS, email, URI, IP"));
            }
            if (bytes.size() != value.size()) {
                return fail(entry, QStringLiteral("IA5 text (ASCII) only"));
            }
            static const QRegularExpression dnsName(QStringLiteral("^[A-Za-z0-9*_.-]+$"));
            if (kind == GEN_DNS && !dnsName.match(value).hasMatch()) {
                return fail(entry, QStringLiteral("a DNS name holds letters, digits, '-', '.', "
                                                  "'_' and '*' only"));
            }
            ASN1_IA5STRING *text = ASN1_IA5STRING_new();
            ASN1_STRING_set(text, bytes.constData(), int(bytes.size()));
            name = GENERAL_NAME_new();
            GENERAL_NAME_set0_value(name, kind, text);
        }
        sk_GENERAL_NAME_push(names, name);
    }
    X509_EXTENSION *ext = X509V3_EXT_i2d(NID_subject_alt_name, 0, names);
    sk_GENERAL_NAME_pop_free(names, GENERAL_NAME_free);
    if (!ext) {
        return ossl::error(op, ErrorKind::InvalidInput);
    }
    return ext;
}

// The extensions of spec, made in the context of cert (self-signed) or req;
// with neither (X509V3_CTX_TEST) only their syntax is checked.
Result<ExtStack> extensions(const CertRequestSpec &spec, X509 *cert, X509_REQ *req)
{
    const QString op = QStringLiteral("Building the certificate extensions");
    ExtStack exts(sk_X509_EXTENSION_new_null());
    X509V3_CTX ctx;
    X509V3_set_ctx(&ctx, cert, cert, req, nullptr, cert || req ? 0 : X509V3_CTX_TEST);
    auto add = [&](int nid, const QString &value) -> Status {
        if (value.isEmpty()) {
            return {};
        }
        X509_EXTENSION *ext = X509V3_EXT_nconf_nid(nullptr, &ctx, nid, value.toUtf8().constData());
        if (!ext) {
            Error e = ossl::error(op, ErrorKind::InvalidInput);
            e.detail = QStringLiteral("%1 = \"%2\": %3")
                           .arg(QString::fromLatin1(OBJ_nid2sn(nid)), value, e.detail);
            return e;
        }
        sk_X509_EXTENSION_push(exts.get(), ext);
        return {};
    };
    const QString comma = QStringLiteral(",");
    Status st = add(NID_basic_constraints,
                    spec.ca ? QStringLiteral("critical,CA:TRUE") : QStringLiteral("CA:FALSE"));
    if (st && !spec.keyUsage.isEmpty()) {
        st = add(NID_key_usage, QStringLiteral("critical,") + spec.keyUsage.join(comma));
    }
    if (st) {
        st = add(NID_ext_key_usage, spec.extendedKeyUsage.join(comma));
    }
    if (st && !spec.subjectAltNames.isEmpty()) {
        auto san = subjectAltName(spec.subjectAltNames, op);
        if (san) {
            sk_X509_EXTENSION_push(exts.get(), *san);
        } else {
            st = san.error();
        }
    }
    if (st && cert) {
        st = add(NID_subject_key_identifier, QStringLiteral("hash"));
    }
    if (!st) {
        return st.error();
    }
    return exts;
}

QByteArray derOf(int n, unsigned char *der)
{
    QByteArray out(reinterpret_cast<const char *>(der), n);
    OPENSSL_free(der);
    return out;
}

} // namespace

Digest digestFor(EVP_PKEY *key)
{
    if (EVP_PKEY_is_a(key, "EC")) {
        const int bits = EVP_PKEY_get_bits(key);
        if (bits > 384) {
            return Digest::Sha512;
        }
        if (bits > 256) {
            return Digest::Sha384;
        }
    }
    return Digest::Sha256;
}

Result<X509_NAME *> parseSubject(const QString &subject)
{
    const QString op = QStringLiteral("Reading the subject name");
    const QString s = subject.trimmed();
    if (s.isEmpty()) {
        return Error::invalidInput(op, QStringLiteral("the subject is empty"));
    }
    // Split on the separator unless escaped with a backslash.
    const QChar sep = s.startsWith(QLatin1Char('/')) ? QLatin1Char('/') : QLatin1Char(',');
    QStringList parts;
    QString cur;
    for (qsizetype i = (sep == QLatin1Char('/') ? 1 : 0); i < s.size(); ++i) {
        if (s.at(i) == QLatin1Char('\\') && i + 1 < s.size()) {
            cur += s.at(++i);
        } else if (s.at(i) == sep) {
            parts << cur;
            cur.clear();
        } else {
            cur += s.at(i);
        }
    }
    parts << cur;
    X509_NAME *name = X509_NAME_new();
    for (const QString &part : parts) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        const QString field = part.left(eq).trimmed();
        const QByteArray value = part.mid(eq + 1).trimmed().toUtf8();
        if (hasControlCharacter(part)) {
            X509_NAME_free(name);
            return Error::invalidInput(
                op, QStringLiteral("a part of the subject holds a control character"));
        }
        if (eq <= 0 || value.isEmpty() ||
            X509_NAME_add_entry_by_txt(name, field.toLatin1().constData(), MBSTRING_UTF8,
                                       reinterpret_cast<const unsigned char *>(value.constData()),
                                       int(value.size()), -1, 0) != 1) {
            X509_NAME_free(name);
            ERR_clear_error();
            return Error::invalidInput(
                op, QStringLiteral("\"%1\" is not a NAME=value part of a subject").arg(part));
        }
    }
    return name;
}

QString escapeSubjectValue(QString value)
{
    value.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    value.replace(QLatin1Char('/'), QStringLiteral("\\/"));
    value.replace(QLatin1Char(','), QStringLiteral("\\,"));
    return value;
}

Result<int> parseValidityDays(const QString &text)
{
    const QString op = QStringLiteral("Reading the validity");
    bool ok = false;
    const int days = text.trimmed().toInt(&ok);
    if (!ok || days < kMinValidityDays || days > kMaxValidityDays) {
        return Error::invalidInput(op, QStringLiteral("the validity must be a whole number of days "
                                                      "from %1 to %2, not \"%3\"")
                                           .arg(kMinValidityDays)
                                           .arg(kMaxValidityDays)
                                           .arg(text));
    }
    return days;
}

Status check(const CertRequestSpec &spec, bool selfSigned, const QDateTime &now)
{
    const QString op = selfSigned ? QStringLiteral("Building the self-signed certificate")
                                  : QStringLiteral("Building the certificate request");
    if (selfSigned) {
        if (spec.validityDays < kMinValidityDays || spec.validityDays > kMaxValidityDays) {
            return Error::invalidInput(op,
                                       QStringLiteral("the validity must be %1 to %2 days, not %3")
                                           .arg(kMinValidityDays)
                                           .arg(kMaxValidityDays)
                                           .arg(spec.validityDays));
        }
        // X.509 times end at 9999-12-31 23:59:59 (GeneralizedTime, RFC 5280 4.1.2.5).
        const QDateTime last(QDate(9999, 12, 31), QTime(23, 59, 59), QTimeZone::utc());
        if (now.toUTC().addDays(spec.validityDays) > last) {
            return Error::invalidInput(op, QStringLiteral("%1 days from %2 ends after 9999-12-31, "
                                                          "the last day a certificate can hold")
                                               .arg(spec.validityDays)
                                               .arg(now.toUTC().date().toString(Qt::ISODate)));
        }
    }
    auto name = parseSubject(spec.subject);
    if (!name) {
        return name.error();
    }
    X509_NAME_free(name.value());
    auto exts = extensions(spec, nullptr, nullptr);
    if (!exts) {
        return exts.error();
    }
    return {};
}

Result<QByteArray> csr(EVP_PKEY *publicKey, const CertRequestSpec &spec, const Signer &signer)
{
    const QString op = QStringLiteral("Building the certificate request");
    if (auto st = check(spec, false); !st) {
        return st.error();
    }
    auto name = parseSubject(spec.subject);
    if (!name) {
        return name.error();
    }
    ossl::Req req(X509_REQ_new());
    X509_REQ_set_version(req.get(), 0); // v1, the only version PKCS#10 defines
    X509_REQ_set_subject_name(req.get(), name.value());
    X509_NAME_free(name.value());
    if (X509_REQ_set_pubkey(req.get(), publicKey) != 1) {
        return ossl::error(op);
    }
    auto exts = extensions(spec, nullptr, req.get());
    if (!exts) {
        return exts.error();
    }
    if (sk_X509_EXTENSION_num(exts->get()) > 0) {
        X509_REQ_add_extensions(req.get(), exts->get());
    }
    const Digest d = digestFor(publicKey);
    X509_ALGOR *alg = X509_ALGOR_new();
    setAlgorithm(alg, publicKey, d);
    X509_REQ_set1_signature_algo(req.get(), alg);
    X509_ALGOR_free(alg);

    unsigned char *tbs = nullptr;
    const int n = i2d_re_X509_REQ_tbs(req.get(), &tbs);
    if (n <= 0) {
        return ossl::error(op);
    }
    auto sig = signer(derOf(n, tbs), d);
    if (!sig) {
        return sig.error();
    }
    X509_REQ_set0_signature(req.get(), bitString(sig.value()));

    unsigned char *der = nullptr;
    const int len = i2d_X509_REQ(req.get(), &der);
    if (len <= 0) {
        return ossl::error(op);
    }
    return derOf(len, der);
}

Result<QByteArray> selfSigned(EVP_PKEY *publicKey, const CertRequestSpec &spec,
                              const Signer &signer)
{
    const QString op = QStringLiteral("Building the self-signed certificate");
    if (auto st = check(spec, true); !st) {
        return st.error();
    }
    auto name = parseSubject(spec.subject);
    if (!name) {
        return name.error();
    }
    ossl::Cert cert(X509_new());
    X509_set_version(cert.get(), 2); // v3: extensions
    unsigned char serial[16];
    RAND_bytes(serial, sizeof serial);
    serial[0] &= 0x7f; // positive, as RFC 5280 asks
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, nullptr);
    BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get()));
    BN_free(bn);
    X509_set_subject_name(cert.get(), name.value());
    X509_set_issuer_name(cert.get(), name.value());
    X509_NAME_free(name.value());
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), 0);
    X509_time_adj_ex(X509_getm_notAfter(cert.get()), spec.validityDays, 0, nullptr);
    if (X509_set_pubkey(cert.get(), publicKey) != 1) {
        return ossl::error(op);
    }
    auto exts = extensions(spec, cert.get(), nullptr);
    if (!exts) {
        return exts.error();
    }
    for (int i = 0; i < sk_X509_EXTENSION_num(exts->get()); ++i) {
        X509_add_ext(cert.get(), sk_X509_EXTENSION_value(exts->get(), i), -1);
    }
    // OpenSSL 3.0 has setters for a request's signature but only getters for a
    // certificate's: the algorithm fields and the signature are members of the
    // X509 we own, so they are filled through the getters' pointers.
    const Digest d = digestFor(publicKey);
    setAlgorithm(const_cast<X509_ALGOR *>(X509_get0_tbs_sigalg(cert.get())), publicKey, d);
    const ASN1_BIT_STRING *sigBits = nullptr;
    const X509_ALGOR *sigAlg = nullptr;
    X509_get0_signature(&sigBits, &sigAlg, cert.get());
    setAlgorithm(const_cast<X509_ALGOR *>(sigAlg), publicKey, d);

    unsigned char *tbs = nullptr;
    const int n = i2d_re_X509_tbs(cert.get(), &tbs);
    if (n <= 0) {
        return ossl::error(op);
    }
    auto sig = signer(derOf(n, tbs), d);
    if (!sig) {
        return sig.error();
    }
    fillBitString(const_cast<ASN1_BIT_STRING *>(sigBits), sig.value());

    unsigned char *der = nullptr;
    const int len = i2d_X509(cert.get(), &der);
    if (len <= 0) {
        return ossl::error(op);
    }
    return derOf(len, der);
}

QByteArray pem(const QByteArray &der, const char *type)
{
    QByteArray out = QByteArray("-----BEGIN ") + type + "-----\n";
    const QByteArray b64 = der.toBase64();
    for (qsizetype i = 0; i < b64.size(); i += 64) {
        out += b64.mid(i, 64) + '\n';
    }
    out += QByteArray("-----END ") + type + "-----\n";
    return out;
}

} // namespace keyward::pkcs11::CertificateBuilder
