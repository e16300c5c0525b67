// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyRenewal.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace keyward::app {

/// What the user asked for, as text (keyward-cli key renew's options).
struct KeyRenewArgs
{
    QString backup;
    QString expire = QStringLiteral("1y");
    QString primaryExpire = QStringLiteral("keep");
    bool newBackup = false;
};

/**
 * The yearly renewal of a card owner's key from its secret key file
 * (openpgp::offline::OfflineKeyRenewal), in the user's words: checks the request before
 * anything is done, names what will change in the everyday keyring, and reports what that
 * keyring lists afterwards.
 */
class KeyRenewCommand
{
public:
    /// The request, or InvalidInput with one sentence naming the wrong argument: no --backup,
    /// a backup that is not a readable file, an expiry that is not understood or in the past.
    static Result<openpgp::offline::RenewalRequest> validate(const KeyRenewArgs &args,
                                                             const QDateTime &now);
    /// The everyday keyring's folder, for messages: $GNUPGHOME, else ~/.gnupg.
    static QString everydayHome();

    /// Refused (a sentence) when the renewed secret key's file already exists; empty when
    /// the plan may go on.
    static QString refusal(const openpgp::offline::RenewalPlan &plan);
    /// Everything up to the everyday keyring (blocking: the CLI, or a worker); the
    /// passphrase is wiped. apply() or discard() on the answer.
    static Result<std::unique_ptr<openpgp::offline::OfflineKeyRenewal>>
    prepare(const openpgp::offline::RenewalRequest &request, QByteArray passphrase,
            const openpgp::offline::OfflineKeyRenewal::Progress &progress = {});
    /// Whole sentences naming what apply() changes in the everyday keyring (the question
    /// asked before it), with the card and the old file left as they are.
    static QString changes(const openpgp::offline::RenewalPlan &plan, const QString &home);

    /// The report for people, one line each, from the everyday keyring as listed afterwards.
    static QStringList lines(const openpgp::offline::RenewalReport &report, const QString &home);
    /// The report for --json (docs/cli/key-renew.schema.json).
    static QJsonObject json(const openpgp::offline::RenewalReport &report, const QString &home);
};

} // namespace keyward::app
