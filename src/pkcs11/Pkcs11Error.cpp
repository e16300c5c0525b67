// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pkcs11Error.h"

#include "Pkcs11Api.h"

namespace keyward::pkcs11 {

ErrorKind errorKindForRv(unsigned long rv)
{
    switch (rv) {
    case CKR_OK:
        return ErrorKind::None;
    case CKR_PIN_INCORRECT:
        return ErrorKind::WrongPin;
    case CKR_PIN_LOCKED:
        return ErrorKind::PinBlocked;
    case CKR_DEVICE_REMOVED:
    case CKR_SESSION_CLOSED:
    case CKR_SESSION_HANDLE_INVALID:
        return ErrorKind::CardRemoved;
    case CKR_TOKEN_NOT_PRESENT:
        return ErrorKind::NoCard;
    case CKR_FUNCTION_CANCELED:
        return ErrorKind::Cancelled;
    case CKR_MECHANISM_INVALID:
    case CKR_FUNCTION_NOT_SUPPORTED:
    case CKR_TOKEN_NOT_RECOGNIZED:
    case CKR_KEY_SIZE_RANGE:
    case CKR_CURVE_NOT_SUPPORTED:
    case CKR_ATTRIBUTE_TYPE_INVALID:
    case CKR_KEY_FUNCTION_NOT_PERMITTED:
    case CKR_KEY_TYPE_INCONSISTENT:
        return ErrorKind::NotSupported;
    case CKR_PIN_INVALID:
    case CKR_PIN_LEN_RANGE:
    case CKR_PIN_TOO_WEAK:
    case CKR_ARGUMENTS_BAD:
    case CKR_DATA_INVALID:
    case CKR_DATA_LEN_RANGE:
    case CKR_ATTRIBUTE_VALUE_INVALID:
    case CKR_TEMPLATE_INCOMPLETE:
    case CKR_TEMPLATE_INCONSISTENT:
    case CKR_DOMAIN_PARAMS_INVALID:
    case CKR_MECHANISM_PARAM_INVALID:
    case CKR_ATTRIBUTE_READ_ONLY:
        return ErrorKind::InvalidInput;
    case CKR_USER_NOT_LOGGED_IN:
    case CKR_USER_PIN_NOT_INITIALIZED:
    case CKR_USER_TYPE_INVALID:
    case CKR_PIN_EXPIRED:
    case CKR_TOKEN_WRITE_PROTECTED:
    case CKR_SESSION_READ_ONLY:
    case CKR_SESSION_READ_ONLY_EXISTS:
    case CKR_ATTRIBUTE_SENSITIVE:
    case CKR_KEY_UNEXTRACTABLE:
    case CKR_FUNCTION_REJECTED:
        return ErrorKind::AccessDenied;
    case CKR_SLOT_ID_INVALID:
    case CKR_OBJECT_HANDLE_INVALID:
    case CKR_KEY_HANDLE_INVALID:
        return ErrorKind::NotFound;
    case CKR_SESSION_COUNT:
    case CKR_SESSION_EXISTS:
    case CKR_OPERATION_ACTIVE:
    case CKR_USER_ANOTHER_ALREADY_LOGGED_IN:
    case CKR_USER_TOO_MANY_TYPES:
    case CKR_CANT_LOCK:
        return ErrorKind::Busy;
    case CKR_DEVICE_ERROR:
    case CKR_DEVICE_MEMORY:
        return ErrorKind::Io;
    default:
        return ErrorKind::Internal;
    }
}

QString rvName(unsigned long rv)
{
    // Only the codes a user or a log reader meets in practice; others in hex.
    static const struct
    {
        unsigned long rv;
        const char *name;
    } names[] = {
        {CKR_OK, "CKR_OK"},
        {CKR_CANCEL, "CKR_CANCEL"},
        {CKR_HOST_MEMORY, "CKR_HOST_MEMORY"},
        {CKR_SLOT_ID_INVALID, "CKR_SLOT_ID_INVALID"},
        {CKR_GENERAL_ERROR, "CKR_GENERAL_ERROR"},
        {CKR_FUNCTION_FAILED, "CKR_FUNCTION_FAILED"},
        {CKR_ARGUMENTS_BAD, "CKR_ARGUMENTS_BAD"},
        {CKR_CANT_LOCK, "CKR_CANT_LOCK"},
        {CKR_ATTRIBUTE_READ_ONLY, "CKR_ATTRIBUTE_READ_ONLY"},
        {CKR_ATTRIBUTE_SENSITIVE, "CKR_ATTRIBUTE_SENSITIVE"},
        {CKR_ATTRIBUTE_TYPE_INVALID, "CKR_ATTRIBUTE_TYPE_INVALID"},
        {CKR_ATTRIBUTE_VALUE_INVALID, "CKR_ATTRIBUTE_VALUE_INVALID"},
        {CKR_DATA_INVALID, "CKR_DATA_INVALID"},
        {CKR_DATA_LEN_RANGE, "CKR_DATA_LEN_RANGE"},
        {CKR_DEVICE_ERROR, "CKR_DEVICE_ERROR"},
        {CKR_DEVICE_MEMORY, "CKR_DEVICE_MEMORY"},
        {CKR_DEVICE_REMOVED, "CKR_DEVICE_REMOVED"},
        {CKR_FUNCTION_CANCELED, "CKR_FUNCTION_CANCELED"},
        {CKR_FUNCTION_NOT_SUPPORTED, "CKR_FUNCTION_NOT_SUPPORTED"},
        {CKR_KEY_HANDLE_INVALID, "CKR_KEY_HANDLE_INVALID"},
        {CKR_KEY_SIZE_RANGE, "CKR_KEY_SIZE_RANGE"},
        {CKR_KEY_TYPE_INCONSISTENT, "CKR_KEY_TYPE_INCONSISTENT"},
        {CKR_KEY_FUNCTION_NOT_PERMITTED, "CKR_KEY_FUNCTION_NOT_PERMITTED"},
        {CKR_KEY_UNEXTRACTABLE, "CKR_KEY_UNEXTRACTABLE"},
        {CKR_MECHANISM_INVALID, "CKR_MECHANISM_INVALID"},
        {CKR_MECHANISM_PARAM_INVALID, "CKR_MECHANISM_PARAM_INVALID"},
        {CKR_OBJECT_HANDLE_INVALID, "CKR_OBJECT_HANDLE_INVALID"},
        {CKR_OPERATION_ACTIVE, "CKR_OPERATION_ACTIVE"},
        {CKR_OPERATION_NOT_INITIALIZED, "CKR_OPERATION_NOT_INITIALIZED"},
        {CKR_PIN_INCORRECT, "CKR_PIN_INCORRECT"},
        {CKR_PIN_INVALID, "CKR_PIN_INVALID"},
        {CKR_PIN_LEN_RANGE, "CKR_PIN_LEN_RANGE"},
        {CKR_PIN_EXPIRED, "CKR_PIN_EXPIRED"},
        {CKR_PIN_LOCKED, "CKR_PIN_LOCKED"},
        {CKR_PIN_TOO_WEAK, "CKR_PIN_TOO_WEAK"},
        {CKR_SESSION_CLOSED, "CKR_SESSION_CLOSED"},
        {CKR_SESSION_COUNT, "CKR_SESSION_COUNT"},
        {CKR_SESSION_HANDLE_INVALID, "CKR_SESSION_HANDLE_INVALID"},
        {CKR_SESSION_READ_ONLY, "CKR_SESSION_READ_ONLY"},
        {CKR_SESSION_EXISTS, "CKR_SESSION_EXISTS"},
        {CKR_SESSION_READ_ONLY_EXISTS, "CKR_SESSION_READ_ONLY_EXISTS"},
        {CKR_SIGNATURE_INVALID, "CKR_SIGNATURE_INVALID"},
        {CKR_TEMPLATE_INCOMPLETE, "CKR_TEMPLATE_INCOMPLETE"},
        {CKR_TEMPLATE_INCONSISTENT, "CKR_TEMPLATE_INCONSISTENT"},
        {CKR_TOKEN_NOT_PRESENT, "CKR_TOKEN_NOT_PRESENT"},
        {CKR_TOKEN_NOT_RECOGNIZED, "CKR_TOKEN_NOT_RECOGNIZED"},
        {CKR_TOKEN_WRITE_PROTECTED, "CKR_TOKEN_WRITE_PROTECTED"},
        {CKR_USER_ALREADY_LOGGED_IN, "CKR_USER_ALREADY_LOGGED_IN"},
        {CKR_USER_NOT_LOGGED_IN, "CKR_USER_NOT_LOGGED_IN"},
        {CKR_USER_PIN_NOT_INITIALIZED, "CKR_USER_PIN_NOT_INITIALIZED"},
        {CKR_USER_TYPE_INVALID, "CKR_USER_TYPE_INVALID"},
        {CKR_USER_ANOTHER_ALREADY_LOGGED_IN, "CKR_USER_ANOTHER_ALREADY_LOGGED_IN"},
        {CKR_USER_TOO_MANY_TYPES, "CKR_USER_TOO_MANY_TYPES"},
        {CKR_DOMAIN_PARAMS_INVALID, "CKR_DOMAIN_PARAMS_INVALID"},
        {CKR_CURVE_NOT_SUPPORTED, "CKR_CURVE_NOT_SUPPORTED"},
        {CKR_BUFFER_TOO_SMALL, "CKR_BUFFER_TOO_SMALL"},
        {CKR_CRYPTOKI_NOT_INITIALIZED, "CKR_CRYPTOKI_NOT_INITIALIZED"},
        {CKR_CRYPTOKI_ALREADY_INITIALIZED, "CKR_CRYPTOKI_ALREADY_INITIALIZED"},
        {CKR_FUNCTION_REJECTED, "CKR_FUNCTION_REJECTED"},
    };
    for (const auto &n : names) {
        if (n.rv == rv) {
            return QString::fromLatin1(n.name);
        }
    }
    return QStringLiteral("CKR_0x%1").arg(rv, 8, 16, QLatin1Char('0'));
}

Error pkcs11Error(unsigned long rv, const char *function, const QString &operation)
{
    return Error::make(
        ErrorDomain::Pkcs11, static_cast<qint64>(rv), errorKindForRv(rv), operation,
        QStringLiteral("%1 returned %2").arg(QString::fromLatin1(function), rvName(rv)));
}

} // namespace keyward::pkcs11
