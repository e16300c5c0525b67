// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QString>

namespace keyward::pkcs11 {

/// What a CK_RV means to a user; the raw value stays in Error::code.
ErrorKind errorKindForRv(unsigned long rv);

/// The symbolic name of a CK_RV ("CKR_PIN_INCORRECT"), or hex for unknown codes.
QString rvName(unsigned long rv);

/// An Error in the Pkcs11 domain that keeps the CK_RV and names the Cryptoki
/// function that returned it (in detail, for the log).
Error pkcs11Error(unsigned long rv, const char *function, const QString &operation);

} // namespace keyward::pkcs11
