// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmStatus.h"

#include <QCoreApplication>

namespace keyward::pcsc::ScHsm {

namespace {

/// The sentences share ScHsmInit's context.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(keyward::pcsc::ScHsm)
};

QString operation()
{
    return Text::tr("Reading the SmartCard-HSM's state");
}

/// One BER-TLV at `pos` of `in`: tag (one byte), value; false when it runs past the end.
bool nextTlv(const QByteArray &in, int *pos, quint8 *tag, QByteArray *value)
{
    if (*pos + 2 > in.size()) {
        return false;
    }
    *tag = quint8(in.at(*pos));
    int p = *pos + 1;
    int length = quint8(in.at(p++));
    if (length == 0x81 || length == 0x82) {
        const int bytes = length & 0x03;
        if (p + bytes > in.size()) {
            return false;
        }
        length = 0;
        for (int i = 0; i < bytes; ++i) {
            length = length << 8 | quint8(in.at(p++));
        }
    } else if (length > 0x80) {
        return false;
    }
    if (p + length > in.size()) {
        return false;
    }
    *value = in.mid(p, length);
    *pos = p + length;
    return true;
}

/// Tries left from a VERIFY without data: 63Cx, 6983 blocked; 9000 (verified) gives no count.
int triesFrom(quint16 sw)
{
    if ((sw & 0xFFF0) == 0x63C0) {
        return sw & 0x0F;
    }
    return sw == 0x6983 ? 0 : -1;
}

} // namespace

QByteArray verifyStatusApdu(quint8 reference)
{
    return QByteArray("\x00\x20\x00", 3).append(char(reference));
}

bool parseSelectAnswer(const QByteArray &fcp, DeviceStatus *status)
{
    int pos = 0;
    quint8 tag = 0;
    QByteArray body;
    if (!nextTlv(fcp, &pos, &tag, &body) || (tag != 0x62 && tag != 0x6F)) {
        return false;
    }
    pos = 0;
    QByteArray value;
    while (nextTlv(body, &pos, &tag, &value)) {
        if (tag != 0x85 || value.size() < 2) {
            continue;
        }
        const int n = int(value.size());
        status->versionMajor = quint8(value.at(n - 2));
        status->versionMinor = quint8(value.at(n - 1));
        if (n >= 4) {
            status->options = quint8(value.at(n - 4));
        }
        return true;
    }
    return false;
}

Result<DeviceStatus> readStatusInTransaction(Transport &transport)
{
    DeviceStatus status;
    auto selected = transport.transmit(selectApdu());
    if (!selected) {
        return selected.error();
    }
    if (!selected->isOk()) {
        return statusError(0xA4, selected->sw);
    }
    if (!parseSelectAnswer(selected->data, &status)) {
        return Error::make(ErrorDomain::Pcsc, 0, ErrorKind::Io, operation(),
                           Text::tr("The device's answer to SELECT has no SmartCard-HSM version."));
    }
    auto so = transport.transmit(verifyStatusApdu(0x88));
    if (!so) {
        return so.error();
    }
    status.initialised = so->sw != 0x6A88;
    if (!status.initialised) {
        return status;
    }
    status.soTriesLeft = triesFrom(so->sw);
    auto user = transport.transmit(verifyStatusApdu(0x81));
    if (!user) {
        return user.error();
    }
    status.userTriesLeft = triesFrom(user->sw);
    auto dkek = transport.transmit(dkekStatusApdu());
    if (!dkek) {
        return dkek.error();
    }
    if (const auto parsed = dkek->isOk() ? parseDkekStatus(dkek->data) : std::nullopt) {
        status.dkekShares = parsed->shares;
        status.dkekOutstanding = parsed->outstanding;
        status.dkekCheckValue = parsed->kcv;
    }
    return status;
}

Result<DeviceStatus> initializeAndRead(Transport &transport, const InitParams &params)
{
    if (auto st = validate(params); !st) {
        return st.error();
    }
    if (auto st = transport.begin(); !st) {
        return st.error();
    }
    const Status initialised = initializeInTransaction(transport, params);
    Result<DeviceStatus> outcome = initialised ? readStatusInTransaction(transport)
                                               : Result<DeviceStatus>(initialised.error());
    if (!initialised && initialised.error().kind == ErrorKind::WrongPin &&
        initialised.error().triesLeft < 0) {
        // A refusal without a count (6982 and the like): the SO PIN's counter, as the device
        // has it now, says how many tries are left.
        auto so = transport.transmit(verifyStatusApdu(0x88));
        if (so && ((so->sw & 0xFFF0) == 0x63C0 || so->sw == 0x6983)) {
            outcome = statusError(0x50, so->sw);
        }
    }
    transport.end();
    return outcome;
}

QStringList reportSentences(const QString &reader, const DeviceStatus &s)
{
    if (!s.initialised) {
        return {Text::tr("The SmartCard-HSM in \"%1\" reports that it is not initialised.")
                    .arg(reader)};
    }
    QStringList out{Text::tr("The SmartCard-HSM in \"%1\" (version %2.%3) reports that it is "
                             "initialised.")
                        .arg(reader)
                        .arg(s.versionMajor)
                        .arg(s.versionMinor)};
    if (s.userTriesLeft == 0) {
        out << Text::tr("Its user PIN is blocked.");
    } else if (s.userTriesLeft > 0) {
        // Spelled out rather than %n: without a loaded translation Qt has no English plurals.
        out << (s.userTriesLeft == 1
                    ? Text::tr("Its user PIN has 1 try left.")
                    : Text::tr("Its user PIN has %1 tries left.").arg(s.userTriesLeft));
    }
    if (s.soTriesLeft == 0) {
        out << Text::tr("Its SO PIN is blocked.");
    } else if (s.soTriesLeft > 0) {
        out << (s.soTriesLeft == 1 ? Text::tr("Its SO PIN has 1 try left.")
                                   : Text::tr("Its SO PIN has %1 tries left.").arg(s.soTriesLeft));
    }
    if (s.options & 0x01) {
        out << Text::tr("The SO PIN can set a new user PIN.");
    }
    if (s.dkekShares <= 0) {
        out << Text::tr("It has no DKEK shares: its keys cannot be exported wrapped.");
    } else if (s.dkekOutstanding > 0) {
        out << Text::tr("It waits for %1 of %n DKEK shares to be imported before keys can be "
                        "made.",
                        nullptr, s.dkekShares)
                   .arg(s.dkekOutstanding);
    } else {
        out << Text::tr("Its DKEK of %n shares is complete (key check value %1).", nullptr,
                        s.dkekShares)
                   .arg(QString::fromLatin1(s.dkekCheckValue.toHex()).toUpper());
    }
    return out;
}

} // namespace keyward::pcsc::ScHsm
