// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenPgpApduRunner.h"

#include "bench/cpu/SoftwareRsa.h"
#include "core/AlgorithmNames.h"
#include "pcsc/PcscError.h"

#include <openssl/evp.h>

#include <optional>

namespace keyward::bench {

namespace {

// Minimal BER-TLV search (OpenPGP card DOs): depth-first for `tag`.
std::optional<QByteArray> findTlv(const QByteArray &data, quint16 tag)
{
    qsizetype i = 0;
    while (i < data.size()) {
        const auto b0 = quint8(data[i]);
        if (b0 == 0x00 || b0 == 0xff) { // padding
            ++i;
            continue;
        }
        quint16 t = b0;
        const bool constructed = (b0 & 0x20) != 0;
        ++i;
        if ((b0 & 0x1f) == 0x1f) {
            if (i >= data.size()) {
                return std::nullopt;
            }
            t = quint16((t << 8) | quint8(data[i++]));
        }
        if (i >= data.size()) {
            return std::nullopt;
        }
        qsizetype len = quint8(data[i++]);
        if (len == 0x81 || len == 0x82) {
            const int n = int(len) - 0x80;
            if (i + n > data.size()) {
                return std::nullopt;
            }
            len = 0;
            for (int k = 0; k < n; ++k) {
                len = (len << 8) | quint8(data[i++]);
            }
        }
        if (i + len > data.size()) {
            return std::nullopt;
        }
        const QByteArray value = data.mid(i, len);
        if (t == tag) {
            return value;
        }
        if (constructed) {
            if (auto inner = findTlv(value, tag)) {
                return inner;
            }
        }
        i += len;
    }
    return std::nullopt;
}

void wipe(QByteArray &b)
{
    // volatile: the compiler must not drop a store to memory freed next.
    volatile char *p = b.data();
    for (qsizetype i = 0; i < b.size(); ++i) {
        p[i] = 0;
    }
    b.clear();
}

QByteArray tlv(quint16 tag, const QByteArray &value)
{
    QByteArray out;
    if (tag > 0xff) {
        out.append(char(tag >> 8));
    }
    out.append(char(tag & 0xff));
    if (value.size() < 0x80) {
        out.append(char(value.size()));
    } else if (value.size() < 0x100) {
        out.append(char(0x81));
        out.append(char(value.size()));
    } else {
        out.append(char(0x82));
        out.append(char(value.size() >> 8));
        out.append(char(value.size() & 0xff));
    }
    return out + value;
}

// An ephemeral public key on the card's ECDH curve, encoded as OpenPGP cards
// take it in PSO:DECIPHER (X25519: 32 bytes; NIST: 04 X Y); empty if unknown.
QByteArray ephemeralPoint(const QByteArray &oid, QString *algorithm)
{
    struct Curve
    {
        const char *oidHex;
        const char *type;
        const char *group;
        const char *name;
    };
    static const Curve curves[] = {
        {"2b060104019755010501", "X25519", nullptr, "ECDH-Curve25519"},
        {"2a8648ce3d030107", "EC", "P-256", "ECDH-P256"},
        {"2b81040022", "EC", "P-384", "ECDH-P384"},
        {"2b81040023", "EC", "P-521", "ECDH-P521"},
    };
    for (const Curve &c : curves) {
        const QByteArray want = QByteArray::fromHex(c.oidHex);
        // The attribute may end with an import-format byte after the OID.
        if (!oid.startsWith(want) || oid.size() > want.size() + 1) {
            continue;
        }
        EVP_PKEY *key = c.group ? EVP_PKEY_Q_keygen(nullptr, nullptr, c.type, c.group)
                                : EVP_PKEY_Q_keygen(nullptr, nullptr, c.type);
        QByteArray point;
        if (key && !c.group) {
            size_t len = 32;
            point.resize(32);
            if (EVP_PKEY_get_raw_public_key(key, reinterpret_cast<unsigned char *>(point.data()),
                                            &len) <= 0) {
                point.clear();
            }
        } else if (key) {
            unsigned char *enc = nullptr;
            const size_t len = EVP_PKEY_get1_encoded_public_key(key, &enc);
            point = QByteArray(reinterpret_cast<const char *>(enc), qsizetype(len));
            OPENSSL_free(enc);
        }
        EVP_PKEY_free(key);
        *algorithm = QLatin1String(c.name);
        return point;
    }
    return {};
}

Error swError(quint16 sw, const QString &what)
{
    ErrorKind kind = ErrorKind::Io;
    if (sw == 0x6982 || sw == 0x6985) {
        kind = ErrorKind::AccessDenied;
    } else if (sw == 0x6983) {
        kind = ErrorKind::PinBlocked;
    } else if ((sw & 0xfff0) == 0x63c0) {
        kind = ErrorKind::WrongPin;
    } else if (sw == 0x6a88 || sw == 0x6a82) {
        kind = ErrorKind::NotFound;
    } else if (sw == 0x6d00 || sw == 0x6e00) {
        kind = ErrorKind::NotSupported;
    }
    Error e = Error::make(ErrorDomain::Keyward, sw, kind, what,
                          QStringLiteral("card status %1").arg(sw, 4, 16, QLatin1Char('0')));
    if ((sw & 0xfff0) == 0x63c0) {
        e.triesLeft = sw & 0x0f;
    }
    return e;
}

} // namespace

OpenPgpApduRunner::OpenPgpApduRunner(OpenPgpApduConfig config)
    : m_config(std::move(config))
    , m_guard(PinGuard::orDefault(m_config.pinGuard))
{}

OpenPgpApduRunner::~OpenPgpApduRunner()
{
    teardown();
}

Status OpenPgpApduRunner::send(const QByteArray &apdu, const QString &what, QByteArray *data)
{
    auto r = m_channel.transmit(apdu);
    if (!r) {
        return r.error();
    }
    if (r->sw != 0x9000) {
        return swError(r->sw, what);
    }
    if (data) {
        *data = r->data;
    }
    return {};
}

int OpenPgpApduRunner::pw1TriesLeft()
{
    QByteArray status;
    if (send(QByteArray::fromHex("00ca00c400"), QStringLiteral("GET DATA C4"), &status) &&
        status.size() >= 7) {
        return quint8(status.at(4));
    }
    // Some cards answer C4 only inside 6E: an empty VERIFY reports the
    // counter as 63Cx without sending a PIN.
    auto r = m_channel.transmit(QByteArray::fromHex("00200081"));
    if (r && (r->sw & 0xfff0) == 0x63c0) {
        return r->sw & 0x0f;
    }
    if (r && r->sw == 0x6983) {
        return 0;
    }
    return -1;
}

Status OpenPgpApduRunner::guardBeforeVerify()
{
    return m_guard->beforeAttempt(pw1TriesLeft(), QStringLiteral("device-time benchmark"));
}

Status OpenPgpApduRunner::verify(quint8 reference)
{
    if (Status g = guardBeforeVerify(); !g) {
        return g;
    }
    m_verifyApdu = QByteArray::fromHex("00200000");
    m_verifyApdu[3] = char(reference);
    m_verifyApdu.append(char(m_config.pin.size()));
    m_verifyApdu.append(m_config.pin);
    Status s = send(m_verifyApdu, QStringLiteral("VERIFY"));
    if (!s && (s.error().code == 0x6982 || (s.error().code & 0xfff0) == 0x63c0 ||
               s.error().code == 0x6983)) {
        // Cards answer a wrong PIN with 6982 or 63Cx: no case of this run
        // sends the PIN again. The counter tells the user how many tries are left.
        m_guard->markRefused();
        Error e = s.error();
        e.kind = s.error().code == 0x6983 ? ErrorKind::PinBlocked : ErrorKind::WrongPin;
        e.triesLeft = pw1TriesLeft();
        if (e.triesLeft == 0) {
            e.kind = ErrorKind::PinBlocked;
        }
        return e;
    }
    return s;
}

Status OpenPgpApduRunner::setup()
{
    if (m_config.pin.isEmpty() || m_config.pin.size() > 127) {
        return Error::invalidInput(QStringLiteral("device-time benchmark"),
                                   QStringLiteral("PW1 missing"));
    }
    if (Status s = m_channel.connect(m_config.reader); !s) {
        return s;
    }
    if (Status s = send(QByteArray::fromHex("00a4040006d27600012401"), QStringLiteral("SELECT"));
        !s) {
        return s;
    }
    QByteArray ard;
    if (Status s = send(QByteArray::fromHex("00ca006e00"), QStringLiteral("GET DATA 6E"), &ard);
        !s) {
        return s;
    }
    const OperationKind op = m_config.operation;
    if (op == OperationKind::PinVerify) {
        m_algorithm = QStringLiteral("PW1");
        // The timed operation is this VERIFY; a wrong PIN must fail here,
        // untimed and once, not burn the retry counter in a loop.
        if (Status s = verify(0x81); !s) {
            return s;
        }
        m_chain = {m_verifyApdu};
        return {};
    }
    if (op == OperationKind::Decrypt) {
        return setupDecrypt(ard);
    }
    if (op != OperationKind::Sign && op != OperationKind::Authenticate) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported,
                           QStringLiteral("device-time benchmark"),
                           QStringLiteral("only sign, decrypt, authenticate and PIN verification"));
    }
    const bool sign = op == OperationKind::Sign;
    // Fingerprints C5: signature, decryption, authentication, 20 bytes each.
    const auto fprs = findTlv(ard, 0xc5);
    const int slot = sign ? 0 : 2;
    // A key generated on the card has no fingerprint until the host writes
    // one, so an empty fingerprint only explains a failing trial below.
    const bool noFingerprint =
        !fprs || fprs->size() < 60 || fprs->mid(slot * 20, 20) == QByteArray(20, '\0');
    const auto attrs = findTlv(ard, sign ? 0xc1 : 0xc3);
    const bool rsa = attrs && !attrs->isEmpty() && quint8(attrs->at(0)) == 0x01;
    // "RSA-2048", "Ed25519", "ECDSA-P256": the names the gpg-agent path gives the same keys.
    const QString gnupgName = attrs ? openPgpKeyAlgorithm(*attrs) : QString();
    m_algorithm = gnupgName.isEmpty() ? QStringLiteral("unknown") : signatureSchemeName(gnupgName);
    // PW status bytes C4: first byte 00 = PW1 valid for one signature only.
    const auto pwStatus = findTlv(ard, 0xc4);
    m_verifyEachTime = sign && (!pwStatus || pwStatus->isEmpty() || pwStatus->at(0) == 0);

    QByteArray input(32, '\x5a'); // a fixed "hash"
    if (rsa) {
        input.prepend(QByteArray::fromHex("3031300d060960864801650304020105000420"));
    }
    QByteArray apdu = QByteArray::fromHex(sign ? "002a9e9a" : "00880000");
    apdu.append(char(input.size()));
    apdu.append(input);
    apdu.append('\0'); // Le: up to 256 bytes, more through 61xx
    m_chain = {apdu};
    if (Status s = verify(sign ? 0x81 : 0x82); !s) {
        return s;
    }
    // One untimed operation: fails here (key, PIN, format) rather than in the loop.
    if (Status s = runOnce(); !s) {
        if (noFingerprint) {
            return Error::make(ErrorDomain::Keyward, s.error().code, ErrorKind::NotFound,
                               QStringLiteral("device-time benchmark"),
                               sign ? QStringLiteral("no signature key on the card")
                                    : QStringLiteral("no authentication key on the card"));
        }
        return s;
    }
    return {};
}

