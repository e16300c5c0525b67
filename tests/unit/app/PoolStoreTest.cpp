// SPDX-License-Identifier: GPL-3.0-or-later
// The pool store: keyed by token serial and key-encryption key, oldest key
// first, drained per token, file 0600.
#include "app/PoolStore.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace keyward;

class PoolStoreTest : public QObject
{
    Q_OBJECT

    static pkcs11::WrappedKey key(const QString &type, char tag)
    {
        pkcs11::WrappedKey k;
        k.keyType = type;
        k.ckKeyType = type.startsWith(QLatin1String("rsa")) ? CKK_RSA : CKK_EC;
        k.bits = 2048;
        k.publicKeyDer = QByteArray(8, tag);
        k.blob = QByteArray(40, tag);
        return k;
    }

private Q_SLOTS:
    void keyedBySerialAndKek()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/keypool.sqlite"));
        app::PoolStore store(path);
        QVERIFY(store.open());
        const QByteArray kekA("A"), kekB("B");
        QVERIFY(store.add(QStringLiteral("s1"), kekA,
                          {key(QStringLiteral("rsa2048"), '1'), key(QStringLiteral("rsa2048"), '2'),
                           key(QStringLiteral("p256"), '3')}));
        QVERIFY(store.add(QStringLiteral("s1"), kekB, {key(QStringLiteral("rsa2048"), '4')}));
        QVERIFY(store.add(QStringLiteral("s2"), kekA, {key(QStringLiteral("rsa2048"), '5')}));

        auto counts = store.counts(QStringLiteral("s1"), kekA);
        QVERIFY(counts);
        QCOMPARE(counts->size(), 2);
        QCOMPARE(counts->at(0).keyType, QStringLiteral("p256"));
        QCOMPARE(counts->at(1).count, 2);
        QCOMPARE(store.countAll(QStringLiteral("s1")).value(), 4); // both keys

        // Oldest first, removed when taken, never another KEK's or token's.
        auto first = store.take(QStringLiteral("s1"), kekA, QStringLiteral("rsa2048"));
        QVERIFY(first && first.value());
        QCOMPARE(first.value()->blob, QByteArray(40, '1'));
        QCOMPARE(first.value()->ckKeyType, CK_KEY_TYPE(CKK_RSA));
        auto second = store.take(QStringLiteral("s1"), kekA, QStringLiteral("rsa2048"));
        QCOMPARE(second.value()->blob, QByteArray(40, '2'));
        auto none = store.take(QStringLiteral("s1"), kekA, QStringLiteral("rsa2048"));
        QVERIFY(none && !none.value());

        QCOMPARE(store.drain(QStringLiteral("s1")).value(), 2);
        QCOMPARE(store.countAll(QStringLiteral("s1")).value(), 0);
        QCOMPARE(store.countAll(QStringLiteral("s2")).value(), 1);

        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
    }
};

QTEST_GUILESS_MAIN(PoolStoreTest)
#include "PoolStoreTest.moc"
