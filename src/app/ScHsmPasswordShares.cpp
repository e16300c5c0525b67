// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmPasswordShares.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <openssl/bn.h>
#include <openssl/rand.h>

#include <cctype>
#include <memory>
#include <vector>

namespace keyward::app::PasswordShares {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::PasswordShares)
};

struct BnFree
{
    void operator()(BIGNUM *b) const { BN_clear_free(b); }
};
using Bn = std::unique_ptr<BIGNUM, BnFree>;
using BnCtx = std::unique_ptr<BN_CTX, decltype(&BN_CTX_free)>;

Bn newBn()
{
    return Bn(BN_secure_new());
}

Bn fromBytes(const unsigned char *data, qsizetype size)
{
    Bn b = newBn();
    if (b && !BN_bin2bn(data, int(size), b.get())) {
        b.reset();
    }
    return b;
}

/// Big-endian bytes, `pad` wide when given (left-padded with zeros).
QByteArray toBytes(const BIGNUM *b, int pad = 0)
{
    QByteArray out(pad > 0 ? pad : BN_num_bytes(b), '\0');
    auto *p = reinterpret_cast<unsigned char *>(out.data());
    if (pad > 0) {
        BN_bn2binpad(b, p, pad);
    } else {
        BN_bn2bin(b, p);
    }
    return out;
}

QString operation()
{
    return Text::tr("Reading the password shares");
}

/// sc-hsm-tool's hexadecimal: lower-case byte pairs joined by colons.
QByteArray colonHex(const QByteArray &bytes)
{
    QByteArray out;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (i > 0) {
            out += ':';
        }
        out += QByteArray(1, bytes.at(i)).toHex();
    }
    return out;
}

/// Hexadecimal with optional colons or spaces between bytes; empty on anything else.
QByteArray fromColonHex(const QByteArray &text)
{
    QByteArray digits;
    for (const char c : text) {
        if (c == ':' || c == ' ' || c == '\t') {
            continue;
        }
        if (!std::isxdigit(static_cast<unsigned char>(c))) {
            pkcs11::wipe(digits);
            return {};
        }
        digits += c;
    }
    if (digits.size() % 2 != 0) {
        digits.prepend('0');
    }
    QByteArray out = QByteArray::fromHex(digits);
    pkcs11::wipe(digits);
    return out;
}

} // namespace

Result<pkcs11::SecretBytes> randomPassword()
{
    QByteArray bytes(kPasswordSize, '\0');
    auto *p = reinterpret_cast<unsigned char *>(bytes.data());
    do {
        if (RAND_priv_bytes(p, kPasswordSize) != 1) {
            pkcs11::wipe(bytes);
            return Error::internal(Text::tr("Creating the DKEK share"),
                                   QStringLiteral("RAND_priv_bytes failed"));
        }
        p[0] &= 0x7F;
    } while (p[0] == 0);
    return pkcs11::SecretBytes::take(bytes);
}

Result<QList<Share>> split(const pkcs11::SecretBytes &secret, int threshold, int total)
{
    const QString op = Text::tr("Splitting the share file's password");
    if (threshold < kMinThreshold || total < kMinTotal || total > kMaxTotal || threshold > total ||
        secret.isEmpty() || secret.size() > kPasswordSize) {
        return Error::internal(op, QStringLiteral("threshold, total or secret out of range"));
    }
    BnCtx ctx(BN_CTX_secure_new(), BN_CTX_free);
    Bn s = fromBytes(secret.data(), secret.size());
    Bn prime(BN_new());
    if (!ctx || !s || !prime ||
        !BN_generate_prime_ex(prime.get(), 64, 1, nullptr, nullptr, nullptr) ||
        BN_ucmp(prime.get(), s.get()) <= 0) {
        return Error::internal(op, QStringLiteral("no prime above the secret"));
    }
    // a(x) = s + a1 x + ... + a(t-1) x^(t-1) mod p, the coefficients random below p.
    std::vector<Bn> poly;
    poly.push_back(std::move(s));
    for (int i = 1; i < threshold; ++i) {
        Bn a = newBn();
        if (!a || !BN_priv_rand_range(a.get(), prime.get())) {
            return Error::internal(op, QStringLiteral("BN_priv_rand_range failed"));
        }
        poly.push_back(std::move(a));
    }
    const QByteArray primeBytes = toBytes(prime.get());
    QList<Share> shares;
    for (int x = 1; x <= total; ++x) {
        // Horner: y = (...(a(t-1) x + a(t-2)) x + ...) x + s mod p.
        Bn y = newBn();
        if (!y || !BN_copy(y.get(), poly.back().get())) {
            return Error::internal(op, QStringLiteral("BN_copy failed"));
        }
        for (int i = threshold - 2; i >= 0; --i) {
            if (!BN_mul_word(y.get(), static_cast<BN_ULONG>(x)) ||
                !BN_mod_add(y.get(), y.get(), poly[size_t(i)].get(), prime.get(), ctx.get())) {
                return Error::internal(op, QStringLiteral("BN arithmetic failed"));
            }
        }
        if (!BN_nnmod(y.get(), y.get(), prime.get(), ctx.get())) {
            return Error::internal(op, QStringLiteral("BN_nnmod failed"));
        }
        QByteArray value = toBytes(y.get());
        shares.append(Share{x, primeBytes, pkcs11::SecretBytes::take(value)});
    }
    return shares;
}

