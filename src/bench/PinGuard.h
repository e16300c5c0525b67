// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <atomic>
#include <memory>

namespace keyward::bench {

/// Error::code (domain Keyward, kind AccessDenied) of a PIN that was not sent
/// because the device has one try left and the user did not agree to use it.
inline constexpr qint64 kPinLastTryRefused = 1201;
/// Error::code (domain Keyward, kind WrongPin) of a PIN that was not sent
/// because the device refused it earlier in the same benchmark run.
inline constexpr qint64 kPinRefusedEarlier = 1202;

/**
 * The one rule every benchmark runner follows before it sends a PIN (VERIFY
 * over PC/SC, the answer to gpg-agent's INQUIRE PASSPHRASE, C_Login): read
 * the device's retry counter first, send nothing when the PIN is blocked or
 * has one try left (unless the user agreed to that try), and never send a
 * PIN again once the device refused it. One guard is shared by every case and
 * thread of a benchmark run that uses the same PIN, so a wrong PIN costs one
 * try per run, not one per case or thread.
 */
class PinGuard
{
public:
    explicit PinGuard(bool allowLastTry = false)
        : m_allowLastTry(allowLastTry)
    {}

    /// A guard for runners whose caller gave none (refuses the last try).
    static std::shared_ptr<PinGuard> orDefault(std::shared_ptr<PinGuard> guard);

    /// Before a PIN goes out. `triesLeft`: the device's retry counter, -1 when
    /// it cannot be read (then the device decides). Returns PinBlocked at 0,
    /// kPinLastTryRefused at 1 unless allowed, kPinRefusedEarlier after a
    /// refusal; `operation` names what was being done.
    Status beforeAttempt(int triesLeft, const QString &operation) const;
    /// After the device answered a PIN: a wrong or blocked PIN closes the guard.
    void afterAttempt(const Status &answer);
    /// The device refused the PIN (also when the answer came another way).
    void markRefused() { m_refused.store(true); }
    bool refused() const { return m_refused.load(); }
    bool allowLastTry() const { return m_allowLastTry; }

    /// Whether `e` means "stop every case that would send this PIN": a wrong
    /// or blocked PIN, or a PIN held back by this guard.
    static bool stopsTheRun(const Error &e);

private:
    bool m_allowLastTry;
    std::atomic_bool m_refused{false};
};

} // namespace keyward::bench
