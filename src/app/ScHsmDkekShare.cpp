// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkekShare.h"

#include "core/SafeFile.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <openssl/evp.h>
#include <openssl/md5.h>
#include <openssl/rand.h>
#include <openssl/sha.h>

#include <cstring>
#include <memory>

namespace keyward::app::DkekShare {

namespace {

const char kMagic[] = "Salted__";

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::DkekShare)
};

/// Key (32) and IV (16) as sc-hsm-tool derives them; wiped by the caller.
struct KeyIv
{
    unsigned char key[EVP_MAX_KEY_LENGTH] = {};
    unsigned char iv[EVP_MAX_IV_LENGTH] = {};
    ~KeyIv()
    {
        explicit_bzero(key, sizeof key);
        explicit_bzero(iv, sizeof iv);
    }
};

/// EVP_BytesToKey(AES-256-CBC, MD5, salt, password, iterations), the same bytes:
/// D_i = MD5^iterations(D_(i-1) || password || salt), key || IV = D_1 || D_2 || D_3.
/// Written with OpenSSL's MD5 functions because EVP's digest interface costs some five times
/// more per round, and the 30,000,000 rounds of a share are all of its wait (4 s instead of
/// 20 s on a busy two-core machine). DkekShareTest compares it with EVP_BytesToKey.
bool derive(const QByteArray &salt, const pkcs11::SecretBytes &password, int iterations, KeyIv &out)
{
    if (iterations < 1 || salt.size() != 8) {
        return false;
    }
    unsigned char block[MD5_DIGEST_LENGTH] = {};
    unsigned char bytes[3 * MD5_DIGEST_LENGTH] = {};
    MD5_CTX ctx;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    for (int i = 0; i < 3; ++i) {
        MD5_Init(&ctx);
        if (i > 0) {
            MD5_Update(&ctx, block, sizeof block);
        }
        MD5_Update(&ctx, password.data(), password.size());
        MD5_Update(&ctx, salt.constData(), 8);
        MD5_Final(block, &ctx);
        for (int round = 1; round < iterations; ++round) {
            MD5(block, sizeof block, block);
        }
        std::memcpy(bytes + i * MD5_DIGEST_LENGTH, block, MD5_DIGEST_LENGTH);
    }
#pragma GCC diagnostic pop
    std::memcpy(out.key, bytes, 32);
    std::memcpy(out.iv, bytes + 32, 16);
    explicit_bzero(block, sizeof block);
    explicit_bzero(bytes, sizeof bytes);
    explicit_bzero(&ctx, sizeof ctx);
    return true;
}

using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

} // namespace

Result<QByteArray> encrypt(const pkcs11::SecretBytes &share, const QByteArray &salt,
                           const pkcs11::SecretBytes &password, int iterations)
{
    const QString op = Text::tr("Creating the DKEK share");
    if (share.size() != kShareSize || salt.size() != 8) {
        return Error::internal(op, QStringLiteral("share or salt of the wrong size"));
    }
    KeyIv k;
    if (!derive(salt, password, iterations, k)) {
        return Error::internal(op, QStringLiteral("EVP_BytesToKey failed"));
    }
    QByteArray file(kMagic, 8);
    file += salt;
    file.resize(kFileSize);
    auto *out = reinterpret_cast<unsigned char *>(file.data()) + 16;
    int n = 0;
    int last = 0;
    CipherCtx ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
    if (!ctx || !EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_cbc(), nullptr, k.key, k.iv) ||
        !EVP_EncryptUpdate(ctx.get(), out, &n, share.data(), kShareSize) ||
        !EVP_EncryptFinal_ex(ctx.get(), out + n, &last) || n + last != kFileSize - 16) {
        return Error::internal(op, QStringLiteral("AES-256-CBC failed"));
    }
    return file;
}

Result<QByteArray> create(const pkcs11::SecretBytes &password, QString *kcv, int iterations)
{
    QByteArray share(kShareSize, '\0');
    QByteArray salt(8, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char *>(share.data()), kShareSize) != 1 ||
        RAND_bytes(reinterpret_cast<unsigned char *>(salt.data()), 8) != 1) {
        pkcs11::wipe(share);
        return Error::internal(Text::tr("Creating the DKEK share"),
                               QStringLiteral("RAND_bytes failed"));
    }
    const pkcs11::SecretBytes secret = pkcs11::SecretBytes::take(share);
    if (kcv) {
        *kcv = keyCheckValue(secret);
    }
    return encrypt(secret, salt, password, iterations);
}

Result<pkcs11::SecretBytes> decrypt(const QByteArray &file, const pkcs11::SecretBytes &password,
                                    int iterations)
{
    const QString op = Text::tr("Reading the DKEK share");
    if (file.size() != kFileSize || !file.startsWith(QByteArray(kMagic, 8))) {
        return Error::invalidInput(
            op, Text::tr("the file is not a DKEK share as sc-hsm-tool writes it (64 bytes starting "
                         "with \"Salted__\"), or it is truncated"));
    }
    KeyIv k;
    if (!derive(file.mid(8, 8), password, iterations, k)) {
        return Error::internal(op, QStringLiteral("EVP_BytesToKey failed"));
    }
    QByteArray plain(kFileSize, '\0');
    const auto wipePlain = qScopeGuard([&plain] { pkcs11::wipe(plain); });
    auto *out = reinterpret_cast<unsigned char *>(plain.data());
    int n = 0;
    int last = 0;
    CipherCtx ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
    const auto *in = reinterpret_cast<const unsigned char *>(file.constData()) + 16;
    if (!ctx || !EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_cbc(), nullptr, k.key, k.iv) ||
        !EVP_DecryptUpdate(ctx.get(), out, &n, in, kFileSize - 16) ||
        !EVP_DecryptFinal_ex(ctx.get(), out + n, &last) || n + last != kShareSize) {
        return Error::make(ErrorDomain::Keyward, 0, ErrorKind::WrongPin, op,
                           Text::tr("The password does not open the DKEK share (or the file is "
                                    "damaged); nothing was sent to the device."));
    }
    return pkcs11::SecretBytes::fromUtf8(plain.constData(), kShareSize);
}

QString keyCheckValue(const pkcs11::SecretBytes &share)
{
    unsigned char digest[SHA256_DIGEST_LENGTH];
    SHA256(share.data(), size_t(share.size()), digest);
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(digest), 8).toHex().toUpper());
}

Status write(const QString &path, const QByteArray &file)
{
    return SafeFile::writeExclusive(path, file);
}

Result<QByteArray> read(const QString &path)
{
    return SafeFile::readBounded(path, kFileSize * 4, Text::tr("the DKEK share file"));
}

} // namespace keyward::app::DkekShare
