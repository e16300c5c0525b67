// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "openpgp/AgentSession.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace keyward::openpgp::keytocard {

/// Where gpg-agent keeps the secret for a keygrip (KEYINFO).
struct AgentKeyState
{
    enum class Where
    {
        Missing, ///< no secret key file for the grip
        Disk,    ///< a real secret key ("D")
        Card,    ///< a stub pointing at a card ("T")
        Other,   ///< "X": unknown type
    };
    Where where = Where::Missing;
    QByteArray serial;   ///< for a stub: the card serial (AID hex)
    QByteArray keyRef;   ///< for a stub: "OPENPGP.1"
    bool cached = false; ///< the passphrase is in the agent's cache
    /// The key file is protected by a passphrase ("P"), or not ("C"); unknown ("-") counts as
    /// protected. KEYTOCARD asks for the passphrase of a protected key even when it is cached.
    bool protectedKey = true;

    bool onDisk() const { return where == Where::Disk; }
    bool onCard() const { return where == Where::Card; }
};

/**
 * Small gpg-agent key operations the key-to-card steps share. All run on
 * the AgentSession's worker (they use transactNow()).
 */
class AgentKey
{
public:
    /// Parse the args of "S KEYINFO <grip> <type> <serial> <idstr> <cached> <protection> ...".
    /// Pure.
    static std::optional<AgentKeyState> parseKeyInfo(QByteArrayView args);
    /// KEYINFO for a grip; Missing when the agent has no key for it.
    static Result<AgentKeyState> state(AgentSession &session, const QByteArray &keygrip);
    /// The keygrip of a public key given as a canonical S-expression
    /// (what READKEY returns), 40 upper-case hex digits. Pure (libgcrypt).
    static Result<QByteArray> keygripOf(const QByteArray &canonicalSexp);
    /// "SCD READKEY OPENPGP.n" and its keygrip: what the card holds now.
    static Result<QByteArray> cardKeygrip(AgentSession &session, int slot);
    /// The card's KEY-FPR for a slot (empty when the slot is empty).
    static Result<QByteArray> cardFingerprint(AgentSession &session, int slot);
    /// The selected card's serial (AID hex); NoCard when there is none.
    static Result<QByteArray> cardSerial(AgentSession &session);
    /// Seconds since the epoch as KEYTOCARD wants it: "20240131T120000".
    static QByteArray isoTime(const QDateTime &utc);
    /// Sentence for a user: where the secret key of `keygrip` is now,
    /// naming the backup file when there is one.
    static QString whereIsKey(AgentSession &session, const QByteArray &keygrip,
                              const QString &backupPath);
};

} // namespace keyward::openpgp::keytocard
