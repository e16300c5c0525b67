// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmDkek.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <algorithm>

namespace keyward::pcsc::ScHsm {

namespace {

constexpr quint8 kInsSelect = 0xA4;
constexpr quint8 kInsVerify = 0x20;
constexpr quint8 kInsImport = 0x52;
constexpr quint8 kInsWrap = 0x72;
constexpr quint8 kInsUnwrap = 0x74;
constexpr quint8 kInsRead = 0xB1;
constexpr quint8 kInsWrite = 0xD7;
constexpr quint8 kInsEnumerate = 0x58;
constexpr quint8 kKeyPrefix = 0xCC;
constexpr int kMaxEf = 0x4000;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pcsc::ScHsmDkek)
};

QString operation()
{
    return Text::tr("Using the SmartCard-HSM's DKEK");
}

Error refused(ErrorKind kind, const QString &sentence)
{
    return Error::make(ErrorDomain::Keyward, 0, kind, operation(), sentence);
}

Error swError(quint8 ins, quint16 sw)
{
    ErrorKind kind = ErrorKind::Io;
    int tries = -1;
    if ((sw & 0xFFF0) == 0x63C0) {
        kind = ErrorKind::WrongPin;
        tries = sw & 0x0F;
    } else if (sw == 0x6983) {
        kind = ErrorKind::PinBlocked;
    } else if (sw == 0x6D00 || sw == 0x6E00 || ins == kInsSelect) {
        kind = ErrorKind::NotSupported;
    } else if (sw == 0x6A80 || sw == 0x6A89) {
        kind = ErrorKind::InvalidInput;
    } else if (sw == 0x6A88 || sw == 0x6A82) {
        kind = ErrorKind::NotFound;
    }
    Error e = Error::make(ErrorDomain::Pcsc, sw, kind, operation(), dkekStatusSentence(ins, sw));
    e.triesLeft = tries;
    return e;
}

/// Sends one APDU; anything but 9000 is an Error.
Result<QByteArray> send(Transport &t, quint8 ins, const QByteArray &apdu)
{
    auto r = t.transmit(apdu);
    if (!r) {
        return r.error();
    }
    if (!r->isOk()) {
        return swError(ins, r->sw);
    }
    return r->data;
}

QByteArray lengthBytes(qsizetype n)
{
    QByteArray out;
    if (n < 0x80) {
        out.append(char(n));
    } else if (n < 0x100) {
        out.append(char(0x81)).append(char(n));
    } else {
        out.append(char(0x82)).append(char(n >> 8)).append(char(n & 0xFF));
    }
    return out;
}

QByteArray tlv(quint8 tag, const QByteArray &value)
{
    return QByteArray(1, char(tag)) + lengthBytes(value.size()) + value;
}

/// Tag and length of the TLV at `data[pos]`: the header's size and the value's
/// length; false when malformed or longer than what is there.
bool readHeader(const QByteArray &data, qsizetype pos, quint8 *tag, qsizetype *header,
                qsizetype *length)
{
    const qsizetype left = data.size() - pos;
    if (left < 2) {
        return false;
    }
    *tag = quint8(data[pos]);
    if ((*tag & 0x1F) == 0x1F) {
        return false; // multi-byte tags do not occur in these files
    }
    const quint8 first = quint8(data[pos + 1]);
    if (first < 0x80) {
        *header = 2;
        *length = first;
    } else if (first == 0x81 && left >= 3) {
        *header = 3;
        *length = quint8(data[pos + 2]);
    } else if (first == 0x82 && left >= 4) {
        *header = 4;
        *length = qsizetype(quint8(data[pos + 2])) << 8 | quint8(data[pos + 3]);
    } else {
        return false;
    }
    return *header + *length <= left;
}

