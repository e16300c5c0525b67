// SPDX-License-Identifier: GPL-3.0-or-later
#include "DoctorFacts.h"

#include "ReaderSharing.h"
#include "core/SafeFile.h"
#include "openpgp/AgentSession.h"
#include "openpgp/ScdaemonReaderSwitch.h"
#include "openpgp/keytocard/KeyringLister.h"
#include "pcsc/ReaderList.h"

#include <QDir>
#include <QFileInfo>
#include <QTimeZone>

#include <gpgme++/engineinfo.h>
#include <gpgme++/global.h>

#include <pwd.h>
#include <unistd.h>

namespace keyward::app::doctor {

namespace {

QString dirInfo(const char *what)
{
    const char *value = GpgME::dirInfo(what);
    return value ? QString::fromLocal8Bit(value) : QString();
}

std::optional<QString> environment(const char *name)
{
    if (!qEnvironmentVariableIsSet(name)) {
        return std::nullopt;
    }
    return qEnvironmentVariable(name);
}

/// The file's bytes; nullopt when there is no such file (or it cannot be read).
std::optional<QByteArray> readFile(const QString &path, const QString &what)
{
    if (path.isEmpty() || !QFileInfo(path).isFile()) {
        return std::nullopt;
    }
    auto bytes = SafeFile::readBounded(path, SafeFile::kProfileFileMax, what);
    if (!bytes) {
        return std::nullopt;
    }
    return *bytes;
}

GnupgConf readGnupgConf(const QString &path)
{
    const auto bytes = readFile(path, QStringLiteral("a GnuPG configuration file"));
    return bytes ? parseGnupgConf(*bytes) : GnupgConf{};
}

/// The user's name as GnuPG matches it against a system file's [user NAME].
QString userName()
{
    if (const passwd *pw = ::getpwuid(::getuid()); pw && pw->pw_name) {
        return QString::fromLocal8Bit(pw->pw_name);
    }
    return {};
}

/// NAME.conf in effect: the system-wide file, then the user's.
GnupgConf readEffectiveConf(const Facts &f, const QString &name)
{
    const GnupgConf user = readGnupgConf(f.homedir + QLatin1Char('/') + name);
    SystemGnupgConf system;
    if (!f.sysconfdir.isEmpty()) {
        const QString path = f.sysconfdir + QLatin1Char('/') + name;
        if (const auto bytes = readFile(path, QStringLiteral("a GnuPG configuration file"))) {
            system = parseSystemGnupgConf(*bytes, userName());
            system.path = path;
        }
    }
    return effectiveGnupgConf(system, user);
}

std::optional<Facts::ReaderSwitchMarker> readerSwitchMarker(const QString &homedir)
{
    const QString path = openpgp::ScdaemonReaderSwitch::markerPath(homedir);
    const auto bytes = readFile(path, QStringLiteral("Keyward's scdaemon.conf marker"));
    if (!bytes) {
        return std::nullopt;
    }
    Facts::ReaderSwitchMarker m;
    m.path = path;
    if (const auto saved = openpgp::ScdaemonReaderSwitch::parseMarker(*bytes)) {
        m.pid = saved->pid;
        m.processRunning = openpgp::ScdaemonReaderSwitch::processAlive(m.pid);
    }
    return m;
}

/// p11-kit's registration of OpenSC's module: the module files by name, a user's file over
/// the system's, the system's over the package's.
std::optional<P11KitModule> openScRegistration()
{
    const QString config = qEnvironmentVariableIsSet("XDG_CONFIG_HOME")
                               ? qEnvironmentVariable("XDG_CONFIG_HOME")
                               : QDir::homePath() + QStringLiteral("/.config");
    QMap<QString, P11KitModule> byName;
    const QStringList dirs{QStringLiteral("/usr/share/p11-kit/modules"),
                           QStringLiteral("/etc/pkcs11/modules"),
                           config + QStringLiteral("/pkcs11/modules")};
    for (const QString &dir : dirs) {
        const QFileInfoList files =
            QDir(dir).entryInfoList({QStringLiteral("*.module")}, QDir::Files, QDir::Name);
        for (const QFileInfo &f : files) {
            const auto bytes = readFile(f.filePath(), QStringLiteral("a p11-kit module file"));
            if (!bytes) {
                continue;
            }
            P11KitModule m = parseP11KitModule(*bytes);
            m.file = f.fileName();
            m.path = f.filePath();
            byName.insert(m.file, m);
        }
    }
    for (const P11KitModule &m : std::as_const(byName)) {
        if (isOpenScModule(m)) {
            return m;
        }
    }
    return std::nullopt;
}

void askAgent(Facts &f, openpgp::AgentSession &session)
{
    session.setReadOnly(true);
    auto ask = [&session](const QByteArray &command) {
        return session.worker()
            .run([&session, command] { return session.transactNow(command); })
            .result();
    };
    const auto version = ask("GETINFO version");
    if (!version) {
        f.agentError = version.error().userMessage();
        return;
    }
    f.agentVersion = QString::fromLatin1(version->data).trimmed();
    // Answers OK only while scdaemon runs; asking never starts it.
    f.scdaemonRunning = ask("GETINFO scd_running").ok();
    if (f.scdaemonRunning) {
        if (const auto scd = ask("SCD GETINFO version")) {
            f.scdaemonVersion = QString::fromLatin1(scd->data).trimmed();
        }
    }
}

void readPinentry(Facts &f)
{
    f.pinentryConfigured = f.agentConf.has(QStringLiteral("pinentry-program"));
    f.pinentry = f.pinentryConfigured ? f.agentConf.value(QStringLiteral("pinentry-program"))
                                      : f.defaultPinentry;
    const QFileInfo info(f.pinentry);
    f.pinentryExists = !f.pinentry.isEmpty() && info.exists();
    f.pinentryExecutable = f.pinentryExists && info.isFile() && info.isExecutable();
    f.pinentryTarget = f.pinentryExists ? info.canonicalFilePath() : f.pinentry;
}

} // namespace

Facts gatherFacts()
{
    Facts f;
    f.now = QDateTime::currentDateTimeUtc();
    openpgp::AgentSession session; // initialises GPGME
    const GpgME::EngineInfo gpgconf = GpgME::engineInfo(GpgME::GpgConfEngine);
    if (!gpgconf.isNull() && gpgconf.version()) {
        f.gnupgVersion = QString::fromLatin1(gpgconf.version());
        f.gpgconfPath = QString::fromLocal8Bit(gpgconf.fileName() ? gpgconf.fileName() : "");
    }
    f.homedir = dirInfo("homedir");
    f.agentSocket = dirInfo("agent-socket");
    f.agentSshSocket = dirInfo("agent-ssh-socket");
    f.defaultPinentry = dirInfo("pinentry-name");
    f.agentSocketExists = !f.agentSocket.isEmpty() && QFileInfo::exists(f.agentSocket);

    f.sysconfdir = dirInfo("sysconfdir");
    if (!f.homedir.isEmpty()) {
        f.agentConf = readEffectiveConf(f, QStringLiteral("gpg-agent.conf"));
        f.scdaemonConf = readEffectiveConf(f, QStringLiteral("scdaemon.conf"));
        const auto v = openpgp::AgentSession::parseVersion(f.gnupgVersion);
        if (v[0] > 2 || (v[0] == 2 && v[1] >= 3)) {
            f.commonConf = readEffectiveConf(f, QStringLiteral("common.conf"));
        }
        f.readerSwitchMarker = readerSwitchMarker(f.homedir);
    }
    const QString driver = f.scdaemonConf.value(QStringLiteral("pcsc-driver"));
    f.pcscDriverExists = !QDir::isAbsolutePath(driver) || QFileInfo::exists(driver);

    const QString openScConf = qEnvironmentVariableIsSet("OPENSC_CONF")
                                   ? qEnvironmentVariable("OPENSC_CONF")
                                   : QStringLiteral("/etc/opensc/opensc.conf");
    if (const auto bytes = readFile(openScConf, QStringLiteral("OpenSC's configuration"))) {
        f.openScConfPath = openScConf;
        f.openSc = parseOpenScConf(*bytes);
    }
    f.openScModule = openScRegistration();

    readPinentry(f);
    f.display = environment("DISPLAY");
    f.waylandDisplay = environment("WAYLAND_DISPLAY");
    f.gpgTty = environment("GPG_TTY");
    f.sshAuthSock = environment("SSH_AUTH_SOCK");

    askAgent(f, session);
    if (f.agentVersion) {
        if (auto keys = openpgp::keytocard::KeyringLister::listSecretKeys({}, {}, true)) {
            f.keysListed = true;
            f.secretKeys = *keys;
        }
    }
    if (f.scdaemonRunning) {
        if (auto cards = presentOpenPgpCards(session)) {
            f.cardsListed = true;
            f.cards = *cards;
        }
    }

    if (auto readers = pcsc::listReaders()) {
        f.pcscReachable = true;
        f.readers = *readers;
        ReaderSharing sharing;
        sharing.update(f.readers, !f.cards.isEmpty());
        f.openPgpReaders = sharing.scdaemonReaders();
        // scdaemon answers from memory for a moment after a card was taken out: with no card
        // in any reader, no card is present.
        if (std::none_of(f.readers.cbegin(), f.readers.cend(),
                         [](const pcsc::ReaderState &r) { return r.cardPresent; })) {
            f.cards.clear();
        }
    } else {
        f.pcscError = readers.error().userMessage();
    }
    return f;
}

} // namespace keyward::app::doctor
