// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/offline/OfflineKeyCreation.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace keyward::app {

/// What the user asked for, as text (keyward-cli key create's options; the window's form later).
struct KeyCreateArgs
{
    QString name;
    QString email;
    QString algorithm = QStringLiteral("ed25519");
    QString expire = QStringLiteral("1y");
    QString primaryExpire = QStringLiteral("never");
    QString outDir;
    bool keepHome = false;
    bool paper = false;
    /// Where the user gives the name and the address, for the sentences that ask for them:
    /// the options on the command line, the window's field labels there.
    QString nameInput = QStringLiteral("--name");
    QString emailInput = QStringLiteral("--email");
};

/**
 * Creating a card owner's key away from the everyday keyring (openpgp::offline), in the
 * user's words: checks the request before anything is created, runs it, and tells what the
 * new keyring and the files hold.
 */
class KeyCreateCommand
{
public:
    /// The request, or InvalidInput with one sentence naming the wrong argument: a missing or
    /// malformed name or e-mail address, an unknown algorithm, an expiry that is not
    /// understood or in the past, an output path that is not a folder, --paper without
    /// paperkey installed.
    static Result<openpgp::offline::OfflineKeyRequest> validate(const KeyCreateArgs &args,
                                                                const QDateTime &now);
    /// Refused (a sentence) when the output folder already holds an earlier key's files;
    /// empty when writing there is fine. Nothing is created either way.
    static QString refusal(const openpgp::offline::OfflineKeyRequest &request);
    /// Checks a passphrase before it is used: empty, or the two entries differing, is refused.
    static Status checkPassphrase(const QByteArray &passphrase, const QByteArray *repeated);

    /// Creates the key (blocking: the CLI, or a worker). The passphrase is wiped.
    static Result<openpgp::offline::OfflineKeyReport>
    run(const openpgp::offline::OfflineKeyRequest &request, QByteArray passphrase,
        const openpgp::offline::OfflineKeyCreation::Progress &progress = {});

    /// The report for people, one line each: what the keyring holds, the files, the check,
    /// where the temporary keyring is and what comes next.
    static QStringList lines(const openpgp::offline::OfflineKeyReport &report);
    /// The report for --json (docs/cli/key-create.schema.json).
    static QJsonObject json(const openpgp::offline::OfflineKeyReport &report);
};

} // namespace keyward::app