/// The contents of EF `fid` (one whole TLV, as sc-hsm-tool keeps it); empty when there is none.
Result<QByteArray> readEf(Transport &t, quint16 fid)
{
    QByteArray content;
    while (content.size() < kMaxEf) {
        auto r = t.transmit(readEfApdu(fid, int(content.size())));
        if (!r) {
            return r.error();
        }
        if (r->sw == 0x6A82 && content.isEmpty()) {
            return QByteArray();
        }
        // Reading at the end of a file whose size is a multiple of 256: an empty answer
        // (9000), "end of file reached" (6282) or "wrong offset" (6B00) ends it.
        const bool end = r->sw == 0x6282 || (r->sw == 0x6B00 && !content.isEmpty());
        if (!r->isOk() && !end) {
            return swError(kInsRead, r->sw);
        }
        content += r->data;
        if (r->data.size() < 256) {
            break;
        }
    }
    return firstTlv(content);
}

Status writeEf(Transport &t, quint16 fid, const QByteArray &data)
{
    for (const QByteArray &apdu : writeEfApdus(fid, data)) {
        if (auto r = send(t, kInsWrite, apdu); !r) {
            return r.error();
        }
    }
    return {};
}

/// Runs `steps` in one transaction after the SELECT of the application.
template<class Steps> auto inTransaction(Transport &t, Steps steps) -> decltype(steps())
{
    if (auto st = t.begin(); !st) {
        return st.error();
    }
    const auto end = qScopeGuard([&t] { t.end(); });
    if (auto r = send(t, kInsSelect, selectApdu()); !r) {
        return r.error();
    }
    return steps();
}

Result<DkekStatus> statusIn(Transport &t)
{
    auto r = send(t, kInsImport, dkekStatusApdu());
    if (!r) {
        return r.error();
    }
    const auto status = parseDkekStatus(*r);
    if (!status) {
        return Error::make(ErrorDomain::Pcsc, 0, ErrorKind::Io, operation(),
                           Text::tr("The device's DKEK status is too short to read."));
    }
    return *status;
}

Status requireComplete(const DkekStatus &s)
{
    if (s.outstanding > 0) {
        return refused(ErrorKind::InvalidInput,
                       Text::tr("The device's DKEK is not complete: %1 of %2 shares are still "
                                "outstanding. Import them first; nothing was changed.")
                           .arg(s.outstanding)
                           .arg(s.shares));
    }
    return {};
}

Status verifyPin(Transport &t, const QByteArray &pin)
{
    QByteArray apdu = verifyPinApdu(pin);
    const auto wipe = qScopeGuard([&apdu] { wipeBytes(apdu); });
    auto r = send(t, kInsVerify, apdu);
    return r ? Status() : Status(r.error());
}

} // namespace

QByteArray dkekStatusApdu()
{
    return QByteArray("\x80\x52\x00\x00\x00", 5);
}

QByteArray importShareApdu(const QByteArray &share)
{
    QByteArray apdu("\x80\x52\x00\x00", 4);
    apdu.append(char(share.size())).append(share).append(char(0));
    return apdu;
}

std::optional<DkekStatus> parseDkekStatus(const QByteArray &data)
{
    if (data.size() < 10) {
        return std::nullopt;
    }
    return DkekStatus{quint8(data[0]), quint8(data[1]), data.mid(2, 8)};
}

QByteArray verifyPinApdu(const QByteArray &pin)
{
    QByteArray apdu("\x00\x20\x00\x81", 4);
    apdu.append(char(pin.size())).append(pin);
    return apdu;
}

QByteArray wrapApdu(int keyRef)
{
    QByteArray apdu("\x80\x72", 2);
    apdu.append(char(keyRef)).append(char(0x92)).append(QByteArray(3, '\0'));
    return apdu;
}

QByteArray unwrapApdu(int keyRef)
{
    QByteArray apdu("\x80\x74", 2);
    return apdu.append(char(keyRef)).append(char(0x93));
}

