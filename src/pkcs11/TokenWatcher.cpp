// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenWatcher.h"

#include "ModuleSet.h"
#include "OpenScGuard.h"
#include "Quirks.h"
#include "SlotReader.h"
#include "core/Continuation.h"
#include "core/Worker.h"

#include <QHash>

namespace keyward::pkcs11 {

struct TokenWatcher::State
{
    std::unique_ptr<ModuleSet> modules;
    QList<ModuleProblem> problems; ///< of the modules loaded last
    /// Per module name and slot ID: the last slot and token info read.
    QHash<QString, QHash<quint64, TokenInfo>> cache;
};

struct TokenWatcher::PollResult
{
    QList<TokenInfo> tokens;
    QList<ModuleProblem> problems;
    QList<Error> errors;
};

TokenWatcher::TokenWatcher(QStringList extraModules, QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<State>())
    , m_worker(std::make_unique<Worker>(QStringLiteral("pkcs11-watcher")))
    , m_extraModules(std::move(extraModules))
{
    qRegisterMetaType<QList<keyward::pkcs11::TokenInfo>>();
    qRegisterMetaType<keyward::Error>();
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &TokenWatcher::poll);
    m_timer.start();
    QTimer::singleShot(0, this, &TokenWatcher::poll);
}

TokenWatcher::~TokenWatcher()
{
    m_timer.stop();
    // Finalise the modules on the thread that loaded them.
    m_worker->run([state = m_state] { state->modules.reset(); }).waitForFinished();
}

void TokenWatcher::refresh()
{
    m_fullRefresh = true;
}

void TokenWatcher::setExtraModules(const QStringList &paths)
{
    m_extraModules = paths;
    m_reload = true;
}

void TokenWatcher::setPcscModulesHeld(bool held)
{
    const bool released = m_pcscHeld && !held;
    m_pcscHeld = held;
    if (released) {
        pollSoon(); // the tokens of PC/SC readers now, not at the next tick
    }
}

void TokenWatcher::pollSoon()
{
    if (m_busy) {
        m_pollAgain = true;
        return;
    }
    QTimer::singleShot(0, this, &TokenWatcher::poll);
}

void TokenWatcher::setReadersKeptFromOpenSc(const QStringList &readers)
{
    QStringList sorted = readers;
    sorted.sort();
    sorted.removeDuplicates();
    if (sorted != m_keptReaders) {
        m_keptReaders = sorted;
        m_keptChanged = true;
    }
}

void TokenWatcher::poll()
{
    if (m_busy) {
        return; // a slow module: never queue polls behind each other
    }
    if (m_pcscHeld && !m_sent) {
        return; // OpenSC's C_Initialize already connects to cards: load nothing yet
    }
    m_busy = true;
    const bool full = m_fullRefresh || m_first;
    const bool reload = m_reload || m_keptChanged;
    m_fullRefresh = false;
    m_reload = false;
    m_keptChanged = false;
    m_first = false;
    auto job = [state = m_state, extra = m_extraModules, full, reload, held = m_pcscHeld,
                kept = m_keptReaders]() -> PollResult {
        PollResult r;
        if (reload || !state->modules) {
            state->modules.reset();
            state->cache.clear();
            // Before anything initialises OpenSC: it reads its configuration then.
            if (Status st = OpenScGuard::apply(kept); !st) {
                r.errors << st.error();
            }
            state->modules = ModuleSet::load(extra);
            state->problems = state->modules->problems();
        }
        r.problems = state->problems;
        for (const Module &module : state->modules->modules()) {
            if (module.isTrustModule()) {
                continue;
            }
            auto &known = state->cache[module.name()];
            if (held && moduleUsesPcscReaders(module.name(), module.path())) {
                for (const TokenInfo &t : std::as_const(known)) {
                    if (t.tokenPresent) {
                        r.tokens << t;
                    }
                }
                continue;
            }
            auto ids = SlotReader::slotIds(module);
            if (!ids) {
                r.errors << ids.error();
                known.clear();
                continue;
            }
            QHash<quint64, TokenInfo> next;
            for (quint64 id : ids.value()) {
                auto s = SlotReader::slot(module, id);
                if (!s) {
                    continue; // the slot went away between the two calls
                }
                TokenInfo t = s.value();
                const auto old = known.constFind(id);
                const bool changed = old == known.constEnd() || old->slotFlags != t.slotFlags ||
                                     old->slotDescription != t.slotDescription;
                if (!changed && !full) {
                    next.insert(id, *old);
                    continue;
                }
                if (t.tokenPresent) {
                    if (auto st = SlotReader::fillToken(module, t); !st) {
                        t.tokenPresent = false;
                    }
                }
                next.insert(id, t);
            }
            known = next;
            for (quint64 id : ids.value()) {
                const auto it = next.constFind(id);
                if (it != next.constEnd() && it->tokenPresent) {
                    r.tokens << *it;
                }
            }
        }
        return r;
    };
    whenFinished(m_worker->run(std::move(job)), this, [this](const PollResult &r) {
        m_busy = false;
        if (m_pollAgain) {
            m_pollAgain = false;
            QTimer::singleShot(0, this, &TokenWatcher::poll);
        }
        for (const Error &e : r.errors) {
            const QString key = e.technical();
            if (key != m_lastError) {
                m_lastError = key;
                Q_EMIT error(e);
            }
        }
        if (r.errors.isEmpty()) {
            m_lastError.clear();
        }
        const bool first = !m_sent;
        if (!m_sent || r.tokens != m_tokens) {
            m_sent = true;
            m_tokens = r.tokens;
            Q_EMIT tokensChanged(m_tokens);
        }
        if (first || r.problems != m_problems) {
            m_problems = r.problems;
            Q_EMIT moduleProblemsChanged(m_problems);
        }
    });
}

} // namespace keyward::pkcs11
