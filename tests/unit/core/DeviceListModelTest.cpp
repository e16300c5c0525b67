// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/DeviceListModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace keyward;

namespace {
DeviceInfo dev(const QString &id, DeviceKind kind, const QString &source, const QString &name)
{
    DeviceInfo d;
    d.id = id;
    d.kind = kind;
    d.source = source;
    d.name = name;
    return d;
}
} // namespace

class DeviceListModelTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groupsDevicesByKind()
    {
        DeviceListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setDevices(QStringLiteral("pcsc"),
                     {dev(QStringLiteral("r1"), DeviceKind::Reader, QStringLiteral("pcsc"),
                          QStringLiteral("Reader 1"))});
        m.setDevices(QStringLiteral("pkcs11"),
                     {dev(QStringLiteral("t1"), DeviceKind::Pkcs11Token, QStringLiteral("pkcs11"),
                          QStringLiteral("Token 1")),
                      dev(QStringLiteral("t2"), DeviceKind::Pkcs11Token, QStringLiteral("pkcs11"),
                          QStringLiteral("Token 2"))});
        QCOMPARE(m.rowCount(), 3);
        QCOMPARE(m.rowCount(m.groupIndex(DeviceKind::Reader)), 1);
        QCOMPARE(m.rowCount(m.groupIndex(DeviceKind::OpenPgpCard)), 0);
        QCOMPARE(m.rowCount(m.groupIndex(DeviceKind::Pkcs11Token)), 2);
        QCOMPARE(m.indexOf(QStringLiteral("t2")).data().toString(), QStringLiteral("Token 2"));
    }
    void snapshotReplacesOnlyItsSource()
    {
        DeviceListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setDevices(QStringLiteral("a"), {dev(QStringLiteral("x"), DeviceKind::Reader,
                                               QStringLiteral("a"), QStringLiteral("X"))});
        m.setDevices(QStringLiteral("b"), {dev(QStringLiteral("y"), DeviceKind::Reader,
                                               QStringLiteral("b"), QStringLiteral("Y"))});
        m.setDevices(QStringLiteral("a"), {});
        QCOMPARE(m.rowCount(m.groupIndex(DeviceKind::Reader)), 1);
        QVERIFY(!m.indexOf(QStringLiteral("x")).isValid());
        QVERIFY(m.indexOf(QStringLiteral("y")).isValid());
    }
    void updateInPlaceKeepsRowAndSignals()
    {
        DeviceListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        DeviceInfo d = dev(QStringLiteral("r"), DeviceKind::Reader, QStringLiteral("pcsc"),
                           QStringLiteral("R"));
        d.present = false;
        m.setDevices(QStringLiteral("pcsc"), {d});
        const QPersistentModelIndex before = m.indexOf(QStringLiteral("r"));
        QSignalSpy changed(&m, &DeviceListModel::deviceChanged);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        d.present = true;
        m.setDevices(QStringLiteral("pcsc"), {d});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(removed.count(), 0);
        QVERIFY(before.isValid());
        QVERIFY(m.device(before)->present);
        m.setDevices(QStringLiteral("pcsc"), {d}); // identical: no signal
        QCOMPARE(changed.count(), 1);
    }
    void virtualDevicesAreLabelled()
    {
        DeviceListModel m;
        DeviceInfo d = dev(QStringLiteral("v"), DeviceKind::OpenPgpCard, QStringLiteral("openpgp"),
                           QStringLiteral("YubiKey 5"));
        d.isVirtual = true;
        m.setDevices(QStringLiteral("openpgp"), {d});
        QVERIFY(
            m.indexOf(QStringLiteral("v")).data().toString().contains(QStringLiteral("virtual")));
    }
};

QTEST_GUILESS_MAIN(DeviceListModelTest)
#include "DeviceListModelTest.moc"
