// SPDX-License-Identifier: GPL-3.0-or-later
// A DKEK share file's password split as sc-hsm-tool splits it (Shamir over a
// 64-bit prime): any T of N shares give it back, T-1 do not; a vector worked
// by hand; sc-hsm-tool's printed lines parsed; mixed, repeated and damaged
// shares refused with a sentence.
#include "app/ScHsmPasswordShares.h"

#include <QTest>

#include <algorithm>

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

/// Every subset of `size` indexes out of 0..n-1.
QList<QList<int>> subsets(int n, int size)
{
    QList<QList<int>> out;
    for (int mask = 0; mask < (1 << n); ++mask) {
        if (__builtin_popcount(unsigned(mask)) != size) {
            continue;
        }
        QList<int> s;
        for (int i = 0; i < n; ++i) {
            if (mask & (1 << i)) {
                s.append(i);
            }
        }
        out.append(s);
    }
    return out;
}

QList<PasswordShares::Share> pick(const QList<PasswordShares::Share> &all, const QList<int> &which)
{
    QList<PasswordShares::Share> out;
    for (int i : which) {
        out.append(all.at(i));
    }
    return out;
}

} // namespace

class PasswordSharesTest : public QObject
{
    Q_OBJECT

private slots:
    void randomPasswordIsEightBytesBelow2To63()
    {
        for (int i = 0; i < 50; ++i) {
            auto pw = PasswordShares::randomPassword();
            QVERIFY(pw);
            QCOMPARE(pw->size(), PasswordShares::kPasswordSize);
            const auto first = static_cast<unsigned char>(pw->constData()[0]);
            QVERIFY(first >= 1 && first <= 0x7F);
        }
    }

    void anyThresholdOfTheSharesRecover_data()
    {
        QTest::addColumn<int>("threshold");
        QTest::addColumn<int>("total");
        QTest::newRow("2 of 3") << 2 << 3;
        QTest::newRow("3 of 5") << 3 << 5;
        QTest::newRow("4 of 4") << 4 << 4;
        QTest::newRow("5 of 9") << 5 << 9;
    }

    void anyThresholdOfTheSharesRecover()
    {
        QFETCH(int, threshold);
        QFETCH(int, total);
        auto pw = PasswordShares::randomPassword();
        QVERIFY(pw);
        auto shares = PasswordShares::split(*pw, threshold, total);
        QVERIFY2(shares, qPrintable(shares ? QString() : shares.error().detail));
        QCOMPARE(shares->size(), total);
        for (int i = 0; i < total; ++i) {
            QCOMPARE(shares->at(i).id, i + 1);
            QCOMPARE(shares->at(i).prime.size(), 8);
            QVERIFY(static_cast<unsigned char>(shares->at(i).prime.at(0)) >= 0x80);
        }
        for (int size = threshold; size <= total; ++size) {
            for (const QList<int> &s : subsets(total, size)) {
                auto r = PasswordShares::recover(pick(*shares, s));
                QVERIFY(r);
                QCOMPARE(bytesOf(*r), bytesOf(*pw));
            }
        }
        // threshold - 1 shares give another number (or are refused when that is one share).
        for (const QList<int> &s : subsets(total, threshold - 1)) {
            auto r = PasswordShares::recover(pick(*shares, s));
            if (threshold - 1 < 2) {
                QVERIFY(!r);
                QVERIFY(r.error().detail.contains(QLatin1String("at least two")));
            } else {
                QVERIFY(r);
                QVERIFY(bytesOf(*r) != bytesOf(*pw));
            }
        }
    }

    void recoversAVectorWorkedByHand()
    {
        // p = 2^64 - 59 (prime); a(x) = s + 5x; shares (1, s+5) and (3, s+15).
        const QByteArray p = QByteArray::fromHex("ffffffffffffffc5");
        const QByteArray s = QByteArray::fromHex("0102030405060708");
        const PasswordShares::Share a{1, p, secret(QByteArray::fromHex("010203040506070d"))};
        const PasswordShares::Share b{3, p, secret(QByteArray::fromHex("0102030405060717"))};
        auto r = PasswordShares::recover({b, a});
        QVERIFY(r);
        QCOMPARE(bytesOf(*r), s);
    }

