// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace keyward::CrashReport {

/// On a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) writes one sentence
/// and the stack of the thread that crashed to stderr, then ends the process
/// the way the signal would have. Core dumps are off (ProcessHygiene), so this
/// stack is what a bug report can carry: return addresses, as "file(+offset)"
/// for addr2line, and symbol names where the file exports them. It holds no
/// data, so no PIN or key can be in it. `program` must outlive the process
/// (argv[0] or a literal). Not installed under AddressSanitizer, which reports
/// crashes itself.
void install(const char *program);

} // namespace keyward::CrashReport
