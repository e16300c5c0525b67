// SPDX-License-Identifier: GPL-3.0-or-later
#include "CpuBaselineRunner.h"

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>

namespace keyward::bench {

namespace {

struct AlgorithmSpec
{
    const char *name;
    const char *type;  ///< EVP_PKEY_Q_keygen type
    const char *curve; ///< for EC
    size_t bits;       ///< for RSA
    bool canSign;
    bool canDecrypt; ///< RSA decryption or key agreement
};

constexpr AlgorithmSpec kSpecs[] = {
    {"RSA-2048", "RSA", nullptr, 2048, true, true},
    {"RSA-3072", "RSA", nullptr, 3072, true, true},
    {"RSA-4096", "RSA", nullptr, 4096, true, true},
    {"ECDSA-P256", "EC", "P-256", 0, true, false},
    {"ECDSA-P384", "EC", "P-384", 0, true, false},
    {"Ed25519", "ED25519", nullptr, 0, true, false},
    {"ECDH-P256", "EC", "P-256", 0, false, true},
    {"ECDH-Curve25519", "X25519", nullptr, 0, false, true},
};

const AlgorithmSpec *spec(const QString &name)
{
    for (const AlgorithmSpec &s : kSpecs) {
        if (name == QLatin1String(s.name)) {
            return &s;
        }
    }
    return nullptr;
}

EVP_PKEY *generate(const AlgorithmSpec &s)
{
    if (s.bits) {
        return EVP_PKEY_Q_keygen(nullptr, nullptr, s.type, s.bits);
    }
    if (s.curve) {
        return EVP_PKEY_Q_keygen(nullptr, nullptr, s.type, s.curve);
    }
    return EVP_PKEY_Q_keygen(nullptr, nullptr, s.type);
}

} // namespace

CpuBaselineRunner::CpuBaselineRunner(QString algorithm, OperationKind operation)
    : m_algorithm(std::move(algorithm))
    , m_operation(operation)
{}

CpuBaselineRunner::~CpuBaselineRunner()
{
    teardown();
}

QStringList CpuBaselineRunner::algorithms()
{
    QStringList out;
    for (const AlgorithmSpec &s : kSpecs) {
        out << QLatin1String(s.name);
    }
    return out;
}

bool CpuBaselineRunner::supports(const QString &algorithm, OperationKind op)
{
    const AlgorithmSpec *s = spec(algorithm);
    if (!s) {
        return false;
    }
    switch (op) {
    case OperationKind::Sign:
    case OperationKind::Authenticate:
        return s->canSign;
    case OperationKind::Decrypt:
        return s->canDecrypt;
    case OperationKind::KeyGeneration:
        return true;
    case OperationKind::PinVerify:
        return false;
    }
    return false;
}

Status CpuBaselineRunner::fail(const char *what) const
{
    const unsigned long code = ERR_get_error();
    char text[256] = {};
    ERR_error_string_n(code, text, sizeof text);
    ERR_clear_error();
    return Error::make(ErrorDomain::OpenSsl, qint64(code), ErrorKind::Internal, QLatin1String(what),
                       QString::fromUtf8(text));
}

Status CpuBaselineRunner::setup()
{
    const AlgorithmSpec *s = spec(m_algorithm);
    if (!s || !supports(m_algorithm, m_operation)) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported,
                           QStringLiteral("CPU baseline"),
                           m_algorithm + QLatin1Char('/') + toString(m_operation));
    }
    m_hash.fill(0x5a);
    if (m_operation == OperationKind::KeyGeneration) {
        m_ctx = EVP_PKEY_CTX_new_from_name(nullptr, s->type, nullptr);
        if (!m_ctx || EVP_PKEY_keygen_init(m_ctx) <= 0) {
            return fail("EVP_PKEY_keygen_init");
        }
        if (s->bits && EVP_PKEY_CTX_set_rsa_keygen_bits(m_ctx, int(s->bits)) <= 0) {
            return fail("EVP_PKEY_CTX_set_rsa_keygen_bits");
        }
        if (s->curve && EVP_PKEY_CTX_set_group_name(m_ctx, s->curve) <= 0) {
            return fail("EVP_PKEY_CTX_set_group_name");
        }
        return {};
    }
    m_key = generate(*s);
    if (!m_key) {
        return fail("EVP_PKEY_Q_keygen");
    }
    if (m_operation == OperationKind::Sign || m_operation == OperationKind::Authenticate) {
        if (qstrcmp(s->type, "ED25519") == 0) {
            m_oneShotSign = true; // EdDSA signs messages, through EVP_DigestSign
            return {};
        }
        m_ctx = EVP_PKEY_CTX_new(m_key, nullptr);
        if (!m_ctx || EVP_PKEY_sign_init(m_ctx) <= 0) {
            return fail("EVP_PKEY_sign_init");
        }
        if (s->bits && (EVP_PKEY_CTX_set_rsa_padding(m_ctx, RSA_PKCS1_PADDING) <= 0 ||
                        EVP_PKEY_CTX_set_signature_md(m_ctx, EVP_sha256()) <= 0)) {
            return fail("EVP_PKEY_CTX_set_rsa_padding");
        }
        return {};
    }
    // Decrypt: RSA PKCS#1 v1.5 of a 32-byte session key, or key agreement
    // with a peer key, as OpenPGP decryption does.
    if (s->bits) {
        EVP_PKEY_CTX *enc = EVP_PKEY_CTX_new(m_key, nullptr);
        size_t len = m_input.size();
        const bool ok =
            enc && EVP_PKEY_encrypt_init(enc) > 0 &&
            EVP_PKEY_CTX_set_rsa_padding(enc, RSA_PKCS1_PADDING) > 0 &&
            EVP_PKEY_encrypt(enc, m_input.data(), &len, m_hash.data(), m_hash.size()) > 0;
        EVP_PKEY_CTX_free(enc);
        if (!ok) {
            return fail("EVP_PKEY_encrypt");
        }
        m_inputLength = len;
        m_ctx = EVP_PKEY_CTX_new(m_key, nullptr);
        if (!m_ctx || EVP_PKEY_decrypt_init(m_ctx) <= 0 ||
            EVP_PKEY_CTX_set_rsa_padding(m_ctx, RSA_PKCS1_PADDING) <= 0) {
            return fail("EVP_PKEY_decrypt_init");
        }
        return {};
    }
    m_peer = generate(*s);
    m_ctx = EVP_PKEY_CTX_new(m_key, nullptr);
    if (!m_peer || !m_ctx || EVP_PKEY_derive_init(m_ctx) <= 0 ||
        EVP_PKEY_derive_set_peer(m_ctx, m_peer) <= 0) {
        return fail("EVP_PKEY_derive_init");
    }
    return {};
}

