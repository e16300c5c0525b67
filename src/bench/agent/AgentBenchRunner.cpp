// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentBenchRunner.h"

#include "CanonicalSexp.h"
#include "bench/cpu/SoftwareRsa.h"
#include "openpgp/GpgError.h"
#include "openpgp/SecureBytes.h"
#include "openpgp/StatusParsers.h"

#include <QCoreApplication>

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <gpg-error.h>

namespace keyward::bench {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::bench::AgentBenchRunner)
};

QString operationName()
{
    return Text::tr("end-to-end benchmark");
}

Error notSupported(const QString &detail)
{
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, operationName(), detail);
}

const unsigned char *bytes(QByteArrayView b)
{
    return reinterpret_cast<const unsigned char *>(b.data());
}

struct Curve
{
    const char *shortName; ///< for algorithm names: "P256", "Curve25519"
    const char *group;     ///< OpenSSL group, nullptr for X25519/Ed25519
};

// scdaemon names curves by their canonical libgcrypt names ("NIST P-256",
// "Curve25519", "Ed25519"); older versions and other tools use aliases.
std::optional<Curve> curveOf(QByteArrayView name)
{
    QByteArray n = name.toByteArray().toLower();
    n.replace(" ", "").replace("-", "");
    if (n == "ed25519") {
        return Curve{"Ed25519", nullptr};
    }
    if (n == "curve25519" || n == "cv25519" || n == "x25519") {
        return Curve{"Curve25519", nullptr};
    }
    if (n == "nistp256" || n == "p256" || n == "prime256v1" || n == "1.2.840.10045.3.1.7") {
        return Curve{"P256", "P-256"};
    }
    if (n == "nistp384" || n == "p384" || n == "secp384r1" || n == "1.3.132.0.34") {
        return Curve{"P384", "P-384"};
    }
    if (n == "nistp521" || n == "p521" || n == "secp521r1" || n == "1.3.132.0.35") {
        return Curve{"P521", "P-521"};
    }
    if (n.startsWith("brainpoolp") && n.endsWith("r1")) {
        // Same encoding as NIST curves (04||X||Y); OpenSSL names them alike.
        static const char *const names[][2] = {{"brainpoolP256r1", "brainpoolP256r1"},
                                               {"brainpoolP384r1", "brainpoolP384r1"},
                                               {"brainpoolP512r1", "brainpoolP512r1"}};
        for (const auto &b : names) {
            if (n == QByteArray(b[0]).toLower()) {
                return Curve{b[0], b[1]};
            }
        }
    }
    if (n == "secp256k1") {
        return Curve{"secp256k1", "secp256k1"};
    }
    return Curve{nullptr, nullptr}; // a curve we can sign with but not encrypt to
}

// ECDH as an OpenPGP sender does it: an ephemeral key pair on the card key's
// curve. Returns the ephemeral public point as scdaemon takes it (0x40-
// prefixed for Curve25519, 04||X||Y for NIST) and the shared secret the card
// must arrive at (X coordinate).
bool ecdhSender(const Curve &curve, QByteArrayView cardPoint, QByteArray *point, QByteArray *shared)
{
    EVP_PKEY *eph = nullptr;
    EVP_PKEY *peer = nullptr;
    bool ok = false;
    if (!curve.group) {
        if (cardPoint.size() == 33 && cardPoint[0] == 0x40) {
            cardPoint = cardPoint.sliced(1);
        }
        eph = EVP_PKEY_Q_keygen(nullptr, nullptr, "X25519");
        peer = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr, bytes(cardPoint),
                                           size_t(cardPoint.size()));
        size_t len = 32;
        point->resize(33);
        (*point)[0] = 0x40;
        ok = eph && peer &&
             EVP_PKEY_get_raw_public_key(eph, reinterpret_cast<unsigned char *>(point->data() + 1),
                                         &len) > 0;
    } else {
        eph = EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", curve.group);
        OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME,
                                                                const_cast<char *>(curve.group), 0),
                               OSSL_PARAM_construct_octet_string(
                                   OSSL_PKEY_PARAM_PUB_KEY, const_cast<char *>(cardPoint.data()),
                                   size_t(cardPoint.size())),
                               OSSL_PARAM_construct_end()};
        EVP_PKEY_CTX *fromData = EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr);
        if (fromData && EVP_PKEY_fromdata_init(fromData) > 0) {
            EVP_PKEY_fromdata(fromData, &peer, EVP_PKEY_PUBLIC_KEY, params);
        }
        EVP_PKEY_CTX_free(fromData);
        unsigned char *enc = nullptr;
        const size_t len = eph ? EVP_PKEY_get1_encoded_public_key(eph, &enc) : 0;
        *point = QByteArray(reinterpret_cast<const char *>(enc), qsizetype(len));
        OPENSSL_free(enc);
        ok = eph && peer && len > 0;
    }
    EVP_PKEY_CTX *derive = ok ? EVP_PKEY_CTX_new(eph, nullptr) : nullptr;
    size_t secretLength = 0;
    ok = derive && EVP_PKEY_derive_init(derive) > 0 && EVP_PKEY_derive_set_peer(derive, peer) > 0 &&
         EVP_PKEY_derive(derive, nullptr, &secretLength) > 0;
    if (ok) {
        shared->resize(qsizetype(secretLength));
        ok = EVP_PKEY_derive(derive, reinterpret_cast<unsigned char *>(shared->data()),
                             &secretLength) > 0;
    }
    EVP_PKEY_CTX_free(derive);
    EVP_PKEY_free(peer);
    EVP_PKEY_free(eph);
    return ok;
}

