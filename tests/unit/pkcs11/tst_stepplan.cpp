// SPDX-License-Identifier: GPL-3.0-or-later
// Cancel between the steps of a token operation (StepPlan), driven with fake
// steps: what runs, what is undone (newest first), what the user is told.
#include "pkcs11/StepPlan.h"

#include <QTest>

using namespace keyward;
using namespace keyward::pkcs11;

class TestStepPlan : public QObject
{
    Q_OBJECT
private:
    /// A fake step that logs "run:x" / "undo:x" and can cancel or fail.
    struct Fake
    {
        QStringList log;
        std::function<Status()> run(const QString &name, std::function<void()> during = {},
                                    bool fails = false)
        {
            return [this, name, during, fails]() -> Status {
                log << QStringLiteral("run:") + name;
                if (during) {
                    during(); // e.g. Cancel pressed while this step's Cryptoki call ran
                }
                if (fails) {
                    return Error::make(ErrorDomain::Pkcs11, 0x10, ErrorKind::Io, name);
                }
                return {};
            };
        }
        std::function<Status()> undo(const QString &name, bool fails = false)
        {
            return [this, name, fails]() -> Status {
                log << QStringLiteral("undo:") + name;
                if (fails) {
                    return Error::make(ErrorDomain::Pkcs11, 0x82, ErrorKind::Io, name);
                }
                return {};
            };
        }
    };

private Q_SLOTS:
    void allStepsRun()
    {
        Fake f;
        StepPlan plan;
        plan.add(QStringLiteral("key"), f.run(QStringLiteral("key")),
                 f.undo(QStringLiteral("key")));
        plan.add(QStringLiteral("cert"), f.run(QStringLiteral("cert")),
                 f.undo(QStringLiteral("cert")));
        const auto out = plan.run(CancelToken());
        QVERIFY(out.ok());
        QCOMPARE(f.log, (QStringList{QStringLiteral("run:key"), QStringLiteral("run:cert")}));
        QCOMPARE(out.done, (QStringList{QStringLiteral("key"), QStringLiteral("cert")}));
        QVERIFY(out.undone.isEmpty());
        QVERIFY(out.notDone.isEmpty());
    }

    void cancelDuringAStepUndoesNewestFirst()
    {
        Fake f;
        CancelToken cancel;
        StepPlan plan;
        plan.add(QStringLiteral("private key"), f.run(QStringLiteral("priv")),
                 f.undo(QStringLiteral("priv")));
        plan.add(QStringLiteral("public key"),
                 f.run(QStringLiteral("pub"), [cancel] { cancel.cancel(); }),
                 f.undo(QStringLiteral("pub")));
        plan.add(QStringLiteral("certificate"), f.run(QStringLiteral("cert")),
                 f.undo(QStringLiteral("cert")));
        const auto out = plan.run(cancel);
        QVERIFY(out.cancelled);
        QVERIFY(!out.ok());
        QVERIFY(!out.error.isError());
        // The step in flight finishes (a Cryptoki call cannot be interrupted),
        // the next one never starts, and what was made goes again, newest first.
        QCOMPARE(f.log, (QStringList{QStringLiteral("run:priv"), QStringLiteral("run:pub"),
                                     QStringLiteral("undo:pub"), QStringLiteral("undo:priv")}));
        QCOMPARE(out.undone,
                 (QStringList{QStringLiteral("private key"), QStringLiteral("public key")}));
        QCOMPARE(out.notDone, QStringList{QStringLiteral("certificate")});
        QVERIFY(out.done.isEmpty());
        QCOMPARE(out.summary(), QStringLiteral("Written, then removed again: private key, public "
                                               "key. Not done: certificate."));
    }

    void cancelBeforeTheFirstStep()
    {
        Fake f;
        CancelToken cancel;
        cancel.cancel();
        StepPlan plan;
        plan.add(QStringLiteral("a"), f.run(QStringLiteral("a")), f.undo(QStringLiteral("a")));
        const auto out = plan.run(cancel);
        QVERIFY(out.cancelled);
        QVERIFY(f.log.isEmpty());
        QCOMPARE(out.notDone, QStringList{QStringLiteral("a")});
    }

    void stepsWithoutUndoStayDone()
    {
        // Whole results (a finished key pair, a written file) stay and are reported.
        Fake f;
        CancelToken cancel;
        StepPlan plan;
        plan.add(QStringLiteral("keygen tls"),
                 f.run(QStringLiteral("keygen"), [cancel] { cancel.cancel(); }));
        plan.add(QStringLiteral("csr tls"), f.run(QStringLiteral("csr")));
        const auto out = plan.run(cancel);
        QVERIFY(out.cancelled);
        QCOMPARE(out.done, QStringList{QStringLiteral("keygen tls")});
        QCOMPARE(out.notDone, QStringList{QStringLiteral("csr tls")});
        QCOMPARE(out.summary(), QStringLiteral("Done: keygen tls. Not done: csr tls."));
    }

    void failureUndoesWhatWasMade()
    {
        Fake f;
        StepPlan plan;
        plan.add(QStringLiteral("a"), f.run(QStringLiteral("a")), f.undo(QStringLiteral("a")));
        plan.add(QStringLiteral("b"), f.run(QStringLiteral("b"), {}, true),
                 f.undo(QStringLiteral("b")));
        plan.add(QStringLiteral("c"), f.run(QStringLiteral("c")), f.undo(QStringLiteral("c")));
        const auto out = plan.run(CancelToken());
        QVERIFY(!out.cancelled);
        QCOMPARE(out.error.code, qint64(0x10)); // the step's own error, raw code kept
        QCOMPARE(f.log, (QStringList{QStringLiteral("run:a"), QStringLiteral("run:b"),
                                     QStringLiteral("undo:a")}));
        QCOMPARE(out.undone, QStringList{QStringLiteral("a")});
        QCOMPARE(out.notDone, (QStringList{QStringLiteral("b"), QStringLiteral("c")}));
    }

    void undoThatFailsIsNamed()
    {
        Fake f;
        CancelToken cancel;
        StepPlan plan;
        plan.add(QStringLiteral("private key"),
                 f.run(QStringLiteral("priv"), [cancel] { cancel.cancel(); }),
                 f.undo(QStringLiteral("priv"), true));
        plan.add(QStringLiteral("public key"), f.run(QStringLiteral("pub")));
        const auto out = plan.run(cancel);
        QCOMPARE(out.undoFailed, QStringList{QStringLiteral("private key")});
        QVERIFY(out.summary().contains(QStringLiteral("Left on the token")));
    }
};

QTEST_GUILESS_MAIN(TestStepPlan)
#include "tst_stepplan.moc"
