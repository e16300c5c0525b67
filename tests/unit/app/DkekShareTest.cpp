// SPDX-License-Identifier: GPL-3.0-or-later
// DKEK share files in sc-hsm-tool's format: a vector made by `openssl enc
// -aes-256-cbc -md md5` (EVP_BytesToKey with one iteration), a round trip,
// a wrong password, a truncated or foreign file, and files never written over.
#include "app/ScHsmDkekShare.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <openssl/evp.h>

using namespace keyward;
using namespace keyward::app;
using keyward::pkcs11::SecretBytes;

namespace {

SecretBytes secret(const QByteArray &bytes)
{
    return SecretBytes::fromUtf8(bytes.constData(), bytes.size());
}

QByteArray bytesOf(const SecretBytes &s)
{
    return QByteArray(s.constData(), s.size());
}

const QByteArray kShare =
    QByteArray::fromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
const QByteArray kSalt = QByteArray::fromHex("0102030405060708");
// openssl enc -aes-256-cbc -md md5 -S 0102030405060708 -pass pass:correct-horse
const QByteArray kFile =
    QByteArray("Salted__") + kSalt +
    QByteArray::fromHex("8c2145332aba4561779364619ed09bd41c5e6b1ef323f32a6b142fa7d9a0d835ab54299b"
                        "a2f56c0e3e947e13e53f19f8");

} // namespace

class DkekShareTest : public QObject
{
    Q_OBJECT

private slots:
    void encryptsAsOpenSslEnc()
    {
        auto file = DkekShare::encrypt(secret(kShare), kSalt, secret("correct-horse"), 1);
        QVERIFY(file);
        QCOMPARE(file->size(), 64);
        QCOMPARE(*file, kFile);
    }

    /// Keyward derives the key and IV with its own MD5 rounds; EVP_BytesToKey is the reference.
    void derivesAsEvpBytesToKeyWithManyIterations()
    {
        const QByteArray password("correct-horse");
        for (int iterations : {2, 1000, 4321}) {
            unsigned char key[32];
            unsigned char iv[16];
            QCOMPARE(EVP_BytesToKey(EVP_aes_256_cbc(), EVP_md5(),
                                    reinterpret_cast<const unsigned char *>(kSalt.constData()),
                                    reinterpret_cast<const unsigned char *>(password.constData()),
                                    int(password.size()), iterations, key, iv),
                     32);
            QByteArray expected(64, '\0');
            auto *out = reinterpret_cast<unsigned char *>(expected.data());
            int n = 0;
            int last = 0;
            EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
            QVERIFY(EVP_EncryptInit_ex(ctx, EVP_aes_256_cbc(), nullptr, key, iv) == 1);
            QVERIFY(EVP_EncryptUpdate(ctx, out, &n,
                                      reinterpret_cast<const unsigned char *>(kShare.constData()),
                                      32) == 1);
            QVERIFY(EVP_EncryptFinal_ex(ctx, out + n, &last) == 1);
            EVP_CIPHER_CTX_free(ctx);
            QCOMPARE(n + last, 48);
            expected.resize(48);
            auto file = DkekShare::encrypt(secret(kShare), kSalt, secret(password), iterations);
            QVERIFY(file);
            QCOMPARE(file->mid(16), expected);
        }
    }

    void decryptsTheVector()
    {
        auto share = DkekShare::decrypt(kFile, secret("correct-horse"), 1);
        QVERIFY(share);
        QCOMPARE(bytesOf(*share), kShare);
        QCOMPARE(DkekShare::keyCheckValue(*share), QStringLiteral("630DCD2966C43366"));
    }

    void roundTripWithRandomShare()
    {
        QString kcv;
        auto file = DkekShare::create(secret("a long password"), &kcv, 1000);
        QVERIFY(file);
        QVERIFY(file->startsWith("Salted__"));
        auto share = DkekShare::decrypt(*file, secret("a long password"), 1000);
        QVERIFY(share);
        QCOMPARE(share->size(), 32);
        QCOMPARE(DkekShare::keyCheckValue(*share), kcv);
        auto other = DkekShare::create(secret("a long password"), nullptr, 1000);
        QVERIFY(other);
        QVERIFY(other->mid(8) != file->mid(8)); // fresh salt and share each time
    }

    void wrongPasswordRefused()
    {
        auto share = DkekShare::decrypt(kFile, secret("correct-horsf"), 1);
        QVERIFY(!share);
        QVERIFY(share.error().detail.contains(QStringLiteral("password")));
        QVERIFY(!DkekShare::decrypt(kFile, secret("correct-horse"), 2));
    }

    void truncatedOrForeignFileRefused()
    {
        QVERIFY(!DkekShare::decrypt(kFile.left(63), secret("correct-horse"), 1));
        QVERIFY(!DkekShare::decrypt(kFile + '\0', secret("correct-horse"), 1));
        QByteArray foreign = kFile;
        foreign[0] = 'X';
        auto r = DkekShare::decrypt(foreign, secret("correct-horse"), 1);
        QVERIFY(!r);
        QVERIFY(r.error().detail.contains(QStringLiteral("Salted__")));
    }

    void neverWrittenOverAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("share.pbe"));
        QVERIFY(DkekShare::write(path, kFile));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kFile);
        QCOMPARE(int(f.permissions() & 0x0077), 0); // nobody else may read it
        QVERIFY(!DkekShare::write(path, QByteArray(64, 'x')));
        auto again = DkekShare::read(path);
        QVERIFY(again);
        QCOMPARE(*again, kFile);
    }
};

QTEST_GUILESS_MAIN(DkekShareTest)
#include "DkekShareTest.moc"
