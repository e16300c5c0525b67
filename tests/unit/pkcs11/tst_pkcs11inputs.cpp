// SPDX-License-Identifier: GPL-3.0-or-later
// Everything checked before a token is touched: certificate request values
// (validity, subject, extensions) and provisioning profiles (strict schema,
// a required selection, output paths that stay in the profile's folder).
#include "pkcs11/CertificateBuilder.h"
#include "pkcs11/ProvisioningProfile.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace keyward;
using namespace keyward::pkcs11;

class TestPkcs11Inputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validityDays_data();
    void validityDays();
    void validityEndsBy9999();
    void requestChecks_data();
    void requestChecks();
    void hugeValidityNeverSigned();
    void profileSchema_data();
    void profileSchema();
    void profileNeedsSelection();
    void outputPathsStayInside_data();
    void outputPathsStayInside();
    void profileFileBounded();
};

namespace {

Result<ProvisioningProfile> parse(const QByteArray &json)
{
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject()) {
        qWarning() << "test JSON does not parse:" << pe.errorString() << json;
    }
    return ProvisioningProfile::fromJson(doc.object(), QStringLiteral("/base"));
}

QString message(const Result<ProvisioningProfile> &r)
{
    return r ? QString() : r.error().userMessage();
}

} // namespace

void TestPkcs11Inputs::validityDays_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("days");
    QTest::newRow("one") << QStringLiteral("1") << 1;
    QTest::newRow("a year") << QStringLiteral("365") << 365;
    QTest::newRow("a century") << QStringLiteral("36500") << 36500;
    QTest::newRow("zero") << QStringLiteral("0") << -1;
    QTest::newRow("negative") << QStringLiteral("-5") << -1;
    QTest::newRow("too long") << QStringLiteral("36501") << -1;
    QTest::newRow("huge") << QStringLiteral("2147483647") << -1;
    QTest::newRow("overflow") << QStringLiteral("99999999999999") << -1;
    QTest::newRow("not a number") << QStringLiteral("ten") << -1;
    QTest::newRow("empty") << QString() << -1;
    QTest::newRow("fraction") << QStringLiteral("1.5") << -1;
}

void TestPkcs11Inputs::validityDays()
{
    QFETCH(QString, text);
    QFETCH(int, days);
    auto r = CertificateBuilder::parseValidityDays(text);
    QCOMPARE(r.ok(), days > 0);
    if (r) {
        QCOMPARE(r.value(), days);
    } else {
        QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
        QVERIFY(r.error().detail.contains(QStringLiteral("36500")));
    }
}

void TestPkcs11Inputs::validityEndsBy9999()
{
    CertRequestSpec spec;
    spec.subject = QStringLiteral("/CN=x");
    spec.validityDays = 36500;
    QVERIFY(CertificateBuilder::check(spec, true).ok());
    const QDateTime late(QDate(9990, 1, 1), QTime(0, 0), QTimeZone::utc());
    auto st = CertificateBuilder::check(spec, true, late);
    QVERIFY(!st.ok());
    QVERIFY(st.error().detail.contains(QStringLiteral("9999-12-31")));
    spec.validityDays = 3000; // 9998-03-19: still inside
    QVERIFY(CertificateBuilder::check(spec, true, late).ok());
    // A CSR has no validity: the days do not matter there.
    spec.validityDays = 0;
    QVERIFY(CertificateBuilder::check(spec, false).ok());
}

