// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScHsmInit.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <cstring>

namespace keyward::pcsc::ScHsm {

namespace {

QString operation()
{
    return QCoreApplication::translate("keyward::pcsc::ScHsm", "Initialising the SmartCard-HSM");
}

constexpr quint8 kInsSelect = 0xA4;
constexpr quint8 kInsInitialize = 0x50;

bool isHexDigits(const QString &s)
{
    for (const QChar c : s) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F'))) {
            return false;
        }
    }
    return true;
}

} // namespace

Status validate(const InitParams &p)
{
    // The order of sc-hsm-tool's initialize() (OpenSC 0.23 and 0.26 alike).
    if (p.soPinHex.size() != 16 || !isHexDigits(p.soPinHex)) {
        return Error::invalidInput(
            operation(),
            QCoreApplication::translate(
                "keyward::pcsc::ScHsm",
                "the current SO PIN is 16 hexadecimal digits (the factory SO PIN is %1)")
                .arg(QLatin1String(kFactorySoPin)));
    }
    if (p.userPin.size() < 6) {
        return Error::invalidInput(
            operation(),
            QCoreApplication::translate("keyward::pcsc::ScHsm",
                                        "the user PIN must be at least 6 characters long"));
    }
    if (p.userPin.size() > 16) {
        return Error::invalidInput(
            operation(),
            QCoreApplication::translate("keyward::pcsc::ScHsm",
                                        "the user PIN must not be longer than 16 characters"));
    }
    if (p.retryCounter < 1 || p.retryCounter > 10) {
        return Error::invalidInput(
            operation(),
            QCoreApplication::translate("keyward::pcsc::ScHsm",
                                        "the user PIN retry counter is a number from 1 to 10"));
    }
    if (p.userPin.size() == 6 && p.retryCounter > 3) {
        return Error::invalidInput(
            operation(), QCoreApplication::translate(
                             "keyward::pcsc::ScHsm",
                             "a 6-character user PIN allows at most 3 tries; use a longer PIN "
                             "for more tries"));
    }
    if (p.userPin.size() == 7 && p.retryCounter > 5) {
        return Error::invalidInput(
            operation(), QCoreApplication::translate(
                             "keyward::pcsc::ScHsm",
                             "a 7-character user PIN allows at most 5 tries; use a longer PIN "
                             "for more tries"));
    }
    if (p.dkekShares != -1 && (p.dkekShares < 1 || p.dkekShares > 127)) {
        return Error::invalidInput(
            operation(),
            QCoreApplication::translate("keyward::pcsc::ScHsm",
                                        "the number of DKEK shares is a number from 1 to 127"));
    }
    return {};
}

QByteArray selectApdu()
{
    static const char apdu[] = "\x00\xA4\x04\x00\x0B"
                               "\xE8\x2B\x06\x01\x04\x01\x81\xC3\x1F\x02\x01"
                               "\x00";
    return QByteArray(apdu, sizeof apdu - 1);
}

QByteArray initializeApdu(const InitParams &p)
{
    QByteArray data;
    // 80 02: options; 00 01 = RESET RETRY COUNTER enabled (sc-hsm-tool, no biometric servers).
    data.append("\x80\x02\x00\x01", 4);
    data.append(char(0x81)).append(char(p.userPin.size())).append(p.userPin);
    data.append(char(0x82)).append(char(8)).append(QByteArray::fromHex(p.soPinHex.toLatin1()));
    data.append(char(0x91)).append(char(1)).append(char(p.retryCounter));
    if (p.dkekShares >= 0) {
        data.append(char(0x92)).append(char(1)).append(char(p.dkekShares));
    }
    QByteArray apdu("\x80\x50\x00\x00", 4);
    apdu.append(char(data.size())).append(data);
    return apdu;
}