Result<pkcs11::SecretBytes> recover(const QList<Share> &shares)
{
    const QString op = operation();
    if (shares.size() < kMinThreshold) {
        return Error::invalidInput(
            op, Text::tr("A split password needs at least two password shares to be rebuilt; "
                         "nothing was sent to the device."));
    }
    const QByteArray primeBytes = shares.first().prime;
    BnCtx ctx(BN_CTX_secure_new(), BN_CTX_free);
    Bn prime(BN_bin2bn(reinterpret_cast<const unsigned char *>(primeBytes.constData()),
                       int(primeBytes.size()), nullptr));
    if (!ctx || !prime) {
        return Error::internal(op, QStringLiteral("BN allocation failed"));
    }
    for (qsizetype i = 0; i < shares.size(); ++i) {
        const Share &a = shares.at(i);
        if (a.prime != primeBytes) {
            return Error::invalidInput(
                op, Text::tr("The password shares name different primes: they come from different "
                             "splits (or from different DKEK share files), and they cannot "
                             "rebuild one password. Nothing was sent to the device."));
        }
        if (a.id < 1) {
            return Error::invalidInput(
                op, Text::tr("A password share has the ID %1; IDs start at 1. Nothing was sent "
                             "to the device.")
                        .arg(a.id));
        }
        for (qsizetype j = 0; j < i; ++j) {
            if (shares.at(j).id == a.id) {
                return Error::invalidInput(
                    op, Text::tr("Password share %1 is given twice; each share counts once. "
                                 "Nothing was sent to the device.")
                            .arg(a.id));
            }
        }
    }
    // s = sum y_i * prod_{j != i} x_j / (x_j - x_i) mod p
    Bn sum = newBn();
    Bn term = newBn();
    Bn num = newBn();
    Bn den = newBn();
    Bn tmp = newBn();
    if (!sum || !term || !num || !den || !tmp) {
        return Error::internal(op, QStringLiteral("BN allocation failed"));
    }
    BN_zero(sum.get());
    for (const Share &a : shares) {
        Bn y = fromBytes(a.value.data(), a.value.size());
        if (!y || BN_ucmp(y.get(), prime.get()) >= 0) {
            return Error::invalidInput(
                op, Text::tr("The value of password share %1 is not below its prime: the share is "
                             "mistyped or damaged. Nothing was sent to the device.")
                        .arg(a.id));
        }
        BN_one(num.get());
        BN_one(den.get());
        for (const Share &b : shares) {
            if (b.id == a.id) {
                continue;
            }
            if (!BN_mul_word(num.get(), static_cast<BN_ULONG>(b.id)) ||
                !BN_set_word(tmp.get(), static_cast<BN_ULONG>(b.id)) ||
                !BN_sub_word(tmp.get(), static_cast<BN_ULONG>(a.id)) ||
                !BN_mod_mul(den.get(), den.get(), tmp.get(), prime.get(), ctx.get())) {
                return Error::internal(op, QStringLiteral("BN arithmetic failed"));
            }
        }
        if (!BN_nnmod(den.get(), den.get(), prime.get(), ctx.get()) ||
            !BN_mod_inverse(den.get(), den.get(), prime.get(), ctx.get()) ||
            !BN_mod_mul(term.get(), num.get(), den.get(), prime.get(), ctx.get()) ||
            !BN_mod_mul(term.get(), term.get(), y.get(), prime.get(), ctx.get()) ||
            !BN_mod_add(sum.get(), sum.get(), term.get(), prime.get(), ctx.get())) {
            return Error::invalidInput(
                op, Text::tr("The password shares cannot be combined (is the prime mistyped?). "
                             "Nothing was sent to the device."));
        }
    }
    if (BN_num_bytes(sum.get()) > kPasswordSize) {
        return Error::internal(op, QStringLiteral("secret wider than the password"));
    }
    QByteArray out = toBytes(sum.get(), kPasswordSize);
    return pkcs11::SecretBytes::take(out);
}