    void parsesWhatScHsmToolPrints()
    {
        const QByteArray printed = "Share 1 of 3\n\n\n"
                                   "Prime       : ff:ff:ff:ff:ff:ff:ff:c5\n"
                                   "Share ID    : 1\n"
                                   "Share value : 01:02:03:04:05:06:07:0d\n";
        // sc-hsm-tool's banner line is not a share line: the custodian's lines are.
        auto bad = PasswordShares::parse(printed, QStringLiteral("the test share"));
        QVERIFY(!bad);
        QVERIFY(bad.error().detail.contains(QLatin1String("the test share")));
        auto share = PasswordShares::parse(printed.mid(printed.indexOf("Prime")),
                                           QStringLiteral("the test share"));
        QVERIFY(share);
        QCOMPARE(share->id, 1);
        QCOMPARE(share->prime, QByteArray::fromHex("ffffffffffffffc5"));
        QCOMPARE(bytesOf(share->value), QByteArray::fromHex("010203040506070d"));
    }

    void formatParsesBack()
    {
        auto pw = PasswordShares::randomPassword();
        QVERIFY(pw);
        auto shares = PasswordShares::split(*pw, 2, 3);
        QVERIFY(shares);
        QList<PasswordShares::Share> parsed;
        for (const auto &s : *shares) {
            const QByteArray text = PasswordShares::format(s, 2, 3, QStringLiteral("a.pbe"));
            QVERIFY(text.startsWith("# "));
            const QByteArray idLine =
                QByteArray("\nShare ID    : ") + QByteArray::number(s.id) + '\n';
            QVERIFY(text.contains(idLine));
            auto back = PasswordShares::parse(text, QStringLiteral("share"));
            QVERIFY(back);
            QCOMPARE(back->id, s.id);
            QCOMPARE(back->prime, s.prime);
            QCOMPARE(bytesOf(back->value), bytesOf(s.value));
            parsed.append(*back);
        }
        // The third and the first: the second dropped and the order turned, with no copy through
        // at(), which GCC 14 read as a possible null dereference (-Wnull-dereference).
        QCOMPARE(parsed.size(), qsizetype(3));
        parsed.removeAt(1);
        std::reverse(parsed.begin(), parsed.end());
        auto r = PasswordShares::recover(parsed);
        QVERIFY(r);
        QCOMPARE(bytesOf(*r), bytesOf(*pw));
    }

    void mixedRepeatedOrDamagedSharesRefused()
    {
        auto pw = PasswordShares::randomPassword();
        QVERIFY(pw);
        auto one = PasswordShares::split(*pw, 2, 3);
        auto two = PasswordShares::split(*pw, 2, 3);
        QVERIFY(one && two);
        auto mixed = PasswordShares::recover({one->at(0), two->at(1)});
        QVERIFY(!mixed);
        QVERIFY(mixed.error().detail.contains(QLatin1String("different primes")));
        auto twice = PasswordShares::recover({one->at(1), one->at(1)});
        QVERIFY(!twice);
        QVERIFY(twice.error().detail.contains(QLatin1String("given twice")));
        PasswordShares::Share big = one->at(0);
        big.value = secret(QByteArray::fromHex("ffffffffffffffffff"));
        auto over = PasswordShares::recover({big, one->at(1)});
        QVERIFY(!over);
        QVERIFY(over.error().detail.contains(QLatin1String("not below its prime")));
        for (const QByteArray &text :
             {QByteArray("Prime : zz\nShare ID : 1\nShare value : 01\n"),
              QByteArray("Prime : 0f\nShare ID : 0\nShare value : 01\n"),
              QByteArray("Prime : 0f\nShare value : 01\n"), QByteArray("Prime : 0f\nnonsense\n")}) {
            auto r = PasswordShares::parse(text, QStringLiteral("the share"));
            QVERIFY2(!r, text.constData());
            QVERIFY(r.error().detail.endsWith(QLatin1String("Nothing was sent to the device.")));
        }
    }
};

QTEST_GUILESS_MAIN(PasswordSharesTest)
#include "PasswordSharesTest.moc"
