// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpgError.h"

namespace keyward::openpgp {

ErrorKind kindForGpgError(gpg_err_code_t code)
{
    switch (code) {
    case GPG_ERR_NO_ERROR:
        return ErrorKind::None;
    case GPG_ERR_BAD_PIN:
    case GPG_ERR_BAD_PASSPHRASE:
        return ErrorKind::WrongPin;
    case GPG_ERR_PIN_BLOCKED:
        return ErrorKind::PinBlocked;
    case GPG_ERR_CARD_REMOVED:
    case GPG_ERR_CARD_RESET:
        return ErrorKind::CardRemoved;
    case GPG_ERR_CARD_NOT_PRESENT:
    case GPG_ERR_ENODEV:
        return ErrorKind::NoCard;
    case GPG_ERR_NOT_SUPPORTED:
    case GPG_ERR_UNSUPPORTED_OPERATION:
    case GPG_ERR_UNSUPPORTED_ALGORITHM:
    case GPG_ERR_PUBKEY_ALGO:
    case GPG_ERR_NOT_IMPLEMENTED:
    case GPG_ERR_UNKNOWN_COMMAND:
    case GPG_ERR_ASS_UNKNOWN_CMD:
    case GPG_ERR_INV_ATTR:
        return ErrorKind::NotSupported;
    case GPG_ERR_CANCELED:
    case GPG_ERR_FULLY_CANCELED:
    case GPG_ERR_ASS_CANCELED:
        return ErrorKind::Cancelled;
    case GPG_ERR_ASS_CONNECT_FAILED:
    case GPG_ERR_ASS_READ_ERROR:
    case GPG_ERR_ASS_WRITE_ERROR:
    case GPG_ERR_NO_AGENT:
    case GPG_ERR_AGENT:
    case GPG_ERR_NO_SCDAEMON:
    case GPG_ERR_SCDAEMON:
    case GPG_ERR_EPIPE:
    case GPG_ERR_ECONNREFUSED:
    case GPG_ERR_ECONNRESET:
    case GPG_ERR_EOF:
    case GPG_ERR_NO_PIN_ENTRY:
        return ErrorKind::AgentUnavailable;
    case GPG_ERR_TIMEOUT:
    case GPG_ERR_ETIMEDOUT:
        return ErrorKind::Timeout;
    case GPG_ERR_EACCES:
    case GPG_ERR_EPERM:
    case GPG_ERR_USE_CONDITIONS:
    case GPG_ERR_NO_AUTH:
    case GPG_ERR_WRONG_CARD:
        return ErrorKind::AccessDenied;
    case GPG_ERR_NOT_FOUND:
    case GPG_ERR_NO_DATA:
    case GPG_ERR_NO_SECKEY:
    case GPG_ERR_NO_PUBKEY:
    case GPG_ERR_MISSING_KEY:
    // "Missing item in object": scdaemon's answer for a key slot or data object the card
    // does not hold (READKEY or PKAUTH on an empty slot, KEY-STATUS on Gnuk), never for a
    // missing card.
    case GPG_ERR_NO_OBJ:
        return ErrorKind::NotFound;
    case GPG_ERR_INV_VALUE:
    case GPG_ERR_INV_ARG:
    case GPG_ERR_INV_DATA:
    case GPG_ERR_INV_ID:
    case GPG_ERR_INV_NAME:
    case GPG_ERR_INV_LENGTH:
    case GPG_ERR_TOO_SHORT:
    case GPG_ERR_TOO_LARGE:
    case GPG_ERR_INV_USER_ID:
    case GPG_ERR_ASS_PARAMETER:
        return ErrorKind::InvalidInput;
    case GPG_ERR_EBUSY:
    case GPG_ERR_LOCKED:
        return ErrorKind::Busy;
    case GPG_ERR_EIO:
    case GPG_ERR_CARD:
    case GPG_ERR_GENERAL:
    case GPG_ERR_BAD_BER:
        return ErrorKind::Io;
    default:
        return ErrorKind::Internal;
    }
}

bool isConnectionError(gpg_err_code_t code)
{
    switch (code) {
    case GPG_ERR_ASS_CONNECT_FAILED:
    case GPG_ERR_ASS_READ_ERROR:
    case GPG_ERR_ASS_WRITE_ERROR:
    case GPG_ERR_NO_AGENT:
    case GPG_ERR_EPIPE:
    case GPG_ERR_ECONNREFUSED:
    case GPG_ERR_ECONNRESET:
    case GPG_ERR_EOF:
        return true;
    default:
        return false;
    }
}

Error gpgError(gpg_err_code_t code, const QString &operation, const QString &detail)
{
    return Error::make(ErrorDomain::Gpg, code, kindForGpgError(code), operation,
                       detail.isEmpty() ? QString::fromUtf8(gpg_strerror(code)) : detail);
}

QString gpgErrorText(gpg_error_t err)
{
    char text[256] = {};
    gpg_strerror_r(err, text, sizeof text);
    return QString::fromLocal8Bit(text);
}

} // namespace keyward::openpgp
