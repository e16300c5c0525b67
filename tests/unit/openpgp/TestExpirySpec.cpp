// SPDX-License-Identifier: GPL-3.0-or-later
// The expiry of a new key as the user writes it (key create --expire), and where a temporary
// GNUPGHOME goes.
#include "openpgp/offline/ExpirySpec.h"
#include "openpgp/offline/TempGnupgHome.h"

#include <QTest>
#include <QTimeZone>

using namespace keyward::openpgp::offline;

namespace {

const QDateTime kNow(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());
constexpr qint64 kDay = 86400;

} // namespace

class TestExpirySpec : public QObject
{
    Q_OBJECT
private slots:
    void periodsInGnupgUnits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds");
        QTest::newRow("1y") << "1y" << 365 * kDay;
        QTest::newRow("2Y") << "2Y" << 2 * 365 * kDay;
        QTest::newRow("365d") << "365d" << 365 * kDay;
        QTest::newRow("6m") << "6m" << 6 * 30 * kDay;
        QTest::newRow("2w") << "2w" << 14 * kDay;
        QTest::newRow("bare days") << "90" << 90 * kDay;
        QTest::newRow("spaces") << " 1y " << 365 * kDay;
    }
    void periodsInGnupgUnits()
    {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const auto e = ExpirySpec::parse(text, kNow);
        QVERIFY2(e.ok(), qPrintable(e ? QString() : e.error().detail));
        QCOMPARE(e->kind, ExpirySpec::Kind::Period);
        QCOMPARE(*e->secondsFrom(kNow), seconds);
        QCOMPARE(e->expiryFor(kNow), kNow.addSecs(seconds));
    }

    void aDateIsMidnightUtc()
    {
        const auto e = ExpirySpec::parse(QStringLiteral("2027-12-31"), kNow);
        QVERIFY(e.ok());
        QCOMPARE(e->kind, ExpirySpec::Kind::Date);
        const QDateTime midnight(QDate(2027, 12, 31), QTime(0, 0), QTimeZone::utc());
        QCOMPARE(*e->secondsFrom(kNow), kNow.secsTo(midnight));
        QCOMPARE(e->expiryFor(kNow.addSecs(5)), midnight);
    }

    void neverHasNoSeconds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("never") << "never";
        QTest::newRow("NEVER") << "NEVER";
        QTest::newRow("0") << "0";
    }
    void neverHasNoSeconds()
    {
        QFETCH(QString, text);
        const auto e = ExpirySpec::parse(text, kNow);
        QVERIFY(e.ok());
        QVERIFY(e->isNever());
        QVERIFY(!e->secondsFrom(kNow));
        QVERIFY(!e->expiryFor(kNow).isValid());
    }

    void refusedWithASentence_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("named");
        QTest::newRow("empty") << ""
                               << "is not understood";
        QTest::newRow("unit") << "1h"
                              << "“1h” is not understood";
        QTest::newRow("negative") << "-1y"
                                  << "is not understood";
        QTest::newRow("zero period") << "0y"
                                     << "is zero";
        QTest::newRow("past date") << "2026-11-28"
                                   << "not in the future";
        QTest::newRow("no such day") << "2027-02-30"
                                     << "not a date";
        QTest::newRow("beyond 2106") << "90y"
                                     << "2106";
        QTest::newRow("date beyond 2106") << "2107-01-01"
                                          << "2106";
        QTest::newRow("words") << "one year"
                               << "is not understood";
    }
    void refusedWithASentence()
    {
        QFETCH(QString, text);
        QFETCH(QString, named);
        const auto e = ExpirySpec::parse(text, kNow);
        QVERIFY(!e.ok());
        QVERIFY(e.error().is(keyward::ErrorKind::InvalidInput));
        QVERIFY2(e.error().detail.contains(named), qPrintable(e.error().detail));
        QVERIFY(e.error().detail.endsWith(u'.'));
    }

    void defaults()
    {
        QCOMPARE(*ExpirySpec::years(1).secondsFrom(kNow), 365 * kDay);
        QVERIFY(ExpirySpec::never().isNever());
    }

    void homeGoesToMemoryFirst_data()
    {
        QTest::addColumn<QString>("runtime");
        QTest::addColumn<QStringList>("memory");
        QTest::addColumn<int>("base");
        QTest::addColumn<QString>("folder");
        QTest::addColumn<bool>("memoryBacked");
        const QString run = QStringLiteral("/run/user/1000");
        const QString shm = QStringLiteral("/dev/shm");
        QTest::newRow("runtime on tmpfs")
            << run << QStringList{run, shm} << int(HomeBase::XdgRuntime) << run << true;
        QTest::newRow("runtime on disk")
            << run << QStringList{shm} << int(HomeBase::DevShm) << shm << true;
        QTest::newRow("no runtime")
            << QString() << QStringList{shm} << int(HomeBase::DevShm) << shm << true;
        QTest::newRow("nothing in memory")
            << run << QStringList{} << int(HomeBase::TmpDir) << QStringLiteral("/var/tmp") << false;
    }
    void homeGoesToMemoryFirst()
    {
        QFETCH(QString, runtime);
        QFETCH(QStringList, memory);
        QFETCH(int, base);
        QFETCH(QString, folder);
        QFETCH(bool, memoryBacked);
        const auto choice = TempGnupgHome::chooseBase(
            [&](const char *name) -> QByteArray {
                if (qstrcmp(name, "XDG_RUNTIME_DIR") == 0) {
                    return runtime.toLocal8Bit();
                }
                return qstrcmp(name, "TMPDIR") == 0 ? QByteArray("/var/tmp") : QByteArray();
            },
            [&](const QString &f) { return memory.contains(f); });
        QCOMPARE(int(choice.base), base);
        QCOMPARE(choice.folder, folder);
        QCOMPARE(choice.memoryBacked, memoryBacked);
    }
};

QTEST_GUILESS_MAIN(TestExpirySpec)
#include "TestExpirySpec.moc"
