// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentSession.h"

#include "AgentChannel.h"
#include "GpgError.h"
#include "ScdaemonReaderSwitch.h"
#include "core/Logging.h"
#include "core/TouchWatch.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QThread>

#include <gpgme++/global.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <mutex>

namespace keyward::openpgp {

namespace {

// How long an SCD command waits for gpg-agent to replace a scdaemon that went away.
constexpr int kScdaemonRestartMs = 10000;

void initGpgme()
{
    static std::once_flag once;
    std::call_once(once, [] {
        GpgME::initializeLibrary();
        // A write to an agent that just died must come back as EPIPE, not
        // kill the process.
        std::signal(SIGPIPE, SIG_IGN);
        qRegisterMetaType<keyward::Error>();
    });
}

QString commandWord(const QByteArray &command)
{
    // "SCD GETATTR KEY-FPR" -> "SCD GETATTR": enough to name it, never
    // arguments (a SETATTR value may be personal data).
    const QList<QByteArray> words = command.split(' ');
    QByteArray name = words.value(0);
    if (name == "SCD" && words.size() > 1) {
        name += ' ' + words[1];
    }
    return QString::fromLatin1(name);
}

/// For a command that uses a card key (PKSIGN, PKDECRYPT, PKAUTH, also through "SCD"): the slot
/// it names (1..3, 0 when it names a keygrip); -1 for every other command.
int keyOperationSlot(const QByteArray &command)
{
    const QList<QByteArray> words = command.split(' ');
    const int first = words.value(0) == "SCD" ? 1 : 0;
    const QByteArray verb = words.value(first);
    if (verb != "PKSIGN" && verb != "PKDECRYPT" && verb != "PKAUTH") {
        return -1;
    }
    for (const QByteArray &w : words) {
        if (w.startsWith("OPENPGP.") && w.size() == 9 && w[8] >= '1' && w[8] <= '3') {
            return w[8] - '0';
        }
    }
    return 0;
}

} // namespace

AgentSession::AgentSession(QObject *parent)
    : QObject(parent)
    , m_worker(std::make_unique<Worker>(QStringLiteral("keyward-agent")))
    , m_touchWatch(std::make_unique<TouchWatch>())
{
    initGpgme();
}

AgentSession::~AgentSession()
{
    // The connections were made on the worker: close them there.
    auto release = [this] {
        if (Status s = restoreReaderNow(); !s) {
            qCWarning(lcOpenPgp) << "scdaemon.conf not restored:" << s.error().detail;
        }
        restartPendingScdaemonNow();
        m_main.reset();
        m_loop.reset();
    };
    if (m_worker->isCurrent()) {
        release();
    } else {
        m_worker->run(release).waitForFinished();
    }
}

std::array<int, 3> AgentSession::parseVersion(const QString &version)
{
    std::array<int, 3> v{};
    const QStringList parts = version.trimmed().split(QLatin1Char('.'));
    for (int i = 0; i < 3 && i < parts.size(); ++i) {
        QString digits;
        for (const QChar c : parts[i]) {
            if (!c.isDigit()) {
                break;
            }
            digits += c;
        }
        v[static_cast<size_t>(i)] = digits.toInt();
    }
    return v;
}

void AgentSession::launchAgent()
{
    // gpgconf knows GNUPGHOME and the socket directory; it returns at once
    // when the agent already runs.
    const QString gpgconf = QStandardPaths::findExecutable(QStringLiteral("gpgconf"));
    if (gpgconf.isEmpty()) {
        qCWarning(lcOpenPgp) << "gpgconf not found; cannot start gpg-agent";
        return;
    }
    QProcess p;
    p.start(gpgconf, {QStringLiteral("--launch"), QStringLiteral("gpg-agent")});
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(1000);
    }
    qCDebug(lcOpenPgp) << "gpgconf --launch gpg-agent exited with" << p.exitCode();
}

Status AgentSession::ensureConnected()
{
    if (m_main) {
        return {};
    }
    // Connects on its first command (AgentChannel::transact), as GPGME's assuan engine did.
    m_main = std::make_unique<AgentChannel>(false);
    m_connections.ref();
    m_version = {};
    m_selected[0].clear();
    qCDebug(lcOpenPgp) << "new gpg-agent connection" << m_connections.loadRelaxed();
    return {};
}

