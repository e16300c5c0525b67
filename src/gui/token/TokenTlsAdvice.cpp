// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenTlsAdvice.h"

#include "bench/ResultStore.h"
#include "bench/runners/Pkcs11Bench.h"
#include "bench/runners/TlsRunRecord.h"
#include "core/Continuation.h"
#include "core/Worker.h"
#include "pkcs11/TokenInfo.h"

#include <QFileInfo>

namespace keyward::gui::token {

namespace kb = keyward::bench;

namespace {

/// On a worker: the stored runs of the store at `path`; none when it is missing or
/// unreadable (a store is never created just to look into it).
QStringList readAdvice(const QString &path, const kb::DeviceIdentity &device)
{
    if (!QFileInfo::exists(path)) {
        return {};
    }
    kb::ResultStore store(path);
    if (!store.open()) {
        return {};
    }
    auto runs = store.list(false);
    return runs ? kb::storedTlsAdvice(runs.value(), device) : QStringList{};
}

} // namespace

TokenTlsAdvice::TokenTlsAdvice(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("tokenTlsAdvice"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    hide();
}

TokenTlsAdvice::~TokenTlsAdvice() = default;

void TokenTlsAdvice::showToken(const pkcs11::TokenInfo &token)
{
    showDevice(kb::tokenIdentity(token)); // as the benchmarks record the token
}

void TokenTlsAdvice::showDevice(const kb::DeviceIdentity &device)
{
    m_device = device;
    const quint64 generation = ++m_generation;
    const QString path = m_storePath.isEmpty() ? kb::ResultStore::defaultPath() : m_storePath;
    if (!m_reader) {
        m_reader = std::make_unique<Worker>(QStringLiteral("token-tls-advice"));
    }
    whenFinished(m_reader->run([path, device] { return readAdvice(path, device); }), this,
                 [this, generation](const QStringList &advice) {
                     if (generation != m_generation) {
                         return; // another token was chosen meanwhile
                     }
                     m_advice = advice;
                     if (advice.isEmpty()) {
                         clear();
                         hide();
                     } else {
                         setText(tr("Key type for TLS, from the handshakes measured on this "
                                    "token: %1")
                                     .arg(advice.join(QLatin1Char(' '))));
                         show();
                     }
                     Q_EMIT looked();
                 });
}

} // namespace keyward::gui::token
