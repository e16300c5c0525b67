// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <optional>

namespace keyward {

/// What a process that holds PINs, passphrases or key material does to keep
/// them to itself. Called once at the start of every entry point (keyward,
/// keyward-cli) before the first secret is read.
namespace ProcessHygiene {

/// No core dumps (RLIMIT_CORE 0) and not dumpable (PR_SET_DUMPABLE 0): a crash
/// leaves no copy of a PIN on disk, and other processes of the same user
/// cannot ptrace or read /proc/PID/mem. Returns false when the kernel refused.
bool disableCoreDumps();

/// Reads the secret in environment variable `name` (or the one that
/// scrubEnvironmentForChildren() set aside) and removes it from the
/// environment (the bytes in the environment block are overwritten first), so
/// that neither /proc/PID/environ nor a child process (gpg-agent, scdaemon)
/// sees it. A second call for the same name finds nothing. std::nullopt when
/// the variable is not set. The caller wipes the returned buffer after use.
std::optional<QByteArray> takeEnvironmentSecret(const char *name);

/// Moves the secret Keyward knows by name (KEYWARD_PIN) out of the environment into this process's
/// memory, where takeEnvironmentSecret() finds them, and removes an empty GPG_TTY, which gpg-agent
/// rejects ("OPTION ttyname=" with no value) although gpg itself copes. Called first thing in
/// main(), before any child process can start, so a gpg-agent or scdaemon that Keyward launches
/// never inherits a PIN. Variables named on the command line (--passphrase-env NAME) are taken when
/// the option is parsed, which is before the first device is touched.
void scrubEnvironmentForChildren();

} // namespace ProcessHygiene

} // namespace keyward
