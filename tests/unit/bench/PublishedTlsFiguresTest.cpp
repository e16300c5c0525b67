// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/PublishedTlsFigures.h"

#include <QTest>

using namespace keyward::bench;

class PublishedTlsFiguresTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyFigureHasASourceOrSaysItHasNone()
    {
        const QList<PublishedTlsFigure> figures = publishedTlsFigures();
        QVERIFY(figures.size() >= 5);
        for (const PublishedTlsFigure &f : figures) {
            QVERIFY2(f.value > 0, qPrintable(f.what));
            QVERIFY2(!f.what.isEmpty() && !f.unit.isEmpty() && !f.caveat.isEmpty(),
                     qPrintable(f.what));
            QVERIFY2(!f.source.isEmpty(), qPrintable(f.what));
            if (f.source == QLatin1String("source not recorded")) {
                // Nothing made up for a source that was not found.
                QVERIFY(f.url.isEmpty());
                QCOMPARE(f.year, 0);
            } else {
                QVERIFY2(f.url.startsWith(QLatin1String("http")), qPrintable(f.source));
            }
        }
    }

    void theModNssFiguresCarryTheirThinkTime()
    {
        int seen = 0;
        for (const PublishedTlsFigure &f : publishedTlsFigures()) {
            if (f.device != QLatin1String("Nitrokey HSM")) {
                continue;
            }
            ++seen;
            QCOMPARE(f.year, 2016);
            QVERIFY(f.source.contains(QLatin1String("Remy van Elst")));
            QVERIFY(f.caveat.contains(QLatin1String("think time")) ||
                    f.caveat.contains(QLatin1String("without delay")));
        }
        QCOMPARE(seen, 3); // 1.19/s (5 clients), 1.32/s (10 clients), 0.59/s (no delay)
    }
};

QTEST_GUILESS_MAIN(PublishedTlsFiguresTest)
#include "PublishedTlsFiguresTest.moc"
