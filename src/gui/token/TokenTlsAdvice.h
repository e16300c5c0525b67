// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"

#include <QLabel>

#include <memory>

namespace keyward {
class Worker;
}

namespace keyward::pkcs11 {
struct TokenInfo;
}

namespace keyward::gui::token {

/// The token page's key type advice from the TLS handshake runs stored for this
/// token ("P-256 serves 1.7× the handshakes of RSA-2048 here, …"): only figures
/// measured on this device, and only when at least two key types were measured;
/// hidden otherwise. The result store is read on a keyward::Worker of its own, never on the
/// GUI thread; an answer for a token no longer shown is dropped.
class TokenTlsAdvice : public QLabel
{
    Q_OBJECT
public:
    explicit TokenTlsAdvice(QWidget *parent = nullptr);
    /// Waits for a read of the store in flight (SQLite only, never a device).
    ~TokenTlsAdvice() override;

    /// The result store to read (tests); empty: ResultStore::defaultPath().
    void setStorePath(const QString &path) { m_storePath = path; }
    /// Look for the advice of `device` (hidden until it is found).
    void showDevice(const keyward::bench::DeviceIdentity &device);
    /// showDevice() with the token's identity as the benchmarks record it.
    void showToken(const keyward::pkcs11::TokenInfo &token);
    /// The sentences shown (empty when hidden).
    QStringList advice() const { return m_advice; }

Q_SIGNALS:
    /// The store was read for the device last asked about (tests).
    void looked();

private:
    QString m_storePath;
    keyward::bench::DeviceIdentity m_device;
    QStringList m_advice;
    quint64 m_generation = 0;
    std::unique_ptr<keyward::Worker> m_reader; ///< reads the store; made on first use
};

} // namespace keyward::gui::token
