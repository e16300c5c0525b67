// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TokenFailures.h"
#include "TokenPin.h"

#include <optional>

namespace keyward::pkcs11 {

struct TokenInfo;

/// The one table of which PIN a token operation logs in with, per token kind (the quirks in
/// Quirks.cpp). The window's PIN dialogs and keyward-cli's prompts and PIN files take the role
/// from here, and name it with pinRoleName(), so the two never ask for different PINs:
///
/// - the user PIN: listing private objects, changing the user PIN, signing a request or a
///   certificate, importing, deleting, exporting a private key's public half, and the key pool's
///   status, fill and take;
/// - the SO PIN: initialising the token, setting or unblocking the user PIN, changing the SO
///   PIN, initialising a SmartCard-HSM (its own SO PIN, 16 hexadecimal digits);
/// - key generation: keygenPinRole(), the SO PIN (the card's admin PIN) on an OpenPGP card
///   through OpenSC, else the user PIN;
/// - initialising, setting or unblocking the user PIN on a token with no SO PIN of its own (NSS
///   softokn, tokenHasNoSoPin()): no PIN (nullopt). Its C_InitToken takes any PIN; for the user
///   PIN the SO logs in with an empty PIN, which only works while the user PIN is unset;
/// - no PIN (nullopt): reading the token, copying an object's URI, emptying the key pool (the
///   pool store on this computer only), and provisioning as a whole, whose steps each log in
///   with the role of their own operation (InitToken, SetUserPin, GenerateKeyPair, CreateCsr,
///   CreateSelfSigned).
///
/// Tokens whose PIN is entered on a reader's keypad (CKF_PROTECTED_AUTHENTICATION_PATH) or that
/// are write-protected need the same role; Keyward asks for the PIN itself on every token.
std::optional<PinRole> requiredPinRole(TokenOperation op, const TokenInfo &token);

/// The PIN `op` needs on `token` by the name the token gives it ("user PIN", "SO PIN", "admin
/// PIN"), for prompts; empty when it needs none.
QString requiredPinName(TokenOperation op, const TokenInfo &token);

} // namespace keyward::pkcs11