QByteArray format(const Share &share, int threshold, int total, const QString &shareFile)
{
    QByteArray value(share.value.constData(), share.value.size());
    const auto wipeValue = qScopeGuard([&value] { pkcs11::wipe(value); });
    QByteArray out = "# " +
                     Text::tr("Password share %1 of %2 for the DKEK share file %3; any %4 of the "
                              "%2 shares open it.")
                         .arg(share.id)
                         .arg(total)
                         .arg(shareFile)
                         .arg(threshold)
                         .toUtf8() +
                     '\n';
    out += "Prime       : " + colonHex(share.prime) + '\n';
    out += "Share ID    : " + QByteArray::number(share.id) + '\n';
    QByteArray hex = colonHex(value);
    out += "Share value : " + hex + '\n';
    pkcs11::wipe(hex);
    return out;
}

Result<Share> parse(const QByteArray &text, const QString &what)
{
    const QString op = operation();
    const auto bad = [&](const QString &why) {
        return Error::invalidInput(
            op,
            Text::tr("%1 is not a password share as sc-hsm-tool shows it (the lines \"Prime : "
                     "...\", \"Share ID : ...\" and \"Share value : ...\"): %2. Nothing was sent "
                     "to the device.")
                .arg(what, why));
    };
    Share share;
    bool haveId = false;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0) {
            end = text.size();
        }
        // A view into the secret text; no copy outlives this loop unwiped.
        QByteArray line = text.mid(start, end - start);
        const auto wipeLine = qScopeGuard([&line] { pkcs11::wipe(line); });
        start = end + 1;
        QByteArray trimmed = line.trimmed();
        const bool skip = trimmed.isEmpty() || trimmed.startsWith('#');
        pkcs11::wipe(trimmed);
        if (skip) {
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon < 0) {
            return bad(Text::tr("a line has no \":\""));
        }
        const QByteArray key = line.left(colon).simplified().toLower();
        QByteArray rest = line.mid(colon + 1).trimmed();
        const auto wipeRest = qScopeGuard([&rest] { pkcs11::wipe(rest); });
        if (key == "prime") {
            share.prime = fromColonHex(rest);
            if (share.prime.isEmpty()) {
                return bad(Text::tr("the prime is not hexadecimal"));
            }
        } else if (key == "share id") {
            bool ok = false;
            share.id = rest.toInt(&ok);
            if (!ok || share.id < 1 || share.id > 255) {
                return bad(Text::tr("the share ID is not a number from 1 to 255"));
            }
            haveId = true;
        } else if (key == "share value") {
            QByteArray value = fromColonHex(rest);
            if (value.isEmpty()) {
                return bad(Text::tr("the share value is not hexadecimal"));
            }
            share.value = pkcs11::SecretBytes::take(value);
        } else {
            return bad(Text::tr("a line starts with \"%1\"").arg(QString::fromUtf8(key.left(40))));
        }
    }
    if (share.prime.isEmpty() || !haveId || share.value.isEmpty()) {
        return bad(Text::tr("the prime, the share ID or the share value is missing"));
    }
    // sc-hsm-tool's primes are 64 bits; a leading zero byte typed in changes nothing.
    while (share.prime.size() > 1 && share.prime.at(0) == '\0') {
        share.prime.remove(0, 1);
    }
    return share;
}

} // namespace keyward::app::PasswordShares
