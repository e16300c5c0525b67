// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Changing the user PIN, changing the SO PIN, and setting or unblocking the user PIN, as one
// command object shared by `keyward-cli token change-pin|init-pin` and the token page: it names
// the PIN it logs in with (none for the first user PIN of a token without an SO PIN, NSS
// softokn), the sentences that ask for the PINs, and says what was done from the token's PIN
// flags read back afterwards: only what the token reports.

#include "TokenKeyCommands.h"

#include <optional>

namespace keyward::app {

class TokenPinCommand : public TokenKeyCommand
{
public:
    enum class Kind
    {
        ChangeUserPin,
        ChangeSoPin, ///< the admin PIN of an OpenPGP card through OpenSC
        SetUserPin,  ///< unblocks it when the token reports it locked
    };
    TokenPinCommand(TokenTarget target, Kind kind);
    Kind kind() const { return m_kind; }
    /// The PIN the command logs in with (pkcs11::requiredPinRole); nullopt: none is asked.
    std::optional<pkcs11::PinRole> currentRole() const;
    /// Refusals before any PIN: the SO PIN of a token that has none.
    Status validate() const;
    /// "Change user PIN", "Change admin PIN", "Unblock user PIN", ...
    QString title() const;
    /// What the PIN dialog says: "Enter the current user PIN of “X” and the new one."
    QString prompt() const;
    /// A terminal's question for the current PIN ("Current user PIN: "); empty when none.
    QString currentPrompt() const;
    /// A terminal's question for the new PIN ("New user PIN: ").
    QString newPrompt() const;
    QString what() const;
    /// `current` must have currentRole() (none when that is nullopt); anything else is refused
    /// without touching the token.
    QFuture<Status> run(const std::optional<pkcs11::EitherPin> &current,
                        const pkcs11::SecretBytes &next) const;
    /// What was done, then what the token reports about that PIN as read back afterwards:
    /// "The user PIN of “X” is changed. The token reports no wrong tries."
    QString done(const Result<pkcs11::TokenInfo> &after) const;
    QJsonObject json(const Result<pkcs11::TokenInfo> &after) const;

private:
    bool changesSoPin() const { return m_kind == Kind::ChangeSoPin; }
    bool unblocks() const;
    QString changedPinName() const;
    QString reported(const Result<pkcs11::TokenInfo> &after) const;

    Kind m_kind;
};

} // namespace keyward::app
