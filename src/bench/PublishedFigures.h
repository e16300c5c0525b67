// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RunRecord.h"

#include <QString>

namespace keyward::bench {

/// Published reference figures, as RunRecords with `published` set, a
/// source and a year and no samples: the mean OpenPGP-card decrypt times
/// measured through GnuPG in 2017 (CPU, YubiKey 4, Nitrokey Pro, YubiKey NEO,
/// FST-01; ECDH-Curve25519, RSA-2048, RSA-4096). Their uuids are fixed, so
/// saving them into a store twice does not duplicate them. Always shown
/// labelled as published, never as measured.
QList<RunRecord> publishedFigures();

/// Why "show published figures" draws none beside `runs` (measured ones; a
/// published figure is drawn beside a run of its algorithm and operation):
/// "Published figures exist for decrypt only; none are drawn for sign." Empty
/// when at least one is drawn.
QString publishedFiguresNote(const QList<RunRecord> &runs);

/// The source of publishedFigures(), as cited in charts and reports: author,
/// title, venue, date and address.
QString publishedCitation();

} // namespace keyward::bench
