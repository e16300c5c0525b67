// SPDX-License-Identifier: GPL-3.0-or-later
// TokenService as the GUI uses it: futures continued on the caller's thread,
// tokenModified after a change, and an event loop that keeps running while a
// slow RSA-4096 generation goes on in the module's worker. SoftHSM2 in the
// sandbox (SOFTHSM2_CONF).
#include "core/Continuation.h"
#include "pkcs11/TokenService.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace keyward;
using namespace keyward::pkcs11;

class TestTokenService : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void keygenDoesNotBlockTheEventLoop();
    void errorsAreValues();
    void keygenRefusesAPinOfTheOtherRole();

private:
    TokenRef m_ref;
    SecretBytes m_pin;
};

void TestTokenService::initTestCase()
{
    if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
        QFAIL("runs inside scripts/sandbox (its SoftHSM2 token keyward-test); SOFTHSM2_CONF is not "
              "set");
    }
    m_ref.module = QStringLiteral("softhsm2");
    m_ref.label = QStringLiteral("keyward-test");
    m_pin = SecretBytes::fromUtf8("123456", 6);
}

void TestTokenService::keygenDoesNotBlockTheEventLoop()
{
    TokenService service;
    QSignalSpy modified(&service, &TokenService::tokenModified);
    KeyGenSpec spec = *KeyGenSpec::parse(QStringLiteral("rsa4096"));
    spec.label = QStringLiteral("service-test");

    // Ticks of the caller's event loop; the longest gap is the stall.
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0;
    int ticksWhileRunning = 0;
    bool done = false;
    QTimer ticker;
    ticker.setInterval(2);
    connect(&ticker, &QTimer::timeout, this, [&] {
        worst = qMax(worst, clock.elapsed() - last);
        last = clock.elapsed();
        if (!done) {
            ++ticksWhileRunning;
        }
    });
    ticker.start();

    Result<ObjectInfo> result = Error::internal(QStringLiteral("t"), QStringLiteral("not run"));
    whenFinished(service.generateKeyPair(m_ref, spec, pkcs11::UserPin(m_pin)), this,
                 [&](const Result<ObjectInfo> &r) {
                     result = r;
                     done = true;
                 });
    QTRY_VERIFY_WITH_TIMEOUT(done, 120000);
    ticker.stop();
    qInfo() << "RSA-4096 generation took" << clock.elapsed() << "ms; longest event-loop gap"
            << worst << "ms";
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().technical()));
    QCOMPARE(result->sizeBits, 4096);
    QVERIFY(result->sensitive);
    QVERIFY(!result->extractable);
    // The caller's event loop ran while the token worked. The stall itself is measured, not
    // asserted (a shared machine's scheduler decides it): keyward-guiprobe reports it.
    QVERIFY2(ticksWhileRunning > 0, "the event loop never ran during key generation");
    QTRY_COMPARE(modified.count(), 1);

    // Clean up through the same service.
    auto deleted =
        service.deleteObjects(m_ref, ObjectRef{ObjectClass::Any, result->id, {}}, m_pin).result();
    QVERIFY(deleted.ok());
    QCOMPARE(deleted->size(), 2);
}

void TestTokenService::errorsAreValues()
{
    TokenService service;
    TokenRef missing = m_ref;
    missing.label = QStringLiteral("no-such-token");
    auto info = service.tokenInfo(missing).result();
    QVERIFY(!info.ok());
    // Tokens are present, only not this one: not found (no-card is for no token at all).
    QCOMPARE(info.error().kind, ErrorKind::NotFound);

    auto wrong = service.objects(m_ref, SecretBytes::fromUtf8("000000", 6)).result();
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.error().kind, ErrorKind::WrongPin);
    QCOMPARE(wrong.error().domain, ErrorDomain::Pkcs11);
    QVERIFY(wrong.error().detail.contains(QStringLiteral("C_Login")));

    auto ok = service.objects(m_ref, m_pin).result();
    QVERIFY(ok.ok());

    auto badCsr = service
                      .createCsr(m_ref, ObjectRef{ObjectClass::PrivateKey, {}, QStringLiteral("x")},
                                 CertRequestSpec{}, m_pin)
                      .result();
    QVERIFY(!badCsr.ok());
}

void TestTokenService::keygenRefusesAPinOfTheOtherRole()
{
    // SoftHSM generates after the user login: an SO PIN (here a wrong one) is refused before any
    // C_Login, so the token's SO PIN counter is not touched.
    TokenService service;
    KeyGenSpec spec;
    spec.algorithm = KeyGenSpec::Algorithm::Ec;
    spec.curve = QStringLiteral("prime256v1");
    spec.label = QStringLiteral("role-test");
    auto r =
        service.generateKeyPair(m_ref, spec, SoPin(SecretBytes::fromUtf8("000000", 6))).result();
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::InvalidInput);
    QVERIFY2(r.error().detail.contains(QStringLiteral("no try was spent")),
             qPrintable(r.error().technical()));
    auto info = service.tokenInfo(m_ref).result();
    QVERIFY(info.ok());
    QCOMPARE(info->soPinWarning(), PinWarning::None);
}

QTEST_GUILESS_MAIN(TestTokenService)
#include "tst_tokenservice.moc"
