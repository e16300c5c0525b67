// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardHolder.h"

#include "core/Logging.h"
#include "pcsc/ReaderList.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>

#include <unistd.h>

namespace keyward::app::CardHolder {

namespace {

/// A small /proc file, bounded; empty when it cannot be read.
QByteArray readProcFile(const QString &path, qint64 limit)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return f.read(limit);
}

/// The real uid on the "Uid:" line of /proc/PID/status; nullopt when absent.
std::optional<uint> statusUid(const QByteArray &status)
{
    for (const QByteArray &line : status.split('\n')) {
        if (line.startsWith("Uid:")) {
            const QList<QByteArray> fields = line.mid(4).simplified().split(' ');
            bool ok = false;
            const uint uid = fields.value(0).toUInt(&ok);
            return ok ? std::optional<uint>(uid) : std::nullopt;
        }
    }
    return std::nullopt;
}

/// Whether a maps file names pcsc-lite's client library ("libpcsclite.so.1",
/// and pcsc-lite 2's "libpcsclite_real.so.1" behind it) in a path column.
bool mapsPcscLite(const QString &mapsPath)
{
    QFile f(mapsPath);
    if (!f.open(QIODevice::ReadOnly)) {
        return false;
    }
    // Bounded: a maps file of a few thousand mappings is far below this.
    constexpr qint64 kLimit = 8 * 1024 * 1024;
    qint64 seen = 0;
    // Not atEnd(): /proc files report a size of 0, so it would end at once.
    while (seen < kLimit) {
        const QByteArray line = f.readLine(4096);
        if (line.isEmpty()) {
            break;
        }
        seen += line.size();
        const qsizetype slash = line.lastIndexOf('/');
        if (slash >= 0 && line.indexOf("libpcsclite", slash) > slash) {
            return true;
        }
    }
    return false;
}

QString describeClients(const QList<Client> &clients)
{
    QStringList parts;
    for (const Client &c : clients) {
        parts << QCoreApplication::translate("keyward::app::CardHolder", "%1, process %2")
                     .arg(c.name, QString::number(c.pid));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

PcscService pcscServiceOf(const QString &procRoot, const QString &pid)
{
    const QString dir = procRoot + QLatin1Char('/') + pid;
    PcscService s;
    // pcsc-lite's default socket; PCSCLITE_CSOCK_NAME overrides it.
    s.socket = "/run/pcscd/pcscd.comm";
    const QByteArray environ = readProcFile(dir + QStringLiteral("/environ"), 256 * 1024);
    for (const QByteArray &entry : environ.split('\0')) {
        if (entry.startsWith("PCSCLITE_CSOCK_NAME=")) {
            s.socket = entry.mid(20);
        }
    }
    // The link's own text ("mnt:[4026531840]"): QFileInfo would make it a path under dir.
    char target[128] = {};
    const QByteArray link = QFile::encodeName(dir + QStringLiteral("/ns/mnt"));
    const ssize_t n = ::readlink(link.constData(), target, sizeof target - 1);
    if (n > 0) {
        s.mountNamespace = QString::fromLatin1(target, n);
    } else {
        // A fake /proc in the tests keeps the namespace's name in a plain file.
        s.mountNamespace = QString::fromUtf8(readProcFile(dir + QStringLiteral("/ns/mnt"), 256));
    }
    return s;
}

QList<Client> pcscClients(const QString &procRoot, qint64 selfPid, uint uid,
                          const PcscService &ours)
{
    QList<Client> out;
    const QDir root(procRoot);
    const QStringList entries = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok || pid <= 0 || pid == selfPid) {
            continue;
        }
        const QString dir = root.filePath(entry);
        const std::optional<uint> owner =
            statusUid(readProcFile(dir + QStringLiteral("/status"), 4096));
        if (!owner || *owner != uid) {
            continue;
        }
        const QString name =
            QString::fromUtf8(readProcFile(dir + QStringLiteral("/comm"), 64)).trimmed();
        if (name.isEmpty() || name == QLatin1String("pcscd")) {
            continue;
        }
        if (mapsPcscLite(dir + QStringLiteral("/maps")) && pcscServiceOf(procRoot, entry) == ours &&
            !ours.mountNamespace.isEmpty()) {
            out << Client{name, pid};
        }
    }
    std::sort(out.begin(), out.end(),
              [](const Client &a, const Client &b) { return a.pid < b.pid; });
    return out;
}

Holder decide(const QList<Client> &clients, std::optional<bool> scdaemonHasCard)
{
    Holder h;
    QList<Client> others;
    for (const Client &c : clients) {
        if (c.name == QLatin1String("scdaemon")) {
            h.scdaemonPid = c.pid;
        } else {
            others << c;
        }
    }
    // scdaemon holds a card exclusively while it has it open; with no other
    // client in sight it is the one. With others about, it cannot be told
    // which reader scdaemon's card is in without opening a card, so they are
    // all named, scdaemon among them.
    if (h.scdaemonPid != 0 && scdaemonHasCard.value_or(false)) {
        if (others.isEmpty()) {
            h.scdaemon = true;
            return h;
        }
        h.others = clients;
        return h;
    }
    h.others = others;
    return h;
}

QString message(const QString &reader, const Holder &holder)
{
    if (holder.scdaemon) {
        const QString who =
            holder.scdaemonPid != 0
                ? QCoreApplication::translate("keyward::app::CardHolder",
                                              "scdaemon, GnuPG's smart-card daemon (process %1)")
                      .arg(holder.scdaemonPid)
                : QCoreApplication::translate("keyward::app::CardHolder",
                                              "scdaemon, GnuPG's smart-card daemon");
        return QCoreApplication::translate(
                   "keyward::app::CardHolder",
                   "The card in \"%1\" is in use by %2; let it finish, or end it with "
                   "\"gpgconf --kill scdaemon\", and try again.")
            .arg(reader, who);
    }
    if (holder.others.isEmpty()) {
        return QCoreApplication::translate(
                   "keyward::app::CardHolder",
                   "The card in \"%1\" is in use by another program; close it and try again.")
            .arg(reader);
    }
    if (holder.others.size() == 1) {
        return QCoreApplication::translate(
                   "keyward::app::CardHolder",
                   "The card in \"%1\" is in use by another program (%2); close it and try again.")
            .arg(reader, describeClients(holder.others));
    }
    return QCoreApplication::translate(
               "keyward::app::CardHolder",
               "The card in \"%1\" is in use by one of these programs: %2. Close the one that "
               "holds it and try again.")
        .arg(reader, describeClients(holder.others));
}

namespace {

/// One gpg-connect-agent command without starting the agent; nullopt when it did not run.
std::optional<QByteArray> agentCommand(const QString &tool, const QString &command)
{
    QProcess p;
    p.start(tool, {QStringLiteral("--no-autostart"), command, QStringLiteral("/bye")});
    p.closeWriteChannel();
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished(1000);
        return std::nullopt;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        return std::nullopt;
    }
    return p.readAllStandardOutput();
}

} // namespace

