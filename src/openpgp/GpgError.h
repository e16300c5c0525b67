// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <gpg-error.h>

namespace keyward::openpgp {

/// What a gpg_err_code_t means to the user (wrong PIN, card removed, ...).
ErrorKind kindForGpgError(gpg_err_code_t code);

/// True for the codes that say the connection to gpg-agent is gone or was
/// never there: these are retried once on a fresh connection.
bool isConnectionError(gpg_err_code_t code);

/// An Error in the Gpg domain that keeps the raw code; detail gets
/// gpg_strerror() when none is given.
Error gpgError(gpg_err_code_t code, const QString &operation, const QString &detail = {});

/// GPGME's text for an error value (GpgME::Error::encodedError()): what
/// GpgME::Error::asString() returned; GPGME 1.24 deprecates that.
QString gpgErrorText(gpg_error_t err);

} // namespace keyward::openpgp