QByteArray readEfApdu(quint16 fid, int offset)
{
    QByteArray apdu(1, '\0');
    apdu.append(char(kInsRead)).append(char(fid >> 8)).append(char(fid & 0xFF));
    apdu.append(char(4))
        .append("\x54\x02", 2)
        .append(char(offset >> 8))
        .append(char(offset & 0xFF));
    return apdu.append(char(0));
}

QList<QByteArray> writeEfApdus(quint16 fid, const QByteArray &data)
{
    QList<QByteArray> out;
    qsizetype offset = 0;
    do {
        const QByteArray piece = data.mid(offset, 200);
        QByteArray body("\x54\x02", 2);
        body.append(char(offset >> 8)).append(char(offset & 0xFF));
        body += tlv(0x53, piece);
        QByteArray apdu(1, '\0');
        apdu.append(char(kInsWrite)).append(char(fid >> 8)).append(char(fid & 0xFF));
        out.append(apdu.append(char(body.size())).append(body));
        offset += piece.size();
    } while (offset < data.size());
    return out;
}

QByteArray firstTlv(const QByteArray &data)
{
    quint8 tag = 0;
    qsizetype header = 0;
    qsizetype length = 0;
    if (!readHeader(data, 0, &tag, &header, &length)) {
        return {};
    }
    return data.left(header + length);
}

QByteArray encodeWrappedKey(const WrappedKey &key)
{
    return tlv(0x30, tlv(0x04, key.blob) + key.prkd + key.certificate);
}

Result<WrappedKey> decodeWrappedKey(const QByteArray &file)
{
    const auto bad = [] {
        return Error::invalidInput(
            operation(),
            Text::tr("The file is not a wrapped key as sc-hsm-tool --wrap-key writes it "
                     "(a SEQUENCE holding the key blob, the key's description and its "
                     "certificate), or it is truncated; nothing was changed."));
    };
    quint8 tag = 0;
    qsizetype header = 0;
    qsizetype length = 0;
    if (!readHeader(file, 0, &tag, &header, &length) || tag != 0x30 ||
        header + length != file.size()) {
        return bad();
    }
    qsizetype pos = header;
    if (!readHeader(file, pos, &tag, &header, &length) || tag != 0x04 || length < 16) {
        return bad();
    }
    WrappedKey key;
    key.blob = file.mid(pos + header, length);
    pos += header + length;
    QByteArray *const parts[] = {&key.prkd, &key.certificate};
    for (QByteArray *part : parts) {
        if (pos == file.size()) {
            break;
        }
        if (!readHeader(file, pos, &tag, &header, &length)) {
            return bad();
        }
        *part = file.mid(pos, header + length);
        pos += header + length;
    }
    if (pos != file.size()) {
        return bad();
    }
    return key;
}

QByteArray enumerateApdu()
{
    // Extended Le: a device with many keys lists more than 256 bytes.
    return QByteArray::fromHex("8058000000"
                               "0000");
}

QByteArray prkdKeyId(const QByteArray &prkd)
{
    quint8 tag = 0;
    qsizetype header = 0;
    qsizetype length = 0;
    // PrivateKeyObject: SEQUENCE (RSA) or [0] (EC) { CommonObjectAttributes,
    // CommonKeyAttributes { iD OCTET STRING, ... }, ... }.
    if (!readHeader(prkd, 0, &tag, &header, &length) || (tag != 0x30 && tag != 0xA0)) {
        return {};
    }
    qsizetype pos = header;
    if (!readHeader(prkd, pos, &tag, &header, &length) || tag != 0x30) {
        return {};
    }
    pos += header + length;
    if (!readHeader(prkd, pos, &tag, &header, &length) || tag != 0x30) {
        return {};
    }
    pos += header;
    if (!readHeader(prkd, pos, &tag, &header, &length) || tag != 0x04) {
        return {};
    }
    return prkd.mid(pos + header, length);
}

int KeyDirectory::keyRefFor(const QByteArray &id) const
{
    for (const auto &[ref, keyId] : keys) {
        if (!id.isEmpty() && keyId == id) {
            return ref;
        }
    }
    return 0;
}

