// SPDX-License-Identifier: GPL-3.0-or-later
// The device model follows a card being pulled and put back, without a
// restart: the reader's "card present" and the OpenPGP card entry change.
#include "app/DeviceDirectory.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

using namespace keyward;

namespace {

QString readerName()
{
    return qEnvironmentVariable("KEYWARD_SANDBOX_READERS").split(QLatin1Char('\n')).value(0);
}

std::optional<DeviceInfo> reader(DeviceListModel *m)
{
    return m->device(m->indexOf(QStringLiteral("pcsc:") + readerName()));
}

int cardCount(DeviceListModel *m)
{
    return m->rowCount(m->groupIndex(DeviceKind::OpenPgpCard));
}

void cardCtl(const QString &command)
{
    const QString socket =
        qEnvironmentVariable("KEYWARD_SANDBOX") + QStringLiteral("/card0/control");
    QProcess p;
    p.start(QStringLiteral("keyward-vcard"), {QStringLiteral("ctl"), socket, command});
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitCode(), 0);
}

} // namespace

class DeviceDirectoryHotplugTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsRemovalAndInsertion()
    {
        app::DeviceDirectory directory({});
        DeviceListModel *m = directory.model();
        directory.start();
        QTRY_VERIFY_WITH_TIMEOUT(reader(m) && reader(m)->present, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(cardCount(m), 1, 15000);
        const QString serial =
            m->device(m->index(0, 0, m->groupIndex(DeviceKind::OpenPgpCard)))->serial;

        QElapsedTimer clock;
        clock.start();
        cardCtl(QStringLiteral("remove"));
        QTRY_VERIFY_WITH_TIMEOUT(reader(m) && !reader(m)->present, 10000);
        const qint64 readerGone = clock.elapsed();
        QTRY_COMPARE_WITH_TIMEOUT(cardCount(m), 0, 10000);
        const qint64 cardGone = clock.elapsed();

        clock.restart();
        cardCtl(QStringLiteral("insert"));
        QTRY_VERIFY_WITH_TIMEOUT(reader(m) && reader(m)->present, 10000);
        const qint64 readerBack = clock.elapsed();
        QTRY_COMPARE_WITH_TIMEOUT(cardCount(m), 1, 10000);
        const qint64 cardBack = clock.elapsed();
        QCOMPARE(m->device(m->index(0, 0, m->groupIndex(DeviceKind::OpenPgpCard)))->serial, serial);

        // Reported, not asserted: the machine is shared and noisy.
        qInfo("hot-plug latency (ms): reader absent %lld, card gone %lld, reader present %lld, "
              "card back %lld",
              readerGone, cardGone, readerBack, cardBack);
    }
};

QTEST_GUILESS_MAIN(DeviceDirectoryHotplugTest)
#include "DeviceDirectoryHotplugTest.moc"
