// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/LoadProfile.h"
#include "bench/RunRecord.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace keyward::app {

/// The run-details kind that keeps how a run's device was named when it was
/// started ("invocation"): what the record itself does not hold and a
/// `keyward-cli` command needs to reach the same device again.
QString invocationDetailsKind();

/// How a device was named: the token (a label, or a PKCS#11 URI with its serial left out
/// unless `keepSerial`), the modules given, an existing key's label and the card reader.
/// Empty values are left out.
QJsonObject invocationDetails(const QString &token, const QStringList &modules,
                              const QString &keyLabel, const QString &reader, bool keepSerial);

/// The shell lines that measure `run` again with keyward-cli: comment lines first
/// ("# Run 3: SoftHSM v2 (virtual) RSA-2048 sign"), one for each setting that could not be
/// reproduced from what the run recorded, then the command ending in "$@" (so
/// `sh reproduce.sh --store FILE` puts the runs into FILE). Only comments when the run
/// cannot be measured again (a published figure, a setting missing that decides the
/// device). `profile`: the load profile stored with the run, when it has one.
QStringList reproduceLines(const keyward::bench::RunRecord &run,
                           const keyward::bench::LoadProfileResult *profile = nullptr);

/// A POSIX shell script with reproduceLines() of every run, oldest first; the runs'
/// load profiles by run uuid.
QByteArray reproduceScript(const QList<keyward::bench::RunRecord> &runs,
                           const QHash<QString, keyward::bench::LoadProfileResult> &profiles = {});

} // namespace keyward::app
