// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a SmartCard-HSM says about itself, read as sc-hsm-tool reads it: the
// SELECT answer's options and version, the PIN counters from VERIFY without
// data, and the DKEK state from IMPORT DKEK SHARE without data. Reports after
// an initialisation are made from these answers, not from what was asked for.

#include "pcsc/ScHsmDkek.h"
#include "pcsc/ScHsmInit.h"

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace keyward::pcsc::ScHsm {

/// The device's own answers. Counters: tries left, 0 when blocked, -1 when the
/// device gave no count.
struct DeviceStatus
{
    int versionMajor = -1;
    int versionMinor = -1;
    quint8 options = 0;       ///< the low option byte: 01 = RESET RETRY COUNTER with the SO PIN
    bool initialised = false; ///< VERIFY of the SO PIN did not answer 6A88
    int soTriesLeft = -1;
    int userTriesLeft = -1;
    int dkekShares = -1;       ///< -1: the device has no DKEK (IMPORT DKEK SHARE not supported)
    int dkekOutstanding = 0;   ///< shares still to be imported
    QByteArray dkekCheckValue; ///< 8 bytes
};

/// The status queries, in the order sent: SELECT, VERIFY 88, VERIFY 81, IMPORT DKEK SHARE
/// (case 2, no data: dkekStatusApdu() in ScHsmDkek.h).
QByteArray verifyStatusApdu(quint8 reference);

/// The options and version from the SELECT answer's FCP (tag 85, as OpenSC's
/// prop_attr: options, FF, version major, minor); false when it has none.
bool parseSelectAnswer(const QByteArray &fcp, DeviceStatus *status);

/// Reads the status inside the caller's transaction (begin() already called).
/// The SELECT ends the user PIN's verified state, as OpenSC's logout does.
Result<DeviceStatus> readStatusInTransaction(Transport &transport);

/// Validates, then in one transaction: SELECT, INITIALIZE DEVICE, and the
/// status read back (readStatusInTransaction()).
Result<DeviceStatus> initializeAndRead(Transport &transport, const InitParams &params);

/// What the device reports, in whole sentences (the first names `reader`).
QStringList reportSentences(const QString &reader, const DeviceStatus &status);

} // namespace keyward::pcsc::ScHsm
