// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyRotation.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace keyward::app {

/// What the user asked for, as text (keyward-cli key rotate's options).
struct KeyRotateArgs
{
    QString backup;
    QString out;
    QString expire = QStringLiteral("1y");
};

/**
 * New subkeys for a card owner's key from its secret key file, the old ones expired
 * (openpgp::offline::OfflineKeyRotation), in the user's words: checks the request before
 * anything is done, names the subkeys that will expire, and reports what the everyday keyring
 * lists afterwards with the command that moves the new subkeys onto the card.
 */
class KeyRotateCommand
{
public:
    /// The request, or InvalidInput with one sentence naming the wrong argument: no --backup,
    /// a backup that is not a readable file, no --out or one in a missing folder, an expiry
    /// that is not understood or in the past. An --out that exists is refusal()'s.
    static Result<openpgp::offline::RotationRequest> validate(const KeyRotateArgs &args,
                                                              const QDateTime &now);
    /// Refused (a sentence) when the new secret key file `newBackupPath` exists (checked
    /// before the passphrase is asked and again before the question); empty otherwise.
    static QString refusal(const QString &newBackupPath);
    /// Everything up to the files and the everyday keyring (blocking: the CLI, or a worker);
    /// the passphrase is wiped. apply() or discard() on the answer.
    static Result<std::unique_ptr<openpgp::offline::OfflineKeyRotation>>
    prepare(const openpgp::offline::RotationRequest &request, QByteArray passphrase,
            const openpgp::offline::OfflineKeyRotation::Progress &progress = {});
    /// Whole sentences naming what apply() changes (the question asked before it): the
    /// subkeys that expire, the new ones, the file written, and what stops working until the
    /// new subkeys are on the card.
    static QString changes(const openpgp::offline::RotationPlan &plan, const QString &home);

    /// The commands that put the new subkeys onto the card, in order (the answer's next step).
    static QStringList nextCommands(const openpgp::offline::RotationReport &report);
    /// The report for people, one line each, from the everyday keyring as listed afterwards.
    static QStringList lines(const openpgp::offline::RotationReport &report, const QString &home);
    /// The report for --json (docs/cli/key-rotate.schema.json).
    static QJsonObject json(const openpgp::offline::RotationReport &report, const QString &home);
};

} // namespace keyward::app
