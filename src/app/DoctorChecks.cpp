// SPDX-License-Identifier: GPL-3.0-or-later
#include "DoctorChecks.h"

#include "openpgp/AgentSession.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>

namespace keyward::app::doctor {

namespace {

// lupdate files Text::tr() strings under this context, the one the runtime looks up.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::app::Doctor)
};

QString quoted(const QString &s)
{
    return QStringLiteral("\"%1\"").arg(s);
}

Finding finding(const char *id, Severity severity, QString description, QString action,
                QJsonObject values = {})
{
    return Finding{QString::fromLatin1(id), severity, std::move(description), std::move(action),
                   std::move(values)};
}

QString agentConfPath(const Facts &f)
{
    return f.homedir + QStringLiteral("/gpg-agent.conf");
}

QString scdaemonConfPath(const Facts &f)
{
    return f.homedir + QStringLiteral("/scdaemon.conf");
}

/// A card stub's serial as gpg prints it on the card (8 hex digits), from GPGME's card
/// serial number (the AID, or the serial part of it).
QString stubSerial(const QByteArray &cardSerial)
{
    if (const auto aid = openpgp::parseAid(cardSerial)) {
        return aid->serialText();
    }
    QString s = QString::fromLatin1(cardSerial).remove(QLatin1Char(' ')).toUpper();
    return s.size() > 8 ? s.right(8) : s;
}

void checkGnupg(const Facts &f, QList<Finding> &out)
{
    if (f.gnupgVersion.isEmpty()) {
        out << finding("gnupg-missing", Severity::Problem,
                       Text::tr("GnuPG's gpgconf was not found, so GnuPG is not installed or not "
                                "on the PATH."),
                       Text::tr("Install GnuPG with its smart-card daemon (on Debian: apt "
                                "install gnupg scdaemon)."));
        return;
    }
    const auto v = openpgp::AgentSession::parseVersion(f.gnupgVersion);
    if (v[0] < 2 || (v[0] == 2 && v[1] < 2)) {
        out << finding("gnupg-too-old", Severity::Problem,
                       Text::tr("GnuPG %1 is older than 2.2, the oldest version Keyward and "
                                "current cards work with.")
                           .arg(f.gnupgVersion),
                       Text::tr("Install GnuPG 2.2 or later."),
                       {{QStringLiteral("version"), f.gnupgVersion}});
    }
    if (!f.agentVersion) {
        if (f.agentSocketExists) {
            out << finding("gpg-agent-not-answering", Severity::Problem,
                           Text::tr("gpg-agent's socket %1 exists, but gpg-agent does not "
                                    "answer (%2).")
                               .arg(f.agentSocket, f.agentError),
                           Text::tr("End it with \"gpgconf --kill gpg-agent\"; gpg starts a new "
                                    "one when it needs it."),
                           {{QStringLiteral("socket"), f.agentSocket}});
        } else if (f.commonConf.has(QStringLiteral("no-autostart"))) {
            out << finding("gpg-agent-no-autostart", Severity::Warning,
                           Text::tr("gpg-agent is not running, and common.conf has "
                                    "no-autostart, so gpg does not start it when it needs a "
                                    "card or a secret key."),
                           Text::tr("Start it with \"gpgconf --launch gpg-agent\" (or in your "
                                    "session's start-up), then run doctor again."),
                           {{QStringLiteral("socket"), f.agentSocket}});
        } else {
            out << finding("gpg-agent-not-running", Severity::Info,
                           Text::tr("gpg-agent is not running, so the keyring and the cards "
                                    "were not checked."),
                           Text::tr("Nothing needs fixing: gpg starts it when needed; run "
                                    "\"gpgconf --launch gpg-agent\" and doctor again to check "
                                    "the keys and cards too."),
                           {{QStringLiteral("socket"), f.agentSocket}});
        }
        return;
    }
    if (*f.agentVersion != f.gnupgVersion) {
        out << finding("gpg-agent-version-mismatch", Severity::Warning,
                       Text::tr("The running gpg-agent is version %1, but the installed GnuPG "
                                "is %2 (an agent started before an update).")
                           .arg(*f.agentVersion, f.gnupgVersion),
                       Text::tr("Restart it with \"gpgconf --kill all\" when no card "
                                "operation is running."),
                       {{QStringLiteral("agentVersion"), *f.agentVersion},
                        {QStringLiteral("gnupgVersion"), f.gnupgVersion}});
    }
}

void checkPcsc(const Facts &f, QList<Finding> &out)
{
    const bool ccidOff = f.scdaemonConf.has(QStringLiteral("disable-ccid"));
    if (!f.pcscReachable) {
        out << finding(
            "pcscd-unreachable", ccidOff ? Severity::Problem : Severity::Warning,
            Text::tr("pcscd, the PC/SC daemon, cannot be reached (%1).").arg(f.pcscError),
            ccidOff ? Text::tr("Install and start it (on Debian: apt install pcscd; systemctl "
                               "start pcscd.socket): scdaemon.conf has disable-ccid, so "
                               "scdaemon reaches readers only through pcscd.")
                    : Text::tr("Install and start it (on Debian: apt install pcscd; systemctl "
                               "start pcscd.socket) if your reader or token needs it; scdaemon "
                               "uses its own CCID driver without it."));
        return;
    }
    if (f.readers.isEmpty()) {
        out << finding("no-readers", Severity::Info, Text::tr("pcscd runs but lists no reader."),
                       Text::tr("Plug the reader or token in; if it is plugged in, check that "
                                "its driver (on Debian: libccid) is installed and that no other "
                                "program has claimed it."));
    }
}

void checkSystemConf(const GnupgConf &conf, const QString &userPath, const QString &component,
                     QList<Finding> &out)
{
    if (conf.systemPath.isEmpty()) {
        return;
    }
    const QJsonObject file{{QStringLiteral("file"), conf.systemPath}};
    if (!conf.fromSystem.isEmpty()) {
        QJsonObject values = file;
        values.insert(QStringLiteral("options"), QJsonArray::fromStringList(conf.fromSystem));
        out << finding("gnupg-system-options", Severity::Info,
                       Text::tr("The system-wide file %1 sets these options for you: %2.")
                           .arg(conf.systemPath, conf.fromSystem.join(QStringLiteral(", "))),
                       Text::tr("Nothing needs fixing; what doctor says of %1 takes them into "
                                "account.")
                           .arg(component),
                       values);
    }
    if (!conf.userSkipped.isEmpty()) {
        QJsonObject values = file;
        values.insert(QStringLiteral("userFile"), userPath);
        values.insert(QStringLiteral("options"), QJsonArray::fromStringList(conf.userSkipped));
        out << finding(
            "gnupg-system-overrides", Severity::Warning,
            Text::tr("GnuPG skips these options of your %1, because the system-wide "
                     "file %2 forces or ignores them: %3.")
                .arg(userPath, conf.systemPath, conf.userSkipped.join(QStringLiteral(", "))),
            Text::tr("Change them in %1 (as root), or ask whoever looks after this "
                     "computer.")
                .arg(conf.systemPath),
            values);
    }
    if (!conf.unevaluated.isEmpty()) {
        QJsonObject values = file;
        values.insert(QStringLiteral("metaCommands"), QJsonArray::fromStringList(conf.unevaluated));
        out << finding(
            "gnupg-system-conditions", Severity::Info,
            Text::tr("The system-wide file %1 has conditions Keyward does not "
                     "evaluate (%2), so its options may apply differently than "
                     "doctor assumes.")
                .arg(conf.systemPath, conf.unevaluated.join(QStringLiteral(" "))),
            Text::tr("See what %1 uses with \"gpgconf --list-options %1\".").arg(component),
            values);
    }
}

void checkReaderSwitch(const Facts &f, QList<Finding> &out)
{
    if (!f.readerSwitchMarker) {
        return;
    }
    const Facts::ReaderSwitchMarker &m = *f.readerSwitchMarker;
    const QJsonObject values{{QStringLiteral("marker"), m.path},
                             {QStringLiteral("file"), scdaemonConfPath(f)},
                             {QStringLiteral("pid"), m.pid},
                             {QStringLiteral("processRunning"), m.processRunning}};
    if (m.processRunning) {
        out << finding("keyward-reader-switch-active", Severity::Info,
                       Text::tr("Keyward (process %1) has switched scdaemon to one reader for "
                                "an operation in progress and puts %2 back when it ends.")
                           .arg(m.pid)
                           .arg(scdaemonConfPath(f)),
                       Text::tr("Nothing needs fixing; run doctor again after that operation."),
                       values);
        return;
    }
    out << finding("keyward-reader-switch-left", Severity::Warning,
                   Text::tr("A Keyward process ended while it had switched scdaemon to one "
                            "reader, so %1 is not the file you wrote (Keyward kept yours in %2).")
                       .arg(scdaemonConfPath(f), m.path),
                   Text::tr("Run \"keyward-cli card status\": Keyward puts your file back "
                            "before its first card command."),
                   values);
}

void checkScdaemon(const Facts &f, QList<Finding> &out)
{
    checkReaderSwitch(f, out);
    const QString path = scdaemonConfPath(f);
    // Where disable-ccid takes effect: not in the user's file when the system's skips it there.
    const bool ccidSkipped = f.scdaemonConf.userSkipped.contains(QStringLiteral("disable-ccid"));
    const QString ccidPath = ccidSkipped ? f.scdaemonConf.systemPath : path;
    const QJsonObject file{{QStringLiteral("file"), path}};
    if (f.pcscReachable && !f.scdaemonConf.has(QStringLiteral("disable-ccid"))) {
        QString description;
        if (ccidSkipped) {
            description = Text::tr("Your %1 has disable-ccid, but the system-wide file %2 makes "
                                   "GnuPG skip it, so scdaemon's own CCID driver and pcscd both "
                                   "try to claim USB readers and a card can vanish for one of "
                                   "them.")
                              .arg(path, ccidPath);
        } else if (f.scdaemonConf.exists) {
            description = Text::tr("%1 lacks disable-ccid, so scdaemon's own CCID driver and "
                                   "pcscd both try to claim USB readers and a card can vanish "
                                   "for one of them.")
                              .arg(path);
        } else {
            description = Text::tr("There is no %1, so scdaemon's own CCID driver and pcscd "
                                   "both try to claim USB readers and a card can vanish for one "
                                   "of them.")
                              .arg(path);
        }
        out << finding("scdaemon-ccid-conflict", Severity::Warning, description,
                       Text::tr("Add the line \"disable-ccid\" to %1 and restart scdaemon with "
                                "\"gpgconf --kill scdaemon\".")
                           .arg(ccidPath),
                       {{QStringLiteral("file"), ccidPath}});
    }
    const QString driver = f.scdaemonConf.value(QStringLiteral("pcsc-driver"));
    if (!driver.isEmpty() && !f.pcscDriverExists) {
        out << finding("scdaemon-pcsc-driver-missing", Severity::Problem,
                       Text::tr("scdaemon.conf's pcsc-driver names %1, which does not exist, so "
                                "scdaemon cannot reach pcscd.")
                           .arg(driver),
                       Text::tr("Remove the pcsc-driver line from %1, or point it at "
                                "libpcsclite.so.1, then run \"gpgconf --kill scdaemon\".")
                           .arg(path),
                       {{QStringLiteral("file"), path}, {QStringLiteral("pcscDriver"), driver}});
    }
    const QString port = f.scdaemonConf.value(QStringLiteral("reader-port"));
    if (!port.isEmpty()) {
        const bool present =
            std::any_of(f.readers.cbegin(), f.readers.cend(),
                        [&](const pcsc::ReaderState &r) { return r.name.contains(port); });
        QJsonObject values = file;
        values.insert(QStringLiteral("readerPort"), port);
        if (f.pcscReachable && !present) {
            out << finding("scdaemon-reader-port-missing", Severity::Warning,
                           Text::tr("scdaemon uses only the reader %1 (reader-port in "
                                    "scdaemon.conf), and pcscd lists no such reader.")
                               .arg(quoted(port)),
                           Text::tr("Plug that reader in, or remove the reader-port line from "
                                    "%1 and run \"gpgconf --kill scdaemon\".")
                               .arg(path),
                           values);
        } else {
            out << finding("scdaemon-reader-port", Severity::Info,
                           Text::tr("scdaemon uses only the reader %1 (reader-port in "
                                    "scdaemon.conf).")
                               .arg(quoted(port)),
                           Text::tr("Nothing needs fixing if that is your reader; remove the "
                                    "line from %1 to let scdaemon take the first reader with a "
                                    "card.")
                               .arg(path),
                           values);
        }
    }
    if (f.scdaemonConf.has(QStringLiteral("pcsc-shared"))) {
        out << finding("scdaemon-pcsc-shared", Severity::Info,
                       Text::tr("scdaemon shares its readers with other programs (pcsc-shared "
                                "in scdaemon.conf)."),
                       Text::tr("Nothing needs fixing; if a card vanishes in the middle of a "
                                "gpg operation, remove the line from %1 so that scdaemon holds "
                                "the card while it uses it.")
                           .arg(path),
                       file);
    }
}

void checkOpenSc(const Facts &f, QList<Finding> &out)
{
    if (!f.openScModule || openScSkipsOpenPgpDriver(f.openSc)) {
        return;
    }
    const QStringList taken = readersOpenScOpens(f.openSc, f.openPgpReaders);
    if (f.openPgpReaders.isEmpty() ? !f.openSc.ignoredReaders.isEmpty() : taken.isEmpty()) {
        return;
    }
    const QString conf =
        f.openScConfPath.isEmpty() ? QStringLiteral("/etc/opensc/opensc.conf") : f.openScConfPath;
    QStringList names;
    QJsonArray readerArray;
    for (const QString &r : taken) {
        names << quoted(r);
        readerArray.append(r);
    }
    const QString readers =
        names.isEmpty() ? Text::tr("\"READER NAME\"") : names.join(QStringLiteral(", "));
    out << finding(
        "opensc-takes-openpgp-cards", Severity::Warning,
        Text::tr("OpenSC's PKCS#11 module is registered with p11-kit (%1) and %2 does not keep "
                 "it away from OpenPGP cards, so a program that loads it (a browser, ssh with "
                 "PKCS#11) can take the card from scdaemon.")
            .arg(f.openScModule->path, conf),
        Text::tr("Add ignored_readers = %1; to the \"app default\" block of %2 (or list the card "
                 "drivers you need in card_drivers, without openpgp and internal).")
            .arg(readers, conf),
        {{QStringLiteral("moduleFile"), f.openScModule->path},
         {QStringLiteral("openscConf"),
          f.openScConfPath.isEmpty() ? QJsonValue() : QJsonValue(f.openScConfPath)},
         {QStringLiteral("readers"), readerArray}});
}

void checkPinentry(const Facts &f, QList<Finding> &out)
{
    const QJsonObject values{{QStringLiteral("program"), f.pinentry},
                             {QStringLiteral("configured"), f.pinentryConfigured}};
    const QString fix = Text::tr("Install a pinentry (on Debian: apt install pinentry-curses or "
                                 "pinentry-gnome3), or point pinentry-program in %1 at one, then "
                                 "run \"gpgconf --reload gpg-agent\".")
                            .arg(agentConfPath(f));
    if (!f.pinentryExists) {
        out << finding("pinentry-missing", Severity::Problem,
                       f.pinentryConfigured
                           ? Text::tr("The pinentry program %1 that gpg-agent.conf names does "
                                      "not exist, so gpg-agent cannot ask for a PIN.")
                                 .arg(quoted(f.pinentry))
                           : Text::tr("GnuPG's pinentry %1 is not installed, so gpg-agent cannot "
                                      "ask for a PIN.")
                                 .arg(quoted(f.pinentry)),
                       fix, values);
        return;
    }
    if (!f.pinentryExecutable) {
        out << finding("pinentry-not-executable", Severity::Problem,
                       Text::tr("The pinentry program %1 cannot be run, so gpg-agent cannot ask "
                                "for a PIN.")
                           .arg(quoted(f.pinentry)),
                       fix, values);
        return;
    }
    const PinentryKind kind = pinentryKind(f.pinentryTarget);
    const bool display =
        !f.display.value_or(QString()).isEmpty() || !f.waylandDisplay.value_or(QString()).isEmpty();
    if (kind == PinentryKind::Graphical && !display) {
        out << finding("pinentry-no-display", Severity::Warning,
                       Text::tr("The pinentry %1 opens a window, but neither DISPLAY nor "
                                "WAYLAND_DISPLAY is set here, so it cannot show one.")
                           .arg(quoted(f.pinentryTarget)),
                       Text::tr("Use gpg from a desktop session, or set pinentry-program in %1 "
                                "to a terminal pinentry (pinentry-curses) and set GPG_TTY.")
                           .arg(agentConfPath(f)),
                       values);
    } else if (kind == PinentryKind::Terminal && f.gpgTty.value_or(QString()).isEmpty()) {
        out << finding("pinentry-no-tty", Severity::Warning,
                       Text::tr("The pinentry %1 asks in a terminal, but GPG_TTY is not set, so "
                                "it may ask on another terminal or fail.")
                           .arg(quoted(f.pinentryTarget)),
                       Text::tr("Add export GPG_TTY=$(tty) to your shell's start-up file "
                                "(~/.bashrc)."),
                       values);
    }
}

bool samePath(const QString &a, const QString &b)
{
    const QString ca = QFileInfo(a).canonicalFilePath();
    const QString cb = QFileInfo(b).canonicalFilePath();
    return a == b || (!ca.isEmpty() && ca == cb);
}

void checkSsh(const Facts &f, QList<Finding> &out)
{
    const QString conf = agentConfPath(f);
    if (!f.agentConf.has(QStringLiteral("enable-ssh-support"))) {
        out << finding("ssh-support-off", Severity::Info,
                       Text::tr("gpg-agent's SSH support is off (no enable-ssh-support in %1), "
                                "so ssh cannot use a card's authentication key through it.")
                           .arg(conf),
                       Text::tr("To use it, add enable-ssh-support to %1 and set SSH_AUTH_SOCK "
                                "to %2 (gpgconf --list-dirs agent-ssh-socket).")
                           .arg(conf, f.agentSshSocket),
                       {{QStringLiteral("file"), conf}});
        return;
    }
    const QString sock = f.sshAuthSock.value_or(QString());
    if (sock.isEmpty() || !samePath(sock, f.agentSshSocket)) {
        out << finding(
            "ssh-auth-sock-elsewhere", Severity::Warning,
            sock.isEmpty() ? Text::tr("gpg-agent's SSH support is on, but SSH_AUTH_SOCK is not "
                                      "set, so ssh does not ask gpg-agent.")
                           : Text::tr("gpg-agent's SSH support is on, but SSH_AUTH_SOCK is %1, "
                                      "so ssh asks another agent.")
                                 .arg(sock),
            Text::tr("Set SSH_AUTH_SOCK to %1 in your session, e.g. export "
                     "SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket).")
                .arg(f.agentSshSocket),
            {{QStringLiteral("sshAuthSock"), sock.isEmpty() ? QJsonValue() : QJsonValue(sock)},
             {QStringLiteral("agentSshSocket"), f.agentSshSocket}});
    }
}

QString keyName(const openpgp::keytocard::LocalKey &key)
{
    return key.displayName().isEmpty() ? QString::fromLatin1(key.fingerprint)
                                       : quoted(key.displayName());
}

/// Secret keys whose secret is on a card that is not present.
void checkStubs(const Facts &f, QList<Finding> &out)
{
    QSet<QString> present;
    QStringList presentSerials;
    for (const PresentCard &c : f.cards) {
        present.insert(c.aid.serialText());
        presentSerials << c.aid.serialText();
    }
    int stubbedKeys = 0;
    for (const openpgp::keytocard::LocalKey &key : f.secretKeys) {
        QStringList absent; // card serials, each once per key
        bool stubbed = false;
        for (const openpgp::keytocard::SubkeyInfo &s : key.subkeys) {
            if (!s.isCardKey) {
                continue;
            }
            stubbed = true;
            const QString serial = stubSerial(s.cardSerial);
            if (!present.contains(serial) && !absent.contains(serial)) {
                absent << serial;
            }
        }
        stubbedKeys += stubbed ? 1 : 0;
        if (!f.cardsListed) {
            continue;
        }
        for (const QString &serial : std::as_const(absent)) {
            const bool otherCard = !presentSerials.isEmpty();
            out << finding(
                "stale-card-stub", otherCard ? Severity::Warning : Severity::Info,
                Text::tr("The key %1 (%2) has its secret on the card %3, which is not present.")
                    .arg(keyName(key), QString::fromLatin1(key.fingerprint), serial),
                otherCard ? Text::tr("Insert the card %1; if the card present (%2) holds the "
                                     "same keys, bind the keyring to it with \"keyward-cli card "
                                     "switch-stubs\".")
                                .arg(serial, presentSerials.join(QStringLiteral(", ")))
                          : Text::tr("Insert the card %1 to use the key; if that card is lost, "
                                     "put the key back from its backup (\"keyward-cli card "
                                     "keytocard restore-local\") or revoke it.")
                                .arg(serial),
                {{QStringLiteral("fingerprint"), QString::fromLatin1(key.fingerprint)},
                 {QStringLiteral("userId"), key.displayName()},
                 {QStringLiteral("cardSerial"), serial}});
        }
    }
    if (!f.cardsListed && stubbedKeys > 0) {
        out << finding("cards-not-checked", Severity::Info,
                       Text::tr("Keys in the keyring have their secret on a card (%1 of them), "
                                "but scdaemon is not running, so which cards are present was "
                                "not checked.")
                           .arg(stubbedKeys),
                       Text::tr("Run \"gpg --card-status\" with the card inserted, then doctor "
                                "again."),
                       {{QStringLiteral("keys"), stubbedKeys}});
    }
}

/// Keys on a card that expire within kExpiryWarningDays, or have expired.
void checkExpiry(const Facts &f, QList<Finding> &out)
{
    const QDateTime limit = f.now.addDays(kExpiryWarningDays);
    for (const openpgp::keytocard::LocalKey &key : f.secretKeys) {
        for (const openpgp::keytocard::SubkeyInfo &s : key.subkeys) {
            if (!s.isCardKey || s.revoked || !s.expires.isValid() || s.expires > limit) {
                continue;
            }
            const bool expired = s.expired || s.expires <= f.now;
            const QString date = s.expires.toString(Qt::ISODate);
            const QString day = s.expires.date().toString(Qt::ISODate);
            const QString fpr = QString::fromLatin1(s.fingerprint);
            const QString primary = QString::fromLatin1(key.fingerprint);
            // A subkey of a primary key kept offline is renewed from its secret key file; a
            // primary key on a card (and its subkeys) where the card is, with gpg.
            const bool offlinePrimary = !key.subkeys.first().isCardKey;
            const QString command =
                s.isPrimary ? QStringLiteral("gpg --quick-set-expire %1 1y").arg(primary)
                : offlinePrimary
                    ? QStringLiteral("keyward-cli key renew --backup %1-secret.asc").arg(primary)
                    : QStringLiteral("gpg --quick-set-expire %1 1y %2").arg(primary, fpr);
            const QJsonObject values{{QStringLiteral("fingerprint"), fpr},
                                     {QStringLiteral("primaryFingerprint"), primary},
                                     {QStringLiteral("userId"), key.displayName()},
                                     {QStringLiteral("cardSerial"), stubSerial(s.cardSerial)},
                                     {QStringLiteral("expires"), date}};
            if (expired) {
                out << finding(
                    "card-key-expired", Severity::Warning,
                    Text::tr("The card key %1 of %2 expired on %3.").arg(fpr, keyName(key), day),
                    Text::tr("Extend it with \"%1\" (this needs the primary key's "
                             "secret, on its card or from a backup) and publish the "
                             "certificate again.")
                        .arg(command),
                    values);
            } else {
                out << finding("card-key-expiring", Severity::Warning,
                               Text::tr("The card key %1 of %2 expires on %3, within %4 days.")
                                   .arg(fpr, keyName(key), day)
                                   .arg(kExpiryWarningDays),
                               Text::tr("Renew it before %1 with \"%2\" (this needs the primary "
                                        "key's secret, on its card or from a backup) and "
                                        "publish the certificate again.")
                                   .arg(day, command),
                               values);
            }
        }
    }
}

void checkCardKeys(const Facts &f, QList<Finding> &out)
{
    checkStubs(f, out);
    checkExpiry(f, out);
}

} // namespace

QString severityKey(Severity severity)
{
    switch (severity) {
    case Severity::Problem:
        return QStringLiteral("problem");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

QList<Finding> diagnose(const Facts &facts)
{
    QList<Finding> out;
    checkGnupg(facts, out);
    checkSystemConf(facts.agentConf, agentConfPath(facts), QStringLiteral("gpg-agent"), out);
    checkSystemConf(facts.scdaemonConf, scdaemonConfPath(facts), QStringLiteral("scdaemon"), out);
    checkSystemConf(facts.commonConf, facts.homedir + QStringLiteral("/common.conf"),
                    QStringLiteral("gpg"), out);
    checkPcsc(facts, out);
    checkScdaemon(facts, out);
    checkOpenSc(facts, out);
    checkPinentry(facts, out);
    checkSsh(facts, out);
    checkCardKeys(facts, out);
    return out;
}

} // namespace keyward::app::doctor
