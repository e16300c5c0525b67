// SPDX-License-Identifier: GPL-3.0-or-later
// Every token operation has its own whole failure sentence: it names what failed and the
// token, keeps one place for the reason, and never falls back to the general "The operation
// … did not succeed" sentence. A German run shows the sentence arrives translated whole.
#include "pkcs11/TokenFailures.h"

#include <QCoreApplication>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace keyward;
using namespace keyward::pkcs11;

namespace {

Error wrongPin()
{
    Error e = Error::make(ErrorDomain::Pkcs11, 0xA0 /* CKR_PIN_INCORRECT */, ErrorKind::WrongPin,
                          QStringLiteral("Changing the user PIN"));
    e.triesLeft = 2;
    return e;
}

} // namespace

class TokenFailuresTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyOperationHasItsOwnSentence()
    {
        const QString general = QCoreApplication::translate(
            "keyward::Error", "The operation “%1” did not succeed: %2.");
        const QList<TokenOperation> all = allTokenOperations();
        QCOMPARE(all.size(), int(TokenOperation::Provision) + 1);
        QSet<QString> seen;
        for (TokenOperation op : all) {
            const QString s = failureSentence(op, QStringLiteral("web-1"));
            const QString name = QString::number(int(op));
            QVERIFY2(!s.isEmpty(), qPrintable(name));
            QVERIFY2(s != general, qPrintable(name));
            QVERIFY2(s.count(QStringLiteral("%1")) == 1, qPrintable(s)); // the reason, once
            QVERIFY2(!s.contains(QStringLiteral("%2")), qPrintable(s));
            QVERIFY2(s.endsWith(QStringLiteral(": %1.")), qPrintable(s));
            QVERIFY2(s.at(0).isUpper(), qPrintable(s));
            QVERIFY2(s.contains(QStringLiteral("web-1")), qPrintable(s)); // says which token
            QVERIFY2(!seen.contains(s), qPrintable(QStringLiteral("twice: ") + s));
            seen.insert(s);

            const QString message = failedTo(op, wrongPin(), QStringLiteral("web-1")).userMessage();
            QVERIFY2(!message.contains(QLatin1String("did not succeed")), qPrintable(message));
            QVERIFY2(message.endsWith(QStringLiteral(": wrong PIN — 2 tries left.")),
                     qPrintable(message));
        }
    }

    void theExamplesReadWhole()
    {
        QCOMPARE(failedTo(TokenOperation::GenerateKeyPair, wrongPin(), QStringLiteral("web"))
                     .userMessage(),
                 QStringLiteral("The key pair could not be generated on token “web”: wrong PIN — "
                                "2 tries left."));
        QCOMPARE(
            failedTo(TokenOperation::InitToken, wrongPin(), QStringLiteral("fresh")).userMessage(),
            QStringLiteral("The token could not be initialised as “fresh”: wrong PIN — 2 "
                           "tries left."));
    }

    void aStepKeepsItsOwnSentence()
    {
        // Provisioning wraps a key generation that already failed with its sentence.
        const Error inner =
            failedTo(TokenOperation::GenerateKeyPair, wrongPin(), QStringLiteral("web"));
        const Error outer = failedTo(TokenOperation::Provision, inner, QStringLiteral("web"));
        QCOMPARE(outer.userMessage(), inner.userMessage());
        // A success stays one.
        const Result<int> fine =
            failedTo(TokenOperation::ListObjects, Result<int>(3), QStringLiteral("web"));
        QVERIFY(fine);
        QCOMPARE(fine.value(), 3);
    }

    void labelsAreNotPlaceMarkers()
    {
        // A label with "%1" in it does not take the reason's place.
        const QString m =
            failedTo(TokenOperation::DeleteObject, wrongPin(), QStringLiteral("50%1 off"))
                .userMessage();
        QVERIFY2(m.endsWith(QStringLiteral(": wrong PIN — 2 tries left.")), qPrintable(m));
        QVERIFY2(m.count(QLatin1String("wrong PIN")) == 1, qPrintable(m));
        // No label: the sentence still reads.
        QVERIFY(
            !failureSentence(TokenOperation::ReadToken, QString()).contains(QStringLiteral("“”")));
    }

    void germanSentenceIsWhole()
    {
        // The project's catalogue (the reason's words) and the sentences for the token
        // operations, as the window and keyward-cli load them.
        QTranslator catalogue;
        QVERIFY2(catalogue.load(QStringLiteral(KEYWARD_DE_QM)), KEYWARD_DE_QM);
        QTranslator sentences;
        QVERIFY2(sentences.load(QStringLiteral(KEYWARD_TOKEN_FAILURES_DE_QM)),
                 KEYWARD_TOKEN_FAILURES_DE_QM);
        QVERIFY(QCoreApplication::installTranslator(&sentences));
        QVERIFY(QCoreApplication::installTranslator(&catalogue));
        const QString m =
            failedTo(TokenOperation::ChangeUserPin, wrongPin(), QStringLiteral("web-1"))
                .userMessage();
        const QString generated =
            failedTo(TokenOperation::GenerateKeyPair, wrongPin(), QStringLiteral("web-1"))
                .userMessage();
        QCoreApplication::removeTranslator(&catalogue);
        QCoreApplication::removeTranslator(&sentences);
        QCOMPARE(m, QStringLiteral("Die Benutzer-PIN von Token „web-1“ konnte nicht geändert "
                                   "werden: falsche PIN — noch 2 Versuche."));
        QCOMPARE(generated, QStringLiteral("Das Schlüsselpaar konnte auf Token „web-1“ nicht "
                                           "erzeugt werden: falsche PIN — noch 2 Versuche."));
        QVERIFY(!m.contains(QLatin1String("fehlgeschlagen")));
    }
};

QTEST_GUILESS_MAIN(TokenFailuresTest)
#include "tst_token_failures.moc"
