// SPDX-License-Identifier: GPL-3.0-or-later
// The token logged out while TLS handshakes run (issue 17): the sandbox's
// SoftHSM token, logged out through a session of the same module in this
// process when 20 handshakes have completed (the benchmark's afterHandshake
// hook is the gate; no timing). A PKCS#11 login belongs to the application
// and token, so every session of the benchmark's key is logged out with it.
// The run must end with the handshakes after that counted as failures, not
// hang and not end in an error.
#include "bench/runners/Pkcs11BenchState.h"
#include "bench/runners/TlsBench.h"
#include "bench/runners/TlsLoadRunner.h"

#include <QRegularExpression>
#include <QTest>

#include <atomic>

using namespace keyward;
using namespace keyward::bench;

namespace {

constexpr qint64 kLogoutAfter = 20;

/// The token's refusal named in the first failure: C_Logout made the
/// session key's handle invalid (SoftHSM: CKR_OBJECT_HANDLE_INVALID) or the
/// key needs a login again (CKR_USER_NOT_LOGGED_IN), as PKCS#11 allows both.
/// When the logout removes the key while a server thread's C_SignInit is
/// between SoftHSM's handle check and its read of the key's attributes, the
/// missing attributes answer instead: CKR_GENERAL_ERROR (the key's values;
/// seen in a CI run on Debian 13, RSA-2048) or CKR_KEY_FUNCTION_NOT_PERMITTED
/// (CKA_SIGN). That is the same logout, met mid-way.
bool namesLogout(const QString &firstFailure)
{
    static const QRegularExpression refusal(QStringLiteral(
        "C_SignInit (CKR_USER_NOT_LOGGED_IN|CKR_OBJECT_HANDLE_INVALID|"
        "CKR_KEY_HANDLE_INVALID|CKR_GENERAL_ERROR|CKR_KEY_FUNCTION_NOT_PERMITTED)$"));
    return firstFailure.startsWith(QLatin1String("server: ")) &&
           refusal.match(firstFailure).hasMatch();
}

template<class R> QString why(const R &r)
{
    return r.ok() ? QString() : r.error().technical();
}

TlsBenchConfig tokenConfig()
{
    TlsBenchConfig c;
    c.token.token.label = QStringLiteral("keyward-test");
    c.token.pin = QByteArrayLiteral("123456");
    c.algorithm = QStringLiteral("ECDSA-P256");
    c.tlsVersion = 13;
    c.signDuration = std::chrono::milliseconds(100);
    return c;
}

/// The test's own session on the sandbox token (the same module in this
/// process), to log every session of the token out at the gate.
class Logout
{
public:
    explicit Logout(const TlsBenchConfig &c)
        : m_bench([&] {
            Pkcs11BenchConfig p = c.token;
            p.algorithm = c.algorithm;
            return p;
        }())
    {}
    Status open()
    {
        if (Status st = m_bench.open(); !st) {
            return st;
        }
        const Pkcs11Bench::State &s = m_bench.state();
        m_fn = s.module->functions();
        const CK_RV rv = m_fn->C_OpenSession(CK_SLOT_ID(s.token.slotId), CKF_SERIAL_SESSION,
                                             nullptr, nullptr, &m_session);
        if (rv != CKR_OK) {
            return pkcs11::pkcs11Error(rv, "C_OpenSession", QStringLiteral("open a session"));
        }
        return {};
    }
    ~Logout()
    {
        if (m_fn && m_session) {
            m_fn->C_CloseSession(m_session);
        }
    }
    /// Logs the token out once, when `completed` reaches kLogoutAfter.
    void afterHandshake(qint64 completed)
    {
        if (completed == kLogoutAfter) {
            logoutRv = m_fn->C_Logout(m_session);
            done = true;
        }
    }

    std::atomic<bool> done{false};
    std::atomic<CK_RV> logoutRv{CKR_GENERAL_ERROR};

private:
    Pkcs11Bench m_bench;
    CK_FUNCTION_LIST *m_fn = nullptr;
    CK_SESSION_HANDLE m_session = 0;
};

} // namespace

class TlsLogoutTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void plainRunCountsFailures_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("version");
        QTest::newRow("ECDSA-P256/TLS13") << QStringLiteral("ECDSA-P256") << 13;
        QTest::newRow("RSA-2048/TLS12") << QStringLiteral("RSA-2048") << 12;
    }
    void plainRunCountsFailures()
    {
        QFETCH(QString, algorithm);
        QFETCH(int, version);
        TlsBenchConfig c = tokenConfig();
        c.algorithm = algorithm;
        c.tlsVersion = version;
        c.clients = 2;
        c.serverThreads = 2;
        c.duration = std::chrono::milliseconds(3000);
        Logout logout(c);
        QVERIFY2(logout.open().ok(), "the test's session on the sandbox token");
        c.afterHandshake = [&](qint64 n) { logout.afterHandshake(n); };
        auto r = TlsBench::run(c, CancelToken{});
        QVERIFY2(r.ok(), qPrintable(why(r))); // failures, not an error
        QVERIFY(logout.done);
        QCOMPARE(CK_RV(logout.logoutRv), CK_RV(CKR_OK));
        const TlsBenchResult &t = r.value();
        qInfo() << "handshakes" << t.handshakes << "failed" << t.failed << "server failed"
                << t.serverFailed << "first failure" << t.firstFailure;
        QVERIFY(t.handshakes >= kLogoutAfter);
        QVERIFY(t.failed > 0);
        QVERIFY(t.serverFailed > 0);
        QVERIFY2(namesLogout(t.firstFailure), qPrintable(t.firstFailure));
    }

    void loadProfileCountsFailedRequests()
    {
        TlsBenchConfig c = tokenConfig();
        const LoadProfileConfig profile =
            LoadProfileConfig::stepped({200}, std::chrono::milliseconds(1000), 2, false);
        Logout logout(c);
        QVERIFY2(logout.open().ok(), "the test's session on the sandbox token");
        c.afterHandshake = [&](qint64 n) { logout.afterHandshake(n); };
        auto r = TlsLoadProfile::run(c, profile, CancelToken{});
        QVERIFY2(r.ok(), qPrintable(why(r)));
        QVERIFY(logout.done);
        QCOMPARE(CK_RV(logout.logoutRv), CK_RV(CKR_OK));
        const TlsLoadResult &t = r.value();
        qInfo() << "scheduled" << t.scheduled << "served" << t.served << "failed" << t.failed
                << "dropped" << t.dropped << "first failure" << t.firstFailure;
        QCOMPARE(t.scheduled, qint64(profile.scheduledRequests()));
        QVERIFY(t.served >= kLogoutAfter);
        QVERIFY(t.failed > 0);
        QVERIFY(t.serverFailed > 0);
        QCOMPARE(t.served + t.failed + t.dropped, t.scheduled);
        qint64 notOk = 0;
        for (const RequestRecord &q : t.profile.requests) {
            notOk += q.served() && !q.ok ? 1 : 0;
        }
        QCOMPARE(notOk, t.failed);
        QVERIFY2(namesLogout(t.firstFailure), qPrintable(t.firstFailure));
    }
};

QTEST_GUILESS_MAIN(TlsLogoutTest)
#include "TlsLogoutTest.moc"
