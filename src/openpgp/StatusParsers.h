// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <array>
#include <optional>

// Pure functions over the status lines scdaemon sends through gpg-agent
// (GnuPG 2.2 app-openpgp.c formats). No I/O, so they are unit tested alone.
namespace keyward::openpgp {

/// The OpenPGP application identifier (DO 4F) taken apart.
struct CardAid
{
    QByteArray hex;       ///< the 32 hex digits as the card reports them (upper case)
    int versionMajor = 0; ///< specification version, e.g. 3
    int versionMinor = 0; ///< e.g. 4
    quint16 manufacturerId = 0;
    QString manufacturerName; ///< from the table in openpgp-card-facts.md
    quint32 serial = 0;

    /// "3.4"
    QString version() const;
    /// The serial as gpg prints it: 8 hex digits.
    QString serialText() const;
    bool operator==(const CardAid &) const = default;
};

/// Parse "D2760001240103040006123456780000" (the first word of SERIALNO is
/// enough; a trailing timestamp word is ignored). Empty when it is not an
/// OpenPGP AID.
std::optional<CardAid> parseAid(QByteArrayView text);

/// Name of an OpenPGP card manufacturer ID; "unknown (0x1234)" for others.
QString manufacturerName(quint16 id);

/// Undo assuan escaping: "%XX" to a byte and, when plusIsSpace, '+' to ' '
/// (status lines use '+' for spaces; D lines do not).
QByteArray unescapeAssuan(QByteArrayView raw, bool plusIsSpace = true);

/// Escape for an assuan command argument: %, +, control and non-ASCII bytes, and
/// spaces become %XX so the value stays one word.
QByteArray escapeAssuan(QByteArrayView value);

/// Split raw status args at spaces and unescape each word.
QList<QByteArray> statusWords(QByteArrayView raw);

/// "S KEY-FPR 1 <40 hex>": slot 1..3 and the fingerprint in upper-case hex.
struct KeyFpr
{
    int slot = 0;
    QByteArray fingerprint;
    bool operator==(const KeyFpr &) const = default;
};
std::optional<KeyFpr> parseKeyFpr(QByteArrayView raw);

/// "S KEY-TIME 1 1600000000"
struct KeyTime
{
    int slot = 0;
    qint64 created = 0; ///< seconds since the epoch; 0 = not set
};
std::optional<KeyTime> parseKeyTime(QByteArrayView raw);

/// "S CHV-STATUS 1+127+127+127+3+0+3": PW status bytes (DO C4).
struct ChvStatus
{
    bool validForSeveral = false;   ///< byte 0: false = forcesig (one signature per PIN)
    std::array<int, 3> maxLength{}; ///< user PIN, reset code, admin PIN
    std::array<int, 3> triesLeft{}; ///< same order
    bool operator==(const ChvStatus &) const = default;
};
std::optional<ChvStatus> parseChvStatus(QByteArrayView raw);

/// "S KEY-ATTR 1 1 rsa2048 17 1" (RSA) or "S KEY-ATTR 3 22 ed25519" (ECC).
struct KeyAttr
{
    int slot = 0;
    int pubkeyAlgo = 0; ///< OpenPGP algorithm id: 1 RSA, 18 ECDH, 19 ECDSA, 22 EdDSA
    int rsaBits = 0;    ///< RSA only
    QString curve;      ///< ECC only, GnuPG's curve name
    /// What `gpg --card-edit key-attr` and gpgme call it: "rsa2048", "ed25519", "cv25519",
    /// "nistp256".
    QString name() const;
    bool operator==(const KeyAttr &) const = default;
};
std::optional<KeyAttr> parseKeyAttr(QByteArrayView raw);

/// "S EXTCAP gc=1+ki=1+fc=1+pd=1+mcl3=2048+aac=1+sm=0+si=5+dec=0+bt=1+kdf=1"
struct ExtCap
{
    bool getChallenge = false;
    bool keyImport = false;
    bool pinStatusChangeable = false; ///< forcesig can be toggled
    bool privateDos = false;
    bool algoAttrChangeable = false;
    bool secureMessaging = false;
    bool aesPso = false;     ///< "dec"
    bool button = false;     ///< "bt": a touch button (GnuPG only knows it from v3 cards)
    bool kdf = false;        ///< KDF-DO supported
    int maxCertLength = 0;   ///< "mcl3"
    int statusIndicator = 0; ///< "si": lifecycle status byte
    bool operator==(const ExtCap &) const = default;
};
ExtCap parseExtCap(QByteArrayView raw);

/// The KDF-DO (F9) as GETATTR KDF reports it (escaped binary).
struct KdfInfo
{
    bool enabled = false; ///< 81 01 03 (iterated-salted S2K)
    int hashAlgo = 0;     ///< 08 SHA-256, 0A SHA-512
    quint32 iterations = 0;
    bool operator==(const KdfInfo &) const = default;
};
/// Parse F9's value (raw bytes, with or without the F9 tag around it).
KdfInfo parseKdfDo(QByteArrayView bytes);
/// Parse "S KDF <escaped binary>".
KdfInfo parseKdfStatus(QByteArrayView raw);

/// "S SIG-COUNTER 17"
int parseSigCounter(QByteArrayView raw);

} // namespace keyward::openpgp