Status OpenPgpApduRunner::setupDecrypt(const QByteArray &ard)
{
    const QString op = QStringLiteral("device-time benchmark");
    const auto attrs = findTlv(ard, 0xc2);
    if (attrs && attrs->size() > 1 && quint8(attrs->at(0)) == 0x12) {
        // ECDH: the card derives the shared secret from an ephemeral public
        // key of the sender: A6 { 7F49 { 86 point } }.
        const QByteArray point = ephemeralPoint(attrs->mid(1), &m_algorithm);
        if (point.isEmpty()) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                               QStringLiteral("ECDH curve of the decryption key"));
        }
        const QByteArray data = tlv(0xa6, tlv(0x7f49, tlv(0x86, point)));
        QByteArray apdu = QByteArray::fromHex("002a8086");
        apdu.append(char(data.size()));
        apdu.append(data);
        apdu.append('\0');
        m_chain = {apdu};
        if (Status v = verify(0x82); !v) {
            return v;
        }
        return runOnce();
    }
    if (!attrs || attrs->size() < 3 || quint8(attrs->at(0)) != 0x01) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
                           QStringLiteral("decryption key is neither RSA nor ECDH"));
    }
    m_algorithm = QStringLiteral("RSA-%1").arg((quint8(attrs->at(1)) << 8) | quint8(attrs->at(2)));
    // Read (not generate: P1 81) the decryption key's public part.
    QByteArray pub;
    Status s =
        send(QByteArray::fromHex("0047810002b80000"), QStringLiteral("READ PUBLIC KEY"), &pub);
    if (!s && s.error().code == 0x6700) { // extended length only
        s = send(QByteArray::fromHex("00478100000002b8000000"), QStringLiteral("READ PUBLIC KEY"),
                 &pub);
    }
    if (!s) {
        if (s.error().code == 0x6a88) {
            return Error::make(ErrorDomain::Keyward, s.error().code, ErrorKind::NotFound, op,
                               QStringLiteral("no decryption key on the card"));
        }
        return s;
    }
    const auto n = findTlv(pub, 0x81);
    const auto e = findTlv(pub, 0x82);
    const QByteArray cryptogram =
        n && e ? rsaEncryptPkcs1(*n, *e, QByteArray(32, '\x5a')) : QByteArray();
    if (cryptogram.isEmpty()) {
        return Error::internal(op, QStringLiteral("cannot encrypt to the card's RSA key"));
    }
    // PSO:DECIPHER data: padding indicator 00, then the cryptogram; split
    // with command chaining (CLA 10) into pieces a short APDU can carry.
    const QByteArray data = QByteArray(1, '\0') + cryptogram;
    m_chain.clear();
    for (qsizetype at = 0; at < data.size(); at += 254) {
        const QByteArray piece = data.mid(at, 254);
        const bool last = at + 254 >= data.size();
        QByteArray apdu = QByteArray::fromHex(last ? "002a8086" : "102a8086");
        apdu.append(char(piece.size()));
        apdu.append(piece);
        if (last) {
            apdu.append('\0');
        }
        m_chain << apdu;
    }
    if (Status v = verify(0x82); !v) {
        return v;
    }
    return runOnce(); // one untimed decryption: fails here, not in the loop
}

