// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentKey.h"

#include "openpgp/StatusParsers.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <iterator>

#include <gcrypt.h>

namespace keyward::openpgp::keytocard {

namespace {

// lupdate files Text::tr() strings under this context, the one the
// runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::keytocard::AgentKey)
};

void initGcrypt()
{
    // Only the keygrip computation is used: no secure memory needed.
    static const bool done = [] {
        gcry_check_version(nullptr);
        gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
        return true;
    }();
    (void)done;
}

/// The value of the list named `token` in `sexp` (its second element), empty when absent.
QByteArray tokenValue(gcry_sexp_t sexp, const char *token)
{
    gcry_sexp_t list = gcry_sexp_find_token(sexp, token, 0);
    if (!list) {
        return {};
    }
    size_t size = 0;
    const char *data = gcry_sexp_nth_data(list, 1, &size);
    QByteArray value = data ? QByteArray(data, static_cast<qsizetype>(size)) : QByteArray();
    gcry_sexp_release(list);
    return value;
}

/// Why libgcrypt must not see this public key, or an empty string when it may. libgcrypt
/// aborts the whole process on some malformed points (an ECC `q` of 65 bytes starting with
/// 0x02 on P-256 ends in "mpi_print failed"), and the key comes from a card, so its shape is
/// checked first, in the list libgcrypt's keygrip reads (the second element of the first
/// "public-key" list): an RSA key has a modulus and an exponent; an ECC key names a curve a
/// card can hold and its point has exactly that curve's length (uncompressed 04 || X || Y for
/// the Weierstrass curves, the native 32/56/57 bytes, optionally after the 0x40 prefix, for
/// the Edwards and Montgomery ones).
QString malformedKey(gcry_sexp_t sexp)
{
    gcry_sexp_t key = gcry_sexp_find_token(sexp, "public-key", 0);
    if (!key) {
        return QStringLiteral("no public-key list");
    }
    gcry_sexp_t algo = gcry_sexp_cadr(key);
    gcry_sexp_release(key);
    if (!algo) {
        return QStringLiteral("no algorithm in the public-key list");
    }
    size_t nameSize = 0;
    const char *nameData = gcry_sexp_nth_data(algo, 0, &nameSize);
    const QByteArray name = nameData ? QByteArray(nameData, qsizetype(nameSize)) : QByteArray();
    const QByteArray curve = tokenValue(algo, "curve");
    const QByteArray q = tokenValue(algo, "q");
    const bool rsaComplete = !tokenValue(algo, "n").isEmpty() && !tokenValue(algo, "e").isEmpty();
    gcry_sexp_release(algo);
    if (name == "rsa") {
        return rsaComplete ? QString() : QStringLiteral("an RSA key without modulus or exponent");
    }
    if (name != "ecc" && name != "ecdsa" && name != "eddsa" && name != "ecdh") {
        return QStringLiteral("neither an RSA nor an ECC key");
    }
    struct Curve
    {
        const char *names[4];
        int coordinate; // bytes of one coordinate
        bool weierstrass;
    };
    static const Curve curves[] = {
        {{"NIST P-256", "nistp256", "1.2.840.10045.3.1.7", nullptr}, 32, true},
        {{"NIST P-384", "nistp384", "1.3.132.0.34", nullptr}, 48, true},
        {{"NIST P-521", "nistp521", "1.3.132.0.35", nullptr}, 66, true},
        {{"brainpoolP256r1", "1.3.36.3.3.2.8.1.1.7", nullptr, nullptr}, 32, true},
        {{"brainpoolP384r1", "1.3.36.3.3.2.8.1.1.11", nullptr, nullptr}, 48, true},
        {{"brainpoolP512r1", "1.3.36.3.3.2.8.1.1.13", nullptr, nullptr}, 64, true},
        {{"secp256k1", "1.3.132.0.10", nullptr, nullptr}, 32, true},
        {{"Ed25519", "1.3.6.1.4.1.11591.15.1", nullptr, nullptr}, 32, false},
        {{"Curve25519", "cv25519", "1.3.6.1.4.1.3029.1.5.1", "X25519"}, 32, false},
        {{"Ed448", "1.3.101.113", nullptr, nullptr}, 57, false},
        {{"X448", "cv448", "1.3.101.111", nullptr}, 56, false},
    };
    for (const Curve &c : curves) {
        if (!std::any_of(std::begin(c.names), std::end(c.names), [&](const char *n) {
                return n && curve.compare(QByteArrayView(n), Qt::CaseInsensitive) == 0;
            })) {
            continue;
        }
        const bool ok = c.weierstrass ? q.size() == 1 + 2 * c.coordinate && q.at(0) == '\x04'
                                      : q.size() == c.coordinate ||
                                            (q.size() == 1 + c.coordinate && q.at(0) == '\x40');
        return ok ? QString()
                  : QStringLiteral("a %1 point of %2 bytes that is not a valid encoding")
                        .arg(QString::fromLatin1(curve))
                        .arg(q.size());
    }
    return curve.isEmpty() ? QStringLiteral("an ECC key without a curve")
                           : QStringLiteral("an ECC key on an unknown curve");
}

} // namespace

