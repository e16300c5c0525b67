// SPDX-License-Identifier: GPL-3.0-or-later
// One card, several ways in: which readers OpenSC must leave to scdaemon, and
// the OpenSC configuration that says so.
#include "app/ReaderSharing.h"
#include "pkcs11/OpenScGuard.h"

#include <QTest>

#include <cstdlib>

using namespace keyward;

namespace {

pcsc::ReaderState reader(const QString &name, const char *atrHex, bool inUse = false)
{
    pcsc::ReaderState r;
    r.name = name;
    r.atr = QByteArray::fromHex(atrHex);
    r.cardPresent = !r.atr.isEmpty();
    r.inUse = inUse;
    return r;
}

const char *kNitrokey = "3BDA18FF81B1FE751F030031F573C0016005900019";
const char *kHsm = "3BFE1800008131FE458031815448534D31738021408107FA";
const char *kUnknown = "3B8F8001804F0CA000000306030001000000006A";

} // namespace

class ReaderSharingTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void openPgpCardsAreScdaemons()
    {
        app::ReaderSharing sharing;
        QVERIFY(
            sharing.update({reader(QStringLiteral("R0"), kNitrokey),
                            reader(QStringLiteral("R1"), kHsm), reader(QStringLiteral("R2"), "")},
                           false));
        QCOMPARE(sharing.scdaemonReaders(), QStringList{QStringLiteral("R0")});
        QVERIFY(!sharing.update(
            {reader(QStringLiteral("R0"), kNitrokey), reader(QStringLiteral("R1"), kHsm)}, true));
    }

    void heldReaderStaysScdaemonsUntilTheCardIsOut()
    {
        app::ReaderSharing sharing;
        // Held exclusively but no card at the agent: someone else's business.
        QVERIFY(!sharing.update({reader(QStringLiteral("R0"), kUnknown, true)}, false));
        QVERIFY(sharing.scdaemonReaders().isEmpty());
        // Held while the agent serves a card: scdaemon's.
        QVERIFY(sharing.update({reader(QStringLiteral("R0"), kUnknown, true)}, true));
        QCOMPARE(sharing.scdaemonReaders(), QStringList{QStringLiteral("R0")});
        // scdaemon lets go for a moment (a reset, KDF setup): still scdaemon's.
        QVERIFY(!sharing.update({reader(QStringLiteral("R0"), kUnknown, false)}, false));
        QCOMPARE(sharing.scdaemonReaders(), QStringList{QStringLiteral("R0")});
        // The card is taken out: forgotten; put back, it is unknown again.
        QVERIFY(sharing.update({reader(QStringLiteral("R0"), "")}, false));
        QVERIFY(sharing.scdaemonReaders().isEmpty());
        QVERIFY(!sharing.update({reader(QStringLiteral("R0"), kUnknown, false)}, true));
    }

    void configurationNamesTheReaders()
    {
        const QByteArray base = "# system\napp default {\n\t# debug = 3;\n\tframework pkcs15 {\n"
                                "\t}\n}\napp opensc-pkcs11 {\n}\n";
        const QByteArray out = pkcs11::OpenScGuard::withIgnoredReaders(
            base, {QStringLiteral("Reader A 00 00"), QStringLiteral("Bad \"quote\""),
                   QStringLiteral("Reader B 00 01")});
        QVERIFY2(out.contains("app default {\n\tignored_readers = \"Reader A 00 00\", "
                              "\"Reader B 00 01\";\n"),
                 out.constData());
        QVERIFY(!out.contains("quote"));
        QVERIFY(out.contains("app opensc-pkcs11 {"));
        QCOMPARE(pkcs11::OpenScGuard::withIgnoredReaders(base, {}), base);
        const QByteArray none = pkcs11::OpenScGuard::withIgnoredReaders("", {QStringLiteral("R")});
        QVERIFY2(none.contains("app default {\n\tignored_readers = \"R\";\n}"), none.constData());
    }

    void applyPointsOpenScAtAPrivateFileAndRestores()
    {
        qputenv("OPENSC_CONF", "/nonexistent/opensc.conf");
        QVERIFY(pkcs11::OpenScGuard::apply({QStringLiteral("R0")}).ok());
        const QByteArray path = qgetenv("OPENSC_CONF");
        QVERIFY(path != "/nonexistent/opensc.conf");
        QFile f(QString::fromLocal8Bit(path));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("ignored_readers = \"R0\";"));
        QCOMPARE(f.permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
        QVERIFY(pkcs11::OpenScGuard::apply({}).ok());
        QCOMPARE(qgetenv("OPENSC_CONF"), QByteArray("/nonexistent/opensc.conf"));
        QVERIFY(!QFile::exists(QString::fromLocal8Bit(path)));
    }
};

QTEST_GUILESS_MAIN(ReaderSharingTest)
#include "ReaderSharingTest.moc"