Status OpenPgpApduRunner::prepareNext()
{
    if (m_config.operation == OperationKind::PinVerify) {
        // The timed operation is a VERIFY: the counter is read before it, untimed.
        return guardBeforeVerify();
    }
    if (m_verifyEachTime) {
        if (Status g = guardBeforeVerify(); !g) {
            return g;
        }
        Status s = send(m_verifyApdu, QStringLiteral("VERIFY"));
        m_guard->afterAttempt(s);
        return s;
    }
    return {};
}

Status OpenPgpApduRunner::runOnce()
{
    for (const QByteArray &apdu : std::as_const(m_chain)) {
        const qint64 n =
            m_channel.transmitRaw(reinterpret_cast<const quint8 *>(apdu.constData()), apdu.size(),
                                  m_response.data(), qsizetype(m_response.size()));
        if (n < 0) [[unlikely]] {
            return m_channel.lastError();
        }
        const quint16 sw = quint16((m_response[size_t(n - 2)] << 8) | m_response[size_t(n - 1)]);
        if (sw != 0x9000) [[unlikely]] {
            Error e = swError(sw, QStringLiteral("device-time operation"));
            if (m_config.operation == OperationKind::PinVerify) {
                m_guard->afterAttempt(e); // the timed VERIFY was refused
            }
            return e;
        }
    }
    return {};
}

void OpenPgpApduRunner::teardown()
{
    wipe(m_verifyApdu);
    for (QByteArray &apdu : m_chain) {
        wipe(apdu); // holds the PIN for PinVerify
    }
    m_chain.clear();
    wipe(m_config.pin);
    m_channel.disconnect();
}

RunnerFactory OpenPgpApduRunner::factory(const OpenPgpApduConfig &config)
{
    return [config](int) { return std::make_unique<OpenPgpApduRunner>(config); };
}

} // namespace keyward::bench