int rsaBits(QByteArrayView n)
{
    while (!n.isEmpty() && n[0] == 0) {
        n = n.sliced(1);
    }
    if (n.isEmpty()) {
        return 0;
    }
    int bits = int(n.size()) * 8;
    for (auto top = quint8(n[0]); !(top & 0x80); top = quint8(top << 1)) {
        --bits;
    }
    return bits;
}

} // namespace

AgentBenchRunner::AgentBenchRunner(AgentBenchConfig config)
    : m_config(std::move(config))
    , m_guard(PinGuard::orDefault(m_config.pinGuard))
{}

AgentBenchRunner::~AgentBenchRunner()
{
    teardown();
}

Status AgentBenchRunner::setup()
{
    const QString op = operationName();
    switch (m_config.operation) {
    case OperationKind::Sign:
        m_keyref = QStringLiteral("OPENPGP.1");
        break;
    case OperationKind::Decrypt:
        m_keyref = QStringLiteral("OPENPGP.2");
        break;
    case OperationKind::Authenticate:
        m_keyref = QStringLiteral("OPENPGP.3");
        break;
    default:
        return notSupported(Text::tr("only sign, decrypt and authenticate go through gpg-agent"));
    }
    if (m_config.key.startsWith(QLatin1String("OPENPGP."))) {
        m_keyref = m_config.key;
    }
    if (Status st = m_agent.open(m_config.socket, op); !st) {
        return st;
    }
    if (auto serial = m_agent.scdCommand("SCD SERIALNO", op); !serial) {
        return serial.error();
    }
    if (Status st = findKey(); !st) {
        return st;
    }
    auto pub = m_agent.command("SCD READKEY " + m_keyref.toLatin1(), op);
    if (!pub) {
        return pub.error();
    }
    const QByteArray publicKey = pub->data;
    Status st = m_config.operation == OperationKind::Decrypt ? prepareDecrypt(publicKey)
                                                             : prepareSign(publicKey);
    if (!st) {
        return st;
    }
    if (!m_config.pin.isEmpty()) {
        if (Status g = guardBeforePin(); !g) {
            return g;
        }
    }
    m_agent.setInquiryAnswers(m_ciphertext, m_config.pin);
    // One untimed operation: the PIN is verified here (a wrong one fails
    // once, here, rather than in the loop) and the result checked.
    if (Status first = runOnce(); !first) {
        m_guard->afterAttempt(first);
        return first;
    }
    return prepareNext();
}

int AgentBenchRunner::pw1TriesLeft()
{
    auto chv = m_agent.command("SCD GETATTR CHV-STATUS", operationName());
    if (!chv) {
        return -1;
    }
    const auto status = openpgp::parseChvStatus(chv->first("CHV-STATUS"));
    return status ? status->triesLeft[0] : -1;
}

Status AgentBenchRunner::guardBeforePin()
{
    return m_guard->beforeAttempt(pw1TriesLeft(), operationName());
}

