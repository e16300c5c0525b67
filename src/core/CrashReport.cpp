// SPDX-License-Identifier: GPL-3.0-or-later
#include "CrashReport.h"

#include <csignal>
#include <cstring>

#include <execinfo.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define KEYWARD_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KEYWARD_ASAN 1
#endif
#endif

namespace keyward::CrashReport {

namespace {

const char *g_program = "keyward";
constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};

// Only async-signal-safe calls from here on: write(2), backtrace() (loaded
// before the first crash, see install()), backtrace_symbols_fd().
void say(const char *text)
{
    const size_t n = std::strlen(text);
    [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, text, n);
}

void sayNumber(int value)
{
    char digits[12];
    int i = sizeof digits;
    unsigned v = value < 0 ? 0U : static_cast<unsigned>(value);
    do {
        digits[--i] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v != 0 && i > 0);
    [[maybe_unused]] const ssize_t written =
        ::write(STDERR_FILENO, digits + i, sizeof digits - static_cast<size_t>(i));
}

const char *signalName(int sig)
{
    switch (sig) {
    case SIGSEGV:
        return "SIGSEGV, an invalid memory access";
    case SIGBUS:
        return "SIGBUS, a bus error";
    case SIGILL:
        return "SIGILL, an illegal instruction";
    case SIGFPE:
        return "SIGFPE, an arithmetic error";
    case SIGABRT:
        return "SIGABRT, an abort";
    default:
        return "a fatal signal";
    }
}

void onCrash(int sig)
{
    say(g_program);
    say(": crashed with signal ");
    sayNumber(sig);
    say(" (");
    say(signalName(sig));
    say(", in process ");
    sayNumber(static_cast<int>(::getpid()));
    say("). What the interrupted operation did on a card or token is not known; look at "
        "the device before trying again. The stack, for a bug report:\n");
    void *frames[64];
    const int n = ::backtrace(frames, 64);
    ::backtrace_symbols_fd(frames, n, STDERR_FILENO);
    // SA_RESETHAND put the default action back: the signal ends the process
    // as it would have without this handler (exit status 128 + sig).
    ::raise(sig);
}

} // namespace

void install(const char *program)
{
#ifdef KEYWARD_ASAN
    (void)program;
#else
    if (program != nullptr) {
        const char *slash = std::strrchr(program, '/');
        g_program = slash != nullptr ? slash + 1 : program;
    }
    // backtrace() loads libgcc on its first call, which is not safe inside a
    // signal handler: make that call now.
    void *warmUp[1];
    ::backtrace(warmUp, 1);
    struct sigaction action
    {
    };
    action.sa_handler = onCrash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    for (const int sig : kSignals) {
        ::sigaction(sig, &action, nullptr);
    }
#endif
}

} // namespace keyward::CrashReport
