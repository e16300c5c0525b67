// SPDX-License-Identifier: GPL-3.0-or-later
// The card page's operation strip: no clock for an operation that ends at once, and a
// failure that does not stay red under the next dialog the user opens.
#include "gui/card/OperationStrip.h"
#include "core/Error.h"
#include "core/Operation.h"

#include <QDialog>
#include <QLabel>
#include <QTest>
#include <QVBoxLayout>

using namespace keyward;
using keyward::gui::card::OperationStrip;

class OperationStripTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void instantOperationHasNoClock()
    {
        QWidget window;
        auto *strip = new OperationStrip(&window);
        Operation op(QStringLiteral("Reading the card"));
        op.start();
        strip->track(&op);
        auto *elapsed = strip->findChild<QLabel *>(QStringLiteral("operationElapsed"));
        QVERIFY(elapsed);
        QVERIFY(elapsed->text().isEmpty());
        op.succeed(QStringLiteral("card read"));
        QTRY_VERIFY(!strip->isRunning());
        QCOMPARE(strip->resultText(), QStringLiteral("Done: card read"));
        QVERIFY(!strip->resultText().contains(QStringLiteral("elapsed")));
    }

    void failureClearsWhenTheNextDialogOpens()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *strip = new OperationStrip(&window);
        layout->addWidget(strip);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        strip->showResult(false, QStringLiteral("wrong PIN"));
        auto *result = strip->findChild<QLabel *>(QStringLiteral("operationResult"));
        QVERIFY(result && result->isVisible());

        // A dialog of another window leaves it alone.
        QWidget other;
        QDialog foreign(&other);
        foreign.show();
        QVERIFY(result->isVisible());
        foreign.close();

        // The next dialog over this window clears it.
        QDialog next(&window);
        next.show();
        QTRY_VERIFY(!result->isVisible());
        QVERIFY(strip->resultText().isEmpty());
        next.close();

        // A success is not cleared by a dialog: it is the answer to what the user did.
        strip->showResult(true, QStringLiteral("PIN changed"));
        QDialog after(&window);
        after.show();
        QVERIFY(result->isVisible());
        QCOMPARE(strip->resultText(), QStringLiteral("Done: PIN changed"));
    }
};

QTEST_MAIN(OperationStripTest)
#include "OperationStripTest.moc"
