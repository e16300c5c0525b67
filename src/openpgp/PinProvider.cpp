// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinProvider.h"

#include <QCoreApplication>

namespace keyward::openpgp {

QString pinKindName(PinKind kind)
{
    switch (kind) {
    case PinKind::UserPin:
        return QCoreApplication::translate("keyward::openpgp::PinProvider", "user PIN");
    case PinKind::AdminPin:
        return QCoreApplication::translate("keyward::openpgp::PinProvider", "admin PIN");
    case PinKind::ResetCode:
        return QCoreApplication::translate("keyward::openpgp::PinProvider", "reset code");
    case PinKind::NewUserPin:
        return QCoreApplication::translate("keyward::openpgp::PinProvider", "new user PIN");
    case PinKind::NewAdminPin:
        return QCoreApplication::translate("keyward::openpgp::PinProvider", "new admin PIN");
    case PinKind::NewResetCode:
        return QCoreApplication::translate("keyward::openpgp::PinProvider", "new reset code");
    }
    return {};
}

} // namespace keyward::openpgp
