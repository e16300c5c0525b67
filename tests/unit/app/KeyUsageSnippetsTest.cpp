// SPDX-License-Identifier: GPL-3.0-or-later
// "Use this key in…": the key's PKCS#11 URI (RFC 7512 encoding, type=private,
// never a PIN) and the snippets built from it.
#include "app/KeyUsageSnippets.h"

#include <QTest>

using namespace keyward;

namespace {

app::KeyUsageInput input()
{
    app::KeyUsageInput in;
    in.modulePath = QStringLiteral("/usr/lib/softhsm/libsofthsm2.so");
    in.tokenLabel = QStringLiteral("web token");
    in.tokenSerial = QStringLiteral("1f5c72ca");
    in.objectLabel = QStringLiteral("key's;1");
    in.objectId = QByteArray::fromHex("a001");
    in.keyType = QStringLiteral("RSA");
    return in;
}

const app::KeyUsageSnippet *find(const QList<app::KeyUsageSnippet> &list, const char *id)
{
    for (const app::KeyUsageSnippet &s : list) {
        if (s.id == QLatin1String(id)) {
            return &s;
        }
    }
    return nullptr;
}

} // namespace

class KeyUsageSnippetsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void percentEncoding()
    {
        QCOMPARE(app::percentEncodeUriValue("a-Z_0.~"), QStringLiteral("a-Z_0.~"));
        QCOMPARE(app::percentEncodeUriValue("a b;c'd%\xc3\xa9"),
                 QStringLiteral("a%20b%3Bc%27d%25%C3%A9"));
    }

    void uriFromFields()
    {
        QCOMPARE(app::privateKeyUri(input()),
                 QStringLiteral("pkcs11:token=web%20token;serial=1f5c72ca;id=%a0%01;"
                                "object=key%27s%3B1;type=private"));
    }

    void uriFromTokenUriDropsPinAndType()
    {
        app::KeyUsageInput in = input();
        in.objectLabel.clear();
        in.objectId.clear();
        in.tokenSerial.clear(); // the token's label from the URI wins over the field's
        in.uri = QStringLiteral("pkcs11:model=SoftHSM%20v2;token=t;id=%01;object=c;type=cert;"
                                "pin-value=1234?pin-value=1234&module-path=/x.so");
        QCOMPARE(app::privateKeyUri(in),
                 QStringLiteral("pkcs11:model=SoftHSM%20v2;token=t;id=%01;object=c;type=private"));
    }

    void everyTargetWithCaveat()
    {
        const auto list = app::keyUsageSnippets(input());
        const QStringList ids{QStringLiteral("uri"),     QStringLiteral("openssl"),
                              QStringLiteral("nginx"),   QStringLiteral("apache"),
                              QStringLiteral("openssh"), QStringLiteral("nss")};
        QCOMPARE(list.size(), ids.size());
        for (const QString &id : ids) {
            const auto *s = find(list, id.toLatin1().constData());
            QVERIFY2(s, qPrintable(id));
            QVERIFY(!s->title.isEmpty());
            QVERIFY(!s->text.isEmpty());
            QVERIFY(s->caveat.endsWith(QLatin1Char('.')));
            QVERIFY(!s->text.contains(QLatin1String("pin-value")));
        }
        const QString uri = app::privateKeyUri(input());
        QVERIFY(find(list, "openssl")
                    ->text.contains(QStringLiteral("-engine pkcs11 -keyform engine -key '") + uri +
                                    QLatin1Char('\'')));
        QVERIFY(find(list, "openssl")->text.contains(QLatin1String("-provider pkcs11")));
        QVERIFY(find(list, "nginx")
                    ->text.contains(QStringLiteral("\"engine:pkcs11:") + uri +
                                    QLatin1String("?pin-source=file:")));
        QVERIFY(
            find(list, "openssh")
                ->text.contains(QLatin1String("ssh-keygen -D /usr/lib/softhsm/libsofthsm2.so")));
        QVERIFY(find(list, "openssh")->text.contains(QLatin1String("PKCS11Provider ")));
        QVERIFY(find(list, "nss")
                    ->text.contains(QLatin1String(
                        "-add 'web token' -libfile /usr/lib/softhsm/libsofthsm2.so")));
        QVERIFY(find(list, "nss")->text.contains(QLatin1String("\nweb token:key's;1\n")));
    }

    void keyForCertificate()
    {
        pkcs11::ObjectInfo key;
        key.objectClass = pkcs11::ObjectClass::PrivateKey;
        key.id = "\x01";
        key.label = QStringLiteral("k");
        pkcs11::ObjectInfo cert = key;
        cert.objectClass = pkcs11::ObjectClass::Certificate;
        cert.label = QStringLiteral("c");
        pkcs11::ObjectInfo other = cert;
        other.id = "\x02";
        const QList<pkcs11::ObjectInfo> all{cert, key, other};
        QCOMPARE(app::keyForObject(all, cert)->label, QStringLiteral("k"));
        QCOMPARE(app::keyForObject(all, key)->label, QStringLiteral("k"));
        QVERIFY(!app::keyForObject(all, other).has_value());
        pkcs11::ObjectInfo pub = key;
        pub.objectClass = pkcs11::ObjectClass::PublicKey;
        QVERIFY(!app::keyForObject(all, pub).has_value());
    }
};

QTEST_GUILESS_MAIN(KeyUsageSnippetsTest)
#include "KeyUsageSnippetsTest.moc"
