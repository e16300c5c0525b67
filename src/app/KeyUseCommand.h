// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyUseWkd.h"
#include "core/Result.h"
#include "openpgp/keytocard/LocalKey.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace keyward::app {

/// What the user asked for, as text (keyward-cli key use's options).
struct KeyUseArgs
{
    QString fingerprint;
    bool ssh = false;
    bool git = false;
    QString publishDir; ///< empty: no armoured export
    QString wkdDir;     ///< empty: no Web Key Directory files
    QString email;      ///< the address the Web Key Directory serves the key for
    bool enableSshSupport = false;
};

/// The checked request. Without --ssh, --git, --publish, --wkd or --enable-ssh-support it asks
/// for the SSH line and the git lines.
struct KeyUseRequest
{
    QByteArray fingerprint; ///< 40 hex digits, upper case
    bool ssh = false;
    bool git = false;
    bool enableSshSupport = false;
    QString publishDir;
    QString wkdDir;
    wkd::Address address;
};

/// What was read before anything is written: the key as the everyday keyring lists it, the
/// chosen subkeys, the exports and the files that will be written.
struct KeyUsePlan
{
    KeyUseRequest request;
    QString home; ///< the everyday keyring's folder
    openpgp::keytocard::LocalKey key;
    std::optional<openpgp::keytocard::SubkeyInfo> auth;    ///< with --ssh
    QString sshLine;                                       ///< its authorized_keys line
    QString agentConf;                                     ///< HOME/gpg-agent.conf
    bool sshSupport = false;                               ///< enable-ssh-support set there
    std::optional<openpgp::keytocard::SubkeyInfo> signing; ///< with --git
    QString publishPath;                                   ///< DIR/FPR-public.asc
    QByteArray armored;
    QString wkdPath;
    QString policyPath;
    QByteArray wkdKey;      ///< binary, minimal
    QStringList wkdUserIds; ///< the user IDs with the address
};

/// What was read back after the files were written.
struct KeyUseReport
{
    KeyUsePlan plan;
    bool sshEnabledNow = false; ///< enable-ssh-support was added to gpg-agent.conf now
    bool sshSupport = false;    ///< gpg-agent.conf read back has it
    qint64 publishBytes = 0;    ///< FPR-public.asc as read back
    qint64 wkdBytes = 0;        ///< the WKD key file as read back
    bool policyWritten = false; ///< the empty policy file was made now
};

/**
 * The "use the key" step of a card owner's year: the SSH authorized_keys line of the
 * authentication subkey (through GPGME) and gpg-agent's SSH support, the git lines for
 * signing with the signing subkey, the armoured public key to publish, and the files of a
 * self-hosted Web Key Directory. Every sentence comes from the keyring listing or the files
 * read back.
 */
class KeyUseCommand
{
public:
    /// The request, or InvalidInput naming the wrong argument.
    static Result<KeyUseRequest> validate(const KeyUseArgs &args);
    /// The keys the window offers: those of the keyring `home` (empty: GNUPGHOME) with a
    /// secret subkey or a card stub. Blocking.
    static Result<QList<openpgp::keytocard::LocalKey>> candidates(const QString &home);
    /// Reads the key, picks its subkeys and exports what is asked for (blocking, writes
    /// nothing). InvalidInput when the keyring lacks the key, a needed subkey or the address.
    static Result<KeyUsePlan> plan(const KeyUseRequest &request, const QString &home);
    /// Refused (a sentence) when an output file already exists; empty when the plan may go on.
    static QString refusal(const KeyUsePlan &plan);
    /// The question before gpg-agent.conf is changed; empty when nothing there changes.
    static QString sshQuestion(const KeyUsePlan &plan);
    /// Writes the files, adds enable-ssh-support when asked, and reads them back.
    static Result<KeyUseReport> apply(const KeyUsePlan &plan);

    /// The report for people.
    static QStringList lines(const KeyUseReport &report);
    /// The report for --json (docs/cli/key-use.schema.json).
    static QJsonObject json(const KeyUseReport &report);
    /// The shell profile's lines for gpg-agent's SSH socket.
    static QStringList profileLines();
    /// The sentence above profileLines().
    static QString profileCaption();
    /// The git configuration commands for signing with `signing`.
    static QStringList gitCommands(const openpgp::keytocard::SubkeyInfo &signing);

    // The sentences of lines(), one by one, for the window.
    /// The key and the everyday keyring it is listed from.
    static QString keyCaption(const KeyUsePlan &plan);
    /// The sentence above the authorized_keys line (a plan with an authentication subkey).
    static QString sshCaption(const KeyUsePlan &plan);
    /// Whether gpg-agent's SSH support is on, as gpg-agent.conf was read (back).
    static QString sshSupportSentence(const KeyUseReport &report);
    /// Why ssh may not log in with the subkey on this computer; empty when it can.
    static QString sshNote(const KeyUsePlan &plan);
    /// The sentence above gitCommands() (a plan with a signing subkey).
    static QString gitCaption(const KeyUsePlan &plan);
    /// Why git cannot sign with the subkey on this computer; empty when it can.
    static QString gitNote(const KeyUsePlan &plan);
    /// The addresses of the key's user IDs (for a Web Key Directory), each once.
    static QStringList addresses(const openpgp::keytocard::LocalKey &key);
};

} // namespace keyward::app