Status CpuBaselineRunner::runOnce()
{
    size_t len = m_output.size();
    switch (m_operation) {
    case OperationKind::Sign:
    case OperationKind::Authenticate:
        if (m_oneShotSign) {
            EVP_MD_CTX *md = EVP_MD_CTX_new();
            const bool ok =
                md && EVP_DigestSignInit(md, nullptr, nullptr, nullptr, m_key) > 0 &&
                EVP_DigestSign(md, m_output.data(), &len, m_hash.data(), m_hash.size()) > 0;
            EVP_MD_CTX_free(md);
            return ok ? Status() : fail("EVP_DigestSign");
        }
        return EVP_PKEY_sign(m_ctx, m_output.data(), &len, m_hash.data(), m_hash.size()) > 0
                   ? Status()
                   : fail("EVP_PKEY_sign");
    case OperationKind::Decrypt:
        if (m_inputLength > 0) {
            return EVP_PKEY_decrypt(m_ctx, m_output.data(), &len, m_input.data(), m_inputLength) > 0
                       ? Status()
                       : fail("EVP_PKEY_decrypt");
        }
        return EVP_PKEY_derive(m_ctx, m_output.data(), &len) > 0 ? Status()
                                                                 : fail("EVP_PKEY_derive");
    case OperationKind::KeyGeneration: {
        EVP_PKEY *k = nullptr;
        const bool ok = EVP_PKEY_keygen(m_ctx, &k) > 0;
        EVP_PKEY_free(k);
        return ok ? Status() : fail("EVP_PKEY_keygen");
    }
    case OperationKind::PinVerify:
        break;
    }
    return Error::internal(QStringLiteral("CPU baseline"), QStringLiteral("operation"));
}

void CpuBaselineRunner::teardown()
{
    EVP_PKEY_CTX_free(m_ctx);
    EVP_PKEY_free(m_key);
    EVP_PKEY_free(m_peer);
    m_ctx = nullptr;
    m_key = nullptr;
    m_peer = nullptr;
}

RunnerFactory CpuBaselineRunner::factory(const QString &algorithm, OperationKind operation)
{
    return [algorithm, operation](int) {
        return std::make_unique<CpuBaselineRunner>(algorithm, operation);
    };
}

} // namespace keyward::bench
