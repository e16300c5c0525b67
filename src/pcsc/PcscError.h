// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

namespace keyward::pcsc {

/// What a PC/SC return code (SCARD_E_*, SCARD_W_*) means to the user.
/// SCARD_E_NO_SERVICE (pcscd not running) maps to Io: core has no kind for a
/// missing system service other than gpg-agent.
ErrorKind errorKindFor(qint64 rv);

/// The symbolic name, "SCARD_E_SHARING_VIOLATION"; hex for unknown codes.
QString codeName(qint64 rv);

/// An Error in domain Pcsc keeping the raw LONG, with the code's name and
/// pcsc-lite's text in detail.
Error makeError(qint64 rv, QString operation, const QString &extraDetail = {});

} // namespace keyward::pcsc
