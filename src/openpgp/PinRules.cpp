// SPDX-License-Identifier: GPL-3.0-or-later
#include "PinRules.h"

#include <QCoreApplication>

namespace keyward::openpgp {

namespace {

/// The file's user-visible strings, in one translation context that lupdate sees.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::openpgp::PinRules)
};

} // namespace

int pinIndex(PinKind kind)
{
    switch (kind) {
    case PinKind::UserPin:
    case PinKind::NewUserPin:
        return 0;
    case PinKind::ResetCode:
    case PinKind::NewResetCode:
        return 1;
    case PinKind::AdminPin:
    case PinKind::NewAdminPin:
        break;
    }
    return 2;
}

PinRule pinRule(PinKind kind, const ChvStatus *chv)
{
    const int index = pinIndex(kind);
    PinRule rule;
    rule.minLength = index == 0 ? 6 : 8; // GnuPG's scdaemon: CHV1/2 6, CHV3 and RC 8
    if (chv) {
        rule.maxLength = chv->maxLength[static_cast<size_t>(index)];
    }
    if (rule.maxLength > 0 && rule.maxLength < rule.minLength) {
        rule.maxLength = 0; // a C4 that contradicts GnuPG says nothing usable
    }
    return rule;
}

std::optional<QString> checkPinLength(PinKind kind, qsizetype length, const PinRule &rule)
{
    const bool tooShort = length < rule.minLength;
    const bool tooLong = rule.maxLength > 0 && length > rule.maxLength;
    if (!tooShort && !tooLong) {
        return std::nullopt;
    }
    // Whole sentences per kind, so a translation can inflect each.
    if (rule.maxLength > 0) {
        switch (kind) {
        case PinKind::UserPin:
            return Text::tr("The user PIN needs %1 to %2 characters")
                .arg(rule.minLength)
                .arg(rule.maxLength);
        case PinKind::NewUserPin:
            return Text::tr("The new user PIN needs %1 to %2 characters")
                .arg(rule.minLength)
                .arg(rule.maxLength);
        case PinKind::AdminPin:
            return Text::tr("The admin PIN needs %1 to %2 characters")
                .arg(rule.minLength)
                .arg(rule.maxLength);
        case PinKind::NewAdminPin:
            return Text::tr("The new admin PIN needs %1 to %2 characters")
                .arg(rule.minLength)
                .arg(rule.maxLength);
        case PinKind::ResetCode:
            return Text::tr("The reset code needs %1 to %2 characters")
                .arg(rule.minLength)
                .arg(rule.maxLength);
        case PinKind::NewResetCode:
            return Text::tr("The new reset code needs %1 to %2 characters")
                .arg(rule.minLength)
                .arg(rule.maxLength);
        }
    }
    switch (kind) {
    case PinKind::UserPin:
        return Text::tr("The user PIN needs at least %1 characters").arg(rule.minLength);
    case PinKind::NewUserPin:
        return Text::tr("The new user PIN needs at least %1 characters").arg(rule.minLength);
    case PinKind::AdminPin:
        return Text::tr("The admin PIN needs at least %1 characters").arg(rule.minLength);
    case PinKind::NewAdminPin:
        return Text::tr("The new admin PIN needs at least %1 characters").arg(rule.minLength);
    case PinKind::ResetCode:
        return Text::tr("The reset code needs at least %1 characters").arg(rule.minLength);
    case PinKind::NewResetCode:
        return Text::tr("The new reset code needs at least %1 characters").arg(rule.minLength);
    }
    return std::nullopt;
}

QString pinRefusedByGnupgText(PinKind kind)
{
    switch (pinIndex(kind)) {
    case 0:
        return Text::tr(
            "GnuPG refused a user PIN without sending it to the card (no try was "
            "counted): GnuPG sends no user PIN shorter than 6 characters (GnuPG 2.4 checks "
            "a new PIN as well as the current one). If the card's "
            "user PIN was set shorter with KDF on, unblock it with the admin PIN or the "
            "reset code and set one of at least 6 characters");
    case 1:
        return Text::tr(
            "GnuPG refused the reset code without sending it to the card (no try was "
            "counted): GnuPG sends no reset code shorter than 8 characters. Set a new one "
            "of at least 8 characters with the admin PIN");
    default:
        break;
    }
    return Text::tr(
        "GnuPG refused the admin PIN without sending it to the card (no try was counted): "
        "GnuPG sends no admin PIN shorter than 8 characters. If the card's admin PIN was "
        "set shorter with KDF on, only a factory reset makes the card usable again");
}

} // namespace keyward::openpgp