int KeyDirectory::freeKeyRef() const
{
    for (int ref = 1; ref <= 255; ++ref) {
        const bool used = described.contains(ref) || certified.contains(ref) ||
                          std::any_of(keys.cbegin(), keys.cend(),
                                      [ref](const auto &k) { return k.first == ref; });
        if (!used) {
            return ref;
        }
    }
    return 0;
}

Result<KeyDirectory> readKeyDirectory(Transport &transport)
{
    return inTransaction(transport, [&]() -> Result<KeyDirectory> {
        auto files = send(transport, kInsEnumerate, enumerateApdu());
        if (!files) {
            return files.error();
        }
        KeyDirectory dir;
        QList<int> keyRefs;
        for (qsizetype i = 0; i + 1 < files->size(); i += 2) {
            const quint8 prefix = quint8(files->at(i));
            const int ref = quint8(files->at(i + 1));
            if (prefix == kKeyPrefix && validKeyRef(ref)) {
                keyRefs << ref;
            } else if (prefix == kPrkdPrefix) {
                dir.described << ref;
            } else if (prefix == kCertificatePrefix) {
                dir.certified << ref; // left behind when OpenSC deletes a key: unwrap refuses it
            }
        }
        for (int ref : keyRefs) {
            QByteArray id;
            if (dir.described.contains(ref)) {
                auto prkd = readEf(transport, quint16(kPrkdPrefix << 8 | ref));
                if (!prkd) {
                    return prkd.error();
                }
                id = prkdKeyId(*prkd);
            }
            dir.keys.append({ref, id});
        }
        return dir;
    });
}

bool validKeyRef(int keyRef)
{
    return keyRef >= 1 && keyRef <= 255;
}

Result<DkekStatus> readDkekStatus(Transport &transport)
{
    return inTransaction(transport, [&]() -> Result<DkekStatus> { return statusIn(transport); });
}

Result<DkekStatus> importShare(Transport &transport, const QByteArray &share,
                               const std::function<Status(const DkekStatus &)> &check)
{
    return inTransaction(transport, [&]() -> Result<DkekStatus> {
        auto before = statusIn(transport);
        if (!before) {
            return before.error();
        }
        if (before->outstanding == 0) {
            return refused(
                ErrorKind::InvalidInput,
                Text::tr("The device's DKEK is already complete (%1 of %1 shares "
                         "imported); another share would change it. Nothing was changed.")
                    .arg(before->shares));
        }
        if (check) {
            if (auto st = check(*before); !st) {
                return st.error();
            }
        }
        QByteArray apdu = importShareApdu(share);
        const auto wipe = qScopeGuard([&apdu] { wipeBytes(apdu); });
        auto r = send(transport, kInsImport, apdu);
        if (!r) {
            return r.error();
        }
        const auto after = parseDkekStatus(*r);
        if (!after) {
            return statusIn(transport);
        }
        return *after;
    });
}

Result<WrappedKey> wrapKey(Transport &transport, const QByteArray &pin, int keyRef)
{
    return inTransaction(transport, [&]() -> Result<WrappedKey> {
        auto status = statusIn(transport);
        if (!status) {
            return status.error();
        }
        if (auto st = requireComplete(*status); !st) {
            return st.error();
        }
        if (auto st = verifyPin(transport, pin); !st) {
            return st.error();
        }
        auto blob = send(transport, kInsWrap, wrapApdu(keyRef));
        if (!blob) {
            return blob.error();
        }
        WrappedKey key;
        key.blob = *blob;
        auto prkd = readEf(transport, quint16(kPrkdPrefix << 8 | keyRef));
        if (!prkd) {
            return prkd.error();
        }
        key.prkd = *prkd;
        auto cert = readEf(transport, quint16(kCertificatePrefix << 8 | keyRef));
        if (!cert) {
            return cert.error();
        }
        key.certificate = *cert;
        return key;
    });
}

