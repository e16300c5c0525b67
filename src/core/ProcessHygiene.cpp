// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProcessHygiene.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

#include <sys/prctl.h>
#include <sys/resource.h>

namespace keyward::ProcessHygiene {

bool disableCoreDumps()
{
    const rlimit none{0, 0};
    const bool limited = setrlimit(RLIMIT_CORE, &none) == 0;
    const bool undumpable = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0;
    return limited && undumpable;
}

namespace {

std::mutex &stashMutex()
{
    static std::mutex m;
    return m;
}

/// Secrets moved out of the environment by scrubEnvironmentForChildren().
std::map<std::string, QByteArray> &stash()
{
    static std::map<std::string, QByteArray> s;
    return s;
}

std::optional<QByteArray> takeFromEnvironment(const char *name)
{
    char *value = std::getenv(name);
    if (!value) {
        return std::nullopt;
    }
    const size_t size = std::strlen(value);
    QByteArray copy(value, static_cast<qsizetype>(size));
    // The environment block is what /proc/PID/environ shows: overwrite it in
    // place before unsetting, since unsetenv only drops the pointer.
    explicit_bzero(value, size);
    unsetenv(name);
    return copy;
}

} // namespace

std::optional<QByteArray> takeEnvironmentSecret(const char *name)
{
    {
        const std::lock_guard lock(stashMutex());
        auto it = stash().find(name);
        if (it != stash().end()) {
            QByteArray value = std::move(it->second);
            stash().erase(it);
            return value;
        }
    }
    return takeFromEnvironment(name);
}

void scrubEnvironmentForChildren()
{
    for (const char *name : {"KEYWARD_PIN"}) {
        if (auto value = takeFromEnvironment(name)) {
            const std::lock_guard lock(stashMutex());
            stash()[name] = std::move(*value);
        }
    }
    if (const char *tty = std::getenv("GPG_TTY"); tty && *tty == '\0') {
        unsetenv("GPG_TTY");
    }
}

} // namespace keyward::ProcessHygiene
