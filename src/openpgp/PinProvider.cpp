// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinProvider.h"

#include <QCoreApplication>

namespace keyward::openpgp {

QString pinKindName(PinKind kind)
{
    const char *ctx = "keyward::openpgp::PinProvider";
    switch (kind) {
    case PinKind::UserPin:
        return QCoreApplication::translate(ctx, "user PIN");
    case PinKind::AdminPin:
        return QCoreApplication::translate(ctx, "admin PIN");
    case PinKind::ResetCode:
        return QCoreApplication::translate(ctx, "reset code");
    case PinKind::NewUserPin:
        return QCoreApplication::translate(ctx, "new user PIN");
    case PinKind::NewAdminPin:
        return QCoreApplication::translate(ctx, "new admin PIN");
    case PinKind::NewResetCode:
        return QCoreApplication::translate(ctx, "new reset code");
    }
    return {};
}

} // namespace keyward::openpgp
