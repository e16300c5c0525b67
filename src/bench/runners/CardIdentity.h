// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/DeviceIdentity.h"
#include "bench/SkippedCase.h"
#include "core/Result.h"

namespace keyward::bench {

/// Identify the OpenPGP card in `reader` for a benchmark record: vendor and
/// model from the AID (manufacturer, version), serial, firmware "3.4" (spec
/// version), virtual for vpcd readers. Connects, reads, and lets go again so
/// a runner can connect afterwards. `keys`, when given, receives the
/// algorithms of the card's keys (DO C1-C3); left empty when the card does
/// not say.
Result<DeviceIdentity> probeOpenPgpCard(const QString &reader, CardKeyAlgorithms *keys = nullptr);

/// The first reader with a card in it; NoCard when there is none.
Result<QString> firstReaderWithCard();

} // namespace keyward::bench
