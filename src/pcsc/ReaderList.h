// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderState.h"
#include "core/Result.h"

namespace keyward::pcsc {

/// Every reader with its card state, once (for the CLI). No readers is an
/// empty list; pcscd not running is an Error with SCARD_E_NO_SERVICE.
Result<QList<ReaderState>> listReaders();

} // namespace keyward::pcsc
