// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenPinRoles.h"

#include "TokenInfo.h"

namespace keyward::pkcs11 {

std::optional<PinRole> requiredPinRole(TokenOperation op, const TokenInfo &token)
{
    switch (op) {
    case TokenOperation::ReadToken:
    case TokenOperation::CopyObjectUri:
    case TokenOperation::EmptyKeyPool:
    case TokenOperation::Provision:
        return std::nullopt;
    case TokenOperation::ListObjects:
    case TokenOperation::ChangeUserPin:
    case TokenOperation::CreateCsr:
    case TokenOperation::CreateSelfSigned:
    case TokenOperation::ImportCertificate:
    case TokenOperation::ImportPkcs12:
    case TokenOperation::DeleteObject:
    case TokenOperation::ExportObject:
    case TokenOperation::ReadKeyPool:
    case TokenOperation::FillKeyPool:
    case TokenOperation::TakeFromKeyPool:
        return PinRole::User;
    case TokenOperation::SetUserPin:
    case TokenOperation::UnblockUserPin:
        // A token without an SO PIN of its own (NSS softokn) sets its first user PIN after an
        // SO login with an empty PIN, which Keyward makes itself: nobody is asked.
        return tokenHasNoSoPin(token) ? std::nullopt
                                      : std::optional<PinRole>(PinRole::SecurityOfficer);
    case TokenOperation::InitToken:
        // NSS softokn's C_InitToken empties its database whatever PIN it is given.
        return tokenHasNoSoPin(token) ? std::nullopt
                                      : std::optional<PinRole>(PinRole::SecurityOfficer);
    case TokenOperation::ChangeSoPin:
    case TokenOperation::InitScHsm:
        return PinRole::SecurityOfficer;
    case TokenOperation::GenerateKeyPair:
        return keygenPinRole(token);
    }
    return std::nullopt;
}

QString requiredPinName(TokenOperation op, const TokenInfo &token)
{
    const std::optional<PinRole> role = requiredPinRole(op, token);
    return role ? pinRoleName(*role, token) : QString();
}

} // namespace keyward::pkcs11
