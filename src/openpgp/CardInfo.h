// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StatusParsers.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <array>

namespace keyward::openpgp {

/// Key slots of an OpenPGP card, numbered as GnuPG does (OPENPGP.1 ... .3).
enum class KeySlot
{
    Signature = 1,
    Encryption = 2,
    Authentication = 3
};

/// The slot as the user names it on the command line and in JSON: "sig",
/// "enc" or "auth" (never translated).
QString slotKeyword(KeySlot slot);

/// Touch policy (UIF, DO D6-D8 byte 0).
enum class TouchPolicy
{
    Unknown = -1, ///< the card has no UIF or it could not be read
    Off = 0,
    On = 1,
    Fixed = 2,       ///< on, and only a factory reset turns it off
    Cached = 3,      ///< YubiKey: on, cached for 15 s
    CachedFixed = 4, ///< YubiKey
};

/// Key status from DO DE (or GETATTR KEY-STATUS on GnuPG >= 2.2.42).
enum class KeyOrigin
{
    Unknown = -1,
    None = 0,
    Generated = 1, ///< generated on the card
    Imported = 2,
};

/// One key slot as the card reports it.
/// A card's key that expires within this many days (or has expired) is named
/// on the card page, in `card status` and by `doctor`, with how to renew it.
inline constexpr int kKeyExpiryWarningDays = 30;

struct CardKeySlot
{
    KeySlot slot = KeySlot::Signature;
    QString algorithm;      ///< GnuPG name: "rsa2048", "ed25519", "cv25519", "nistp256"
    QByteArray fingerprint; ///< 40 hex digits, empty when the slot is empty
    QDateTime created;      ///< invalid when not set
    KeyOrigin origin = KeyOrigin::Unknown;
    TouchPolicy touch = TouchPolicy::Unknown;
    bool hasKey() const { return !fingerprint.isEmpty(); }
    bool operator==(const CardKeySlot &) const = default;
};

/// A snapshot of everything an OpenPGP card reports. Plain value: widgets
/// and the CLI get copies, never the session.
struct CardInfo
{
    CardAid aid;
    QString model;             ///< from the device profile ("YubiKey 5"), may be empty
    QString agentVersion;      ///< GnuPG version that read it ("2.2.40")
    QString cardholderName;    ///< as displayed: "John Doe" (the card stores "Doe<<John")
    QString cardholderNameRaw; ///< as stored: "Doe<<John"
    QString language;          ///< DISP-LANG, e.g. "de" or "deen"
    QString sex;               ///< "m", "f", "9" (not announced) or empty
    QString url;               ///< public key URL
    QString login;             ///< login data
    std::array<CardKeySlot, 3> keys{};
    int signatureCounter = 0;
    ChvStatus pins; ///< retry counters, max lengths, forcesig
    bool kdfSupported = false;
    KdfInfo kdf;
    ExtCap extCap;
    bool hasButton = false;          ///< DO 7F74 announces a button (touch possible)
    bool hasUif = false;             ///< D6-D8 answered
    QStringList supportedAlgorithms; ///< from the card (see algorithmSource), else the profile
    bool algorithmsFromCard = false; ///< true when the list came from the card
    /// Where supportedAlgorithms came from: GnuPG 2.4's "SCD GETATTR KEY-ATTR-INFO", DO FA
    /// read with GET DATA, or the device profile (None: nowhere).
    enum class AlgorithmSource
    {
        None,
        KeyAttrInfo,
        DoFa,
        Profile,
    };
    AlgorithmSource algorithmSource = AlgorithmSource::None;
    bool isVirtual = false;

    const CardKeySlot &key(KeySlot s) const { return keys[static_cast<size_t>(s) - 1]; }
    CardKeySlot &key(KeySlot s) { return keys[static_cast<size_t>(s) - 1]; }
    /// True when the user PIN or admin PIN has one try or none left.
    bool pinWarning() const { return pins.triesLeft[0] <= 1 || pins.triesLeft[2] <= 1; }
};

/// "Doe<<John<Q" -> "John Q Doe" (ISO 7816-6 name as people write it).
QString displayName(const QString &isoName);
/// "John Q Doe" -> "Doe<<John<Q"; "Surname, Given" with an explicit comma too.
QString isoName(const QString &surname, const QString &givenNames);
/// Parse a UIF DO value (D6-D8) into a policy.
TouchPolicy parseUif(QByteArrayView value);
/// The salutation as people read it ("male", "female", "not announced"), translated, from
/// CardInfo::sex or the card's ISO 5218 digit.
QString salutationName(const QString &code);
/// Text for a touch policy ("on", "fixed", ...), translated.
QString touchPolicyName(TouchPolicy policy);
/// "Touch your key (serial X) to confirm.", translated: the window and keyward-cli say it while
/// an operation waits for the card's button (AgentSession::touchWatch()).
QString touchPromptText(const QString &serial);
/// Algorithm names from a DO FA value (list of C1/C2/C3/DA attribute entries),
/// de-duplicated, in card order.
QStringList algorithmsFromFa(QByteArrayView fa);
/// Algorithm names from the arguments of GnuPG 2.4's "S KEY-ATTR-INFO" lines
/// ("OPENPGP.1 rsa2048", "OPENPGP.129 ed25519"), de-duplicated, in card order; names GnuPG
/// does not know ("unknown") are left out.
QStringList algorithmsFromKeyAttrInfo(const QList<QByteArray> &lines);
/// "key-attr-info", "do-fa", "profile" or empty: AlgorithmSource as the CLI's JSON names it.
QString algorithmSourceName(CardInfo::AlgorithmSource source);
/// GnuPG's name for an algorithm attribute value (C1-C3 content), e.g.
/// "01 0800 0020 00" -> "rsa2048", "16 2B06010401DA470F01" -> "ed25519".
QString algorithmName(QByteArrayView attributes);

} // namespace keyward::openpgp

Q_DECLARE_METATYPE(keyward::openpgp::CardInfo)
