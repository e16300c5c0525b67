// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OptionTable.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardLock.h"
#include "openpgp/PinProvider.h"

#include <QStringList>

#include <QTextStream>
#include <memory>

namespace keyward::cli::card {

/// The off-card backup of the encryption key (`generate --backup FILE`): backs up the host
/// encryption subkey of `certificate` to `path` and moves it to the card, under the card's lock
/// the generation holds. It lives with the key-to-card steps, so keyward-cli's main sets it.
/// Returns what was done, or the error.
using EncryptionBackupRunner = Result<QString> (*)(openpgp::AgentSession &session,
                                                   const QByteArray &certificate,
                                                   const QByteArray &subkey, const QString &path,
                                                   std::shared_ptr<openpgp::PinProvider> pins,
                                                   std::shared_ptr<openpgp::CardLock> lock,
                                                   QTextStream &err, bool json);
void setEncryptionBackupRunner(EncryptionBackupRunner runner);

/// `keyward-cli card generate ...` (its parsed options): every argument
/// checked first, then the card read, then the keys that would be replaced
/// named with the certificates that lose them and agreed to (--yes,
/// --replace or "yes" on a terminal), then the keys generated. Exit codes as
/// in Confirm.h.
int runCardGenerate(const Options &o, openpgp::AgentSession &session, QTextStream &out,
                    QTextStream &err, bool json, bool loopback, bool yes);

} // namespace keyward::cli::card
