// SPDX-License-Identifier: GPL-3.0-or-later
// Who holds a card: the PC/SC clients read from a fake /proc tree, the
// decision between scdaemon and other programs, and the sentence.
#include "app/CardHolder.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace keyward;
using app::CardHolder::Client;

namespace {

const char *kPcscMaps =
    "7f0000000000-7f0000001000 r--p 00000000 08:01 1234 /usr/lib/x86_64-linux-gnu/libc.so.6\n"
    "7f0000002000-7f0000003000 r-xp 00002000 08:01 5678 "
    "/usr/lib/x86_64-linux-gnu/libpcsclite.so.1.0.0\n";
const char *kPcscRealMaps = "7f0000002000-7f0000003000 r-xp 00002000 08:01 5678 "
                            "/usr/lib/x86_64-linux-gnu/libpcsclite_real.so.1.0.0\n";
const char *kOtherMaps = "7f0000000000-7f0000001000 r--p 00000000 08:01 1234 "
                         "/usr/lib/x86_64-linux-gnu/libc.so.6\n"
                         "7f0000004000-7f0000005000 rw-p 00000000 00:00 0 [heap]\n";
/// A path that names the library only in a directory, not in the file name.
const char *kDirOnlyMaps = "7f0000000000-7f0000001000 r--p 00000000 08:01 1 "
                           "/opt/libpcsclite-tools/bin/helper\n";

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/// The pcscd the fake processes talk to unless they say otherwise.
const app::CardHolder::PcscService kOurs{"/run/pcscd/pcscd.comm", QStringLiteral("mnt:[1]")};

/// One /proc/PID entry: comm, status with the given real uid, maps, its environment and its
/// mount namespace (in a plain file: the fake tree has no links).
bool addProcess(const QDir &root, qint64 pid, const char *comm, uint uid, const char *maps,
                const QByteArray &environ = "HOME=/home/user",
                const QByteArray &mountNamespace = "mnt:[1]")
{
    const QString dir = QString::number(pid);
    if (!root.mkpath(dir + QStringLiteral("/ns"))) {
        return false;
    }
    if (!write(root.filePath(dir + QStringLiteral("/environ")), environ) ||
        !write(root.filePath(dir + QStringLiteral("/ns/mnt")), mountNamespace)) {
        return false;
    }
    const QByteArray status = QByteArray("Name:\t") + comm + "\nUmask:\t0022\nState:\tS\nUid:\t" +
                              QByteArray::number(uid) + "\t" + QByteArray::number(uid) + "\t" +
                              QByteArray::number(uid) + "\t" + QByteArray::number(uid) + "\n";
    return write(root.filePath(dir + QStringLiteral("/comm")), QByteArray(comm) + "\n") &&
           write(root.filePath(dir + QStringLiteral("/status")), status) &&
           write(root.filePath(dir + QStringLiteral("/maps")), maps);
}

QString names(const QList<Client> &clients)
{
    QStringList out;
    for (const Client &c : clients) {
        out << QStringLiteral("%1:%2").arg(c.name).arg(c.pid);
    }
    return out.join(QLatin1Char(' '));
}

} // namespace

class CardHolderTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsPcscClientsOfTheUser()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QDir root(tmp.path());
        QVERIFY(addProcess(root, 4321, "ykman", 1000, kPcscMaps));
        QVERIFY(addProcess(root, 77, "scdaemon", 1000, kPcscRealMaps));
        QVERIFY(addProcess(root, 12, "pcscd", 1000, kPcscMaps));      // the daemon itself
        QVERIFY(addProcess(root, 500, "keyward", 1000, kPcscMaps));   // this process
        QVERIFY(addProcess(root, 600, "firefox", 1001, kPcscMaps));   // another user
        QVERIFY(addProcess(root, 700, "bash", 1000, kOtherMaps));     // no PC/SC
        QVERIFY(addProcess(root, 800, "helper", 1000, kDirOnlyMaps)); // only a directory name
        QVERIFY(root.mkpath(QStringLiteral("self")));                 // not a pid
        QVERIFY(root.mkpath(QStringLiteral("900")));                  // ended: nothing readable
        QVERIFY(write(root.filePath(QStringLiteral("901")), "not a directory"));
        // Clients of another pcscd: one in another mount namespace (a sandbox's, a
        // container's), one naming another socket.
        QVERIFY(addProcess(root, 950, "gpg-other-ns", 1000, kPcscMaps, "HOME=/h", "mnt:[2]"));
        QVERIFY(addProcess(root, 960, "own-pcscd-user", 1000, kPcscMaps,
                           QByteArray("HOME=/h\0PCSCLITE_CSOCK_NAME=/tmp/other/pcscd.comm\0", 50)));
        // The same socket named explicitly is the same pcscd.
        QVERIFY(addProcess(root, 970, "explicit", 1000, kPcscMaps,
                           QByteArray("PCSCLITE_CSOCK_NAME=/run/pcscd/pcscd.comm")));

        const QList<Client> found = app::CardHolder::pcscClients(tmp.path(), 500, 1000, kOurs);
        QCOMPARE(names(found), QStringLiteral("scdaemon:77 explicit:970 ykman:4321"));
        QCOMPARE(names(app::CardHolder::pcscClients(tmp.path(), 500, 1001, kOurs)),
                 QStringLiteral("firefox:600"));
        // Seen from the other namespace, only its own client.
        QCOMPARE(names(app::CardHolder::pcscClients(
                     tmp.path(), 500, 1000, {"/run/pcscd/pcscd.comm", QStringLiteral("mnt:[2]")})),
                 QStringLiteral("gpg-other-ns:950"));
        QVERIFY(
            app::CardHolder::pcscClients(tmp.path() + QStringLiteral("/missing"), 1, 1000, kOurs)
                .isEmpty());
    }

    void statusWithoutUidIsPassedOver()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QDir root(tmp.path());
        QVERIFY(addProcess(root, 42, "ykman", 1000, kPcscMaps));
        QVERIFY(write(root.filePath(QStringLiteral("42/status")), "Name:\tykman\n"));
        QVERIFY(app::CardHolder::pcscClients(tmp.path(), 1, 1000, kOurs).isEmpty());
    }

    void decidesTheHolder()
    {
        const Client scd{QStringLiteral("scdaemon"), 77};
        const Client ykman{QStringLiteral("ykman"), 4321};
        // scdaemon with a card open and nobody else: scdaemon.
        auto h = app::CardHolder::decide({scd}, true);
        QVERIFY(h.scdaemon);
        QCOMPARE(h.scdaemonPid, qint64(77));
        // scdaemon without a card (or not asked): the others are the candidates.
        h = app::CardHolder::decide({scd, ykman}, false);
        QVERIFY(!h.scdaemon);
        QCOMPARE(names(h.others), QStringLiteral("ykman:4321"));
        h = app::CardHolder::decide({scd}, std::nullopt);
        QVERIFY(!h.scdaemon);
        QVERIFY(h.others.isEmpty());
        // scdaemon with a card and another client: both named, it cannot be told which.
        h = app::CardHolder::decide({scd, ykman}, true);
        QVERIFY(!h.scdaemon);
        QCOMPARE(names(h.others), QStringLiteral("scdaemon:77 ykman:4321"));
        // No scdaemon process: what the agent says does not matter.
        h = app::CardHolder::decide({ykman}, true);
        QVERIFY(!h.scdaemon);
        QCOMPARE(names(h.others), QStringLiteral("ykman:4321"));
    }

    void saysWhoInOneSentence()
    {
        const QString reader = QStringLiteral("Yubico YubiKey OTP+FIDO+CCID 00 00");
        app::CardHolder::Holder h;
        QCOMPARE(app::CardHolder::message(reader, h),
                 QStringLiteral("The card in \"Yubico YubiKey OTP+FIDO+CCID 00 00\" is in use by "
                                "another program; close it and try again."));
        h.others = {Client{QStringLiteral("ykman"), 1234}};
        QCOMPARE(app::CardHolder::message(reader, h),
                 QStringLiteral("The card in \"Yubico YubiKey OTP+FIDO+CCID 00 00\" is in use by "
                                "another program (ykman, process 1234); close it and try again."));
        h.others << Client{QStringLiteral("firefox-esr"), 2000};
        QCOMPARE(app::CardHolder::message(reader, h),
                 QStringLiteral("The card in \"Yubico YubiKey OTP+FIDO+CCID 00 00\" is in use by "
                                "one of these programs: ykman, process 1234; firefox-esr, process "
                                "2000. Close the one that holds it and try again."));
        h = {};
        h.scdaemon = true;
        h.scdaemonPid = 77;
        QCOMPARE(app::CardHolder::message(reader, h),
                 QStringLiteral("The card in \"Yubico YubiKey OTP+FIDO+CCID 00 00\" is in use by "
                                "scdaemon, GnuPG's smart-card daemon (process 77); let it finish, "
                                "or end it with \"gpgconf --kill scdaemon\", and try again."));
    }

    void onlyBusyErrorsAreExplained()
    {
        const Error io = Error::make(ErrorDomain::Pcsc, 0x80100016, ErrorKind::Io,
                                     QStringLiteral("SCardConnect"));
        const Error same = app::CardHolder::explainBusy(io, QStringLiteral("R"));
        QCOMPARE(same.kind, ErrorKind::Io);
        QCOMPARE(same.code, io.code);
        const Error busy = Error::make(ErrorDomain::Pcsc, 0x8010000B, ErrorKind::Busy,
                                       QStringLiteral("SCardConnect"), QStringLiteral("held"));
        const Error explained = app::CardHolder::explainBusy(busy, QStringLiteral("R"));
        QCOMPARE(explained.kind, ErrorKind::Busy);
        QVERIFY2(
            explained.userMessage().startsWith(QStringLiteral("The card in \"R\" is in use by ")),
            qPrintable(explained.userMessage()));
        QVERIFY(!explained.userMessage().contains(QStringLiteral("SCardConnect")));
    }
};

QTEST_GUILESS_MAIN(CardHolderTest)
#include "CardHolderTest.moc"