void TestPkcs11Inputs::requestChecks_data()
{
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QStringList>("keyUsage");
    QTest::addColumn<QStringList>("eku");
    QTest::addColumn<QStringList>("san");
    QTest::addColumn<int>("days");
    QTest::addColumn<bool>("valid");
    const QStringList none;
    const QString cn = QStringLiteral("/CN=web.example.org");
    QTest::newRow("fine") << cn << QStringList{QStringLiteral("digitalSignature")}
                          << QStringList{QStringLiteral("serverAuth")}
                          << QStringList{QStringLiteral("DNS:web.example.org")} << 365 << true;
    QTest::newRow("no subject") << QString() << none << none << none << 365 << false;
    QTest::newRow("bad subject") << QStringLiteral("/CN=a/nonsense") << none << none << none << 365
                                 << false;
    QTest::newRow("unknown field")
        << QStringLiteral("/XX=1") << none << none << none << 365 << false;
    QTest::newRow("CN too long") << QString(QStringLiteral("/CN=") + QString(65, u'a')) << none
                                 << none << none << 365 << false;
    QTest::newRow("unknown usage")
        << cn << QStringList{QStringLiteral("notAUsage")} << none << none << 365 << false;
    QTest::newRow("unknown eku") << cn << none << QStringList{QStringLiteral("flyingAuth")} << none
                                 << 365 << false;
    QTest::newRow("bad san") << cn << none << none << QStringList{QStringLiteral("FOO:bar")} << 365
                             << false;
    QTest::newRow("zero days") << cn << none << none << none << 0 << false;
    QTest::newRow("negative days") << cn << none << none << none << -1 << false;
    QTest::newRow("huge days") << cn << none << none << none << 1000000 << false;
}

void TestPkcs11Inputs::requestChecks()
{
    QFETCH(QString, subject);
    QFETCH(QStringList, keyUsage);
    QFETCH(QStringList, eku);
    QFETCH(QStringList, san);
    QFETCH(int, days);
    QFETCH(bool, valid);
    CertRequestSpec spec;
    spec.subject = subject;
    spec.keyUsage = keyUsage;
    spec.extendedKeyUsage = eku;
    spec.subjectAltNames = san;
    spec.validityDays = days;
    auto st = CertificateBuilder::check(spec, true);
    QVERIFY2(st.ok() == valid, qPrintable(st ? QString() : st.error().userMessage()));
    if (!st) {
        QCOMPARE(st.error().kind, ErrorKind::InvalidInput);
        QVERIFY(!st.error().detail.isEmpty());
    }
}

