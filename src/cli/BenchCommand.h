// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QTextStream>

namespace keyward::cli {

/// `keyward-cli bench ...`: run benchmark cases headless (PKCS#11 tokens, the
/// OpenPGP card over PC/SC, the CPU baseline), store them, and list, show,
/// export, import and compare stored runs. Returns the process exit code
/// (0 fine, 1 a run or store operation failed, 2 usage).
int runBenchCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);

} // namespace keyward::cli
