// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The DKEK (device key encryption key) of a SmartCard-HSM over PC/SC, as
// OpenSC's card-sc-hsm.c and sc-hsm-tool send it: IMPORT DKEK SHARE (80 52,
// without data only the status), WRAP KEY (80 72), UNWRAP KEY (80 74, the
// blob written to EF 2F10 first), and the key's PKCS#15 description (EF C4xx)
// and certificate (EF CExx) that sc-hsm-tool --wrap-key keeps next to the blob.
// Every operation runs in one exclusive transaction and checks what it can
// before the first APDU that changes the device.

#include "pcsc/ScHsmInit.h"

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace keyward::pcsc::ScHsm {

/// What IMPORT DKEK SHARE answers: shares the DKEK is made of, shares still
/// outstanding, and the key check value (8 bytes) of the DKEK so far.
struct DkekStatus
{
    int shares = 0;
    int outstanding = 0;
    QByteArray kcv;
};

/// sc-hsm-tool --wrap-key's file: SEQUENCE { OCTET STRING key blob, PRKD, certificate },
/// the last two optional (each one whole TLV as read from the device).
struct WrappedKey
{
    QByteArray blob;
    QByteArray prkd;
    QByteArray certificate;
};

inline constexpr quint8 kPrkdPrefix = 0xC4;
inline constexpr quint8 kCertificatePrefix = 0xCE;
inline constexpr quint16 kUnwrapBuffer = 0x2F10;

/// OpenSC's sc_hsm_import_dkek_share() without a share: case 2, CLA 80 INS 52, Le 00.
QByteArray dkekStatusApdu();
/// IMPORT DKEK SHARE with the 32-byte share.
QByteArray importShareApdu(const QByteArray &share);
/// The 10 bytes of the answer; nullopt when shorter.
std::optional<DkekStatus> parseDkekStatus(const QByteArray &data);
/// VERIFY of the user PIN (reference 81).
QByteArray verifyPinApdu(const QByteArray &pin);
/// WRAP KEY with an extended Le (the blob of an RSA key is longer than 256 bytes).
QByteArray wrapApdu(int keyRef);
QByteArray unwrapApdu(int keyRef);
/// READ BINARY (B1) of EF `fid` from `offset`, at most 256 bytes.
QByteArray readEfApdu(quint16 fid, int offset);
/// UPDATE BINARY (D7) of EF `fid`: `data` in pieces of at most 200 bytes, each
/// with its offset (54) and data (53) as sc_hsm_write_ef() sends them.
QList<QByteArray> writeEfApdus(quint16 fid, const QByteArray &data);

/// The whole first TLV of `data` (tag, length, value); empty when malformed.
QByteArray firstTlv(const QByteArray &data);
QByteArray encodeWrappedKey(const WrappedKey &key);
/// Strict: one SEQUENCE filling the file, an OCTET STRING first, whole TLVs after it.
Result<WrappedKey> decodeWrappedKey(const QByteArray &file);

/// The key reference's limits (sc-hsm-tool: 0 < keyid <= 255).
bool validKeyRef(int keyRef);

/// Reads the DKEK status (no PIN needed).
Result<DkekStatus> readDkekStatus(Transport &transport);

/// Reads the status, lets `check` refuse (nothing imported then), imports
/// `share` and returns the status the device answered.
Result<DkekStatus> importShare(Transport &transport, const QByteArray &share,
                               const std::function<Status(const DkekStatus &)> &check);

/// The key under `keyRef` wrapped, with its PRKD and certificate when the device has them.
Result<WrappedKey> wrapKey(Transport &transport, const QByteArray &pin, int keyRef);

/// Checks the DKEK is complete and the blob's key check value is the device's,
/// and that no PRKD or certificate is stored under `keyRef` yet; then verifies
/// the PIN, unwraps the blob into `keyRef` and writes PRKD and certificate.
Status unwrapKey(Transport &transport, const QByteArray &pin, int keyRef, const WrappedKey &key);

/// ENUMERATE OBJECTS (80 58): the device's files, two bytes each.
QByteArray enumerateApdu();
/// The key ID (CKA_ID) in a key's PKCS#15 description (EF C4xx): the first
/// OCTET STRING of its CommonKeyAttributes; empty when malformed.
QByteArray prkdKeyId(const QByteArray &prkd);

/// The device's keys as OpenSC's PKCS#15 view shows them: each key reference
/// (1..255, a key file CCxx) with the ID its description gives it.
struct KeyDirectory
{
    QList<std::pair<int, QByteArray>> keys; ///< key reference, ID (empty: no description)
    /// The key reference whose description has `id`; 0 when none.
    int keyRefFor(const QByteArray &id) const;
    /// The lowest key reference with no key, description or certificate; 0 when all are used.
    int freeKeyRef() const;
    QList<int> described; ///< key references with a description (C4xx)
    QList<int> certified; ///< key references with a certificate (CExx)
};

/// Lists the device's keys and reads their descriptions (no PIN needed).
Result<KeyDirectory> readKeyDirectory(Transport &transport);

/// The sentence for a status word answering `ins` of the DKEK commands.
QString dkekStatusSentence(quint8 ins, quint16 sw);

} // namespace keyward::pcsc::ScHsm