Result<AssuanReply> AgentSession::attempt(const QByteArray &command, const InquireHandler &inquire,
                                          const QString &op, Retry &retry)
{
    retry = Retry::No;
    AssuanReply reply;
    bool sawResponse = false;
    std::optional<Error> inquireError;
    gpg_error_t err = 0; // with its source: who failed matters below
    QString detail;
    qCDebug(lcAssuan) << ">" << commandWord(command) << (m_loopback ? "(loopback)" : "");
    // The touch prompt hook: while the agent asks for a PIN, the card waits for nobody.
    const int keySlot = keyOperationSlot(command);
    InquireHandler asked = inquire;
    if (keySlot >= 0 && inquire) {
        asked = [this, keySlot, &inquire](const QByteArray &keyword, const QByteArray &args) {
            keyOperationEnded();
            Result<QByteArray> answer = inquire(keyword, args);
            keyOperationStarted(keySlot);
            return answer;
        };
    }
    if (keySlot >= 0) {
        keyOperationStarted(keySlot);
    }
    const auto answered = qScopeGuard([this, keySlot] {
        if (keySlot >= 0) {
            keyOperationEnded();
        }
    });
    if (m_loopback) {
        if (!m_loop) {
            m_loop = std::make_unique<AgentChannel>(true);
            m_selected[1].clear();
        }
        err = m_loop->transact(command, asked, reply, sawResponse, inquireError);
    } else {
        if (Status s = ensureConnected(); !s) {
            return s.error();
        }
        err = m_main->transact(command, asked, reply, sawResponse, inquireError);
        if (err) {
            detail = gpgErrorText(err);
        }
    }
    if (!err) {
        qCDebug(lcAssuan) << "< OK" << reply.status.size() << "status lines," << reply.data.size()
                          << "bytes";
        if (command.startsWith("SCD ")) {
            m_scdaemonKilled = command.startsWith("SCD KILLSCD");
        }
        return reply;
    }
    const gpg_err_code_t gcode = gpg_err_code(err);
    // "ERR … Broken pipe <GPG Agent>": the agent is fine, the scdaemon it was
    // talking to went away (killed, crashed, restarting); the agent starts a
    // new one on a later command. Keep this connection.
    const gpg_err_source_t source = gpg_err_source(err);
    const bool agentAnswered = source == GPG_ERR_SOURCE_GPGAGENT || source == GPG_ERR_SOURCE_SCD;
    if (isConnectionError(gcode) && !agentAnswered) {
        m_selected[m_loopback ? 1 : 0].clear();
        if (m_loopback) {
            m_loop->close();
        } else {
            m_main.reset();
        }
    }
    if (inquireError) {
        return *inquireError;
    }
    qCDebug(lcAssuan) << "< ERR" << gcode << gpg_strerror(gcode);
    if (agentAnswered) {
        // Right after SCD KILLSCD, gpg-agent 2.2 may still send the next command to the
        // scdaemon that is ending and answer "End of file": that one never reached a card.
        const bool scdaemonGone = gcode == GPG_ERR_EPIPE || gcode == GPG_ERR_NO_SCDAEMON ||
                                  (gcode == GPG_ERR_EOF && m_scdaemonKilled);
        if (scdaemonGone && command.startsWith("SCD ") && !sawResponse) {
            retry = Retry::ScdaemonRestarting;
        }
    } else if (isConnectionError(gcode) && !sawResponse) {
        // Retry only what cannot have had an effect: nothing came back yet.
        retry = Retry::Reconnect;
    }
    return gpgError(gcode, op, detail);
}

void AgentSession::setTargetCardNow(const QByteArray &aidHex)
{
    m_target = aidHex.toUpper();
    if (m_target.isEmpty() && targetCardNow().isEmpty()) {
        // The job is over: scdaemon back to the user's reader.
        if (Status s = restoreReaderNow(); !s) {
            qCWarning(lcOpenPgp) << "scdaemon.conf not restored:" << s.error().detail;
        }
    }
}

QByteArray AgentSession::targetCardNow() const
{
    if (!m_target.isEmpty()) {
        return m_target;
    }
    const QMutexLocker lock(&m_defaultMutex);
    return m_defaultTarget;
}

