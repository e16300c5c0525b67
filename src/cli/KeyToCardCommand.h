// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/AgentSession.h"
#include "openpgp/CardLock.h"
#include "openpgp/PinProvider.h"

#include <QStringList>
#include <QTextStream>

#include <memory>

/**
 * `keyward-cli card keytocard ...` and `keyward-cli card switch-stubs`: args
 * are what follows "card" (a leading "card" is skipped too).
 *
 *   keytocard list [--key PATTERN]
 *   keytocard backup --key FPR --backup FILE [--paper]
 *   keytocard move --key FPR --backup FILE [--existing-backup] [--map SUBKEY=sig|enc|auth]...
 *                  (--keep-local | --remove-local) [--card SERIAL] [--replace] [--paper]
 *   keytocard restore-local --key FPR --backup FILE   (stubs back to local keys)
 *   switch-stubs
 *
 * Secrets: gpg-agent's pinentry asks, unless --passphrase-env VAR and
 * --admin-pin-env VAR name environment variables to answer from (loopback).
 * Returns 0 on success, 1 when an operation failed, 2 for a usage error.
 */
int runKeyToCardCommand(const QStringList &args, QTextStream &out, QTextStream &err, bool json);

/// `card generate --backup`'s second half (card::EncryptionBackupRunner): the host encryption
/// subkey backed up, checked, moved to the card and removed from the keyring.
keyward::Result<QString> runEncryptionBackup(keyward::openpgp::AgentSession &session,
                                             const QByteArray &certificate,
                                             const QByteArray &subkey, const QString &path,
                                             std::shared_ptr<keyward::openpgp::PinProvider> pins,
                                             std::shared_ptr<keyward::openpgp::CardLock> lock,
                                             QTextStream &err, bool json);
