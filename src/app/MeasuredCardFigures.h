// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/RunRecord.h"

#include <QList>
#include <QString>

namespace keyward::app {

/**
 * Stored benchmark runs of OpenPGP cards as the keytocard planner's figures:
 * for each card model and algorithm the newest sign or decrypt run (device
 * time or end to end) gives the seconds per operation that the "slow on this
 * card" warning uses instead of the published 2017 table. A run on the
 * virtual card only ever stands for the virtual card ("(virtual)" is part of
 * the model name on both sides).
 */
class MeasuredCardFigures
{
public:
    /// GnuPG's name for a benchmark algorithm label: "RSA-4096" → "rsa4096",
    /// "Ed25519" → "ed25519", "ECDH-Curve25519"/"ECDH-X25519" → "cv25519",
    /// "ECDSA-P256"/"ECDH-P256" → "nistp256" (also P384, P521); empty when
    /// there is none.
    static QString gnupgAlgorithm(const QString &benchAlgorithm);
    /// Hands the figures from `runs` (with samples) to SlotPlanner; returns
    /// how many (model, algorithm) figures were set.
    static int apply(const QList<bench::RunRecord> &runs);
    /// The card runs (with samples) of the result store (default path when
    /// empty); none when it is missing or unreadable. Any thread: it opens
    /// its own connection.
    static QList<bench::RunRecord> readRuns(const QString &storePath = {});
    /// readRuns() then apply(). A missing or unreadable store sets nothing
    /// and returns 0: the published figures stay in use.
    static int load(const QString &storePath = {});
};

} // namespace keyward::app