void AgentSession::setDefaultCard(const QByteArray &aidHex)
{
    const QMutexLocker lock(&m_defaultMutex);
    m_defaultTarget = aidHex.toUpper();
}

Result<AssuanReply> AgentSession::selectTarget(const QString &op, Retry &retry)
{
    const QByteArray target = targetCardNow();
    QByteArray &selected = m_selected[m_loopback ? 1 : 0];
    selected.clear();
    restartPendingScdaemonNow();
    const auto v = agentVersionNow();
    if (v[0] > 2 || (v[0] == 2 && v[1] >= 3)) {
        // 2.4 knows every card at once: make this one the current card.
        Retry ignored = Retry::No;
        (void)attempt("SCD SERIALNO --all", {}, op, ignored);
        (void)attempt("SCD SWITCHCARD " + target, {}, op, ignored);
    }
    Result<AssuanReply> r = attempt("SCD SERIALNO --demand=" + target, {}, op, retry);
    if (!r && retry == Retry::No && !(v[0] > 2 || (v[0] == 2 && v[1] >= 3))) {
        // GnuPG 2.2 serves one reader: another card is reached by switching scdaemon to it.
        QString reader;
        {
            const QMutexLocker lock(&m_defaultMutex);
            reader = m_cardReaders.value(target);
        }
        if (!reader.isEmpty() &&
            (!m_readerSwitch || !m_readerSwitch->active() || m_readerSwitch->reader() != reader)) {
            r = switchReader(reader, op);
            if (!r) {
                return r; // the refusal says what happened
            }
        }
    }
    if (!r) {
        if (retry != Retry::No) {
            return r; // the connection or scdaemon went away: transactNow tries again
        }
        // The card is not there (GnuPG 2.2: not in the reader scdaemon uses).
        Error e = Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, op,
                              QStringLiteral("scdaemon does not answer with the card %1: %2")
                                  .arg(QString::fromLatin1(target), r.error().detail));
        // A card that is away for a moment (just reset, re-inserted) or an agent that is
        // restarting stays what it is, so callers can wait for it to come back.
        for (const ErrorKind k : {ErrorKind::AgentUnavailable, ErrorKind::NoCard,
                                  ErrorKind::CardRemoved, ErrorKind::Busy}) {
            if (r.error().is(k)) {
                e.kind = k;
            }
        }
        return e;
    }
    const auto aid = parseAid(r->first("SERIALNO"));
    if (aid && aid->hex.toUpper() == target) {
        selected = target;
    }
    return r;
}

