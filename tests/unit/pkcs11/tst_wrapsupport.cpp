// SPDX-License-Identifier: GPL-3.0-or-later
// Key pool support from a token's mechanism list, and the pool's key types.
#include "pkcs11/KeyPool.h"
#include "pkcs11/WrapSupport.h"

#include <QTest>

using namespace keyward::pkcs11;

class TestWrapSupport : public QObject
{
    Q_OBJECT

    static MechanismInfo mech(CK_MECHANISM_TYPE t, CK_FLAGS flags, quint64 maxKey = 32)
    {
        MechanismInfo m;
        m.type = t;
        m.flags = flags;
        m.minKeySize = 16;
        m.maxKeySize = maxKey;
        return m;
    }

private Q_SLOTS:
    void padPreferredOverPlainWrap()
    {
        const QList<MechanismInfo> list{mech(CKM_AES_KEY_GEN, CKF_GENERATE),
                                        mech(CKM_AES_KEY_WRAP, CKF_WRAP | CKF_UNWRAP),
                                        mech(CKM_AES_KEY_WRAP_PAD, CKF_WRAP | CKF_UNWRAP)};
        const WrapSupport s = WrapProbe::fromMechanisms(list, QStringLiteral("SoftHSM project"),
                                                        QStringLiteral("SoftHSM v2"));
        QVERIFY(s.supported);
        QCOMPARE(s.mechanism, CK_MECHANISM_TYPE(CKM_AES_KEY_WRAP_PAD));
        QCOMPARE(s.mechanismName, QStringLiteral("CKM_AES_KEY_WRAP_PAD"));
        QVERIFY(s.reason.isEmpty());
    }

    void plainWrapIsTheFallback()
    {
        const QList<MechanismInfo> list{mech(CKM_AES_KEY_GEN, CKF_GENERATE),
                                        mech(CKM_AES_KEY_WRAP_PAD, CKF_WRAP), // no unwrap
                                        mech(CKM_AES_KEY_WRAP, CKF_WRAP | CKF_UNWRAP)};
        const WrapSupport s = WrapProbe::fromMechanisms(list, QString(), QString());
        QVERIFY(s.supported);
        QCOMPARE(s.mechanism, CK_MECHANISM_TYPE(CKM_AES_KEY_WRAP));
    }

    void refusedWithAReason_data()
    {
        QTest::addColumn<QList<MechanismInfo>>("list");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("inReason");
        QTest::newRow("no aes keygen")
            << QList<MechanismInfo>{mech(CKM_AES_KEY_WRAP_PAD, CKF_WRAP | CKF_UNWRAP)} << QString()
            << QStringLiteral("CKM_AES_KEY_GEN");
        QTest::newRow("aes-128 only")
            << QList<MechanismInfo>{mech(CKM_AES_KEY_GEN, CKF_GENERATE, 16),
                                    mech(CKM_AES_KEY_WRAP_PAD, CKF_WRAP | CKF_UNWRAP)}
            << QString() << QStringLiteral("AES-256");
        QTest::newRow("cbc wraps but no key wrap")
            << QList<MechanismInfo>{mech(CKM_AES_KEY_GEN, CKF_GENERATE),
                                    mech(CKM_AES_CBC, CKF_WRAP | CKF_ENCRYPT)}
            << QString() << QStringLiteral("neither CKM_AES_KEY_WRAP_PAD nor CKM_AES_KEY_WRAP");
        QTest::newRow("smartcard-hsm")
            << QList<MechanismInfo>{mech(CKM_AES_KEY_GEN, CKF_GENERATE),
                                    mech(CKM_AES_KEY_WRAP_PAD, CKF_WRAP | CKF_UNWRAP)}
            << QStringLiteral("SmartCard-HSM") << QStringLiteral("DKEK");
    }

    void refusedWithAReason()
    {
        QFETCH(QList<MechanismInfo>, list);
        QFETCH(QString, model);
        QFETCH(QString, inReason);
        const WrapSupport s = WrapProbe::fromMechanisms(list, QString(), model);
        QVERIFY(!s.supported);
        QVERIFY2(s.reason.contains(inReason), qPrintable(s.reason));
        QVERIFY(s.reason.endsWith(QLatin1Char('.')));
    }

    void trialRefusalQuotesTheToken()
    {
        const WrapSupport s =
            WrapProbe::refused(QStringLiteral("to wrap"), QStringLiteral("CKR_KEY_UNEXTRACTABLE"));
        QVERIFY(!s.supported);
        QVERIFY(s.reason.contains(QLatin1String("CKR_KEY_UNEXTRACTABLE")));
        QVERIFY(s.reason.endsWith(QLatin1Char('.')));
    }

    void poolKeyTypes()
    {
        for (const char *t : {"rsa2048", "rsa3072", "p256", "p384"}) {
            const auto s = KeyPool::keySpec(QString::fromLatin1(t));
            QVERIFY2(s, t);
            QVERIFY(!s->onToken);
            QVERIFY(s->extractable);
            QVERIFY(s->sensitive);
        }
        QCOMPARE(KeyPool::keySpec(QStringLiteral("rsa2048"))->rsaBits, 2048);
        QCOMPARE(KeyPool::keySpec(QStringLiteral("p384"))->curve, QStringLiteral("secp384r1"));
        for (const char *t : {"rsa4096", "p521", "ed25519", "", "RSA2048"}) {
            QVERIFY2(!KeyPool::keySpec(QString::fromLatin1(t)), t);
        }
    }
};

QTEST_GUILESS_MAIN(TestWrapSupport)
#include "tst_wrapsupport.moc"
