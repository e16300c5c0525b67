// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenPin.h"

#include "Quirks.h"
#include "TokenInfo.h"

#include <QCoreApplication>

namespace keyward::pkcs11 {

namespace {
Quirks quirksOf(const TokenInfo &t)
{
    return quirksFor(t.manufacturer, t.model, t.label,
                     t.moduleName + QLatin1Char(' ') + t.modulePath);
}
} // namespace

PinRole keygenPinRole(const TokenInfo &token)
{
    return quirksOf(token).keygenAsSo ? PinRole::SecurityOfficer : PinRole::User;
}

bool soPinIsAdminPin(const TokenInfo &token)
{
    return quirksOf(token).keygenAsSo;
}

bool tokenHasNoSoPin(const TokenInfo &token)
{
    return quirksOf(token).noSoPin;
}

QString pinRoleName(PinRole role, const TokenInfo &token)
{
    if (role == PinRole::User) {
        return QCoreApplication::translate("keyward::pkcs11", "user PIN");
    }
    // OpenSC maps an OpenPGP card's admin PIN to the SO login.
    return soPinIsAdminPin(token) ? QCoreApplication::translate("keyward::pkcs11", "admin PIN")
                                  : QCoreApplication::translate("keyward::pkcs11", "SO PIN");
}

} // namespace keyward::pkcs11
