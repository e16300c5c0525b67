// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchOptions.h"
#include "bench/ResultStore.h"
#include "bench/RunRecord.h"
#include "bench/SkippedCase.h"

#include <QJsonObject>
#include <QTextStream>

namespace keyward::cli {

/// How the run's device was named on the command line (app::invocationDetails: the
/// token, modules, an existing key's label, the reader), kept with the run so
/// `bench export --bundle` can write the command that measures it again.
QJsonObject invocationOf(const BenchArguments &a);
/// Also the cases the run's invocation skipped (bench::skippedDetails), when there are any.
void recordInvocation(bench::RunRecord &run, const BenchArguments &a,
                      const QList<bench::SkippedCase> &skipped = {});

/// `keyward-cli bench export --bundle DIR [RUN...]`: the runs given (every stored run
/// when none is) as a publishable bundle (app::writeBenchBundle) with the charts
/// drawn offscreen. Says "Saved the bundle to DIR (N files)." on `err`, or with
/// `json` lists the files on `out`. A DIR that is a file or a folder with anything
/// in it is refused (exit 2) and left as it is.
int exportBundle(const BenchArguments &a, bench::ResultStore &store, QTextStream &out,
                 QTextStream &err, bool json);

} // namespace keyward::cli
