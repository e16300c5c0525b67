// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <functional>
#include <memory>

namespace keyward::bench {

/// One back end's way of doing the measured operation. The engine makes one
/// runner per thread, on that thread, and calls setup, runOnce (many times)
/// and teardown there: device handles never cross threads.
class OperationRunner
{
public:
    virtual ~OperationRunner() = default;

    /// Everything that is not the operation: open the session, log in, look
    /// up key handles, allocate buffers. Not timed.
    virtual Status setup() = 0;
    /// Called before every runOnce(), not timed: what must happen between
    /// operations but is not part of one (delete the key the last key
    /// generation made; present a PIN that is valid for one signature only).
    virtual Status prepareNext() { return {}; }
    /// Exactly one operation. Timed: must not allocate, log or lock anything
    /// the operation itself does not need.
    virtual Status runOnce() = 0;
    /// Undo setup (close sessions, delete a generated benchmark key). Not timed.
    virtual void teardown() = 0;
    /// Whether a failed runOnce() is the outcome of one request (a TLS
    /// handshake the server could not complete) rather than a broken run: a
    /// load profile then counts it as a failed request and goes on instead of
    /// stopping.
    virtual bool failuresAreOutcomes() const { return false; }
};

/// Makes the runner for thread `threadIndex`; called on that thread.
using RunnerFactory = std::function<std::unique_ptr<OperationRunner>(int threadIndex)>;

} // namespace keyward::bench