Result<AssuanReply> AgentSession::transactNow(const QByteArray &command,
                                              const InquireHandler &inquire,
                                              const QString &operation)
{
    Q_ASSERT(m_worker->isCurrent());
    const QString op = operation.isEmpty() ? commandWord(command) : operation;
    const QByteArray target = targetCardNow();
    Retry retry = Retry::No;
    if (command.startsWith("SCD ") && !m_readOnly) {
        recoverReaderSwitch();
    }
    // Every attempt, also a repeated one, goes to the target card.
    auto send = [&]() -> Result<AssuanReply> {
        // KEYTOCARD and LEARN reach scdaemon through this connection's card too.
        const bool viaCard = command.startsWith("SCD ") || command.startsWith("KEYTOCARD ") ||
                             command == "LEARN" || command.startsWith("LEARN ");
        if (!target.isEmpty() && viaCard) {
            if (command == "SCD SERIALNO") {
                return selectTarget(op, retry);
            }
            if (m_selected[m_loopback ? 1 : 0] != target) {
                if (auto s = selectTarget(op, retry); !s) {
                    return s.error();
                }
            }
        }
        return attempt(command, inquire, op, retry);
    };
    Result<AssuanReply> r = send();
    if (command.startsWith("SCD RESET") || command.startsWith("SCD RESTART") ||
        command.startsWith("SCD KILLSCD")) {
        // scdaemon let go of the card: select it again before the next command.
        m_selected[0].clear();
        m_selected[1].clear();
    }
    if (r || retry == Retry::No) {
        return r;
    }
    m_selected[0].clear();
    m_selected[1].clear();
    if (retry == Retry::Reconnect) {
        // Never connected, or the agent went away since the last command:
        // start it (if needed) and try once more on a fresh connection.
        if (!m_readOnly) {
            launchAgent();
        }
        r = send();
        if (!r && retry == Retry::Reconnect) {
            Error last = r.error();
            last.kind = ErrorKind::AgentUnavailable;
            QMetaObject::invokeMethod(
                this, [this, last] { Q_EMIT agentUnavailable(last); }, Qt::QueuedConnection);
            return last;
        }
    }
    if (!r && r.error().code == GPG_ERR_NO_SCDAEMON && command.startsWith("SCD ") &&
        !restartScdaemonWithoutSocketNow()) {
        Error e = r.error();
        e.kind = ErrorKind::AgentUnavailable;
        e.detail = tr("gpg-agent runs, but it has no scdaemon for a second connection (so it is "
                      "left when gpg-agent ends while scdaemon is busy); gpgconf --kill "
                      "gpg-agent restarts both");
        return e;
    }
    // gpg-agent 2.2 needs a few seconds to notice that its scdaemon is gone
    // and start a new one ("Broken pipe" until then), and while the old
    // scdaemon still holds the reader the new one answers ENODEV. Neither
    // reached the card, so the command is safe to send again.
    auto restarting = [&] {
        return command.startsWith("SCD ") &&
               (retry == Retry::ScdaemonRestarting || (!r && r.error().code == GPG_ERR_ENODEV));
    };
    QElapsedTimer waited;
    waited.start();
    while (restarting() && waited.elapsed() < kScdaemonRestartMs) {
        QThread::msleep(250);
        r = send();
    }
    if (restarting()) {
        Error e = r.error();
        e.kind = ErrorKind::AgentUnavailable;
        e.detail = tr("gpg-agent runs, but its scdaemon did not come back within %1 s")
                       .arg(kScdaemonRestartMs / 1000);
        return e;
    }
    return r;
}

void AgentSession::keyOperationStarted(int slot)
{
    const bool uif = slot >= 1 && slot <= 3 ? m_touch.uif[static_cast<size_t>(slot - 1)]
                                            : std::any_of(m_touch.uif.begin(), m_touch.uif.end(),
                                                          [](bool b) { return b; });
    if (m_touch.serial.isEmpty() || !uif) {
        // Touch off (the virtual card too: it waits for its button only where UIF is on): a slow
        // answer is a slow card, not one waiting for a touch.
        return;
    }
    m_touchWatch->arm(m_touch.serial);
}

void AgentSession::keyOperationEnded()
{
    m_touchWatch->disarm();
}

Status AgentSession::setLoopbackPinentry(bool loopback)
{
    if (m_loopback == loopback) {
        return {};
    }
    m_loopback = loopback;
    if (!loopback) {
        m_loop.reset(); // the main connection never left pinentry-mode ask
    }
    return {};
}

std::array<int, 3> AgentSession::agentVersionNow()
{
    if (m_version[0] == 0) {
        if (auto r = transactNow("GETINFO version")) {
            m_version = parseVersion(QString::fromLatin1(r->data));
        }
    }
    return m_version;
}

QFuture<Result<QString>> AgentSession::agentVersion()
{
    return m_worker->run([this]() -> Result<QString> {
        auto r = transactNow("GETINFO version", {}, tr("Asking gpg-agent for its version"));
        if (!r) {
            return r.error();
        }
        return QString::fromLatin1(r->data).trimmed();
    });
}

QFuture<Result<CardAid>> AgentSession::cardSerial()
{
    return m_worker->run([this]() -> Result<CardAid> {
        const QString op = tr("Reading the card's serial number");
        auto r = transactNow("SCD SERIALNO", {}, op);
        if (!r) {
            return r.error();
        }
        const QByteArray serial = r->first("SERIALNO");
        if (auto aid = parseAid(serial)) {
            return *aid;
        }
        // A card, but not an OpenPGP one (or scdaemon picked another app).
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::NotSupported, op,
            QStringLiteral("not an OpenPGP AID: %1").arg(QString::fromLatin1(serial)));
    });
}

QFuture<Result<AssuanReply>> AgentSession::transact(QByteArray command)
{
    return m_worker->run([this, command = std::move(command)]() -> Result<AssuanReply> {
        return transactNow(command);
    });
}

} // namespace keyward::openpgp
