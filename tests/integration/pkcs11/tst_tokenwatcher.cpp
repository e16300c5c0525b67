// SPDX-License-Identifier: GPL-3.0-or-later
// TokenWatcher against the sandbox's SoftHSM2 token (SOFTHSM2_CONF set by
// scripts/sandbox): the token shows up, and a second token appears within a
// second of being initialised.
#include "pkcs11/TokenDevice.h"
#include "pkcs11/TokenWatcher.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using namespace keyward::pkcs11;

class TestTokenWatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void findsSandboxToken();
    void seesNewToken();
};

namespace {

bool hasLabel(const QList<TokenInfo> &tokens, const QString &label)
{
    for (const TokenInfo &t : tokens) {
        if (t.label == label) {
            return true;
        }
    }
    return false;
}

} // namespace

void TestTokenWatcher::initTestCase()
{
    if (qEnvironmentVariableIsEmpty("SOFTHSM2_CONF")) {
        QSKIP("SOFTHSM2_CONF not set: run inside scripts/sandbox");
    }
}

void TestTokenWatcher::findsSandboxToken()
{
    TokenWatcher watcher;
    QSignalSpy spy(&watcher, &TokenWatcher::tokensChanged);
    QVERIFY(spy.wait(5000));
    const auto tokens = spy.last().at(0).value<QList<TokenInfo>>();
    QVERIFY(hasLabel(tokens, QStringLiteral("keyward-test")));
    for (const TokenInfo &t : tokens) {
        QVERIFY2(!t.trustModule, qPrintable(t.moduleName));
        if (t.label == QLatin1String("keyward-test")) {
            const DeviceInfo d = toDeviceInfo(t);
            QVERIFY(d.isVirtual);
            QCOMPARE(d.kind, DeviceKind::Pkcs11Token);
            QVERIFY(d.id.startsWith(QLatin1String("pkcs11:softhsm2:")));
        }
    }
    // No change, no signal.
    spy.clear();
    QTest::qWait(1200);
    QCOMPARE(spy.count(), 0);
}

void TestTokenWatcher::seesNewToken()
{
    TokenWatcher watcher;
    QSignalSpy spy(&watcher, &TokenWatcher::tokensChanged);
    QVERIFY(spy.wait(5000));
    const QString label = QStringLiteral("watch-%1").arg(QCoreApplication::applicationPid());
    QElapsedTimer clock;
    clock.start();
    const int rc = QProcess::execute(QStringLiteral("softhsm2-util"),
                                     {QStringLiteral("--init-token"), QStringLiteral("--free"),
                                      QStringLiteral("--label"), label, QStringLiteral("--so-pin"),
                                      QStringLiteral("12345678"), QStringLiteral("--pin"),
                                      QStringLiteral("123456")});
    QCOMPARE(rc, 0);
    // SoftHSM2 reads its token directory only when initialised.
    watcher.rescanModules();
    bool seen = false;
    while (!seen && clock.elapsed() < 3000 && spy.wait(3000)) {
        seen = hasLabel(spy.last().at(0).value<QList<TokenInfo>>(), label);
    }
    QVERIFY(seen);
    qInfo() << "new token seen after" << clock.elapsed() << "ms";
    QProcess::execute(QStringLiteral("softhsm2-util"),
                      {QStringLiteral("--delete-token"), QStringLiteral("--token"), label});
}

QTEST_GUILESS_MAIN(TestTokenWatcher)
#include "tst_tokenwatcher.moc"