QString statusSentence(quint8 ins, quint16 sw)
{
    if (sw == 0x9000) {
        return {};
    }
    if (ins == kInsSelect && (sw == 0x6A82 || sw == 0x6A86 || sw == 0x6D00 || sw == 0x6E00)) {
        return QCoreApplication::translate(
            "keyward::pcsc::ScHsm",
            "The card has no SmartCard-HSM application; nothing was changed.");
    }
    if ((sw & 0xFFF0) == 0x63C0) {
        const int left = sw & 0x0F;
        return left == 1 ? QCoreApplication::translate(
                               "keyward::pcsc::ScHsm",
                               "The current SO PIN is wrong; 1 try is left before it is blocked "
                               "for good. Nothing was changed.")
                         : QCoreApplication::translate(
                               "keyward::pcsc::ScHsm",
                               "The current SO PIN is wrong; %1 tries are left before it is "
                               "blocked for good. Nothing was changed.")
                               .arg(left);
    }
    switch (sw) {
    case 0x6983:
        return QCoreApplication::translate(
            "keyward::pcsc::ScHsm",
            "The SO PIN is blocked: the device cannot be initialised again.");
    case 0x6982:
    case 0x6985:
    case 0x6986:
        // OpenSC's sc_hsm_initialize() reports "not allowed" as a wrong PIN.
        return QCoreApplication::translate(
            "keyward::pcsc::ScHsm", "The device refused the current SO PIN; nothing was changed.");
    case 0x6A80:
    case 0x6700:
        return QCoreApplication::translate(
            "keyward::pcsc::ScHsm",
            "The device refused the initialisation data (a PIN length or an option it does "
            "not support); nothing was changed.");
    case 0x6A86:
    case 0x6D00:
    case 0x6E00:
        return QCoreApplication::translate(
            "keyward::pcsc::ScHsm",
            "The device does not know the SmartCard-HSM initialisation command; nothing "
            "was changed.");
    case 0x6581:
        return QCoreApplication::translate(
            "keyward::pcsc::ScHsm",
            "The device reported a memory failure while initialising; its state is "
            "unknown. Initialise it again.");
    default:
        return QCoreApplication::translate("keyward::pcsc::ScHsm",
                                           "The device refused the initialisation with status %1.")
            .arg(QStringLiteral("%1").arg(sw, 4, 16, QLatin1Char('0')).toUpper());
    }
}

Error statusError(quint8 ins, quint16 sw)
{
    ErrorKind kind = ErrorKind::Io;
    int tries = -1;
    if ((sw & 0xFFF0) == 0x63C0 || sw == 0x6982 || sw == 0x6985 || sw == 0x6986) {
        kind = ErrorKind::WrongPin;
        tries = (sw & 0xFFF0) == 0x63C0 ? sw & 0x0F : -1;
    } else if (sw == 0x6983) {
        kind = ErrorKind::PinBlocked;
    } else if (ins == kInsSelect || sw == 0x6D00 || sw == 0x6E00 || sw == 0x6A86) {
        kind = ErrorKind::NotSupported;
    } else if (sw == 0x6A80 || sw == 0x6700) {
        kind = ErrorKind::InvalidInput;
    }
    Error e = Error::make(ErrorDomain::Pcsc, sw, kind, operation(), statusSentence(ins, sw));
    e.triesLeft = tries;
    return e;
}

QString sentence(const Error &error)
{
    const bool statusWord =
        error.domain == ErrorDomain::Pcsc && error.code >= 0x6000 && error.code <= 0x6FFF;
    const bool refused = error.domain == ErrorDomain::Keyward && error.kind == ErrorKind::Busy;
    if ((statusWord || refused) && !error.detail.isEmpty()) {
        return error.detail; // already a whole sentence
    }
    return error.userMessage();
}

void wipeBytes(QByteArray &bytes)
{
    if (!bytes.isEmpty()) {
        explicit_bzero(bytes.data(), size_t(bytes.size()));
    }
}

InitParams::~InitParams()
{
    wipeBytes(userPin);
    if (!soPinHex.isEmpty()) {
        explicit_bzero(soPinHex.data(), size_t(soPinHex.size()) * sizeof(QChar));
    }
}

Status initializeInTransaction(Transport &transport, const InitParams &params)
{
    std::pair<quint8, QByteArray> steps[] = {{kInsSelect, selectApdu()},
                                             {kInsInitialize, initializeApdu(params)}};
    // The INITIALIZE DEVICE APDU carries both PINs: wiped however this ends.
    const auto wipe = qScopeGuard([&steps] {
        for (auto &step : steps) {
            wipeBytes(step.second);
        }
    });
    for (const auto &[ins, apdu] : steps) {
        auto r = transport.transmit(apdu);
        if (!r) {
            return r.error();
        }
        if (!r->isOk()) {
            return statusError(ins, r->sw);
        }
    }
    return {};
}

Status initialize(Transport &transport, const InitParams &params)
{
    if (auto st = validate(params); !st) {
        return st;
    }
    if (auto st = transport.begin(); !st) {
        return st;
    }
    const Status outcome = initializeInTransaction(transport, params);
    transport.end();
    return outcome;
}

} // namespace keyward::pcsc::ScHsm
