// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the `keyward-cli card` subcommands share: PINs from stdin, the
// confirmer, error output and running one command object.

#include "core/ErrorJson.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardCommand.h"
#include "openpgp/CardInfo.h"

#include <QJsonObject>
#include <QTextStream>

#include <memory>
#include <optional>

namespace keyward::cli::card {

/// The usage text of `keyward-cli card`.
QString usageText();
/// A usage error: the problem and the usage text on err; returns ExitUsage.
int usage(QTextStream &err, const QString &problem = {});
/// PINs for --loopback (from a terminal, asked with echo off; from a pipe,
/// "kind=PIN" lines or plain lines in the order asked).
std::shared_ptr<openpgp::PinProvider> stdinPinProvider();
/// --yes, or a y/N question on the terminal; refuses when neither.
std::shared_ptr<openpgp::Confirmer> cliConfirmer(bool yes);

/// Reports e (or `message` when given, the command's whole account) on err
/// and, with json, on out; returns exitCode.
int fail(const Error &e, QTextStream &out, QTextStream &err, bool json, const QString &message = {},
         int exitCode = 1);
/// "sig"/"1"/"sign", "enc"/"2"/"decrypt", "auth"/"3".
std::optional<openpgp::KeySlot> parseSlot(const QString &s);
/// Run one command object to its end (the CLI's only event loop); 0 or 1.
int runCommand(openpgp::CardCommand *cmd, QTextStream &out, QTextStream &err, bool json,
               const QJsonObject &extra = {});
/// Print the touch prompt on stderr (also with --json; once per run) when an operation of
/// `session` waits for the card's button.
void announceTouch(openpgp::AgentSession &session);
/// The card the command acts on: --card (AID or serial), or the one card
/// present. Makes it the session's card (GnuPG 2.2 and a card in another reader than
/// scdaemon's: the session switches scdaemon to it, and this says so on stderr) and returns
/// nothing; with more than
/// one card and no --card, a usage error listing them (ExitUsage); for a
/// --card that names no card present, a not-found error listing them (1).
std::optional<int> chooseCard(openpgp::AgentSession &session, const QString &wanted, bool given,
                              QTextStream &out, QTextStream &err, bool json);
/// Read the whole card (blocking; the CLI has nothing else to do).
Result<openpgp::CardInfo> readCard(openpgp::AgentSession &session);

} // namespace keyward::cli::card