std::optional<bool> askScdaemonHasCard()
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("gpg-connect-agent"));
    if (tool.isEmpty()) {
        return std::nullopt;
    }
    // "GETINFO scd_running" first, so that the SCD command never starts scdaemon.
    const auto running = agentCommand(tool, QStringLiteral("GETINFO scd_running"));
    if (!running) {
        return std::nullopt;
    }
    if (!running->startsWith("OK")) {
        return false;
    }
    const auto cards = agentCommand(tool, QStringLiteral("SCD GETINFO card_list"));
    if (!cards) {
        return std::nullopt;
    }
    qCDebug(lcCore) << "scdaemon's open cards:" << *cards;
    // card_list answers with one "S SERIALNO" line per open card, from memory.
    return cards->contains("S SERIALNO ");
}

/// The pcscd this process talks to.
static PcscService ownPcscService()
{
    PcscService s = pcscServiceOf(QStringLiteral("/proc"), QString::number(getpid()));
    if (qEnvironmentVariableIsSet("PCSCLITE_CSOCK_NAME")) {
        s.socket = qgetenv("PCSCLITE_CSOCK_NAME");
    }
    return s;
}

QString explain(const QString &reader)
{
    const QList<Client> clients =
        pcscClients(QStringLiteral("/proc"), qint64(getpid()), uint(getuid()), ownPcscService());
    std::optional<bool> scdaemonCard;
    const bool scdaemonRuns = std::any_of(clients.begin(), clients.end(), [](const Client &c) {
        return c.name == QLatin1String("scdaemon");
    });
    if (scdaemonRuns) {
        scdaemonCard = askScdaemonHasCard();
    }
    return message(reader, decide(clients, scdaemonCard));
}

std::optional<QString> explainForeignHold(const QString &reader)
{
    const QList<Client> clients =
        pcscClients(QStringLiteral("/proc"), qint64(getpid()), uint(getuid()), ownPcscService());
    const bool others = std::any_of(clients.begin(), clients.end(), [](const Client &c) {
        return c.name != QLatin1String("scdaemon");
    });
    if (!others) {
        return std::nullopt;
    }
    const bool scdaemonRuns = std::any_of(clients.begin(), clients.end(), [](const Client &c) {
        return c.name == QLatin1String("scdaemon");
    });
    const std::optional<bool> scdaemonCard =
        scdaemonRuns ? askScdaemonHasCard() : std::optional<bool>(false);
    if (scdaemonCard.value_or(true)) {
        return std::nullopt; // scdaemon may be the holder: nothing unusual to report
    }
    return message(reader, decide(clients, scdaemonCard));
}

std::optional<QString> explainHeldCard()
{
    const auto readers = pcsc::listReaders();
    if (!readers) {
        return std::nullopt;
    }
    for (const pcsc::ReaderState &r : readers.value()) {
        if (r.cardPresent && r.inUse) {
            if (auto text = explainForeignHold(r.name)) {
                return text;
            }
        }
    }
    return std::nullopt;
}

Error explainBusy(const Error &error, const QString &reader)
{
    if (!error.is(ErrorKind::Busy)) {
        return error;
    }
    qCDebug(lcCore) << "card busy:" << error.technical();
    // Keyward's own Busy with an empty operation: the user message is the sentence alone.
    return Error::make(ErrorDomain::Keyward, 0, ErrorKind::Busy, {}, explain(reader));
}

} // namespace keyward::app::CardHolder