void TestPkcs11Inputs::hugeValidityNeverSigned()
{
    // A huge --days once gave a structurally invalid certificate: now nothing is signed.
    ossl::PKey key(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
    QVERIFY(key);
    CertRequestSpec spec;
    spec.subject = QStringLiteral("/CN=x");
    spec.validityDays = 10000000;
    int calls = 0;
    auto r = CertificateBuilder::selfSigned(
        key.get(), spec, [&calls](const QByteArray &, Digest) -> Result<QByteArray> {
            ++calls;
            return QByteArray("sig");
        });
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
    QCOMPARE(calls, 0);
}

void TestPkcs11Inputs::profileSchema_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QStringList>("mentions"); ///< empty: the profile is fine
    const QByteArray head = R"({"select":{"module":"softhsm2"},"pins":{"user":{"file":"u.pin"}},)";
    QTest::newRow("fine") << head + R"("keys":[{"label":"k","id":"0a","type":"ec-p256",
        "csr":{"subject":"/CN=%label%","out":"out/%serial%.csr"},
        "selfSigned":{"days":30,"store":false,"out":"out/%serial%.crt"}}],
        "report":"out/%serial%.json","overwrite":true})"
                          << QStringList();
    QTest::newRow("typo at the top")
        << QByteArray(R"({"selct":{"module":"softhsm2"}})")
        << QStringList{QStringLiteral("\"selct\""), QStringLiteral("top level")};
    QTest::newRow("typo in select")
        << QByteArray(R"({"select":{"modul":"softhsm2","label":"a"}})")
        << QStringList{QStringLiteral("\"modul\""), QStringLiteral("\"select\"")};
    QTest::newRow("typo in a csr")
        << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a","dayz":3}}]})"
        << QStringList{QStringLiteral("\"dayz\""), QStringLiteral("keys[0].csr")};
    QTest::newRow("days in a csr")
        << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a","days":3}}]})"
        << QStringList{QStringLiteral("\"days\""), QStringLiteral("keys[0].csr")};
    QTest::newRow("days as text")
        << head + R"("keys":[{"type":"ec-p256","selfSigned":{"subject":"/CN=a","days":"30"}}]})"
        << QStringList{QStringLiteral("keys[0].selfSigned.days"), QStringLiteral("a whole number")};
    QTest::newRow("zero days")
        << head + R"("keys":[{"type":"ec-p256","selfSigned":{"subject":"/CN=a","days":0}}]})"
        << QStringList{QStringLiteral("keys[0].selfSigned.days")};
    QTest::newRow("huge days")
        << head + R"("keys":[{"type":"ec-p256","selfSigned":{"subject":"/CN=a","days":1e9}}]})"
        << QStringList{QStringLiteral("keys[0].selfSigned.days")};
    QTest::newRow("fractional days")
        << head + R"("keys":[{"type":"ec-p256","selfSigned":{"subject":"/CN=a","days":1.5}}]})"
        << QStringList{QStringLiteral("keys[0].selfSigned.days")};
    QTest::newRow("blank as text") << QByteArray(R"({"select":{"module":"m","blank":"yes"}})")
                                   << QStringList{QStringLiteral("select.blank")};
    QTest::newRow("serials as text") << QByteArray(R"({"select":{"serials":"1234"}})")
                                     << QStringList{QStringLiteral("select.serials")};
    QTest::newRow("keys not a list")
        << head + R"("keys":{"type":"ec-p256"}})" << QStringList{QStringLiteral("\"keys\"")};
    QTest::newRow("key not an object")
        << head + R"("keys":["ec-p256"]})" << QStringList{QStringLiteral("keys[0]")};
    QTest::newRow("typo in a key")
        << head + R"("keys":[{"type":"ec-p256","lable":"x"}]})"
        << QStringList{QStringLiteral("\"lable\""), QStringLiteral("keys[0]")};
    QTest::newRow("unknown type") << head + R"("keys":[{"type":"blowfish"}]})"
                                  << QStringList{QStringLiteral("keys[0].type")};
    QTest::newRow("id not hex") << head + R"("keys":[{"type":"ec-p256","id":"xyz"}]})"
                                << QStringList{QStringLiteral("keys[0].id")};
    QTest::newRow("bad subject")
        << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=%label%/junk"}}]})"
        << QStringList{QStringLiteral("keys[0].csr"), QStringLiteral("junk")};
    QTest::newRow("bad usage")
        << head + R"("keys":[{"type":"ec-p256","csr":{"subject":"/CN=a","keyUsage":["x"]}}]})"
        << QStringList{QStringLiteral("keys[0].csr")};
    QTest::newRow("typo in pins") << QByteArray(R"({"select":{"module":"m"},"pins":{"usr":{}}})")
                                  << QStringList{QStringLiteral("\"usr\""),
                                                 QStringLiteral("\"pins\"")};
    QTest::newRow("typo in a pin")
        << QByteArray(R"({"select":{"module":"m"},"pins":{"user":{"fiel":"x"}}})")
        << QStringList{QStringLiteral("\"fiel\""), QStringLiteral("pins.user")};
    QTest::newRow("typo in initialize")
        << QByteArray(R"({"select":{"module":"m"},"initialize":{"lable":"x"}})")
        << QStringList{QStringLiteral("\"lable\""), QStringLiteral("initialize")};
    QTest::newRow("overwrite as text")
        << QByteArray(R"({"select":{"module":"m"},"overwrite":"yes"})")
        << QStringList{QStringLiteral("overwrite")};
    QTest::newRow("output outside") << head + R"("report":"../elsewhere/%serial%.json"})"
                                    << QStringList{QStringLiteral("outside")};
    QTest::newRow("absolute output")
        << head + R"("report":"/tmp/%serial%.json"})" << QStringList{QStringLiteral("outside")};
    QTest::newRow("PIN in the profile")
        << QByteArray(R"({"select":{"module":"m"},"pins":{"user":{"pin":"123456"}}})")
        << QStringList{QStringLiteral("PINs are not kept")};
}