Status unwrapKey(Transport &transport, const QByteArray &pin, int keyRef, const WrappedKey &key)
{
    return inTransaction(transport, [&]() -> Status {
        auto status = statusIn(transport);
        if (!status) {
            return status.error();
        }
        if (auto st = requireComplete(*status); !st) {
            return st;
        }
        if (key.blob.left(8) != status->kcv) {
            return refused(
                ErrorKind::InvalidInput,
                Text::tr("The key blob was wrapped under another DKEK (its key check value "
                         "is %1, the device's is %2); nothing was changed.")
                    .arg(QString::fromLatin1(key.blob.left(8).toHex().toUpper()),
                         QString::fromLatin1(status->kcv.toHex().toUpper())));
        }
        const std::pair<quint8, const QByteArray *> files[] = {
            {kPrkdPrefix, &key.prkd}, {kCertificatePrefix, &key.certificate}};
        for (const auto &[prefix, content] : files) {
            if (content->isEmpty()) {
                continue;
            }
            auto existing = readEf(transport, quint16(prefix << 8 | keyRef));
            if (!existing) {
                return existing.error();
            }
            if (!existing->isEmpty()) {
                return refused(ErrorKind::InvalidInput,
                               Text::tr("The device already holds a key description or certificate "
                                        "under key reference %1; choose an unused key reference. "
                                        "Nothing was changed.")
                                   .arg(keyRef));
            }
        }
        if (auto st = verifyPin(transport, pin); !st) {
            return st;
        }
        if (auto st = writeEf(transport, kUnwrapBuffer, key.blob); !st) {
            return st;
        }
        if (auto r = send(transport, kInsUnwrap, unwrapApdu(keyRef)); !r) {
            return r.error();
        }
        for (const auto &[prefix, content] : files) {
            if (!content->isEmpty()) {
                if (auto st = writeEf(transport, quint16(prefix << 8 | keyRef), *content); !st) {
                    return st;
                }
            }
        }
        return {};
    });
}

QString dkekStatusSentence(quint8 ins, quint16 sw)
{
    if (sw == 0x9000) {
        return {};
    }
    if (ins == kInsSelect) {
        return Text::tr("The card has no SmartCard-HSM application; nothing was changed.");
    }
    if ((sw & 0xFFF0) == 0x63C0) {
        const int left = sw & 0x0F;
        return left == 1
                   ? Text::tr("The user PIN is wrong; 1 try is left. Nothing was changed.")
                   : Text::tr("The user PIN is wrong; %1 tries are left. Nothing was changed.")
                         .arg(left);
    }
    switch (sw) {
    case 0x6983:
        return Text::tr("The user PIN is blocked; nothing was changed.");
    case 0x6D00:
    case 0x6E00:
        return Text::tr(
            "The device was initialised without a DKEK (init-sc-hsm without "
            "--dkek-shares); keys cannot be wrapped or unwrapped. Nothing was changed.");
    case 0x6985:
        return Text::tr("The device refused: its DKEK is not complete or the user PIN was not "
                        "verified.");
    case 0x6982:
        return Text::tr("The device refused the command: the user PIN was not verified.");
    case 0x6A88:
    case 0x6A82:
        return ins == kInsWrap ? Text::tr("The device has no key under that key reference.")
                               : Text::tr("The device has no such key or file.");
    case 0x6A89:
        return Text::tr("The device already has a key under that key reference; choose an unused "
                        "one. Nothing was changed.");
    case 0x6A80:
        return ins == kInsUnwrap
                   ? Text::tr("The device refused the key blob: it does not match the DKEK, is "
                              "damaged or truncated. No key was stored.")
                   : Text::tr("The device refused the data.");
    default:
        return Text::tr("The device answered status %1.")
            .arg(QStringLiteral("%1").arg(sw, 4, 16, QLatin1Char('0')).toUpper());
    }
}

} // namespace keyward::pcsc::ScHsm
