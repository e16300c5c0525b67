// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenInfo.h"

#include "Pkcs11Api.h"
#include "Quirks.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

bool TokenInfo::isVirtual() const
{
    // A token OpenSC finds in a vpcd reader is a virtual card (keyward-vcard, say): its
    // figures are no device's. The reader names are pcsc::isVirtualReader()'s.
    const QString reader = slotDescription.trimmed();
    if (moduleUsesPcscReaders(moduleName, modulePath) &&
        (reader.startsWith(QLatin1String("Virtual PCD")) ||
         reader.startsWith(QLatin1String("Keyward Virtual Reader")))) {
        return true;
    }
    return quirksFor(manufacturer, model, label, moduleName + QLatin1Char(' ') + modulePath)
        .isVirtual;
}

bool TokenInfo::isInitialized() const
{
    return flags & CKF_TOKEN_INITIALIZED;
}

PinWarning TokenInfo::userPinWarning() const
{
    if (flags & CKF_USER_PIN_LOCKED) {
        return PinWarning::Locked;
    }
    if (flags & CKF_USER_PIN_FINAL_TRY) {
        return PinWarning::FinalTry;
    }
    if (flags & CKF_USER_PIN_COUNT_LOW) {
        return PinWarning::CountLow;
    }
    if (isInitialized() && (flags & CKF_LOGIN_REQUIRED) && !(flags & CKF_USER_PIN_INITIALIZED)) {
        return PinWarning::NotInitialized;
    }
    return PinWarning::None;
}

PinWarning TokenInfo::soPinWarning() const
{
    if (!isInitialized()) {
        return PinWarning::None; // SoftHSM reports a blank token's SO PIN as locked
    }
    if (flags & CKF_SO_PIN_LOCKED) {
        return PinWarning::Locked;
    }
    if (flags & CKF_SO_PIN_FINAL_TRY) {
        return PinWarning::FinalTry;
    }
    if (flags & CKF_SO_PIN_COUNT_LOW) {
        return PinWarning::CountLow;
    }
    return PinWarning::None;
}

bool TokenInfo::pinToBeChanged(bool so) const
{
    return flags & (so ? CKF_SO_PIN_TO_BE_CHANGED : CKF_USER_PIN_TO_BE_CHANGED);
}

QString TokenInfo::deviceId() const
{
    const QString key = serial.isEmpty() ? QStringLiteral("slot-%1").arg(slotId) : serial;
    return QStringLiteral("pkcs11:%1:%2").arg(moduleName, key);
}

QString pinWarningKey(PinWarning warning)
{
    switch (warning) {
    case PinWarning::None:
        return QStringLiteral("none");
    case PinWarning::CountLow:
        return QStringLiteral("count-low");
    case PinWarning::FinalTry:
        return QStringLiteral("final-try");
    case PinWarning::Locked:
        return QStringLiteral("locked");
    case PinWarning::NotInitialized:
        return QStringLiteral("not-initialized");
    }
    return QStringLiteral("none");
}

QString pinWarningText(PinWarning warning, bool so)
{
    switch (warning) {
    case PinWarning::None:
        return {};
    case PinWarning::CountLow:
        return so ? QCoreApplication::translate("keyward::pkcs11",
                                                "A wrong SO PIN was entered before.")
                  : QCoreApplication::translate("keyward::pkcs11",
                                                "A wrong user PIN was entered before.");
    case PinWarning::FinalTry:
        return so ? QCoreApplication::translate(
                        "keyward::pkcs11",
                        "One try left: a wrong SO PIN now locks the token for good.")
                  : QCoreApplication::translate(
                        "keyward::pkcs11",
                        "One try left: a wrong user PIN now locks it (the SO PIN unblocks).");
    case PinWarning::Locked:
        return so ? QCoreApplication::translate("keyward::pkcs11", "The SO PIN is locked.")
                  : QCoreApplication::translate(
                        "keyward::pkcs11", "The user PIN is locked; unblock it with the SO PIN.");
    case PinWarning::NotInitialized:
        return QCoreApplication::translate("keyward::pkcs11", "The user PIN has not been set yet.");
    }
    return {};
}

} // namespace keyward::pkcs11