Status AgentBenchRunner::findKey()
{
    const QString op = operationName();
    auto learn = m_agent.command("SCD LEARN --force", op);
    if (!learn) {
        return learn.error();
    }
    const bool byGrip =
        m_config.key.size() == 40 && !m_config.key.startsWith(QLatin1String("OPENPGP."));
    for (const auto &line : std::as_const(learn->status)) {
        if (line.first != "KEYPAIRINFO") {
            continue;
        }
        const QList<QByteArray> words = openpgp::statusWords(line.second);
        if (words.size() < 2) {
            continue;
        }
        const QString grip = QString::fromLatin1(words[0]).toUpper();
        const QString ref = QString::fromLatin1(words[1]);
        if (byGrip ? grip == m_config.key.toUpper() : ref == m_keyref) {
            m_keygrip = grip;
            m_keyref = ref;
        }
    }
    if (m_keygrip.isEmpty()) {
        // A missing key, not a missing card (scdaemon's "Missing item in object").
        Error e =
            Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                        byGrip ? Text::tr("no key with keygrip %1 on the card").arg(m_config.key)
                               : Text::tr("no key in %1 on the card").arg(m_keyref));
        e.failure = byGrip ? Text::tr("The card holds no key with keygrip %2 to measure (%1).")
                                 .arg(QStringLiteral("%1"), m_config.key)
                           : Text::tr("The card holds no key in %2 to measure (%1); generate one "
                                      "or move one to the card first.")
                                 .arg(QStringLiteral("%1"), m_keyref);
        return e;
    }
    const QByteArray keyinfo = "KEYINFO " + m_keygrip.toLatin1();
    auto info = m_agent.command(keyinfo, op);
    if (!info && info.error().kind == ErrorKind::NotFound) {
        // The agent has no stub for this card key yet (a key generated
        // outside gpg): LEARN writes the shadowed keys for the card's keys.
        if (auto learned = m_agent.command("LEARN", op); !learned) {
            return learned.error();
        }
        info = m_agent.command(keyinfo, op);
    }
    if (!info) {
        return info.error();
    }
    // "S KEYINFO <grip> <type> <serial> <idstr> ...": T = on a smartcard.
    const QList<QByteArray> words = openpgp::statusWords(info->first("KEYINFO"));
    if (words.size() < 2 || words[1] != "T") {
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
            Text::tr("gpg-agent holds key %1 on disk, not on the card").arg(m_keygrip));
    }
    return {};
}

Status AgentBenchRunner::prepareSign(QByteArrayView publicKey)
{
    if (auto n = sexp::valueOf(publicKey, "n")) {
        m_algorithm = QStringLiteral("RSA-%1").arg(rsaBits(*n));
    } else if (auto curve = sexp::valueOf(publicKey, "curve")) {
        const auto c = curveOf(*curve);
        const QString name = c && c->shortName ? QLatin1String(c->shortName)
                                               : QString::fromLatin1(curve->toByteArray());
        m_algorithm = name == QLatin1String("Ed25519") ? name : QStringLiteral("ECDSA-") + name;
    } else {
        return notSupported(Text::tr("public key of %1 not understood").arg(m_keyref));
    }
    m_keyLine = "SIGKEY " + m_keygrip.toLatin1();
    m_hashLine = "SETHASH --hash=sha256 " + QByteArray(32, '\x5a').toHex().toUpper();
    m_opLine = "PKSIGN";
    return {};
}

Status AgentBenchRunner::prepareDecrypt(QByteArrayView publicKey)
{
    m_keyLine = "SETKEY " + m_keygrip.toLatin1();
    m_hashLine.clear();
    m_opLine = "PKDECRYPT";
    m_ciphertext = "(7:enc-val(";
    if (auto n = sexp::valueOf(publicKey, "n")) {
        const auto e = sexp::valueOf(publicKey, "e");
        m_algorithm = QStringLiteral("RSA-%1").arg(rsaBits(*n));
        m_expected.resize(32);
        if (RAND_bytes(reinterpret_cast<unsigned char *>(m_expected.data()), 32) != 1 || !e) {
            return Error::internal(operationName(), QStringLiteral("RAND_bytes"));
        }
        QByteArray cryptogram = rsaEncryptPkcs1(*n, *e, m_expected);
        if (cryptogram.isEmpty()) {
            return Error::internal(operationName(),
                                   Text::tr("cannot encrypt to the card's RSA key"));
        }
        m_ciphertext += "3:rsa(1:a";
        sexp::appendAtom(m_ciphertext, cryptogram);
        m_ciphertext += ")))";
        return {};
    }
    const auto curveName = sexp::valueOf(publicKey, "curve");
    const auto q = sexp::valueOf(publicKey, "q");
    const auto curve = curveName ? curveOf(*curveName) : std::nullopt;
    if (!curve || !curve->shortName || !q || qstrcmp(curve->shortName, "Ed25519") == 0) {
        return notSupported(
            Text::tr("decryption key on curve %1")
                .arg(curveName ? QString::fromLatin1(curveName->toByteArray()) : QString()));
    }
    m_algorithm = QStringLiteral("ECDH-") + QLatin1String(curve->shortName);
    QByteArray point;
    if (!ecdhSender(*curve, *q, &point, &m_expected)) {
        return Error::internal(operationName(),
                               Text::tr("cannot make an ECDH key on the card's curve"));
    }
    // gpg also sends the wrapped session key ("s"); the card needs only "e".
    m_ciphertext += "4:ecdh(1:e";
    sexp::appendAtom(m_ciphertext, point);
    m_ciphertext += ")))";
    return {};
}

