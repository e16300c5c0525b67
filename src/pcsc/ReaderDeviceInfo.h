// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReaderState.h"
#include "core/DeviceInfo.h"

namespace keyward::pcsc {

/// The sidebar entry for a reader: id "pcsc:<reader name>", kind Reader,
/// source "pcsc", present when a card is in, virtual for vpcd's readers; the
/// fields carry the ATR, what the ATR says about the card, and the state words.
DeviceInfo toDeviceInfo(const ReaderState &reader);

/// toDeviceInfo for a whole snapshot, for DeviceListModel::setDevices("pcsc", ...).
QList<DeviceInfo> toDeviceInfos(const QList<ReaderState> &readers);

} // namespace keyward::pcsc
