// SPDX-License-Identifier: GPL-3.0-or-later
// The rule every benchmark runner follows before it sends a PIN.
#include "bench/PinGuard.h"
#include "bench/LoadProfile.h"

#include <QTest>

#include <cmath>

using namespace keyward;
using namespace keyward::bench;
using namespace std::chrono_literals;

class PinGuardTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sendsWhileTriesRemain()
    {
        const PinGuard guard;
        QVERIFY(guard.beforeAttempt(3, QStringLiteral("op")).ok());
        QVERIFY(guard.beforeAttempt(2, QStringLiteral("op")).ok());
        QVERIFY(guard.beforeAttempt(-1, QStringLiteral("op")).ok()); // unknown: the device decides
    }

    void refusesTheLastTryUnlessAgreed()
    {
        const PinGuard guard;
        const Status st = guard.beforeAttempt(1, QStringLiteral("op"));
        QVERIFY(!st.ok());
        QCOMPARE(st.error().code, kPinLastTryRefused);
        QCOMPARE(st.error().triesLeft, 1);
        QVERIFY(PinGuard::stopsTheRun(st.error()));
        const PinGuard agreed(true);
        QVERIFY(agreed.beforeAttempt(1, QStringLiteral("op")).ok());
    }

    void neverSendsToABlockedPin()
    {
        const PinGuard agreed(true);
        const Status st = agreed.beforeAttempt(0, QStringLiteral("op"));
        QVERIFY(!st.ok());
        QCOMPARE(st.error().kind, ErrorKind::PinBlocked);
    }

    void aRefusedPinIsNotSentAgain()
    {
        PinGuard guard(true);
        guard.afterAttempt(Status{}); // accepted: nothing changes
        QVERIFY(guard.beforeAttempt(3, QStringLiteral("op")).ok());
        guard.afterAttempt(
            Error::make(ErrorDomain::Pkcs11, 0xa0, ErrorKind::WrongPin, QStringLiteral("log in")));
        QVERIFY(guard.refused());
        const Status st = guard.beforeAttempt(2, QStringLiteral("op"));
        QVERIFY(!st.ok());
        QCOMPARE(st.error().code, kPinRefusedEarlier);
        QVERIFY(PinGuard::stopsTheRun(st.error()));
    }

    void otherErrorsLeaveTheGuardOpen()
    {
        PinGuard guard;
        guard.afterAttempt(
            Error::make(ErrorDomain::Pcsc, 1, ErrorKind::CardRemoved, QStringLiteral("VERIFY")));
        QVERIFY(!guard.refused());
        QVERIFY(!PinGuard::stopsTheRun(
            Error::make(ErrorDomain::Pcsc, 1, ErrorKind::CardRemoved, QStringLiteral("VERIFY"))));
    }

    void loadProfileBounds()
    {
        QVERIFY(LoadProfileConfig::stepped({1, 2, 5}, 2s, 1).validate().ok());
        QVERIFY(!LoadProfileConfig::stepped({1e9}, 2s, 1).validate().ok());
        QVERIFY(!LoadProfileConfig::stepped({std::nan("")}, 2s, 1).validate().ok());
        QVERIFY(!LoadProfileConfig::stepped({10}, 2s, 1000).validate().ok());
        QVERIFY(!LoadProfileConfig::stepped({10}, 25h, 1).validate().ok());
        // Within each bound but too many requests in all.
        QVERIFY(!LoadProfileConfig::stepped({1e6}, 24h, 1).validate().ok());
    }
};

QTEST_GUILESS_MAIN(PinGuardTest)
#include "PinGuardTest.moc"
