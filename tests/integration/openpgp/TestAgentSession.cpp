// SPDX-License-Identifier: GPL-3.0-or-later
// AgentSession and CardWatcher against the real gpg-agent/scdaemon of the
// sandbox (and its virtual card when one is inserted).
#include "openpgp/AgentSession.h"
#include "openpgp/CardWatcher.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;
using namespace keyward::openpgp;

namespace {

template<class T> T wait(QFuture<T> f)
{
    f.waitForFinished();
    return f.result();
}

bool haveCard()
{
    return qEnvironmentVariableIntValue("KEYWARD_SANDBOX_CARDS") > 0;
}

// QVERIFY2 evaluates its message eagerly in Qt 6.4: only touch error() on failure.
template<class R> QByteArray why(const R &r)
{
    return r.ok() ? QByteArray() : r.error().technical().toUtf8();
}

int agentConnections(AgentSession &s)
{
    auto r = wait(s.transact("GETINFO connections"));
    return r ? r->data.trimmed().toInt() : -1;
}

} // namespace

class TestAgentSession : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void version()
    {
        AgentSession s;
        const Result<QString> v = wait(s.agentVersion());
        QVERIFY2(v.ok(), why(v).constData());
        QVERIFY(v->startsWith(QLatin1String("2.")));
        QCOMPARE(AgentSession::parseVersion(*v)[0], 2);
    }

    void oneConnection()
    {
        AgentSession s;
        QVERIFY(wait(s.agentVersion()).ok());
        const int before = agentConnections(s);
        for (int i = 0; i < 20; ++i) {
            QVERIFY(wait(s.transact("GETINFO version")).ok());
        }
        QCOMPARE(agentConnections(s), before);
        QCOMPARE(s.connectionCount(), 1);
    }

    void reconnectAfterAgentKilled()
    {
        AgentSession s;
        QVERIFY(wait(s.agentVersion()).ok());
        QCOMPARE(QProcess::execute(QStringLiteral("gpgconf"),
                                   {QStringLiteral("--kill"), QStringLiteral("gpg-agent")}),
                 0);
        QTest::qWait(300);
        const Result<QString> v = wait(s.agentVersion());
        QVERIFY2(v.ok(), why(v).constData());
        QCOMPARE(s.connectionCount(), 2);
    }

    void unknownCommandIsAnError()
    {
        AgentSession s;
        const auto r = wait(s.transact("NO_SUCH_COMMAND"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().domain, ErrorDomain::Gpg);
        QCOMPARE(r.error().kind, ErrorKind::NotSupported);
    }

    void serialNo()
    {
        AgentSession s;
        const Result<CardAid> aid = wait(s.cardSerial());
        if (!haveCard()) {
            QVERIFY(!aid.ok());
            QVERIFY2(aid.error().kind == ErrorKind::NoCard, why(aid).constData());
            return;
        }
        QVERIFY2(aid.ok(), why(aid).constData());
        const QString cards = qEnvironmentVariable("KEYWARD_SANDBOX_CARDS");
        if (cards.startsWith(QLatin1String("yubikey5"))) {
            QCOMPARE(aid->manufacturerName, QStringLiteral("Yubico"));
            QCOMPARE(aid->version(), QStringLiteral("3.4"));
        }
    }

    void watcher()
    {
        AgentSession s;
        CardWatcher w(&s);
        QSignalSpy spy(&w, &CardWatcher::cardsChanged);
        w.refresh();
        QVERIFY(spy.wait(20000));
        const auto cards = spy.at(0).at(0).value<QList<DeviceInfo>>();
        if (!haveCard()) {
            QVERIFY(cards.isEmpty());
            return;
        }
        QCOMPARE(cards.size(), 1);
        const DeviceInfo &d = cards.first();
        QVERIFY(d.id.startsWith(QLatin1String("openpgp:D276000124")));
        QCOMPARE(d.kind, DeviceKind::OpenPgpCard);
        QVERIFY(!d.vendor.isEmpty());
        QVERIFY(!d.serial.isEmpty());
        QVERIFY2(d.isVirtual, "a card in a vpcd reader is virtual");
        QVERIFY(d.fields.size() >= 5);
        // No change, no signal.
        w.refresh();
        QVERIFY(!spy.wait(1500));
    }
};

QTEST_GUILESS_MAIN(TestAgentSession)
#include "TestAgentSession.moc"