Status AgentBenchRunner::checkResult()
{
    const QByteArrayView data = m_agent.data();
    if (m_config.operation != OperationKind::Decrypt) {
        const auto s = sexp::valueOf(data, "s");
        if (data.startsWith("(7:sig-val") && s && !s->isEmpty()) {
            return {};
        }
        return Error::internal(operationName(), Text::tr("gpg-agent returned no signature"));
    }
    const auto value = sexp::valueOf(data, "value");
    const QByteArrayView want(m_expected);
    // RSA: the session key (with its 00 separator if scdaemon kept the
    // padding); ECDH: the X coordinate, alone, 0x40-prefixed or as 04||X||Y.
    const bool ok =
        value && (*value == want ||
                  (value->size() > want.size() && value->endsWith(want) &&
                   (*value)[value->size() - want.size() - 1] == 0) ||
                  (value->size() == want.size() + 1 && value->endsWith(want)) ||
                  (value->size() == 2 * want.size() + 1 && value->sliced(1).startsWith(want)));
    if (!ok) {
        return Error::internal(operationName(),
                               Text::tr("the decrypted value differs from what was encrypted"));
    }
    return {};
}

Status AgentBenchRunner::prepareNext()
{
    if (m_pending) {
        m_pending = false;
        if (Status checked = checkResult(); !checked) { // before any command replaces the data
            return checked;
        }
    }
    if (m_pinAsked && !m_config.pin.isEmpty()) {
        // forcesig: the next signature asks for the PIN again.
        return guardBeforePin();
    }
    return {};
}

Status AgentBenchRunner::runOnce()
{
    if (const unsigned int code = m_agent.transact(m_keyLine.constData())) [[unlikely]] {
        return operationError(code);
    }
    if (!m_hashLine.isEmpty()) {
        if (const unsigned int code = m_agent.transact(m_hashLine.constData())) [[unlikely]] {
            return operationError(code);
        }
    }
    const unsigned int code = m_agent.transact(m_opLine.constData());
    m_pinAsked = m_agent.pinInquiries() > 0;
    if (code) [[unlikely]] {
        Error e = operationError(code);
        m_guard->afterAttempt(e);
        return e;
    }
    m_pending = true;
    return {};
}

Error AgentBenchRunner::operationError(unsigned int code)
{
    Error e = openpgp::gpgError(gpg_err_code_t(code), operationName(),
                                QString::fromLatin1(m_opLine) + QLatin1String(": ") +
                                    QString::fromUtf8(gpg_strerror(code)));
    if (m_agent.refusedInquiry()) {
        if (m_agent.pinInquiries() > 1) {
            e.kind = ErrorKind::WrongPin; // the agent asked again: the PIN was refused
        } else if (m_config.pin.isEmpty()) {
            e = Error::invalidInput(operationName(), Text::tr("the card asks for the user PIN"));
            return e;
        } else {
            e.detail = Text::tr("gpg-agent made an unexpected inquiry");
        }
    }
    if (e.kind == ErrorKind::WrongPin) {
        // The retry counter, so the user sees how many tries are left.
        if (auto chv = m_agent.command("SCD GETATTR CHV-STATUS", operationName())) {
            if (auto status = openpgp::parseChvStatus(chv->first("CHV-STATUS"))) {
                e.triesLeft = status->triesLeft[0];
            }
        }
    }
    return e;
}

void AgentBenchRunner::teardown()
{
    m_agent.setInquiryAnswers({}, {});
    m_agent.close();
    openpgp::wipe(m_config.pin);
    m_pending = false;
}

RunnerFactory AgentBenchRunner::factory(const AgentBenchConfig &config)
{
    return [config](int) { return std::make_unique<AgentBenchRunner>(config); };
}

} // namespace keyward::bench
