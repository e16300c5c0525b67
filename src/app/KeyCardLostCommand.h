// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineSubkeyRevocation.h"

#include <QJsonObject>
#include <QStringList>

namespace keyward::app {

/// What the user asked for, as text (keyward-cli key card-lost's options).
struct KeyCardLostArgs
{
    QString backup;
    QString cardSerial;
    QString subkeys; ///< "FPR,FPR,…"
    /// The subkeys are to be named (the window's "these subkeys"): none named is refused
    /// instead of meaning the card stubs.
    bool namesSubkeys = false;
    QString reason = QStringLiteral("compromised");
    QString publishDir;
};

/**
 * A lost card's subkeys revoked from the key's secret key file
 * (openpgp::offline::OfflineSubkeyRevocation), in the user's words: checks the request before
 * anything is done, names the subkeys that will be revoked and why, and reports what the
 * everyday keyring lists afterwards.
 */
class KeyCardLostCommand
{
public:
    /// The request, or InvalidInput with one sentence naming the wrong argument: no --backup,
    /// a backup that is not a readable file, --card-serial with --subkeys, a subkey that is not
    /// a fingerprint, an unknown --reason, a --publish folder that is not one.
    static Result<openpgp::offline::SubkeyRevocationRequest> validate(const KeyCardLostArgs &args);
    /// The reason in words, with what it means for the signatures made before.
    static QString reasonText(openpgp::offline::RevocationReason reason);

    /// Refused (a sentence) when the file for publishing already exists; empty when the plan
    /// may go on.
    static QString refusal(const openpgp::offline::SubkeyRevocationPlan &plan);
    /// Everything up to the everyday keyring (blocking); the passphrase is wiped. apply() or
    /// discard() on the answer.
    static Result<std::unique_ptr<openpgp::offline::OfflineSubkeyRevocation>>
    prepare(const openpgp::offline::SubkeyRevocationRequest &request, QByteArray passphrase,
            const openpgp::offline::OfflineSubkeyRevocation::Progress &progress = {});
    /// Whole sentences naming the subkeys revoked, the reason and what is lost (the question
    /// asked before apply()).
    static QString changes(const openpgp::offline::SubkeyRevocationPlan &plan, const QString &home);

    /// The report for people, one line each, from the everyday keyring as listed afterwards.
    static QStringList lines(const openpgp::offline::SubkeyRevocationReport &report,
                             const QString &home);
    /// The report for --json (docs/cli/key-card-lost.schema.json).
    static QJsonObject json(const openpgp::offline::SubkeyRevocationReport &report,
                            const QString &home);
};

} // namespace keyward::app
