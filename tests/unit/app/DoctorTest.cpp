// SPDX-License-Identifier: GPL-3.0-or-later
// keyward-cli doctor: its configuration parsers and its checks, on made-up facts.
#include "app/DoctorChecks.h"
#include "app/DoctorCommand.h"
#include "app/DoctorConfig.h"

#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace keyward;
using namespace keyward::app::doctor;

namespace {

/// A set-up with nothing to say: GnuPG 2.2.40 with its agent, pcscd with one reader holding
/// an OpenPGP card, scdaemon through pcscd, OpenSC kept away, a terminal pinentry with
/// GPG_TTY, SSH through gpg-agent.
Facts healthy()
{
    Facts f;
    f.now = QDateTime(QDate(2025, 1, 1), QTime(12, 0), QTimeZone::utc());
    f.gnupgVersion = QStringLiteral("2.2.40");
    f.gpgconfPath = QStringLiteral("/usr/bin/gpgconf");
    f.homedir = QStringLiteral("/home/u/.gnupg");
    f.agentSocket = QStringLiteral("/run/user/1000/gnupg/S.gpg-agent");
    f.agentSshSocket = QStringLiteral("/run/user/1000/gnupg/S.gpg-agent.ssh");
    f.agentVersion = QStringLiteral("2.2.40");
    f.agentSocketExists = true;
    f.pcscReachable = true;
    pcsc::ReaderState r;
    r.name = QStringLiteral("Yubico YubiKey OTP+FIDO+CCID 00 00");
    r.cardPresent = true;
    f.readers = {r};
    f.openPgpReaders = {r.name};
    f.agentConf = parseGnupgConf("enable-ssh-support\n");
    f.scdaemonConf = parseGnupgConf("disable-ccid\n");
    f.openScModule = parseP11KitModule("module: opensc-pkcs11.so\n");
    f.openScModule->path = QStringLiteral("/usr/share/p11-kit/modules/opensc-pkcs11.module");
    f.openScConfPath = QStringLiteral("/etc/opensc/opensc.conf");
    f.openSc = parseOpenScConf("app default {\n ignored_readers = \"Yubico YubiKey\";\n}\n");
    f.pinentry = QStringLiteral("/usr/bin/pinentry");
    f.pinentryExists = f.pinentryExecutable = true;
    f.pinentryTarget = QStringLiteral("/usr/bin/pinentry-curses");
    f.gpgTty = QStringLiteral("/dev/pts/1");
    f.sshAuthSock = f.agentSshSocket;
    f.keysListed = true;
    f.cardsListed = true;
    return f;
}

QStringList ids(const Facts &f)
{
    QStringList out;
    for (const Finding &x : diagnose(f)) {
        out << x.id + QLatin1Char(':') + severityKey(x.severity);
    }
    return out;
}

openpgp::keytocard::LocalKey cardKey(const QByteArray &serial, const QDateTime &expires = {})
{
    openpgp::keytocard::LocalKey k;
    k.fingerprint = "0123456789ABCDEF0123456789ABCDEF01234567";
    k.userIds = {QStringLiteral("Alice <alice@example.org>")};
    openpgp::keytocard::SubkeyInfo s;
    s.fingerprint = k.fingerprint;
    s.isPrimary = true;
    s.hasSecret = s.isCardKey = true;
    s.cardSerial = serial;
    s.expires = expires;
    k.subkeys = {s};
    return k;
}

app::PresentCard card(const char *aidHex)
{
    return app::PresentCard{*openpgp::parseAid(aidHex), QStringLiteral("YubiKey 5"), {}, true};
}

} // namespace

class DoctorTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gnupgConfLines()
    {
        const GnupgConf c = parseGnupgConf("# a comment\n  disable-ccid  \n"
                                           "reader-port Yubico YubiKey 00 00\n"
                                           "pinentry-program \"/usr/bin/pinentry-tty\"\n"
                                           "#pcsc-shared\n\nreader-port Other\n");
        QVERIFY(c.exists);
        QVERIFY(c.has(QStringLiteral("disable-ccid")));
        QCOMPARE(c.value(QStringLiteral("disable-ccid")), QString());
        QVERIFY(!c.has(QStringLiteral("pcsc-shared")));
        QCOMPARE(c.value(QStringLiteral("reader-port")), QStringLiteral("Other"));
        QCOMPARE(c.value(QStringLiteral("pinentry-program")),
                 QStringLiteral("/usr/bin/pinentry-tty"));
        QVERIFY(!GnupgConf{}.exists);
    }

    // A system-wide file as GnuPG applies it to one user: [user] sections, [force], [ignore],
    // [-ignore] and [ignore-all]; the user's file merged after it.
    void systemConfMetaCommands()
    {
        const SystemGnupgConf sys =
            parseSystemGnupgConf("pcsc-shared\n"
                                 "[force]\n"
                                 "disable-ccid\n"
                                 "[-force]\n"
                                 "[ignore]\n"
                                 "reader-port Admin's Reader\n"
                                 "[-ignore]\n"
                                 "card-timeout 5\n"
                                 "[if $name = x]\n"
                                 "[user bob]\n"
                                 "debug-level guru\n"
                                 "[user alice]\n"
                                 "enable-pinpad-varlen\n"
                                 "[user *]\n"
                                 "deny-admin\n"
                                 "[force]\n", // in another's section: skipped
                                 QStringLiteral("Alice"));
        QVERIFY(sys.options.contains(QStringLiteral("pcsc-shared")));
        QVERIFY(sys.options.contains(QStringLiteral("disable-ccid")));
        QVERIFY(!sys.options.contains(QStringLiteral("reader-port"))); // [ignore]: not set
        QVERIFY(!sys.options.contains(QStringLiteral("debug-level"))); // bob's
        QVERIFY(sys.options.contains(QStringLiteral("enable-pinpad-varlen")));
        QVERIFY(!sys.options.contains(QStringLiteral("deny-admin"))); // alice matched before *
        QVERIFY(sys.overridesUser(QStringLiteral("disable-ccid")));
        QVERIFY(sys.overridesUser(QStringLiteral("reader-port")));
        QVERIFY(!sys.overridesUser(QStringLiteral("card-timeout")));
        QVERIFY(!sys.overridesUser(QStringLiteral("pcsc-shared")));
        QCOMPARE(sys.unevaluated, QStringList{QStringLiteral("[if $name = x]")});

        SystemGnupgConf withPath = sys;
        withPath.path = QStringLiteral("/etc/gnupg/scdaemon.conf");
        const GnupgConf user = parseGnupgConf("reader-port Mine\npcsc-shared\ncard-timeout 9\n");
        const GnupgConf eff = effectiveGnupgConf(withPath, user);
        QVERIFY(eff.exists);
        QCOMPARE(eff.systemPath, withPath.path);
        QVERIFY(!eff.has(QStringLiteral("reader-port")));
        QCOMPARE(eff.value(QStringLiteral("card-timeout")), QStringLiteral("9")); // user's wins
        QCOMPARE(eff.userSkipped, QStringList{QStringLiteral("reader-port")});
        QCOMPARE(eff.fromSystem, (QStringList{QStringLiteral("disable-ccid"),
                                              QStringLiteral("enable-pinpad-varlen")}));
        // [ignore-all]: the user's file counts only for what [-ignore] listed.
        const SystemGnupgConf all =
            parseSystemGnupgConf("[ignore-all]\n[-ignore]\ncard-timeout 1\n", QString());
        QVERIFY(all.overridesUser(QStringLiteral("disable-ccid")));
        QVERIFY(!all.overridesUser(QStringLiteral("card-timeout")));
        // No system file: the user's options as they are.
        QCOMPARE(effectiveGnupgConf({}, user).options, user.options);
        QVERIFY(effectiveGnupgConf({}, user).systemPath.isEmpty());
    }

    void systemConfFindings()
    {
        Facts f = healthy();
        SystemGnupgConf sys = parseSystemGnupgConf("[ignore]\ndisable-ccid\n", QString());
        sys.path = QStringLiteral("/etc/gnupg/scdaemon.conf");
        f.scdaemonConf = effectiveGnupgConf(sys, parseGnupgConf("disable-ccid\n"));
        QCOMPARE(ids(f), (QStringList{QStringLiteral("gnupg-system-overrides:warning"),
                                      QStringLiteral("scdaemon-ccid-conflict:warning")}));
        const QList<Finding> found = diagnose(f);
        const Finding ccid = found.last();
        QVERIFY(ccid.description.contains(QLatin1String("/etc/gnupg/scdaemon.conf")));
        QCOMPARE(ccid.values.value(QStringLiteral("file")).toString(), sys.path);

        f = healthy();
        sys = parseSystemGnupgConf("enable-ssh-support\n", QString());
        sys.path = QStringLiteral("/etc/gnupg/gpg-agent.conf");
        f.agentConf = effectiveGnupgConf(sys, parseGnupgConf(""));
        QCOMPARE(ids(f), QStringList{QStringLiteral("gnupg-system-options:info")});
    }

    void noAutostartAndReaderSwitch()
    {
        Facts f = healthy();
        f.agentVersion.reset();
        f.agentSocketExists = false;
        QCOMPARE(ids(f), QStringList{QStringLiteral("gpg-agent-not-running:info")});
        f.commonConf = parseGnupgConf("no-autostart\n");
        QCOMPARE(ids(f), QStringList{QStringLiteral("gpg-agent-no-autostart:warning")});

        f = healthy();
        f.readerSwitchMarker = Facts::ReaderSwitchMarker{
            QStringLiteral("/home/u/.gnupg/scdaemon.conf.keyward-saved"), 4242, true};
        QCOMPARE(ids(f), QStringList{QStringLiteral("keyward-reader-switch-active:info")});
        f.readerSwitchMarker->processRunning = false;
        QCOMPARE(ids(f), QStringList{QStringLiteral("keyward-reader-switch-left:warning")});
        QVERIFY(diagnose(f).first().action.contains(QLatin1String("keyward-cli card status")));
    }

    void openScConfBlocks()
    {
        // The pkcs11 block's key wins over default's; keys of inner blocks do not count.
        const OpenScConf c =
            parseOpenScConf("app default {\n"
                            "  # card_drivers = old;\n"
                            "  framework pkcs15 { card_drivers = nothing; }\n"
                            "  ignored_readers = \"Reader A\", \"Reader \\\"B\\\"\";\n"
                            "  card_drivers = internal;\n"
                            "}\n"
                            "app opensc-pkcs11 { card_drivers = piv, sc-hsm }\n");
        QVERIFY(c.cardDriversSet);
        QCOMPARE(c.cardDrivers, (QStringList{QStringLiteral("piv"), QStringLiteral("sc-hsm")}));
        QCOMPARE(c.ignoredReaders,
                 (QStringList{QStringLiteral("Reader A"), QStringLiteral("Reader \"B\"")}));
        QVERIFY(openScSkipsOpenPgpDriver(c));
        QVERIFY(
            !openScSkipsOpenPgpDriver(parseOpenScConf("app default { card_drivers = internal; }")));
        QVERIFY(
            !openScSkipsOpenPgpDriver(parseOpenScConf("app default { card_drivers = OpenPGP; }")));
        QVERIFY(!openScSkipsOpenPgpDriver(parseOpenScConf("app default { framework pkcs15 {} }")));
        QCOMPARE(readersOpenScOpens(c, {QStringLiteral("Reader A 00 00"), QStringLiteral("C")}),
                 QStringList{QStringLiteral("C")});
        QVERIFY(parseOpenScConf("").ignoredReaders.isEmpty());
    }

    void p11KitModuleFile()
    {
        const P11KitModule m =
            parseP11KitModule("# comment: yes\nmodule: /usr/lib/x86_64-linux-gnu/opensc-pkcs11.so\n"
                              "disable-in: firefox\n");
        QVERIFY(isOpenScModule(m));
        QCOMPARE(m.disableIn, QStringLiteral("firefox"));
        QVERIFY(!isOpenScModule(parseP11KitModule("module: libsofthsm2.so\n")));
    }

    void pinentryKinds()
    {
        QCOMPARE(pinentryKind(QStringLiteral("/usr/bin/pinentry-gnome3")), PinentryKind::Graphical);
        QCOMPARE(pinentryKind(QStringLiteral("/usr/bin/pinentry-qt")), PinentryKind::Graphical);
        QCOMPARE(pinentryKind(QStringLiteral("/usr/bin/pinentry-curses")), PinentryKind::Terminal);
        QCOMPARE(pinentryKind(QStringLiteral("/usr/bin/pinentry-tty")), PinentryKind::Terminal);
        QCOMPARE(pinentryKind(QStringLiteral("/opt/test-pinentry/pinentry")),
                 PinentryKind::Unknown);
    }

    void healthySaysNothing() { QCOMPARE(ids(healthy()), QStringList()); }

    void eachMisconfigurationAlone_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("expected");
        const char *rows[][2] = {
            {"ccid", "scdaemon-ccid-conflict:warning"},
            {"opensc", "opensc-takes-openpgp-cards:warning"},
            {"pinentry-missing", "pinentry-missing:problem"},
            {"pinentry-display", "pinentry-no-display:warning"},
            {"pinentry-tty", "pinentry-no-tty:warning"},
            {"ssh-off", "ssh-support-off:info"},
            {"ssh-elsewhere", "ssh-auth-sock-elsewhere:warning"},
            {"pcscd", "pcscd-unreachable:problem"},
            {"agent-down", "gpg-agent-not-answering:problem"},
            {"reader-port", "scdaemon-reader-port-missing:warning"},
            {"shared", "scdaemon-pcsc-shared:info"},
        };
        int i = 0;
        for (const auto &row : rows) {
            QTest::newRow(row[0]) << i++ << QString::fromLatin1(row[1]);
        }
    }

    void eachMisconfigurationAlone()
    {
        QFETCH(int, which);
        QFETCH(QString, expected);
        Facts f = healthy();
        switch (which) {
        case 0:
            f.scdaemonConf = parseGnupgConf("pcsc-driver libpcsclite.so.1\n");
            break;
        case 1:
            f.openSc = parseOpenScConf("app default { ignored_readers = \"Other\"; }");
            break;
        case 2:
            f.pinentryExists = f.pinentryExecutable = false;
            break;
        case 3:
            f.pinentryTarget = QStringLiteral("/usr/bin/pinentry-gtk-2");
            break;
        case 4:
            f.gpgTty = QString();
            break;
        case 5:
            f.agentConf = parseGnupgConf("");
            break;
        case 6:
            f.sshAuthSock = QStringLiteral("/tmp/ssh-XXXX/agent.1");
            break;
        case 7:
            f.pcscReachable = false;
            f.readers.clear();
            break;
        case 8:
            f.agentVersion.reset();
            break;
        case 9:
            f.scdaemonConf = parseGnupgConf("disable-ccid\nreader-port Gone\n");
            break;
        case 10:
            f.scdaemonConf = parseGnupgConf("disable-ccid\npcsc-shared\n");
            break;
        default:
            QFAIL("no such row");
        }
        QCOMPARE(ids(f), QStringList{expected});
        const Finding finding = diagnose(f).first();
        QVERIFY(finding.description.endsWith(QLatin1Char('.')));
        QVERIFY(finding.action.endsWith(QLatin1Char('.')));
    }

    void ccidConflictNamesTheLine()
    {
        Facts f = healthy();
        f.scdaemonConf = parseGnupgConf("");
        const Finding x = diagnose(f).first();
        QVERIFY(x.action.contains(QLatin1String("\"disable-ccid\"")));
        QCOMPARE(x.values.value(QStringLiteral("file")).toString(),
                 QStringLiteral("/home/u/.gnupg/scdaemon.conf"));
        // Without pcscd there is nothing to fight over: pcscd's own finding only.
        f.pcscReachable = false;
        QCOMPARE(ids(f), QStringList{QStringLiteral("pcscd-unreachable:warning")});
    }

    void staleStubs()
    {
        Facts f = healthy();
        f.secretKeys = {cardKey("D2760001240103040006DD2871640000")};
        QCOMPARE(ids(f), QStringList{QStringLiteral("stale-card-stub:info")});
        const Finding x = diagnose(f).first();
        QCOMPARE(x.values.value(QStringLiteral("cardSerial")).toString(),
                 QStringLiteral("DD287164"));
        QVERIFY(x.description.contains(QLatin1String("DD287164")));
        QVERIFY(x.description.contains(QLatin1String("Alice")));
        // Another card present: a warning; the card itself present: nothing.
        f.cards = {card("D2760001240103040006AAAAAAAA0000")};
        QCOMPARE(ids(f), QStringList{QStringLiteral("stale-card-stub:warning")});
        f.cards << card("D2760001240103040006DD2871640000");
        QCOMPARE(ids(f), QStringList());
        // scdaemon not running: the cards were not asked.
        f.cardsListed = false;
        f.cards.clear();
        QCOMPARE(ids(f), QStringList{QStringLiteral("cards-not-checked:info")});
    }

    void expiringCardKeys()
    {
        Facts f = healthy();
        f.cards = {card("D2760001240103040006DD2871640000")};
        const QByteArray aid = "D2760001240103040006DD2871640000";
        f.secretKeys = {cardKey(aid, f.now.addDays(31))};
        QCOMPARE(ids(f), QStringList());
        f.secretKeys = {cardKey(aid, f.now.addDays(10))};
        QCOMPARE(ids(f), QStringList{QStringLiteral("card-key-expiring:warning")});
        QVERIFY(diagnose(f).first().action.contains(QLatin1String("2025-01-11")));
        f.secretKeys = {cardKey(aid, f.now.addDays(-1))};
        QCOMPARE(ids(f), QStringList{QStringLiteral("card-key-expired:warning")});
        QVERIFY(diagnose(f).first().action.contains(QLatin1String("gpg --quick-set-expire")));
        // A subkey on the card whose primary key is kept offline: renewed from the secret key
        // file that key create wrote.
        openpgp::keytocard::LocalKey offline = cardKey(aid);
        offline.subkeys.first().hasSecret = offline.subkeys.first().isCardKey = false;
        offline.subkeys.first().cardSerial.clear();
        openpgp::keytocard::SubkeyInfo sub = cardKey(aid, f.now.addDays(10)).subkeys.first();
        sub.isPrimary = false;
        sub.fingerprint = "89ABCDEF0123456789ABCDEF0123456789ABCDEF";
        offline.subkeys << sub;
        f.secretKeys = {offline};
        QCOMPARE(ids(f), QStringList{QStringLiteral("card-key-expiring:warning")});
        QVERIFY2(diagnose(f).first().action.contains(
                     QLatin1String("keyward-cli key renew --backup "
                                   "0123456789ABCDEF0123456789ABCDEF01234567-secret.asc")),
                 qPrintable(diagnose(f).first().action));
    }

    void jsonKeepsDataBesideText()
    {
        Facts f = healthy();
        f.pinentryExists = false;
        const app::DoctorReport report = app::DoctorCommand::report(f);
        QVERIFY(report.hasProblem());
        const QJsonObject j = app::DoctorCommand::json(report);
        QCOMPARE(j[QStringLiteral("counts")][QStringLiteral("problem")].toInt(), 1);
        const QJsonObject finding = j[QStringLiteral("findings")].toArray().first().toObject();
        QCOMPARE(finding[QStringLiteral("id")].toString(), QStringLiteral("pinentry-missing"));
        QCOMPARE(finding[QStringLiteral("severity")].toString(), QStringLiteral("problem"));
        QCOMPARE(finding[QStringLiteral("values")][QStringLiteral("program")].toString(),
                 QStringLiteral("/usr/bin/pinentry"));
        QVERIFY(app::DoctorCommand::lines(report)
                    .join(QLatin1Char('\n'))
                    .contains(QLatin1String("[pinentry-missing]")));
    }
};

QTEST_GUILESS_MAIN(DoctorTest)
#include "DoctorTest.moc"