std::optional<AgentKeyState> AgentKey::parseKeyInfo(QByteArrayView args)
{
    const QList<QByteArray> w = statusWords(args);
    if (w.size() < 5) {
        return std::nullopt;
    }
    AgentKeyState s;
    const QByteArray type = w[1];
    s.where = type == "D"   ? AgentKeyState::Where::Disk
              : type == "T" ? AgentKeyState::Where::Card
                            : AgentKeyState::Where::Other;
    if (w[2] != "-") {
        s.serial = w[2].toUpper();
    }
    if (w[3] != "-") {
        s.keyRef = w[3];
    }
    s.cached = w[4] == "1";
    s.protectedKey = w.size() < 6 || w[5] != "C";
    return s;
}

Result<AgentKeyState> AgentKey::state(AgentSession &session, const QByteArray &keygrip)
{
    auto r = session.transactNow("KEYINFO " + keygrip, {}, Text::tr("Looking up the secret key"));
    if (!r) {
        if (r.error().is(ErrorKind::NotFound) || r.error().code == GPG_ERR_NO_SECKEY ||
            r.error().code == GPG_ERR_NOT_FOUND) {
            return AgentKeyState{};
        }
        return r.error();
    }
    const auto s = parseKeyInfo(r->first("KEYINFO"));
    return s ? *s : AgentKeyState{};
}

Result<QByteArray> AgentKey::keygripOf(const QByteArray &canonicalSexp)
{
    initGcrypt();
    const QString op = Text::tr("Reading the key back from the card");
    gcry_sexp_t sexp = nullptr;
    gcry_error_t err = gcry_sexp_new(&sexp, canonicalSexp.constData(),
                                     static_cast<size_t>(canonicalSexp.size()), 1);
    if (err) {
        return Error::make(ErrorDomain::Gpg, gcry_err_code(err), ErrorKind::Internal, op,
                           QStringLiteral("unreadable public key: %1")
                               .arg(QString::fromLocal8Bit(gcry_strerror(err))));
    }
    if (const QString why = malformedKey(sexp); !why.isEmpty()) {
        gcry_sexp_release(sexp);
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("the card returned a malformed public key: %1").arg(why));
    }
    unsigned char grip[20];
    const bool ok = gcry_pk_get_keygrip(sexp, grip) != nullptr;
    gcry_sexp_release(sexp);
    if (!ok) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Internal, op,
                           QStringLiteral("no keygrip for the card's public key"));
    }
    return QByteArray(reinterpret_cast<const char *>(grip), 20).toHex().toUpper();
}

Result<QByteArray> AgentKey::cardKeygrip(AgentSession &session, int slot)
{
    auto r = session.transactNow("SCD READKEY OPENPGP." + QByteArray::number(slot), {},
                                 Text::tr("Reading the key back from the card"));
    if (!r) {
        return r.error();
    }
    return keygripOf(r->data);
}

Result<QByteArray> AgentKey::cardFingerprint(AgentSession &session, int slot)
{
    auto r =
        session.transactNow("SCD GETATTR KEY-FPR", {}, Text::tr("Reading the card's fingerprints"));
    if (!r) {
        return r.error();
    }
    for (const QByteArray &raw : r->all("KEY-FPR")) {
        if (auto f = parseKeyFpr(raw); f && f->slot == slot) {
            return f->fingerprint.toUpper();
        }
    }
    return QByteArray();
}

Result<QByteArray> AgentKey::cardSerial(AgentSession &session)
{
    auto r = session.transactNow("SCD SERIALNO", {}, Text::tr("Looking for the card"));
    if (!r) {
        return r.error();
    }
    const QList<QByteArray> w = statusWords(r->first("SERIALNO"));
    if (w.isEmpty()) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NoCard,
                           Text::tr("Looking for the card"));
    }
    return w[0].toUpper();
}

QByteArray AgentKey::isoTime(const QDateTime &utc)
{
    return utc.toUTC().toString(QStringLiteral("yyyyMMdd'T'HHmmss")).toLatin1();
}

QString AgentKey::whereIsKey(AgentSession &session, const QByteArray &keygrip,
                             const QString &backupPath)
{
    QString where;
    auto st = state(session, keygrip);
    if (!st) {
        where = Text::tr("gpg-agent could not be asked where the secret key is now");
    } else if (st->onDisk()) {
        where = Text::tr("The secret key is still in your local keyring");
    } else if (st->onCard()) {
        where = Text::tr("The local keyring points to card %1 for this key")
                    .arg(QString::fromLatin1(st->serial));
    } else {
        where = Text::tr("The local keyring has no secret for this key");
    }
    if (!backupPath.isEmpty()) {
        where += Text::tr("; the verified backup is %1").arg(backupPath);
    }
    return where + QLatin1Char('.');
}

} // namespace keyward::openpgp::keytocard
