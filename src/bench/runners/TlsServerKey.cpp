// SPDX-License-Identifier: GPL-3.0-or-later
// The key of Keyward's TLS benchmarks and its self-signed certificate: a CPU
// key made in memory or a key on a PKCS#11 token (TlsTokenKey).
#include "TlsServerKey.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/x509.h>

#include <array>

namespace keyward::bench {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::TlsBench)
};

Error tlsError(const QString &op)
{
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op, tlsOpenSslError());
}

/// A self-signed certificate for `key`, signed with it (on the token for a
/// token key: one signature before the measurement).
Result<X509 *> selfSigned(EVP_PKEY *key, const QString &op)
{
    X509 *x = X509_new();
    X509_NAME *name = X509_NAME_new();
    const auto *cn = reinterpret_cast<const unsigned char *>("keyward-tls-bench");
    const bool ok = x && name && X509_set_version(x, X509_VERSION_3) == 1 &&
                    ASN1_INTEGER_set(X509_get_serialNumber(x),
                                     long(QRandomGenerator::global()->bounded(1 << 30)) + 1) == 1 &&
                    X509_gmtime_adj(X509_getm_notBefore(x), -3600) &&
                    X509_gmtime_adj(X509_getm_notAfter(x), 86400) &&
                    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, cn, -1, -1, 0) == 1 &&
                    X509_set_subject_name(x, name) == 1 && X509_set_issuer_name(x, name) == 1 &&
                    X509_set_pubkey(x, key) == 1 && X509_sign(x, key, EVP_sha256()) > 0;
    X509_NAME_free(name);
    if (!ok) {
        X509_free(x);
        return tlsError(op);
    }
    return x;
}

Result<EVP_PKEY *> cpuKey(const QString &algorithm, const QString &op)
{
    EVP_PKEY *k = nullptr;
    if (algorithm.startsWith(QLatin1String("RSA-"))) {
        k = EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(algorithm.mid(4).toUInt()));
    } else if (algorithm == QLatin1String("ECDSA-P256")) {
        k = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256");
    } else if (algorithm == QLatin1String("ECDSA-P384")) {
        k = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-384");
    }
    if (!k) {
        return tlsError(op);
    }
    return k;
}

} // namespace

QString tlsOpenSslError()
{
    const char *data = nullptr;
    int flags = 0;
    const unsigned long e = ERR_get_error_all(nullptr, nullptr, nullptr, &data, &flags);
    QString detail = (flags & ERR_TXT_STRING) && data && *data
                         ? QStringLiteral(": ") + QString::fromLatin1(data)
                         : QString();
    ERR_clear_error();
    if (e == 0) {
        return QStringLiteral("unknown OpenSSL error");
    }
    std::array<char, 256> buf{};
    ERR_error_string_n(e, buf.data(), buf.size());
    return QString::fromLatin1(buf.data()) + detail;
}

Result<std::unique_ptr<TlsServerKey>> TlsServerKey::make(TlsBenchConfig &c, int sessions,
                                                         const QString &op)
{
    std::unique_ptr<TlsServerKey> k(new TlsServerKey);
    if (c.cpu) {
        auto made = cpuKey(c.algorithm, op);
        if (!made) {
            return made.error();
        }
        k->cpuKey_ = made.value();
        k->device.id = k->device.kind = QStringLiteral("cpu");
        k->device.model = Text::tr("CPU (OpenSSL)");
        k->keyOrigin = QStringLiteral("generated");
    } else {
        const bool existing = !c.token.keyLabel.isEmpty();
        k->keyLabel =
            existing ? c.token.keyLabel
                     : QStringLiteral("keyward-tls-bench-%1")
                           .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
        k->keyOrigin =
            existing ? QStringLiteral("existing:") + k->keyLabel : QStringLiteral("generated");
        c.token.algorithm = c.algorithm;
        c.token.operation = OperationKind::Sign;
        c.token.keyLabel = k->keyLabel; // a sign loop uses the same key
        k->bench_ = std::make_shared<Pkcs11Bench>(std::move(c.token));
        auto opened = TlsTokenKey::open(k->bench_, c.algorithm, k->keyLabel, existing, sessions);
        if (!opened) {
            return opened.error();
        }
        k->tokenKey_ = std::move(opened.value());
        k->device = k->bench_->identity();
        k->software.insert(k->bench_->software());
    }
    k->software.insert(QStringLiteral("openssl"),
                       QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)));
    const auto signing = std::chrono::steady_clock::now();
    auto cert = selfSigned(k->pkey(), op);
    if (!cert) {
        return cert.error();
    }
    k->signatureTime_ = std::chrono::steady_clock::now() - signing;
    k->cert_ = cert.value();
    return k;
}

TlsServerKey::~TlsServerKey()
{
    X509_free(cert_);
    EVP_PKEY_free(cpuKey_);
}

EVP_PKEY *TlsServerKey::pkey() const
{
    return tokenKey_ ? tokenKey_->pkey() : cpuKey_;
}

} // namespace keyward::bench
