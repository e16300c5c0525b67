// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SecretBytes.h"

#include <QString>

#include <variant>

namespace keyward::pkcs11 {

struct TokenInfo;

/// Who a PIN logs in as (CKU_USER or CKU_SO).
enum class PinRole
{
    User,
    SecurityOfficer, ///< the SO PIN; an OpenPGP card's admin PIN through OpenSC
};

/// A PIN that carries the role it was asked for, as its type: a user PIN cannot be passed where
/// the SO PIN is taken.
template<PinRole R> class RolePin
{
public:
    static constexpr PinRole role = R;
    explicit RolePin(SecretBytes value)
        : m_value(std::move(value))
    {}
    const SecretBytes &value() const { return m_value; }

private:
    SecretBytes m_value;
};
using UserPin = RolePin<PinRole::User>;
using SoPin = RolePin<PinRole::SecurityOfficer>;

/// For an operation whose role the token decides (key generation: keygenPinRole()): either PIN,
/// checked against the role the token needs before any login, so a PIN typed for one role is
/// never tried as the other (which would spend one of that PIN's tries).
using EitherPin = std::variant<UserPin, SoPin>;

inline PinRole roleOf(const EitherPin &pin)
{
    return std::holds_alternative<SoPin>(pin) ? PinRole::SecurityOfficer : PinRole::User;
}
inline const SecretBytes &valueOf(const EitherPin &pin)
{
    return std::visit([](const auto &p) -> const SecretBytes & { return p.value(); }, pin);
}

/// The role C_GenerateKeyPair needs on `token` (the quirks table: the SO PIN on OpenPGP cards
/// through OpenSC, else the user PIN).
PinRole keygenPinRole(const TokenInfo &token);

/// The token's SO login is an OpenPGP card's admin PIN (OpenSC maps it so).
bool soPinIsAdminPin(const TokenInfo &token);

/// The token has no SO PIN of its own (the quirks: NSS softokn); its SO logs in with an empty
/// PIN while the user PIN is unset.
bool tokenHasNoSoPin(const TokenInfo &token);

/// The PIN of `role` as this token calls it, for prompts and errors: "user PIN", "SO PIN", and
/// "admin PIN" for the SO PIN of an OpenPGP card.
QString pinRoleName(PinRole role, const TokenInfo &token);

} // namespace keyward::pkcs11
