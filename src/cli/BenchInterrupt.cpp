// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchInterrupt.h"

#include <atomic>
#include <chrono>
#include <csignal>

namespace keyward::cli {

namespace {

std::atomic<int> g_signal{0};
static_assert(std::atomic<int>::is_always_lock_free, "set from a signal handler");

struct sigaction g_previousInt;
struct sigaction g_previousTerm;

extern "C" void onSignal(int signal)
{
    g_signal.store(signal);
}

} // namespace

BenchInterrupt::BenchInterrupt()
{
    g_signal.store(0);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND; // the second Ctrl+C is not caught
    sigaction(SIGINT, &action, &g_previousInt);
    sigaction(SIGTERM, &action, &g_previousTerm);
    // A signal the parent chose to ignore (a background job's SIGINT, nohup)
    // stays ignored.
    if (g_previousInt.sa_handler == SIG_IGN) {
        sigaction(SIGINT, &g_previousInt, nullptr);
    }
    if (g_previousTerm.sa_handler == SIG_IGN) {
        sigaction(SIGTERM, &g_previousTerm, nullptr);
    }
}

BenchInterrupt::~BenchInterrupt()
{
    sigaction(SIGINT, &g_previousInt, nullptr);
    sigaction(SIGTERM, &g_previousTerm, nullptr);
}

int BenchInterrupt::signalNumber()
{
    return g_signal.load();
}

BenchInterrupt::Watch::Watch(CancelToken token)
    : m_thread([token](const std::stop_token &stop) {
        while (!stop.stop_requested()) {
            if (g_signal.load() != 0) {
                token.cancel();
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    })
{}

} // namespace keyward::cli
