// SPDX-License-Identifier: GPL-3.0-or-later
// AgentSession: what it does to scdaemon itself. GnuPG 2.2's reader switch and
// the restarts it needs, and the one check before any restart: that gpg-agent
// serves no client but this session.
#include "AgentSession.h"
#include "GnupgDirs.h"

#include "GpgError.h"
#include "ScdaemonReaderSwitch.h"
#include "core/Logging.h"

#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <atomic>

namespace keyward::openpgp {

namespace {
// How long a switched scdaemon may take to answer with the target card.
constexpr int kSwitchWaitMs = 10000;
} // namespace

void AgentSession::setCardReader(const QByteArray &aidHex, const QString &reader)
{
    const QMutexLocker lock(&m_defaultMutex);
    m_cardReaders.insert(aidHex.toUpper(), reader);
}

Status AgentSession::restoreReaderNow()
{
    if (!m_readerSwitch || !m_readerSwitch->active()) {
        return {};
    }
    const Status s = m_readerSwitch->restore();
    // The scdaemon that uses the switched reader goes; gpg-agent starts one with the user's
    // file at the next SCD command. Not under another client: then at this session's next
    // job or its end, when it is alone.
    m_restartPending = true;
    restartPendingScdaemonNow();
    Q_EMIT scdaemonReaderRestored();
    return s;
}

void AgentSession::restartPendingScdaemonNow()
{
    if (!m_restartPending) {
        return;
    }
    if (const int others = otherAgentClientsNow(); others != 0) {
        qCInfo(lcOpenPgp) << "scdaemon keeps the switched reader for now:" << others
                          << "other gpg-agent clients";
        return;
    }
    m_restartPending = false;
    Retry ignored = Retry::No;
    (void)attempt("SCD KILLSCD", {}, tr("Restarting scdaemon"), ignored);
    m_selected[0].clear();
    m_selected[1].clear();
}

bool AgentSession::restartScdaemonWithoutSocketNow()
{
    if ((!m_restartAllowed && !m_jobMayRestart) || otherAgentClientsNow() != 0) {
        return false;
    }
    qCInfo(lcOpenPgp) << "scdaemon without a socket: restarting it";
    // The main connection holds the agent's one scdaemon connection: it is the one that can
    // still reach scdaemon to end it.
    const bool loopback = m_loopback;
    m_loopback = false;
    Retry ignored = Retry::No;
    const auto killed = attempt("SCD KILLSCD", {}, tr("Restarting scdaemon"), ignored);
    m_loopback = loopback;
    m_selected[0].clear();
    m_selected[1].clear();
    return killed.ok();
}

int AgentSession::otherAgentClientsNow()
{
    Retry ignored = Retry::No;
    const auto r = attempt("GETINFO connections", {}, tr("Asking gpg-agent"), ignored);
    bool ok = false;
    const int all = r ? r->data.trimmed().toInt(&ok) : 0;
    if (!ok) {
        return -1;
    }
    // This session's connections: the main one and, while loopback PIN entry is on, the other.
    const int own = 1 + (m_loop && m_main ? 1 : 0);
    return std::max(0, all - own);
}

void AgentSession::recoverReaderSwitch()
{
    static std::atomic_bool checked{false};
    if (checked.exchange(true)) {
        return;
    }
    const QByteArray home = gnupgHomeDir();
    if (!home.isEmpty() && ScdaemonReaderSwitch::recoverLeftover(QString::fromLocal8Bit(home))) {
        qCInfo(lcOpenPgp) << "scdaemon.conf restored from a switch an ended Keyward left";
        Retry ignored = Retry::No;
        (void)attempt("SCD KILLSCD", {}, tr("Restarting scdaemon"), ignored);
    }
}

Result<AssuanReply> AgentSession::switchReader(const QString &reader, const QString &op)
{
    const QByteArray target = targetCardNow();
    auto refused = [&](const QString &why) {
        // Busy: the user's own words in userMessage() (core/Error.cpp).
        return Error::make(
            ErrorDomain::Keyward, 0, ErrorKind::Busy, op,
            tr("GnuPG 2.2's scdaemon could not be switched to the reader %1 that "
               "holds the card %2, so nothing was done: %3")
                .arg(reader, parseAid(target).value_or(CardAid{}).serialText(), why));
    };
    if (!m_restartAllowed && !m_jobMayRestart) {
        return refused(tr("that restarts scdaemon, which Keyward does only for an operation you "
                          "start; choose the card or press Read card"));
    }
    if (const int others = otherAgentClientsNow(); others != 0) {
        return refused(others < 0
                           ? tr("gpg-agent does not say whether another program uses it")
                           : tr("another program uses gpg-agent now (for example gpg --card-edit, "
                                "ssh or another Keyward), and restarting scdaemon would end what "
                                "it does with a card; close it and try again"));
    }
    const QByteArray home = gnupgHomeDir();
    if (home.isEmpty()) {
        return refused(QStringLiteral("the GnuPG home directory is unknown"));
    }
    if (!m_readerSwitch) {
        m_readerSwitch = std::make_unique<ScdaemonReaderSwitch>(QString::fromLocal8Bit(home));
    }
    if (Status s = m_readerSwitch->apply(reader); !s) {
        return refused(s.error().detail);
    }
    Retry ignored = Retry::No;
    (void)attempt("SCD KILLSCD", {}, op, ignored);
    m_selected[0].clear();
    m_selected[1].clear();
    Q_EMIT scdaemonReaderSwitched(reader);
    // gpg-agent starts a new scdaemon, which reads the file, at the next SCD command; until
    // the old one has let go of its reader that may fail for a moment.
    Result<AssuanReply> r = refused(QStringLiteral("no answer"));
    QElapsedTimer waited;
    waited.start();
    do {
        Retry retry = Retry::No;
        r = attempt("SCD SERIALNO --demand=" + target, {}, op, retry);
        if (r) {
            return r;
        }
        QThread::msleep(250);
    } while (waited.elapsed() < kSwitchWaitMs);
    const QString why = r.error().detail;
    if (Status s = restoreReaderNow(); !s) {
        return refused(why + QStringLiteral("; ") + s.error().detail);
    }
    return refused(why);
}

} // namespace keyward::openpgp
