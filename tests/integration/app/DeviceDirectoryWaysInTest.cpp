// SPDX-License-Identifier: GPL-3.0-or-later
// One card, several ways in. With OpenSC registered in p11-kit (as Debian's opensc-pkcs11
// does for everyone), Keyward's device directory polls PKCS#11 tokens every 500 ms. It must
// leave the readers of OpenPGP cards to scdaemon: no OpenPGP card shows up as an OpenSC token
// as a side effect of looking, and gpg keeps the card through KDF setup and factory resets
// done meanwhile (judged by gpg itself, in ways-in-card-ops.sh).
#include "app/DeviceDirectory.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace keyward;

namespace {

QStringList sandboxReaders()
{
    return qEnvironmentVariable("KEYWARD_SANDBOX_READERS").split(QLatin1Char('\n'));
}

/// PKCS#11 tokens that OpenSC made out of a card in one of the sandbox's readers.
QStringList openScCardTokens(DeviceListModel *m)
{
    QStringList found;
    const QModelIndex group = m->groupIndex(DeviceKind::Pkcs11Token);
    for (int row = 0; row < m->rowCount(group); ++row) {
        const auto d = m->device(m->index(row, 0, group));
        if (!d) {
            continue;
        }
        const QString text = d->name + QLatin1Char(' ') + d->model;
        if (text.contains(QStringLiteral("OpenPGP")) ||
            text.contains(QStringLiteral("PKCS#15 emulated"))) {
            found << d->id;
        }
    }
    return found;
}

} // namespace

class DeviceDirectoryWaysInTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void openScLeavesScdaemonsCardsAlone()
    {
        QVERIFY2(sandboxReaders().size() >= 2, "the test needs two cards in the sandbox");
        app::DeviceDirectory directory({});
        DeviceListModel *m = directory.model();
        QSignalSpy scanned(&directory, &app::DeviceDirectory::initialScanComplete);
        directory.start();
        QVERIFY(scanned.wait(60000));
        // The SoftHSM token is there: PKCS#11 polling runs.
        QTRY_VERIFY_WITH_TIMEOUT(m->rowCount(m->groupIndex(DeviceKind::Pkcs11Token)) > 0, 15000);

        QStringList seen;
        QTimer watch;
        connect(&watch, &QTimer::timeout, this, [&] {
            for (const QString &id : openScCardTokens(m)) {
                if (!seen.contains(id)) {
                    seen << id;
                }
            }
        });
        watch.start(100);

        QProcess ops;
        ops.setProcessChannelMode(QProcess::ForwardedChannels);
        ops.start(QStringLiteral("bash"),
                  {qEnvironmentVariable("KEYWARD_SOURCE_DIR") +
                   QStringLiteral("/tests/integration/app/ways-in-card-ops.sh")});
        QVERIFY(ops.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(ops.state() == QProcess::NotRunning, 400000);
        QCOMPARE(ops.exitStatus(), QProcess::NormalExit);
        QCOMPARE(ops.exitCode(), 0);
        QVERIFY2(seen.isEmpty(), qPrintable(QStringLiteral("OpenSC opened an OpenPGP card: ") +
                                            seen.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(DeviceDirectoryWaysInTest)
#include "DeviceDirectoryWaysInTest.moc"