void TestPkcs11Inputs::profileSchema()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, mentions);
    const auto p = parse(json);
    QVERIFY2(p.ok() == mentions.isEmpty(), qPrintable(message(p)));
    for (const QString &m : mentions) {
        QVERIFY2(message(p).contains(m), qPrintable(message(p) + QStringLiteral(" lacks ") + m));
    }
    if (!p) {
        QCOMPARE(p.error().kind, ErrorKind::InvalidInput);
    }
}

void TestPkcs11Inputs::profileNeedsSelection()
{
    for (const QByteArray &json :
         {QByteArray(R"({"keys":[]})"), QByteArray(R"({"select":{}})"),
          QByteArray(R"({"select":{"blank":true},"initialize":{},"pins":{"so":{"prompt":true}}})"),
          QByteArray(R"({"select":{"module":"","label":"","serials":[""]}})")}) {
        const auto p = parse(json);
        QVERIFY2(!p.ok(), json.constData());
        QVERIFY2(message(p).contains(QStringLiteral("select")), qPrintable(message(p)));
    }
    QVERIFY(parse(R"({"select":{"serials":["0011"]}})").ok());
    QVERIFY(parse(R"({"select":{"label":"web-*"}})").ok());
}

void TestPkcs11Inputs::outputPathsStayInside_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("serial");
    QTest::newRow("plain") << QStringLiteral("web-1") << QStringLiteral("abc123");
    QTest::newRow("traversal label")
        << QStringLiteral("../../../../tmp/PWN") << QStringLiteral("abc123");
    QTest::newRow("traversal serial") << QStringLiteral("x") << QStringLiteral("../../etc");
    QTest::newRow("dot dot") << QStringLiteral("..") << QStringLiteral(".");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("control") << QStringLiteral("a\nb\x1b[31m") << QStringLiteral("/abs");
}

void TestPkcs11Inputs::outputPathsStayInside()
{
    QFETCH(QString, label);
    QFETCH(QString, serial);
    auto p = parse(R"({"select":{"module":"m"}})");
    QVERIFY(p.ok());
    TokenInfo t;
    t.label = label;
    t.serial = serial;
    for (const QString &templ :
         {QStringLiteral("%label%"), QStringLiteral("out/%label%-%serial%.csr"),
          QStringLiteral("%serial%/%label%/x.json"), QStringLiteral("out/%serial%")}) {
        auto path = p->outputPath(templ, t, 1);
        QVERIFY2(path.ok(), qPrintable(templ));
        QVERIFY2(path->startsWith(QStringLiteral("/base/")), qPrintable(path.value()));
        QVERIFY2(!path->contains(QStringLiteral("/../")), qPrintable(path.value()));
        QVERIFY2(!path->contains(QStringLiteral("/tmp/")), qPrintable(path.value()));
        QVERIFY2(!path->contains(u'\n') && !path->contains(u'\x1b'), qPrintable(path.value()));
    }
    // The profile's own template may name folders; the token's text never makes one.
    t.label = QStringLiteral("a/b");
    QCOMPARE(p->outputPath(QStringLiteral("out/%label%.csr"), t, 1).valueOr(QString()),
             QStringLiteral("/base/out/a_b.csr"));
    // Subjects get the label as it is.
    QCOMPARE(ProvisioningProfile::fill(QStringLiteral("/CN=%label%"), t, 1),
             QStringLiteral("/CN=a/b"));
}

void TestPkcs11Inputs::profileFileBounded()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Not a regular file: refused, never read (a FIFO would block, /dev/zero never ends).
    auto zero = ProvisioningProfile::load(QStringLiteral("/dev/zero"));
    QVERIFY(!zero.ok());
    QCOMPARE(zero.error().kind, ErrorKind::InvalidInput);
    // Larger than the cap: refused before it is read.
    QFile big(dir.filePath(QStringLiteral("big.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.resize(2 * 1024 * 1024));
    big.close();
    auto r = ProvisioningProfile::load(big.fileName());
    QVERIFY(!r.ok());
    QVERIFY2(r.error().userMessage().contains(QStringLiteral("larger than")),
             qPrintable(r.error().userMessage()));
}

QTEST_GUILESS_MAIN(TestPkcs11Inputs)
#include "tst_pkcs11inputs.moc"
