// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"
#include "bench/OperationRunner.h"

#include <QMap>

#include <memory>

namespace keyward::cli {

/// One case of `bench run`, ready for the engine (or skipped, with why).
struct PlannedCase
{
    bench::BenchCase benchCase;
    bench::RunnerFactory factory;
    QMap<QString, QString> software; ///< back-end versions for the environment
    /// For runners that learn the algorithm from the device (OpenPGP card).
    std::shared_ptr<QString> algorithmAfterSetup;
    QString skipReason; ///< not empty: not supported, not run
};

/// Devices × algorithms × operations from the options. Fails when a device
/// named cannot be found (token not there, no card); unsupported
/// combinations come back as skipped cases.
Result<QList<PlannedCase>> planBenchCases(const BenchRunOptions &options);

} // namespace keyward::cli
