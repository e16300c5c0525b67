// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Error.h"
#include "core/Result.h"

#include <QTest>

using namespace keyward;

class ErrorTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wrongPinNamesTriesLeft()
    {
        Error e =
            Error::make(ErrorDomain::Gpg, 87, ErrorKind::WrongPin, QStringLiteral("Change PIN"));
        e.triesLeft = 2;
        const QString msg = e.userMessage();
        QVERIFY2(msg.contains(QStringLiteral("2 tries left")), qPrintable(msg));
        QVERIFY(msg.startsWith(QStringLiteral("The operation “Change PIN” did not succeed")));
        e.triesLeft = 1;
        QVERIFY2(e.userMessage().contains(QStringLiteral("1 try left")),
                 qPrintable(e.userMessage()));
    }
    void rawCodeIsKept()
    {
        const Error e = Error::make(ErrorDomain::Pkcs11, 0xA0, ErrorKind::WrongPin, {});
        QCOMPARE(e.code, 0xA0);
        QVERIFY(e.technical().contains(QStringLiteral("pkcs11 code=160 (0xa0)")));
    }
    void invalidInputShowsDetail()
    {
        const Error e =
            Error::invalidInput(QStringLiteral("Import"), QStringLiteral("not a PEM file"));
        QCOMPARE(e.userMessage(),
                 QStringLiteral("The operation “Import” did not succeed: not a PEM file."));
    }
    void wholeFailureSentence()
    {
        // An operation's own sentence is used whole, with the reason in it.
        Error e = Error::make(ErrorDomain::Gpg, 11, ErrorKind::WrongPin,
                              QStringLiteral("Changing the user PIN"));
        e.failure = QStringLiteral("The user PIN could not be changed: %1.");
        QCOMPARE(e.userMessage(), QStringLiteral("The user PIN could not be changed: wrong PIN."));
        QVERIFY(!e.userMessage().contains(QStringLiteral("Changing")));
    }
    void resultHoldsValueOrError()
    {
        Result<int> good(42);
        QVERIFY(good.ok());
        QCOMPARE(*good, 42);
        Result<int> bad(Error::cancelled(QStringLiteral("Generate")));
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().is(ErrorKind::Cancelled));
        QCOMPARE(bad.valueOr(7), 7);
        Status s;
        QVERIFY(s.ok());
        Status f(Error::internal(QStringLiteral("x"), QStringLiteral("y")));
        QVERIFY(!f.ok());
    }
};

QTEST_GUILESS_MAIN(ErrorTest)
#include "ErrorTest.moc"
